// UIMenuElement.swift: the base class of what a menu shows (actions, submenus, deferred
// elements), with its attributes and on/off state.

/// An element of a menu, as UIKit's `UIMenuElement`
/// (https://developer.apple.com/documentation/uikit/uimenuelement): the base class of `UIAction`,
/// `UIMenu` and `UIDeferredMenuElement`. Apps make its subclasses, never the base class.
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    /// The attributes of an action in a menu (`UIMenuElement.Attributes`).
    public struct Attributes: OptionSet, Hashable, Sendable {
        /// The bits of the attributes.
        public let rawValue: UInt
        /// Makes attributes from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The element is shown dimmed and cannot be picked.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// The element is shown in red, as a destructive action.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// The element is not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Picking the element leaves the menu open (iOS 16).
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an action shows a checkmark (`UIMenuElement.State`).
    public enum State: Int, Sendable {
        /// No checkmark; the default.
        case off = 0
        /// A checkmark.
        case on = 1
        /// A dash: partly on (shown as a checkmark here).
        case mixed = 2
    }

    /// The sizes a menu's elements may take (iOS 16's `UIMenuElement.Size`).
    public enum Size: Int, Sendable {
        /// Small: icons only, several in a row.
        case small = 0
        /// Medium: icon above a short title, three in a row.
        case medium = 1
        /// Large: one row per element, the usual look.
        case large = 2
        /// Chosen by the system (iOS 17); shown as `.large`.
        public static let automatic = Size.large
    }

    var titleStorage: String
    var imageStorage: UIImage?

    /// The element's title, shown in its row.
    open var title: String { titleStorage }

    /// The element's image, shown on the trailing side of its row; nil by default.
    open var image: UIImage? { imageStorage }

    /// A second line under the title (iOS 15); nil by default.
    open var subtitle: String?

    init(title: String, subtitle: String?, image: UIImage?) {
        titleStorage = title
        imageStorage = image
        self.subtitle = subtitle
        super.init()
    }

    /// Source compatibility; this package has no archives, so this makes nothing.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// What the menu shows of the element; hidden elements are left out by the menu.
    var menuAttributes: Attributes { [] }
}
