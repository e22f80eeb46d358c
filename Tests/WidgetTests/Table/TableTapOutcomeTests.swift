// TableTapOutcomeTests.swift: what a tap on a row ends in besides the selection: the primary
// action of a button-style row the delegate refuses to select, and the selection notification.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// A delegate with button-style rows (refused by `willSelectRowAt`) that records its calls, and
/// that may deselect a row as soon as it is selected.
@MainActor
private final class ButtonRows: NSObject, UITableViewDataSource, UITableViewDelegate {
    var buttonRows: Set<Int> = []
    var deselectsAtOnce = false
    var calls: [String] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        calls.append("willSelect \(indexPath.row)")
        return buttonRows.contains(indexPath.row) ? nil : indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        calls.append("didSelect \(indexPath.row)")
        if deselectsAtOnce { tableView.deselectRow(at: indexPath, animated: true) }
    }
    func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) {
        calls.append("primaryAction \(indexPath.row)")
    }
}

/// Counts the notifications posted for one object.
@MainActor
private final class PostCount {
    var count = 0
}

/// Reads the names from outside the main actor: they are `nonisolated`, as UIKit's constants.
private nonisolated func tableConstants() -> (NSNotification.Name, String) {
    (UITableView.selectionDidChangeNotification, UITableView.indexSearch)
}

@MainActor
@Suite("UITableView tap outcomes", .headless)
struct TableTapOutcomeTests {
    /// A key window showing a table fed by `source`.
    private func shownTable(_ source: ButtonRows) -> (UIWindow, UITableView) {
        let table = UITableView(frame: .zero, style: .plain)
        return (showInKeyWindow(table, source: source), table)
    }

    /// The middle of a row on screen, in the window.
    private func center(of row: Int, in table: UITableView) -> CGPoint {
        rowCenter(IndexPath(row: row, section: 0), in: table)
    }

    @Test func aRowRefusedByWillSelectStillPerformsItsPrimaryAction() {
        let source = ButtonRows()
        source.buttonRows = [4]
        let (window, table) = shownTable(source)
        window.tap(at: center(of: 1, in: table))
        source.calls.removeAll()
        window.tap(at: center(of: 4, in: table))
        // The selection stays on row 1; the button-style row performs its action.
        #expect(source.calls == ["willSelect 4", "primaryAction 4"])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
    }

    @Test func aTapThatRanTheSelectionPostsEvenWhenDidSelectDeselects() {
        let source = ButtonRows()
        source.deselectsAtOnce = true
        source.buttonRows = [4]
        let (window, table) = shownTable(source)
        let posts = PostCount()
        let identifier = ObjectIdentifier(table)
        let observer = NotificationCenter.default.addObserver(forName: UITableView.selectionDidChangeNotification,
                                                              object: nil, queue: nil) { note in
            let matches = (note.object as AnyObject?).map(ObjectIdentifier.init) == identifier
            MainActor.assumeIsolated { if matches { posts.count += 1 } }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        window.tap(at: center(of: 2, in: table))
        #expect(table.indexPathForSelectedRow == nil)   // selected, then deselected by the delegate
        #expect(posts.count == 1)
        window.tap(at: center(of: 4, in: table))        // refused: nothing was selected
        #expect(posts.count == 1)
        #expect(tableConstants().0.rawValue == "UITableViewSelectionDidChangeNotification")
        #expect(tableConstants().1 == "{search}")
    }
}
