// AnimationTimeline.swift: Core Animation's media timing worked out: from a parent's time to the
// time within one pass of an animation (begin time, speed, offset, repeats, autoreverse, fill).

/// The timing of one animation, resolved: where its time comes from and how it maps to the time
/// within a pass, as `CAMediaTiming` describes.
struct AnimationTimeline {
    /// When the animation begins, in its parent's time.
    let beginTime: CFTimeInterval
    /// One pass (> 0).
    let duration: CFTimeInterval
    let speed: Double
    let timeOffset: CFTimeInterval
    let repeatCount: Double
    let repeatDuration: CFTimeInterval
    let autoreverses: Bool
    let fillMode: CAMediaTimingFillMode

    /// The timing of `animation` beginning at `beginTime` with one pass of `duration`.
    @MainActor
    init(animation: CAAnimation, beginTime: CFTimeInterval, duration: CFTimeInterval) {
        self.beginTime = beginTime
        self.duration = duration
        speed = Double(animation.speed)
        timeOffset = animation.timeOffset
        repeatCount = Double(animation.repeatCount)
        repeatDuration = animation.repeatDuration
        autoreverses = animation.autoreverses
        fillMode = animation.fillMode
    }

    /// One cycle: a pass, or a pass there and back.
    var cycleDuration: CFTimeInterval { autoreverses ? 2 * duration : duration }

    /// How long the animation is active, in its own time; nil when it repeats forever.
    var activeDuration: CFTimeInterval? {
        if repeatDuration > 0 { return repeatDuration.isFinite ? repeatDuration : nil }
        if repeatCount > 0 { return repeatCount.isFinite ? cycleDuration * repeatCount : nil }
        return cycleDuration
    }

    /// The animation's own time at `parentTime`.
    func localTime(atParentTime parentTime: CFTimeInterval) -> CFTimeInterval {
        (parentTime - beginTime) * speed + timeOffset
    }

    /// The parent time at which the active duration ends; nil when it never does (it repeats
    /// forever, or its speed is 0).
    var endTimeInParent: CFTimeInterval? {
        guard let active = activeDuration, speed != 0 else { return nil }
        let end = beginTime + (active - timeOffset) / speed
        return speed > 0 ? end : beginTime + (0 - timeOffset) / speed
    }

    /// The parent time at which the animation starts (its local time reaches 0).
    var startTimeInParent: CFTimeInterval {
        guard speed != 0 else { return beginTime }
        return max(beginTime, beginTime - timeOffset / speed)
    }

    /// The time within a pass (0...duration) at `parentTime`, or nil when the animation has no
    /// effect then (before its beginning or after its end without the matching fill mode).
    func simpleTime(atParentTime parentTime: CFTimeInterval) -> CFTimeInterval? {
        guard duration > 0 else { return nil }
        var local = localTime(atParentTime: parentTime)
        let fillsBackwards = fillMode == .backwards || fillMode == .both
        let fillsForwards = fillMode == .forwards || fillMode == .both
        if local < 0 {
            guard fillsBackwards else { return nil }
            local = 0
        }
        if let active = activeDuration, local >= active {
            guard fillsForwards else { return nil }
            return passTime(at: active, atEnd: true)
        }
        return passTime(at: local, atEnd: false)
    }

    /// The time within a pass at local time `local`; at the very end a pass shows its end (or,
    /// reversing, its start).
    private func passTime(at local: CFTimeInterval, atEnd: Bool) -> CFTimeInterval {
        let cycle = cycleDuration
        var inCycle = local.truncatingRemainder(dividingBy: cycle)
        if atEnd, inCycle == 0, local > 0 { inCycle = cycle }
        if autoreverses, inCycle > duration { inCycle = cycle - inCycle }
        return min(max(inCycle, 0), duration)
    }
}
