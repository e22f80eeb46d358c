// UICellAccessory+MoreOptions.swift: the options of the editing, outline, label and custom
// accessories (https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct).

extension UICellAccessory {
    /// Options of a delete accessory.
    public struct DeleteOptions {
        /// Whether the accessory is hidden (it keeps its width).
        public var isHidden: Bool
        /// The width the accessory reserves.
        public var reservedLayoutWidth: LayoutDimension
        /// The colour of the minus; nil for white.
        public var tintColor: UIColor?
        /// The circle's colour; nil for red.
        public var backgroundColor: UIColor?
        /// Makes options; nil takes the default.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// Options of an insert accessory.
    public struct InsertOptions {
        /// Whether the accessory is hidden (it keeps its width).
        public var isHidden: Bool
        /// The width the accessory reserves.
        public var reservedLayoutWidth: LayoutDimension
        /// The colour of the plus; nil for white.
        public var tintColor: UIColor?
        /// The circle's colour; nil for green.
        public var backgroundColor: UIColor?
        /// Makes options; nil takes the default.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// Options of a reorder control.
    public struct ReorderOptions {
        /// Whether the accessory is hidden (it keeps its width).
        public var isHidden: Bool
        /// The width the accessory reserves.
        public var reservedLayoutWidth: LayoutDimension
        /// Its colour; nil for grey.
        public var tintColor: UIColor?
        /// Whether a thin line separates it from the content; true by default.
        public var showsVerticalSeparator: Bool
        /// Makes options; nil takes the default.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    showsVerticalSeparator: Bool? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.showsVerticalSeparator = showsVerticalSeparator ?? true
        }
    }

    /// Options of a multiselect accessory.
    public struct MultiselectOptions {
        /// Whether the accessory is hidden (it keeps its width).
        public var isHidden: Bool
        /// The width the accessory reserves.
        public var reservedLayoutWidth: LayoutDimension
        /// The check mark's circle colour when selected; nil for the tint colour.
        public var tintColor: UIColor?
        /// The colour inside the empty circle; nil for none.
        public var backgroundColor: UIColor?
        /// Makes options; nil takes the default.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// Options of an outline disclosure.
    public struct OutlineDisclosureOptions {
        /// Whether a tap anywhere on the cell or only on the chevron expands and collapses it.
        public enum Style: Int, Hashable, Sendable {
            /// A header's style for a cell styled as a header, else a cell's.
            case automatic
            /// A tap anywhere on the cell expands or collapses it; the cell is not selected.
            case header
            /// Only a tap on the chevron expands or collapses it; a tap elsewhere selects the cell.
            case cell
        }
        /// The style; `.automatic` by default.
        public var style: Style
        /// Whether the accessory is hidden (it keeps its width).
        public var isHidden: Bool
        /// The width the accessory reserves.
        public var reservedLayoutWidth: LayoutDimension
        /// Its colour; nil for the system's.
        public var tintColor: UIColor?
        /// Makes options; nil takes the default.
        public init(style: Style? = nil, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.style = style ?? .automatic
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
        }
    }

    /// Options of a label accessory.
    public struct LabelOptions {
        /// Whether the accessory is hidden (it keeps its width).
        public var isHidden: Bool
        /// The width the accessory reserves.
        public var reservedLayoutWidth: LayoutDimension
        /// The text colour; nil for the secondary label colour.
        public var tintColor: UIColor?
        /// The font; the body style unless the options were made with another.
        public var font: UIFont
        /// Whether the font follows the content size category; true by default.
        public var adjustsFontForContentSizeCategory: Bool
        /// Makes options; nil takes the default.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    font: UIFont? = nil, adjustsFontForContentSizeCategory: Bool? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.font = font ?? .preferredFont(forTextStyle: .body)
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory ?? true
        }
    }

    /// A custom accessory: the view and where it goes.
    public struct CustomViewConfiguration {
        /// The view shown.
        public let customView: UIView
        /// Its side, editing states and position.
        public var placement: Placement
        /// Whether the view is hidden (it keeps its width).
        public var isHidden: Bool
        /// The width the view reserves; `.actual` by default.
        public var reservedLayoutWidth: LayoutDimension
        /// The view's tint; nil to keep its own.
        public var tintColor: UIColor?
        /// Whether the view keeps the size of its frame instead of being sized to fit; false by default.
        public var maintainsFixedSize: Bool
        /// Makes a configuration for `customView` at `placement`; nil takes the default.
        public init(customView: UIView, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
                    tintColor: UIColor? = nil, maintainsFixedSize: Bool? = nil) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .actual
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize ?? false
        }
    }
}
