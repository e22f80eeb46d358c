// UIScrollView+Animation.swift: animated content-offset changes on the virtual clock.

/// One animated scroll: from, to, when it started, how long it lasts, the path between, and its
/// next step on the virtual clock.
@MainActor
final class ScrollAnimation {
    /// UIKit's animated scrolls take about a third of a second.
    static let duration: TimeInterval = 0.3
    /// Steps run at 60 Hz of virtual time.
    static let frameInterval: TimeInterval = 1.0 / 60.0

    let from: CGPoint
    let to: CGPoint
    let start: TimeInterval
    /// How long the scroll lasts (seconds of virtual time); it ends exactly at `to`.
    let duration: TimeInterval
    /// Whether the content moves on after a drag (it ends with `scrollViewDidEndDecelerating`),
    /// rather than for `setContentOffset(_:animated:)` (`scrollViewDidEndScrollingAnimation`).
    let decelerates: Bool
    /// The offset `elapsed` seconds after the start, for a scroll that is not eased in and out
    /// (a deceleration after a flick); nil for the eased curve from `from` to `to`.
    private let path: ((TimeInterval) -> CGPoint)?
    /// The next step, cancelled when another scroll replaces this one.
    var nextStep: Headless.WorkItem?

    init(from: CGPoint, to: CGPoint, start: TimeInterval, decelerates: Bool = false) {
        self.from = from
        self.to = to
        self.start = start
        self.duration = ScrollAnimation.duration
        self.decelerates = decelerates
        self.path = nil
    }

    /// A deceleration that follows `path` for `duration` seconds and rests at `to`.
    init(from: CGPoint, to: CGPoint, start: TimeInterval, duration: TimeInterval,
         path: @escaping (TimeInterval) -> CGPoint) {
        self.from = from
        self.to = to
        self.start = start
        self.duration = duration
        self.decelerates = true
        self.path = path
    }

    /// The offset at virtual time `time`: along the path, or eased in and out.
    func offset(at time: TimeInterval) -> CGPoint {
        let elapsed = min(duration, max(0, time - start))
        if let path { return path(elapsed) }
        let linear = duration > 0 ? elapsed / duration : 1
        let eased = linear * linear * (3 - 2 * linear)
        return CGPoint(x: from.x + (to.x - from.x) * eased, y: from.y + (to.y - from.y) * eased)
    }
}

extension UIScrollView {
    /// Schedules the next step of `animation` (a scroll that replaces it cancels the step).
    func scheduleScrollStep(_ animation: ScrollAnimation) {
        animation.nextStep = Headless.schedule(after: ScrollAnimation.frameInterval) { [weak self] in
            guard let self else { return }
            let finished = Headless.now >= animation.start + animation.duration - 1e-9
            self.contentOffset = finished ? animation.to : animation.offset(at: Headless.now)
            if finished {
                self.scrollAnimation = nil
                if animation.decelerates {
                    self.delegate?.scrollViewDidEndDecelerating(self)
                } else {
                    self.delegate?.scrollViewDidEndScrollingAnimation(self)
                }
            } else {
                self.scheduleScrollStep(animation)
            }
        }
    }
}
