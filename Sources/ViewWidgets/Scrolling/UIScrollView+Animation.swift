// UIScrollView+Animation.swift: animated content-offset changes and decelerations on the virtual
// clock, frame by frame, remade when the content or the offset changes under them.

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
    /// The free flick this follows (its speed is needed when the motion is remade); nil for a
    /// motion to a fixed place (a page, the delegate's target, an edge).
    let flick: Deceleration?
    /// The runtime it runs in: `Headless.reset()` replaces the runtime, and the scroll with it.
    private weak var runtime: HeadlessRuntime?
    /// The offsets the content allowed when the motion was made, and where its last step put the
    /// content: when either changes under it (new content, insets, an app's `contentOffset =`),
    /// a deceleration is remade from where the content is.
    let range: (min: CGPoint, max: CGPoint)
    var lastOffset: CGPoint
    /// The next step, cancelled when another scroll replaces this one.
    var nextStep: Headless.WorkItem?
    /// Whether this is the scroll to the top a tap on the status bar starts: it ends with
    /// `scrollViewDidScrollToTop(_:)` (UIScrollView+ScrollToTop.swift).
    var scrollsToTop = false

    /// A scroll eased in and out from `from` to `to` over `duration` seconds.
    init(from: CGPoint, to: CGPoint, start: TimeInterval, duration: TimeInterval = ScrollAnimation.duration,
         decelerates: Bool = false, range: (min: CGPoint, max: CGPoint)) {
        self.from = from
        self.to = to
        self.start = start
        self.duration = duration
        self.decelerates = decelerates
        self.path = nil
        self.flick = nil
        self.runtime = Headless.current
        self.range = range
        self.lastOffset = from
    }

    /// A deceleration that follows `path` for `duration` seconds and rests at `to`; `flick` when
    /// the path is that flick's own.
    init(from: CGPoint, to: CGPoint, start: TimeInterval, duration: TimeInterval,
         path: @escaping (TimeInterval) -> CGPoint, flick: Deceleration?, range: (min: CGPoint, max: CGPoint)) {
        self.from = from
        self.to = to
        self.start = start
        self.duration = duration
        self.decelerates = true
        self.path = path
        self.flick = flick
        self.runtime = Headless.current
        self.range = range
        self.lastOffset = from
    }

    /// A flick's own motion, from `start`.
    convenience init(flick: Deceleration, from: CGPoint, start: TimeInterval, range: (min: CGPoint, max: CGPoint)) {
        self.init(from: from, to: flick.rest, start: start, duration: flick.duration,
                  path: flick.offset(after:), flick: flick, range: range)
    }

    /// Whether it still runs in the current runtime (`Headless.reset()` drops every scroll).
    var isInCurrentRuntime: Bool { runtime === Headless.current }

    /// The offset at virtual time `time`: along the path, or eased in and out.
    func offset(at time: TimeInterval) -> CGPoint {
        let elapsed = min(duration, max(0, time - start))
        if let path { return path(elapsed) }
        let linear = duration > 0 ? elapsed / duration : 1
        let eased = linear * linear * (3 - 2 * linear)
        return CGPoint(x: from.x + (to.x - from.x) * eased, y: from.y + (to.y - from.y) * eased)
    }

    /// Whether the content or the offsets it allows changed since the last step.
    func isOutdated(offset: CGPoint, range current: (min: CGPoint, max: CGPoint)) -> Bool {
        offset != lastOffset || current.min != range.min || current.max != range.max
    }
}

extension UIScrollView {
    /// The running scroll animation, if any, in the current runtime (`Headless.reset()` drops
    /// every scroll); setting it replaces (stops) the old one.
    var scrollAnimation: ScrollAnimation? {
        get {
            guard let animation = scrollAnimationStorage, animation.isInCurrentRuntime else { return nil }
            return animation
        }
        set { scrollAnimationStorage = newValue }
    }

    /// Schedules the next step of `animation` (a scroll that replaces it cancels the step).
    func scheduleScrollStep(_ animation: ScrollAnimation) {
        animation.nextStep = Headless.schedule(after: ScrollAnimation.frameInterval) { [weak self] in
            guard let self, self.scrollAnimation === animation else { return }
            self.stepScroll(animation)
        }
    }

    /// One frame of `animation`. A deceleration whose content or offset changed since the last
    /// frame is first remade from where the content is (``remadeDeceleration(of:)``).
    private func stepScroll(_ scheduled: ScrollAnimation) {
        var animation = scheduled
        if animation.decelerates, animation.isOutdated(offset: contentOffset, range: contentOffsetRange) {
            guard let remade = remadeDeceleration(of: animation) else {
                scrollAnimation = nil
                delegate?.scrollViewDidEndDecelerating(self)
                return
            }
            animation = remade
            scrollAnimation = remade
        }
        let finished = Headless.now >= animation.start + animation.duration - 1e-9
        let offset = finished ? animation.to : animation.offset(at: Headless.now)
        animation.lastOffset = offset
        contentOffset = offset
        // `scrollViewDidScroll(_:)` may have stopped or replaced the scroll.
        guard scrollAnimation === animation else { return }
        guard finished else { return scheduleScrollStep(animation) }
        scrollAnimation = nil
        if animation.decelerates {
            delegate?.scrollViewDidEndDecelerating(self)
        } else if animation.scrollsToTop {
            delegate?.scrollViewDidScrollToTop(self)
        } else {
            delegate?.scrollViewDidEndScrollingAnimation(self)
        }
    }

    /// The deceleration `animation` goes on as from where the content is now, made as if it had
    /// started a frame ago there (so this frame moves on). A flick goes on at the speed it had,
    /// held by the new range, axis by axis: an axis past an edge springs back (in the time it had
    /// left when it was already on its way back) while the other goes on. A motion to a fixed
    /// place (an edge, a page, a target) goes there, held in the new range, by the time it would
    /// have ended: an app that changes the offset every frame (rounding it to pixels) does not make
    /// it last for ever. Nil when the content is where it would rest.
    private func remadeDeceleration(of animation: ScrollAnimation) -> ScrollAnimation? {
        let offset = contentOffset, range = contentOffsetRange
        let start = Headless.now - ScrollAnimation.frameInterval
        let inside = clampedOffset(offset)
        if let flick = animation.flick {
            let elapsed = CGFloat((start - animation.start) * 1000)
            let springBack = (x: flick.x.springBackLeft(after: elapsed), y: flick.y.springBackLeft(after: elapsed))
            if let next = Deceleration(offset: offset, velocity: flick.velocity(after: start - animation.start),
                                       rate: decelerationRate.rawValue, range: range, bounces: bounces,
                                       viewSize: bounds.size, springBack: springBack),
               next.duration > 0 {
                return ScrollAnimation(flick: next, from: offset, start: start, range: range)
            }
            guard inside != offset else { return nil }
            let time = max(inside.x != offset.x ? springBack.x : 0, inside.y != offset.y ? springBack.y : 0)
            return ScrollAnimation(from: offset, to: inside, start: start,
                                   duration: max(TimeInterval(time) / 1000, ScrollAnimation.frameInterval),
                                   decelerates: true, range: range)
        }
        let target = clampedOffset(animation.to)
        guard target != offset else { return nil }
        let end = animation.start + animation.duration
        return ScrollAnimation(from: offset, to: target, start: start, duration: max(end - start, ScrollAnimation.frameInterval),
                               decelerates: true, range: range)
    }
}
