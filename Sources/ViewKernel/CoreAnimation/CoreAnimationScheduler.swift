// CoreAnimationScheduler.swift: the runtime's side of Core Animation: the open transactions,
// attaching animations to layers and ending them on the virtual clock, telling their delegates,
// implicit animations of standalone layers, and what changes when a turn's transaction commits.

/// Runs the animations added with `CALayer.add(_:forKey:)` and keeps the open transactions.
///
/// As for view animations, nothing is stepped: a presentation value is computed from the clock
/// when asked, and each animation has one piece of work at its start (to tell its delegate) and
/// one at its end.
@MainActor
final class CoreAnimationScheduler {
    /// The explicit transactions, outermost first, and the turn's implicit one (made on first use).
    private var explicitFrames: [TransactionFrame] = []
    private var implicitFrame: TransactionFrame?
    /// The order of the next animation attached (shared with view animations).
    private var lastSerial = 0
    /// Animations that have not stopped yet, and those that stopped but stay on their layer
    /// (`isRemovedOnCompletion == false`).
    private var running: [AddedAnimation] = []
    private var retained: [AddedAnimation] = []
    /// Standalone layers that entered a window this turn: rendered from the turn's commit on.
    /// Both lists are read at every turn's commit (unchecked, as the runtime's queues are).
    @exclusivity(unchecked) private var layersEnteringRenderTree: [HeadlessRuntime.WeakLayer] = []
    /// Standalone layers that left their tree this turn: they lose their animations at the commit
    /// unless they are back in a window.
    @exclusivity(unchecked) private var layersLeavingRenderTree: [CALayer] = []

    /// Whether an animation is still to stop.
    var hasRunningAnimations: Bool { !running.isEmpty }

    /// The next serial number for an attached animation.
    func nextSerial() -> Int {
        lastSerial += 1
        return lastSerial
    }

    // MARK: - Transactions

    /// The innermost transaction, the implicit one when none is open (it is made then).
    var currentFrame: TransactionFrame {
        if let frame = explicitFrames.last { return frame }
        if let implicitFrame { return implicitFrame }
        let frame = TransactionFrame()
        implicitFrame = frame
        return frame
    }

    /// The innermost transaction if there is one.
    var openFrame: TransactionFrame? { explicitFrames.last ?? implicitFrame }

    /// A setting from the innermost transaction that made it.
    func setting<Value>(_ property: KeyPath<TransactionFrame, Value?>) -> Value? {
        for frame in explicitFrames.reversed() {
            if let value = frame[keyPath: property] { return value }
        }
        return implicitFrame?[keyPath: property]
    }

    func beginTransaction() {
        explicitFrames.append(TransactionFrame())
    }

    func commitTransaction() {
        guard let frame = explicitFrames.popLast() else { return }
        frame.completion?.seal()
    }

    /// The completion blocks that animations added now count for.
    func openCompletions() -> [TransactionCompletion] {
        (explicitFrames + (implicitFrame.map { [$0] } ?? [])).compactMap(\.completion).filter(\.isOpen)
    }

    /// The end of a run loop turn: the implicit transaction commits, layers that entered a
    /// window are rendered from now on, and layers that left one lose their animations.
    func commitTurn() {
        if let frame = implicitFrame {
            implicitFrame = nil
            frame.completion?.seal()
        }
        // Most turns have no layer entering or leaving (every touch phase ends with a turn).
        if !layersEnteringRenderTree.isEmpty {
            for case let layer? in layersEnteringRenderTree.map(\.layer) where layer.hostWindow != nil {
                layer.makeExtras().isRendered = true
            }
            layersEnteringRenderTree.removeAll()
        }
        if !layersLeavingRenderTree.isEmpty {
            let leaving = layersLeavingRenderTree
            layersLeavingRenderTree.removeAll()
            for layer in leaving where layer.hostWindow == nil {
                removeAnimations(inTreeOf: layer, notifyNow: true)
            }
        }
    }

    /// A standalone layer entered a window: rendered from the turn's commit.
    func layerEnteredWindow(_ layer: CALayer) {
        layersEnteringRenderTree.append(HeadlessRuntime.WeakLayer(layer: layer))
    }

    /// A standalone layer left its tree: not rendered any more, and its animations (and its
    /// sublayers') come off at the commit unless it is back in a window.
    func layerLeftTree(_ layer: CALayer) {
        layer.extras?.isRendered = false
        if layer.treeHasAddedAnimations { layersLeavingRenderTree.append(layer) }
    }

    // MARK: - Attaching

