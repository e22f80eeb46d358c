// UIButton.Configuration+Styles.swift: the eight button styles of iOS 15 and what they resolve
// to for a state: foreground and background colours, fonts, default insets and corner radii.
// Values UIKit does not document are recorded in Docs/Differences.md ("Button configurations").

extension UIButton.Configuration {
    /// A button with no background; title and image in the tint colour.
    public static func plain() -> UIButton.Configuration { .init(style: .plain) }
    /// A button on a gray fill; title and image in the tint colour.
    public static func gray() -> UIButton.Configuration { .init(style: .gray) }
    /// A button on a pale fill of the tint colour; title and image in the tint colour.
    public static func tinted() -> UIButton.Configuration { .init(style: .tinted) }
    /// A button filled with the tint colour; title and image in white.
    public static func filled() -> UIButton.Configuration { .init(style: .filled) }
    /// A borderless button, as `plain()`.
    public static func borderless() -> UIButton.Configuration { .init(style: .borderless) }
    /// A bordered button, as `gray()`.
    public static func bordered() -> UIButton.Configuration { .init(style: .bordered) }
    /// A bordered tinted button, as `tinted()`.
    public static func borderedTinted() -> UIButton.Configuration { .init(style: .borderedTinted) }
    /// A bordered prominent button, as `filled()`.
    public static func borderedProminent() -> UIButton.Configuration { .init(style: .borderedProminent) }

    /// The colour of the title, subtitle and image for the configuration's state, with `tint`
    /// the button's tint colour.
    func resolvedForegroundColor(tint: UIColor) -> UIColor {
        if look.isDisabled { return ButtonConfigurationStyle.disabledForeground }
        var color: UIColor
        if look.isSelected && !style.isFilled {
            color = baseForegroundColor ?? .white
        } else {
            color = baseForegroundColor ?? (style.isFilled ? .white : tint)
        }
        if look.isHighlighted && !style.hasBackground && !look.isSelected {
            color = ButtonConfigurationStyle.faded(color, by: ButtonConfigurationStyle.highlightedForegroundAlpha)
        }
        return color
    }

    /// The background's colour for the configuration's state: the one set on ``background``, or
    /// the style's from ``baseBackgroundColor`` or `tint`; nil for none.
    func resolvedBackgroundColor(tint: UIColor) -> UIColor? {
        if background.backgroundColorIsCustom {
            return background.resolvedBackgroundColor(for: tint)
        }
        let base = baseBackgroundColor ?? tint
        var color: UIColor?
        if look.isDisabled {
            color = style.hasBackground || look.isSelected ? ButtonConfigurationStyle.disabledBackground : nil
        } else if look.isSelected && !style.isFilled {
            color = base
        } else {
            switch style {
            case .plain, .borderless: color = baseBackgroundColor
            case .gray, .bordered: color = baseBackgroundColor ?? ButtonConfigurationStyle.grayFill
            case .tinted, .borderedTinted: color = ButtonConfigurationStyle.faded(base, by: ButtonConfigurationStyle.tintedFillAlpha)
            case .filled, .borderedProminent: color = base
            }
        }
        if look.isHighlighted, let shown = color, !look.isDisabled {
            color = ButtonConfigurationStyle.faded(shown, by: ButtonConfigurationStyle.highlightedBackgroundAlpha)
        }
        return background.backgroundColorTransformer.map { transform in color.map { transform($0) } } ?? color
    }

    /// The corner radius of the background in a button `height` points high.
    func resolvedCornerRadius(height: CGFloat) -> CGFloat {
        switch cornerStyle {
        case .fixed: background.cornerRadius
        case .dynamic: buttonSize.dynamicCornerStyle.radius(height: height)
        case .small, .medium, .large, .capsule: cornerStyle.radius(height: height)
        }
    }

