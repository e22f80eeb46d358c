// ScrollViewPanGestureRecognizer.swift: the scroll view's own pan recognizer: tracking from touch
// down, catching decelerating content, and a finger that rested before it lifted.

/// The recognizer behind `UIScrollView.panGestureRecognizer` (UIKit's is a private subclass of
/// `UIPanGestureRecognizer` too). On top of a pan:
///
/// - a finger down on the scroll view makes it `isTracking`, until the finger lifts;
/// - a finger down on decelerating content stops it (`scrollViewDidEndDecelerating(_:)`) and the
///   pan begins at once, without waiting for the finger to move: the touch is a drag that caught
///   the content, so the views inside have their touch cancelled (a tap that stops a flick presses
///   no button and selects no row), and the drag's end settles the content (a page, an edge);
/// - a finger that rested ``restTime`` or more before lifting lets go at no speed (no flick),
///   while ``velocity(in:)`` still reports the last moving speed, as UIKit's does.
@MainActor
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    /// How long a finger must rest before lifting to let go at no speed: 0.1 s, a decision.
    static let restTime: TimeInterval = 0.1

    /// When the fingers last moved (or went down).
    private var lastMoveTime: TimeInterval = 0
    /// Whether the fingers rested ``restTime`` or more before they lifted.
    private(set) var restedBeforeLifting = false

    /// Makes the recognizer; the scroll view adds it to itself.
    required init() {
        super.init()
    }

    /// Tracks the touch; catches decelerating content.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        lastMoveTime = Headless.now
        restedBeforeLifting = false
        guard let scrollView = view as? UIScrollView, state == .possible else { return }
        scrollView.isTracking = true
        if scrollView.stopDeceleratingForTouch() { state = .began }
    }

    /// Notes when the fingers moved.
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        lastMoveTime = Headless.now
        super.touchesMoved(touches, with: event)
    }

    /// Notes whether the fingers rested before lifting.
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        restedBeforeLifting = Headless.now - lastMoveTime >= Self.restTime - 1e-9
        super.touchesEnded(touches, with: event)
    }

    /// The touch is over: the scroll view no longer tracks it.
    override func reset() {
        super.reset()
        (view as? UIScrollView)?.isTracking = false
    }
}
