// UITraitCollection.swift: the environment an image is chosen for (only the display scale here).

/// The traits of an environment, as UIKit's `UITraitCollection`; only `displayScale` is modelled,
/// which is what `UIImage(named:in:compatibleWith:)` reads.
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// Pixels per point; 0 means unspecified (the main screen's scale is used).
    public let displayScale: CGFloat

    /// Makes a trait collection with every trait unspecified.
    public override init() {
        displayScale = 0
        super.init()
    }

    /// Makes a trait collection that specifies only the display scale.
    public init(displayScale: CGFloat) {
        self.displayScale = displayScale.isFinite ? max(0, displayScale) : 0
        super.init()
    }

    /// Trait collections are equal when their traits are.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return displayScale == other.displayScale
    }

    /// A hash consistent with `isEqual`.
    open override var hash: Int { displayScale.hashValue }
}
