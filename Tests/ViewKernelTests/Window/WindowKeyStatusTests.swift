// WindowKeyStatusTests.swift: canBecomeKey, becomeKey(), resignKey() and the UIWindow
// visibility and key notifications (Window/UIWindow.swift, UIWindow+KeyStatus.swift).

import Foundation
import Testing
import HeadlessTesting
import ViewKernel

@MainActor
@Suite("Window key status", .headless)
struct WindowKeyStatusTests {
    private func makeWindow(tag: Int) -> RecordingWindow {
        let window = RecordingWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.tag = tag
        return window
    }

    @Test func aWindowCanBecomeKeyByDefault() {
        #expect(UIWindow().canBecomeKey)
    }

    @Test func makeKeyAndVisiblePostsVisibleThenKey() {
        let log = WindowNotificationLog()
        defer { log.stop() }
        let window = makeWindow(tag: 1)

        window.makeKeyAndVisible()

        #expect(log.entries == ["visible 1", "key 1"])
        #expect(window.calls == ["becomeKey"])
        #expect(window.wasKeyInBecomeKey == true)
    }

    @Test func makingAnotherWindowKeyResignsThePreviousOneFirst() {
        let first = makeWindow(tag: 1), second = makeWindow(tag: 2)
        first.makeKeyAndVisible()
        let log = WindowNotificationLog()
        defer { log.stop() }

        second.makeKey()

        #expect(log.entries == ["resign 1", "key 2"])
        #expect(first.calls == ["becomeKey", "resignKey"])
        #expect(second.calls == ["becomeKey"])
        #expect(!first.isKeyWindow)
        #expect(UIApplication.shared.keyWindow === second)
    }

    @Test func makingTheKeyWindowKeyAgainPostsNothing() {
        let window = makeWindow(tag: 1)
        window.makeKeyAndVisible()
        let log = WindowNotificationLog()
        defer { log.stop() }

        window.makeKey()

        #expect(log.entries.isEmpty)
        #expect(window.calls == ["becomeKey"])
    }

    @Test func hidingTheKeyWindowResignsItThenPostsHidden() {
        let window = makeWindow(tag: 1)
        window.makeKeyAndVisible()
        let log = WindowNotificationLog()
        defer { log.stop() }

        window.isHidden = true

        #expect(log.entries == ["resign 1", "hidden 1"])
        #expect(window.calls == ["becomeKey", "resignKey"])
        #expect(UIApplication.shared.keyWindow == nil)
    }

    @Test func showingAndHidingAWindowThatIsNotKeyPostsOnlyVisibility() {
        let window = makeWindow(tag: 3)
        let log = WindowNotificationLog()
        defer { log.stop() }

        window.isHidden = false
        window.isHidden = false
        window.isHidden = true

        #expect(log.entries == ["visible 3", "hidden 3"])
        #expect(window.calls.isEmpty)
    }

    @Test func aWindowThatCannotBecomeKeyIsShownButNotMadeKey() {
        let main = makeWindow(tag: 1)
        main.makeKeyAndVisible()
        let overlay = makeWindow(tag: 2)
        overlay.refusesKey = true
        let log = WindowNotificationLog()
        defer { log.stop() }

        overlay.makeKeyAndVisible()
        overlay.makeKey()

        #expect(!overlay.isHidden)
        #expect(!overlay.isKeyWindow)
        #expect(main.isKeyWindow)
        #expect(UIApplication.shared.keyWindow === main)
        #expect(log.entries == ["visible 2"])
        #expect(overlay.calls.isEmpty)
    }

    @Test func theNotificationsHaveUIKitsNames() {
        #expect(UIWindow.didBecomeVisibleNotification.rawValue == "UIWindowDidBecomeVisibleNotification")
        #expect(UIWindow.didBecomeHiddenNotification.rawValue == "UIWindowDidBecomeHiddenNotification")
        #expect(UIWindow.didBecomeKeyNotification.rawValue == "UIWindowDidBecomeKeyNotification")
        #expect(UIWindow.didResignKeyNotification.rawValue == "UIWindowDidResignKeyNotification")
    }

    // MARK: - With a root view controller

