// SwipeActionsMoreTests.swift: swipe actions with a diffable data source, the Delete button's title
// from the delegate, and handlers that call their completion twice or late.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// A diffable data source whose rows can be deleted, as iOS code subclasses one to allow it.
@MainActor
private final class DeletableDataSource: UITableViewDiffableDataSource<Int, String> {
    var committed: [String] = []

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                            forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete, let item = itemIdentifier(for: indexPath) else { return }
        committed.append(item)
        var snapshot = snapshot()
        snapshot.deleteItems([item])
        apply(snapshot, animatingDifferences: true)
    }
}

@MainActor
@Suite("Swipe actions: diffable data sources and late completions", .headless)
struct SwipeActionsMoreTests {
    private let row0 = IndexPath(row: 0, section: 0)

    private func diffableTable<Source: UITableViewDiffableDataSource<Int, String>>(
        _ make: (UITableView) -> Source) -> (UIWindow, UITableView, Source) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let table = UITableView(frame: window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Item")
        let source = make(table)
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Milk", "Eggs", "Bread"])
        source.apply(snapshot, animatingDifferences: false)
        window.addSubview(table)
        window.makeKeyAndVisible()
        Headless.runUntilIdle()
        return (window, table, source)
    }

    private static func makeCell(_ table: UITableView, _ indexPath: IndexPath, _ item: String) -> UITableViewCell? {
        let cell = table.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
        cell.textLabel?.text = item
        return cell
    }

    @Test func aDiffableDataSourceLetsNoRowSwipeUnlessItAllowsEditing() {
        let (window, table, source) = diffableTable { UITableViewDiffableDataSource(tableView: $0, cellProvider: Self.makeCell) }
        window.swipeLeft(atY: 22, by: 100)
        #expect(swipeButtons(in: table.cellForRow(at: row0)).isEmpty)
        withExtendedLifetime(source) {}
    }

    @Test func aDiffableDataSourceThatAllowsEditingDeletesThroughItsCommit() throws {
        let (window, table, source) = diffableTable { DeletableDataSource(tableView: $0, cellProvider: Self.makeCell) }
        window.swipeLeft(atY: 44 + 22, by: 100)
        try #require(swipeButtons(in: table.cellForRow(at: IndexPath(row: 1, section: 0))).first).tap()
        #expect(source.committed == ["Eggs"])
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["Milk", "Bread"])
    }

    @Test func theDeleteButtonTakesTheDelegatesTitle() throws {
        final class Titled: NSObject, UITableViewDelegate {
            func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
                "Remove"
            }
        }
        let (window, table, source) = makeToDoTable()
        let delegate = Titled()
        table.delegate = delegate
        table.layoutIfNeeded()
        window.swipeLeft(atY: 22, by: 100)
        let button = try #require(swipeButtons(in: table.cellForRow(at: row0)).first)
        #expect(button.title(for: .normal) == "Remove")
        button.tap()
        #expect(source.calls == ["commit delete 0"])
        #expect(source.items == ["Eggs", "Bread"])
    }

    @Test func aSecondCallOfTheCompletionDoesNothing() throws {
        var completion: ((Bool) -> Void)?
        let (window, table, source) = makeToDoTable { source in
            source.trailing = { [unowned source] indexPath in
                UISwipeActionsConfiguration(actions: [
                    UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
                        source.items.remove(at: indexPath.row)
                        completion = done
                    },
                ])
            }
        }
        window.swipeLeft(atY: 22, by: 100)
        try #require(swipeButtons(in: table.cellForRow(at: row0)).first).tap()
        completion?(true)
        #expect(table.numberOfRows(inSection: 0) == 2)
        let messages = Headless.recordingViolations { completion?(true) }
        #expect(messages.isEmpty)
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(source.calls.filter { $0.hasPrefix("didEndEditing") }.count == 1)
    }

    @Test func aCompletionAfterTheActionsHidAnywayDoesNothing() throws {
        var completion: ((Bool) -> Void)?
        let (window, table, source) = makeToDoTable { source in
            source.trailing = { _ in
                UISwipeActionsConfiguration(actions: [
                    UIContextualAction(style: .destructive, title: "Delete") { _, _, done in completion = done },
                ])
            }
        }
        window.swipeLeft(atY: 22, by: 100)
        try #require(swipeButtons(in: table.cellForRow(at: row0)).first).tap()
        window.tap(at: CGPoint(x: 100, y: 300))
        #expect(swipeButtons(in: table.cellForRow(at: row0)).isEmpty)
        // Swipe another row open: the late completion must not close or delete it.
        window.swipeLeft(atY: 44 + 22, by: 100)
        completion?(true)
        #expect(swipeButtons(in: table.cellForRow(at: IndexPath(row: 1, section: 0))).count == 1)
        #expect(table.numberOfRows(inSection: 0) == 3)
        withExtendedLifetime(source) {}
    }
}

@MainActor
@Suite("Swipe actions right to left", .headless)
struct SwipeActionsRightToLeftTests {
    @Test func rightToLeftASwipeToTheRightRevealsTheTrailingActionsAtTheLeftEdge() throws {
        let (window, table, source) = makeToDoTable()
        window.traitOverrides.layoutDirection = .rightToLeft
        window.layoutIfNeeded()
        window.drag(from: CGPoint(x: 20, y: 22), to: CGPoint(x: 120, y: 22))
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let buttons = swipeButtons(in: cell)
        try #require(buttons.count == 1)
        #expect(buttons[0].title(for: .normal) == "Delete")
        #expect(frame(of: buttons[0], in: cell).minX == 0)
        #expect(cell.contentView.frame.minX == buttons[0].frame.width)
        #expect(source.calls == ["trailing 0", "willBeginEditing 0"])
    }
}
