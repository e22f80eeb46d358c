// UICellAccessory+Options.swift: the factories of the system accessories and their options
// (https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct).

extension UICellAccessory {
    /// A grey chevron at the trailing edge: the row leads somewhere.
    public static func disclosureIndicator(displayed: DisplayedState = .always,
                                           options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()) -> UICellAccessory {
        UICellAccessory(.disclosureIndicator, displayed: displayed, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }

    /// A check mark in the tint colour at the trailing edge.
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions()) -> UICellAccessory {
        UICellAccessory(.checkmark, displayed: displayed, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }

    /// A red minus at the leading edge while editing; a tap runs `actionHandler`.
    public static func delete(displayed: DisplayedState = .whenEditing, options: DeleteOptions = DeleteOptions(),
                              actionHandler: ActionHandler? = nil) -> UICellAccessory {
        var accessory = UICellAccessory(.delete, displayed: displayed, isHidden: options.isHidden,
                                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
        accessory.backgroundColor = options.backgroundColor
        accessory.actionHandler = actionHandler
        return accessory
    }

    /// A green plus at the leading edge while editing; a tap runs `actionHandler`.
    public static func insert(displayed: DisplayedState = .whenEditing, options: InsertOptions = InsertOptions(),
                              actionHandler: ActionHandler? = nil) -> UICellAccessory {
        var accessory = UICellAccessory(.insert, displayed: displayed, isHidden: options.isHidden,
                                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
        accessory.backgroundColor = options.backgroundColor
        accessory.actionHandler = actionHandler
        return accessory
    }

    /// Three grey lines at the trailing edge while editing: the handle to drag the row by.
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = ReorderOptions()) -> UICellAccessory {
        var accessory = UICellAccessory(.reorder, displayed: displayed, isHidden: options.isHidden,
                                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
        accessory.showsVerticalSeparator = options.showsVerticalSeparator
        return accessory
    }

    /// A circle at the leading edge while editing, filled with a check mark when the cell is selected.
    public static func multiselect(displayed: DisplayedState = .whenEditing, options: MultiselectOptions = MultiselectOptions()) -> UICellAccessory {
        var accessory = UICellAccessory(.multiselect, displayed: displayed, isHidden: options.isHidden,
                                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
        accessory.backgroundColor = options.backgroundColor
        return accessory
    }

    /// A chevron at the trailing edge that turns down while the item is expanded; a tap expands
    /// or collapses the item in its section snapshot, or runs `actionHandler` instead when given.
    public static func outlineDisclosure(displayed: DisplayedState = .always,
                                         options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
                                         actionHandler: ActionHandler? = nil) -> UICellAccessory {
        var accessory = UICellAccessory(.outlineDisclosure, displayed: displayed, isHidden: options.isHidden,
                                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
        accessory.outlineStyle = options.style
        accessory.actionHandler = actionHandler
        return accessory
    }

    /// An "i" in a circle at the trailing edge (iOS 15.4); a tap runs `actionHandler`.
    public static func detail(displayed: DisplayedState = .always, options: DetailOptions = DetailOptions(),
                              actionHandler: ActionHandler? = nil) -> UICellAccessory {
        var accessory = UICellAccessory(.detail, displayed: displayed, isHidden: options.isHidden,
                                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
        accessory.actionHandler = actionHandler
        return accessory
    }

    /// A grey text at the trailing edge, such as a count.
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = LabelOptions()) -> UICellAccessory {
        UICellAccessory(.label(text, options.font, adjustsFontForContentSizeCategory: options.adjustsFontForContentSizeCategory), displayed: displayed, isHidden: options.isHidden,
                        reservedLayoutWidth: options.reservedLayoutWidth, tintColor: options.tintColor)
    }

    /// A view of your own, placed as `configuration` says.
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        let displayed: DisplayedState
        switch configuration.placement {
        case .leading(let state, _), .trailing(let state, _): displayed = state
        }
        return UICellAccessory(.custom(configuration.customView, configuration.placement, maintainsFixedSize: configuration.maintainsFixedSize),
                               displayed: displayed, isHidden: configuration.isHidden,
                               reservedLayoutWidth: configuration.reservedLayoutWidth, tintColor: configuration.tintColor)
    }

    /// Options of a disclosure indicator.
    public struct DisclosureIndicatorOptions {
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

    /// Options of a check mark.
    public struct CheckmarkOptions {
        /// Whether the accessory is hidden (it keeps its width).
        public var isHidden: Bool
        /// The width the accessory reserves.
        public var reservedLayoutWidth: LayoutDimension
        /// Its colour; nil for the tint colour.
        public var tintColor: UIColor?
        /// Makes options; nil takes the default.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
        }
    }

    /// Options of a detail accessory.
    public struct DetailOptions {
        /// Whether the accessory is hidden (it keeps its width).
        public var isHidden: Bool
        /// The width the accessory reserves.
        public var reservedLayoutWidth: LayoutDimension
        /// Its colour; nil for the tint colour.
        public var tintColor: UIColor?
        /// Makes options; nil takes the default.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
        }
    }
}
