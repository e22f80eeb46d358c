// UITraitCollection.swift: the traits of an environment (appearance, size classes, text size,
// direction, scale...), an immutable value, as UIKit's `UITraitCollection`.

import Foundation
import Synchronization

/// The traits of an environment, as UIKit's `UITraitCollection`: an immutable collection in which
/// each trait is either set or at its unspecified value (`.unspecified`, or 0 for the scale).
///
///     let dark = UITraitCollection(userInterfaceStyle: .dark)
///     let both = UITraitCollection(traitsFrom: [dark, UITraitCollection(preferredContentSizeCategory: .extraLarge)])
///     let bigger = both.modifyingTraits { $0.preferredContentSizeCategory = .accessibilityLarge }
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// The traits; never changed after `init`.
    let values: TraitValues

    /// Makes a trait collection with every trait unspecified.
    public override init() {
        values = TraitValues()
        super.init()
    }

    /// Makes a collection holding `values`.
    init(values: TraitValues) {
        self.values = values
        super.init()
    }

    /// Makes a collection from `traitCollections`: each trait from the last collection that sets it.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        self.init(values: traitCollections.reduce(TraitValues()) { $0.overridden(by: $1.values) })
    }

    /// Makes a collection whose traits `mutations` sets (iOS 17).
    public convenience init(mutations: UITraitCollection.TraitMutations) {
        var traits: any UIMutableTraits = MutableTraitValues()
        mutations(&traits)
        self.init(values: TraitValues(reading: traits))
    }

    /// A copy of this collection with the traits `mutations` sets changed (iOS 17).
    open func modifyingTraits(_ mutations: UITraitCollection.TraitMutations) -> UITraitCollection {
        var traits: any UIMutableTraits = MutableTraitValues(values: values)
        mutations(&traits)
        return UITraitCollection(values: TraitValues(reading: traits))
    }

    /// A closure that sets traits, for ``init(mutations:)`` and ``modifyingTraits(_:)``.
    public typealias TraitMutations = (inout any UIMutableTraits) -> Void

    // MARK: - One trait each

    /// Makes a collection that sets only the display scale (pixels per point). A scale that is not
    /// a positive finite number leaves it unspecified.
    public convenience init(displayScale: CGFloat) {
        self.init { $0.displayScale = displayScale }
    }

    /// Makes a collection that sets only the appearance.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init { $0.userInterfaceStyle = userInterfaceStyle }
    }

    /// Makes a collection that sets only the kind of device.
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.init { $0.userInterfaceIdiom = userInterfaceIdiom }
    }

    /// Makes a collection that sets only the layout direction.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init { $0.layoutDirection = layoutDirection }
    }

    /// Makes a collection that sets only the horizontal size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init { $0.horizontalSizeClass = horizontalSizeClass }
    }

    /// Makes a collection that sets only the vertical size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init { $0.verticalSizeClass = verticalSizeClass }
    }

    /// Makes a collection that sets only the preferred text size.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init { $0.preferredContentSizeCategory = preferredContentSizeCategory }
    }

    /// Makes a collection that sets only the contrast.
    public convenience init(accessibilityContrast: UIAccessibilityContrast) {
        self.init { $0.accessibilityContrast = accessibilityContrast }
    }

    /// Makes a collection that sets only the text weight.
    public convenience init(legibilityWeight: UILegibilityWeight) {
        self.init { $0.legibilityWeight = legibilityWeight }
    }

    /// Makes a collection that sets only the level.
    public convenience init(userInterfaceLevel: UIUserInterfaceLevel) {
        self.init { $0.userInterfaceLevel = userInterfaceLevel }
    }

    /// Makes a collection that sets only whether the window is active.
    public convenience init(activeAppearance: UIUserInterfaceActiveAppearance) {
        self.init { $0.activeAppearance = activeAppearance }
    }

    /// Makes a collection that sets only the display's gamut.
    public convenience init(displayGamut: UIDisplayGamut) {
        self.init { $0.displayGamut = displayGamut }
    }

    // MARK: - The traits

    /// Pixels per point; 0 when unspecified.
    open var displayScale: CGFloat { values.displayScale }
    /// Light or dark.
    open var userInterfaceStyle: UIUserInterfaceStyle { values.userInterfaceStyle }
    /// The kind of device.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { values.userInterfaceIdiom }
    /// Left to right or right to left.
    open var layoutDirection: UITraitEnvironmentLayoutDirection { values.layoutDirection }
    /// The room across.
    open var horizontalSizeClass: UIUserInterfaceSizeClass { values.horizontalSizeClass }
    /// The room down.
    open var verticalSizeClass: UIUserInterfaceSizeClass { values.verticalSizeClass }
    /// The user's preferred text size.
    open var preferredContentSizeCategory: UIContentSizeCategory { values.preferredContentSizeCategory }
    /// Normal or increased contrast.
    open var accessibilityContrast: UIAccessibilityContrast { values.accessibilityContrast }
    /// Regular or bold text.
    open var legibilityWeight: UILegibilityWeight { values.legibilityWeight }
    /// Base or elevated content.
    open var userInterfaceLevel: UIUserInterfaceLevel { values.userInterfaceLevel }
    /// Whether the window is active.
    open var activeAppearance: UIUserInterfaceActiveAppearance { values.activeAppearance }
    /// The display's colour gamut.
    open var displayGamut: UIDisplayGamut { values.displayGamut }

    // MARK: - Comparing

    /// Whether every trait `trait` sets has the same value here (true for nil).
    open func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return values.contains(trait.values)
    }

    /// Whether a dynamic colour may resolve differently in `traitCollection`: the appearance, the
    /// contrast, the level, the active appearance or the gamut differ.
    open func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        let other = traitCollection?.values ?? TraitValues()
        return values.userInterfaceStyle != other.userInterfaceStyle
            || values.accessibilityContrast != other.accessibilityContrast
            || values.userInterfaceLevel != other.userInterfaceLevel
            || values.activeAppearance != other.activeAppearance
            || values.displayGamut != other.displayGamut
            || values.custom.contains { $0.value.affectsColorAppearance && other.custom[$0.key] != $0.value }
            || other.custom.contains { $0.value.affectsColorAppearance && values.custom[$0.key] == nil }
    }

    /// Trait collections are equal when their traits are.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return values == other.values
    }

    /// A hash consistent with `isEqual`.
    open override var hash: Int { values.hashValue }

    /// The traits that are set, as UIKit prints them.
    open override var description: String {
        "<UITraitCollection: \(values.specifiedDescription)>"
    }

    // MARK: - The current collection

    /// The traits dynamic colours and images resolve with when none are given: the ones set for
    /// the call in progress (``performAsCurrent(_:)``, or UIKit's own calls to `layoutSubviews`,
    /// `draw(_:)`, `traitCollectionDidChange(_:)` and friends, which set the view's), else the
    /// screen's (light, Large text, left to right unless `Headless.setTraits(_:)` chose others).
    open class var current: UITraitCollection {
        get { currentStorage.withLock { $0.current ?? $0.screen } }
        set { currentStorage.withLock { $0.current = newValue; currentIsSet.store(true, ordering: .relaxed) } }
    }

    /// Runs `actions` with this collection as ``current``, then puts the previous one back.
    open func performAsCurrent(_ actions: () throws -> Void) rethrows {
        try performingAsCurrent(actions)
    }

    /// Runs `body` with this collection as ``current`` and returns what it returns; the previous
    /// current collection is put back even when `body` throws.
    package func performingAsCurrent<Result>(_ body: () throws -> Result) rethrows -> Result {
        let previous = UITraitCollection.currentStorage.withLock { storage in
            defer { storage.current = self; UITraitCollection.currentIsSet.store(true, ordering: .relaxed) }
            return storage.current
        }
        defer {
            UITraitCollection.currentStorage.withLock {
                $0.current = previous
                UITraitCollection.currentIsSet.store(previous != nil, ordering: .relaxed)
            }
        }
        return try body()
    }

    /// The traits of a phone's screen in portrait: light, Large text, left to right, compact width.
    static let screenDefault = UITraitCollection(values: TraitValues(
        userInterfaceIdiom: .phone, userInterfaceStyle: .light, layoutDirection: .leftToRight, displayScale: 2,
        horizontalSizeClass: .compact, verticalSizeClass: .regular, preferredContentSizeCategory: .large,
        accessibilityContrast: .normal, legibilityWeight: .regular, userInterfaceLevel: .base,
        activeAppearance: .active, displayGamut: .P3))

    /// The collection set as current (nil: none) and the screen's, behind a lock: any thread may
    /// read them, as on iOS.
    private static let currentStorage = Mutex<(current: UITraitCollection?, screen: UITraitCollection)>((nil, screenDefault))

    /// Whether a collection is set as current: read without the lock by the layout pass, which
    /// skips setting the screen's traits as current when nothing else is.
    private static let currentIsSet = Atomic(false)

    /// Whether a collection is set as current.
    static var isCurrentSet: Bool { currentIsSet.load(ordering: .relaxed) }

    /// Records the screen's traits, what ``current`` gives when nothing is set.
    static func setScreenTraits(_ traits: UITraitCollection) {
        currentStorage.withLock { $0.screen = traits }
    }

    /// Forgets the collection set as current and the screen's traits (`Headless.reset()`).
    package static func resetCurrent() {
        currentStorage.withLock {
            $0 = (nil, screenDefault)
            currentIsSet.store(false, ordering: .relaxed)
        }
    }
}
