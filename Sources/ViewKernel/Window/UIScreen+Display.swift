// UIScreen+Display.swift: what a screen says of its display beyond its bounds and scale: its
// size in pixels, its refresh rate, whether it is captured, and the list of screens.

extension UIScreen {
    /// The screen's rectangle in pixels, in portrait: `bounds` times `nativeScale` (640 x 960
    /// for the default screen).
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * nativeScale, height: bounds.height * nativeScale)
    }

    /// The most frames a second the screen shows: 60, the rate of the simulated frames
    /// (`UIWindow.simulatedFrameDuration`).
    public var maximumFramesPerSecond: Int { 60 }

    /// Whether the screen is being recorded, mirrored or sent over AirPlay: never here.
    public var isCaptured: Bool { false }

    /// The screens attached to the device: only `main` here.
    public static var screens: [UIScreen] { [main] }
}
