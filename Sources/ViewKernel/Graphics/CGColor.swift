// CGColor.swift: a minimal CoreGraphics colour, the value layers store.

// Apple platforms have CoreGraphics. (Not `canImport(CoreGraphics)`: this package's own
// `CoreGraphics` module, built beside this one, would make that true on Linux too.)
#if !canImport(Darwin)
/// An RGBA colour as CoreGraphics keeps it for layers (extended sRGB, components 0...1).
public final class CGColor: Equatable, Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The colour components: red, green, blue, alpha.
    public let components: [CGFloat]?

    /// The number of components (4: red, green, blue, alpha).
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The opacity component.
    public var alpha: CGFloat { components?.last ?? 1 }

    /// Makes a colour from sRGB components.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }

    /// Makes a grey colour.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// Colours are equal when their components are.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }

    /// Hashes the components.
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }

    /// The components, as `<CGColor [r g b a]>`.
    public var description: String {
        "<CGColor [" + (components ?? []).map(formatNumber).joined(separator: " ") + "]>"
    }

    /// Opaque black.
    public static let black = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    /// Opaque white.
    public static let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    /// Fully transparent black.
    public static let clear = CGColor(red: 0, green: 0, blue: 0, alpha: 0)
}
#endif
