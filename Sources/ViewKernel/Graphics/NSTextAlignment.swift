// NSTextAlignment.swift: how lines sit horizontally in their container (UIKit's raw values on iOS).

/// The horizontal alignment of text, as UIKit's `NSTextAlignment` on iOS (not AppKit's order).
public enum NSTextAlignment: Int, Sendable, CaseIterable {
    /// Lines start at the left edge.
    case left = 0
    /// Lines are centred.
    case center = 1
    /// Lines end at the right edge.
    case right = 2
    /// Lines fill the width. Laid out as `.left` here: words are not spread (Docs/TextMetrics.md).
    case justified = 3
    /// The natural alignment of the view's direction: left in a view running left to right,
    /// right in one running right to left (Arabic, Hebrew).
    case natural = 4
}

extension NSTextAlignment {
    /// The alignment lines are laid out with in a view running right to left when `rightToLeft`:
    /// `.natural` (and `.justified`, whose words are not spread) ends at the right edge there and
    /// starts at the left one otherwise; the others are themselves.
    package func resolved(rightToLeft: Bool) -> NSTextAlignment {
        switch self {
        case .natural, .justified: rightToLeft ? .right : .left
        default: self
        }
    }
}
