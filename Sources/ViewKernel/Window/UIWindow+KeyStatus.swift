// UIWindow+KeyStatus.swift: the notifications of a window's key status and visibility, and the
// steps that end a key status (the override points canBecomeKey, becomeKey() and resignKey() are
// in UIWindow.swift, where a subclass can override them).

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

    /// Ends the window's key status: no longer key (nor the runtime's key window), then
    /// ``resignKey()``, then ``didResignKeyNotification``.
    func endKeyStatus() {
        isKeyWindow = false
        let runtime = Headless.current
        if runtime.keyWindow === self { runtime.keyWindow = nil }
        resignKey()
        postWindowNotification(UIWindow.didResignKeyNotification)
    }

    /// Posts one of the window notifications on the default center, the window as the object.
    func postWindowNotification(_ name: Notification.Name) {
        NotificationCenter.default.post(name: name, object: self)
    }
}
