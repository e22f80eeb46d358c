// ReorderableListsTests.swift: the lists of ReorderableLists.swift, compiled in the Swift 5 language
// mode, reorder by a drag on the grip and by a long press and drag, as on a device.
import Foundation
import Testing
import UIKit
import HeadlessTesting

@MainActor
@Suite("Reordering from Swift 5 language-mode code", .headless)
struct ReorderableListsTests {
    @Test func draggingTheGripInEditingModeReordersTheToDos() throws {
        let controller = ReorderableToDoViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.setEditing(true, animated: false)
        Headless.runUntilIdle()
        let cell = try #require(controller.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        let grip = cell.convert(CGPoint(x: cell.bounds.width - 30, y: cell.bounds.midY), to: window)
        window.drag(from: grip, to: CGPoint(x: grip.x, y: grip.y + 44 * 2 + 5))
        #expect(controller.todos == ["Call mum", "Water the plants", "Buy milk", "Book flights"])
        #expect(controller.dataSource.snapshot().itemIdentifiers == controller.todos)
    }

    @Test func aLongPressAndDragMovesAPhoto() {
        let controller = ReorderablePhotoGridViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 600))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        Headless.runUntilIdle()
        let start = controller.collectionView.convert(CGPoint(x: 50, y: 50), to: window)
        let touch = window.beginTouch(at: start)
        Headless.advance(by: 0.6)
        window.moveTouch(touch, to: CGPoint(x: start.x, y: start.y + 100))
        window.moveTouch(touch, to: CGPoint(x: start.x, y: start.y + 210))
        window.endTouch(touch)
        #expect(controller.asked == ["canMove 0", "target 1", "target 2", "move 0 to 2"])
        #expect(controller.photos == ["City", "Forest", "Beach", "Lake"])
    }
}