    @Test func theFirstScreensViewDidAppearFindsItsWindowKey() {
        let log = WindowNotificationLog()
        defer { log.stop() }
        let window = makeWindow(tag: 1)
        window.rootViewController = KeyReportingController(log: log)

        window.makeKeyAndVisible()

        #expect(log.entries == ["visible 1", "key 1", "willAppear key", "didAppear key"])
        #expect(window.calls == ["becomeKey"])
    }

    @Test func showingAWindowThatIsNotMadeKeyPostsVisibleBeforeItsRootAppears() {
        let main = makeWindow(tag: 1)
        main.makeKeyAndVisible()
        let log = WindowNotificationLog()
        defer { log.stop() }
        let overlay = makeWindow(tag: 2)
        overlay.rootViewController = KeyReportingController(log: log)

        overlay.isHidden = false

        #expect(log.entries == ["visible 2", "willAppear not-key", "didAppear not-key"])
        #expect(UIApplication.shared.keyWindow === main)
    }

    @Test func hidingTheKeyWindowResignsItBeforeItsRootDisappears() {
        let window = makeWindow(tag: 1)
        let log = WindowNotificationLog()
        defer { log.stop() }
        window.rootViewController = KeyReportingController(log: log)
        window.makeKeyAndVisible()
        let shown = log.entries.count

        window.isHidden = true

        #expect(Array(log.entries.dropFirst(shown)) == ["resign 1", "willDisappear not-key", "didDisappear not-key", "hidden 1"])
        #expect(!window.isKeyWindow)
        #expect(UIApplication.shared.keyWindow == nil)
        #expect(window.calls == ["becomeKey", "resignKey"])

        window.makeKeyAndVisible()

        #expect(Array(log.entries.dropFirst(shown + 4)) == ["visible 1", "key 1", "willAppear key", "didAppear key"])
    }

    // MARK: - Re-entrance

    @Test func makingAWindowKeyFromResignKeyLeavesOnlyTheLastAskedKey() {
        let first = makeWindow(tag: 1), second = makeWindow(tag: 2), third = makeWindow(tag: 3)
        first.makeKeyAndVisible()
        first.onResignKey = { third.makeKey() }
        let log = WindowNotificationLog()
        defer { log.stop() }

        second.makeKey()

        #expect([first, second, third].filter(\.isKeyWindow).map(\.tag) == [3])
        #expect(UIApplication.shared.keyWindow === third)
        #expect(log.entries == ["resign 1", "key 2", "resign 2", "key 3"])
        #expect(second.calls == ["becomeKey", "resignKey"])
        #expect(third.calls == ["becomeKey"])
    }

    @Test func makingAWindowKeyFromADidResignKeyObserverLeavesOnlyTheLastAskedKey() {
        let first = makeWindow(tag: 1), second = makeWindow(tag: 2), third = makeWindow(tag: 3)
        first.makeKeyAndVisible()
        let handOff = KeyHandOff(from: first, to: third)
        defer { handOff.stop() }
        let log = WindowNotificationLog()
        defer { log.stop() }

        second.makeKeyAndVisible()

        #expect([first, second, third].filter(\.isKeyWindow).map(\.tag) == [3])
        #expect(UIApplication.shared.keyWindow === third)
        #expect(log.entries == ["visible 2", "resign 1", "key 2", "resign 2", "key 3"])
    }

    @Test func hidingAWindowFromItsDidBecomeVisibleObserverLeavesItsRootUnshown() {
        let log = WindowNotificationLog()
        defer { log.stop() }
        let window = makeWindow(tag: 1)
        window.rootViewController = KeyReportingController(log: log)
        let observer = NotificationCenter.default.addObserver(forName: UIWindow.didBecomeVisibleNotification,
                                                              object: window, queue: nil) { _ in
            MainActor.assumeIsolated { window.isHidden = true }
        }
        defer { NotificationCenter.default.removeObserver(observer) }

        window.isHidden = false

        // The block observer hears the notification before the log does, so only the set is checked.
        #expect(window.isHidden)
        #expect(log.entries.sorted() == ["hidden 1", "visible 1"])
    }

