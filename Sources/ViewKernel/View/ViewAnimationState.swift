// ViewAnimationState.swift: the open animation blocks, the old values a view's action records in
// them, and the commit that adds each change to its layer as a Core Animation animation.

/// The settings of one open animation block (`animate(withDuration:...)` or a
/// `beginAnimations`/`commitAnimations` pair), which the legacy `setAnimation…` calls change.
@MainActor
final class ViewAnimationBlock {
    var duration: TimeInterval
    var delay: TimeInterval
    var curve: TimingCurve
    /// Cycles to run; 0 means one; `.infinity` repeats forever.
    var repeatCount: Double
    var autoreverses: Bool
    var beginsFromCurrentState: Bool
    let allowsUserInteraction: Bool
    let completion: ((Bool) -> Void)?
    /// For the animations block of a `UIViewPropertyAnimator`: the animator its changes go to,
    /// and the fraction of its progress at which they begin.
    var propertyAnimator: UIViewPropertyAnimator?
    var animatorStartFraction: Double = 0
    /// For an `animateKeyframes` block: how its keyframes are interpolated (nil for other blocks).
    var keyframeMode: CAAnimationCalculationMode?
    /// For an `addKeyframe` block: the keyframe block it belongs to, and the fractions of that
    /// block's duration between which its changes are reached.
    var keyframeParent: ViewAnimationBlock?
    var keyframeSpan: (start: Double, end: Double) = (0, 1)

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

    /// Whether the block animates at all: a duration of 0 or less (or not finite) applies its
    /// changes at once.
    var animates: Bool { duration > 0 && duration.isFinite }

    /// The animation UIKit adds for a change of `key` from `from` to `to` in this block: a
    /// `CASpringAnimation` for a spring block, else a `CABasicAnimation` with the block's curve,
    /// beginning after the block's delay in `layer`'s time, filling backwards through the delay
    /// (the old value shows), and lasting the block's cycles.
    func makeAnimation(of key: LayerAnimationKey, from: AnimatableValue, to: AnimatableValue,
                       in layer: CALayer, committedAt now: TimeInterval) -> CABasicAnimation {
        let animation: CABasicAnimation
        switch curve {
        case .spring(let spring):
            let springAnimation = CASpringAnimation()
            spring.describe(in: springAnimation, duration: duration)
            animation = springAnimation
        case .cubicBezier, .linear:
            animation = CABasicAnimation()
            animation.timingFunction = curve.mediaTimingFunction
        }
        animation.keyPath = key.rawValue
        animation.fromValue = from.anyValue
        animation.toValue = to.anyValue
        animation.beginTime = layer.localTime(atGlobalTime: now) + (delay.isFinite ? max(0, delay) : 0)
        animation.duration = duration
        // A block runs at least one whole cycle: UIKit counts a repeat count below 1 as one.
        animation.repeatCount = repeatCount >= 1 ? Float(repeatCount) : 0
        animation.autoreverses = autoreverses
        animation.fillMode = .both
        return animation
    }
}

/// The stack of open animation blocks, as UIKit keeps its current animation state.
///
/// While a block is open, a change of an animatable property of a view's layer asks the view for
/// its action (`action(for:forKey:)`), and the view's action records the old value (the first
/// change of each property per block). When the outermost block closes, every recorded change
/// becomes an animation from the old value to the model value now, added to its layer in the
/// order the changes were made, with the block's completion as the completion of its animations;
/// a block with a duration of 0 or less animates nothing.
@MainActor
final class ViewAnimationState {

    /// One recorded change: the layer, the property, the value it showed before, and for a
    /// keyframe, the value it reached when the keyframe's block ended.
    struct Capture {
        let layer: CALayer
        let key: LayerAnimationKey
        let fromValue: AnimatableValue
        let block: ViewAnimationBlock
        var toValue: AnimatableValue?
    }

    /// Identifies a property of a layer within one block, so only its first change is recorded.
    private struct CaptureID: Hashable {
        let layer: ObjectIdentifier
        let key: LayerAnimationKey
        let block: ObjectIdentifier
    }

    /// The open blocks, outermost first.
    private(set) var openBlocks: [ViewAnimationBlock] = [] {
        didSet { isCapturing = animationsEnabled && !openBlocks.isEmpty }
    }
    /// Every block opened since the outermost one, in the order they were opened.
    private var pendingBlocks: [ViewAnimationBlock] = []
    private var captures: [Capture] = []
    private var capturedIDs: Set<CaptureID> = []

    /// The drive of the interactive transition whose animator is running now: its view animation
    /// blocks become property animators the driver scrubs.
    var transitionCapture: TransitionDriver?

    /// `UIView.areAnimationsEnabled`.
    var animationsEnabled = true {
        didSet { isCapturing = animationsEnabled && !openBlocks.isEmpty }
    }

    /// Whether a change made now would be animated: a block is open and animations are enabled.
    /// Kept as a stored flag because every change of an animatable property asks it.
    @exclusivity(unchecked) private(set) var isCapturing = false

