// UIImage+Symbols.swift: system symbol images (`UIImage(systemName:)`) and their configurations.
// There are no glyphs: a symbol is its name and a size computed from its configuration
// (Docs/Differences.md), drawn in pictures as a labelled box.

/// A system symbol as an image shows it: its name and the configuration that sizes it.
package struct SymbolImage: Hashable, Sendable {
    package let name: String
    let pointSize: CGFloat
    let weight: UIImage.SymbolWeight
    let scale: UIImage.SymbolScale

    /// The size in points: a height of the point size times the scale's factor (0.8 small, 1
    /// medium, 1.3 large), and a width of that height times the symbol's aspect ratio and the
    /// weight's factor (from 0.94 for ultra-light to 1.1 for black), each rounded to a quarter point.
    var size: CGSize {
        let height = pointSize * scale.sizeFactor
        let width = height * (SymbolImage.aspectRatios[name] ?? 1) * weight.widthFactor
        return CGSize(width: (width * 4).rounded() / 4, height: (height * 4).rounded() / 4)
    }

    /// The point size of a symbol configured with none: 17, UIKit's body text size.
    static let defaultPointSize: CGFloat = 17
}

extension UIImage {
    /// Makes the system symbol `name` with the default configuration (17 points, regular, medium
    /// scale); nil for a name that is not a known symbol, as on iOS.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// Makes the system symbol `name` sized by `configuration` (a symbol configuration; other
    /// configurations are ignored); nil for a name that is not a known symbol.
    public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
        guard SymbolImage.aspectRatios[name] != nil else { return nil }
        let symbolConfiguration = configuration as? SymbolConfiguration ?? .unspecified
        self.init(source: nil, scale: ImageCache.screenScale,
                  symbol: SymbolImage(name: name, pointSize: symbolConfiguration.resolvedPointSize,
                                      weight: symbolConfiguration.resolvedWeight, scale: symbolConfiguration.resolvedScale))
    }

    /// Whether the image is a system symbol.
    public var isSymbolImage: Bool { symbol != nil }

    /// The configuration of a symbol image (its point size, weight and scale); nil for other images.
    public var symbolConfiguration: UIImage.SymbolConfiguration? {
        guard let symbol else { return nil }
        return SymbolConfiguration(pointSize: symbol.pointSize, weight: symbol.weight, scale: symbol.scale)
    }

    /// The same symbol with `configuration` applied over its own; other images are returned as they are.
    public func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage {
        guard let symbol, let own = symbolConfiguration else { return self }
        let merged = own.applying(configuration)
        return UIImage(source: nil, scale: scale,
                       symbol: SymbolImage(name: symbol.name, pointSize: merged.resolvedPointSize,
                                           weight: merged.resolvedWeight, scale: merged.resolvedScale),
                       renderingMode: renderingMode, tintColorOverride: tintColorOverride)
    }

    /// The same symbol with `configuration` applied over its own; nil for an image that is not a symbol.
    public func applyingSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration) -> UIImage? {
        isSymbolImage ? withConfiguration(configuration) : nil
    }

    /// The weights of a symbol, with UIKit's raw values.
    public enum SymbolWeight: Int, Sendable {
        /// No weight given (regular when drawn).
        case unspecified = 0
        /// The lightest weight.
        case ultraLight
        /// Thin.
        case thin
        /// Light.
        case light
        /// Regular, the weight of body text.
        case regular
        /// Medium.
        case medium
        /// Semibold.
        case semibold
        /// Bold.
        case bold
        /// Heavy.
        case heavy
        /// The heaviest weight.
        case black

        /// How much wider than regular the symbol is drawn.
        var widthFactor: CGFloat {
            switch self {
            case .ultraLight: return 0.94
            case .thin: return 0.96
            case .light: return 0.98
            case .unspecified, .regular: return 1
            case .medium: return 1.02
            case .semibold: return 1.04
            case .bold: return 1.06
            case .heavy: return 1.08
            case .black: return 1.1
            }
        }
    }

    /// The scales of a symbol relative to its point size, with UIKit's raw values.
    public enum SymbolScale: Int, Sendable {
        /// The scale the context gives (medium here).
        case `default` = -1
        /// No scale given (medium when drawn).
        case unspecified = 0
        /// Smaller than the point size (0.8 here).
        case small
        /// The point size.
        case medium
        /// Larger than the point size (1.3 here).
        case large

        /// How much taller than the point size the symbol is drawn.
        var sizeFactor: CGFloat {
            switch self {
            case .small: return 0.8
            case .large: return 1.3
            case .default, .unspecified, .medium: return 1
            }
        }
    }

    /// The base of the configurations an image may have, as UIKit's `UIImage.Configuration`.
    open class Configuration: NSObject, @unchecked Sendable {}

    /// How a symbol image is sized, as UIKit's `UIImage.SymbolConfiguration`: a point size, a
    /// weight and a scale, each of which may be left unspecified. Final here (Docs/Differences.md).
    public final class SymbolConfiguration: Configuration, @unchecked Sendable {
        /// The point size, or nil when unspecified.
        let pointSize: CGFloat?
        let weight: SymbolWeight
        let scale: SymbolScale

        /// Makes a configuration from its parts.
        init(pointSize: CGFloat?, weight: SymbolWeight, scale: SymbolScale) {
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
            super.init()
        }

        /// A configuration of `pointSize` points.
        public convenience init(pointSize: CGFloat) {
            self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified)
        }

        /// A configuration of `pointSize` points and `weight`.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(pointSize: pointSize, weight: weight, scale: .unspecified)
        }

        /// A configuration of `pointSize` points, `weight` and `scale`.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(pointSize: Optional(pointSize), weight: weight, scale: scale)
        }

        /// A configuration of `weight` only.
        public convenience init(weight: SymbolWeight) {
            self.init(pointSize: nil, weight: weight, scale: .unspecified)
        }

        /// A configuration of `scale` only.
        public convenience init(scale: SymbolScale) {
            self.init(pointSize: nil, weight: .unspecified, scale: scale)
        }

        /// A configuration with nothing specified.
        public static var unspecified: UIImage.SymbolConfiguration {
            UIImage.SymbolConfiguration(pointSize: nil, weight: .unspecified, scale: .unspecified)
        }

        /// This configuration with what `otherConfiguration` specifies laid over it.
        public func applying(_ otherConfiguration: UIImage.Configuration?) -> Self {
            guard let other = otherConfiguration as? SymbolConfiguration else {
                return Self(pointSize: pointSize, weight: weight, scale: scale)
            }
            return Self(pointSize: other.pointSize ?? pointSize,
                        weight: other.weight == .unspecified ? weight : other.weight,
                        scale: other.scale == .unspecified ? scale : other.scale)
        }

        /// The point size a symbol is drawn at: the one given, else 17.
        var resolvedPointSize: CGFloat { pointSize ?? SymbolImage.defaultPointSize }
        /// The weight a symbol is drawn at: the one given, else regular.
        var resolvedWeight: SymbolWeight { weight == .unspecified ? .regular : weight }
        /// The scale a symbol is drawn at: the one given, else medium.
        var resolvedScale: SymbolScale { scale == .unspecified || scale == .default ? .medium : scale }

        /// Configurations are equal when they specify the same things.
        public override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? SymbolConfiguration else { return false }
            return pointSize == other.pointSize && weight == other.weight && scale == other.scale
        }

        /// A hash consistent with `isEqual`.
        public override var hash: Int {
            var hasher = Hasher()
            hasher.combine(pointSize)
            hasher.combine(weight)
            hasher.combine(scale)
            return hasher.finalize()
        }
    }
}
