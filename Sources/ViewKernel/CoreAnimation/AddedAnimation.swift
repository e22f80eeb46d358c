// AddedAnimation.swift: an animation attached to a layer, with its resolved timing, and the work
// that starts and ends it; view animations carry their two values typed.

/// One Core Animation animation attached to a layer: the copy that was added (or the animation a
/// view's action made), its timing in the layer's time, and the deferred work that tells its
/// delegate when it starts and stops.
@MainActor
final class AddedAnimation {
    /// The key it was added under; nil for an animation added without one.
    let key: String?
    /// The copy the layer runs (its begin time and duration filled in at commit).
    let animation: CAAnimation
    /// Its timing in the layer's time.
    let timeline: AnimationTimeline
    /// For an animation made by a view's action: the property, its two values and the block's
    /// curve, typed, so that a presentation value is a switch and an interpolation (no `Any`).
    let viewValues: ViewAnimationValues?
    /// For an animation of a `UIViewPropertyAnimator`: the segment of the animator's progress it
    /// follows. Such an animation has no start or end work: its animator moves and ends it.
    var driven: DrivenSegment?
    /// For the animation of a keyframe view animation block without `.allowUserInteraction`:
    /// the animating view refuses touches until it ends.
    var refusesTouchesAsViewKeyframes = false
    /// The layer it is attached to; weak, as the layer holds its animations.
    weak var layer: CALayer?
    /// The transaction completion blocks waiting for it (for a view animation, its block's
    /// completion first).
    let trackers: [TransactionCompletion]
    /// The work that tells the delegate it started, and the work that ends it.
    var startWork: Headless.WorkItem?
    var endWork: Headless.WorkItem?
    /// Whether the delegate heard that it started, and that it stopped.
    var hasStarted = false
    var hasStopped = false

    init(key: String?, animation: CAAnimation, timeline: AnimationTimeline, viewValues: ViewAnimationValues?,
         layer: CALayer, trackers: [TransactionCompletion]) {
        self.key = key
        self.animation = animation
        self.timeline = timeline
        self.viewValues = viewValues
        self.layer = layer
        self.trackers = trackers
    }

    /// Whether the layer refuses touches while it runs: a view animation, keyframe view animation
    /// or view transition without `.allowUserInteraction` (animations added any other way never do).
    var refusesTouches: Bool {
        guard let viewValues else {
            return refusesTouchesAsViewKeyframes || (animation as? CATransition)?.refusesTouches ?? false
        }
        return !viewValues.allowsUserInteraction
    }

    /// Writes the animation's value at the layer's time `layerTime` into the presentation copy.
    func apply(atLayerTime layerTime: CFTimeInterval, to copy: CALayer) {
        if let driven, let values = viewValues {
            copy.setAnimatableValue(driven.value(), for: values.key)
            return
        }
        guard let simpleTime = timeline.simpleTime(atParentTime: layerTime) else { return }
        if let values = viewValues {
            copy.setAnimatableValue(values.value(atFraction: simpleTime / timeline.duration), for: values.key)
        } else {
            animation.apply(atSimpleTime: simpleTime, duration: timeline.duration, to: copy)
        }
    }
}

/// What a view animation keeps beside its `CABasicAnimation`: the property, the value before the
/// block and the model value after it, the block's curve, and the block's options that concern
/// the animation once it runs.
struct ViewAnimationValues {
    let key: LayerAnimationKey
    let from: AnimatableValue
    let to: AnimatableValue
    let curve: TimingCurve
    /// `.allowUserInteraction`: without it, the animating view refuses touches until it ends.
    let allowsUserInteraction: Bool
    /// `.beginFromCurrentState`: the animation started from the value shown when its block
    /// changed the property (an in-flight animation's), not from the model value.
    let beginsFromCurrentState: Bool

    /// The value shown when `fraction` of a pass has elapsed.
    func value(atFraction fraction: Double) -> AnimatableValue {
        from.interpolated(to: to, progress: curve.progress(at: fraction))
    }
}

/// A completion that waits for a set of animations: a block set with
/// `CATransaction.setCompletionBlock(_:)`, or a view animation block's completion. It runs once
/// every animation counted for it has stopped, once it is sealed (its transaction committed,
/// another block replaced it, or its animation block added all its animations), with whether
/// every one of them ran to its end.
@MainActor
final class TransactionCompletion {
    private var block: ((Bool) -> Void)?
    private var pending = 0
    private var isSealed = false
    private var allFinished = true

    init(block: ((Bool) -> Void)?) {
        self.block = block
    }

    /// Whether animations added now still count for it.
    var isOpen: Bool { !isSealed }

    /// An animation counted for it was added.
    func animationAdded() {
        pending += 1
    }

    /// One of its animations stopped: ran to its end (`finished`) or was removed first.
    func animationStopped(finished: Bool) {
        pending -= 1
        if !finished { allFinished = false }
        runIfDone()
    }

    /// No more animations count for it.
    func seal() {
        isSealed = true
        runIfDone()
    }

    private func runIfDone() {
        guard isSealed, pending <= 0, let block else { return }
        self.block = nil
        block(allFinished)
    }
}
