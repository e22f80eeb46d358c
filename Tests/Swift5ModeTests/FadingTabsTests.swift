// FadingTabsTests.swift: the tab fade of FadingTabs.swift, compiled in the Swift 5 language
// mode: a tap on a tab fades the new tab in on the virtual clock.
import Foundation
import Testing
import UIKit
import HeadlessTesting

@MainActor
@Suite("A custom tab switch animator from Swift 5 language-mode code", .headless)
struct FadingTabsTests {
    @Test func aTapOnATabFadesTheNewTabIn() throws {
        let feed = UIViewController(), inbox = UIViewController()
        feed.title = "Feed"
        inbox.title = "Inbox"
        let tabs = FadingTabBarController()
        tabs.viewControllers = [feed, inbox]
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        defer { withExtendedLifetime(window) {} }

        _ = window.tap(at: CGPoint(x: 240, y: 455))
        Headless.advance(by: 0.125)

        let layer = try #require(inbox.view.layer.presentation())
        #expect(layer.opacity > 0.2 && layer.opacity < 0.8)
        Headless.runUntilIdle()
        #expect(tabs.switches == ["Feed → Inbox"])
        #expect(tabs.selectedViewController === inbox && inbox.view.superview === tabs.view)
    }
}
