// UIColor+System.swift: UIKit's system and semantic colours. Each is one dynamic colour (the same
// instance every time, so `label.textColor == .label` holds) with the values Apple's Human
// Interface Guidelines publish for light and dark mode and increased contrast; the values live in
// SystemColors.swift.

extension UIColor {
    /// A fixed colour from its 0...255 components.
    private static func system(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat) -> UIColor {
        UIColor(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)
    }

    /// Red: RGB 255, 59, 48 in light mode, 255, 69, 58 in dark mode;
    /// with increased contrast 215, 0, 21 (light) and 255, 105, 97 (dark).
    public class var systemRed: UIColor { SystemColors.systemRed }
    /// Orange: RGB 255, 149, 0 in light mode, 255, 159, 10 in dark mode;
    /// with increased contrast 201, 52, 0 (light) and 255, 179, 64 (dark).
    public class var systemOrange: UIColor { SystemColors.systemOrange }
    /// Yellow: RGB 255, 204, 0 in light mode, 255, 214, 10 in dark mode;
    /// with increased contrast 178, 80, 0 (light) and 255, 212, 38 (dark).
    public class var systemYellow: UIColor { SystemColors.systemYellow }
    /// Green: RGB 52, 199, 89 in light mode, 48, 209, 88 in dark mode;
    /// with increased contrast 36, 138, 61 (light) and 48, 219, 91 (dark).
    public class var systemGreen: UIColor { SystemColors.systemGreen }
    /// Mint: RGB 0, 199, 190 in light mode, 99, 230, 226 in dark mode;
    /// with increased contrast 12, 129, 123 (light) and 102, 212, 207 (dark).
    public class var systemMint: UIColor { SystemColors.systemMint }
    /// Teal: RGB 48, 176, 199 in light mode, 64, 200, 224 in dark mode;
    /// with increased contrast 0, 130, 153 (light) and 93, 230, 255 (dark).
    public class var systemTeal: UIColor { SystemColors.systemTeal }
    /// Cyan: RGB 50, 173, 230 in light mode, 100, 210, 255 in dark mode;
    /// with increased contrast 0, 113, 164 (light) and 112, 215, 255 (dark).
    public class var systemCyan: UIColor { SystemColors.systemCyan }
    /// Blue: RGB 0, 122, 255 in light mode, 10, 132, 255 in dark mode;
    /// with increased contrast 0, 64, 221 (light) and 64, 156, 255 (dark).
    public class var systemBlue: UIColor { SystemColors.systemBlue }
    /// Indigo: RGB 88, 86, 214 in light mode, 94, 92, 230 in dark mode;
    /// with increased contrast 54, 52, 163 (light) and 125, 122, 255 (dark).
    public class var systemIndigo: UIColor { SystemColors.systemIndigo }
    /// Purple: RGB 175, 82, 222 in light mode, 191, 90, 242 in dark mode;
    /// with increased contrast 137, 68, 171 (light) and 218, 143, 255 (dark).
    public class var systemPurple: UIColor { SystemColors.systemPurple }
    /// Pink: RGB 255, 45, 85 in light mode, 255, 55, 95 in dark mode;
    /// with increased contrast 211, 15, 69 (light) and 255, 100, 130 (dark).
    public class var systemPink: UIColor { SystemColors.systemPink }
    /// Brown: RGB 162, 132, 94 in light mode, 172, 142, 104 in dark mode;
    /// with increased contrast 127, 101, 69 (light) and 181, 148, 105 (dark).
    public class var systemBrown: UIColor { SystemColors.systemBrown }
    /// The base grey: RGB 142, 142, 147 in light mode, 142, 142, 147 in dark mode;
    /// with increased contrast 108, 108, 112 (light) and 174, 174, 178 (dark).
    public class var systemGray: UIColor { SystemColors.systemGray }
    /// A second-level grey: RGB 174, 174, 178 in light mode, 99, 99, 102 in dark mode;
    /// with increased contrast 142, 142, 147 (light) and 124, 124, 128 (dark).
    public class var systemGray2: UIColor { SystemColors.systemGray2 }
    /// A third-level grey: RGB 199, 199, 204 in light mode, 72, 72, 74 in dark mode;
    /// with increased contrast 174, 174, 178 (light) and 84, 84, 86 (dark).
    public class var systemGray3: UIColor { SystemColors.systemGray3 }
    /// A fourth-level grey: RGB 209, 209, 214 in light mode, 58, 58, 60 in dark mode;
    /// with increased contrast 188, 188, 192 (light) and 68, 68, 70 (dark).
    public class var systemGray4: UIColor { SystemColors.systemGray4 }
    /// A fifth-level grey: RGB 229, 229, 234 in light mode, 44, 44, 46 in dark mode;
    /// with increased contrast 216, 216, 220 (light) and 54, 54, 56 (dark).
    public class var systemGray5: UIColor { SystemColors.systemGray5 }
    /// A sixth-level grey: RGB 242, 242, 247 in light mode, 28, 28, 30 in dark mode;
    /// with increased contrast 235, 235, 240 (light) and 36, 36, 38 (dark).
    public class var systemGray6: UIColor { SystemColors.systemGray6 }
    /// The default tint (system blue's values): RGB 0, 122, 255 in light mode, 10, 132, 255 in dark mode;
    /// with increased contrast 0, 64, 221 (light) and 64, 156, 255 (dark).
    public class var tintColor: UIColor { SystemColors.tintColor }
    /// Primary text: RGB 0, 0, 0 in light mode, 255, 255, 255 in dark mode.
    public class var label: UIColor { SystemColors.label }
    /// Secondary text: RGB 60, 60, 67 at 60 % opacity in light mode,
    /// 235, 235, 245 at 60 % opacity in dark mode;
    /// with increased contrast 60, 60, 67 at 68 % opacity (light) and 235, 235, 245 at 68 % opacity (dark).
    public class var secondaryLabel: UIColor { SystemColors.secondaryLabel }
    /// Tertiary text: RGB 60, 60, 67 at 30 % opacity in light mode, 235, 235, 245 at 30 % opacity in dark mode;
    /// with increased contrast 60, 60, 67 at 38 % opacity (light) and 235, 235, 245 at 38 % opacity (dark).
    public class var tertiaryLabel: UIColor { SystemColors.tertiaryLabel }
    /// Quaternary text: RGB 60, 60, 67 at 18 % opacity in light mode,
    /// 235, 235, 245 at 16 % opacity in dark mode;
    /// with increased contrast 60, 60, 67 at 26 % opacity (light) and 235, 235, 245 at 24 % opacity (dark).
    public class var quaternaryLabel: UIColor { SystemColors.quaternaryLabel }
    /// Placeholder text: RGB 60, 60, 67 at 30 % opacity in light mode,
    /// 235, 235, 245 at 30 % opacity in dark mode;
    /// with increased contrast 60, 60, 67 at 38 % opacity (light) and 235, 235, 245 at 38 % opacity (dark).
    public class var placeholderText: UIColor { SystemColors.placeholderText }
    /// Links: RGB 0, 122, 255 in light mode, 9, 132, 255 in dark mode.
    public class var link: UIColor { SystemColors.link }
    /// Thin separators, letting content show through: RGB 60, 60, 67 at 29 % opacity in light mode,
    /// 84, 84, 88 at 60 % opacity in dark mode;
    /// with increased contrast 60, 60, 67 at 37 % opacity (light) and 84, 84, 88 at 68 % opacity (dark).
    public class var separator: UIColor { SystemColors.separator }
    /// Opaque separators: RGB 198, 198, 200 in light mode, 56, 56, 58 in dark mode.
    public class var opaqueSeparator: UIColor { SystemColors.opaqueSeparator }
    /// Fill of thin, small shapes: RGB 120, 120, 128 at 20 % opacity in light mode,
    /// 120, 120, 128 at 36 % opacity in dark mode;
    /// with increased contrast 120, 120, 128 at 28 % opacity (light) and 120, 120, 128 at 44 % opacity (dark).
    public class var systemFill: UIColor { SystemColors.systemFill }
    /// Fill of medium shapes: RGB 120, 120, 128 at 16 % opacity in light mode,
    /// 120, 120, 128 at 32 % opacity in dark mode;
    /// with increased contrast 120, 120, 128 at 24 % opacity (light) and 120, 120, 128 at 40 % opacity (dark).
    public class var secondarySystemFill: UIColor { SystemColors.secondarySystemFill }
    /// Fill of large shapes: RGB 118, 118, 128 at 12 % opacity in light mode,
    /// 118, 118, 128 at 24 % opacity in dark mode;
    /// with increased contrast 118, 118, 128 at 20 % opacity (light) and 118, 118, 128 at 32 % opacity (dark).
    public class var tertiarySystemFill: UIColor { SystemColors.tertiarySystemFill }
    /// Fill of large areas with complex content: RGB 116, 116, 128 at 8 % opacity in light mode,
    /// 118, 118, 128 at 18 % opacity in dark mode;
    /// with increased contrast 116, 116, 128 at 16 % opacity (light) and 118, 118, 128 at 26 % opacity (dark).
    public class var quaternarySystemFill: UIColor { SystemColors.quaternarySystemFill }
    /// The main background: RGB 255, 255, 255 in light mode, 0, 0, 0 in dark mode;
    /// elevated (a sheet, a popover) in dark mode: 28, 28, 30, or 36, 36, 38 with increased contrast.
    public class var systemBackground: UIColor { SystemColors.systemBackground }
    /// Content layered on the main background: RGB 242, 242, 247 in light mode, 28, 28, 30 in dark mode;
    /// with increased contrast 235, 235, 240 (light) and 36, 36, 38 (dark);
    /// elevated (a sheet, a popover) in dark mode: 44, 44, 46, or 54, 54, 56 with increased contrast.
    public class var secondarySystemBackground: UIColor { SystemColors.secondarySystemBackground }
    /// Content layered on a secondary background: RGB 255, 255, 255 in light mode, 44, 44, 46 in dark mode;
    /// with increased contrast 255, 255, 255 (light) and 54, 54, 56 (dark);
    /// elevated (a sheet, a popover) in dark mode: 58, 58, 60, or 68, 68, 70 with increased contrast.
    public class var tertiarySystemBackground: UIColor { SystemColors.tertiarySystemBackground }
    /// The background of grouped content: RGB 242, 242, 247 in light mode, 0, 0, 0 in dark mode;
    /// with increased contrast 235, 235, 240 (light) and 0, 0, 0 (dark);
    /// elevated (a sheet, a popover) in dark mode: 28, 28, 30, or 36, 36, 38 with increased contrast.
    public class var systemGroupedBackground: UIColor { SystemColors.systemGroupedBackground }
    /// Content layered on a grouped background: RGB 255, 255, 255 in light mode, 28, 28, 30 in dark mode;
    /// with increased contrast 255, 255, 255 (light) and 36, 36, 38 (dark);
    /// elevated (a sheet, a popover) in dark mode: 44, 44, 46, or 54, 54, 56 with increased contrast.
    public class var secondarySystemGroupedBackground: UIColor { SystemColors.secondarySystemGroupedBackground }
    /// Content layered on a secondary grouped background: RGB 242, 242, 247 in light mode,
    /// 44, 44, 46 in dark mode;
    /// with increased contrast 235, 235, 240 (light) and 54, 54, 56 (dark);
    /// elevated (a sheet, a popover) in dark mode: 58, 58, 60, or 68, 68, 70 with increased contrast.
    public class var tertiarySystemGroupedBackground: UIColor { SystemColors.tertiarySystemGroupedBackground }
    /// Text on light backgrounds (not dynamic): RGB 0, 0, 0 in every mode.
    public class var darkText: UIColor { system(0, 0, 0, 1) }
    /// Text on dark backgrounds (not dynamic): RGB 255, 255, 255 at 60 % opacity in every mode.
    public class var lightText: UIColor { system(255, 255, 255, 0.6) }

    // MARK: - Legacy colours

    /// The background of grouped tables before iOS 13: the same colour as `systemGroupedBackground`,
    /// RGB 242, 242, 247 in light mode (deprecated by UIKit in iOS 13 for that colour).
    public class var groupTableViewBackground: UIColor { systemGroupedBackground }
    /// The back side of a flipped view (deprecated by UIKit in iOS 7, which documents no value):
    /// an opaque dark grey here, white 0.12.
    public class var viewFlipsideBackground: UIColor { system(31, 31, 31, 1) }
    /// The area behind scrollable content (deprecated by UIKit in iOS 7, which documents no value;
    /// once a linen pattern): an opaque grey here, RGB 111, 113, 122.
    public class var scrollViewTexturedBackground: UIColor { system(111, 113, 122, 1) }
    /// The area under a curled page (deprecated by UIKit in iOS 7, which documents no value):
    /// an opaque light grey here, RGB 181, 183, 189.
    public class var underPageBackground: UIColor { system(181, 183, 189, 1) }
}
