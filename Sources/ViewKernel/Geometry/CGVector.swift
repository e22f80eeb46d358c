// CGVector.swift: CoreGraphics' two-dimensional vector, which Foundation lacks on Linux.

#if !canImport(Darwin)
/// A two-dimensional vector, as CoreGraphics' `CGVector`
/// (https://developer.apple.com/documentation/corefoundation/cgvector).
public struct CGVector: Equatable, Hashable, Sendable, Codable, CustomDebugStringConvertible {
    /// The x component.
    public var dx: CGFloat
    /// The y component.
    public var dy: CGFloat

    /// The zero vector.
    public init() {
        self.init(dx: 0, dy: 0)
    }

    /// Makes a vector from its components.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// Makes a vector from `Double` components.
    public init(dx: Double, dy: Double) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// Makes a vector from `Int` components.
    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// The vector whose components are both zero.
    public static var zero: CGVector { CGVector() }

    /// `(dx, dy)`, as CoreGraphics prints a vector.
    public var debugDescription: String { "(\(dx), \(dy))" }
}
#endif
