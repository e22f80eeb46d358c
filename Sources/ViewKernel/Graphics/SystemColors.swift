// SystemColors.swift: the values of UIKit's system and semantic colours, from the colour tables of
// Apple's Human Interface Guidelines (light, dark, and increased contrast in each), with the
// lighter dark backgrounds UIKit gives elevated content (sheets, popovers).

/// A system colour's fixed value in each appearance.
struct SystemColorValues: Sendable {
    /// Light mode (and an unspecified appearance).
    let light: UIColor
    /// Dark mode.
    let dark: UIColor
    /// Light mode with increased contrast.
    let lightHigh: UIColor
    /// Dark mode with increased contrast.
    let darkHigh: UIColor
    /// Dark mode, elevated content.
    let darkElevated: UIColor
    /// Dark mode, elevated content, increased contrast.
    let darkHighElevated: UIColor

    /// The value for `traits`: dark only for `.dark` (unspecified is light), increased contrast
    /// for `.high`, elevated for `.elevated` (which changes only dark backgrounds).
    func resolved(in traits: UITraitCollection) -> UIColor {
        let isHigh = traits.accessibilityContrast == .high
        guard traits.userInterfaceStyle == .dark else { return isHigh ? lightHigh : light }
        if traits.userInterfaceLevel == .elevated { return isHigh ? darkHighElevated : darkElevated }
        return isHigh ? darkHigh : dark
    }
}

/// The system colours, each made once: a dynamic colour equals only itself, so `UIColor.label`
/// must give the same instance every time.
enum SystemColors {
    /// Channels 0...255 and an opacity 0...1.
    typealias RGBA = (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)

    /// A fixed colour from 0...255 channels.
    private static func color(_ value: RGBA) -> UIColor {
        UIColor(red: value.red / 255, green: value.green / 255, blue: value.blue / 255, alpha: value.alpha)
    }

    /// A dynamic colour with these values; a value not given is the one without increased
    /// contrast (or without elevation).
    private static func adaptive(_ light: RGBA, dark: RGBA, lightHigh: RGBA? = nil, darkHigh: RGBA? = nil,
                                 darkElevated: RGBA? = nil, darkHighElevated: RGBA? = nil) -> UIColor {
        let values = SystemColorValues(
            light: color(light), dark: color(dark), lightHigh: color(lightHigh ?? light), darkHigh: color(darkHigh ?? dark),
            darkElevated: color(darkElevated ?? dark), darkHighElevated: color(darkHighElevated ?? darkHigh ?? dark))
        return UIColor { values.resolved(in: $0) }
    }

