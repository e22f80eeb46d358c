// UIImage+Resizing.swift: stretchable and resizable images: cap insets and resizing mode (a
// stretchable image stretches the one-pixel column and row between its caps; a resizable one tiles).

extension UIImage {
    /// The width of the left end cap: `capInsets.left` as a whole number; 0 for a plain image.
    /// The insets are fitted to the image (never NaN), but an image may be 1e300 points wide:
    /// a cap beyond `Int.max` reads `Int.max`.
    public var leftCapWidth: Int { Int(clampingFloat: capInsets.left) }

    /// The height of the top end cap: `capInsets.top` as a whole number, as ``leftCapWidth``.
    public var topCapHeight: Int { Int(clampingFloat: capInsets.top) }

    /// An image whose caps stay fixed while only the one-point column after the left cap and the
    /// one-point row below the top cap stretch, as UIKit's (deprecated)
    /// `stretchableImage(withLeftCapWidth:topCapHeight:)`.
    ///
    /// The right cap is `width - left - 1` and the bottom cap `height - top - 1`; a cap of 0 makes
    /// that whole axis stretchable (both its caps are 0). The resizing mode is `.stretch`.
    /// Negative caps count as 0; caps are clamped to the image.
    public func stretchableImage(withLeftCapWidth leftCapWidth: Int, topCapHeight: Int) -> UIImage {
        func caps(_ start: Int, length: CGFloat) -> (start: CGFloat, end: CGFloat) {
            guard start > 0 else { return (0, 0) }
            let fixed = min(CGFloat(start), length)
            return (fixed, max(0, length - fixed - 1))
        }
        let horizontal = caps(leftCapWidth, length: size.width)
        let vertical = caps(topCapHeight, length: size.height)
        let insets = UIEdgeInsets(top: vertical.start, left: horizontal.start, bottom: vertical.end, right: horizontal.end)
        return UIImage(source: source, scale: scale, capInsets: insets, resizingMode: .stretch, isResizable: true,
                       drawing: drawing, isHorizontallyFlipped: isHorizontallyFlipped, flipsForRightToLeft: flipsForRightToLeft)
    }

    /// An image whose corners (the cap insets) stay fixed while its edges and middle tile, as
    /// UIKit's `resizableImage(withCapInsets:)` (resizing mode `.tile`).
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// An image whose corners (the cap insets) stay fixed while its edges and middle tile or
    /// stretch as `resizingMode` says, as UIKit's `resizableImage(withCapInsets:resizingMode:)`.
    /// An inset that is NaN or negative counts as 0, and one longer than the image on its axis
    /// (infinity included) as that length; either is reported, as a problem the console would show.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        let size = self.size
        func clean(_ value: CGFloat, length: CGFloat) -> CGFloat {
            value.isNaN ? 0 : min(max(0, value), max(0, length))
        }
        let insets = UIEdgeInsets(top: clean(capInsets.top, length: size.height),
                                  left: clean(capInsets.left, length: size.width),
                                  bottom: clean(capInsets.bottom, length: size.height),
                                  right: clean(capInsets.right, length: size.width))
        if insets != capInsets {
            func text(_ insets: UIEdgeInsets) -> String {
                "{" + [insets.top, insets.left, insets.bottom, insets.right].map(formatNumber).joined(separator: ", ") + "}"
            }
            let message = "UIImage cap insets \(text(capInsets)) do not fit the image (\(formatNumber(size.width)) × \(formatNumber(size.height)) points); \(text(insets)) are used"
            if !MainActorCheck.runIfOnMainActor({ Headless.reportLoggedProblem(message) }) {
                FileHandle.standardError.write(Data((message + "\n").utf8))
            }
        }
        return UIImage(source: source, scale: scale, capInsets: insets, resizingMode: resizingMode, isResizable: true,
                       drawing: drawing, isHorizontallyFlipped: isHorizontallyFlipped, flipsForRightToLeft: flipsForRightToLeft)
    }
}
