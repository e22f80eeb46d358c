// UITableView+Types.swift: the enums UITableView nests, with UIKit's raw values.

extension UITableView {
    /// The table's style.
    public enum Style: Int, Sendable {
        /// Rows in one run; section headers float over the rows in the section.
        case plain = 0
        /// Sections in separate groups; headers scroll with the content.
        case grouped = 1
        /// Grouped, with the groups inset from the edges.
        case insetGrouped = 2
    }

    /// How a table invalidates the sizes of its self-sizing cells (iOS 16), as UIKit's
    /// `UITableView.SelfSizingInvalidation`. Stored only: cells are measured when shown here.
    public enum SelfSizingInvalidation: Int, Sendable {
        /// A cell's `invalidateIntrinsicContentSize()` does not resize it.
        case disabled = 0
        /// A cell's `invalidateIntrinsicContentSize()` resizes it.
        case enabled = 1
        /// As `enabled`, and Auto Layout changes inside the cell resize it too.
        case enabledIncludingConstraints = 2
    }

    /// What `separatorInset` is measured from, as UIKit's `UITableView.SeparatorInsetReference`.
    public enum SeparatorInsetReference: Int, Sendable {
        /// From the cell's edges.
        case fromCellEdges = 0
        /// From the table's default (automatic) separator insets.
        case fromAutomaticInsets = 1
    }

    /// Where `scrollToRow(at:at:animated:)` puts the row.
    public enum ScrollPosition: Int, Sendable {
        /// Scroll as little as needed to make the row visible.
        case none = 0
        /// The row at the top of the visible area.
        case top = 1
        /// The row in the middle of the visible area.
        case middle = 2
        /// The row at the bottom of the visible area.
        case bottom = 3
    }

    /// How inserted, deleted and reloaded rows animate. Accepted for source compatibility; the
    /// change applies at once (see Docs/Differences.md).
    public enum RowAnimation: Int, Sendable {
        /// Fade.
        case fade = 0
        /// Slide from or to the right.
        case right = 1
        /// Slide from or to the left.
        case left = 2
        /// Slide from or to the top.
        case top = 3
        /// Slide from or to the bottom.
        case bottom = 4
        /// No animation.
        case none = 5
        /// Keep the row centred.
        case middle = 6
        /// The table chooses.
        case automatic = 100
    }

    /// The value meaning "size this from its content or the default".
    public static let automaticDimension: CGFloat = -1
}

/// The separator between rows, with UIKit's raw values.
extension UITableViewCell {
    /// The style of the separator lines between cells.
    public enum SeparatorStyle: Int, Sendable {
        /// No separators.
        case none = 0
        /// A single line (the default).
        case singleLine = 1
        /// A single etched line (deprecated on iOS).
        case singleLineEtched = 2
    }

    /// The cell's built-in layout, with UIKit's raw values.
    public enum CellStyle: Int, Sendable {
        /// A text label, and an image view on the left; no detail label.
        case `default` = 0
        /// Text on the left, detail right-aligned on the right.
        case value1 = 1
        /// A right-aligned text label, then the detail on the same line.
        case value2 = 2
        /// Text with the detail below it.
        case subtitle = 3
    }

    /// The standard accessory at the right of a cell, with UIKit's raw values.
    public enum AccessoryType: Int, Sendable {
        /// No accessory (the default).
        case none = 0
        /// A chevron.
        case disclosureIndicator = 1
        /// An info button and a chevron.
        case detailDisclosureButton = 2
        /// A check mark.
        case checkmark = 3
        /// An info button.
        case detailButton = 4
    }

    /// How a selected cell looks, with UIKit's raw values.
    public enum SelectionStyle: Int, Sendable {
        /// No visible selection.
        case none = 0
        /// Blue (drawn grey since iOS 7).
        case blue = 1
        /// Grey.
        case gray = 2
        /// The default.
        case `default` = 3
    }

    /// The editing control of a cell, with UIKit's raw values.
    public enum EditingStyle: Int, Sendable {
        /// No editing control.
        case none = 0
        /// A delete control.
        case delete = 1
        /// An insert control.
        case insert = 2
    }
}

extension UITableViewCell {
    /// The states `willTransition(to:)` and `didTransition(to:)` name, as UIKit's
    /// `UITableViewCell.StateMask`; the empty mask is the normal state.
    public struct StateMask: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Makes a mask from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The cell is in editing mode (its table's).
        public static let showingEditControl = StateMask(rawValue: 1 << 0)
        /// The cell shows the Delete button (its swipe actions).
        public static let showingDeleteConfirmation = StateMask(rawValue: 1 << 1)
    }

    /// A cell's part in a drag, as UIKit's `UITableViewCell.DragState` (no drag and drop here).
    public enum DragState: Int, Sendable {
        /// Not involved in a drag.
        case none = 0
        /// Lifting off the table.
        case lifting = 1
        /// Being dragged.
        case dragging = 2
    }
}