    /// Attaches the copy `animation` under `key`: its duration and begin time are filled in from
    /// the transaction and the layer's time, an animation under the same key is replaced, and its
    /// start and end are scheduled.
    func add(_ animation: CAAnimation, forKey key: String?, to layer: CALayer) {
        if animation.duration <= 0 || !animation.duration.isFinite {
            animation.duration = setting(\.duration) ?? 0.25
        }
        if animation.beginTime == 0 { animation.beginTime = layer.localTime(atGlobalTime: Headless.now) }
        if let key {
            if let old = layer.extras?.addedAnimations.first(where: { $0.key == key }) { remove(old, from: layer) }
            if let viewKey = LayerAnimationKey(rawValue: key) {
                Headless.current.animationScheduler.removeAnimation(forKey: viewKey, from: layer)
            }
        }
        let completions = openCompletions()
        completions.forEach { $0.animationAdded() }
        let timeline = AnimationTimeline(animation: animation, beginTime: animation.beginTime, duration: animation.duration)
        let added = AddedAnimation(key: key, animation: animation, timeline: timeline, layer: layer,
                                   serial: nextSerial(), trackers: completions)
        layer.makeExtras().addedAnimations.append(added)
        running.append(added)
        schedule(added)
    }

    /// (Re)schedules the start and end work of `added` from its layer's time now.
    func schedule(_ added: AddedAnimation) {
        added.startWork?.cancel()
        added.endWork?.cancel()
        added.startWork = nil
        added.endWork = nil
        guard let layer = added.layer, !added.hasStopped else { return }
        let runtime = Headless.current
        if !added.hasStarted, let start = layer.globalTime(atLocalTime: added.timeline.startTimeInParent) {
            added.startWork = runtime.enqueue(at: start) { [weak self, weak added] in
                guard let self, let added else { return }
                self.start(added)
            }
        }
        if let endLocal = added.timeline.endTimeInParent, let end = layer.globalTime(atLocalTime: endLocal) {
            added.endWork = runtime.enqueue(at: end) { [weak self, weak added] in
                guard let self, let added else { return }
                self.finish(added)
            }
        }
    }

    /// The layer's time changed (speed, offset, begin time): its animations and those below it
    /// are scheduled again.
    func layerTimingDidChange(_ layer: CALayer) {
        for added in running where added.layer.map({ $0.isInTree(of: layer) }) == true { schedule(added) }
    }

    // MARK: - Starting and stopping

    private func start(_ added: AddedAnimation) {
        added.startWork = nil
        guard !added.hasStarted else { return }
        added.hasStarted = true
        added.animation.delegate?.animationDidStart(added.animation)
    }

    /// The animation's active duration ended: it comes off its layer unless told not to, and its
    /// delegate hears it finished.
    private func finish(_ added: AddedAnimation) {
        added.endWork = nil
        guard !added.hasStopped else { return }
        if !added.hasStarted { start(added) }
        added.hasStopped = true
        running.removeAll { $0 === added }
        if added.animation.isRemovedOnCompletion {
            added.layer?.extras?.addedAnimations.removeAll { $0 === added }
        } else {
            retained.append(added)
        }
        added.animation.delegate?.animationDidStop(added.animation, finished: true)
        added.trackers.forEach { $0.animationStopped() }
    }

    /// Takes `added` off `layer` before its end: its delegate hears it stopped unfinished on the
    /// next run loop turn (after the transaction that removed it), or now with `notifyNow`.
    func remove(_ added: AddedAnimation, from layer: CALayer, notifyNow: Bool = false) {
        layer.extras?.addedAnimations.removeAll { $0 === added }
        retained.removeAll { $0 === added }
        added.startWork?.cancel()
        added.endWork?.cancel()
        guard !added.hasStopped else { return }
        added.hasStopped = true
        running.removeAll { $0 === added }
        let tell: @MainActor () -> Void = { [added] in
            added.animation.delegate?.animationDidStop(added.animation, finished: false)
            added.trackers.forEach { $0.animationStopped() }
        }
        if notifyNow { tell() } else { Headless.schedule(after: 0, tell) }
    }

    /// Takes every added animation off `layer` and the layers added below it.
    func removeAnimations(inTreeOf layer: CALayer, notifyNow: Bool) {
        for added in layer.extras?.addedAnimations ?? [] { remove(added, from: layer, notifyNow: notifyNow) }
        for sublayer in layer.extras?.sublayers ?? [] { removeAnimations(inTreeOf: sublayer, notifyNow: notifyNow) }
    }

    /// Takes every animation off its layer without telling anyone (the runtime is being replaced).
    func removeAllWithoutNotifying() {
        for added in running + retained {
            added.startWork?.cancel()
            added.endWork?.cancel()
            added.hasStopped = true
            added.layer?.extras?.addedAnimations.removeAll { $0 === added }
        }
        running.removeAll()
        retained.removeAll()
        explicitFrames.removeAll()
        implicitFrame = nil
        layersEnteringRenderTree.removeAll()
        layersLeavingRenderTree.removeAll()
    }
}
