// UIBarStyle.swift: the older style of bars, which a navigation controller's status bar follows.

/// The style of a bar, with UIKit's raw values
/// (https://developer.apple.com/documentation/uikit/uibarstyle).
public enum UIBarStyle: Int, Sendable {
    /// The default style: dark content on a light bar.
    case `default` = 0
    /// A dark bar with light content; a navigation controller's status bar shows light content.
    case black = 1
    /// Deprecated by UIKit: `.black` with a translucent bar.
    case blackTranslucent = 2

    /// Deprecated by UIKit: the same value as `.black`.
    public static let blackOpaque = UIBarStyle.black
}
