// UIImage+RenderingMode.swift: how an image uses its colours — as a template in the view's tint
// colour, or as drawn — and images tinted with a colour of their own (iOS 7 and 13).

extension UIImage {
    /// How an image uses its colours, with UIKit's raw values.
    public enum RenderingMode: Int, Sendable, CaseIterable {
        /// The context decides: a symbol takes the view's tint colour, a bitmap is drawn as it is.
        case automatic = 0
        /// Always drawn with its own colours, never as a template.
        case alwaysOriginal = 1
        /// Always drawn as a template: its shape in the view's tint colour.
        case alwaysTemplate = 2
    }

    /// A copy that uses `renderingMode` (keeping any colour from `withTintColor(_:)`).
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        copy(renderingMode: renderingMode, tintColorOverride: tintColorOverride)
    }

    /// A copy tinted with `color`, keeping the rendering mode: a symbol is drawn in `color`
    /// whatever the view's tint colour.
    public func withTintColor(_ color: UIColor) -> UIImage {
        copy(renderingMode: renderingMode, tintColorOverride: color)
    }

    /// A copy tinted with `color` that uses `renderingMode`.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        copy(renderingMode: renderingMode, tintColorOverride: color)
    }

    /// The colour a symbol is drawn in by a view whose tint colour is `tint`: the image's own
    /// tint colour, else black for `.alwaysOriginal` (a monochrome symbol's own colour), else `tint`.
    package func symbolColor(viewTint tint: UIColor) -> UIColor {
        if let tintColorOverride { return tintColorOverride }
        return renderingMode == .alwaysOriginal ? .black : tint
    }

    private func copy(renderingMode: RenderingMode, tintColorOverride: UIColor?) -> UIImage {
        let image = UIImage(source: source, scale: scale, capInsets: capInsets, resizingMode: resizingMode,
                            isResizable: isResizable, symbol: symbol, drawing: drawing,
                            isHorizontallyFlipped: isHorizontallyFlipped, flipsForRightToLeft: flipsForRightToLeft,
                            renderingMode: renderingMode, tintColorOverride: tintColorOverride)
        image.imageAsset = imageAsset
        return image
    }
}
