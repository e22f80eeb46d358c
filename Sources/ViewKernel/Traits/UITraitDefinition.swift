// UITraitDefinition.swift: traits named as types (iOS 17), what `registerForTraitChanges(_:...)`
// takes: `[UITraitUserInterfaceStyle.self, UITraitPreferredContentSizeCategory.self]`.

/// A trait named as a type, as UIKit's `UITraitDefinition` (iOS 17): what
/// `registerForTraitChanges(_:handler:)` takes, and what an app's own trait conforms to.
public protocol UITraitDefinition {
    /// The type of the trait's value.
    associatedtype Value: Equatable = Self
    /// The value where nothing sets the trait.
    static var defaultValue: Value { get }
    /// The trait's name, for descriptions.
    static var name: String { get }
    /// A unique name for the trait (by default the type's own name).
    static var identifier: String { get }
    /// Whether a change of the trait may change how dynamic colours resolve.
    static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
    /// The type's name.
    public static var name: String { String(describing: Self.self) }
    /// The type's full name.
    public static var identifier: String { String(reflecting: Self.self) }
    /// False: most traits do not change colours.
    public static var affectsColorAppearance: Bool { false }
}

/// Any trait, as UIKit's `UITrait`: a trait definition's type.
public typealias UITrait = any UITraitDefinition.Type

/// One of UIKit's own traits: where its value sits in a collection.
protocol SystemTraitDefinition: UITraitDefinition {
    /// The trait's place among the values of a collection.
    static var keyPath: WritableKeyPath<TraitValues, Value> { get }
}

extension SystemTraitDefinition {
    /// Whether `a` and `b` hold different values of the trait.
    static func differs(_ a: TraitValues, _ b: TraitValues) -> Bool { a[keyPath: keyPath] != b[keyPath: keyPath] }
}

/// The light or dark appearance, as a trait type.
public enum UITraitUserInterfaceStyle: SystemTraitDefinition {
    /// Unspecified.
    public static let defaultValue = UIUserInterfaceStyle.unspecified
    /// True: the appearance changes colours.
    public static var affectsColorAppearance: Bool { true }
    static var keyPath: WritableKeyPath<TraitValues, Value> { \.userInterfaceStyle }
}

/// The horizontal size class, as a trait type.
public enum UITraitHorizontalSizeClass: SystemTraitDefinition {
    /// Unspecified.
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    static var keyPath: WritableKeyPath<TraitValues, Value> { \.horizontalSizeClass }
}

/// The vertical size class, as a trait type.
public enum UITraitVerticalSizeClass: SystemTraitDefinition {
    /// Unspecified.
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    static var keyPath: WritableKeyPath<TraitValues, Value> { \.verticalSizeClass }
}

/// The preferred text size, as a trait type.
public enum UITraitPreferredContentSizeCategory: SystemTraitDefinition {
    /// Unspecified.
    public static let defaultValue = UIContentSizeCategory.unspecified
    static var keyPath: WritableKeyPath<TraitValues, Value> { \.preferredContentSizeCategory }
}

/// The layout direction, as a trait type.
public enum UITraitLayoutDirection: SystemTraitDefinition {
    /// Unspecified.
    public static let defaultValue = UITraitEnvironmentLayoutDirection.unspecified
    static var keyPath: WritableKeyPath<TraitValues, Value> { \.layoutDirection }
}

/// The display scale, as a trait type.
public enum UITraitDisplayScale: SystemTraitDefinition {
    /// Unspecified (0).
    public static let defaultValue: CGFloat = 0
    static var keyPath: WritableKeyPath<TraitValues, Value> { \.displayScale }
}

/// The kind of device, as a trait type.
public enum UITraitUserInterfaceIdiom: SystemTraitDefinition {
    /// Unspecified.
    public static let defaultValue = UIUserInterfaceIdiom.unspecified
    static var keyPath: WritableKeyPath<TraitValues, Value> { \.userInterfaceIdiom }
}