    static let systemRed = adaptive((255, 59, 48, 1), dark: (255, 69, 58, 1),
        lightHigh: (215, 0, 21, 1), darkHigh: (255, 105, 97, 1))
    static let systemOrange = adaptive((255, 149, 0, 1), dark: (255, 159, 10, 1),
        lightHigh: (201, 52, 0, 1), darkHigh: (255, 179, 64, 1))
    static let systemYellow = adaptive((255, 204, 0, 1), dark: (255, 214, 10, 1),
        lightHigh: (178, 80, 0, 1), darkHigh: (255, 212, 38, 1))
    static let systemGreen = adaptive((52, 199, 89, 1), dark: (48, 209, 88, 1),
        lightHigh: (36, 138, 61, 1), darkHigh: (48, 219, 91, 1))
    static let systemMint = adaptive((0, 199, 190, 1), dark: (99, 230, 226, 1),
        lightHigh: (12, 129, 123, 1), darkHigh: (102, 212, 207, 1))
    static let systemTeal = adaptive((48, 176, 199, 1), dark: (64, 200, 224, 1),
        lightHigh: (0, 130, 153, 1), darkHigh: (93, 230, 255, 1))
    static let systemCyan = adaptive((50, 173, 230, 1), dark: (100, 210, 255, 1),
        lightHigh: (0, 113, 164, 1), darkHigh: (112, 215, 255, 1))
    static let systemBlue = adaptive((0, 122, 255, 1), dark: (10, 132, 255, 1),
        lightHigh: (0, 64, 221, 1), darkHigh: (64, 156, 255, 1))
    static let systemIndigo = adaptive((88, 86, 214, 1), dark: (94, 92, 230, 1),
        lightHigh: (54, 52, 163, 1), darkHigh: (125, 122, 255, 1))
    static let systemPurple = adaptive((175, 82, 222, 1), dark: (191, 90, 242, 1),
        lightHigh: (137, 68, 171, 1), darkHigh: (218, 143, 255, 1))
    static let systemPink = adaptive((255, 45, 85, 1), dark: (255, 55, 95, 1),
        lightHigh: (211, 15, 69, 1), darkHigh: (255, 100, 130, 1))
    static let systemBrown = adaptive((162, 132, 94, 1), dark: (172, 142, 104, 1),
        lightHigh: (127, 101, 69, 1), darkHigh: (181, 148, 105, 1))
    static let systemGray = adaptive((142, 142, 147, 1), dark: (142, 142, 147, 1),
        lightHigh: (108, 108, 112, 1), darkHigh: (174, 174, 178, 1))
    static let systemGray2 = adaptive((174, 174, 178, 1), dark: (99, 99, 102, 1),
        lightHigh: (142, 142, 147, 1), darkHigh: (124, 124, 128, 1))
    static let systemGray3 = adaptive((199, 199, 204, 1), dark: (72, 72, 74, 1),
        lightHigh: (174, 174, 178, 1), darkHigh: (84, 84, 86, 1))
    static let systemGray4 = adaptive((209, 209, 214, 1), dark: (58, 58, 60, 1),
        lightHigh: (188, 188, 192, 1), darkHigh: (68, 68, 70, 1))
    static let systemGray5 = adaptive((229, 229, 234, 1), dark: (44, 44, 46, 1),
        lightHigh: (216, 216, 220, 1), darkHigh: (54, 54, 56, 1))
    static let systemGray6 = adaptive((242, 242, 247, 1), dark: (28, 28, 30, 1),
        lightHigh: (235, 235, 240, 1), darkHigh: (36, 36, 38, 1))
    static let tintColor = adaptive((0, 122, 255, 1), dark: (10, 132, 255, 1),
        lightHigh: (0, 64, 221, 1), darkHigh: (64, 156, 255, 1))
    static let label = adaptive((0, 0, 0, 1), dark: (255, 255, 255, 1))
    static let secondaryLabel = adaptive((60, 60, 67, 0.6), dark: (235, 235, 245, 0.6),
        lightHigh: (60, 60, 67, 0.68), darkHigh: (235, 235, 245, 0.68))
    static let tertiaryLabel = adaptive((60, 60, 67, 0.3), dark: (235, 235, 245, 0.3),
        lightHigh: (60, 60, 67, 0.38), darkHigh: (235, 235, 245, 0.38))
    static let quaternaryLabel = adaptive((60, 60, 67, 0.18), dark: (235, 235, 245, 0.16),
        lightHigh: (60, 60, 67, 0.26), darkHigh: (235, 235, 245, 0.24))
    static let placeholderText = adaptive((60, 60, 67, 0.3), dark: (235, 235, 245, 0.3),
        lightHigh: (60, 60, 67, 0.38), darkHigh: (235, 235, 245, 0.38))
    static let link = adaptive((0, 122, 255, 1), dark: (9, 132, 255, 1))
    static let separator = adaptive((60, 60, 67, 0.29), dark: (84, 84, 88, 0.6),
        lightHigh: (60, 60, 67, 0.37), darkHigh: (84, 84, 88, 0.68))
    static let opaqueSeparator = adaptive((198, 198, 200, 1), dark: (56, 56, 58, 1))
    static let systemFill = adaptive((120, 120, 128, 0.2), dark: (120, 120, 128, 0.36),
        lightHigh: (120, 120, 128, 0.28), darkHigh: (120, 120, 128, 0.44))
    static let secondarySystemFill = adaptive((120, 120, 128, 0.16), dark: (120, 120, 128, 0.32),
        lightHigh: (120, 120, 128, 0.24), darkHigh: (120, 120, 128, 0.4))
    static let tertiarySystemFill = adaptive((118, 118, 128, 0.12), dark: (118, 118, 128, 0.24),
        lightHigh: (118, 118, 128, 0.2), darkHigh: (118, 118, 128, 0.32))
    static let quaternarySystemFill = adaptive((116, 116, 128, 0.08), dark: (118, 118, 128, 0.18),
        lightHigh: (116, 116, 128, 0.16), darkHigh: (118, 118, 128, 0.26))
    static let systemBackground = adaptive((255, 255, 255, 1), dark: (0, 0, 0, 1),
        darkElevated: (28, 28, 30, 1), darkHighElevated: (36, 36, 38, 1))
    static let secondarySystemBackground = adaptive((242, 242, 247, 1), dark: (28, 28, 30, 1),
        lightHigh: (235, 235, 240, 1), darkHigh: (36, 36, 38, 1),
        darkElevated: (44, 44, 46, 1), darkHighElevated: (54, 54, 56, 1))
    static let tertiarySystemBackground = adaptive((255, 255, 255, 1), dark: (44, 44, 46, 1),
        darkHigh: (54, 54, 56, 1), darkElevated: (58, 58, 60, 1), darkHighElevated: (68, 68, 70, 1))
    static let systemGroupedBackground = adaptive((242, 242, 247, 1), dark: (0, 0, 0, 1),
        lightHigh: (235, 235, 240, 1), darkElevated: (28, 28, 30, 1), darkHighElevated: (36, 36, 38, 1))
    static let secondarySystemGroupedBackground = adaptive((255, 255, 255, 1), dark: (28, 28, 30, 1),
        darkHigh: (36, 36, 38, 1), darkElevated: (44, 44, 46, 1), darkHighElevated: (54, 54, 56, 1))
    static let tertiarySystemGroupedBackground = adaptive((242, 242, 247, 1), dark: (44, 44, 46, 1),
        lightHigh: (235, 235, 240, 1), darkHigh: (54, 54, 56, 1),
        darkElevated: (58, 58, 60, 1), darkHighElevated: (68, 68, 70, 1))
}
