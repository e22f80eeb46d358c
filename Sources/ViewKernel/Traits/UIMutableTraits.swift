// UIMutableTraits.swift: the read-write traits that `UITraitCollection(mutations:)` and
// `modifyingTraits(_:)` hand to their closure (iOS 17).

/// A mutable container of traits, as UIKit's `UIMutableTraits`: what the closure of
/// `UITraitCollection(mutations:)` sets.
public protocol UIMutableTraits {
    /// Pixels per point; 0 when unspecified.
    var displayScale: CGFloat { get set }
    /// Light or dark.
    var userInterfaceStyle: UIUserInterfaceStyle { get set }
    /// The kind of device.
    var userInterfaceIdiom: UIUserInterfaceIdiom { get set }
    /// Left to right or right to left.
    var layoutDirection: UITraitEnvironmentLayoutDirection { get set }
    /// The room across.
    var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
    /// The room down.
    var verticalSizeClass: UIUserInterfaceSizeClass { get set }
    /// The user's preferred text size.
    var preferredContentSizeCategory: UIContentSizeCategory { get set }
    /// Normal or increased contrast.
    var accessibilityContrast: UIAccessibilityContrast { get set }
    /// Regular or bold text.
    var legibilityWeight: UILegibilityWeight { get set }
    /// Base or elevated content.
    var userInterfaceLevel: UIUserInterfaceLevel { get set }
    /// Whether the window is active.
    var activeAppearance: UIUserInterfaceActiveAppearance { get set }
    /// The display's colour gamut.
    var displayGamut: UIDisplayGamut { get set }
    /// The value of any trait, UIKit's or an app's own (iOS 17): `traits[ThemeTrait.self] = .dark`.
    subscript<T: UITraitDefinition>(_ trait: T.Type) -> T.Value { get set }
}

/// The traits a mutation closure changes, before they become a collection.
struct MutableTraitValues: UIMutableTraits {
    var values = TraitValues()

    subscript<T: UITraitDefinition>(_ trait: T.Type) -> T.Value {
        get { values.value(of: trait) }
        set {
            // The scale goes through its setter, which keeps a bad scale unspecified.
            if let scale = newValue as? CGFloat, ObjectIdentifier(trait) == ObjectIdentifier(UITraitDisplayScale.self) {
                displayScale = scale
            } else {
                values.setValue(newValue, of: trait)
            }
        }
    }

    var displayScale: CGFloat {
        get { values.displayScale }
        // A scale that is not a positive finite number is unspecified.
        set { values.displayScale = newValue.isFinite && newValue > 0 ? newValue : 0 }
    }
    var userInterfaceStyle: UIUserInterfaceStyle {
        get { values.userInterfaceStyle }
        set { values.userInterfaceStyle = newValue }
    }
    var userInterfaceIdiom: UIUserInterfaceIdiom {
        get { values.userInterfaceIdiom }
        set { values.userInterfaceIdiom = newValue }
    }
    var layoutDirection: UITraitEnvironmentLayoutDirection {
        get { values.layoutDirection }
        set { values.layoutDirection = newValue }
    }
    var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { values.horizontalSizeClass }
        set { values.horizontalSizeClass = newValue }
    }
    var verticalSizeClass: UIUserInterfaceSizeClass {
        get { values.verticalSizeClass }
        set { values.verticalSizeClass = newValue }
    }
    var preferredContentSizeCategory: UIContentSizeCategory {
        get { values.preferredContentSizeCategory }
        set { values.preferredContentSizeCategory = newValue }
    }
    var accessibilityContrast: UIAccessibilityContrast {
        get { values.accessibilityContrast }
        set { values.accessibilityContrast = newValue }
    }
    var legibilityWeight: UILegibilityWeight {
        get { values.legibilityWeight }
        set { values.legibilityWeight = newValue }
    }
    var userInterfaceLevel: UIUserInterfaceLevel {
        get { values.userInterfaceLevel }
        set { values.userInterfaceLevel = newValue }
    }
    var activeAppearance: UIUserInterfaceActiveAppearance {
        get { values.activeAppearance }
        set { values.activeAppearance = newValue }
    }
    var displayGamut: UIDisplayGamut {
        get { values.displayGamut }
        set { values.displayGamut = newValue }
    }
}

