// UIScreen.swift: the screen's size and scale (320x480 points at scale 2 unless a test chooses).

/// The device screen: its bounds in points and its scale.
///
/// `UIScreen.main` is 320x480 points at scale 2, the device the seed programs were written for.
/// A test or demo chooses another with ``Headless/setScreen(size:scale:)``; ``Headless/reset()``
/// goes back to the default.
@MainActor
open class UIScreen: NSObject {
    /// The screen's rectangle in points, origin zero.
    open private(set) var bounds: CGRect
    /// Pixels per point.
    open private(set) var scale: CGFloat

    /// The native scale (the same as ``scale`` here).
    open var nativeScale: CGFloat { scale }

    /// Makes a screen of `size` points at `scale`.
    init(size: CGSize, scale: CGFloat) {
        bounds = CGRect(origin: .zero, size: size)
        self.scale = scale
        super.init()
    }

    /// The device's screen.
    public static var main: UIScreen { Headless.current.screen }

    /// 320x480 points at scale 2.
    static func makeDefault() -> UIScreen {
        UIScreen(size: CGSize(width: 320, height: 480), scale: defaultScale)
    }

    /// The default screen's scale, readable off the main actor (`UIImage(named:)`).
    nonisolated static let defaultScale: CGFloat = 2
}

extension Headless {
    /// Chooses the size (in points) and scale of `UIScreen.main`, for the windows and default
    /// controller views made after it (they read `UIScreen.main.bounds` when made):
    ///
    ///     Headless.setScreen(size: CGSize(width: 375, height: 667), scale: 3)
    ///
    /// ``Headless/reset()`` goes back to 320x480 points at scale 2.
    public static func setScreen(size: CGSize, scale: CGFloat) {
        current.screen = UIScreen(size: size, scale: scale)
        ImageCache.screenScale = scale
    }
}
