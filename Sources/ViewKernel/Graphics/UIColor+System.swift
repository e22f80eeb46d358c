// UIColor+System.swift: UIKit's system and semantic colours with their light-mode values.

extension UIColor {
    /// A system colour from its 0...255 components (light mode).
    private static func system(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat) -> UIColor {
        UIColor(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)
    }

    /// Red: RGB 255, 59, 48 in light mode.
    public class var systemRed: UIColor { system(255, 59, 48, 1) }
    /// Orange: RGB 255, 149, 0 in light mode.
    public class var systemOrange: UIColor { system(255, 149, 0, 1) }
    /// Yellow: RGB 255, 204, 0 in light mode.
    public class var systemYellow: UIColor { system(255, 204, 0, 1) }
    /// Green: RGB 52, 199, 89 in light mode.
    public class var systemGreen: UIColor { system(52, 199, 89, 1) }
    /// Mint: RGB 0, 199, 190 in light mode.
    public class var systemMint: UIColor { system(0, 199, 190, 1) }
    /// Teal: RGB 48, 176, 199 in light mode.
    public class var systemTeal: UIColor { system(48, 176, 199, 1) }
    /// Cyan: RGB 50, 173, 230 in light mode.
    public class var systemCyan: UIColor { system(50, 173, 230, 1) }
    /// Blue: RGB 0, 122, 255 in light mode.
    public class var systemBlue: UIColor { system(0, 122, 255, 1) }
    /// Indigo: RGB 88, 86, 214 in light mode.
    public class var systemIndigo: UIColor { system(88, 86, 214, 1) }
    /// Purple: RGB 175, 82, 222 in light mode.
    public class var systemPurple: UIColor { system(175, 82, 222, 1) }
    /// Pink: RGB 255, 45, 85 in light mode.
    public class var systemPink: UIColor { system(255, 45, 85, 1) }
    /// Brown: RGB 162, 132, 94 in light mode.
    public class var systemBrown: UIColor { system(162, 132, 94, 1) }
    /// The base grey: RGB 142, 142, 147 in light mode.
    public class var systemGray: UIColor { system(142, 142, 147, 1) }
    /// A second-level grey: RGB 174, 174, 178 in light mode.
    public class var systemGray2: UIColor { system(174, 174, 178, 1) }
    /// A third-level grey: RGB 199, 199, 204 in light mode.
    public class var systemGray3: UIColor { system(199, 199, 204, 1) }
    /// A fourth-level grey: RGB 209, 209, 214 in light mode.
    public class var systemGray4: UIColor { system(209, 209, 214, 1) }
    /// A fifth-level grey: RGB 229, 229, 234 in light mode.
    public class var systemGray5: UIColor { system(229, 229, 234, 1) }
    /// A sixth-level grey: RGB 242, 242, 247 in light mode.
    public class var systemGray6: UIColor { system(242, 242, 247, 1) }
    /// The default tint (system blue): RGB 0, 122, 255 in light mode.
    public class var tintColor: UIColor { system(0, 122, 255, 1) }
    /// Primary text: RGB 0, 0, 0 in light mode.
    public class var label: UIColor { system(0, 0, 0, 1) }
    /// Secondary text: RGB 60, 60, 67 at 60 % opacity in light mode.
    public class var secondaryLabel: UIColor { system(60, 60, 67, 0.6) }
    /// Tertiary text: RGB 60, 60, 67 at 30 % opacity in light mode.
    public class var tertiaryLabel: UIColor { system(60, 60, 67, 0.3) }
    /// Quaternary text: RGB 60, 60, 67 at 18 % opacity in light mode.
    public class var quaternaryLabel: UIColor { system(60, 60, 67, 0.18) }
    /// Placeholder text: RGB 60, 60, 67 at 30 % opacity in light mode.
    public class var placeholderText: UIColor { system(60, 60, 67, 0.3) }
    /// Links: RGB 0, 122, 255 in light mode.
    public class var link: UIColor { system(0, 122, 255, 1) }
    /// Thin separators, letting content show through: RGB 60, 60, 67 at 29 % opacity in light mode.
    public class var separator: UIColor { system(60, 60, 67, 0.29) }
    /// Opaque separators: RGB 198, 198, 200 in light mode.
    public class var opaqueSeparator: UIColor { system(198, 198, 200, 1) }
    /// Fill of thin, small shapes: RGB 120, 120, 128 at 20 % opacity in light mode.
    public class var systemFill: UIColor { system(120, 120, 128, 0.2) }
    /// Fill of medium shapes: RGB 120, 120, 128 at 16 % opacity in light mode.
    public class var secondarySystemFill: UIColor { system(120, 120, 128, 0.16) }
    /// Fill of large shapes: RGB 118, 118, 128 at 12 % opacity in light mode.
    public class var tertiarySystemFill: UIColor { system(118, 118, 128, 0.12) }
    /// Fill of large areas with complex content: RGB 116, 116, 128 at 8 % opacity in light mode.
    public class var quaternarySystemFill: UIColor { system(116, 116, 128, 0.08) }
    /// The main background: RGB 255, 255, 255 in light mode.
    public class var systemBackground: UIColor { system(255, 255, 255, 1) }
    /// Content layered on the main background: RGB 242, 242, 247 in light mode.
    public class var secondarySystemBackground: UIColor { system(242, 242, 247, 1) }
    /// Content layered on a secondary background: RGB 255, 255, 255 in light mode.
    public class var tertiarySystemBackground: UIColor { system(255, 255, 255, 1) }
    /// The background of grouped content: RGB 242, 242, 247 in light mode.
    public class var systemGroupedBackground: UIColor { system(242, 242, 247, 1) }
    /// Content layered on a grouped background: RGB 255, 255, 255 in light mode.
    public class var secondarySystemGroupedBackground: UIColor { system(255, 255, 255, 1) }
    /// Content layered on a secondary grouped background: RGB 242, 242, 247 in light mode.
    public class var tertiarySystemGroupedBackground: UIColor { system(242, 242, 247, 1) }
    /// Text on light backgrounds (not dynamic): RGB 0, 0, 0 in light mode.
    public class var darkText: UIColor { system(0, 0, 0, 1) }
    /// Text on dark backgrounds (not dynamic): RGB 255, 255, 255 at 60 % opacity in light mode.
    public class var lightText: UIColor { system(255, 255, 255, 0.6) }

    // MARK: - Legacy colours

    /// The background of grouped tables before iOS 13: the same as `systemGroupedBackground`,
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
