// UIBlurEffect.swift: the visual effects a bar appearance or a `UIVisualEffectView` names (a
// blur, a vibrancy); kept as values: nothing here blurs, views draw a translucent fill instead.

/// An effect drawn over what lies behind a view, as UIKit's `UIVisualEffect`: the value a
/// ``UIVisualEffectView`` shows and bar appearances carry.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject {
    /// Makes an effect.
    public override init() {
        super.init()
    }
}

/// A blur of what lies behind, in one of UIKit's styles, as UIKit's `UIBlurEffect`. Bars with a
/// blur in their appearance draw UIKit's translucent bar grey; a ``UIVisualEffectView`` draws a
/// translucent fill of the style's colour (Docs/Differences.md).
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    /// The style of the blur (not public in UIKit either; two blurs compare by it).
    let style: Style

    /// Makes a blur of the given style.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// Two blurs are equal when their styles are.
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UIBlurEffect)?.style == style
    }

    /// The hash of the style.
    open override var hash: Int { style.hashValue }

    /// The blur styles, with UIKit's raw values.
    public enum Style: Int, Sendable, CaseIterable {
        /// A blur lighter than the content.
        case extraLight = 0
        /// A blur about as light as the content.
        case light = 1
        /// A blur darker than the content.
        case dark = 2
        /// A blur that follows the interface style.
        case regular = 4
        /// A blur that stands out more than `.regular`, following the interface style.
        case prominent = 5
        /// The thinnest material, following the interface style.
        case systemUltraThinMaterial = 6
        /// A thin material, following the interface style.
        case systemThinMaterial = 7
        /// The default material, following the interface style.
        case systemMaterial = 8
        /// A thick material, following the interface style.
        case systemThickMaterial = 9
        /// The material of bars and other chrome, following the interface style.
        case systemChromeMaterial = 10
        /// The thinnest material, always light.
        case systemUltraThinMaterialLight = 11
        /// A thin material, always light.
        case systemThinMaterialLight = 12
        /// The default material, always light.
        case systemMaterialLight = 13
        /// A thick material, always light.
        case systemThickMaterialLight = 14
        /// The chrome material, always light.
        case systemChromeMaterialLight = 15
        /// The thinnest material, always dark.
        case systemUltraThinMaterialDark = 16
        /// A thin material, always dark.
        case systemThinMaterialDark = 17
        /// The default material, always dark.
        case systemMaterialDark = 18
        /// A thick material, always dark.
        case systemThickMaterialDark = 19
        /// The chrome material, always dark.
        case systemChromeMaterialDark = 20
    }
}

/// An effect that makes the content of a ``UIVisualEffectView`` stand out over a blur, as
/// UIKit's `UIVibrancyEffect`: kept as a value (the blur it was made for and its style); the
/// content is drawn in its own colours (Docs/Differences.md).
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur the effect was made for (not public in UIKit).
    let blurEffect: UIBlurEffect
    /// The style of vibrancy; `.label` for ``init(blurEffect:)`` (not public in UIKit).
    let style: UIVibrancyEffectStyle

    /// A vibrancy for content over a view blurred with `blurEffect`.
    public convenience init(blurEffect: UIBlurEffect) {
        self.init(blurEffect: blurEffect, style: .label)
    }

    /// A vibrancy of `style` for content over a view blurred with `blurEffect` (iOS 13).
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }

    /// Two vibrancies are equal when their blurs and styles are.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIVibrancyEffect else { return false }
        return other.style == style && other.blurEffect.isEqual(blurEffect)
    }

    /// The hash of the blur and the style.
    open override var hash: Int { blurEffect.hash &* 31 &+ style.rawValue }
}

/// The vibrancy styles, as UIKit's `UIVibrancyEffectStyle` (iOS 13), with UIKit's raw values.
public enum UIVibrancyEffectStyle: Int, Sendable, CaseIterable {
    /// For labels of primary content.
    case label = 0
    /// For labels of secondary content.
    case secondaryLabel = 1
    /// For labels of tertiary content.
    case tertiaryLabel = 2
    /// For labels of quaternary content.
    case quaternaryLabel = 3
    /// For large filled areas of primary content.
    case fill = 4
    /// For large filled areas of secondary content.
    case secondaryFill = 5
    /// For large filled areas of tertiary content.
    case tertiaryFill = 6
    /// For separator lines.
    case separator = 7
}