    /// The innermost open block, which the legacy `setAnimation…` calls change.
    var currentBlock: ViewAnimationBlock? { openBlocks.last }

    /// Opens a block.
    func open(_ block: ViewAnimationBlock) {
        openBlocks.append(block)
        pendingBlocks.append(block)
    }

    /// Closes the innermost block; closing the outermost one adds the animations of all of them.
    func close() {
        guard let closing = openBlocks.popLast() else { return }
        if closing.keyframeMode != nil || closing.keyframeParent != nil { recordKeyframeValues(of: closing) }
        if openBlocks.isEmpty { commit() }
    }

    /// Notes, for the changes `block` recorded that have no end value yet, the values they show
    /// now: a keyframe's values are those its block left, and a change made directly in a
    /// keyframe block before a keyframe is the value that keyframe starts from.
    func recordKeyframeValues(of block: ViewAnimationBlock) {
        for index in captures.indices where captures[index].block === block && captures[index].toValue == nil {
            captures[index].toValue = captures[index].layer.animatableValue(for: captures[index].key)
        }
    }

    /// A keyframe of `parent` is about to run: the changes made directly in `parent` so far keep
    /// the values they have now.
    func keyframeWillStart(in parent: ViewAnimationBlock) {
        recordKeyframeValues(of: parent)
    }

    /// Records the value of `key` on `layer` before the change that is about to happen: the
    /// model value, or with `beginFromCurrentState` the value shown now.
    func captureChange(of key: LayerAnimationKey, in layer: CALayer) {
        guard isCapturing, let block = openBlocks.last else { return }
        let id = CaptureID(layer: ObjectIdentifier(layer), key: key, block: ObjectIdentifier(block))
        guard capturedIDs.insert(id).inserted else { return }
        var fromValue = layer.animatableValue(for: key)
        if block.beginsFromCurrentState, layer.hasAnimations {
            let shown = layer.presentationLayer()
            fromValue = shown.animatableValue(for: key)
        }
        captures.append(Capture(layer: layer, key: key, fromValue: fromValue, block: block))
    }

    /// Adds the recorded changes to their layers as animations. Each block's completion waits for
    /// all of its animations (a transaction completion of its own); a block that added none
    /// completes on the next run loop turn.
    private func commit() {
        let blocks = pendingBlocks, changes = captures
        pendingBlocks.removeAll()
        captures.removeAll()
        capturedIDs.removeAll()
        let runtime = Headless.current
        let now = runtime.now
        var completions: [ObjectIdentifier: TransactionCompletion] = [:]
        var added: Set<ObjectIdentifier> = []
        // A keyframe's changes go with its keyframe block, which alone has a completion.
        for block in blocks where block.animates && block.keyframeParent == nil {
            completions[ObjectIdentifier(block)] = TransactionCompletion(block: block.completion)
        }
        var keyframed: [Capture] = []
        for change in changes {
            if change.block.keyframeMode != nil || change.block.keyframeParent != nil {
                keyframed.append(change)
                continue
            }
            if let animator = change.block.propertyAnimator {
                let toValue = change.layer.animatableValue(for: change.key)
                guard toValue != change.fromValue else { continue }
                animator.follow(change.key, of: change.layer, from: change.fromValue, to: toValue,
                                startingAt: change.block.animatorStartFraction)
                continue
            }
            let id = ObjectIdentifier(change.block)
            guard let completion = completions[id] else { continue }
            let toValue = change.layer.animatableValue(for: change.key)
            guard toValue != change.fromValue else { continue }
            let block = change.block
            let animation = block.makeAnimation(of: change.key, from: change.fromValue, to: toValue,
                                                in: change.layer, committedAt: now)
            let values = ViewAnimationValues(key: change.key, from: change.fromValue, to: toValue, curve: block.curve,
                                             allowsUserInteraction: block.allowsUserInteraction,
                                             beginsFromCurrentState: block.beginsFromCurrentState)
            runtime.coreAnimation.addViewAnimation(animation, values: values, to: change.layer, completion: completion)
            added.insert(id)
        }
        added.formUnion(addKeyframeAnimations(keyframed, completions: completions, committedAt: now))
        for block in blocks where block.keyframeParent == nil {
            let id = ObjectIdentifier(block)
            if let completion = completions[id], added.contains(id) {
                completion.seal()
            } else if let handler = block.completion {
                runtime.enqueue(at: now) { handler(true) }
            }
        }
    }
}

/// The action a view gives its layer for a change of an animatable property inside an animation
/// block: it records the old value in the innermost block (``ViewAnimationState``), which adds
/// the animation when the outermost block closes.
@MainActor
final class ViewAnimationAction: CAAction {
    static let shared = ViewAnimationAction()

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer, let key = LayerAnimationKey(rawValue: event) else { return }
        Headless.current.viewAnimationState.captureChange(of: key, in: layer)
    }
}
