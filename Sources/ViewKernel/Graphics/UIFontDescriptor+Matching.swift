// UIFontDescriptor+Matching.swift: which face a descriptor names: its PostScript name, text style
// or family (and face), then its traits: weight, bold, italic, monospace, width and design.

extension UIFontDescriptor {
    /// The face the descriptor names, or nil when its family has no face with its traits.
    var matchedFace: FontFace? {
        let base = baseFace
        let symbolic = symbolicTraitsAttribute
        var weight = base.weight
        if let raw = Self.number(trait(.weight)) {
            weight = UIFont.Weight(rawValue: raw)
        } else if let symbolic {
            let bold = symbolic.contains(.traitBold), isBold = base.weight.rawValue >= UIFont.Weight.semibold.rawValue
            if bold, !isBold { weight = .bold }
            if !bold, isBold { weight = .regular }
        }
        let italic = symbolic.map { $0.contains(.traitItalic) } ?? base.isItalic
        guard base.isSystemFamily else {
            // A named family has only the faces it has: no designs or widths.
            let family = FontFace.faces(inFamily: base.familyName)
            if let symbolic, !symbolic.isDisjoint(with: [.traitCondensed, .traitExpanded]) { return nil }
            if symbolic?.contains(.traitMonoSpace) == true, !family.contains(where: \.isMonospaced) { return nil }
            return FontFace.face(in: family, weight: weight, italic: italic)
        }
        var design = base.systemDesign
        if symbolic?.contains(.traitMonoSpace) == true { design = .monospaced }
        // An explicit design (withDesign) wins over the monospace bit.
        if let raw = trait(.design) as? String { design = SystemDesign(rawValue: raw) }
        if let given = trait(.design) as? SystemDesign { design = given }
        var width = base.systemWidth
        if let raw = Self.number(trait(.width)) {
            width = UIFont.Width(rawValue: raw)
        } else if let symbolic {
            width = symbolic.contains(.traitCondensed) ? .condensed : symbolic.contains(.traitExpanded) ? .expanded : .standard
        }
        return FontFace.system(weight: weight, italic: italic, design: design, width: width)
    }

    /// The face the descriptor resolves to: the matched face, else the face before its traits.
    var resolvedFace: FontFace { matchedFace ?? baseFace }

    /// The face before traits: by PostScript name, else by text style, else by family and face,
    /// else Helvetica (Core Text's font when nothing is named). An unknown name or family gives
    /// Helvetica too.
    private var baseFace: FontFace {
        if let name = attributes(.name) {
            if name.hasPrefix(".AppleSystemUIFont") { return .system(weight: .regular, italic: false) }
            return FontFace.named(name) ?? FontFace.systemNamed(name) ?? FontFace.helvetica
        }
        if let style = textStyle { return .system(weight: style.weight, italic: false) }
        guard let familyName = attributes(.family) else { return FontFace.helvetica }
        let family = familyName.hasPrefix(".AppleSystemUIFont") || familyName == "System Font"
            ? [FontFace.system(weight: .regular, italic: false)] : FontFace.faces(inFamily: familyName)
        guard let regular = FontFace.face(in: family, weight: .regular, italic: false) ?? family.first else { return .helvetica }
        guard let faceName = attributes(.face) else { return regular }
        let italic = faceName.contains("Italic") || faceName.contains("Oblique")
        if regular.isSystemFamily {
            let weight = FontFace.systemWeights.first { faceName.hasPrefix($0.name) }?.weight ?? .regular
            return .system(weight: weight, italic: italic)
        }
        // Face names as UIKit spells them ("Bold Oblique"), against the style part of the
        // PostScript names ("BoldOblique", "BoldItalicMT"); else by weight and slant.
        let wanted = FontFace.normalizedStyle(faceName)
        if let exact = family.first(where: { FontFace.normalizedStyle($0.styleName) == wanted }) { return exact }
        let weight = FontFace.systemWeights.first { faceName.hasPrefix($0.name) }?.weight ?? .regular
        return FontFace.face(in: family, weight: weight, italic: italic) ?? regular
    }

    /// A string attribute.
    private func attributes(_ name: AttributeName) -> String? { fontAttributes[name] as? String }

    /// The symbolic traits a face has: italic, bold (semibold and heavier), monospace, its width.
    static func symbolicTraits(of face: FontFace) -> SymbolicTraits {
        var traits: SymbolicTraits = []
        if face.isItalic { traits.insert(.traitItalic) }
        if face.weight.rawValue >= UIFont.Weight.semibold.rawValue { traits.insert(.traitBold) }
        if face.isMonospaced { traits.insert(.traitMonoSpace) }
        if face.isSystemFamily {
            if face.systemWidth.rawValue < 0 { traits.insert(.traitCondensed) }
            if face.systemWidth.rawValue > 0 { traits.insert(.traitExpanded) }
        }
        return traits
    }
}

extension UIFont {
    /// The font `descriptor` names at `pointSize` points (0: the descriptor's size, else 12, as
    /// Core Text's default). A descriptor with a text style at one of that style's sizes (for any
    /// content size category) makes a font of Dynamic Type in the descriptor's face: bold body
    /// text stays bold as it grows.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let described = descriptor.pointSize
        let size = pointSize > 0 ? pointSize : described > 0 ? described : 12
        var dynamicType: DynamicTypeOrigin?
        if let style = descriptor.textStyle,
           UIContentSizeCategory.ordered.contains(where: { DynamicTypeSizes.pointSize(of: style, at: $0) == size }) {
            dynamicType = .scaled(style: style, basePointSize: DynamicTypeSizes.pointSize(of: style, at: .large),
                                  maximumPointSize: 0)
        }
        self.init(face: descriptor.resolvedFace, pointSize: size, dynamicType: dynamicType)
    }
}
