// SwiftTestingTests.swift: Swift Testing beside `import UIKit`, as an iOS project writes its tests.
// Without this package's `_Testing_UIKit` overlay the file would not compile on Linux ("no such
// module '_Testing_UIKit'").

import UIKit
import Testing
import HeadlessTesting

@MainActor
@Suite("Swift Testing with import UIKit", .headless)
struct SwiftTestingTests {
    @Test func aButtonTapRunsItsAction() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let panel = DownloadPanel(frame: window.bounds)
        window.addSubview(panel)
        window.makeKeyAndVisible()
        panel.button.tap()
        #expect(panel.downloads == 1)
    }

    @Test func aSumOfLiteralsIsComparedAsACGFloatWhenWrappedInOne() {
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        // `#expect(bar.frame.height == 40 + 4)` would fail on Linux (Docs/Testing.md).
        #expect(bar.frame.height == CGFloat(40 + 4))
    }
}

@MainActor
@Suite("iOS app code under Swift Testing", .headless)
struct SwiftTestingAppTests {
    /// A key window showing a fresh stopwatch.
    private func showStopwatch() -> (UIWindow, StopwatchViewController) {
        let controller = StopwatchViewController()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return (window, controller)
    }

    @Test func aMemoryWarningReachesTheOverride() {
        let (window, controller) = showStopwatch()
        Headless.simulateMemoryWarning()
        #expect(controller.cachesPurged == 1)
        withExtendedLifetime(window) {}
    }

    @Test func timersFireAsTheClockMoves() throws {
        let (window, controller) = showStopwatch()
        controller.start()
        let timer: Timer = try #require(controller.timer)     // UIKit's Timer: the virtual clock's
        Headless.advance(by: 5)
        #expect(controller.seconds == 5)
        #expect(controller.autosaves == 1)
        #expect(timer.isValid)
        withExtendedLifetime(window) {}
    }

    @Test func aTimerMadeHereFiresToo() {
        var fired = false
        Timer.scheduledTimer(withTimeInterval: 0.25, repeats: false) { _ in fired = true }
        Headless.advance(by: 0.25)
        #expect(fired)
    }

    @Test func aDelayedRefreshRunsOnce() {
        let (window, controller) = showStopwatch()
        controller.scheduleRefresh()
        controller.scheduleRefresh()
        Headless.runUntilIdle()
        #expect(controller.refreshes == 1)
        withExtendedLifetime(window) {}
    }

    @Test func theKeyboardNotificationReachesTheObserver() {
        let (window, controller) = showStopwatch()
        NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil,
                                        userInfo: [UIResponder.keyboardFrameEndUserInfoKey: CGRect(x: 0, y: 200, width: 320, height: 280)])
        #expect(controller.keyboardHeights == [280])
        withExtendedLifetime(window) {}
    }

    @Test func theCountdownEndsAfterThreeSeconds() {
        let label = CountdownLabel(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        label.start()
        Headless.runUntilIdle()
        #expect(label.text == "Go!")
    }

    @Test func aCellWithItsOwnInitialiserKeepsItsTitle() {
        let cell = TitleCell(title: "Profile")
        #expect(cell.title == "Profile")
        #expect(cell.reuseIdentifier == nil)
    }

    @Test func imagesLoadInADetachedTask() async throws {
        let store = AvatarStore(bundle: try #require(demoImageBundle()))
        let size = await store.loadInBackground(named: "me")
        #expect(size == CGSize(width: 40, height: 40))
    }
}
