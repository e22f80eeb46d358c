// TableSubclassingTests.swift: UITableView's methods are `open`, as in UIKit: a subclass can
// override them, and the table's own work goes through the overrides.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// A table that records the overridable calls it receives and passes them on to UITableView.
@MainActor
private final class RecordingTableView: UITableView {
    var calls: [String] = []

    override func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        calls.append("reloadRows \(indexPaths.map(\.row))")
        super.reloadRows(at: indexPaths, with: animation)
    }

    override func deselectRow(at indexPath: IndexPath, animated: Bool) {
        calls.append("deselectRow \(indexPath.row)")
        super.deselectRow(at: indexPath, animated: animated)
    }

    override func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        calls.append("dequeue \(identifier)")
        return super.dequeueReusableCell(withIdentifier: identifier)
    }

    override var numberOfSections: Int {
        calls.append("numberOfSections")
        return super.numberOfSections
    }

    override func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        calls.append("cellForRow \(indexPath.row)")
        return super.cellForRow(at: indexPath)
    }
}

@MainActor
@Suite("Subclassing UITableView", .headless)
struct TableSubclassingTests {
    private func makeTable() -> (RecordingTableView, RecordingTableSource) {
        let table = RecordingTableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        let source = RecordingTableSource(rowCounts: [10])
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        return (table, source)
    }

    @Test func overridesAreCalledThroughAUITableViewReference() {
        let (recording, source) = makeTable()
        let table: UITableView = recording
        recording.calls.removeAll()
        table.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .none)
        #expect(table.numberOfSections == 1)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) != nil)
        #expect(recording.calls == ["reloadRows [1]", "numberOfSections", "cellForRow 0"])
        withExtendedLifetime(source) {}
    }

    @Test func theTablesOwnWorkGoesThroughTheOverrides() {
        // Selecting another row deselects the first through `deselectRow(at:animated:)`, and the
        // data source's dequeue reaches the override, as with UIKit's dynamic dispatch.
        let (table, source) = makeTable()
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        table.calls.removeAll()
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        #expect(table.calls.contains("deselectRow 0"))
        table.calls.removeAll()
        let requestsBefore = source.cellRequests.count
        table.reloadData()
        table.layoutIfNeeded()
        let requests = source.cellRequests.count - requestsBefore
        #expect(requests > 0)
        #expect(table.calls.filter { $0 == "dequeue Cell" }.count == requests)
        withExtendedLifetime(source) {}
    }
}
