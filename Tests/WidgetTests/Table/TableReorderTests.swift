// TableReorderTests.swift: moving rows in editing mode by dragging their reorder controls.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("Table reordering", .headless)
struct TableReorderTests {
    private func movableTable() -> (UIWindow, UITableView, ToDoListSource) {
        let (window, table, source) = makeToDoTable(["A", "B", "C", "D"]) { source in source.movable = { _ in true } }
        table.setEditing(true, animated: false)
        Headless.runUntilIdle()
        return (window, table, source)
    }

    @Test func aMovableRowShowsItsReorderControlAtTheTrailingEdge() throws {
        let (window, table, source) = movableTable()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.contentView.frame == CGRect(x: 38, y: 0, width: 320 - 38 * 2, height: 44))
        withExtendedLifetime((window, source)) {}
    }

    @Test func draggingTheReorderControlMovesTheRow() {
        let (window, table, source) = movableTable()
        let asked = source.cellsMade
        window.drag(from: CGPoint(x: 320 - 19, y: 22), to: CGPoint(x: 320 - 19, y: 44 * 2 + 30))
        #expect(source.calls == ["move 0 to 2"])
        #expect(source.items == ["B", "C", "A", "D"])
        table.layoutIfNeeded()
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["B", "C", "A", "D"])
        #expect(table.visibleCells.map { $0.frame.minY } == [0, 44, 88, 132])
        #expect(source.cellsMade == asked)
    }

    @Test func draggingUpMovesTheRowUp() {
        let (window, table, source) = movableTable()
        window.drag(from: CGPoint(x: 320 - 19, y: 44 * 3 + 22), to: CGPoint(x: 320 - 19, y: 10))
        #expect(source.calls == ["move 3 to 0"])
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["D", "A", "B", "C"])
    }

    @Test func droppingWhereItStartedMovesNothing() {
        let (window, table, source) = movableTable()
        window.drag(from: CGPoint(x: 320 - 19, y: 44 + 22), to: CGPoint(x: 320 - 19, y: 44 + 30))
        #expect(source.calls.isEmpty)
        table.layoutIfNeeded()
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minY == 44)
    }

    @Test func aRowThatCannotMoveHasNoReorderControlAndDoesNotMove() throws {
        let (window, table, source) = makeToDoTable(["A", "B", "C"]) { source in source.movable = { $0.row != 0 } }
        table.setEditing(true, animated: false)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.contentView.frame.maxX == 320)
        window.drag(from: CGPoint(x: 320 - 19, y: 22), to: CGPoint(x: 320 - 19, y: 44 * 2 + 30))
        #expect(source.calls.isEmpty)
        #expect(source.items == ["A", "B", "C"])
    }

    @Test func withoutEditingModeThereIsNoReorderControl() {
        let (window, _, source) = makeToDoTable(["A", "B", "C"]) { source in source.movable = { _ in true } }
        window.drag(from: CGPoint(x: 320 - 19, y: 22), to: CGPoint(x: 320 - 19, y: 44 * 2 + 30))
        #expect(!source.calls.contains { $0.hasPrefix("move") })
    }

    @Test func theDelegateCanRedirectTheMove() {
        final class Redirecting: NSObject, UITableViewDelegate {
            func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                           toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
                IndexPath(row: 1, section: 0)
            }
        }
        let (window, table, source) = movableTable()
        let redirecting = Redirecting()
        table.delegate = redirecting
        table.layoutIfNeeded()
        window.drag(from: CGPoint(x: 320 - 19, y: 22), to: CGPoint(x: 320 - 19, y: 44 * 3 + 30))
        #expect(source.calls == ["move 0 to 1"])
        #expect(source.items == ["B", "A", "C", "D"])
    }

    @Test func theDraggedCellIsReorderingWhileTheFingerIsDown() throws {
        let (window, table, source) = movableTable()
        defer { withExtendedLifetime(source) {} }
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let touch = window.beginTouch(at: CGPoint(x: 320 - 19, y: 22))
        window.moveTouch(touch, to: CGPoint(x: 320 - 19, y: 60))
        #expect(cell.configurationState.isReordering)
        #expect(cell.frame.minY == 38)
        window.endTouch(touch)
        #expect(!cell.configurationState.isReordering)
    }
}
