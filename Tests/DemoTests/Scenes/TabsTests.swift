// TabsTests.swift: the tabs scene: the alert's buttons where a phone shows them, the handler after
// the dismissal, and switching tabs through the tab bar.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets
@testable import Demos

@MainActor
@Suite("tabs scene", .headless)
struct TabsTests {
    private static var shownWindow: UIWindow?

    /// The scene's window on the runner's 320x480 screen.
    private func launch() throws -> UIWindow {
        Headless.setScreen(size: CGSize(width: 320, height: 480), scale: 2)
        let window = try TabsScene().makeWindow()
        Headless.runUntilIdle()
        Self.shownWindow = window
        return window
    }

    @Test func deleteAllAsksAndDeletesOnlyAfterTheAlertHasGone() throws {
        let window = try launch()
        let inbox = try TabsScene.inbox(of: window)
        inbox.deleteButton.tap()
        let alert = try #require(inbox.presentedViewController as? UIAlertController)
        #expect(alert.actions.map(\.title) == ["Cancel", "Delete"])
        Headless.advance(by: 0.25)

        try TabsScene.tapButton(titled: "Delete", in: window)
        #expect(inbox.messageCount == 3)
        Headless.advance(by: 0.25)

        #expect(inbox.messageCount == 0)
        #expect(inbox.countLabel.text == "No messages")
        #expect(inbox.navigationController?.tabBarItem.badgeValue == nil)
        #expect(inbox.presentedViewController == nil)
    }

    @Test func cancelKeepsTheMessages() throws {
        let window = try launch()
        let inbox = try TabsScene.inbox(of: window)
        inbox.deleteButton.tap()
        Headless.advance(by: 0.25)

        try TabsScene.tapButton(titled: "Cancel", in: window)
        Headless.runUntilIdle()

        #expect(inbox.messageCount == 3)
        #expect(inbox.presentedViewController == nil)
    }

    @Test func theSettingsTabIsReachedThroughTheTabBar() throws {
        let window = try launch()
        let settings = try TabsScene.settings(of: window)
        #expect(!settings.isViewLoaded)

        try TabsScene.tapButton(titled: "Settings", in: window)

        #expect(settings.view.window === window)
        #expect(settings.tabBarController?.selectedIndex == 1)
        #expect(settings.sizeLabel.text == "Text size: 17 pt")
    }

    @Test func pickingDarkTurnsTheWholeAppDarkAndTheStepperGrowsItsText() throws {
        let window = try launch()
        let inbox = try TabsScene.inbox(of: window)
        try TabsScene.tapButton(titled: "Settings", in: window)
        let settings = try TabsScene.settings(of: window)
        settings.themeControl.selectedSegmentIndex = 1
        settings.themeControl.sendActions(for: .valueChanged)
        settings.sizeStepper.value = 19
        settings.sizeStepper.sendActions(for: .valueChanged)
        Headless.advance(by: 0.1)
        #expect(window.traitCollection.userInterfaceStyle == .dark)
        #expect(inbox.view.traitCollection.userInterfaceStyle == .dark)
        // The grouped background is black in the dark appearance.
        #expect(settings.view.layer.backgroundColor == UIColor(red: 0, green: 0, blue: 0, alpha: 1).cgColor)
        #expect(settings.sizeLabel.text == "Text size: 19 pt")
        #expect(settings.sizeLabel.traitCollection.preferredContentSizeCategory == .extraLarge)
        #expect(settings.sizeLabel.font.pointSize == 19)
        // Auto follows the device again.
        settings.themeControl.selectedSegmentIndex = 2
        settings.themeControl.sendActions(for: .valueChanged)
        Headless.advance(by: 0.1)
        #expect(inbox.view.traitCollection.userInterfaceStyle == .light)
    }
}
