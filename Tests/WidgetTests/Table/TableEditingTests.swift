// TableEditingTests.swift: a table's editing mode (setEditing, the delete and insert controls, the
// Delete button, selection while editing) and a controller's Edit button, through real taps.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("Table editing", .headless)
struct TableEditingTests {
    private let row0 = IndexPath(row: 0, section: 0)
    private let row1 = IndexPath(row: 1, section: 0)

    @Test func aTableIsNotEditingByDefault() {
        let table = UITableView(frame: .zero, style: .plain)
        #expect(!table.isEditing)
        #expect(!table.allowsSelectionDuringEditing)
        #expect(!table.allowsMultipleSelectionDuringEditing)
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        #expect(!cell.isEditing && cell.editingStyle == .none && cell.editingAccessoryType == .none)
        #expect(!cell.showsReorderControl && cell.shouldIndentWhileEditing && cell.editingAccessoryView == nil)
    }

    @Test func setEditingPutsTheVisibleCellsInEditingModeWithTheirDeleteControls() throws {
        let (_, table, source) = makeToDoTable()
        table.setEditing(true, animated: true)
        #expect(table.isEditing)
        let cell = try #require(table.cellForRow(at: row0))
        #expect(table.visibleCells.allSatisfy { $0.isEditing })
        #expect(cell.editingStyle == .delete)
        #expect(cell.contentView.frame == CGRect(x: 38, y: 0, width: 320 - 38, height: 44))
        table.isEditing = false
        #expect(!cell.isEditing)
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        withExtendedLifetime(source) {}
    }

    @Test func cellsShownWhileEditingAreEditing() {
        let items = (0..<40).map { "Item \($0)" }
        let (_, table, source) = makeToDoTable(items)
        table.setEditing(true, animated: false)
        table.contentOffset = CGPoint(x: 0, y: 44 * 20)
        table.layoutIfNeeded()
        #expect(table.visibleCells.count > 5)
        #expect(table.visibleCells.allSatisfy { $0.isEditing && $0.editingStyle == .delete })
        withExtendedLifetime(source) {}
    }

    @Test func aSubclassedCellHearsSetEditing() {
        final class EditingCell: UITableViewCell {
            var heard: [Bool] = []
            override func setEditing(_ editing: Bool, animated: Bool) {
                super.setEditing(editing, animated: animated)
                heard.append(editing)
            }
        }
        let cell = EditingCell(style: .default, reuseIdentifier: nil)
        cell.setEditing(true, animated: true)
        cell.isEditing = false
        #expect(cell.heard == [true, false])
    }

    @Test func tappingTheDeleteControlRevealsTheDeleteButtonWhoseTapCommits() throws {
        let (window, table, source) = makeToDoTable()
        table.setEditing(true, animated: false)
        window.tap(at: CGPoint(x: 19, y: 44 + 22))
        let cell = try #require(table.cellForRow(at: row1))
        let button = try #require(swipeButtons(in: cell).first)
        #expect(button.title(for: .normal) == "Delete")
        #expect(frame(of: button, in: cell).maxX == CGFloat(320))
        button.tap()
        #expect(source.calls == ["trailing 1", "willBeginEditing 1", "commit delete 1", "didEndEditing 1"])
        #expect(source.items == ["Milk", "Bread"])
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(table.isEditing)
    }

    @Test func aRowTheDataSourceWillNotEditHasNoDeleteControl() throws {
        let (window, table, source) = makeToDoTable { source in source.editable = { $0.row != 1 } }
        table.setEditing(true, animated: false)
        let cell = try #require(table.cellForRow(at: row1))
        #expect(cell.editingStyle == .none)
        #expect(cell.contentView.frame.minX == 0)
        window.tap(at: CGPoint(x: 19, y: 44 + 22))
        #expect(swipeButtons(in: cell).isEmpty)
        #expect(source.calls.isEmpty)
    }

