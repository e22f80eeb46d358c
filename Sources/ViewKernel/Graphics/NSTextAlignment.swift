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
    /// The script's natural alignment: left, as every script here runs left to right.
    case natural = 4
}
