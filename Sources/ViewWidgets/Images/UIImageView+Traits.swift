// UIImageView+Traits.swift: an image view showing an image from a UIImageAsset switches variant
// when its traits change (a light and a dark image when the appearance changes), measuring and
// drawing again.

extension UIImageView: TraitAdaptingView {
    /// Shows the asset's variant for the new traits, when it differs from the one shown before.
    package func traitsDidChange(from previous: UITraitCollection) {
        let chosen = isHighlighted ? (highlightedImage ?? image) : image
        guard let asset = chosen?.imageAsset, asset.image(with: previous) !== asset.image(with: traitCollection) else { return }
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }
}
