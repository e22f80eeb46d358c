// UIResponder.swift: the responder chain that unhandled touches travel along.

/// An object that can respond to and handle events, as UIKit's `UIResponder`.
///
/// Touch methods forward to ``next`` by default, so an event a view does not handle travels up
/// the responder chain: view, its controller (when it is one's root view), the superview, ...
@MainActor
open class UIResponder: NSObject {
    /// Makes a responder.
    public override init() { super.init() }

    /// The next responder in the chain; nil by default.
    open var next: UIResponder? { nil }

    /// A touch began; forwards to ``next`` by default.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// Touches moved; forwards to ``next`` by default.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// Touches ended; forwards to ``next`` by default.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// Touches were cancelled; forwards to ``next`` by default.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }
}
