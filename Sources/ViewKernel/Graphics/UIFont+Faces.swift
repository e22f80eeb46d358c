// UIFont+Faces.swift: the faces UIFont knows: the system font by weight, and the named families
// that UIFont(name:size:) accepts, each with its vertical metrics (Docs/TextMetrics.md).

/// One face of a family at every size: its names, weight, how it measures characters, and its
/// vertical metrics in ems.
struct FontFace: Sendable, Hashable {
    /// How a face's characters are measured.
    enum Widths: Sendable, Hashable {
        /// Helvetica's advance widths: regular plus `boldness` times (bold - regular).
        case helvetica(boldness: CGFloat)
        /// Every visible narrow character is `advance` em wide.
        case monospaced(advance: CGFloat)
    }

    /// Vertical metrics in ems (fractions of the point size).
    struct VerticalMetrics: Sendable, Hashable {
        var ascender: CGFloat
        var descender: CGFloat
        var capHeight: CGFloat
        var xHeight: CGFloat
        var leading: CGFloat
    }

    let fontName: String
    let familyName: String
    let weight: UIFont.Weight
    let isItalic: Bool
    let widths: Widths
    let vertical: VerticalMetrics

    var ascender: CGFloat { vertical.ascender }
    var descender: CGFloat { vertical.descender }
    var capHeight: CGFloat { vertical.capHeight }
    var xHeight: CGFloat { vertical.xHeight }
    var leading: CGFloat { vertical.leading }

    // MARK: - Vertical metrics of the families (ems)

    /// San Francisco (the system font since iOS 9) on a 2048-unit em: ascender 1950, descender
    /// -494, cap height 1443, x-height 1078, no line gap: 17 pt gives a 20.287-pt line.
    static let systemMetrics = VerticalMetrics(ascender: 1950.0 / 2048, descender: -494.0 / 2048,
                                               capHeight: 1443.0 / 2048, xHeight: 1078.0 / 2048, leading: 0)
    /// Helvetica: ascender 0.77 and descender -0.23 of the em with a 0.2-em line gap (a 1.2-em
    /// line); cap height 0.718 and x-height 0.523 from its AFM.
    static let helveticaMetrics = VerticalMetrics(ascender: 0.77, descender: -0.23,
                                                  capHeight: 0.718, xHeight: 0.523, leading: 0.2)
    /// Arial on a 2048-unit em: ascender 1854, descender -434, line gap 67, cap height 1467,
    /// x-height 1062.
    static let arialMetrics = VerticalMetrics(ascender: 1854.0 / 2048, descender: -434.0 / 2048,
                                              capHeight: 1467.0 / 2048, xHeight: 1062.0 / 2048, leading: 67.0 / 2048)
    /// Courier: ascender 0.75, descender -0.25, cap height 0.562, x-height 0.426 (its AFM).
    static let courierMetrics = VerticalMetrics(ascender: 0.75, descender: -0.25,
                                                capHeight: 0.562, xHeight: 0.426, leading: 0)
    /// Courier New on a 2048-unit em: ascender 1705, descender -615, cap height 1170, x-height 866.
    static let courierNewMetrics = VerticalMetrics(ascender: 1705.0 / 2048, descender: -615.0 / 2048,
                                                   capHeight: 1170.0 / 2048, xHeight: 866.0 / 2048, leading: 0)

    // MARK: - The system font

    /// The named weights of the system font, lightest first, with the suffix of their names.
    static let systemWeights: [(weight: UIFont.Weight, name: String)] = [
        (.ultraLight, "Ultralight"), (.thin, "Thin"), (.light, "Light"), (.regular, "Regular"),
        (.medium, "Medium"), (.semibold, "Semibold"), (.bold, "Bold"), (.heavy, "Heavy"), (.black, "Black"),
    ]

    /// The named system weight nearest to `weight` (a non-finite weight is regular).
    static func nearestSystemWeight(to weight: UIFont.Weight) -> (weight: UIFont.Weight, name: String) {
        guard weight.rawValue.isFinite else { return (.regular, "Regular") }
        var best = systemWeights[3]
        for candidate in systemWeights
        where abs(candidate.weight.rawValue - weight.rawValue) < abs(best.weight.rawValue - weight.rawValue) {
            best = candidate
        }
        return best
    }

    /// How much of the regular-to-bold width difference a weight adds: none at or below regular,
    /// all of it at bold (0.4), proportionally between and beyond.
    static func boldness(of weight: UIFont.Weight) -> CGFloat {
        max(0, weight.rawValue) / UIFont.Weight.bold.rawValue
    }

    /// The system font (`.SFUI-Regular`, `.SFUI-Bold`, `.SFUI-RegularItalic`, ...), its weight
    /// snapped to the nearest named weight so that equal names always measure alike.
    static func system(weight: UIFont.Weight, italic: Bool) -> FontFace {
        let named = nearestSystemWeight(to: weight)
        return FontFace(fontName: ".SFUI-\(named.name)\(italic ? "Italic" : "")", familyName: ".AppleSystemUIFont",
                        weight: named.weight, isItalic: italic,
                        widths: .helvetica(boldness: boldness(of: named.weight)), vertical: systemMetrics)
    }

    /// The face of `boldSystemFont(ofSize:)`: the bold system font.
    static var boldSystem: FontFace { system(weight: .bold, italic: false) }

