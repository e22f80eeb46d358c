// HeadlessTrait+Screen.swift: the screens a `.headless` test can start on.

import ViewKernel

extension HeadlessTrait {
    /// The size, scale and safe-area insets of the screen a test starts on
    /// (`Headless.setScreen(size:scale:safeAreaInsets:)`).
    public struct Screen: Sendable, Equatable {
        /// The size in points.
        public var size: CGSize
        /// Pixels per point.
        public var scale: CGFloat
        /// The safe-area insets of a full-screen window.
        public var safeAreaInsets: UIEdgeInsets
        /// The status bar's height; nil: the top inset, at least 20 points.
        public var statusBarHeight: CGFloat?

        /// A screen of `size` points at `scale`, with `safeAreaInsets` and a status bar
        /// `statusBarHeight` high (nil: the top inset, at least 20 points).
        public init(size: CGSize, scale: CGFloat = 2, safeAreaInsets: UIEdgeInsets = .zero, statusBarHeight: CGFloat? = nil) {
            self.size = size
            self.scale = scale
            self.safeAreaInsets = safeAreaInsets
            self.statusBarHeight = statusBarHeight
        }

        /// A screen of `size` points at `scale`, with `safeAreaInsets`.
        public static func size(_ size: CGSize, scale: CGFloat = 2, safeAreaInsets: UIEdgeInsets = .zero) -> Screen {
            Screen(size: size, scale: scale, safeAreaInsets: safeAreaInsets)
        }

        /// iPhone SE (2nd and 3rd generation) in portrait: 375x667 points at scale 2, the 20-point
        /// status bar as its top inset. A navigation bar sits at y = 20, a tab bar is 49 points high.
        public static let iPhoneSE = Screen(size: CGSize(width: 375, height: 667), scale: 2,
                                            safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))

        /// iPhone 15 in portrait: 393x852 points at scale 3, the Dynamic Island's 59 points on
        /// top (its status bar is 54 points high) and the home indicator's 34 at the bottom. A
        /// navigation bar sits at y = 59, a tab bar is 83 points high (49 and the indicator's 34).
        public static let iPhone15 = Screen(size: CGSize(width: 393, height: 852), scale: 3,
                                            safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
                                            statusBarHeight: 54)

        /// The default screen: 320x480 points at scale 2, no insets, a 20-point status bar.
        public static let `default` = Screen(size: CGSize(width: 320, height: 480))

        /// Makes this the screen of `UIScreen.main`.
        @MainActor public func install() {
            Headless.setScreen(size: size, scale: scale, safeAreaInsets: safeAreaInsets, statusBarHeight: statusBarHeight)
        }
    }
}