extension TraitValues {
    /// The traits `traits` holds (a closure may have put any container in the `inout` argument).
    init(reading traits: any UIMutableTraits) {
        if let own = traits as? MutableTraitValues {
            self = own.values
            return
        }
        // Another container: copy each trait through this package's setters (a bad scale stays unspecified).
        var copy = MutableTraitValues()
        copy.displayScale = traits.displayScale
        copy.userInterfaceStyle = traits.userInterfaceStyle
        copy.userInterfaceIdiom = traits.userInterfaceIdiom
        copy.layoutDirection = traits.layoutDirection
        copy.horizontalSizeClass = traits.horizontalSizeClass
        copy.verticalSizeClass = traits.verticalSizeClass
        copy.preferredContentSizeCategory = traits.preferredContentSizeCategory
        copy.accessibilityContrast = traits.accessibilityContrast
        copy.legibilityWeight = traits.legibilityWeight
        copy.userInterfaceLevel = traits.userInterfaceLevel
        copy.activeAppearance = traits.activeAppearance
        copy.displayGamut = traits.displayGamut
        self = copy.values
    }

    /// The traits that are set, as `name = value` pairs joined by "; " (UIKit's description).
    var specifiedDescription: String {
        var parts: [String] = []
        if userInterfaceIdiom != .unspecified { parts.append("UserInterfaceIdiom = \(userInterfaceIdiom)") }
        if displayScale != 0 { parts.append("DisplayScale = \(displayScale)") }
        if displayGamut != .unspecified { parts.append("DisplayGamut = \(displayGamut)") }
        if horizontalSizeClass != .unspecified { parts.append("HorizontalSizeClass = \(horizontalSizeClass)") }
        if verticalSizeClass != .unspecified { parts.append("VerticalSizeClass = \(verticalSizeClass)") }
        if userInterfaceStyle != .unspecified { parts.append("UserInterfaceStyle = \(userInterfaceStyle)") }
        if layoutDirection != .unspecified { parts.append("LayoutDirection = \(layoutDirection)") }
        if preferredContentSizeCategory != .unspecified {
            parts.append("PreferredContentSizeCategory = \(preferredContentSizeCategory.rawValue)")
        }
        if accessibilityContrast != .unspecified { parts.append("AccessibilityContrast = \(accessibilityContrast)") }
        if legibilityWeight != .unspecified { parts.append("LegibilityWeight = \(legibilityWeight)") }
        if userInterfaceLevel != .unspecified { parts.append("UserInterfaceLevel = \(userInterfaceLevel)") }
        if activeAppearance != .unspecified { parts.append("ActiveAppearance = \(activeAppearance)") }
        return parts.joined(separator: "; ")
    }
}

extension UIMutableTraits {
    /// The value of `trait` in an app's own container: UIKit's traits through their properties.
    /// Such a container has no room for an app's own traits: those read their default value, and
    /// setting one changes nothing (this package's containers keep them).
    public subscript<T: UITraitDefinition>(_ trait: T.Type) -> T.Value {
        get { TraitValues(reading: self).value(of: trait) }
        set {
            var values = TraitValues(reading: self)
            values.setValue(newValue, of: trait)
            displayScale = values.displayScale
            userInterfaceStyle = values.userInterfaceStyle
            userInterfaceIdiom = values.userInterfaceIdiom
            layoutDirection = values.layoutDirection
            horizontalSizeClass = values.horizontalSizeClass
            verticalSizeClass = values.verticalSizeClass
            preferredContentSizeCategory = values.preferredContentSizeCategory
            accessibilityContrast = values.accessibilityContrast
            legibilityWeight = values.legibilityWeight
            userInterfaceLevel = values.userInterfaceLevel
            activeAppearance = values.activeAppearance
            displayGamut = values.displayGamut
        }
    }
}
