// UICellAccessory+PopUpMenu.swift: the accessory types (iOS 14) and the pop-up menu accessory
// (iOS 16; https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/popupmenuoptions).

extension UICellAccessory {
    /// The types of cell accessory, as UIKit's `UICellAccessory.AccessoryType`.
    public enum AccessoryType: Hashable {
        /// A disclosure indicator.
        case disclosureIndicator
        /// A detail ("i") button.
        case detail
        /// A check mark.
        case checkmark
        /// A delete control.
        case delete
        /// An insert control.
        case insert
        /// A reorder control.
        case reorder
        /// A multiselect control.
        case multiselect
        /// An outline disclosure.
        case outlineDisclosure
        /// A pop-up menu (iOS 16).
        case popUpMenu
        /// A label.
        case label
        /// A custom view, with the view.
        case customView(UIView)
    }

    /// What a pop-up menu accessory calls when the user picks another element of its menu: the
    /// menu, whose `selectedElements` say which.
    public typealias MenuSelectedElementDidChangeHandler = (UIMenu) -> Void

    /// Up and down chevrons at the trailing edge (iOS 16): a tap anywhere on the cell shows
    /// `menu`, whose actions are picked one at a time; a pick calls `selectedElementDidChangeHandler`.
    public static func popUpMenu(_ menu: UIMenu, displayed: DisplayedState = .always,
                                 options: PopUpMenuOptions = PopUpMenuOptions(),
                                 selectedElementDidChangeHandler: MenuSelectedElementDidChangeHandler? = nil) -> UICellAccessory {
        var accessory = UICellAccessory(.popUpMenu(menu), displayed: displayed, isHidden: options.isHidden,
                                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
        accessory.menuSelectionHandler = selectedElementDidChangeHandler
        return accessory
    }

    /// Options of a pop-up menu accessory (iOS 16).
    public struct PopUpMenuOptions {
        /// Whether the accessory is hidden (it keeps its width).
        public var isHidden: Bool
        /// The width the accessory reserves.
        public var reservedLayoutWidth: LayoutDimension
        /// Its colour; nil for the system's.
        public var tintColor: UIColor?
        /// Makes options; nil takes the default.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
        }
    }
}
