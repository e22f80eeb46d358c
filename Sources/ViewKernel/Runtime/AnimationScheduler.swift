// AnimationScheduler.swift: attaching animations to layers, replacing them, and ending them on the clock.

/// Runs the animation groups that animation blocks commit, on the virtual clock.
///
/// Nothing is stepped frame by frame: a presentation value is computed from `Headless.now` when it
/// is asked for, and each group with an end has one piece of deferred work at its end time. A view
/// without animations costs nothing; an endless (repeating) group costs nothing until it is removed.
@MainActor
final class AnimationScheduler {
    /// Groups that have started and not yet ended, in the order they started.
    private var runningGroups: [AnimationGroup] = []

    /// Whether any group is running.
    var hasRunningAnimations: Bool { !runningGroups.isEmpty }

    /// Attaches `animation` to its layer. An animation of the same property already there is
    /// replaced, as Core Animation replaces an animation added under an existing key.
    func attach(_ animation: LayerAnimation, to layer: CALayer) {
        if let index = layer.runningAnimations.firstIndex(where: { $0.key == animation.key }) {
            let replaced = layer.runningAnimations.remove(at: index)
            cutShort(replaced)
        }
        let coreAnimation = Headless.current.coreAnimation
        if let added = layer.extras?.addedAnimations.first(where: { $0.key == animation.key.rawValue }) {
            coreAnimation.remove(added, from: layer)
        }
        animation.serial = coreAnimation.nextSerial()
        layer.runningAnimations.append(animation)
        animation.group.add(animation)
    }

    /// Starts a committed group whose animations are attached: it ends at its end time (never,
    /// when it repeats forever). A group left without animations (nothing animatable changed, or
    /// everything was already replaced) completes on the next run loop turn instead.
    func begin(_ group: AnimationGroup) {
        if group.animations.isEmpty {
            guard !group.wasInterrupted else { return } // its completion is already scheduled
            completeOnNextTurn(group, finished: true)
            return
        }
        runningGroups.append(group)
        // A CATransaction completion block set around the block waits for its animations too.
        group.transactionCompletions = Headless.current.coreAnimation.openCompletions()
        group.transactionCompletions.forEach { $0.animationAdded() }
        if let endTime = group.timing.endTime {
            group.endWork = Headless.current.enqueue(at: endTime) { [unowned self] in end(group) }
        }
    }

    /// Detaches every animation of `layer` at once; their groups complete with `finished == false`.
    func removeAllAnimations(from layer: CALayer) {
        let animations = layer.runningAnimations
        layer.runningAnimations.removeAll()
        animations.forEach(cutShort)
    }

    /// Detaches the animation of `key` from `layer`, if any; its group completes with `false`.
    func removeAnimation(forKey key: LayerAnimationKey, from layer: CALayer) {
        guard let index = layer.runningAnimations.firstIndex(where: { $0.key == key }) else { return }
        cutShort(layer.runningAnimations.remove(at: index))
    }

    // MARK: - Leaving the render tree

    /// Views with animations that left their window since the last commit (kept alive until then,
    /// as the transaction keeps a removed layer until it commits). Read at every turn's commit
    /// (unchecked, as the runtime's queues are).
    @exclusivity(unchecked) private var viewsThatLeftWindows: [UIView] = []

    /// `view` (with animations in its subtree) left its window. Core Animation takes a layer's
    /// animations off when the layer leaves the render tree, which happens when the turn's
    /// transaction commits (``commitRenderTree()``): a view put back in a window before then
    /// keeps its animations.
    func viewLeftWindow(_ view: UIView) {
        if !viewsThatLeftWindows.contains(where: { $0 === view }) { viewsThatLeftWindows.append(view) }
    }

    /// The end of a run loop turn, after its layout pass, when Core Animation commits: every view
    /// that left its window since the last commit and is still out of one loses its subtree's
    /// animations. The presentation shows the model from then on, and each group left without
    /// animations completes with `finished == false` here, after the transaction (never inside the
    /// call that removed the view).
    func commitRenderTree() {
        guard !viewsThatLeftWindows.isEmpty else { return }
        let views = viewsThatLeftWindows
        viewsThatLeftWindows.removeAll()
        var completions: [(Bool) -> Void] = []
        for view in views where view.window == nil {
            view.forEachInSubtree { member in
                let layer = member.layer
                if layer.extras != nil {
                    Headless.current.coreAnimation.removeAnimations(inTreeOf: layer, notifyNow: true)
                }
                let animations = layer.runningAnimations
                layer.runningAnimations.removeAll()
                for animation in animations {
                    if let completion = detach(animation) { completions.append(completion) }
                }
            }
        }
        for completion in completions { completion(false) }
    }

    /// Takes every running animation off its layer without calling completions (the runtime is
    /// being replaced by ``Headless/reset()``).
    func removeAllWithoutCompleting() {
        for group in runningGroups {
            for animation in group.takeAnimations() {
                animation.layer?.runningAnimations.removeAll { $0 === animation }
            }
        }
        runningGroups.removeAll()
        viewsThatLeftWindows.removeAll()
    }

    // MARK: - Machinery

    /// The group's end time came: its animations come off their layers and its completion runs,
    /// in this run loop turn.
    private func end(_ group: AnimationGroup) {
        group.endWork = nil
        runningGroups.removeAll { $0 === group }
        for animation in group.takeAnimations() {
            animation.layer?.runningAnimations.removeAll { $0 === animation }
        }
        group.takeCompletion()?(!group.wasInterrupted)
        group.takeTransactionCompletions().forEach { $0.animationStopped() }
    }

    /// An animation already detached from its layer before its end: when it was its group's last,
    /// the group stops and completes, with `finished == false`, on the next run loop turn.
    ///
    /// Core Animation tells the delegate of a removed animation after the current transaction,
    /// not inside the call that removed it; the next turn stands for that.
    private func cutShort(_ animation: LayerAnimation) {
        guard let completion = detach(animation) else { return }
        Headless.schedule(after: 0) { completion(false) }
    }

    /// Forgets an animation already taken off its layer before its end. When it was its group's
    /// last, the group stops and its completion (nil when it has none) is returned to be called
    /// with `false`; nil otherwise.
    private func detach(_ animation: LayerAnimation) -> ((Bool) -> Void)? {
        let group = animation.group
        guard group.remove(animation, interrupted: true) else { return nil }
        group.endWork?.cancel()
        group.endWork = nil
        runningGroups.removeAll { $0 === group }
        let completions = group.takeTransactionCompletions()
        if !completions.isEmpty { Headless.schedule(after: 0) { completions.forEach { $0.animationStopped() } } }
        return group.takeCompletion()
    }

    private func completeOnNextTurn(_ group: AnimationGroup, finished: Bool) {
        guard let completion = group.takeCompletion() else { return }
        Headless.schedule(after: 0) { completion(finished) }
    }
}
