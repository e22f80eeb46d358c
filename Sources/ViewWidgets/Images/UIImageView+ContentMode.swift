// UIImageView+ContentMode.swift: the rectangle an image occupies in a view under each content
// mode (stretched, scaled to fit or to fill, or at its own size against an edge, a corner or the
// centre), for tests and pictures. UIKit's modes:
// https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum

extension UIImageView {
    /// The rectangle, in the view's bounds coordinates, that the shown image covers under the
    /// view's `contentMode`; nil without an image.
    /// A headless addition (not UIKit API).
    public var imageRect: CGRect? {
        imageRect(for: contentMode)
    }

    /// The rectangle, in the view's bounds coordinates, that the shown image would cover under
    /// `contentMode`; nil without an image. See ``rect(forImageSize:in:contentMode:)``.
    /// A headless addition (not UIKit API).
    public func imageRect(for contentMode: UIView.ContentMode) -> CGRect? {
        guard let displayedImage else { return nil }
        return UIImageView.rect(forImageSize: displayedImage.size, in: bounds, contentMode: contentMode)
    }

    /// Where content of `imageSize` goes in `bounds` under `contentMode`, as UIKit places an image:
    /// `.scaleToFill` (and `.redraw`) fills the bounds; `.scaleAspectFit` scales by the smaller
    /// ratio and centres; `.scaleAspectFill` scales by the larger ratio and centres (overflowing
    /// the bounds); the other modes keep the natural size and align to the named edge or corner,
    /// centred on the other axis. An image with no area sits at the aligned point with zero size.
    /// A headless addition (not UIKit API).
    public static func rect(forImageSize imageSize: CGSize, in bounds: CGRect,
                            contentMode: UIView.ContentMode) -> CGRect {
        switch contentMode {
        case .scaleToFill, .redraw:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            guard imageSize.width > 0, imageSize.height > 0 else {
                return CGRect(x: bounds.midX, y: bounds.midY, width: 0, height: 0)
            }
            let widthRatio = bounds.width / imageSize.width, heightRatio = bounds.height / imageSize.height
            let ratio = contentMode == .scaleAspectFit ? min(widthRatio, heightRatio)
                                                       : max(widthRatio, heightRatio)
            let size = CGSize(width: imageSize.width * ratio, height: imageSize.height * ratio)
            return CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2,
                          width: size.width, height: size.height)
        default:
            return aligned(imageSize, in: bounds, contentMode: contentMode)
        }
    }

    /// Natural-size placement for the edge and corner modes and `.center`.
    private static func aligned(_ size: CGSize, in bounds: CGRect, contentMode: UIView.ContentMode) -> CGRect {
        var x = bounds.midX - size.width / 2
        var y = bounds.midY - size.height / 2
        switch contentMode {
        case .left, .topLeft, .bottomLeft: x = bounds.minX
        case .right, .topRight, .bottomRight: x = bounds.maxX - size.width
        default: break
        }
        switch contentMode {
        case .top, .topLeft, .topRight: y = bounds.minY
        case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - size.height
        default: break
        }
        return CGRect(x: x, y: y, width: size.width, height: size.height)
    }
}
