// AnimationTransaction.swift: the open animation blocks, the old values they capture, and the commit.

/// The settings of one open animation block (`animate(withDuration:...)` or a
/// `beginAnimations`/`commitAnimations` pair), which the legacy `setAnimation…` calls change.
@MainActor
final class AnimationContext {
    var duration: TimeInterval
    var delay: TimeInterval
    var curve: TimingCurve
    /// Cycles to run; 0 means one; `.infinity` repeats forever.
    var repeatCount: Double
    var autoreverses: Bool
    var beginsFromCurrentState: Bool
    let allowsUserInteraction: Bool
    let completion: ((Bool) -> Void)?

    init(duration: TimeInterval, delay: TimeInterval, curve: TimingCurve, repeatCount: Double,
         autoreverses: Bool, beginsFromCurrentState: Bool, allowsUserInteraction: Bool,
         completion: ((Bool) -> Void)?) {
        self.duration = duration
        self.delay = delay
        self.curve = curve
        self.repeatCount = repeatCount
        self.autoreverses = autoreverses
        self.beginsFromCurrentState = beginsFromCurrentState
        self.allowsUserInteraction = allowsUserInteraction
        self.completion = completion
    }

    /// The timing of this block's animations when committed at `time`.
    func timing(committedAt time: TimeInterval) -> AnimationTiming {
        let wait = delay.isFinite ? Swift.max(0, delay) : 0
        return AnimationTiming(beginTime: time + wait, duration: duration, curve: curve,
                               repeatCount: repeatCount.isNaN ? 1 : repeatCount, autoreverses: autoreverses)
    }
}

/// The stack of open animation blocks, as UIKit keeps its current animation state.
///
/// While a block is open, a change of an animatable property of a view's layer records the old
/// value (the first change of each property per block). When the outermost block closes, every
/// recorded change becomes an animation from the old value to the model value now, in the order
/// the changes were made; a block with a duration of 0 or less animates nothing.
@MainActor
final class AnimationTransaction {

    /// One recorded change: the layer, the property and the value it showed before.
    private struct Capture {
        let layer: CALayer
        let key: LayerAnimationKey
        let fromValue: AnimatableValue
        let context: AnimationContext
    }

    /// Identifies a property of a layer within one block, so only its first change is recorded.
    private struct CaptureID: Hashable {
        let layer: ObjectIdentifier
        let key: LayerAnimationKey
        let context: ObjectIdentifier
    }

    /// The open blocks, outermost first.
    private(set) var openContexts: [AnimationContext] = [] {
        didSet { isCapturing = animationsEnabled && !openContexts.isEmpty }
    }
    /// Every block opened since the outermost one, in the order they were opened.
    private var pendingContexts: [AnimationContext] = []
    private var captures: [Capture] = []
    private var capturedIDs: Set<CaptureID> = []

    /// `UIView.areAnimationsEnabled`.
    var animationsEnabled = true {
        didSet { isCapturing = animationsEnabled && !openContexts.isEmpty }
    }

    /// Whether a change made now would be animated: a block is open and animations are enabled.
    /// Kept as a stored flag because every change of an animatable property asks it.
    @exclusivity(unchecked) private(set) var isCapturing = false

    /// The innermost open block, which the legacy `setAnimation…` calls change.
    var currentContext: AnimationContext? { openContexts.last }

    /// Opens a block.
    func open(_ context: AnimationContext) {
        openContexts.append(context)
        pendingContexts.append(context)
    }

    /// Closes the innermost block; closing the outermost one starts the animations of all of them.
    func close() {
        guard !openContexts.isEmpty else { return }
        openContexts.removeLast()
        if openContexts.isEmpty { commit() }
    }

    /// Records the value of `key` on `layer` before the change that is about to happen.
    func captureChange(of key: LayerAnimationKey, in layer: CALayer) {
        guard isCapturing, let context = openContexts.last else { return }
        let id = CaptureID(layer: ObjectIdentifier(layer), key: key, context: ObjectIdentifier(context))
        guard capturedIDs.insert(id).inserted else { return }
        var fromValue = layer.animatableValue(for: key)
        if context.beginsFromCurrentState,
           let running = layer.runningAnimations.first(where: { $0.key == key }) {
            fromValue = running.value(at: Headless.now)
        }
        captures.append(Capture(layer: layer, key: key, fromValue: fromValue, context: context))
    }

    /// Turns the recorded changes into animations, one group per block.
    private func commit() {
        let contexts = pendingContexts, changes = captures
        pendingContexts.removeAll()
        captures.removeAll()
        capturedIDs.removeAll()
        let runtime = Headless.current
        let now = runtime.now
        var groups: [ObjectIdentifier: AnimationGroup] = [:]
        for context in contexts where context.duration > 0 && context.duration.isFinite {
            groups[ObjectIdentifier(context)] = AnimationGroup(
                timing: context.timing(committedAt: now),
                allowsUserInteraction: context.allowsUserInteraction,
                completion: context.completion)
        }
        for change in changes {
            guard let group = groups[ObjectIdentifier(change.context)] else { continue }
            let toValue = change.layer.animatableValue(for: change.key)
            guard toValue != change.fromValue else { continue }
            let animation = LayerAnimation(key: change.key, from: change.fromValue, to: toValue,
                                           group: group, layer: change.layer)
            runtime.animationScheduler.attach(animation, to: change.layer)
        }
        for context in contexts {
            if let group = groups[ObjectIdentifier(context)] {
                runtime.animationScheduler.begin(group)
            } else if let completion = context.completion {
                runtime.enqueue(at: now) { completion(true) }
            }
        }
    }
}
