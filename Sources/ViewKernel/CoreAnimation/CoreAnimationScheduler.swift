// CoreAnimationScheduler.swift: the runtime's side of Core Animation, the one animation engine:
// the open transactions, attaching animations to layers (those added with `add(_:forKey:)`,
// implicit ones, and those a view's action makes in an animation block), ending them on the
// virtual clock, telling their delegates and completions, and what changes when a turn's
// transaction commits.

/// Runs every animation attached to a layer and keeps the open transactions.
///
/// Nothing is stepped frame by frame: a presentation value is computed from the clock when
/// asked, and each animation has one piece of work at its end (and one at its start when it has
/// a delegate to tell). A layer without animations costs nothing; an endless animation costs
/// nothing until it is removed.
@MainActor
final class CoreAnimationScheduler {
    /// The explicit transactions, outermost first, and the turn's implicit one (made on first use).
    private var explicitFrames: [TransactionFrame] = []
    private var implicitFrame: TransactionFrame?
    /// Animations that have not stopped yet, and those that stopped but stay on their layer
    /// (`isRemovedOnCompletion == false`).
    private var running: [AddedAnimation] = []
    private var retained: [AddedAnimation] = []
    /// Standalone layers that entered a window this turn: rendered from the turn's commit on.
    /// Both lists are read at every turn's commit (unchecked, as the runtime's queues are).
    @exclusivity(unchecked) private var layersEnteringRenderTree: [HeadlessRuntime.WeakLayer] = []
    /// Layers (and views) that left their window this turn: they lose their animations, and
    /// their sublayers' and subviews', at the commit unless they are back in a window. Held
    /// until then, as the transaction keeps a removed layer until it commits.
    @exclusivity(unchecked) private var leavingRenderTree: [LeavingTree] = []

    /// A tree that left the render tree: a view's (its subviews' layers are below it) or a
    /// standalone layer's.
    private enum LeavingTree {
        case view(UIView)
        case layer(CALayer)
    }

    /// The property animators that are active or stopped: held here until they end, as UIKit
    /// keeps a running animator alive.
    var activeAnimators: [ObjectIdentifier: UIViewPropertyAnimator] = [:]

    /// The animations that have not stopped yet, in the order they were added (what a UI test's
    /// failure lists as still running).
    var runningAnimations: [AddedAnimation] { running }

    /// Whether an animation is still to stop, or a property animator is running.
    var hasRunningAnimations: Bool {
        !running.isEmpty || activeAnimators.values.contains { $0.isRunning }
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
        var completions: [TransactionCompletion] = []
        for frame in explicitFrames {
            if let completion = frame.completion, completion.isOpen { completions.append(completion) }
        }
        if let completion = implicitFrame?.completion, completion.isOpen { completions.append(completion) }
        return completions
    }

