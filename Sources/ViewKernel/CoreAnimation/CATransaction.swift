// CATransaction.swift: Core Animation's transactions: explicit begin/commit pairs and the
// implicit transaction of each run loop turn, with their duration, timing function, disabled
// actions and completion block.

/// One open transaction: the settings made in it, and its completion block.
@MainActor
final class TransactionFrame {
    var duration: CFTimeInterval?
    var timingFunction: CAMediaTimingFunction?
    var disableActions: Bool?
    var completion: TransactionCompletion?
    var values: [String: Any] = [:]
}

/// Groups layer changes into one update, as Core Animation's `CATransaction`. Changes made
/// outside `begin()`/`commit()` belong to the run loop turn's implicit transaction, which commits
/// at the end of the turn. Nested transactions are allowed; a setting reads from the innermost
/// transaction that made it.
@preconcurrency @MainActor
open class CATransaction: NSObject {
    /// Opens a transaction.
    open class func begin() {
        Headless.current.coreAnimation.beginTransaction()
    }

    /// Commits the innermost open transaction; its completion block runs once the animations
    /// added in it have stopped (at once, when none were added). Does nothing without one.
    open class func commit() {
        Headless.current.coreAnimation.commitTransaction()
    }

    /// Commits the implicit transaction's changes now; here changes always show, so it does nothing.
    open class func flush() {}

    /// Locks the layer tree for other threads; nothing to do here (one thread).
    open class func lock() {}

    /// Unlocks the layer tree; nothing to do here.
    open class func unlock() {}

    /// The duration of the transaction's animations: the implicit ones, and added animations
    /// whose duration is 0; 0.25 seconds unless set.
    open class func animationDuration() -> CFTimeInterval {
        Headless.current.coreAnimation.setting(\.duration) ?? 0.25
    }

    /// Sets the duration of the transaction's animations.
    open class func setAnimationDuration(_ dur: CFTimeInterval) {
        Headless.current.coreAnimation.currentFrame.duration = dur
    }

    /// The timing function of the transaction's implicit animations; nil unless set (they then
    /// use `.default`).
    open class func animationTimingFunction() -> CAMediaTimingFunction? {
        Headless.current.coreAnimation.setting(\.timingFunction)
    }

    /// Sets the timing function of the transaction's implicit animations.
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        Headless.current.coreAnimation.currentFrame.timingFunction = function
    }

    /// Whether property changes of standalone layers run no implicit animation; false unless set.
    open class func disableActions() -> Bool {
        Headless.current.coreAnimation.setting(\.disableActions) ?? false
    }

    /// Turns implicit animations off (or on) for the transaction.
    open class func setDisableActions(_ flag: Bool) {
        Headless.current.coreAnimation.currentFrame.disableActions = flag
    }

    /// The completion block of the innermost transaction; nil unless set.
    open class func completionBlock() -> (() -> Void)? {
        guard let frame = Headless.current.coreAnimation.openFrame, frame.completion?.isOpen == true else { return nil }
        return frame.values["completionBlock"] as? () -> Void
    }

    /// Sets the block that runs once every animation added after this call in the transaction
    /// has stopped, and the transaction has committed; a block set earlier no longer waits for
    /// animations added from now on.
    open class func setCompletionBlock(_ block: (() -> Void)?) {
        let frame = Headless.current.coreAnimation.currentFrame
        frame.completion?.seal()
        frame.completion = block.map { block in TransactionCompletion { _ in block() } }
        frame.values["completionBlock"] = block
    }

    /// A transaction property by key (`"animationDuration"`, `"animationTimingFunction"`,
    /// `"disableActions"`, `"completionBlock"`, or one of your own).
    open class func value(forKey key: String) -> Any? {
        switch key {
        case "animationDuration": return animationDuration()
        case "animationTimingFunction": return animationTimingFunction()
        case "disableActions": return disableActions()
        case "completionBlock": return completionBlock()
        default: return Headless.current.coreAnimation.openFrame?.values[key]
        }
    }

    /// Sets a transaction property by key (the keys of `value(forKey:)`).
    open class func setValue(_ anObject: Any?, forKey key: String) {
        switch key {
        case "animationDuration": if let x = anObject.flatMap(AnimatableValue.number) { setAnimationDuration(Double(x)) }
        case "animationTimingFunction": setAnimationTimingFunction(anObject as? CAMediaTimingFunction)
        case "disableActions": setDisableActions(anObject.flatMap(AnimatableValue.number).map { $0 != 0 } ?? false)
        case "completionBlock": setCompletionBlock(anObject as? () -> Void)
        default: Headless.current.coreAnimation.currentFrame.values[key] = anObject
        }
    }
}
