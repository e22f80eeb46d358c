// UIInterfaceOrientation.swift: the orientations of the app's user interface, the masks of
// those a view controller supports and the direction of its layout, with UIKit's raw values.
// A headless screen starts in portrait; `Headless.rotate(to:)` turns it.

/// The orientation of the app's user interface, with UIKit's raw values: `.landscapeLeft` is the
/// device's landscape-right (4) and `.landscapeRight` its landscape-left (3), since turning the
/// device one way turns the content the other.
public enum UIInterfaceOrientation: Int, Sendable {
    /// The orientation is not known.
    case unknown = 0
    /// Upright, the home button (or indicator) at the bottom.
    case portrait = 1
    /// Upside down, the home button at the top.
    case portraitUpsideDown = 2
    /// On its side, the home button on the left.
    case landscapeLeft = 4
    /// On its side, the home button on the right.
    case landscapeRight = 3

    /// Whether the orientation is `.portrait` or `.portraitUpsideDown`.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }

    /// Whether the orientation is `.landscapeLeft` or `.landscapeRight`.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// The interface orientations a view controller supports, as UIKit's
/// `UIInterfaceOrientationMask`: one bit per orientation, at `1 << rawValue` of that orientation.
public struct UIInterfaceOrientationMask: OptionSet, Hashable, Sendable {
    /// The bits of the mask.
    public let rawValue: UInt
    /// Makes a mask from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Portrait (2).
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    /// Landscape with the home button on the left (16).
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    /// Landscape with the home button on the right (8).
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    /// Upside-down portrait (4).
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    /// Both landscape orientations.
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// Every orientation.
    public static let all: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
    /// Every orientation but upside-down portrait (a phone's default).
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}

/// The direction a user interface is laid out in, as UIKit's `UIUserInterfaceLayoutDirection`,
/// with UIKit's raw values.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// Left to right, as in English.
    case leftToRight = 0
    /// Right to left, as in Arabic and Hebrew.
    case rightToLeft = 1
}
