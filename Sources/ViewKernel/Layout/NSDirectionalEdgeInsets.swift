// NSDirectionalEdgeInsets.swift: insets by leading and trailing edges instead of left and right.

/// Insets measured from the leading and trailing edges, as UIKit's `NSDirectionalEdgeInsets`. Layout
/// here is always left to right, so leading is left and trailing is right.
public struct NSDirectionalEdgeInsets: Equatable, Hashable, Sendable {
    /// The inset at the top.
    public var top: CGFloat
    /// The inset at the leading edge (the left, left to right).
    public var leading: CGFloat
    /// The inset at the bottom.
    public var bottom: CGFloat
    /// The inset at the trailing edge (the right, left to right).
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

    /// The same insets as left/right insets (leading is left here).
    var edgeInsets: UIEdgeInsets {
        UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
    }
}

extension UIEdgeInsets {
    /// The same insets by leading and trailing edge (leading is left here).
    var directional: NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
    }
}
