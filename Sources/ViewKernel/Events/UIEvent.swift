// UIEvent.swift: an event and the touches in it.

/// An event sent to the app, as UIKit's `UIEvent`: here, always a touch event carrying its touches.
///
/// One event object carries a whole touch sequence: it holds every finger currently down, and its
/// ``timestamp`` moves with each change.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    /// The kinds of event UIKit knows, with its raw values.
    public enum EventType: Int, Sendable {
        /// A touch event.
        case touches = 0
        /// A motion event.
        case motion = 1
        /// A remote-control event.
        case remoteControl = 2
        /// A press event.
        case presses = 3
    }

    /// The kind of event; `.touches`.
    open var type: EventType { .touches }

    /// The virtual time at which the event last changed (`Headless.now`); unchecked, as UITouch's
    /// fields are (set on every phase, never during another access).
    @exclusivity(unchecked) open internal(set) var timestamp: TimeInterval = 0

    /// Makes an empty touch event at the current virtual time.
    public override init() {
        timestamp = Headless.now
        super.init()
    }

    /// Every touch of the event, including those that did not change; nil when it has none.
    open var allTouches: Set<UITouch>? {
        touchStorage.isEmpty ? nil : Set(touchStorage)
    }

    /// The touches that belong to `view` (whose ``UITouch/view`` it is); nil when there are none.
    open func touches(for view: UIView) -> Set<UITouch>? {
        nonEmptySet(touchStorage.filter { $0.view === view })
    }

    /// The touches that happen in `window`; nil when there are none.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        nonEmptySet(touchStorage.filter { $0.window === window })
    }

    /// The touches being delivered to `gesture`; nil when there are none.
    open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        nonEmptySet(touchStorage.filter { touch in touch.recognizerStorage.contains { $0 === gesture } })
    }

    /// The touches, in the order they went down.
    @exclusivity(unchecked) var touchStorage: [UITouch] = []

    private func nonEmptySet(_ touches: [UITouch]) -> Set<UITouch>? {
        touches.isEmpty ? nil : Set(touches)
    }
}
