// UITableView+SectionIndex.swift: the section index, the titles a plain table lists along its
// trailing edge (https://developer.apple.com/documentation/uikit/uitableviewdatasource/sectionindextitles(for:)).
// The titles are asked of the data source whenever the table reloads and kept; the index strip
// itself is not drawn and cannot be touched here (see Docs/Differences.md).

extension UITableView {
    /// The title that puts a magnifying glass in the section index: "{search}", as UIKit's
    /// `UITableViewIndexSearch`. Usually the first title `sectionIndexTitles(for:)` returns.
    nonisolated public static let indexSearch: String = "{search}"

    /// The number of rows from which the section index shows (plain tables only); 0 by default.
    public var sectionIndexMinimumDisplayRowCount: Int {
        get { options.sectionIndexMinimumDisplayRowCount }
        set { options.sectionIndexMinimumDisplayRowCount = newValue }
    }

    /// The colour of the section index's titles; nil (the default colour) by default.
    public var sectionIndexColor: UIColor? {
        get { options.sectionIndexColors.text }
        set { options.sectionIndexColors.text = newValue }
    }

    /// The colour behind the section index while it is not touched; nil (the default) by default.
    public var sectionIndexBackgroundColor: UIColor? {
        get { options.sectionIndexColors.background }
        set { options.sectionIndexColors.background = newValue }
    }

    /// The colour behind the section index while a finger drags through it; nil (the default) by default.
    public var sectionIndexTrackingBackgroundColor: UIColor? {
        get { options.sectionIndexColors.tracking }
        set { options.sectionIndexColors.tracking = newValue }
    }

    /// Asks the data source for the section index titles again (`sectionIndexTitles(for:)`),
    /// without reloading the rows.
    public func reloadSectionIndexTitles() {
        options.sectionIndexTitles = dataSource?.sectionIndexTitles(for: self)
    }
}
