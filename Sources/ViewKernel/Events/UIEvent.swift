// UIEvent.swift: an event and the touches in it.

/// An event sent to the app: here, always a touch event carrying its touches.
@MainActor
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

    /// The virtual time at which the event happened (`Headless.now`).
    open internal(set) var timestamp: TimeInterval = 0

    /// Makes an empty touch event at the current virtual time.
    public override init() {
        timestamp = Headless.now
        super.init()
    }
}

/// One finger on the screen, as UIKit's `UITouch`.
@MainActor
open class UITouch: NSObject {
    /// Makes a touch.
    public override init() { super.init() }
}
