// UIApplication+Notifications.swift: the names of the notifications UIKit posts about the app's
// life, with UIKit's string values, so `NotificationCenter` observers written for iOS compile.

extension UIApplication {
    /// Posted when the app receives a memory warning; the object is the app, with no `userInfo`.
    /// Here `Headless.simulateMemoryWarning()` posts it
    /// (https://developer.apple.com/documentation/uikit/uiapplication/didreceivememorywarningnotification).
    nonisolated public static let didReceiveMemoryWarningNotification
        = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")

    /// Posted when the app becomes active; never posted here (the app is always active).
    nonisolated public static let didBecomeActiveNotification
        = Notification.Name("UIApplicationDidBecomeActiveNotification")

    /// Posted when the app is about to stop being active; never posted here.
    nonisolated public static let willResignActiveNotification
        = Notification.Name("UIApplicationWillResignActiveNotification")

    /// Posted when the app enters the background; never posted here.
    nonisolated public static let didEnterBackgroundNotification
        = Notification.Name("UIApplicationDidEnterBackgroundNotification")

    /// Posted when the app is about to leave the background; never posted here.
    nonisolated public static let willEnterForegroundNotification
        = Notification.Name("UIApplicationWillEnterForegroundNotification")

    /// Posted when the app has finished launching; never posted here.
    nonisolated public static let didFinishLaunchingNotification
        = Notification.Name("UIApplicationDidFinishLaunchingNotification")

    /// Posted when the app is about to terminate; never posted here.
    nonisolated public static let willTerminateNotification
        = Notification.Name("UIApplicationWillTerminateNotification")
}
