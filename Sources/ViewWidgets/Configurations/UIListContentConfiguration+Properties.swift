// UIListContentConfiguration+Properties.swift: how a list content configuration styles its text
// and its image (https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/textproperties-swift.struct).

extension UIListContentConfiguration {
    /// How a text of the configuration looks, as UIKit's `TextProperties`.
    public struct TextProperties: Hashable {
        /// The font; a text-style font follows the content size category when
        /// ``adjustsFontForContentSizeCategory`` is true.
        public var font: UIFont
        /// The colour, before ``colorTransformer``. Setting it keeps it through state changes.
        public var color: UIColor {
            get { colorStorage }
            set {
                colorStorage = newValue
                colorIsCustom = true
            }
        }
        /// A transform applied to ``color``; nil by default.
        public var colorTransformer: UIConfigurationColorTransformer?
        /// The alignment; `.natural` by default.
        public var alignment: TextAlignment = .natural
        /// How lines break; `.byTruncatingTail` by default.
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// The most lines shown; 0 (no limit) by default.
        public var numberOfLines = 0
        /// Whether the font shrinks to fit the width; false by default.
        public var adjustsFontSizeToFitWidth = false
        /// The smallest scale the font shrinks to; 0 by default.
        public var minimumScaleFactor: CGFloat = 0
        /// Whether the text tightens before it truncates; false by default.
        public var allowsDefaultTighteningForTruncation = false
        /// Whether a text-style font follows the content size category; true by default.
        public var adjustsFontForContentSizeCategory = true
        /// A case change applied to the text; `.none` by default.
        public var transform: TextTransform = .none
        /// Whether a truncated text shows whole when the pointer hovers it; false by default.
        public var showsExpansionTextWhenTruncated = false

        /// The colour the style gives, until ``color`` is set.
        var colorStorage: UIColor
        /// Whether the app set ``color``, so that a state change keeps it.
        var colorIsCustom = false

        init(font: UIFont, color: UIColor, transform: TextTransform = .none) {
            self.font = font
            colorStorage = color
            self.transform = transform
        }

        /// The colour the text is drawn in: ``color`` through ``colorTransformer``.
        public func resolvedColor() -> UIColor {
            colorTransformer.map { $0(color) } ?? color
        }

        /// `text` with ``transform`` applied.
        func transformed(_ text: String) -> String {
            switch transform {
            case .none: text
            case .uppercase: text.uppercased()
            case .lowercase: text.lowercased()
            case .capitalized: text.capitalized
            }
        }

        /// Where a text sits across its width, as UIKit's `TextProperties.TextAlignment`.
        public enum TextAlignment: Int, Hashable, Sendable {
            /// Leading, by the writing direction.
            case natural
            /// Centred.
            case center
            /// Justified.
            case justified
        }

        /// A case change applied to a text, as UIKit's `TextProperties.TextTransform`.
        public enum TextTransform: Int, Hashable, Sendable {
            /// The text as given.
            case none
            /// All capitals.
            case uppercase
            /// All lower case.
            case lowercase
            /// Each word capitalised.
            case capitalized
        }
    }

    /// How the image of the configuration looks, as UIKit's `ImageProperties`.
    public struct ImageProperties: Hashable {
        /// The value of ``reservedLayoutSize`` dimensions that asks for the system's standard size.
        public static let standardDimension: CGFloat = -.greatestFiniteMagnitude

        /// The symbol configuration for a symbol image; nil by default.
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        /// The tint of a template or symbol image; nil (the view's tint) by default.
        public var tintColor: UIColor? {
            get { tintStorage }
            set {
                tintStorage = newValue
                tintIsCustom = true
            }
        }
        /// A transform applied to the tint; nil by default.
        public var tintColorTransformer: UIConfigurationColorTransformer?
        /// The radius of the image's corners; 0 by default.
        public var cornerRadius: CGFloat = 0
        /// The largest size the image is shown at, keeping its aspect; zero (no limit) by default.
        public var maximumSize: CGSize = .zero
        /// The size reserved for the image, so that texts line up across rows; zero by default.
        /// A dimension of ``standardDimension`` reserves the system's standard size.
        public var reservedLayoutSize: CGSize = .zero
        /// Whether the image keeps its colours under Smart Invert; false by default.
        public var accessibilityIgnoresInvertColors = false

        /// The tint the style gives, until ``tintColor`` is set.
        var tintStorage: UIColor?
        /// Whether the app set ``tintColor``.
        var tintIsCustom = false

        init(tintColor: UIColor? = nil) {
            tintStorage = tintColor
        }

        /// The tint the image is drawn in: ``tintColor`` (or `tintColor`, the view's, when nil)
        /// through ``tintColorTransformer``.
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
            let base = self.tintColor ?? tintColor
            return tintColorTransformer.map { $0(base) } ?? base
        }
    }
}
