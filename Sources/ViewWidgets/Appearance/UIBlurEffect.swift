// UIBlurEffect.swift: the visual effects a bar appearance names for its background (a blur);
// kept as values: nothing here blurs, bars draw their translucent grey instead.

/// An effect drawn over what lies behind a view, as UIKit's `UIVisualEffect`. Here it is only a
/// value that bar appearances carry (there is no `UIVisualEffectView`).
@preconcurrency @MainActor
open class UIVisualEffect: NSObject {
    /// Makes an effect.
    public override init() {
        super.init()
    }
}

/// A blur of what lies behind, in one of UIKit's styles, as UIKit's `UIBlurEffect`. Bars with a
/// blur in their appearance draw UIKit's translucent bar grey (Docs/Differences.md).
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
