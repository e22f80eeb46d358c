// UIStatusBar.swift: the status bar's styles and animations, and the window scene's status bar
// manager, which answers how the status bar shows from the controllers' preferences.

/// The style of the status bar's content, with UIKit's raw values
/// (https://developer.apple.com/documentation/uikit/uistatusbarstyle).
public enum UIStatusBarStyle: Int, Sendable {
    /// Dark content on a light interface and light content on a dark one (the default).
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds (iOS 13).
    case darkContent = 3
}

/// How the status bar animates when it shows or hides, with UIKit's raw values
/// (https://developer.apple.com/documentation/uikit/uistatusbaranimation).
public enum UIStatusBarAnimation: Int, Sendable {
    /// No animation.
    case none = 0
    /// The status bar fades in and out (a controller's default).
    case fade = 1
    /// The status bar slides in and out.
    case slide = 2
}

/// How the status bar of a window scene shows, as UIKit's `UIStatusBarManager`
/// (https://developer.apple.com/documentation/uikit/uistatusbarmanager): read through
/// `window.windowScene?.statusBarManager`.
///
/// The answers follow the controllers' preferences as UIKit gathers them: from the root
/// controller of the frontmost window that has one, through the controllers it presents full
/// screen (or that set `modalPresentationCapturesStatusBarAppearance`), then through each
/// container's `childForStatusBarStyle` (or `childForStatusBarHidden`); the controller reached
/// gives `preferredStatusBarStyle` (or `prefersStatusBarHidden`). A screen without a status bar
/// (a phone held sideways) hides it whatever the controllers prefer.
///
/// The answers are worked out at each question (a device works them out again when the app calls
/// `setNeedsStatusBarAppearanceUpdate()` and at each transition: see Differences.md); a question
/// asked while one is being answered (a preference that reads the status bar) gets the last answer.
@preconcurrency @MainActor
open class UIStatusBarManager: NSObject {
    /// The scene whose status bar this is; nil once a reset freed it (the answers are then the
    /// defaults).
    private weak var scene: UIWindowScene?

    /// The last answers, and whether a question is being answered.
    private var lastStyle = UIStatusBarStyle.default, lastHidden = false, isAnswering = false

    /// Made once per window scene.
    init(scene: UIWindowScene) {
        self.scene = scene
        super.init()
    }

    /// The style the status bar shows: the preferred style of the controller that decides it,
    /// `.default` when no window has a root controller.
    open var statusBarStyle: UIStatusBarStyle {
        guard let scene, !isAnswering else { return scene == nil ? .default : lastStyle }
        isAnswering = true
        defer { isAnswering = false }
        lastStyle = scene.statusBarController { $0.childForStatusBarStyle }?.preferredStatusBarStyle ?? .default
        return lastStyle
    }

    /// Whether the status bar is hidden: the screen has none in its orientation, or the controller
    /// that decides prefers it hidden.
    open var isStatusBarHidden: Bool {
        guard let scene, !isAnswering else { return scene == nil ? false : lastHidden }
        guard scene.screen.statusBarHeight > 0 else { return true }
        isAnswering = true
        defer { isAnswering = false }
        lastHidden = scene.statusBarController { $0.childForStatusBarHidden }?.prefersStatusBarHidden ?? false
        return lastHidden
    }

    /// The status bar's rectangle in the screen's coordinates: the screen's width and the status
    /// bar's height at the top (54 points on an iPhone 15, 20 on a phone with a home button), or
    /// `.zero` while it is hidden.
    open var statusBarFrame: CGRect {
        guard !isStatusBarHidden else { return .zero }
        let screen = scene?.screen ?? UIScreen.main
        return CGRect(x: 0, y: 0, width: screen.bounds.width, height: screen.statusBarHeight)
    }
}