    /// The title's font: the size's text style at the traits' content size category.
    func titleFont(for traits: UITraitCollection) -> UIFont {
        UIFont.preferredFont(forTextStyle: buttonSize.titleTextStyle, compatibleWith: traits)
    }

    /// The subtitle's font: the size's subtitle text style at the traits' content size category.
    func subtitleFont(for traits: UITraitCollection) -> UIFont {
        UIFont.preferredFont(forTextStyle: buttonSize.subtitleTextStyle, compatibleWith: traits)
    }

    /// The name a dump gives the style: `filled`, `plain`...
    var styleName: String { style.name }
}

extension UIButton.Configuration.Size {
    /// The default content insets of the size (medium 7/12: a forum answer from Apple's engineers;
    /// the others are this package's decision).
    var defaultContentInsets: NSDirectionalEdgeInsets {
        switch self {
        case .mini: NSDirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
        case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
        }
    }

    /// The text style of the title.
    var titleTextStyle: UIFont.TextStyle {
        switch self {
        case .mini: .footnote
        case .small: .subheadline
        case .medium, .large: .body
        }
    }

    /// The text style of the subtitle.
    var subtitleTextStyle: UIFont.TextStyle {
        switch self {
        case .mini: .caption2
        case .small: .caption1
        case .medium, .large: .subheadline
        }
    }

    /// The corner style `.dynamic` stands for at this size.
    var dynamicCornerStyle: UIButton.Configuration.CornerStyle {
        switch self {
        case .mini, .small: .small
        case .medium: .medium
        case .large: .large
        }
    }
}

extension UIButton.Configuration.CornerStyle {
    /// The radius in a button `height` points high (`.fixed` and `.dynamic` are resolved before).
    func radius(height: CGFloat) -> CGFloat {
        switch self {
        case .small: 4
        case .medium, .dynamic, .fixed: 8
        case .large: 12
        case .capsule: max(0, height) / 2
        }
    }
}

/// The styles of ``UIButton/Configuration``.
enum ButtonConfigurationStyle: Hashable, Sendable {
    case plain, gray, tinted, filled, borderless, bordered, borderedTinted, borderedProminent

    /// Whether the style draws a background at rest.
    var hasBackground: Bool { self != .plain && self != .borderless }

    /// Whether the background is the full base colour, with white text on it.
    var isFilled: Bool { self == .filled || self == .borderedProminent }

    /// The name a dump gives the style.
    var name: String {
        switch self {
        case .plain: "plain"
        case .gray: "gray"
        case .tinted: "tinted"
        case .filled: "filled"
        case .borderless: "borderless"
        case .bordered: "bordered"
        case .borderedTinted: "borderedTinted"
        case .borderedProminent: "borderedProminent"
        }
    }

    /// The gray styles' fill (a decision: the tertiary system fill).
    @MainActor static var grayFill: UIColor { .tertiarySystemFill }
    /// The text and image colour of a disabled button (a decision: the tertiary label colour).
    @MainActor static var disabledForeground: UIColor { .tertiaryLabel }
    /// The background of a disabled button that has one (a decision: the tertiary system fill).
    @MainActor static var disabledBackground: UIColor { .tertiarySystemFill }
    /// How much of the tint the tinted styles' fill keeps (a decision).
    static let tintedFillAlpha: CGFloat = 0.15
    /// How much of its colour a highlighted button's text keeps without a background (a decision).
    static let highlightedForegroundAlpha: CGFloat = 0.5
    /// How much of its colour a highlighted button's background keeps (a decision).
    static let highlightedBackgroundAlpha: CGFloat = 0.75

    /// `color` with its alpha multiplied by `factor` (a dynamic colour stays dynamic).
    @MainActor static func faded(_ color: UIColor, by factor: CGFloat) -> UIColor {
        UIColor { traits in
            let resolved = color.resolvedColor(with: traits)
            return resolved.withAlphaComponent(resolved.rgba.alpha * factor)
        }
    }
}
