// UIScrollView+Deceleration.swift: the content's inertia after a flick, on the virtual clock.

import Foundation

/// How the content moves on after the finger lifts with a velocity: the speed decays by the
/// deceleration rate each millisecond (v(t) = v·rᵗ), so the content travels v·(rᵗ − 1)/ln r
/// after t milliseconds, and stops when the speed falls under ``stopSpeed``. Along an axis whose
/// edge comes first, it stops at the edge, or, when the view bounces, overshoots a little and
/// springs back. Times here are in milliseconds, speeds in points per millisecond.
@MainActor
struct Deceleration {
    /// The speed under which the content stops: 0.02 pt/ms (20 points a second), a decision.
    static let stopSpeed: CGFloat = 0.02
    /// The largest rate used (a rate of 1 or more would never stop), a decision.
    static let maximumRate: CGFloat = 0.9999
    /// A flick past the edge of a bouncing view overshoots by the speed at the edge times this
    /// (milliseconds), at most ``overshootShare`` of the view's size along the axis.
    static let overshootTime: CGFloat = 25
    /// The largest overshoot, as a share of the view's size along the axis.
    static let overshootShare: CGFloat = 0.1
    /// The spring back from an overshoot, in milliseconds.
    static let springBackTime: CGFloat = 300

    /// −ln r, the decay per millisecond.
    let decay: CGFloat
    /// When the speed falls under ``stopSpeed``.
    let stopTime: CGFloat
    /// The motion along each axis.
    let x: DecelerationAxis
    let y: DecelerationAxis

    /// The motion from `offset` at `velocity`, or nil when the content would not move on (no
    /// speed above ``stopSpeed`` along an axis inside `range`, or a rate that is not positive).
    /// Along an axis past an edge of `range` (pulled there, or the edge moved), the content
    /// springs back to the edge in `springBack` milliseconds whatever its speed, while the other
    /// axis goes on.
    init?(offset: CGPoint, velocity: CGPoint, rate: CGFloat,
          range: (min: CGPoint, max: CGPoint), bounces: Bool, viewSize: CGSize,
          springBack: (x: CGFloat, y: CGFloat) = (Deceleration.springBackTime, Deceleration.springBackTime)) {
        let past = (x: offset.x < range.min.x || offset.x > range.max.x, y: offset.y < range.min.y || offset.y > range.max.y)
        let inside = CGPoint(x: past.x ? 0 : velocity.x, y: past.y ? 0 : velocity.y)
        let speed = hypot(inside.x, inside.y)
        guard rate > 0, rate.isFinite, speed.isFinite, speed > Deceleration.stopSpeed else { return nil }
        decay = -log(min(rate, Deceleration.maximumRate))
        stopTime = log(speed / Deceleration.stopSpeed) / decay
        x = DecelerationAxis(from: offset.x, velocity: inside.x, decay: decay, stopTime: stopTime,
                             edges: (range.min.x, range.max.x), bounces: bounces,
                             overshootLimit: viewSize.width * Deceleration.overshootShare, springBack: springBack.x)
        y = DecelerationAxis(from: offset.y, velocity: inside.y, decay: decay, stopTime: stopTime,
                             edges: (range.min.y, range.max.y), bounces: bounces,
                             overshootLimit: viewSize.height * Deceleration.overshootShare, springBack: springBack.y)
    }

    /// Where the content comes to rest (at an edge when the flick reaches one).
    var rest: CGPoint { CGPoint(x: x.rest, y: y.rest) }
    /// How long the content moves, in seconds.
    var duration: TimeInterval { TimeInterval(max(x.duration, y.duration)) / 1000 }
    /// The offset `elapsed` seconds after the finger lifted.
    func offset(after elapsed: TimeInterval) -> CGPoint {
        let time = CGFloat(elapsed * 1000)
        return CGPoint(x: x.value(at: time), y: y.value(at: time))
    }
    /// The speed (points per millisecond) `elapsed` seconds after the finger lifted; zero while
    /// the content springs back or rests.
    func velocity(after elapsed: TimeInterval) -> CGPoint {
        let time = CGFloat(elapsed * 1000)
        return CGPoint(x: x.velocity(at: time), y: y.velocity(at: time))
    }

    /// How long (seconds) the content takes to reach a target the delegate chose, `from` away,
    /// leaving at `velocity`'s speed: the time t with |d|·k/(1 − e^(−kt)) = |v|. A target further
    /// than the flick carries takes the flick's time; any takes 0.3 s at least.
    func duration(reaching target: CGPoint, from: CGPoint, velocity: CGPoint) -> TimeInterval {
        let distance = hypot(target.x - from.x, target.y - from.y)
        let share = distance * decay / hypot(velocity.x, velocity.y)
        let time = share < 1 ? min(-log(1 - share) / decay, stopTime) : stopTime
        return max(TimeInterval(time) / 1000, ScrollAnimation.duration)
    }

    /// A path from `from` to a target the delegate chose: the same decelerating curve, stretched
    /// to arrive at `to` after `duration` seconds.
    static func path(from: CGPoint, to: CGPoint, decay: CGFloat, duration: TimeInterval) -> (TimeInterval) -> CGPoint {
        let total = 1 - exp(-decay * CGFloat(duration * 1000))
        return { elapsed in
            let progress = total > 0 ? min(1, (1 - exp(-decay * CGFloat(elapsed * 1000))) / total) : 1
            return CGPoint(x: from.x + (to.x - from.x) * progress, y: from.y + (to.y - from.y) * progress)
        }
    }
}

