// NSLineBreakMode.swift: how text wraps and where an overlong line is cut (UIKit's raw values).

/// How lines wrap and how the last line is cut when the text does not fit, as UIKit's
/// `NSLineBreakMode`. In a multi-line label every mode but `.byCharWrapping` wraps at word
/// boundaries; the truncating modes and `.byClipping` decide what happens to the last line.
public enum NSLineBreakMode: Int, Sendable, CaseIterable {
    /// Wrap at word boundaries; a word longer than the line is broken between characters.
    case byWordWrapping = 0
    /// Wrap before the first character that does not fit.
    case byCharWrapping = 1
    /// Do not truncate: the last line runs past the edge and is clipped.
    case byClipping = 2
    /// Show the end of the last line, with "…" in place of its start.
    case byTruncatingHead = 3
    /// Show the start of the last line, with "…" in place of its end.
    case byTruncatingTail = 4
    /// Show both ends of the last line, with "…" in place of its middle.
    case byTruncatingMiddle = 5
}