    @Test func anInsertControlCommitsAnInsertion() {
        let (window, table, source) = makeToDoTable { source in source.style = { $0.row == 2 ? .insert : .delete } }
        table.setEditing(true, animated: false)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.editingStyle == .insert)
        window.tap(at: CGPoint(x: 19, y: 44 * 2 + 22))
        #expect(source.calls == ["commit insert 2"])
    }

    @Test func rowsAreNotSelectedWhileEditingUnlessAllowed() {
        let (window, table, source) = makeToDoTable()
        table.setEditing(true, animated: false)
        window.tap(at: CGPoint(x: 200, y: 22))
        #expect(table.indexPathForSelectedRow == nil)
        table.allowsSelectionDuringEditing = true
        window.tap(at: CGPoint(x: 200, y: 22))
        #expect(table.indexPathForSelectedRow == row0)
        #expect(source.calls == ["didSelect 0"])
    }

    @Test func multipleSelectionDuringEditingKeepsEveryTappedRow() {
        let (window, table, source) = makeToDoTable()
        table.allowsMultipleSelectionDuringEditing = true
        table.setEditing(true, animated: false)
        window.tap(at: CGPoint(x: 200, y: 22))
        window.tap(at: CGPoint(x: 200, y: 44 * 2 + 22))
        #expect(table.indexPathsForSelectedRows == [row0, IndexPath(row: 2, section: 0)])
        withExtendedLifetime(source) {}
    }

    @Test func rowsDoNotSwipeWhileEditing() {
        let (window, table, source) = makeToDoTable()
        table.setEditing(true, animated: false)
        window.swipeLeft(atY: 22, by: 100)
        #expect(swipeButtons(in: table.cellForRow(at: row0)).isEmpty)
        #expect(source.calls.isEmpty)
    }

    @Test func enteringEditingModeHidesSwipeActions() {
        let (window, table, source) = makeToDoTable()
        window.swipeLeft(atY: 22, by: 100)
        table.setEditing(true, animated: true)
        #expect(swipeButtons(in: table.cellForRow(at: row0)).isEmpty)
        withExtendedLifetime(source) {}
    }

    @Test func theConfigurationStateSaysTheCellIsEditing() throws {
        let (_, table, source) = makeToDoTable()
        let cell = try #require(table.cellForRow(at: row0))
        var states: [Bool] = []
        cell.configurationUpdateHandler = { _, state in states.append(state.isEditing) }
        cell.layoutIfNeeded()
        table.setEditing(true, animated: false)
        cell.layoutIfNeeded()
        #expect(cell.configurationState.isEditing)
        #expect(states == [false, true])
        withExtendedLifetime(source) {}
    }

    @Test func theEditingAccessoryReplacesTheAccessory() throws {
        let (_, table, source) = makeToDoTable()
        let cell = try #require(table.cellForRow(at: row0))
        let accessory = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let editingAccessory = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        cell.accessoryView = accessory
        cell.editingAccessoryView = editingAccessory
        cell.layoutIfNeeded()
        #expect(!accessory.isHidden && editingAccessory.isHidden)
        table.setEditing(true, animated: false)
        cell.layoutIfNeeded()
        #expect(accessory.isHidden && !editingAccessory.isHidden)
        #expect(editingAccessory.frame.maxX == CGFloat(320 - 15))
        #expect(cell.contentView.frame.maxX == CGFloat(320 - 30 - 15 * 2))
        withExtendedLifetime(source) {}
    }

    @Test func aCellThatDoesNotIndentKeepsItsContentAtTheEdge() throws {
        let (_, table, source) = makeToDoTable()
        let cell = try #require(table.cellForRow(at: row0))
        cell.shouldIndentWhileEditing = false
        table.setEditing(true, animated: false)
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame.minX == 0)
        withExtendedLifetime(source) {}
    }

    // MARK: - The Edit button

    @Test func theEditButtonTogglesTheControllersEditingAndItsTitle() throws {
        let controller = ToDoController()
        controller.loadViewIfNeeded()
        controller.navigationItem.rightBarButtonItem = controller.editButtonItem
        let (navigation, window) = makeShownNavigationController(root: controller)
        defer { withExtendedLifetime(window) {} }
        #expect(controller.editButtonItem === controller.editButtonItem)
        #expect(controller.editButtonItem.title == "Edit")
        try #require(barButtonView(titled: "Edit", in: navigation.navigationBar)).tap()
        #expect(controller.isEditing)
        #expect(controller.tableView.isEditing)
        #expect(controller.editButtonItem.title == "Done")
        #expect(controller.editButtonItem.style == .done)
        #expect(controller.editingCalls == [true])
        window.layoutIfNeeded()
        try #require(barButtonView(titled: "Done", in: navigation.navigationBar)).tap()
        #expect(!controller.tableView.isEditing)
        #expect(controller.editButtonItem.title == "Edit")
        #expect(controller.editingCalls == [true, false])
    }

    @Test func setEditingInCodeRetitlesTheEditButton() {
        let controller = UIViewController()
        let item = controller.editButtonItem
        controller.setEditing(true, animated: false)
        #expect(item.title == "Done")
        controller.isEditing = false
        #expect(item.title == "Edit")
    }
}

/// A table view controller that records its setEditing calls.
@MainActor
private final class ToDoController: UITableViewController {
    var items = ["Milk", "Eggs"]
    var editingCalls: [Bool] = []

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        editingCalls.append(editing)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
}
