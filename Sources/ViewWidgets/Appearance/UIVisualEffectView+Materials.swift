// UIVisualEffectView+Materials.swift: the translucent fill a visual effect view paints for each
// blur style, in place of the blur (Apple publishes no colours for its materials: these are
// chosen to read as each material's thickness, light or dark; see Docs/Differences.md).

extension UIVisualEffectView {
    /// The fill painted for a blur of `style`: a near-white (light) or near-black (dark) tint,
    /// more opaque for thicker materials. The styles that follow the interface style give a
    /// dynamic colour; the `...Light` and `...Dark` ones, and `.extraLight`, `.light` and `.dark`,
    /// a fixed one. `.systemChromeMaterial` is the translucent grey bars draw.
    static func fill(of style: UIBlurEffect.Style) -> UIColor {
        switch style {
        case .extraLight: return lightTint(alpha: 0.8)
        case .light: return lightTint(alpha: 0.3)
        case .dark: return darkTint(alpha: 0.73)
        case .regular, .systemMaterial: return adaptive(alpha: 0.75)
        case .prominent, .systemThickMaterial: return adaptive(alpha: 0.9)
        case .systemUltraThinMaterial: return adaptive(alpha: 0.35)
        case .systemThinMaterial: return adaptive(alpha: 0.55)
        case .systemChromeMaterial: return adaptive(alpha: 0.94)
        case .systemUltraThinMaterialLight: return lightTint(alpha: 0.35)
        case .systemThinMaterialLight: return lightTint(alpha: 0.55)
        case .systemMaterialLight: return lightTint(alpha: 0.75)
        case .systemThickMaterialLight: return lightTint(alpha: 0.9)
        case .systemChromeMaterialLight: return lightTint(alpha: 0.94)
        case .systemUltraThinMaterialDark: return darkTint(alpha: 0.35)
        case .systemThinMaterialDark: return darkTint(alpha: 0.55)
        case .systemMaterialDark: return darkTint(alpha: 0.75)
        case .systemThickMaterialDark: return darkTint(alpha: 0.9)
        case .systemChromeMaterialDark: return darkTint(alpha: 0.94)
        }
    }

    /// The light materials' tint: the bars' near-white (RGB 0.97) at `alpha`.
    nonisolated private static func lightTint(alpha: CGFloat) -> UIColor {
        UIColor(red: 0.97, green: 0.97, blue: 0.97, alpha: alpha)
    }

    /// The dark materials' tint: the bars' near-black (RGB 0.07) at `alpha`.
    nonisolated private static func darkTint(alpha: CGFloat) -> UIColor {
        UIColor(red: 0.07, green: 0.07, blue: 0.07, alpha: alpha)
    }

    /// The light tint in the light appearance, the dark one in the dark appearance, at `alpha`.
    private static func adaptive(alpha: CGFloat) -> UIColor {
        UIColor { traits in traits.userInterfaceStyle == .dark ? darkTint(alpha: alpha) : lightTint(alpha: alpha) }
    }
}
