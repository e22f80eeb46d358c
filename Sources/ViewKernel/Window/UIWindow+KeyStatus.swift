// UIWindow+KeyStatus.swift: the notifications of a window's key status and visibility, and the
// announcing of key-status changes (the override points canBecomeKey, becomeKey() and
// resignKey() are in UIWindow.swift, where a subclass can override them).

extension UIWindow {
    /// Posted when a window becomes visible (its `isHidden` turns false, as `makeKeyAndVisible()`
    /// does); the object is the window, with no `userInfo`.
    nonisolated public static let didBecomeVisibleNotification
        = Notification.Name("UIWindowDidBecomeVisibleNotification")

    /// Posted when a window becomes hidden (its `isHidden` turns true); the object is the window,
    /// with no `userInfo`.
    nonisolated public static let didBecomeHiddenNotification
        = Notification.Name("UIWindowDidBecomeHiddenNotification")

    /// Posted when a window becomes the key window; the object is the window, with no `userInfo`.
    nonisolated public static let didBecomeKeyNotification
        = Notification.Name("UIWindowDidBecomeKeyNotification")

    /// Posted when a window stops being the key window; the object is the window, with no
    /// `userInfo`.
    nonisolated public static let didResignKeyNotification
        = Notification.Name("UIWindowDidResignKeyNotification")

    /// Ends the window's key status as hiding it does: no longer key (nor the runtime's key
    /// window), then ``resignKey()`` and ``didResignKeyNotification``.
    func endKeyStatus() {
        isKeyWindow = false
        let runtime = Headless.current
        if runtime.keyWindow === self { runtime.keyWindow = nil }
        announceKeyStatus([KeyStatusChange(window: self, becameKey: false)])
    }

    /// Tells the windows of `changes`, in order, that their key status changed (``becomeKey()``
    /// or ``resignKey()``, then the notification), once the state has changed. A change made
    /// inside one of these callbacks has its state changed at once and its callbacks queued
    /// after the ones under way, so that the callbacks of one window alternate and the state
    /// never shows two key windows. A `Headless.reset()` inside a callback ends the announcing:
    /// nothing more is called or posted, as a reset posts nothing.
    func announceKeyStatus(_ changes: [KeyStatusChange]) {
        let app = Headless.current.app
        app.keyStatusChanges.append(contentsOf: changes)
        guard !app.isAnnouncingKeyStatus else { return }
        app.isAnnouncingKeyStatus = true
        defer {
            app.isAnnouncingKeyStatus = false
            app.keyStatusChanges.removeAll()  // left over only after a reset: let go of the windows
        }
        while Headless.current.app === app, !app.keyStatusChanges.isEmpty {
            let change = app.keyStatusChanges.removeFirst()
            if change.becameKey { change.window.becomeKey() } else { change.window.resignKey() }
            guard Headless.current.app === app else { break }  // reset by the override
            let name = change.becameKey ? UIWindow.didBecomeKeyNotification : UIWindow.didResignKeyNotification
            change.window.postWindowNotification(name)
        }
    }

    /// Posts one of the window notifications on the default center, the window as the object.
    func postWindowNotification(_ name: Notification.Name) {
        NotificationCenter.default.post(name: name, object: self)
    }
}

/// A change of a window's key status whose callbacks are still to run.
struct KeyStatusChange {
    /// The window, kept until its callbacks have run.
    let window: UIWindow
    /// True when it became key, false when it stopped being key.
    let becameKey: Bool
}