    /// The end of a run loop turn: the implicit transaction commits, layers that entered a
    /// window are rendered from now on, and trees that left one lose their animations.
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
        commitRenderTree()
    }

    /// Every tree that left its window since the last commit and is still out of one loses its
    /// animations now: the presentation shows the model from then on, and each delegate and
    /// completion hears `finished == false` here, after the transaction (never inside the call
    /// that removed the tree). Runs at every turn's commit, and first thing when the clock is
    /// moved, for what the caller did since the last turn.
    func commitRenderTree() {
        guard !leavingRenderTree.isEmpty else { return }
        let leaving = leavingRenderTree
        leavingRenderTree.removeAll()
        for tree in leaving {
            switch tree {
            case .view(let view) where view.window == nil:
                view.forEachInSubtree { removeAnimations(inTreeOf: $0.layer, notifyNow: true) }
            case .layer(let layer) where layer.hostWindow == nil:
                removeAnimations(inTreeOf: layer, notifyNow: true)
            default:
                break
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
        if layer.treeHasAddedAnimations { leavingRenderTree.append(.layer(layer)) }
    }

    /// `view`, with animations in its subtree, left its window: they come off at the commit
    /// unless the view is back in a window by then.
    func viewLeftWindow(_ view: UIView) {
        for case .view(let queued) in leavingRenderTree where queued === view { return }
        leavingRenderTree.append(.view(view))
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
        attach(animation, forKey: key, viewValues: nil, to: layer, trackers: openCompletions())
    }

    /// Attaches an animation a view's action made in an animation block (its timing is set),
    /// under its property's key, counted for the block's `completion` and the open transactions.
    func addViewAnimation(_ animation: CABasicAnimation, values: ViewAnimationValues, to layer: CALayer,
                          completion: TransactionCompletion) {
        attach(animation, forKey: values.key.rawValue, viewValues: values, to: layer,
               trackers: [completion] + openCompletions())
    }

    /// Attaches an animation of a property animator under its property's key: it follows
    /// `segment` and has no end of its own (its animator detaches it).
    func addDrivenAnimation(_ animation: CABasicAnimation, values: ViewAnimationValues, segment: DrivenSegment,
                            to layer: CALayer) -> AddedAnimation {
        let key = values.key.rawValue
        if let old = layer.animation(under: key) { remove(old, from: layer) }
        let timeline = AnimationTimeline(animation: animation, beginTime: animation.beginTime, duration: animation.duration)
        let added = AddedAnimation(key: key, animation: animation, timeline: timeline, viewValues: values,
                                   layer: layer, trackers: [])
        added.driven = segment
        added.hasStarted = true
        layer.addedAnimations.append(added)
        return added
    }

    /// Takes a property animator's animation off its layer, telling no one (it has no delegate).
    func detachDriven(_ added: AddedAnimation) {
        added.hasStopped = true
        added.layer?.addedAnimations.removeAll { $0 === added }
    }

    /// Attaches the keyframe animation a keyframe view animation block made for `key`, counted
    /// for the block's `completion` and the open transactions; without `allowsUserInteraction`
    /// the animating view refuses touches until it ends.
    func addViewKeyframeAnimation(_ animation: CAKeyframeAnimation, key: LayerAnimationKey, allowsUserInteraction: Bool,
                                  to layer: CALayer, completion: TransactionCompletion) {
        let added = attach(animation, forKey: key.rawValue, viewValues: nil, to: layer,
                           trackers: [completion] + openCompletions())
        added.refusesTouchesAsViewKeyframes = !allowsUserInteraction
    }

    @discardableResult
    private func attach(_ animation: CAAnimation, forKey key: String?, viewValues: ViewAnimationValues?,
                        to layer: CALayer, trackers: [TransactionCompletion]) -> AddedAnimation {
        if let key, let old = layer.animation(under: key) { remove(old, from: layer) }
        for tracker in trackers { tracker.animationAdded() }
        let timeline = AnimationTimeline(animation: animation, beginTime: animation.beginTime, duration: animation.duration)
        let added = AddedAnimation(key: key, animation: animation, timeline: timeline, viewValues: viewValues,
                                   layer: layer, trackers: trackers)
        layer.addedAnimations.append(added)
        running.append(added)
        schedule(added)
        return added
    }

    /// (Re)schedules the start and end work of `added` from its layer's time now. The start is
    /// only told to a delegate, so an animation without one has no start work.
    func schedule(_ added: AddedAnimation) {
        added.startWork?.cancel()
        added.endWork?.cancel()
        added.startWork = nil
        added.endWork = nil
        guard let layer = added.layer, !added.hasStopped, added.driven == nil else { return }
        let runtime = Headless.current
        if !added.hasStarted, added.animation.delegate != nil,
           let start = layer.globalTime(atLocalTime: added.timeline.startTimeInParent) {
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
    /// delegate and completions hear it finished.
    private func finish(_ added: AddedAnimation) {
        added.endWork = nil
        guard !added.hasStopped else { return }
        if !added.hasStarted { start(added) }
        added.hasStopped = true
        running.removeAll { $0 === added }
        if added.animation.isRemovedOnCompletion {
            added.layer?.addedAnimations.removeAll { $0 === added }
        } else {
            retained.append(added)
        }
        added.animation.delegate?.animationDidStop(added.animation, finished: true)
        for tracker in added.trackers { tracker.animationStopped(finished: true) }
    }

    /// Takes `added` off `layer` before its end: its delegate and completions hear it stopped
    /// unfinished on the next run loop turn (after the transaction that removed it), or now with
    /// `notifyNow`.
    func remove(_ added: AddedAnimation, from layer: CALayer, notifyNow: Bool = false) {
        layer.addedAnimations.removeAll { $0 === added }
        retained.removeAll { $0 === added }
        added.startWork?.cancel()
        added.endWork?.cancel()
        guard !added.hasStopped else { return }
        added.hasStopped = true
        running.removeAll { $0 === added }
        let tell: @MainActor () -> Void = { [added] in
            added.animation.delegate?.animationDidStop(added.animation, finished: false)
            for tracker in added.trackers { tracker.animationStopped(finished: false) }
        }
        if notifyNow { tell() } else { Headless.schedule(after: 0, tell) }
    }

    /// Takes every animation off `layer` and the layers added below it.
    func removeAnimations(inTreeOf layer: CALayer, notifyNow: Bool) {
        for added in layer.addedAnimations { remove(added, from: layer, notifyNow: notifyNow) }
        for sublayer in layer.extras?.sublayers ?? [] { removeAnimations(inTreeOf: sublayer, notifyNow: notifyNow) }
    }

    /// Takes every animation off its layer without telling anyone (the runtime is being replaced).
    func removeAllWithoutNotifying() {
        for added in running + retained {
            added.startWork?.cancel()
            added.endWork?.cancel()
            added.hasStopped = true
            added.layer?.addedAnimations.removeAll { $0 === added }
        }
        running.removeAll()
        retained.removeAll()
        activeAnimators.removeAll()
        explicitFrames.removeAll()
        implicitFrame = nil
        layersEnteringRenderTree.removeAll()
        leavingRenderTree.removeAll()
    }
}
