// NSCollectionLayoutSpacing.swift: the space between the items of a compositional group
// (https://developer.apple.com/documentation/uikit/nscollectionlayoutspacing).

/// The space between the items of a group, as UIKit's `NSCollectionLayoutSpacing`.
@preconcurrency @MainActor
open class NSCollectionLayoutSpacing: NSObject {
    /// The spacing in points.
    public let spacing: CGFloat
    /// Whether the spacing is exactly `spacing`.
    public let isFixedSpacing: Bool

    /// Makes a spacing; one that is not finite is logged and 0 is used (a decision: UIKit takes
    /// it, and the group's frames turn NaN).
    init(spacing: CGFloat, fixed: Bool) {
        self.spacing = spacing.isFinite ? spacing : 0
        isFixedSpacing = fixed
        super.init()
        if !spacing.isFinite {
            Headless.reportLoggedProblem("NSCollectionLayoutSpacing.\(fixed ? "fixed" : "flexible")(\(formatNumber(spacing))) is not a finite number; 0 is used")
        }
    }

    /// Exactly `fixedSpacing` points.
    public class func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(spacing: fixedSpacing, fixed: true)
    }

    /// At least `flexibleSpacing` points (laid out here as exactly that much).
    public class func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(spacing: flexibleSpacing, fixed: false)
    }

    /// Whether the spacing may grow.
    public var isFlexibleSpacing: Bool { !isFixedSpacing }
}
