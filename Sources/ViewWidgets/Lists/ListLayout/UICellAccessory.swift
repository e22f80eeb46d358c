// UICellAccessory.swift: the system and custom accessories of a list cell: disclosure indicator,
// check mark, delete, insert, reorder, multiselect, outline disclosure, detail, label and custom
// views (iOS 14; https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct).

/// One accessory of a ``UICollectionViewListCell``, as UIKit's `UICellAccessory`: made by one of
/// the static factories, shown at the cell's leading or trailing edge in the editing states it
/// is displayed in.
@preconcurrency @MainActor
public struct UICellAccessory {
    /// The editing states an accessory shows in.
    public enum DisplayedState: Int, Hashable, Sendable {
        /// Always shown.
        case always
        /// Shown only while the cell is editing.
        case whenEditing
        /// Shown only while the cell is not editing.
        case whenNotEditing
    }

    /// How much width an accessory reserves beside the content.
    public enum LayoutDimension: Equatable, Sendable {
        /// The accessory's own width.
        case actual
        /// The system's standard width for accessories.
        case standard
        /// A width of your choosing.
        case custom(CGFloat)
    }

    /// A closure called when the user taps an accessory that acts.
    public typealias ActionHandler = () -> Void

    /// Where a custom accessory goes.
    public enum Placement {
        /// Which index among the accessories on its side an accessory takes.
        public typealias Position = @MainActor ([UICellAccessory]) -> Int
        /// At the leading edge, in `displayed` states, at the position `at` gives (last by default).
        case leading(displayed: DisplayedState = .always, at: Position = { $0.count })
        /// At the trailing edge, in `displayed` states, at the position `at` gives: by default 0,
        /// next to the content (trailing accessories count from the content outwards), as UIKit
        /// declares it.
        case trailing(displayed: DisplayedState = .always, at: Position = { _ in 0 })

        /// The position just after the accessory of `accessory`'s kind, or the end without one.
        public static func position(after accessory: UICellAccessory) -> Position {
            { accessories in (accessories.firstIndex { $0.kind.sameKind(as: accessory.kind) }).map { $0 + 1 } ?? accessories.count }
        }

        /// The position just before the accessory of `accessory`'s kind, or the start without one.
        public static func position(before accessory: UICellAccessory) -> Position {
            { accessories in accessories.firstIndex { $0.kind.sameKind(as: accessory.kind) } ?? 0 }
        }
    }

    /// What the accessory is.
    enum Kind {
        case disclosureIndicator, checkmark, delete, insert, reorder, multiselect, outlineDisclosure, detail
        case label(String, UIFont, adjustsFontForContentSizeCategory: Bool)
        case popUpMenu(UIMenu)
        case custom(UIView, Placement, maintainsFixedSize: Bool)

        /// Whether two kinds are the same system accessory (any two custom views are).
        func sameKind(as other: Kind) -> Bool {
            switch (self, other) {
            case (.disclosureIndicator, .disclosureIndicator), (.checkmark, .checkmark), (.delete, .delete),
                 (.insert, .insert), (.reorder, .reorder), (.multiselect, .multiselect),
                 (.outlineDisclosure, .outlineDisclosure), (.detail, .detail), (.label, .label), (.custom, .custom),
                 (.popUpMenu, .popUpMenu): true
            default: false
            }
        }
    }

    let kind: Kind
    /// The type of the accessory, as UIKit's `accessoryType` (iOS 14).
    public var accessoryType: AccessoryType {
        switch kind {
        case .disclosureIndicator: .disclosureIndicator
        case .checkmark: .checkmark
        case .delete: .delete
        case .insert: .insert
        case .reorder: .reorder
        case .multiselect: .multiselect
        case .outlineDisclosure: .outlineDisclosure
        case .detail: .detail
        case .label: .label
        case .popUpMenu: .popUpMenu
        case .custom(let view, _, _): .customView(view)
        }
    }
    /// The editing states it shows in.
    let displayed: DisplayedState
    /// Whether it is hidden (it still reserves its width).
    let isHidden: Bool
    /// The width it reserves; nil for the standard one.
    let reservedLayoutWidth: LayoutDimension
    /// Its colour; nil for the accessory's own.
    let tintColor: UIColor?
    /// The fill behind it (delete, insert, multiselect); nil for the accessory's own.
    var backgroundColor: UIColor?
    /// What a tap on it does.
    var actionHandler: ActionHandler?
    /// The outline disclosure's style.
    var outlineStyle: OutlineDisclosureOptions.Style = .automatic
    /// Whether a reorder control shows a separator before it.
    var showsVerticalSeparator = true
    /// What a pop-up menu accessory calls after the user picks an element of its menu.
    var menuSelectionHandler: MenuSelectedElementDidChangeHandler?

    init(_ kind: Kind, displayed: DisplayedState, isHidden: Bool?, reservedLayoutWidth: LayoutDimension?, tintColor: UIColor?) {
        self.kind = kind
        self.displayed = displayed
        self.isHidden = isHidden ?? false
        self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
        self.tintColor = tintColor
    }

    /// Whether the accessory shows in a cell that is or is not editing.
    func isDisplayed(editing: Bool) -> Bool {
        switch displayed {
        case .always: true
        case .whenEditing: editing
        case .whenNotEditing: !editing
        }
    }

    /// Whether the accessory sits at the leading edge (delete, insert, multiselect and custom
    /// views placed there) rather than the trailing one.
    var isLeading: Bool {
        switch kind {
        case .delete, .insert, .multiselect: true
        case .custom(_, let placement, _):
            if case .leading = placement { true } else { false }
        default: false
        }
    }

    /// A system accessory's place on its side, in the system's order (leading: from the edge in;
    /// trailing: from the content out); nil for a custom view.
    var systemRank: Int? {
        switch kind {
        case .delete: 0
        case .insert: 1
        case .multiselect: 2
        case .label: 10
        case .detail: 11
        case .checkmark: 12
        case .popUpMenu: 13
        case .outlineDisclosure: 14
        case .disclosureIndicator: 15
        case .reorder: 16
        case .custom: nil
        }
    }

    /// Where among the accessories of its side it goes, given those before it.
    func index(among accessories: [UICellAccessory]) -> Int {
        guard case .custom(_, let placement, _) = kind else { return accessories.count }
        switch placement {
        case .leading(_, let position), .trailing(_, let position):
            return min(max(0, position(accessories)), accessories.count)
        }
    }
}
