// WindowKeyStatusTests.swift: canBecomeKey, becomeKey(), resignKey() and the UIWindow
// visibility and key notifications (Window/UIWindow.swift, UIWindow+KeyStatus.swift).

import Foundation
import Testing
import HeadlessTesting
import ViewKernel

/// A window that records its key-status callbacks and can refuse to become key.
private final class RecordingWindow: UIWindow {
    var refusesKey = false
    var calls: [String] = []
    var wasKeyInBecomeKey: Bool?

    override var canBecomeKey: Bool { !refusesKey }

    override func becomeKey() {
        super.becomeKey()
        wasKeyInBecomeKey = isKeyWindow
        calls.append("becomeKey")
    }

    override func resignKey() {
        super.resignKey()
        calls.append("resignKey")
    }
}

/// Records the four window notifications, in order, as "name window-tag".
@MainActor
private final class WindowNotificationLog {
    private(set) var entries: [String] = []

    init() {
        let center = NotificationCenter.default
        center.addObserver(self, action: WindowNotificationLog.visible, name: UIWindow.didBecomeVisibleNotification, object: nil)
        center.addObserver(self, action: WindowNotificationLog.hidden, name: UIWindow.didBecomeHiddenNotification, object: nil)
        center.addObserver(self, action: WindowNotificationLog.key, name: UIWindow.didBecomeKeyNotification, object: nil)
        center.addObserver(self, action: WindowNotificationLog.resign, name: UIWindow.didResignKeyNotification, object: nil)
    }

    func visible(_ note: Notification) { record("visible", note) }
    func hidden(_ note: Notification) { record("hidden", note) }
    func key(_ note: Notification) { record("key", note) }
    func resign(_ note: Notification) { record("resign", note) }

    private func record(_ label: String, _ note: Notification) {
        entries.append("\(label) \((note.object as? UIWindow)?.tag ?? -1)")
    }

    func stop() {
        NotificationCenter.default.removeObserver(self)
    }
}

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
}
