// UIConfigurationColorTransformer.swift: a function from a colour to a colour, which text, image
// and background configurations apply to their colours (iOS 14).

/// A transform a configuration applies to one of its colours, as UIKit's
/// `UIConfigurationColorTransformer`. Two transformers are equal when they are the same system
/// transformer, or copies of the same one.
public struct UIConfigurationColorTransformer: Hashable {
    /// The transform.
    public let transform: (UIColor) -> UIColor
    /// What makes copies equal: a system transformer's name, or a token shared by copies.
    private let identity: AnyHashable

    /// Makes a transformer that applies `transform`.
    public init(_ transform: @escaping (UIColor) -> UIColor) {
        self.transform = transform
        identity = TransformerToken()
    }

    private init(named name: String, _ transform: @escaping (UIColor) -> UIColor) {
        self.transform = transform
        identity = name
    }

    /// Applies the transform to `input`.
    public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }

    /// Turns a colour into the grey of the same luminance, keeping its alpha.
    public static var grayscale: UIConfigurationColorTransformer {
        UIConfigurationColorTransformer(named: "grayscale") { color in
            var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
            guard color.getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return color }
            let luminance = 0.2126 * red + 0.7152 * green + 0.0722 * blue
            return UIColor(white: luminance, alpha: alpha)
        }
    }

    /// The view's tint colour where UIKit prefers it; here the colour unchanged, since a
    /// transformer is not told the view's tint.
    public static var preferredTint: UIConfigurationColorTransformer {
        UIConfigurationColorTransformer(named: "preferredTint") { $0 }
    }

    /// The monochrome tint where UIKit prefers it; here the colour unchanged.
    public static var monochromeTint: UIConfigurationColorTransformer {
        UIConfigurationColorTransformer(named: "monochromeTint") { $0 }
    }

    /// Whether both are the same transformer (or copies of it).
    public static func == (lhs: UIConfigurationColorTransformer, rhs: UIConfigurationColorTransformer) -> Bool {
        lhs.identity == rhs.identity
    }

    /// Hashes the transformer's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(identity) }
}

/// A token whose identity names one transformer and its copies; each transformer keeps its token,
/// so no other transformer can be given the same one.
private final class TransformerToken: Hashable {
    static func == (lhs: TransformerToken, rhs: TransformerToken) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
