// NSRectAlignment.swift: the edges and corners a supplementary item can sit on
// (https://developer.apple.com/documentation/uikit/nsrectalignment).

/// Where a supplementary item sits on its container's edges, with UIKit's raw values.
public enum NSRectAlignment: Int, Sendable {
    /// No edge.
    case none = 0
    /// The top edge, centred.
    case top = 1
    /// The top leading corner.
    case topLeading = 2
    /// The leading edge.
    case leading = 3
    /// The bottom leading corner.
    case bottomLeading = 4
    /// The bottom edge, centred.
    case bottom = 5
    /// The bottom trailing corner.
    case bottomTrailing = 6
    /// The trailing edge.
    case trailing = 7
    /// The top trailing corner.
    case topTrailing = 8
}
