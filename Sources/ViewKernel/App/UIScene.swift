// UIScene.swift: the app's one window scene, as UIKit's scene-based apps have it: its windows,
// screen, orientation, traits and status bar. There is no scene life cycle or session here.

/// A user interface instance of the app, as UIKit's `UIScene`
/// (https://developer.apple.com/documentation/uikit/uiscene). Headless, the app has exactly one
/// scene, a ``UIWindowScene``, always in the foreground and active.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// Made by the runtime only, as UIKit makes scenes.
    override init() {
        super.init()
    }

    /// Whether the scene is in the foreground and receiving events: always `.foregroundActive`.
    open var activationState: ActivationState { .foregroundActive }

    /// The title the system shows for the scene (in the app switcher); empty by default, and
    /// setting nil makes it empty again, as UIKit's. Kept.
    open var title: String! {
        get { titleStorage ?? "" }
        set { titleStorage = newValue }
    }

    /// The title set, nil until one is.
    private var titleStorage: String?

    /// The states of a scene, with UIKit's raw values.
    public enum ActivationState: Int, Sendable {
        /// Not connected to the app.
        case unattached = -1
        /// On screen, receiving events.
        case foregroundActive = 0
        /// On screen, not receiving events.
        case foregroundInactive = 1
        /// Off screen.
        case background = 2
    }
}

/// The scene that holds the app's windows, as UIKit's `UIWindowScene`
/// (https://developer.apple.com/documentation/uikit/uiwindowscene): reached through
/// `window.windowScene` or `UIApplication.shared.connectedScenes`, as code written since iOS 13
/// finds its windows, its key window and its orientation.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// Made once per runtime (``Headless/reset()`` makes a new one with the new runtime).
    override init() {
        super.init()
    }

    /// The screen the scene is shown on.
    open var screen: UIScreen { UIScreen.main }

    /// The scene's windows that are still alive, back to front: every window except one whose
    /// `windowScene` was set to nil.
    open var windows: [UIWindow] { Headless.current.windows.filter { !$0.isDetachedFromScene } }

    /// The scene's key window (iOS 15), or nil.
    open var keyWindow: UIWindow? {
        guard let window = Headless.current.keyWindow, !window.isDetachedFromScene else { return nil }
        return window
    }

    /// The orientation of the scene's interface: `.portrait` until `Headless.rotate(to:)`.
    open var interfaceOrientation: UIInterfaceOrientation { Headless.interfaceOrientation }

    /// The scene's traits: the screen's (the device's settings, idiom and size classes).
    open var traitCollection: UITraitCollection { screen.traitCollection }

    /// How the scene's status bar shows (style, hidden, frame), from the controllers' preferences.
    open var statusBarManager: UIStatusBarManager? { statusBarManagerStorage }

    /// The status bar manager, made when first asked for.
    private lazy var statusBarManagerStorage = UIStatusBarManager(scene: self)

    /// The controller whose preferences decide the status bar: from the root controller of the
    /// frontmost visible window of the scene that has one (the highest level, the newest among
    /// equals, as an overlay window's root decides on a device), to the last controller presented
    /// above it that captures the status bar and is not being dismissed, then down the
    /// containers' `child` answers (`childForStatusBarStyle` or `childForStatusBarHidden`), again
    /// through what each presents.
    func statusBarController(_ child: (UIViewController) -> UIViewController?) -> UIViewController? {
        let shown = windows.enumerated().filter { !$0.element.isHidden && $0.element.rootViewController != nil }
        let front = shown.max { ($0.element.windowLevel.rawValue, $0.offset) < ($1.element.windowLevel.rawValue, $1.offset) }
        guard var controller = front?.element.rootViewController else { return nil }
        // Bounded: a container that answers with an ancestor would otherwise loop for ever.
        for _ in 0..<64 {
            if let presented = controller.statusBarCapturingPresentation() {
                controller = presented
            } else if let next = child(controller), next !== controller {
                controller = next
            } else {
                break
            }
        }
        return controller
    }
}

extension UIViewController {
    /// Whether this controller, presented, takes the status bar over from its presenter: when it
    /// is shown full screen (its style as adapted to the window: a popover shown full screen on a
    /// phone counts), or sets `modalPresentationCapturesStatusBarAppearance`.
    var capturesStatusBarAppearance: Bool {
        let shownStyle = presentationState.presentation?.presentationController?.adaptedStyle ?? modalPresentationStyle
        return shownStyle == .fullScreen || modalPresentationCapturesStatusBarAppearance
    }

    /// The last controller in the chain of presentations from this one that captures the status
    /// bar and is not being dismissed (a full-screen controller presented by a sheet counts), or nil.
    func statusBarCapturingPresentation() -> UIViewController? {
        var found: UIViewController?
        var next = presentationState.presentedStorage
        for _ in 0..<64 {
            guard let presented = next else { break }
            if presented.capturesStatusBarAppearance, !presented.isBeingDismissed { found = presented }
            next = presented.presentationState.presentedStorage
        }
        return found
    }
}

/// What the runtime keeps of the app as the system sees it: its scene, the URLs it opened, the
/// URL schemes the simulated device's apps handle, the settings the app gave the system, the
/// key-status changes being announced, and what it set on `UIDevice.current`.
@MainActor
final class RuntimeAppState {
    /// The one window scene, once asked for.
    var scene: UIWindowScene?
    /// `Headless.openedURLs`.
    var openedURLs: [URL] = []
    /// `Headless.openableURLSchemes`: the system apps' schemes.
    var openableURLSchemes: Set<String> = ["http", "https", "mailto", "tel", "sms", "facetime", "maps", "app-settings"]
    /// `UIApplication.isRegisteredForRemoteNotifications`.
    var isRegisteredForRemoteNotifications = false
    /// `UIApplication.applicationSupportsShakeToEdit`: true by default, as in UIKit.
    var supportsShakeToEdit = true
    /// `UIApplication.isNetworkActivityIndicatorVisible`.
    var isNetworkActivityIndicatorVisible = false
    /// `UIApplication.isIdleTimerDisabled`.
    var isIdleTimerDisabled = false
    /// `UIApplication.applicationIconBadgeNumber`.
    var applicationIconBadgeNumber = 0
    /// `Headless.playedFeedback`: the haptic feedback the generators played, oldest first.
    var playedFeedback: [Headless.Feedback] = []
    /// The key-status changes whose callbacks are still to run (Window/UIWindow+KeyStatus.swift);
    /// empty between calls.
    var keyStatusChanges: [KeyStatusChange] = []
    /// Whether a call is running the callbacks of ``keyStatusChanges``.
    var isAnnouncingKeyStatus = false
    /// `UIDevice.current`'s orientation notifications, battery and proximity monitoring.
    let device = RuntimeDeviceState()
}

extension HeadlessRuntime {
    /// The runtime's one window scene, made when first asked for.
    var windowScene: UIWindowScene {
        if let scene = app.scene { return scene }
        let scene = UIWindowScene()
        app.scene = scene
        return scene
    }
}
