// UIAction.swift: a closure-based action for controls (iOS 14's `addAction(_:for:)`) and menus.

/// The closure a `UIAction` runs; it gets the action, whose ``UIAction/sender`` is the control.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// An action with a title, an image and a closure, as UIKit's `UIAction`
/// (https://developer.apple.com/documentation/uikit/uiaction): for
/// `UIControl.addAction(_:for:)`, `UIControl(frame:primaryAction:)`, and as an element of a
/// `UIMenu`, where it shows its title, subtitle, image, attributes (destructive, disabled,
/// hidden) and state (a checkmark when `.on`).
///
/// Controls keep their actions unique by ``identifier``: adding an action whose identifier is
/// already registered replaces the earlier one.
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    /// A string that identifies an action, as UIKit's `UIAction.Identifier`.
    public struct Identifier: Hashable, Sendable, RawRepresentable {
        /// The identifying string.
        public let rawValue: String
        /// Makes an identifier from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Makes an identifier from its string.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The title shown for the action (in menus, and by a button made with it); "" by default.
    open override var title: String {
        get { titleStorage }
        set { titleStorage = newValue; menuElementDidChange() }
    }
    /// The image shown for the action; nil by default.
    open override var image: UIImage? {
        get { imageStorage }
        set { imageStorage = newValue; menuElementDidChange() }
    }
    /// The image shown while the action's state is `.on` (iOS 17); nil (use ``image``) by default.
    open var selectedImage: UIImage?
    /// A longer title used for discoverability; nil by default.
    open var discoverabilityTitle: String?
    /// How the action shows in a menu: `.destructive`, `.disabled`, `.hidden`,
    /// `.keepsMenuPresented`; none by default.
    open var attributes: UIMenuElement.Attributes = [] {
        didSet { menuElementDidChange() }
    }
    /// Whether the action shows a checkmark in a menu; `.off` by default. A menu with
    /// `.singleSelection` (and a pop-up button) turns the picked action `.on` and the others `.off`.
    open var state: UIMenuElement.State = .off {
        didSet { menuElementDidChange() }
    }
    /// The action's identifier: the one given, or a unique one made for it.
    public let identifier: Identifier
    /// The object that sent the action while its handler runs (the control, the bar button
    /// item); nil otherwise.
    open internal(set) var sender: Any?

    /// The closure run when the action is performed.
    let handler: UIActionHandler

    /// Makes an action, as UIKit's `init(title:subtitle:image:selectedImage:identifier:discoverabilityTitle:attributes:state:handler:)`;
    /// without an identifier, the action gets a unique one, as in UIKit.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil,
                identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
                attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
                handler: @escaping UIActionHandler) {
        self.identifier = identifier ?? UIAction.makeUniqueIdentifier()
        self.selectedImage = selectedImage
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// Source compatibility; this package has no archives, so this makes nothing.
    public required init?(coder: NSCoder) {
        return nil
    }

    override var menuAttributes: Attributes { attributes }

    /// Tells an open menu showing the action to redraw it.
    private func menuElementDidChange() {
        MenuPresentation.elementDidChange(self)
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
