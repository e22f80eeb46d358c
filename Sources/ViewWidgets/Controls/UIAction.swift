// UIAction.swift: a closure-based action for controls (iOS 14's `addAction(_:for:)`).

/// The closure a `UIAction` runs; it gets the action, whose ``UIAction/sender`` is the control.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// An action with a title, an image and a closure, as UIKit's `UIAction`, for
/// `UIControl.addAction(_:for:)` and `UIControl(frame:primaryAction:)`.
///
/// Controls keep their actions unique by ``identifier``: adding an action whose identifier is
/// already registered replaces the earlier one. Menus are not part of this package, so the
/// menu-only members of UIKit's `UIMenuElement` are left out.
@preconcurrency @MainActor
open class UIAction: NSObject {
    /// A string that identifies an action, as UIKit's `UIAction.Identifier`.
    public struct Identifier: Hashable, Sendable, RawRepresentable {
        /// The identifying string.
        public let rawValue: String
        /// Makes an identifier from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Makes an identifier from its string.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The title shown for the action (in menus); "" by default.
    open var title: String
    /// The image shown for the action; nil by default.
    open var image: UIImage?
    /// A longer title used for discoverability; nil by default.
    open var discoverabilityTitle: String?
    /// The action's identifier: the one given, or a unique one made for it.
    public let identifier: Identifier
    /// The object that sent the action while its handler runs (the control); nil otherwise.
    open internal(set) var sender: Any?

    /// The closure run when the action is performed.
    let handler: UIActionHandler

    /// Makes an action; without an identifier, the action gets a unique one, as in UIKit.
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, handler: @escaping UIActionHandler) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? UIAction.makeUniqueIdentifier()
        self.discoverabilityTitle = discoverabilityTitle
        self.handler = handler
        super.init()
    }

    /// Runs the handler with `sender` as ``sender`` for the duration of the call.
    func perform(from sender: Any?) {
        let previous = self.sender
        self.sender = sender
        handler(self)
        self.sender = previous
    }

    /// A fresh identifier; a counter (kept by the runtime, so it restarts at each
    /// `Headless.reset()`) rather than a UUID, so runs are repeatable.
    private static func makeUniqueIdentifier() -> Identifier {
        let runtime = Headless.current
        runtime.lastActionIdentifierNumber += 1
        return Identifier("com.headless.uiaction.\(runtime.lastActionIdentifierNumber)")
    }
}
