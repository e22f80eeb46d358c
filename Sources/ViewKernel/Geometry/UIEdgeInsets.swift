// UIEdgeInsets.swift: insets for each edge of a rectangle, and UIOffset.

/// Inset distances for the four edges of a rectangle; positive values shrink it.
public struct UIEdgeInsets: Equatable, Hashable, Sendable {
    /// The inset at the top edge.
    public var top: CGFloat
    /// The inset at the left edge.
    public var left: CGFloat
    /// The inset at the bottom edge.
    public var bottom: CGFloat
    /// The inset at the right edge.
    public var right: CGFloat

    /// Makes insets from the four edge distances, in UIKit's order.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }

    /// Zero insets.
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    /// Zero insets on every edge.
    public static let zero = UIEdgeInsets()
}

extension UIEdgeInsets: CustomStringConvertible {
    /// `{top, left, bottom, right}`, as `NSStringFromUIEdgeInsets` prints.
    public var description: String {
        "{\(formatNumber(top)), \(formatNumber(left)), \(formatNumber(bottom)), \(formatNumber(right))}"
    }
}

extension CGRect {
    /// The rectangle shrunk by `insets` (grown for negative insets), as `UIEdgeInsetsInsetRect` does.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: origin.x + insets.left,
               y: origin.y + insets.top,
               width: size.width - insets.left - insets.right,
               height: size.height - insets.top - insets.bottom)
    }
}

/// A horizontal and vertical offset, as used for text shadow and bar button positions.
public struct UIOffset: Equatable, Hashable, Sendable {
    /// The horizontal offset.
    public var horizontal: CGFloat
    /// The vertical offset.
    public var vertical: CGFloat

    /// Makes an offset.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal; self.vertical = vertical
    }

    /// No offset.
    public init() { self.init(horizontal: 0, vertical: 0) }

    /// No offset.
    public static let zero = UIOffset()
}
