// NSAttributedString+Keys.swift: the text attributes UIKit adds to Foundation's attributed strings.

extension NSAttributedString.Key {
    /// The `UIFont` of the text (UIKit's `NSFontAttributeName`); Helvetica 12 when absent.
    public static let font = NSAttributedString.Key("NSFont")
    /// The `UIColor` of the text (UIKit's `NSForegroundColorAttributeName`); black when absent.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The `UIColor` behind the text (UIKit's `NSBackgroundColorAttributeName`); none when absent.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
}
