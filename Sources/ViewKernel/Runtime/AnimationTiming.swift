// AnimationTiming.swift: when an animation runs on the virtual clock, and how far along it is.

/// The timing of one animation block, as Core Animation's `CAMediaTiming` describes a basic
/// animation: a begin time, a duration, a timing curve, a repeat count and autoreversing.
struct AnimationTiming {
    /// The virtual time at which the animation starts moving (the commit time plus the delay).
    let beginTime: TimeInterval
    /// The length of one pass from the old value to the new one, in seconds (> 0).
    let duration: TimeInterval
    /// The pace of each pass.
    let curve: TimingCurve
    /// The number of cycles (fractions allowed); `.infinity` repeats forever. A cycle is one pass,
    /// or a pass there and back when `autoreverses`.
    let repeatCount: Double
    /// Whether each cycle runs forwards and then backwards.
    let autoreverses: Bool

    /// The length of one cycle.
    var cycleDuration: TimeInterval { autoreverses ? 2 * duration : duration }

    /// How long the animation runs after its begin time, or nil when it repeats forever.
    var activeDuration: TimeInterval? {
        repeatCount.isFinite ? cycleDuration * Swift.max(repeatCount, 1) : nil
    }

    /// The virtual time at which the animation ends, or nil when it repeats forever.
    var endTime: TimeInterval? {
        activeDuration.map { beginTime + $0 }
    }

    /// The fraction of the change shown at virtual time `time`: 0 before the begin time (the old
    /// value shows during a delay, as UIKit fills delayed animations backwards), then the curve's
    /// value within the current pass; a reversing pass runs the curve backwards.
    func progress(at time: TimeInterval) -> Double {
        guard time > beginTime, duration > 0 else { return 0 }
        let cycle = cycleDuration
        var elapsed = time - beginTime
        var local: TimeInterval
        if let active = activeDuration, elapsed >= active {
            elapsed = active
            local = elapsed.truncatingRemainder(dividingBy: cycle)
            if local == 0 { local = cycle }
        } else {
            local = elapsed.truncatingRemainder(dividingBy: cycle)
        }
        if autoreverses, local > duration { local = cycle - local }
        return curve.progress(at: local / duration)
    }
}
