// UITraitEnvironment.swift: what views, controllers, windows and the screen share to take part in
// the trait system, and the overrides an app sets on them.

/// An object with traits, as UIKit's `UITraitEnvironment`: the screen, windows, views and view
/// controllers. Traits flow from the screen through windows, controllers and views; each
/// environment's overrides apply to it and everything below it.
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
    /// The environment's traits.
    var traitCollection: UITraitCollection { get }
    /// Called when the environment's traits changed (deprecated by UIKit in iOS 17 for
    /// `registerForTraitChanges(_:handler:)`, and still called).
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// The traits an app sets on one environment (iOS 17's `traitOverrides`), as UIKit's
/// `UITraitOverrides`: every trait set here applies to the environment and all it contains.
///
///     view.traitOverrides.userInterfaceStyle = .dark
///     controller.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
public protocol UITraitOverrides: UIMutableTraits {
    /// Whether `trait` is overridden.
    func contains(_ trait: UITrait) -> Bool
    /// Stops overriding `trait`.
    mutating func remove(_ trait: UITrait)
}

/// The overrides of one environment: what `traitOverrides` gives and takes.
struct TraitOverrideValues: UITraitOverrides {
    var traits: MutableTraitValues

    init(values: TraitValues) { traits = MutableTraitValues(values: values) }

    var values: TraitValues { traits.values }

    func contains(_ trait: UITrait) -> Bool {
        if let system = trait as? any SystemTraitDefinition.Type { return system.differs(values, TraitValues()) }
        return values.custom[ObjectIdentifier(trait)] != nil
    }

    mutating func remove(_ trait: UITrait) {
        if let system = trait as? any SystemTraitDefinition.Type {
            system.reset(&traits.values)
        } else {
            traits.values.custom[ObjectIdentifier(trait)] = nil
        }
    }

    subscript<T: UITraitDefinition>(_ trait: T.Type) -> T.Value {
        get { traits[trait] }
        set { traits[trait] = newValue }
    }
    var displayScale: CGFloat { get { traits.displayScale } set { traits.displayScale = newValue } }
    var userInterfaceStyle: UIUserInterfaceStyle {
        get { traits.userInterfaceStyle } set { traits.userInterfaceStyle = newValue }
    }
    var userInterfaceIdiom: UIUserInterfaceIdiom {
        get { traits.userInterfaceIdiom } set { traits.userInterfaceIdiom = newValue }
    }
    var layoutDirection: UITraitEnvironmentLayoutDirection {
        get { traits.layoutDirection } set { traits.layoutDirection = newValue }
    }
    var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { traits.horizontalSizeClass } set { traits.horizontalSizeClass = newValue }
    }
    var verticalSizeClass: UIUserInterfaceSizeClass {
        get { traits.verticalSizeClass } set { traits.verticalSizeClass = newValue }
    }
    var preferredContentSizeCategory: UIContentSizeCategory {
        get { traits.preferredContentSizeCategory } set { traits.preferredContentSizeCategory = newValue }
    }
    var accessibilityContrast: UIAccessibilityContrast {
        get { traits.accessibilityContrast } set { traits.accessibilityContrast = newValue }
    }
    var legibilityWeight: UILegibilityWeight {
        get { traits.legibilityWeight } set { traits.legibilityWeight = newValue }
    }
    var userInterfaceLevel: UIUserInterfaceLevel {
        get { traits.userInterfaceLevel } set { traits.userInterfaceLevel = newValue }
    }
    var activeAppearance: UIUserInterfaceActiveAppearance {
        get { traits.activeAppearance } set { traits.activeAppearance = newValue }
    }
    var displayGamut: UIDisplayGamut { get { traits.displayGamut } set { traits.displayGamut = newValue } }
}

extension SystemTraitDefinition {
    /// Puts the trait back to unspecified in `values`.
    static func reset(_ values: inout TraitValues) {
        values[keyPath: keyPath] = TraitValues()[keyPath: keyPath]
    }
}

/// What a view or a controller keeps for the trait system beyond its cached traits: the traits it
/// overrides and its trait-change registrations. Made on first use.
@MainActor
final class TraitEnvironmentState {
    /// The traits overridden here (`traitOverrides`, `overrideUserInterfaceStyle`).
    var overrides = TraitValues()
    /// The trait-change registrations, in the order they were made.
    var registrations: [TraitChangeRegistrationEntry] = []
    /// For a controller: the traits its parent set for it (`setOverrideTraitCollection(_:forChild:)`).
    var overrideFromParent: UITraitCollection?
    /// For a view: its `semanticContentAttribute`.
    var semanticContentAttribute = UISemanticContentAttribute.unspecified
}
