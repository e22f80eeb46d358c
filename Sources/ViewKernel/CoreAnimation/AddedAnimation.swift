// AddedAnimation.swift: an animation added to a layer with `add(_:forKey:)`, with its resolved
// timing, its place among the layer's animations, and the work that starts and ends it.

/// One Core Animation animation attached to a layer: the copy that was added, its timing in the
/// layer's time, and the deferred work that tells its delegate when it starts and stops.
@MainActor
final class AddedAnimation {
    /// The key it was added under; nil for an animation added without one.
    let key: String?
    /// The copy the layer runs (its begin time and duration filled in at commit).
    let animation: CAAnimation
    /// Its timing in the layer's time.
    let timeline: AnimationTimeline
    /// The layer it is attached to; weak, as the layer holds its animations.
    weak var layer: CALayer?
    /// The order of attachment among all animations, so `animationKeys()` lists them in order.
    let serial: Int
    /// The transaction completion blocks waiting for it.
    let trackers: [TransactionCompletion]
    /// The work that tells the delegate it started, and the work that ends it.
    var startWork: Headless.WorkItem?
    var endWork: Headless.WorkItem?
    /// Whether the delegate heard that it started, and that it stopped.
    var hasStarted = false
    var hasStopped = false

    init(key: String?, animation: CAAnimation, timeline: AnimationTimeline, layer: CALayer, serial: Int,
         trackers: [TransactionCompletion]) {
        self.key = key
        self.animation = animation
        self.timeline = timeline
        self.layer = layer
        self.serial = serial
        self.trackers = trackers
    }

    /// Writes the animation's value at the layer's time `layerTime` into the presentation copy.
    func apply(atLayerTime layerTime: CFTimeInterval, to copy: CALayer) {
        guard let simpleTime = timeline.simpleTime(atParentTime: layerTime) else { return }
        animation.apply(atSimpleTime: simpleTime, duration: timeline.duration, to: copy)
    }
}

/// A completion block set with `CATransaction.setCompletionBlock(_:)`: it runs once every
/// animation added after it in its transaction has stopped, once the transaction has committed
/// (or another block replaced it).
@MainActor
final class TransactionCompletion {
    private var block: (() -> Void)?
    private var pending = 0
    private var isSealed = false

    init(block: @escaping () -> Void) {
        self.block = block
    }

    /// Whether animations added now still count for it.
    var isOpen: Bool { !isSealed }

    /// An animation added in its transaction.
    func animationAdded() {
        pending += 1
    }

    /// One of its animations stopped (ran to its end or was removed).
    func animationStopped() {
        pending -= 1
        runIfDone()
    }

    /// Its transaction committed, or another block replaced it: no more animations count.
    func seal() {
        isSealed = true
        runIfDone()
    }

    private func runIfDone() {
        guard isSealed, pending <= 0, let block else { return }
        self.block = nil
        block()
    }
}
