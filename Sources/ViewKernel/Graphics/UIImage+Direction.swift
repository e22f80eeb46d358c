// UIImage+Direction.swift: images for right-to-left interfaces: an image that a view running right
// to left draws mirrored (an arrow that points "forward"), and an image whose pixels are mirrored.

extension UIImage {
    /// Whether a view running right to left draws the image mirrored: true for an image from
    /// ``imageFlippedForRightToLeftLayoutDirection()``, false otherwise.
    public var flipsForRightToLeftLayoutDirection: Bool { flipsForRightToLeft }

    /// The same image, drawn mirrored by image views running right to left (and as it is left to
    /// right): for pictures that point in the reading direction, such as a "next" arrow.
    public func imageFlippedForRightToLeftLayoutDirection() -> UIImage {
        UIImage(source: source, scale: scale, capInsets: capInsets, resizingMode: resizingMode, isResizable: isResizable,
                symbol: symbol, drawing: drawing, isHorizontallyFlipped: isHorizontallyFlipped, flipsForRightToLeft: true)
    }

    /// The same image with its pixels mirrored left to right (orientation `.upMirrored`; the
    /// mirror of a mirrored image is the image again), drawn mirrored whatever the direction.
    public func withHorizontallyFlippedOrientation() -> UIImage {
        UIImage(source: source, scale: scale, capInsets: capInsets, resizingMode: resizingMode, isResizable: isResizable,
                symbol: symbol, drawing: drawing, isHorizontallyFlipped: !isHorizontallyFlipped,
                flipsForRightToLeft: flipsForRightToLeft)
    }

    /// Whether the image is drawn mirrored in a view whose direction is right to left when
    /// `rightToLeft`: its pixels are mirrored, or it flips right to left, but not both.
    package func isDrawnMirrored(rightToLeft: Bool) -> Bool {
        isHorizontallyFlipped != (flipsForRightToLeft && rightToLeft)
    }
}
