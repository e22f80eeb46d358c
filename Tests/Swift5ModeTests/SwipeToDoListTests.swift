// SwipeToDoListTests.swift: the to-do list of SwipeToDoList.swift, compiled in the Swift 5 language
// mode, swipes, deletes, finishes and reorders as on a device.
import Foundation
import Testing
import UIKit
import HeadlessTesting

@MainActor
@Suite("Swipe actions from Swift 5 language-mode code", .headless)
struct SwipeToDoListTests {
    private func shownList() -> (SwipeToDoViewController, UINavigationController, UIWindow) {
        let controller = SwipeToDoViewController(style: .plain)
        let navigation = UINavigationController(rootViewController: controller)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        Headless.runUntilIdle()
        return (controller, navigation, window)
    }

    /// The middle of row `row` in window coordinates.
    private func middle(ofRow row: Int, in controller: SwipeToDoViewController) -> CGPoint {
        let rect = controller.tableView.rectForRow(at: IndexPath(row: row, section: 0))
        return controller.tableView.convert(CGPoint(x: rect.midX, y: rect.midY), to: nil)
    }

    @Test func swipingLeftAndTappingDeleteRemovesTheTodo() throws {
        let (controller, _, window) = shownList()
        let point = middle(ofRow: 1, in: controller)
        window.drag(from: CGPoint(x: 370, y: point.y), to: CGPoint(x: 220, y: point.y))
        let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        let buttons = cell.subviews.flatMap { $0.subviews.compactMap { $0 as? UIButton } }
        #expect(buttons.compactMap { $0.title(for: .normal) }.sorted() == ["Delete", "Later"])
        let delete = try #require(buttons.first { $0.title(for: .normal) == "Delete" })
        delete.tap()
        #expect(controller.todos == ["Buy milk", "Water the plants", "Book flights"])
        #expect(controller.tableView.numberOfRows(inSection: 0) == 3)
    }

    @Test func aFullSwipeDeletes() {
        let (controller, _, window) = shownList()
        let point = middle(ofRow: 0, in: controller)
        window.drag(from: CGPoint(x: 380, y: point.y), to: CGPoint(x: 10, y: point.y))
        #expect(controller.todos == ["Call Anna", "Water the plants", "Book flights"])
        #expect(controller.tableView.numberOfRows(inSection: 0) == 3)
    }

    @Test func swipingRightAndTappingDoneFinishesTheTodo() throws {
        let (controller, _, window) = shownList()
        let point = middle(ofRow: 2, in: controller)
        window.drag(from: CGPoint(x: 20, y: point.y), to: CGPoint(x: 160, y: point.y))
        let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
        let done = try #require(cell.subviews.flatMap { $0.subviews.compactMap { $0 as? UIButton } }.first)
        done.tap()
        #expect(controller.finished == ["Water the plants"])
        #expect(controller.tableView.numberOfRows(inSection: 0) == 3)
    }

    @Test func theEditButtonDeletesAndReorders() throws {
        let (controller, navigation, window) = shownList()
        controller.editButtonItem.title.map { #expect($0 == "Edit") }
        let bar = navigation.navigationBar
        let editButton = try #require(bar.subviews.first { $0.subviews.contains { ($0 as? UILabel)?.text == "Edit" } })
        editButton.tap()
        #expect(controller.tableView.isEditing)
        #expect(controller.editButtonItem.title == "Done")
        // Drag "Buy milk" below "Water the plants" by its reorder control.
        let first = middle(ofRow: 0, in: controller), third = middle(ofRow: 2, in: controller)
        window.drag(from: CGPoint(x: 390 - 19, y: first.y), to: CGPoint(x: 390 - 19, y: third.y + 5))
        #expect(controller.todos == ["Call Anna", "Water the plants", "Buy milk", "Book flights"])
        // The delete control of "Book flights", then its Delete button (the trailing actions).
        window.tap(at: CGPoint(x: 19, y: middle(ofRow: 3, in: controller).y))
        let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 3, section: 0)))
        let delete = try #require(cell.subviews.flatMap { $0.subviews.compactMap { $0 as? UIButton } }
            .first { $0.title(for: .normal) == "Delete" })
        delete.tap()
        #expect(controller.todos == ["Call Anna", "Water the plants", "Buy milk"])
    }
}
