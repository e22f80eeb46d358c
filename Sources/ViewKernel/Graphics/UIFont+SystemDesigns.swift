// UIFont+SystemDesigns.swift: the system font's designs (rounded, serif, monospaced) and widths
// (iOS 16), and looking faces up by family, weight and slant, for font descriptors.

extension FontFace {
    /// Helvetica, Core Text's font when a descriptor names none it knows.
    static let helvetica = FontFace(fontName: "Helvetica", familyName: "Helvetica", weight: .regular, isItalic: false,
                                    widths: .helvetica(boldness: 0), vertical: helveticaMetrics)

    /// Whether the face is one of the system font's (any design or width).
    var isSystemFamily: Bool { familyName.hasPrefix(".AppleSystemUIFont") }

    /// Whether every character has the same advance.
    var isMonospaced: Bool {
        if case .monospaced = widths { return true }
        return false
    }

    /// The design of a system face (from its family).
    var systemDesign: UIFontDescriptor.SystemDesign {
        switch familyName {
        case ".AppleSystemUIFontRounded": return .rounded
        case ".AppleSystemUIFontSerif": return .serif
        case ".AppleSystemUIFontMonospaced": return .monospaced
        default: return .default
        }
    }

    /// The width of a system face (from its name: `.SFUICondensed-Bold` is condensed).
    var systemWidth: UIFont.Width {
        FontFace.systemWidthNames.first { fontName.hasPrefix(".SFUI\($0.name)-") }?.width ?? .standard
    }

    /// The face's style within its family: the part of its name after the hyphen ("Bold",
    /// "BoldOblique"), or "Regular".
    var styleName: String {
        guard let hyphen = fontName.lastIndex(of: "-") else { return "Regular" }
        return String(fontName[fontName.index(after: hyphen)...])
    }

    /// A face's style name without spaces and the "MT"/"PS" marks, with "Oblique" read as
    /// "Italic": "Bold Oblique", "BoldOblique" and "BoldItalicMT" are all "BoldItalic".
    static func normalizedStyle(_ style: String) -> String {
        var text = style.replacingOccurrences(of: " ", with: "").replacingOccurrences(of: "Oblique", with: "Italic")
        for mark in ["MT", "PS"] where text.hasSuffix(mark) { text.removeLast(mark.count) }
        return text.isEmpty ? "Regular" : text
    }

    /// The widths of the system font other than the standard one, with the word in their names.
    static let systemWidthNames: [(width: UIFont.Width, name: String)] = [
        (.compressed, "Compressed"), (.condensed, "Condensed"), (.expanded, "Expanded"),
    ]

    /// The system font in `design` and `width` (the nearest named one), snapped to the nearest
    /// named weight. Rounded, serif and other widths measure as the standard design does; the
    /// monospaced design has no italic.
    static func system(weight: UIFont.Weight, italic: Bool, design: UIFontDescriptor.SystemDesign,
                       width: UIFont.Width) -> FontFace {
        let named = nearestSystemWeight(to: weight)
        let widths = Widths.helvetica(boldness: boldness(of: named.weight))
        switch design {
        case .monospaced:
            return monospacedSystem(weight: weight)
        case .rounded:
            return FontFace(fontName: ".SFUIRounded-\(named.name)", familyName: ".AppleSystemUIFontRounded",
                            weight: named.weight, isItalic: false, widths: widths, vertical: systemMetrics)
        case .serif:
            return FontFace(fontName: ".NewYork-\(named.name)\(italic ? "Italic" : "")", familyName: ".AppleSystemUIFontSerif",
                            weight: named.weight, isItalic: italic, widths: widths, vertical: systemMetrics)
        default:
            let nearest = ([(width: UIFont.Width.standard, name: "")] + systemWidthNames)
                .min { abs($0.width.rawValue - width.rawValue) < abs($1.width.rawValue - width.rawValue) }
            guard let nearest, !nearest.name.isEmpty else { return system(weight: weight, italic: italic) }
            return FontFace(fontName: ".SFUI\(nearest.name)-\(named.name)\(italic ? "Italic" : "")", familyName: ".AppleSystemUIFont",
                            weight: named.weight, isItalic: italic, widths: widths, vertical: systemMetrics)
        }
    }

    /// Every system face by name, made once.
    private static let systemFacesByName: [String: FontFace] = {
        var faces: [String: FontFace] = [:]
        let designs: [UIFontDescriptor.SystemDesign] = [.default, .rounded, .serif, .monospaced]
        let widths = [UIFont.Width.standard] + systemWidthNames.map(\.width)
        for named in systemWeights {
            for italic in [false, true] {
                for design in designs {
                    let face = system(weight: named.weight, italic: italic, design: design, width: .standard)
                    faces[face.fontName] = face
                }
                for width in widths {
                    let face = system(weight: named.weight, italic: italic, design: .default, width: width)
                    faces[face.fontName] = face
                }
            }
        }
        return faces
    }()

    /// The system face named `name` (`.SFUI-Bold`, `.SFUIRounded-Regular`…), or nil.
    static func systemNamed(_ name: String) -> FontFace? { systemFacesByName[name] }

    /// The faces of a named family, by name.
    static func faces(inFamily family: String) -> [FontFace] { facesByFamily[family] ?? [] }

    /// The named faces by family, each family's sorted by name; made once.
    private static let facesByFamily: [String: [FontFace]] = Dictionary(grouping: namedFaces.values, by: \.familyName)
        .mapValues { $0.sorted { $0.fontName < $1.fontName } }

    /// The face of `faces` with the slant asked for, bold (semibold or heavier) when `weight` is,
    /// and the nearest weight; nil when the family has none.
    static func face(in faces: [FontFace], weight: UIFont.Weight, italic: Bool) -> FontFace? {
        let bold = weight.rawValue >= UIFont.Weight.semibold.rawValue
        return faces.filter { $0.isItalic == italic && ($0.weight.rawValue >= UIFont.Weight.semibold.rawValue) == bold }
            .min { abs($0.weight.rawValue - weight.rawValue) < abs($1.weight.rawValue - weight.rawValue) }
    }
}
