// HeadlessTrait+Screen.swift: the screens a `.headless` test can start on.

import ViewKernel

extension HeadlessTrait {
    /// The size, scale, safe-area insets, status bar, kind of device and orientation of the screen
    /// a test starts on (`Headless.setScreen(size:scale:safeAreaInsets:statusBarHeight:idiom:)`,
    /// then `Headless.rotate(to:animated:)`).
    public struct Screen: Sendable, Equatable {
        /// The size in points, held upright.
        public var size: CGSize
        /// Pixels per point.
        public var scale: CGFloat
        /// The safe-area insets of a full-screen window.
        public var safeAreaInsets: UIEdgeInsets
        /// The status bar's height held upright; nil: the top inset, at least 20 points.
        public var statusBarHeight: CGFloat?
        /// The kind of device; nil: guessed from the size (an iPad from 700 points on the shorter side).
        public var idiom: UIUserInterfaceIdiom?
        /// The orientation the test starts in; the screen is turned to it without animation.
        public var orientation: UIInterfaceOrientation

        /// A screen of `size` points (held upright) at `scale`, with `safeAreaInsets` and a status
        /// bar `statusBarHeight` high (nil: the top inset, at least 20 points), of the kind `idiom`
        /// (nil: guessed from the size), shown in `orientation`.
        public init(size: CGSize, scale: CGFloat = 2, safeAreaInsets: UIEdgeInsets = .zero, statusBarHeight: CGFloat? = nil,
                    idiom: UIUserInterfaceIdiom? = nil, orientation: UIInterfaceOrientation = .portrait) {
            self.size = size
            self.scale = scale
            self.safeAreaInsets = safeAreaInsets
            self.statusBarHeight = statusBarHeight
            self.idiom = idiom
            self.orientation = orientation
        }

        /// A screen of `size` points at `scale`, with `safeAreaInsets`.
        public static func size(_ size: CGSize, scale: CGFloat = 2, safeAreaInsets: UIEdgeInsets = .zero) -> Screen {
            Screen(size: size, scale: scale, safeAreaInsets: safeAreaInsets)
        }

        /// iPhone SE (2nd and 3rd generation) in portrait: 375x667 points at scale 2, the 20-point
        /// status bar as its top inset. A navigation bar sits at y = 20, a tab bar is 49 points high.
        public static let iPhoneSE = Screen(size: CGSize(width: 375, height: 667), scale: 2,
                                            safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), idiom: .phone)

        /// iPhone 15 in portrait: 393x852 points at scale 3, the Dynamic Island's 59 points on
        /// top (its status bar is 54 points high) and the home indicator's 34 at the bottom. A
        /// navigation bar sits at y = 59, a tab bar is 83 points high (49 and the indicator's 34).
        public static let iPhone15 = Screen(size: CGSize(width: 393, height: 852), scale: 3,
                                            safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
                                            statusBarHeight: 54, idiom: .phone)

        /// iPhone 15 Pro Max in portrait: 430x932 points at scale 3, the Dynamic Island's 59
        /// points on top (a 54-point status bar) and 34 at the bottom. On its side it has a
        /// regular width, as the large phones do.
        public static let iPhone15ProMax = Screen(size: CGSize(width: 430, height: 932), scale: 3,
                                                  safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
                                                  statusBarHeight: 54, idiom: .phone)

        /// iPad (10th generation) in portrait: 820x1180 points at scale 2, a 24-point status bar
        /// as its top inset and 20 points at the bottom for the home indicator; regular width and
        /// height.
        public static let iPadPortrait = Screen(size: CGSize(width: 820, height: 1180), scale: 2,
                                                safeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
                                                statusBarHeight: 24, idiom: .pad)

        /// iPad (10th generation) on its side: 1180x820 points, the same insets at the top and bottom.
        public static let iPadLandscape = Screen(size: CGSize(width: 820, height: 1180), scale: 2,
                                                 safeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
                                                 statusBarHeight: 24, idiom: .pad, orientation: .landscapeLeft)

        /// The default screen: 320x480 points at scale 2, no insets, a 20-point status bar.
        public static let `default` = Screen(size: CGSize(width: 320, height: 480))

        /// Makes this the screen of `UIScreen.main`.
        @MainActor public func install() {
            Headless.setScreen(size: size, scale: scale, safeAreaInsets: safeAreaInsets, statusBarHeight: statusBarHeight,
                               idiom: idiom)
            if orientation != .portrait { Headless.rotate(to: orientation, animated: false) }
        }
    }
}
