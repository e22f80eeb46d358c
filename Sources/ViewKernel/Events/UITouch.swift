// UITouch.swift: one finger on the screen: where it is, where it was, and which view it belongs to.

/// One finger on the screen, as UIKit's `UITouch`.
///
/// A touch belongs to the view hit when it went down and stays with that view until it ends, even
/// when the finger moves outside it. Locations are kept in window coordinates and converted on
/// demand, so `location(in:)` follows any view's bounds origin and transform.
@preconcurrency @MainActor
open class UITouch: NSObject {
    /// The phase of a touch in its sequence, with UIKit's raw values.
    public enum Phase: Int, Sendable {
        /// The finger touched the screen.
        case began = 0
        /// The finger moved.
        case moved = 1
        /// The finger is down but did not move since the previous event.
        case stationary = 2
        /// The finger left the screen.
        case ended = 3
        /// The system cancelled the touch.
        case cancelled = 4
        /// A pointer entered a window (indirect input).
        case regionEntered = 5
        /// A pointer moved in a window (indirect input).
        case regionMoved = 6
        /// A pointer left a window (indirect input).
        case regionExited = 7
    }

    /// The kind of touch, with UIKit's raw values; simulated touches are `.direct`.
    public enum TouchType: Int, Sendable {
        /// A finger on the screen.
        case direct = 0
        /// A touch not on the screen.
        case indirect = 1
        /// An Apple Pencil.
        case pencil = 2
        /// A pointer (trackpad or mouse).
        case indirectPointer = 3
    }

    /// Makes a touch that belongs to no window; simulated touches are made by the window.
    public override init() { super.init() }

    // Unchecked fields: see "Unchecked and unsafe fields" in Docs/Performance.md.

    /// The touch's phase in the current event.
    @exclusivity(unchecked) open internal(set) var phase: Phase = .began

    /// The kind of touch; always `.direct` here.
    open var type: TouchType { .direct }

    /// How many times the finger tapped at this place in quick succession (2 for the second tap of
    /// a double tap).
    @exclusivity(unchecked) open internal(set) var tapCount = 1

    /// The virtual time (`Headless.now`) of the touch's last change.
    @exclusivity(unchecked) open internal(set) var timestamp: TimeInterval = 0

    /// The view the touch went down in (the view hit); it keeps the touch until the touch ends.
    @exclusivity(unchecked) open internal(set) var view: UIView?

    /// The window the touch happens in.
    @exclusivity(unchecked) open internal(set) var window: UIWindow?

    /// The gesture recognizers receiving this touch: those of the hit view and its ancestors that
    /// were enabled and accepted it when it went down.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        recognizerStorage.isEmpty ? nil : recognizerStorage
    }

    /// The touch's current location in `view`'s coordinates (nil: the window's).
    open func location(in view: UIView?) -> CGPoint {
        convertFromWindow(locationInWindow, to: view)
    }

    /// The touch's location before its last move, in `view`'s coordinates (nil: the window's).
    open func previousLocation(in view: UIView?) -> CGPoint {
        convertFromWindow(previousLocationInWindow, to: view)
    }

    /// The precise location; the same as ``location(in:)`` for a simulated finger.
    open func preciseLocation(in view: UIView?) -> CGPoint {
        location(in: view)
    }

    // MARK: - Machinery (internal)

    /// Where the finger is and was, in its window's coordinates.
    @exclusivity(unchecked) var locationInWindow = CGPoint.zero
    @exclusivity(unchecked) var previousLocationInWindow = CGPoint.zero

    /// Storage behind ``gestureRecognizers``, in the order they receive the touch.
    @exclusivity(unchecked) var recognizerStorage: [UIGestureRecognizer] = []

    /// The event the touch travels in; kept so that delayed phases can be delivered later.
    @exclusivity(unchecked) var event: UIEvent?

    /// How far delivery to ``view`` has got.
    enum ViewDelivery {
        /// The view has been sent nothing yet.
        case notStarted
        /// The view got `touchesBegan` and waits for the end of the touch.
        case began
        /// The view got `touchesEnded` or `touchesCancelled`, or will never hear of the touch.
        case finished
    }
    @exclusivity(unchecked) var viewDelivery = ViewDelivery.notStarted

    /// Whether the view got `touchesBegan` for the touch and has not yet heard how it ended.
    package var viewHasBegun: Bool { viewDelivery == .began }
    /// Whether the view has heard nothing of the touch yet and still may.
    package var viewHasHeardNothing: Bool { viewDelivery == .notStarted }

    /// Keeps the touch from its view for good, when the view has not heard of it yet (a scroll
    /// view's `touchesShouldBegin(_:with:in:)` said no): what was held back is dropped and later
    /// phases are not sent. Recognizers still get the touch.
    package func withholdFromView() {
        guard viewDelivery == .notStarted else { return }
        viewDelivery = .finished
        heldPhases.removeAll()
    }

    /// A phase held back from the view, with where the finger was then: the view hears the
    /// touch's history as it happened once the phases are let through.
    struct HeldPhase {
        let phase: Phase
        let location: CGPoint
        let previousLocation: CGPoint
    }

    /// Phases held back from the view while a gesture recognizer that delays them decides.
    @exclusivity(unchecked) var heldPhases: [HeldPhase] = []

    /// Whether the finger has lifted or the touch was cancelled.
    var isOver: Bool { phase == .ended || phase == .cancelled }

    private func convertFromWindow(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view else { return point }
        if let window { return view.convert(point, from: window) }
        return view.convert(point, from: nil)
    }
}