    /// The monospaced system font: 0.6 em per character, as SF Mono.
    static func monospacedSystem(weight: UIFont.Weight) -> FontFace {
        let named = nearestSystemWeight(to: weight)
        return FontFace(fontName: ".SFUIMono-\(named.name)", familyName: ".AppleSystemUIFontMonospaced",
                        weight: named.weight, isItalic: false, widths: .monospaced(advance: 0.6),
                        vertical: systemMetrics)
    }

    // MARK: - Named families

    /// Makes a named face; `weight` decides the widths of proportional faces.
    private static func named(_ fontName: String, family: String, weight: UIFont.Weight, italic: Bool = false,
                              monospaced: Bool = false, vertical: VerticalMetrics) -> FontFace {
        FontFace(fontName: fontName, familyName: family, weight: weight, isItalic: italic,
                 widths: monospaced ? .monospaced(advance: 0.6) : .helvetica(boldness: boldness(of: weight)),
                 vertical: vertical)
    }

    /// Every face `UIFont(name:size:)` accepts, by PostScript name.
    static let namedFaces: [String: FontFace] = {
        let helveticaBold = VerticalMetrics(ascender: 0.77, descender: -0.23, capHeight: 0.718, xHeight: 0.532, leading: 0.2)
        let faces: [FontFace] = [
            named("Helvetica", family: "Helvetica", weight: .regular, vertical: helveticaMetrics),
            named("Helvetica-Bold", family: "Helvetica", weight: .bold, vertical: helveticaBold),
            named("Helvetica-Oblique", family: "Helvetica", weight: .regular, italic: true, vertical: helveticaMetrics),
            named("Helvetica-BoldOblique", family: "Helvetica", weight: .bold, italic: true, vertical: helveticaBold),
            named("Helvetica-Light", family: "Helvetica", weight: .light, vertical: helveticaMetrics),
            named("Helvetica-LightOblique", family: "Helvetica", weight: .light, italic: true, vertical: helveticaMetrics),
            named("HelveticaNeue", family: "Helvetica Neue", weight: .regular, vertical: systemMetrics),
            named("HelveticaNeue-Italic", family: "Helvetica Neue", weight: .regular, italic: true, vertical: systemMetrics),
            named("HelveticaNeue-UltraLight", family: "Helvetica Neue", weight: .ultraLight, vertical: systemMetrics),
            named("HelveticaNeue-Thin", family: "Helvetica Neue", weight: .thin, vertical: systemMetrics),
            named("HelveticaNeue-Light", family: "Helvetica Neue", weight: .light, vertical: systemMetrics),
            named("HelveticaNeue-Medium", family: "Helvetica Neue", weight: .medium, vertical: systemMetrics),
            named("HelveticaNeue-Bold", family: "Helvetica Neue", weight: .bold, vertical: systemMetrics),
            named("HelveticaNeue-BoldItalic", family: "Helvetica Neue", weight: .bold, italic: true, vertical: systemMetrics),
            named("ArialMT", family: "Arial", weight: .regular, vertical: arialMetrics),
            named("Arial-BoldMT", family: "Arial", weight: .bold, vertical: arialMetrics),
            named("Arial-ItalicMT", family: "Arial", weight: .regular, italic: true, vertical: arialMetrics),
            named("Arial-BoldItalicMT", family: "Arial", weight: .bold, italic: true, vertical: arialMetrics),
            named("Courier", family: "Courier", weight: .regular, monospaced: true, vertical: courierMetrics),
            named("Courier-Bold", family: "Courier", weight: .bold, monospaced: true, vertical: courierMetrics),
            named("Courier-Oblique", family: "Courier", weight: .regular, italic: true, monospaced: true, vertical: courierMetrics),
            named("Courier-BoldOblique", family: "Courier", weight: .bold, italic: true, monospaced: true, vertical: courierMetrics),
            named("CourierNewPSMT", family: "Courier New", weight: .regular, monospaced: true, vertical: courierNewMetrics),
            named("CourierNewPS-BoldMT", family: "Courier New", weight: .bold, monospaced: true, vertical: courierNewMetrics),
            named("CourierNewPS-ItalicMT", family: "Courier New", weight: .regular, italic: true, monospaced: true,
                  vertical: courierNewMetrics),
            named("CourierNewPS-BoldItalicMT", family: "Courier New", weight: .bold, italic: true, monospaced: true,
                  vertical: courierNewMetrics),
        ]
        return Dictionary(uniqueKeysWithValues: faces.map { ($0.fontName, $0) })
    }()

    /// Family names that UIFont also accepts as a font name, and the face each means (as iOS
    /// resolves `UIFont(name: "Arial", size:)` to ArialMT).
    static let familyAliases: [String: String] = [
        "Arial": "ArialMT", "Helvetica Neue": "HelveticaNeue", "Courier New": "CourierNewPSMT",
    ]

    /// The face for a PostScript or family name, or nil for a name this package does not know.
    static func named(_ name: String) -> FontFace? {
        namedFaces[name] ?? familyAliases[name].flatMap { namedFaces[$0] }
    }

    /// The known family names, sorted.
    static var knownFamilyNames: [String] {
        Set(namedFaces.values.map(\.familyName)).sorted()
    }

    /// The font names of a known family, sorted.
    static func knownFontNames(inFamily family: String) -> [String] {
        namedFaces.values.filter { $0.familyName == family }.map(\.fontName).sorted()
    }
}
