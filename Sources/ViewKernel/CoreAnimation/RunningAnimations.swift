// RunningAnimations.swift: what a UI test asks the animation engine before it acts on a view:
// whether the view or one of its superviews is being animated now (a walk up its superviews, no
// walk of the tree), and an account of everything still under way (the animations and the views
// they move, the work waiting on the clock, the transitions, the keyboard) for a failure message.

extension AddedAnimation {
    /// Whether the animation moves its layer now or will without anything else happening: it has
    /// not stopped (one waiting for its delay counts), and a property animator's runs (a paused
    /// animator holds its views still).
    var isMoving: Bool {
        guard !hasStopped else { return false }
        if let driven { return driven.animator?.isRunning == true }
        return true
    }
}

extension CALayer {
    /// The keys of the animations moving this layer now (``AddedAnimation/isMoving``), in the
    /// order they were added; an animation added without a key is listed as "(no key)". Looks at
    /// this layer's own animations only.
    package var movingAnimationKeys: [String] {
        var keys: [String] = []
        for added in addedAnimations where added.isMoving { keys.append(added.key ?? "(no key)") }
        return keys
    }
}

extension UIView {
    /// This view, or the nearest of its superviews, whose layer is being animated now, with the
    /// keys of its animations; nil when none is (the view stands still in its window, as far as
    /// animations go). Costs nothing when no animation runs anywhere, and otherwise a walk up the
    /// superviews: what UI tests ask before every action.
    package var animatedViewInChain: (view: UIView, keys: [String])? {
        guard Headless.hasRunningAnimations else { return nil }
        var current: UIView? = self
        while let view = current {
            if !view.layer.addedAnimations.isEmpty {
                let keys = view.layer.movingAnimationKeys
                if !keys.isEmpty { return (view, keys) }
            }
            current = view.superview
        }
        return nil
    }
}

extension Headless {
    /// An animation still running, as a UI test's failure lists it: the view it moves (nil for a
    /// layer that backs no view), its layer, the keys, and how long it has left (nil when it
    /// never ends, or follows a property animator).
    package struct RunningAnimation {
        package let view: UIView?
        package let layer: CALayer
        package let keys: [String]
        package let remaining: TimeInterval?
    }

    /// The animations running now, one entry per layer in the order their first animation was
    /// added, then the layers moved by running property animators.
    package static var runningAnimations: [RunningAnimation] {
        var order: [ObjectIdentifier] = []
        var byLayer: [ObjectIdentifier: (layer: CALayer, keys: [String], remaining: TimeInterval?)] = [:]
        func note(_ added: AddedAnimation, remaining: TimeInterval?) {
            guard let layer = added.layer else { return }
            let id = ObjectIdentifier(layer)
            if var entry = byLayer[id] {
                entry.keys.append(added.key ?? "(no key)")
                if let remaining { entry.remaining = max(entry.remaining ?? 0, remaining) }
                byLayer[id] = entry
            } else {
                order.append(id)
                byLayer[id] = (layer, [added.key ?? "(no key)"], remaining)
            }
        }
        let scheduler = current.coreAnimation
        for added in scheduler.runningAnimations where added.isMoving {
            var remaining: TimeInterval?
            if let layer = added.layer, let end = added.timeline.endTimeInParent,
               let global = layer.globalTime(atLocalTime: end), global.isFinite {
                remaining = max(0, global - now)
            }
            note(added, remaining: remaining)
        }
        for animator in scheduler.activeAnimators.values where animator.isRunning {
            for segment in animator.segments {
                guard let added = segment.layer?.addedAnimations.first(where: { $0.driven === segment }) else { continue }
                note(added, remaining: nil)
            }
        }
        return order.compactMap { byLayer[$0] }.map {
            RunningAnimation(view: $0.layer.delegate, layer: $0.layer, keys: $0.keys, remaining: $0.remaining)
        }
    }

    /// When the work waiting on the clock is due (timers, delayed calls, `Headless.schedule`),
    /// in order, leaving out the ends of running animations (listed as animations).
    package static var pendingWorkDueTimes: [TimeInterval] {
        var animationWork = Set<ObjectIdentifier>()
        for added in current.coreAnimation.runningAnimations {
            if let work = added.startWork { animationWork.insert(ObjectIdentifier(work)) }
            if let work = added.endWork { animationWork.insert(ObjectIdentifier(work)) }
        }
        return current.scheduledWork.filter { !animationWork.contains(ObjectIdentifier($0)) }.map(\.dueTime)
    }

    /// Whether work other than a repeating timer's next firing (a one-shot timer, a delayed
    /// call, `Headless.schedule`) is due at or before `deadline`.
    package static func hasOneShotWork(dueBy deadline: TimeInterval) -> Bool {
        current.scheduledWork.contains { !$0.isCancelled && !$0.isRepeatingTimerFiring && $0.dueTime <= deadline }
    }

    /// The view controller transitions under way, one line each.
    package static var transitionsUnderWay: [String] { TransitionContext.descriptionsUnderWay }

    /// Whether the software keyboard is sliding in or out now.
    package static var isKeyboardMoving: Bool {
        guard let window = current.keyboard.window else { return false }
        return !window.layer.movingAnimationKeys.isEmpty
    }
}