    @Test func showingAWindowFromItsDidResignKeyObserverLeavesItVisibleWithItsRootShown() {
        let window = makeWindow(tag: 1)
        let log = WindowNotificationLog()
        defer { log.stop() }
        window.rootViewController = KeyReportingController(log: log)
        window.makeKeyAndVisible()
        let observer = NotificationCenter.default.addObserver(forName: UIWindow.didResignKeyNotification,
                                                              object: window, queue: nil) { _ in
            MainActor.assumeIsolated { window.isHidden = false }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        let shown = log.entries.count

        window.isHidden = true

        // The block observer hears the notification before the log does, so only the set is checked.
        #expect(!window.isHidden)
        #expect(log.entries.dropFirst(shown).sorted() == ["resign 1", "visible 1"])
        #expect(window.calls == ["becomeKey", "resignKey"])
    }

    @Test func aRootSetFromADidBecomeVisibleObserverAppearsOnceTheWindowIsKey() {
        let log = WindowNotificationLog()
        defer { log.stop() }
        let window = makeWindow(tag: 1)
        let observer = NotificationCenter.default.addObserver(forName: UIWindow.didBecomeVisibleNotification,
                                                              object: window, queue: nil) { _ in
            MainActor.assumeIsolated { window.rootViewController = KeyReportingController(log: log) }
        }
        defer { NotificationCenter.default.removeObserver(observer) }

        window.makeKeyAndVisible()

        #expect(log.entries == ["visible 1", "key 1", "willAppear key", "didAppear key"])
    }

    @Test func theKeyboardsWindowIsShownButNeverMadeKey() {
        let window = makeWindow(tag: 1)
        window.makeKeyAndVisible()
        let field = TypingView(frame: CGRect(x: 20, y: 40, width: 200, height: 30))
        window.addSubview(field)
        let log = WindowNotificationLog()
        defer { log.stop() }

        #expect(field.becomeFirstResponder())
        Headless.runUntilIdle()
        #expect(field.resignFirstResponder())
        Headless.runUntilIdle()

        // The keyboard's window has tag 0 and is not among the app's windows, as on iOS.
        #expect(log.entries == ["visible 0", "hidden 0"])
        #expect(UIApplication.shared.windows.map(\.tag) == [1])
        #expect(UIApplication.shared.keyWindow === window)
    }

    // MARK: - Reset

    @Test func resetPostsNoWindowNotification() {
        let window = makeWindow(tag: 1)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        let other = makeWindow(tag: 2)
        other.isHidden = false
        let field = TypingView(frame: CGRect(x: 20, y: 40, width: 200, height: 30))
        window.addSubview(field)
        #expect(field.becomeFirstResponder())
        #expect(Headless.keyboardFrame != nil)
        let log = WindowNotificationLog()
        defer { log.stop() }
        let keyboardLog = KeyboardLog()
        defer { NotificationCenter.default.removeObserver(keyboardLog) }

        Headless.reset()

        #expect(log.entries.isEmpty)
        #expect(keyboardLog.names.isEmpty)
        #expect(!window.isKeyWindow)
        #expect(UIApplication.shared.keyWindow == nil)
        #expect(window.calls == ["becomeKey"])
    }

    @Test func aResetFromResignKeyPostsNothingAfterIt() {
        let first = makeWindow(tag: 1), second = makeWindow(tag: 2)
        first.makeKeyAndVisible()
        first.onResignKey = { Headless.reset() }
        let posted = PostedWindowNotifications()
        defer { posted.stop() }

        second.makeKey()

        #expect(posted.names.isEmpty)
        #expect(second.calls.isEmpty)
        #expect(UIApplication.shared.keyWindow == nil)
    }

    @Test func aResetFromADidResignKeyObserverPostsNothingAfterIt() {
        let first = makeWindow(tag: 1), second = makeWindow(tag: 2)
        first.makeKeyAndVisible()
        let resetter = NotificationCenter.default.addObserver(forName: UIWindow.didResignKeyNotification,
                                                              object: first, queue: nil) { _ in
            MainActor.assumeIsolated { Headless.reset() }
        }
        defer { NotificationCenter.default.removeObserver(resetter) }
        let posted = PostedWindowNotifications()
        defer { posted.stop() }

        second.makeKey()

        #expect(posted.names == ["UIWindowDidResignKeyNotification"])
        #expect(second.calls.isEmpty)
        #expect(UIApplication.shared.keyWindow == nil)
    }
}
