// UITraitTypes.swift: the values of the traits a trait collection holds, with UIKit's cases and
// raw values (each has an unspecified case, the value of a collection that does not set it).

/// Light or dark appearance, as UIKit's `UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Sendable, CaseIterable {
    /// Not specified.
    case unspecified = 0
    /// The light appearance.
    case light = 1
    /// The dark appearance.
    case dark = 2
}

/// How much room there is along an axis, as UIKit's `UIUserInterfaceSizeClass`.
public enum UIUserInterfaceSizeClass: Int, Sendable, CaseIterable {
    /// Not specified.
    case unspecified = 0
    /// Constrained room (a phone's width in portrait, its height in landscape).
    case compact = 1
    /// Expansive room (a phone's height in portrait, an iPad's width and height).
    case regular = 2
}

/// The direction of the layout, as UIKit's `UITraitEnvironmentLayoutDirection`.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable, CaseIterable {
    /// Not specified.
    case unspecified = -1
    /// Left to right, as in English.
    case leftToRight = 0
    /// Right to left, as in Arabic and Hebrew.
    case rightToLeft = 1
}

/// The kind of device, as UIKit's `UIUserInterfaceIdiom`.
public enum UIUserInterfaceIdiom: Int, Sendable, CaseIterable {
    /// Not specified.
    case unspecified = -1
    /// An iPhone or iPod touch.
    case phone = 0
    /// An iPad.
    case pad = 1
    /// Apple TV.
    case tv = 2
    /// CarPlay.
    case carPlay = 3
    /// A Mac (Mac Catalyst's Mac idiom).
    case mac = 5
    /// Apple Vision Pro.
    case vision = 6
}

/// Whether the user asked for more contrast, as UIKit's `UIAccessibilityContrast`.
public enum UIAccessibilityContrast: Int, Sendable, CaseIterable {
    /// Not specified.
    case unspecified = -1
    /// The normal contrast.
    case normal = 0
    /// Increased contrast.
    case high = 1
}

/// Whether the user asked for bold text, as UIKit's `UILegibilityWeight`.
public enum UILegibilityWeight: Int, Sendable, CaseIterable {
    /// Not specified.
    case unspecified = -1
    /// Regular text.
    case regular = 0
    /// Bold text.
    case bold = 1
}

/// Whether content sits on the base level or above it (a sheet, a popover), as UIKit's
/// `UIUserInterfaceLevel`.
public enum UIUserInterfaceLevel: Int, Sendable, CaseIterable {
    /// Not specified.
    case unspecified = -1
    /// The window's main content.
    case base = 0
    /// Content above the base level.
    case elevated = 1
}

/// Whether the content is in the active window, as UIKit's `UIUserInterfaceActiveAppearance`.
public enum UIUserInterfaceActiveAppearance: Int, Sendable, CaseIterable {
    /// Not specified.
    case unspecified = -1
    /// In an inactive window.
    case inactive = 0
    /// In the active window.
    case active = 1
}

/// The colour gamut of the display, as UIKit's `UIDisplayGamut`.
public enum UIDisplayGamut: Int, Sendable, CaseIterable {
    /// Not specified.
    case unspecified = -1
    /// The sRGB gamut.
    case SRGB = 0
    /// The wider Display P3 gamut.
    case P3 = 1
}

/// The traits of a collection as plain values; a trait at its unspecified value is not set.
struct TraitValues: Hashable {
    var userInterfaceIdiom = UIUserInterfaceIdiom.unspecified
    var userInterfaceStyle = UIUserInterfaceStyle.unspecified
    var layoutDirection = UITraitEnvironmentLayoutDirection.unspecified
    var displayScale: CGFloat = 0
    var horizontalSizeClass = UIUserInterfaceSizeClass.unspecified
    var verticalSizeClass = UIUserInterfaceSizeClass.unspecified
    var preferredContentSizeCategory = UIContentSizeCategory.unspecified
    var accessibilityContrast = UIAccessibilityContrast.unspecified
    var legibilityWeight = UILegibilityWeight.unspecified
    var userInterfaceLevel = UIUserInterfaceLevel.unspecified
    var activeAppearance = UIUserInterfaceActiveAppearance.unspecified
    var displayGamut = UIDisplayGamut.unspecified
    /// The values of an app's own traits (``UITraitDefinition``), by the trait's type.
    var custom: [ObjectIdentifier: CustomTraitValue] = [:]

    /// These values with every trait `other` sets taken from it.
    func overridden(by other: TraitValues) -> TraitValues {
        var result = self
        if other.userInterfaceIdiom != .unspecified { result.userInterfaceIdiom = other.userInterfaceIdiom }
        if other.userInterfaceStyle != .unspecified { result.userInterfaceStyle = other.userInterfaceStyle }
        if other.layoutDirection != .unspecified { result.layoutDirection = other.layoutDirection }
        if other.displayScale != 0 { result.displayScale = other.displayScale }
        if other.horizontalSizeClass != .unspecified { result.horizontalSizeClass = other.horizontalSizeClass }
        if other.verticalSizeClass != .unspecified { result.verticalSizeClass = other.verticalSizeClass }
        if other.preferredContentSizeCategory != .unspecified {
            result.preferredContentSizeCategory = other.preferredContentSizeCategory
        }
        if other.accessibilityContrast != .unspecified { result.accessibilityContrast = other.accessibilityContrast }
        if other.legibilityWeight != .unspecified { result.legibilityWeight = other.legibilityWeight }
        if other.userInterfaceLevel != .unspecified { result.userInterfaceLevel = other.userInterfaceLevel }
        if other.activeAppearance != .unspecified { result.activeAppearance = other.activeAppearance }
        if other.displayGamut != .unspecified { result.displayGamut = other.displayGamut }
        if !other.custom.isEmpty { result.custom.merge(other.custom) { $1 } }
        return result
    }

    /// Whether every trait `other` sets has the same value here.
    func contains(_ other: TraitValues) -> Bool {
        overridden(by: other) == self
    }
}

/// The value of an app's own trait in a collection, compared with its type's `==`.
struct CustomTraitValue: Hashable {
    /// The value (its type is the trait's `Value`, which is `Equatable`).
    let value: any Equatable
    /// Whether the trait changes how dynamic colours resolve.
    let affectsColorAppearance: Bool

    static func == (a: CustomTraitValue, b: CustomTraitValue) -> Bool {
        func equals<T: Equatable>(_ first: T, _ second: Any) -> Bool { (second as? T) == first }
        return equals(a.value, b.value)
    }

    /// Every value hashes alike: equality alone tells custom values apart.
    func hash(into hasher: inout Hasher) {}
}
