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
