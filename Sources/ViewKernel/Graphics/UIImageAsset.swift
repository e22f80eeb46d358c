// UIImageAsset.swift: one piece of artwork in several variants, each registered for the traits it
// suits (a light and a dark image, one per size class), as UIKit's `UIImageAsset`; an image view
// shows the variant that best matches its traits and switches when they change.

/// A set of images that draw the same artwork for different traits, as UIKit's `UIImageAsset`.
/// `register(_:with:)` files an image under a trait collection (replacing the image filed under
/// equivalent traits) and makes the asset the image's ``UIImage/imageAsset``; `image(with:)`
/// gives the variant that best matches a trait collection.
@preconcurrency @MainActor
open class UIImageAsset: NSObject {
    /// One registered variant: the image and the traits it was registered for.
    private struct Variant {
        let traits: TraitValues
        let image: UIImage
    }

    private var variants: [Variant] = []

    /// Makes an empty asset.
    public override init() {
        super.init()
    }

    /// Source compatibility; makes an empty asset.
    public init?(coder: NSCoder) {
        super.init()
    }

    /// Files `image` under `traitCollection`, replacing the image filed under equivalent traits;
    /// the image's `imageAsset` becomes this asset. Apple asks for an explicit `displayScale`;
    /// without one the variant matches any scale.
    open func register(_ image: UIImage, with traitCollection: UITraitCollection) {
        let traits = traitCollection.values
        variants.removeAll { $0.traits == traits }
        variants.append(Variant(traits: traits, image: image))
        image.imageAsset = self
    }

    /// Removes the image filed under traits equivalent to `traitCollection`, if any.
    open func unregister(imageWith traitCollection: UITraitCollection) {
        let traits = traitCollection.values
        variants.removeAll { $0.traits == traits }
    }

    /// The variant that best matches `traitCollection`: among those whose registered traits all
    /// hold in it, the one that names the most traits, then the one whose scale is nearest;
    /// failing any, the first registered ("the best match available"); an empty image for an
    /// empty asset.
    open func image(with traitCollection: UITraitCollection) -> UIImage {
        let wanted = traitCollection.values
        var best: (variant: Variant, specificity: Int, scaleDistance: CGFloat)?
        for variant in variants {
            var required = variant.traits
            required.displayScale = 0
            guard wanted.contains(required) else { continue }
            let specificity = required.specifiedCount
            let scaleDistance = variant.traits.displayScale == 0 || wanted.displayScale == 0
                ? 0.5 : abs(variant.traits.displayScale - wanted.displayScale)
            if let current = best, current.specificity > specificity
                || (current.specificity == specificity && current.scaleDistance <= scaleDistance) { continue }
            best = (variant, specificity, scaleDistance)
        }
        return best?.variant.image ?? variants.first?.image ?? UIImage()
    }
}

extension TraitValues {
    /// How many of the system traits these values set (not unspecified).
    var specifiedCount: Int {
        var count = 0
        if userInterfaceIdiom != .unspecified { count += 1 }
        if userInterfaceStyle != .unspecified { count += 1 }
        if layoutDirection != .unspecified { count += 1 }
        if displayScale != 0 { count += 1 }
        if horizontalSizeClass != .unspecified { count += 1 }
        if verticalSizeClass != .unspecified { count += 1 }
        if preferredContentSizeCategory != .unspecified { count += 1 }
        if accessibilityContrast != .unspecified { count += 1 }
        if legibilityWeight != .unspecified { count += 1 }
        if userInterfaceLevel != .unspecified { count += 1 }
        if activeAppearance != .unspecified { count += 1 }
        if displayGamut != .unspecified { count += 1 }
        return count + custom.count
    }
}
