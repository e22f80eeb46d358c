// UITableViewDataSource.swift: where a table gets its sections, rows and cells.

/// The table's data source, as UIKit's `UITableViewDataSource`.
///
/// `tableView(_:numberOfRowsInSection:)` and `tableView(_:cellForRowAt:)` are required. The others
/// are optional: each has a default implementation with UIKit's default behaviour, and a
/// conforming type's own method is the one called.
@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
    /// The number of rows in `section`.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for the row at `indexPath`; usually dequeued from the table's reuse pool.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// The number of sections; 1 by default.
    func numberOfSections(in tableView: UITableView) -> Int
    /// The title of a section's header; nil (no header) by default.
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// The title of a section's footer; nil (no footer) by default.
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    /// Whether the row can be edited; true by default.
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Whether the row can be moved; false by default.
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// Commits a delete or insert chosen by the user; does nothing by default.
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                   forRowAt indexPath: IndexPath)
    /// Moves a row in the model after the user moved it; does nothing by default.
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    /// The titles of the section index along a plain table's trailing edge (such as "A" to "Z");
    /// nil (no index) by default. Asked whenever the table reloads (UITableView+SectionIndex.swift).
    func sectionIndexTitles(for tableView: UITableView) -> [String]?
    /// The section the index title at `index` stands for; `index` by default.
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
}

extension UITableViewDataSource {
    /// One section.
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// No header title.
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title.
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// Every row can be edited.
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// No row can be moved.
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Does nothing.
    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                          forRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
                          to destinationIndexPath: IndexPath) {}
    /// No section index.
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    /// `index`: the section at the title's position.
    public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
}