/// The deceleration along one axis: the decaying motion until the stop time or an edge, then,
/// at an edge of a bouncing view, a short overshoot at a constant deceleration and a spring back.
@MainActor
struct DecelerationAxis {
    let from: CGFloat
    let velocity: CGFloat
    let decay: CGFloat
    /// Where the decaying motion ends (the edge it reaches, or where the speed runs out).
    let rest: CGFloat
    /// When the decaying motion ends.
    let endTime: CGFloat
    /// The signed overshoot past the edge, and how long it takes to get there.
    let overshoot: CGFloat
    let overshootTime: CGFloat
    /// How long the way back from the overshoot takes (milliseconds).
    let springBackTime: CGFloat

    /// The motion from `from` at `velocity`; from past an edge, straight back to the edge in
    /// `springBack` milliseconds.
    init(from: CGFloat, velocity: CGFloat, decay: CGFloat, stopTime: CGFloat,
         edges: (min: CGFloat, max: CGFloat), bounces: Bool, overshootLimit: CGFloat,
         springBack: CGFloat = Deceleration.springBackTime) {
        self.from = from
        self.decay = decay
        springBackTime = springBack
        if from > edges.max || from < edges.min {
            self.velocity = 0
            rest = from > edges.max ? edges.max : edges.min
            endTime = 0
            overshoot = from - rest
            overshootTime = 0
            return
        }
        self.velocity = velocity
        let natural = from + velocity * (1 - exp(-decay * stopTime)) / decay
        let edge: CGFloat? = natural > edges.max ? edges.max : natural < edges.min ? edges.min : nil
        guard velocity != 0, let edge else {
            rest = velocity == 0 ? from : natural
            endTime = velocity == 0 ? 0 : stopTime
            overshoot = 0
            overshootTime = 0
            return
        }
        // The edge is reached when v·(1 − e^(−kt))/k = edge − from.
        let share = min(max(decay * (edge - from) / velocity, 0), 1)
        let hitTime = share < 1 ? -log(1 - share) / decay : stopTime
        rest = edge
        endTime = min(hitTime, stopTime)
        let edgeSpeed = velocity * (1 - share)
        guard bounces, edgeSpeed != 0, overshootLimit > 0 else {
            overshoot = 0
            overshootTime = 0
            return
        }
        let distance = min(abs(edgeSpeed) * Deceleration.overshootTime, overshootLimit)
        overshoot = velocity > 0 ? distance : -distance
        overshootTime = 2 * distance / abs(edgeSpeed)
    }

    /// How long the axis moves, in milliseconds.
    var duration: CGFloat {
        overshoot == 0 ? endTime : endTime + overshootTime + springBackTime
    }

    /// The time (milliseconds) a spring back remade `elapsed` milliseconds after the start takes:
    /// what this axis had left when it was already past the edge or on its way back (so an app
    /// that changes the content every frame does not make it last for ever), a full spring back
    /// when the axis was still moving inside (its edge moved).
    func springBackLeft(after elapsed: CGFloat) -> CGFloat {
        let frame = CGFloat(ScrollAnimation.frameInterval * 1000)
        guard overshoot != 0, elapsed > endTime else { return Deceleration.springBackTime }
        return max(duration - elapsed, frame)
    }

    /// The speed `time` milliseconds after the finger lifted: decaying, then slowing evenly
    /// through the overshoot; zero on the way back and at rest.
    func velocity(at time: CGFloat) -> CGFloat {
        guard velocity != 0, time >= 0 else { return 0 }
        if time <= endTime { return velocity * exp(-decay * time) }
        let out = time - endTime
        guard overshoot != 0, out < overshootTime else { return 0 }
        return 2 * overshoot * (1 - out / overshootTime) / overshootTime
    }

    /// The position `time` milliseconds after the finger lifted.
    func value(at time: CGFloat) -> CGFloat {
        guard velocity != 0 || overshoot != 0 else { return from }
        if time <= endTime { return from + velocity * (1 - exp(-decay * time)) / decay }
        guard overshoot != 0 else { return rest }
        let out = time - endTime
        if out <= overshootTime {
            // From the edge speed down to rest at a constant deceleration, `overshoot` further on.
            let progress = out / overshootTime
            return rest + overshoot * progress * (2 - progress)
        }
        let back = springBackTime > 0 ? min(1, (out - overshootTime) / springBackTime) : 1
        return rest + overshoot * (1 - back * back * (3 - 2 * back))
    }
}

extension UIScrollView {
    /// A finger came down on decelerating content: it stops where it is and the delegate hears
    /// `scrollViewDidEndDecelerating(_:)`, as since iOS 13. True when it stopped; the scroll
    /// view's pan then begins at once (the touch is a drag that caught the content).
    func stopDeceleratingForTouch() -> Bool {
        guard isDecelerating else { return false }
        scrollAnimation = nil
        delegate?.scrollViewDidEndDecelerating(self)
        return true
    }

    /// Stops a deceleration without a word to the delegate, as a programmatic scroll or zoom,
    /// `isScrollEnabled = false` or leaving the window does.
    func stopDeceleratingSilently() {
        if isDecelerating { scrollAnimation = nil }
    }
}

