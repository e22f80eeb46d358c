// ComposeSceneTests.swift: the compose scene's configured buttons, menus and sheet, step by step.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets
@testable import Demos

@MainActor
@Suite("compose scene", .headless)
struct ComposeSceneTests {
    private func launch() throws -> (UIWindow, ComposeViewController) {
        Headless.setScreen(size: CGSize(width: 320, height: 480), scale: 2)
        let window = try ComposeScene().makeWindow()
        Headless.runUntilIdle()
        let navigation = try #require(window.rootViewController as? UINavigationController)
        return (window, try #require(navigation.topViewController as? ComposeViewController))
    }

    @Test func theButtonsAreConfiguredAsTheScreenSays() throws {
        let (_, compose) = try launch()
        #expect(compose.sendButton.configuration?.title == "Send")
        #expect(compose.audienceButton.titleLabel?.text == "Everyone")
        #expect(compose.attachButton.menu?.children.count == 3)
        #expect(compose.sendButton.frame.height > 30)
    }

    @Test func eachStepDoesWhatTheScriptSays() throws {
        let (window, compose) = try launch()
        let steps = ComposeScene().steps
        try steps[1].perform(window)
        let app = XCUIApplication(window: window)
        #expect(app.buttons["Photo"].exists)
        try steps[2].perform(window)
        #expect(compose.attachments == ["Photo"])
        #expect(!app.buttons["Photo"].exists)
        try steps[3].perform(window)
        compose.audienceButton.layoutIfNeeded()
        #expect(compose.audienceButton.titleLabel?.text == "Friends")
        try steps[4].perform(window)
        #expect(compose.isSending)
        #expect(compose.sendButton.configuration?.showsActivityIndicator == true)
        try steps[5].perform(window)
        #expect(compose.isSent)
        #expect(!compose.sendButton.isEnabled)
        try steps[6].perform(window)
        let sheet = try #require(compose.presentedViewController?.sheetPresentationController)
        #expect(compose.presentedViewController is ScheduleViewController)
        #expect(sheet.selectedDetentIdentifier == nil || sheet.selectedDetentIdentifier == .medium)
        try steps[7].perform(window)
        #expect(sheet.selectedDetentIdentifier == .large)
    }
}