/// The contrast, as a trait type.
public enum UITraitAccessibilityContrast: SystemTraitDefinition {
    /// Unspecified.
    public static let defaultValue = UIAccessibilityContrast.unspecified
    /// True: high contrast changes colours.
    public static var affectsColorAppearance: Bool { true }
    static var keyPath: WritableKeyPath<TraitValues, Value> { \.accessibilityContrast }
}

/// Regular or bold text, as a trait type.
public enum UITraitLegibilityWeight: SystemTraitDefinition {
    /// Unspecified.
    public static let defaultValue = UILegibilityWeight.unspecified
    static var keyPath: WritableKeyPath<TraitValues, Value> { \.legibilityWeight }
}

/// The base or elevated level, as a trait type.
public enum UITraitUserInterfaceLevel: SystemTraitDefinition {
    /// Unspecified.
    public static let defaultValue = UIUserInterfaceLevel.unspecified
    /// True: elevated backgrounds differ.
    public static var affectsColorAppearance: Bool { true }
    static var keyPath: WritableKeyPath<TraitValues, Value> { \.userInterfaceLevel }
}

/// Whether the window is active, as a trait type.
public enum UITraitActiveAppearance: SystemTraitDefinition {
    /// Unspecified.
    public static let defaultValue = UIUserInterfaceActiveAppearance.unspecified
    /// True: inactive windows may dim colours.
    public static var affectsColorAppearance: Bool { true }
    static var keyPath: WritableKeyPath<TraitValues, Value> { \.activeAppearance }
}

/// The display's gamut, as a trait type.
public enum UITraitDisplayGamut: SystemTraitDefinition {
    /// Unspecified.
    public static let defaultValue = UIDisplayGamut.unspecified
    /// True: colours may resolve per gamut.
    public static var affectsColorAppearance: Bool { true }
    static var keyPath: WritableKeyPath<TraitValues, Value> { \.displayGamut }
}

extension TraitValues {
    /// Whether any of `traits` differs between these values and `other`. An app's own trait is
    /// compared through its stored value (``UITraitCollection/subscript(_:)``).
    func differs(from other: TraitValues, in traits: [UITrait]) -> Bool {
        for trait in traits {
            if let system = trait as? any SystemTraitDefinition.Type {
                if system.differs(self, other) { return true }
            } else if custom[ObjectIdentifier(trait)] != other.custom[ObjectIdentifier(trait)] {
                return true
            }
        }
        return false
    }
}

extension SystemTraitDefinition {
    /// ``keyPath``, without its value type.
    static var anyKeyPath: AnyKeyPath { keyPath }
}

extension TraitValues {
    /// The value of `trait`: UIKit's own from its field, an app's own from ``custom`` (its
    /// default value where nothing set it).
    func value<T: UITraitDefinition>(of trait: T.Type) -> T.Value {
        if let system = trait as? any SystemTraitDefinition.Type,
           let path = system.anyKeyPath as? KeyPath<TraitValues, T.Value> {
            return self[keyPath: path]
        }
        return custom[ObjectIdentifier(trait)]?.value as? T.Value ?? T.defaultValue
    }

    /// Sets `trait` to `value`.
    mutating func setValue<T: UITraitDefinition>(_ value: T.Value, of trait: T.Type) {
        if let system = trait as? any SystemTraitDefinition.Type,
           let path = system.anyKeyPath as? WritableKeyPath<TraitValues, T.Value> {
            self[keyPath: path] = value
            return
        }
        custom[ObjectIdentifier(trait)] = CustomTraitValue(value: value, affectsColorAppearance: T.affectsColorAppearance)
    }
}

extension UITraitCollection {
    /// The value of `trait` (iOS 17): `traitCollection[UITraitUserInterfaceStyle.self]`, or an
    /// app's own trait's value (its default where nothing set it).
    public subscript<T: UITraitDefinition>(_ trait: T.Type) -> T.Value {
        values.value(of: trait)
    }

    /// Makes a collection that sets only `trait`, to `value` (iOS 17).
    public convenience init<T: UITraitDefinition>(_ trait: T.Type, value: T.Value) {
        var values = TraitValues()
        values.setValue(value, of: trait)
        self.init(values: values)
    }
}
