// ScrollViewPanGestureRecognizer.swift: the scroll view's own pan recognizer: tracking from touch
// down, catching decelerating content, and a finger that rested before it lifted.

/// The recognizer behind `UIScrollView.panGestureRecognizer` (UIKit's is a private subclass of
/// `UIPanGestureRecognizer` too). On top of a pan:
///
/// - a finger down on the scroll view makes it `isTracking`, until the finger lifts;
/// - a finger down on decelerating content stops it (`scrollViewDidEndDecelerating(_:)`) and the
///   pan begins at once, without waiting for the finger to move (once every recognizer has the
///   touch, so one the pan must wait for still decides first): the touch is a drag that caught
///   the content, so the views inside have their touch cancelled at once (a tap that stops a
///   flick presses no button and selects no row), and the drag's end settles the content;
/// - a catch that never became a drag (the pan refused, prevented, or waiting on another that
///   won) settles the content when the touch is over, as a drag let go at rest would;
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
    /// The scroll view that owns this pan (weak: it owns the recognizer). Moved to another view
    /// (apps do, to scroll from a larger area), the pan still drives, tracks and catches it.
    weak var scrollView: UIScrollView?
    /// Whether this touch caught decelerating content and no drag has begun since: when the
    /// touch is over without one (the pan refused, prevented, or failed while it waited), the
    /// content settles (``UIScrollView/settleCaughtContent()``).
    var caughtWithoutDrag = false
    /// The sheet this drag moves instead of scrolling (the scroll view is the sheet's content
    /// scroll view, at the top of its content, or the sheet expands first), until the touch is over.
    weak var drivenSheet: UISheetPresentationController?
    /// The pan's translation (down) when the sheet took the drag over from scrolling: the
    /// content reached its top mid-drag (0 when the sheet had it from the start).
    var sheetDriveStart: CGFloat = 0
    /// Whether the pan began without moving (it caught moving content) in a sheet's content
    /// scroll view: whether it drives the sheet or scrolls is decided at its first move.
    var awaitsSheetDecision = false

    /// Makes the recognizer; the scroll view adds it to itself.
    required init() {
        super.init()
    }

    /// Tracks the touch; catches decelerating content.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        lastMoveTime = Headless.now
        restedBeforeLifting = false
        guard let scrollView, state == .possible, scrollView.isScrollEnabled else { return }
        scrollView.isTracking = true
        if scrollView.stopDeceleratingForTouch() {
            caughtWithoutDrag = true
            // The views inside never see the touch, even if the pan must wait for another
            // recognizer (a row's swipe, the interactive pop) or never begins.
            if cancelsTouchesInView { cancelTouchesInViews() }
            state = .began
        }
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

    /// The touch is over: the scroll view no longer tracks or drags; content the touch caught
    /// without a drag settles; a drive of the sheet whose end the scroll view did not hear ends
    /// as cancelled (the card settles on the nearest detent, a dismissal under way turns back).
    override func reset() {
        if let sheet = drivenSheet {
            drivenSheet = nil
            scrollView?.isTracking = false
            sheet.endScrollViewDrive(translation: translation(in: scrollView).y - sheetDriveStart, speed: 0, ended: false)
        }
        super.reset()
        let caught = caughtWithoutDrag
        caughtWithoutDrag = false
        drivenSheet = nil
        sheetDriveStart = 0
        awaitsSheetDecision = false
        guard let scrollView else { return }
        scrollView.isTracking = false
        scrollView.isDragging = false
        if caught { scrollView.settleCaughtContent() }
    }
}
