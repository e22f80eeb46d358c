import Foundation
import Testing
import HeadlessTesting
import ViewWidgets
@testable import Demos

@MainActor
@Suite("todo scene", .headless)
struct ToDoSceneTests {
    private static var shownWindow: UIWindow?

    /// Launches the scene on a 320 x 480 screen and runs its first `count` steps as the runner does
    /// (no more virtual time than the steps take).
    private func run(steps count: Int) throws -> (UIWindow, ToDoViewController) {
        Headless.setScreen(size: CGSize(width: 320, height: 480), scale: 2)
        let window = try ToDoScene().makeWindow()
        Headless.runUntilIdle()
        Self.shownWindow = window
        for step in ToDoScene().steps.prefix(count) { try step.perform(window); Headless.advance(by: 0) }
        return (window, try ToDoScene.controller(of: window))
    }

    /// The texts the visible rows show, top to bottom.
    private func shownTitles(_ table: UITableView) -> [String] {
        table.layoutIfNeeded()
        return table.visibleCells.sorted { $0.frame.minY < $1.frame.minY }.compactMap { cell in
            cell.contentView.subviews.compactMap { ($0 as? UILabel)?.text }.first
        }
    }

    @Test func aSwipeLeftRevealsDeleteAndItsTapRemovesTheRow() throws {
        let (_, list) = try run(steps: 2)
        let milk = try #require(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(milk.contentView.frame.minX < 0)
        let (_, afterDelete) = try run(steps: 3)
        #expect(afterDelete.items.count == 6)
        #expect(!afterDelete.items.contains { $0.title == "Buy milk" })
        #expect(shownTitles(afterDelete.tableView).first == "Call Anna")
        #expect(afterDelete.tableView.numberOfRows(inSection: 0) == 6)
    }

    @Test func theLeadingDoneActionChecksTheItem() throws {
        let (_, list) = try run(steps: 5)
        #expect(list.items.first == ToDoViewController.Item(title: "Call Anna", isDone: true))
        let anna = try #require(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(anna.accessoryType == .checkmark)
        #expect(anna.contentView.frame.minX == 0)
        #expect(list.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.accessoryType == UITableViewCell.AccessoryType.none)
    }

    @Test func aPullRefreshesAndASecondLaterANewItemArrives() throws {
        let (_, pulled) = try run(steps: 6)
        let refresh = try #require(pulled.refreshControl)
        #expect(refresh.isRefreshing)
        #expect(pulled.items.count == 6)
        let (_, refreshed) = try run(steps: 7)
        #expect(refreshed.refreshControl?.isRefreshing == false)
        #expect(refreshed.items.count == 7)
        #expect(refreshed.items.first?.title == "Reply to Ben")
        #expect(shownTitles(refreshed.tableView).prefix(2) == ["Reply to Ben", "Call Anna"])
        #expect(refreshed.tableView.contentOffset.y == -refreshed.tableView.adjustedContentInset.top)
    }

    @Test func editDragAndDoneReorderTheList() throws {
        let (_, editing) = try run(steps: 8)
        #expect(editing.isEditing && editing.tableView.isEditing)
        #expect(editing.editButtonItem.title == "Done")
        let (_, moved) = try run(steps: 9)
        #expect(moved.items.map(\.title) == ["Book flights", "Reply to Ben", "Call Anna", "Water the plants",
                                             "Pay the rent", "Walk the dog", "Read a chapter"])
        #expect(shownTitles(moved.tableView).prefix(3) == ["Book flights", "Reply to Ben", "Call Anna"])
        let (_, done) = try run(steps: 10)
        #expect(!done.tableView.isEditing)
        #expect(done.editButtonItem.title == "Edit")
        #expect(done.items.first?.title == "Book flights")
    }
}
