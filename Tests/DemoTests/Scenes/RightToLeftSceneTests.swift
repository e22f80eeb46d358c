import Foundation
import Testing
import HeadlessTesting
import ViewWidgets
@testable import Demos

@MainActor
@Suite("right-to-left scene", .headless)
struct RightToLeftSceneTests {
    private static var shownWindow: UIWindow?

    /// The scene's window on the runner's 320x480 screen, and its controller.
    private func launch() throws -> (UIWindow, RightToLeftViewController) {
        Headless.setScreen(size: CGSize(width: 320, height: 480), scale: 2)
        let window = try RightToLeftScene().makeWindow()
        Headless.runUntilIdle()
        Self.shownWindow = window
        return (window, try #require(window.rootViewController as? RightToLeftViewController))
    }

    @Test func theFormStartsAtTheRightAndMirrorsBackLeftToRight() throws {
        let (window, controller) = try launch()
        // A controller's root view on a 320-point screen has 16-point margins.
        #expect(controller.titleLabel.frame.maxX == CGFloat(320 - 16))
        #expect(controller.nameField.frame == CGRect(x: 16 + 40, y: controller.nameField.frame.minY,
                                                     width: 320 - 32 - 40, height: controller.nameField.frame.height))
        #expect(controller.buttons.frame.maxX == CGFloat(320 - 16))
        #expect(controller.saveButton.frame.minX > controller.cancelButton.frame.maxX, "the first button is at the right")
        let cell = try #require(controller.table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let label = try #require(cell.textLabel)
        #expect(cell.contentView.frame.minX == 33, "the disclosure indicator is at the left")
        #expect(label.frame.maxX == cell.contentView.bounds.width - 15)

        controller.view.traitOverrides.layoutDirection = .leftToRight
        Headless.runUntilIdle()
        #expect(controller.titleLabel.frame.minX == 16)
        #expect(controller.nameField.frame.minX == 16)
        #expect(controller.saveButton.frame.maxX < controller.cancelButton.frame.minX)
        #expect(cell.contentView.frame.minX == 0)
        #expect(label.frame.minX == 15)
        withExtendedLifetime(window) {}
    }
}
