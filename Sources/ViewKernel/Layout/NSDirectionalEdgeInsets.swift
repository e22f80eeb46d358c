// NSDirectionalEdgeInsets.swift: insets by leading and trailing edges instead of left and right.

/// Insets measured from the leading and trailing edges, as UIKit's `NSDirectionalEdgeInsets`: left
/// to right, leading is the left edge; right to left, the right edge.
public struct NSDirectionalEdgeInsets: Equatable, Hashable, Sendable {
    /// The inset at the top.
    public var top: CGFloat
    /// The inset at the leading edge (the left, left to right; the right, right to left).
    public var leading: CGFloat
    /// The inset at the bottom.
    public var bottom: CGFloat
    /// The inset at the trailing edge (the right, left to right; the left, right to left).
    public var trailing: CGFloat

    /// Makes insets from their four edges.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No insets.
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    /// No insets.
    public static let zero = NSDirectionalEdgeInsets()

    /// The same insets as left/right insets, left to right (leading is left).
    var edgeInsets: UIEdgeInsets {
        UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
    }
}

extension UIEdgeInsets {
    /// The same insets by leading and trailing edge, left to right (leading is left).
    var directional: NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
    }
}
