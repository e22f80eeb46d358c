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

/// The overrides of one environment, what `traitOverrides` gives and takes, are the package's
/// container of traits.
extension MutableTraitValues: UITraitOverrides {
    func contains(_ trait: UITrait) -> Bool {
        if let system = trait as? any SystemTraitDefinition.Type { return system.differs(values, TraitValues()) }
        return values.custom[ObjectIdentifier(trait)] != nil
    }

    mutating func remove(_ trait: UITrait) {
        if let system = trait as? any SystemTraitDefinition.Type {
            system.reset(&values)
        } else {
            values.custom[ObjectIdentifier(trait)] = nil
        }
    }
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
    /// For a view: the smallest and largest text sizes it and its subviews see (iOS 15).
    var minimumContentSizeCategory: UIContentSizeCategory?
    var maximumContentSizeCategory: UIContentSizeCategory?
}
