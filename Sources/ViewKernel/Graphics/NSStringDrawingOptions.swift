// NSStringDrawingOptions.swift: the options of string measurement (UIKit's bits).

/// Options for `boundingRect(with:options:attributes:context:)`, as UIKit's
/// `NSStringDrawingOptions`.
public struct NSStringDrawingOptions: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: Int
    /// Makes options from their raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Lay the text out in lines wrapped to the given width (without it, the text is one
    /// unwrapped line per paragraph).
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Use the font's leading in line heights (always the case here: `lineHeight` includes it).
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Use glyph image bounds rather than typographic bounds (no effect here).
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Truncate the last line that fits in the given height with "…".
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}
