// UIFontDescriptor+Types.swift: the names and option sets of font descriptors, with UIKit's raw
// values: symbolic traits, attribute names, trait keys, system designs and feature keys.

extension UIFontDescriptor {
    /// The symbolic traits of a font, with UIKit's raw bits (`UIFontDescriptorSymbolicTraits`).
    public struct SymbolicTraits: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: UInt32
        /// Makes traits from their raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// Italic (1 << 0).
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        /// Bold (1 << 1).
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        /// Wider than the family's standard width (1 << 5).
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        /// Narrower than the family's standard width (1 << 6).
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        /// Every glyph of the same width (1 << 10).
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        /// Glyphs for vertical text (1 << 11).
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        /// Made for the user interface (1 << 12).
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        /// Tighter line spacing (1 << 15); kept, the metrics do not change here.
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        /// Looser line spacing (1 << 16); kept, the metrics do not change here.
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
        /// The bits of the font's class (4 bits from 1 << 28).
        public static let classMask = SymbolicTraits(rawValue: 0xF000_0000)
        /// A class this package does not know (0).
        public static let classUnknown = SymbolicTraits(rawValue: 0 << 28)
        /// Old-style serifs (1 << 28).
        public static let classOldStyleSerifs = SymbolicTraits(rawValue: 1 << 28)
        /// Transitional serifs (2 << 28).
        public static let classTransitionalSerifs = SymbolicTraits(rawValue: 2 << 28)
        /// Modern serifs (3 << 28).
        public static let classModernSerifs = SymbolicTraits(rawValue: 3 << 28)
        /// Clarendon serifs (4 << 28).
        public static let classClarendonSerifs = SymbolicTraits(rawValue: 4 << 28)
        /// Slab serifs (5 << 28).
        public static let classSlabSerifs = SymbolicTraits(rawValue: 5 << 28)
        /// Free-form serifs (7 << 28).
        public static let classFreeformSerifs = SymbolicTraits(rawValue: 7 << 28)
        /// Sans serif (8 << 28).
        public static let classSansSerif = SymbolicTraits(rawValue: 8 << 28)
        /// Ornamentals (9 << 28).
        public static let classOrnamentals = SymbolicTraits(rawValue: 9 << 28)
        /// Scripts (10 << 28).
        public static let classScripts = SymbolicTraits(rawValue: 10 << 28)
        /// Symbols (12 << 28).
        public static let classSymbolic = SymbolicTraits(rawValue: 12 << 28)
    }

    /// The name of a descriptor attribute, with UIKit's raw strings.
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        /// The raw name.
        public let rawValue: String
        /// Makes a name from its raw string.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The family name (a `String`).
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        /// The PostScript name (a `String`).
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        /// The face within the family, e.g. "Bold" (a `String`).
        public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
        /// The point size (a number).
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        /// The name shown to people (a `String`).
        public static let visibleName = AttributeName(rawValue: "NSFontVisibleNameAttribute")
        /// The matrix the glyphs are drawn through (a `CGAffineTransform`).
        public static let matrix = AttributeName(rawValue: "NSFontMatrixAttribute")
        /// The characters the font covers.
        public static let characterSet = AttributeName(rawValue: "NSCTFontCharacterSetAttribute")
        /// The fonts to fall back to.
        public static let cascadeList = AttributeName(rawValue: "NSCTFontCascadeListAttribute")
        /// The traits (a `[UIFontDescriptor.TraitKey: Any]`).
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
        /// A fixed advance for every glyph (a number).
        public static let fixedAdvance = AttributeName(rawValue: "NSCTFontFixedAdvanceAttribute")
        /// Typographic features (an array of `[UIFontDescriptor.FeatureKey: Any]`).
        public static let featureSettings = AttributeName(rawValue: "NSCTFontFeatureSettingsAttribute")
        /// The text style the font is for (a `UIFont.TextStyle` raw value).
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
    }

    /// A key of the traits attribute, with UIKit's raw strings.
    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        /// The raw key.
        public let rawValue: String
        /// Makes a key from its raw string.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The symbolic traits (a `UInt32` of ``SymbolicTraits`` bits).
        public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
        /// The weight (a `UIFont.Weight` raw value, -1...1).
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
        /// The width (a `UIFont.Width` raw value, -1...1).
        public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
        /// The slant (-1...1).
        public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
        /// The system font's design (a ``SystemDesign`` raw value), as `withDesign(_:)` sets it.
        static let design = TraitKey(rawValue: "NSCTFontUIFontDesignTrait")
    }

    /// A design of the system font, with UIKit's raw strings.
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        /// The raw name.
        public let rawValue: String
        /// Makes a design from its raw string.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The standard design.
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        /// Rounded ends.
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        /// Serifs (New York).
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        /// Every glyph of the same width (SF Mono).
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    }

    /// A key of a typographic feature setting, with UIKit's raw strings; kept, not applied.
    public struct FeatureKey: RawRepresentable, Hashable, Sendable {
        /// The raw key.
        public let rawValue: String
        /// Makes a key from its raw string.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The feature's type (iOS 15).
        public static let type = FeatureKey(rawValue: "CTFeatureTypeIdentifier")
        /// The feature's selector (iOS 15).
        public static let selector = FeatureKey(rawValue: "CTFeatureSelectorIdentifier")
        /// The feature's type (before iOS 15).
        @available(*, deprecated, renamed: "type")
        public static let featureIdentifier = FeatureKey(rawValue: "CTFeatureTypeIdentifier")
        /// The feature's selector (before iOS 15).
        @available(*, deprecated, renamed: "selector")
        public static let typeIdentifier = FeatureKey(rawValue: "CTFeatureSelectorIdentifier")
    }
}

extension UIFont {
    /// A width of the system font (iOS 16), a raw value from -1 (narrowest) to 1 (widest).
    public struct Width: RawRepresentable, Hashable, Sendable {
        /// The raw width.
        public let rawValue: CGFloat
        /// Makes a width from its raw value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Makes a width from its raw value.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// The narrowest width (-0.3, as AppKit's `NSFontWidthCompressed`).
        public static let compressed = Width(rawValue: -0.3)
        /// Narrower than standard (-0.2).
        public static let condensed = Width(rawValue: -0.2)
        /// The standard width (0).
        public static let standard = Width(rawValue: 0)
        /// Wider than standard (0.2).
        public static let expanded = Width(rawValue: 0.2)
    }
}
