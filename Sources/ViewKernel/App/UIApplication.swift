// UIApplication.swift: the app object, as far as a headless runtime has one: its windows, its
// key window and its state. The notification names it posts are in UIApplication+Notifications.swift.

/// The app, as UIKit's `UIApplication`: `UIApplication.shared` answers which windows exist and
/// which is key, and gives the app's notification names
/// (https://developer.apple.com/documentation/uikit/uiapplication).
///
/// There is no app delegate, launch or event loop here: the test or demo is the app, and
/// `Headless` moves its clock. `Headless.simulateMemoryWarning()` posts
/// ``didReceiveMemoryWarningNotification``; the other notifications are never posted by this
/// package, only named so that code observing them compiles.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// The app's one application object.
    public static let shared = UIApplication()

    /// Made once, for ``shared``; the runtime's state is read through it.
    override init() {
        super.init()
    }

    /// The key window (the one `makeKeyAndVisible()` or `makeKey()` last chose), or nil.
    /// Deprecated by UIKit in iOS 13 in favour of scenes; kept for the code that still reads it.
    open var keyWindow: UIWindow? { Headless.current.keyWindow }

    /// The app's visible and hidden windows that are still alive, in the order they were made
    /// (every window has the same level here, so this is their order back to front).
    open var windows: [UIWindow] { Headless.current.windows }

    /// The orientation of the app's interface as the status bar shows it: `.portrait` until
    /// `Headless.rotate(to:)` turns the device. Deprecated by UIKit in iOS 13 in favour of the
    /// window scene's `interfaceOrientation`; kept for the code that still reads it.
    open var statusBarOrientation: UIInterfaceOrientation { Headless.interfaceOrientation }

    /// Whether the system's idle timer, which locks the screen, is off; false by default. Kept,
    /// and false again at the start of every test (`Headless.reset()`).
    open var isIdleTimerDisabled: Bool {
        get { Headless.current.app.isIdleTimerDisabled }
        set { Headless.current.app.isIdleTimerDisabled = newValue }
    }

    /// The number on the app's icon; 0 by default. Kept, and 0 again at the start of every test
    /// (`Headless.reset()`); deprecated by UIKit in iOS 17 in favour of
    /// `UNUserNotificationCenter.setBadgeCount`.
    open var applicationIconBadgeNumber: Int {
        get { Headless.current.app.applicationIconBadgeNumber }
        set { Headless.current.app.applicationIconBadgeNumber = newValue }
    }

    /// The direction of the app's layout: the device's (`Headless.setTraits(_:)` with a
    /// `layoutDirection`); left to right by default.
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        Headless.current.traits.device.layoutDirection.userInterfaceLayoutDirection
    }

    /// Whether the app can show more than one scene at once: false, as on a phone.
    open var supportsMultipleScenes: Bool { false }

    /// Whether files protected by data protection can be read: always true here (the device is
    /// never locked).
    open var isProtectedDataAvailable: Bool { true }

    /// Whether the app is in the foreground and receiving events: always `.active` here.
    open var applicationState: State { .active }

    /// The running states of an app, with UIKit's raw values.
    public enum State: Int, Sendable {
        /// In the foreground, receiving events.
        case active = 0
        /// In the foreground, not receiving events.
        case inactive = 1
        /// In the background.
        case background = 2
    }
}
