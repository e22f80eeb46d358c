// UIScrollView+Animation.swift: animated content-offset changes on the virtual clock.

/// One animated scroll: from, to, and when it started.
struct ScrollAnimation {
    /// UIKit's animated scrolls take about a third of a second.
    static let duration: TimeInterval = 0.3
    /// Steps run at 60 Hz of virtual time.
    static let frameInterval: TimeInterval = 1.0 / 60.0

    let from: CGPoint
    let to: CGPoint
    let start: TimeInterval
    /// Tells this animation from a later one that replaced it.
    let generation: Int

    /// The offset at virtual time `time`, eased in and out.
    func offset(at time: TimeInterval) -> CGPoint {
        let linear = Swift.min(1, Swift.max(0, (time - start) / ScrollAnimation.duration))
        let eased = linear * linear * (3 - 2 * linear)
        return CGPoint(x: from.x + (to.x - from.x) * eased, y: from.y + (to.y - from.y) * eased)
    }
}

extension UIScrollView {
    /// Schedules the next step of `animation`, which stops if another scroll replaced it.
    func scheduleScrollStep(_ animation: ScrollAnimation) {
        Headless.schedule(after: ScrollAnimation.frameInterval) { [weak self] in
            guard let self, let current = self.scrollAnimation, current.generation == animation.generation else { return }
            let finished = Headless.now >= animation.start + ScrollAnimation.duration - 1e-9
            self.contentOffset = finished ? animation.to : animation.offset(at: Headless.now)
            if finished {
                self.scrollAnimation = nil
                self.delegate?.scrollViewDidEndScrollingAnimation(self)
            } else {
                self.scheduleScrollStep(animation)
            }
        }
    }
}
