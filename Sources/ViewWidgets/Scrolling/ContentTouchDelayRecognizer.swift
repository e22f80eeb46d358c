// ContentTouchDelayRecognizer.swift: how a scroll view tells a scroll from a touch meant for its
// content: the touch-down waits (`delaysContentTouches`), the content is asked whether it wants
// the touches (`touchesShouldBegin`), and a drag takes a touch the content has only when allowed
// (`canCancelContentTouches`, `touchesShouldCancel(in:)`).

/// A view in a scroll view's content whose drag is its own from the first touch (a reorder
/// control's grip): the scroll view never holds its touch-down back, since no scroll can begin
/// from it.
@MainActor
protocol OwnsItsDragFromTouchDown: UIView {
    /// Whether the view takes the drag now (a list accessory is a grip only when it reorders).
    var ownsItsDragFromTouchDown: Bool { get }
}

/// Holds a touch-down back from the scroll view's content until it is clear the touch is not a
/// scroll: the finger stayed ``UIScrollView/contentTouchDelay`` without the pan beginning, or
/// lifted sooner. It never recognizes anything: it fails, which lets the held touches through,
/// or it is left behind when the pan takes them (UIKit's is a private recognizer of the same
/// role in the scroll view's `gestureRecognizers`).
@MainActor
final class ContentTouchDelayRecognizer: UIGestureRecognizer {
    /// The scroll view whose content the touches are held from (weak: it owns the recognizer).
    weak var scrollView: UIScrollView?
    /// The end of the delay.
    private var timer: Headless.WorkItem?

    /// Makes the recognizer; the scroll view adds it to itself.
    required init() {
        super.init()
        delaysTouchesBegan = true
        cancelsTouchesInView = false
    }

    /// Starts the delay, or lets the touches through at once without ``UIScrollView/delaysContentTouches``.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let scrollView, scrollView.delaysContentTouches, scrollView.isScrollEnabled,
              !touches.contains(where: { ($0.view as? OwnsItsDragFromTouchDown)?.ownsItsDragFromTouchDown == true }) else {
            askContent(Set(trackedTouches), event)
            state = .failed
            return
        }
        // A second finger landing during the delay waits out the first one's.
        guard timer == nil else { return }
        timer = scheduleDecision(after: UIScrollView.contentTouchDelay) { [weak self] in
            guard let self else { return nil }
            self.askContent(Set(self.trackedTouches), nil)
            return .failed
        }
    }

    /// The scroll view's pan failed (refused by the content, say): no scroll is coming, so the
    /// content gets the touches now rather than at the end of the delay.
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, scrollView?.panGestureRecognizer.state == .failed else { return }
        askContent(Set(trackedTouches), event)
        state = .failed
    }

    /// A finger lifted before the delay was over: a tap; the content gets it now.
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        askContent(Set(trackedTouches), event)
        state = .failed
    }

    /// The touches were cancelled (the system took them) before the content heard of them:
    /// nothing reaches the content.
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        for touch in touches { touch.withholdFromView() }
        askContent(Set(trackedTouches), event)
        state = .failed
    }

    /// Nothing prevents the delay: it always decides itself, so that the content is asked
    /// (``UIScrollView/touchesShouldBegin(_:with:in:)``) before any held touch reaches it, even
    /// when a recognizer that leaves touches to their views recognizes first.
    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// The touch is over: the delay with it.
    override func reset() {
        super.reset()
        timer?.cancel()
        timer = nil
    }

    /// Asks the scroll view whether the content view of each touch may have it
    /// (``UIScrollView/touchesShouldBegin(_:with:in:)``), view by view; a refused touch never
    /// reaches its view.
    private func askContent(_ touches: Set<UITouch>, _ event: UIEvent?) {
        guard let scrollView else { return }
        var byView: [(view: UIView, touches: [UITouch])] = []
        for touch in touches.sorted(by: { $0.timestamp < $1.timestamp }) where touch.viewHasHeardNothing {
            guard let view = touch.view, view !== scrollView, view.isDescendant(of: scrollView) else { continue }
            if let index = byView.firstIndex(where: { $0.view === view }) {
                byView[index].touches.append(touch)
            } else {
                byView.append((view, [touch]))
            }
        }
        for (view, viewTouches) in byView where !scrollView.touchesShouldBegin(Set(viewTouches), with: event, in: view) {
            for touch in viewTouches { touch.withholdFromView() }
        }
    }
}

extension UIScrollView {
    /// How long a still finger is held back from the content (``delaysContentTouches``): 0.15 s,
    /// the figure commonly observed on devices (UIKit does not publish it).
    static let contentTouchDelay: TimeInterval = 0.15

    /// Whether a drag may take the touches the content already has: every one of them may be
    /// cancelled (``canCancelContentTouches``, ``touchesShouldCancel(in:)``).
    var mayCancelContentTouches: Bool {
        for touch in panGestureRecognizer.trackedTouches where touch.viewHasBegun {
            guard let view = touch.view, view !== self, view.isDescendant(of: self) else { continue }
            if !canCancelContentTouches || !touchesShouldCancel(in: view) { return false }
        }
        return true
    }
}
