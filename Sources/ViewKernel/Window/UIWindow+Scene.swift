// UIWindow+Scene.swift: the window's scene (iOS 13). Every window is in the app's one window
// scene unless code takes it out.

extension UIWindow {
    /// The scene the window is in (iOS 13): the app's one window scene, or nil once set to nil.
    /// Setting nil takes the window out of the scene's `windows` and `keyWindow`, and out of the
    /// windows the status bar is decided from; setting a scene puts it back.
    public var windowScene: UIWindowScene? {
        get { isDetachedFromScene ? nil : Headless.current.windowScene }
        set { isDetachedFromScene = newValue == nil }
    }
}

extension UIApplication {
    /// The scenes connected to the app (iOS 13): its one window scene.
    public var connectedScenes: Set<UIScene> { [Headless.current.windowScene] }

    /// The style of the status bar, as the window scene's status bar manager answers it.
    /// Deprecated by UIKit in iOS 13 in favour of `UIStatusBarManager`; kept for the code that
    /// still reads it.
    /// Setting it changes nothing, as on a device whose app lets its controllers decide the
    /// status bar (the default since iOS 9, and the only way here).
    public var statusBarStyle: UIStatusBarStyle {
        get { Headless.current.windowScene.statusBarManager?.statusBarStyle ?? .default }
        set { _ = newValue }
    }

    /// Deprecated by UIKit in iOS 9; changes nothing, as ``statusBarStyle``'s setter.
    public func setStatusBarStyle(_ statusBarStyle: UIStatusBarStyle, animated: Bool) {}

    /// Whether the status bar is hidden, as the window scene's status bar manager answers it.
    /// Deprecated by UIKit in iOS 13; kept for the code that still reads it.
    /// Setting it changes nothing, as ``statusBarStyle``'s setter.
    public var isStatusBarHidden: Bool {
        get { Headless.current.windowScene.statusBarManager?.isStatusBarHidden ?? false }
        set { _ = newValue }
    }

    /// Deprecated by UIKit in iOS 9; changes nothing, as ``statusBarStyle``'s setter.
    public func setStatusBarHidden(_ hidden: Bool, with animation: UIStatusBarAnimation) {}

    /// The status bar's rectangle in screen coordinates (`.zero` while hidden), as the window
    /// scene's status bar manager answers it. Deprecated by UIKit in iOS 13; kept for the code
    /// that still reads it (`UIApplication.shared.statusBarFrame.height`).
    public var statusBarFrame: CGRect {
        Headless.current.windowScene.statusBarManager?.statusBarFrame ?? .zero
    }
}
