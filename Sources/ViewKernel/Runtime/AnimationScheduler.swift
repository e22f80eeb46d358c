// AnimationScheduler.swift: attaching animations to layers, replacing them, and ending them on the clock.

/// Runs the animation groups that animation blocks commit, on the virtual clock.
///
/// Nothing is stepped frame by frame: a presentation value is computed from `Headless.now` when it
/// is asked for, and each group with an end has one piece of deferred work at its end time. A view
/// without animations costs nothing; an endless (repeating) group costs nothing until it is removed.
@MainActor
enum AnimationScheduler {
    /// Groups that have started and not yet ended, in the order they started.
    private static var runningGroups: [AnimationGroup] = []

    /// Whether any group is running.
    static var hasRunningAnimations: Bool { !runningGroups.isEmpty }

    /// Whether a group that repeats forever is running (such a group keeps the runtime busy).
    static var hasEndlessAnimations: Bool {
        runningGroups.contains { $0.timing.endTime == nil }
    }

    /// Attaches `animation` to its layer. An animation of the same property already there is
    /// replaced, as Core Animation replaces an animation added under an existing key.
    static func attach(_ animation: LayerAnimation, to layer: CALayer) {
        if let index = layer.runningAnimations.firstIndex(where: { $0.key == animation.key }) {
            let replaced = layer.runningAnimations.remove(at: index)
            cutShort(replaced)
        }
        layer.runningAnimations.append(animation)
        animation.group.add(animation)
    }

    /// Starts a committed group whose animations are attached: it ends at its end time (never,
    /// when it repeats forever). A group left without animations (nothing animatable changed, or
    /// everything was already replaced) completes on the next run loop turn instead.
    static func begin(_ group: AnimationGroup) {
        if group.animations.isEmpty {
            guard !group.wasInterrupted else { return } // its completion is already scheduled
            completeOnNextTurn(group, finished: true)
            return
        }
        runningGroups.append(group)
        if let endTime = group.timing.endTime {
            group.endWorkToken = Headless.enqueue(at: endTime) { end(group) }
        }
    }

    /// Detaches every animation of `layer` at once; their groups complete with `finished == false`.
    static func removeAllAnimations(from layer: CALayer) {
        let animations = layer.runningAnimations
        layer.runningAnimations.removeAll()
        animations.forEach(cutShort)
    }

    /// Detaches the animation of `key` from `layer`, if any; its group completes with `false`.
    static func removeAnimation(forKey key: LayerAnimationKey, from layer: CALayer) {
        guard let index = layer.runningAnimations.firstIndex(where: { $0.key == key }) else { return }
        cutShort(layer.runningAnimations.remove(at: index))
    }

    /// Forgets every running group without calling completions (``Headless/reset()``).
    static func reset() {
        for group in runningGroups {
            for animation in group.takeAnimations() {
                animation.layer?.runningAnimations.removeAll { $0 === animation }
            }
        }
        runningGroups.removeAll()
    }

    // MARK: - Machinery

    /// The group's end time came: its animations come off their layers and its completion runs,
    /// in this run loop turn.
    private static func end(_ group: AnimationGroup) {
        group.endWorkToken = nil
        runningGroups.removeAll { $0 === group }
        for animation in group.takeAnimations() {
            animation.layer?.runningAnimations.removeAll { $0 === animation }
        }
        group.takeCompletion()?(!group.wasInterrupted)
    }

    /// An animation already detached from its layer before its end: when it was its group's last,
    /// the group stops and completes, with `finished == false`, on the next run loop turn.
    ///
    /// Core Animation tells the delegate of a removed animation after the current transaction,
    /// not inside the call that removed it; the next turn stands for that.
    private static func cutShort(_ animation: LayerAnimation) {
        let group = animation.group
        guard group.remove(animation, interrupted: true) else { return }
        if let token = group.endWorkToken {
            Headless.cancelScheduledWork(token)
            group.endWorkToken = nil
        }
        runningGroups.removeAll { $0 === group }
        completeOnNextTurn(group, finished: false)
    }

    private static func completeOnNextTurn(_ group: AnimationGroup, finished: Bool) {
        guard let completion = group.takeCompletion() else { return }
        Headless.schedule(after: 0) { completion(finished) }
    }
}
