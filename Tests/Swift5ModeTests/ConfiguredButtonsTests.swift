// ConfiguredButtonsTests.swift: the configured buttons of ConfiguredButtons.swift, compiled in
// the Swift 5 language mode, behave as on a device.
import Foundation
import Testing
import UIKit
import HeadlessTesting

@MainActor
@Suite("Button configurations from Swift 5 language-mode code", .headless)
struct ConfiguredButtonsTests {
    private func show() -> (UIWindow, ComposeViewController) {
        let controller = ComposeViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, controller)
    }

    @Test func theButtonsTakeTheirSizesFromTheirConfigurations() {
        let (_, compose) = show()
        let send = compose.sendButton
        #expect(send.frame.height == send.intrinsicContentSize.height)
        #expect(send.frame.height > 44)  // large: 14 above and below the body line
        #expect(send.titleLabel?.text == "Send")
        #expect(compose.attachButton.subtitleLabel?.text == "Photos or files")
        #expect(compose.attachButton.titleLabel?.font == UIFont.preferredFont(forTextStyle: .headline))
        #expect(compose.attachButton.frame.height > send.titleLabel?.frame.height ?? 0)
    }

    @Test func sendingShowsTheActivityIndicatorAndDisablesTheButton() {
        let (window, compose) = show()
        _ = compose.sendButton.tap()
        window.layoutIfNeeded()
        #expect(compose.sentCount == 1)
        #expect(compose.sendButton.titleLabel?.text == "Sending…")
        #expect(!compose.sendButton.isEnabled)
        #expect(compose.sendButton.subviews.contains { ($0 as? UIActivityIndicatorView)?.isAnimating == true })
        _ = compose.sendButton.tap()
        #expect(compose.sentCount == 1)
        compose.finishSending()
        window.layoutIfNeeded()
        #expect(compose.sendButton.isEnabled)
        #expect(compose.sendButton.titleLabel?.text == "Send")
    }

    @Test func theFollowButtonTogglesThroughItsUpdateHandler() {
        let (window, compose) = show()
        let app = XCUIApplication(window: window)
        app.buttons["Follow"].tap()
        window.layoutIfNeeded()
        #expect(compose.followButton.isSelected)
        #expect(compose.followTaps == 1)
        #expect(app.buttons["Following"].exists)
        #expect(app.buttons["Following"].isSelected)
        app.buttons["Following"].tap()
        window.layoutIfNeeded()
        #expect(!compose.followButton.isSelected)
        #expect(compose.followButton.configuration?.title == "Follow")
    }
}
