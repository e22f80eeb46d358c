// UIButton+Layout.swift: where a button puts its parts by default and how big it wants to be
// (image and title side by side, image first: at the left, or right to left at the right), for the
// overridable rect methods in UIButton.swift.

extension UIButton {
    /// The image and the title placed side by side, image first, in `contentRect`.
    struct ContentPlacement {
        var image: CGRect
        var title: CGRect
    }

    /// The natural size of the current title: one line in the title label's font (zero without a
    /// title). The label is brought in step with the state first.
    var naturalTitleSize: CGSize {
        guard hasTitleToShow, let label = titleLabelStorage else { return .zero }
        restoreTitleLabelText()
        return label.sizeThatFits(.zero)
    }

    /// The natural size of the current image (zero without one), a symbol image with the
    /// preferred symbol configuration for the state.
    var naturalImageSize: CGSize {
        guard let image = currentImage else { return .zero }
        if image.isSymbolImage, let configuration = currentPreferredSymbolConfiguration {
            return image.withConfiguration(configuration).size
        }
        return image.size
    }

    /// UIKit's default placement. Each part has its own area, the content rect
    /// inset by `imageEdgeInsets` or `titleEdgeInsets`. The image is shrunk (keeping its aspect
    /// ratio) to fit its area; the title is cut to the width left beside the image. The pair,
    /// image then title, is aligned in the areas by `effectiveContentHorizontalAlignment`
    /// (`.fill` gives the title the rest of the width, or the image all of it when there is no
    /// title), and each part on its own by `contentVerticalAlignment`.
    func placeImageAndTitle(in contentRect: CGRect) -> ContentPlacement {
        let imageArea = contentRect.inset(by: imageEdgeInsets)
        let titleArea = contentRect.inset(by: titleEdgeInsets)
        var imageSize = fitted(naturalImageSize, in: imageArea.size)
        var titleSize = naturalTitleSize
        titleSize.width = max(0, min(titleSize.width, titleArea.width - imageSize.width))
        let total = imageSize.width + titleSize.width
        if isRightToLeft {
            return placeTitleAndImage(imageArea: imageArea, titleArea: titleArea, imageSize: imageSize, titleSize: titleSize)
        }
        var imageX: CGFloat
        var titleX: CGFloat
        switch effectiveContentHorizontalAlignment {
        case .left, .leading:
            imageX = imageArea.minX
            titleX = titleArea.minX + imageSize.width
        case .right, .trailing:
            imageX = imageArea.maxX - total
            titleX = titleArea.maxX - titleSize.width
        case .fill:
            imageX = imageArea.minX
            titleX = titleArea.minX + imageSize.width
            if hasTitleToShow {
                titleSize.width = max(0, titleArea.width - imageSize.width)
            } else if imageSize.width > 0 {
                imageSize.width = max(0, imageArea.width)
            }
        case .center:
            imageX = UIScreen.main.roundedToPixels(imageArea.midX - total / 2)
            titleX = UIScreen.main.roundedToPixels(titleArea.midX - total / 2) + imageSize.width
        }
        let imageRect = aligned(CGRect(x: imageX, y: 0, width: imageSize.width, height: imageSize.height),
                                verticallyIn: imageArea)
        let titleRect = aligned(CGRect(x: titleX, y: 0, width: titleSize.width, height: titleSize.height),
                                verticallyIn: titleArea)
        return ContentPlacement(image: imageRect, title: titleRect)
    }

    /// The right-to-left placement: the image on the title's right (its leading side), the pair
    /// aligned as left to right; `.fill` gives the title the width the image leaves at the right.
    private func placeTitleAndImage(imageArea: CGRect, titleArea: CGRect, imageSize: CGSize,
                                    titleSize: CGSize) -> ContentPlacement {
        var imageSize = imageSize, titleSize = titleSize
        let total = imageSize.width + titleSize.width
        var imageX: CGFloat
        var titleX: CGFloat
        switch effectiveContentHorizontalAlignment {
        case .left, .leading:
            titleX = titleArea.minX
            imageX = imageArea.minX + titleSize.width
        case .right, .trailing:
            titleX = titleArea.maxX - total
            imageX = imageArea.maxX - imageSize.width
        case .fill:
            imageX = imageArea.maxX - imageSize.width
            titleX = titleArea.minX
            if hasTitleToShow {
                titleSize.width = max(0, titleArea.width - imageSize.width)
            } else if imageSize.width > 0 {
                imageSize.width = max(0, imageArea.width)
                imageX = imageArea.minX
            }
        case .center:
            titleX = UIScreen.main.roundedToPixels(titleArea.midX - total / 2)
            imageX = UIScreen.main.roundedToPixels(imageArea.midX - total / 2) + titleSize.width
        }
        return ContentPlacement(image: aligned(CGRect(x: imageX, y: 0, width: imageSize.width, height: imageSize.height),
                                               verticallyIn: imageArea),
                                title: aligned(CGRect(x: titleX, y: 0, width: titleSize.width, height: titleSize.height),
                                               verticallyIn: titleArea))
    }

    /// `rect` moved (or, for `.fill`, stretched) vertically in `area` by `contentVerticalAlignment`.
    private func aligned(_ rect: CGRect, verticallyIn area: CGRect) -> CGRect {
        var result = rect
        switch contentVerticalAlignment {
        case .top:
            result.origin.y = area.minY
        case .bottom:
            result.origin.y = area.maxY - rect.height
        case .fill:
            result.origin.y = area.minY
            result.size.height = max(0, area.height)
        case .center:
            result.origin.y = UIScreen.main.roundedToPixels(area.midY - rect.height / 2)
        }
        return result
    }

    /// `size` scaled down, keeping its aspect ratio, until it fits `available`; never enlarged.
    private func fitted(_ size: CGSize, in available: CGSize) -> CGSize {
        guard size.width > 0, size.height > 0 else { return size }
        let scale = min(1, max(0, available.width) / size.width, max(0, available.height) / size.height)
        return CGSize(width: size.width * scale, height: size.height * scale)
    }


    /// What UIKit adds above and below a title when `contentEdgeInsets` is `.zero`: a system
    /// button with a 15-point title (an 18-point line) is 30 points high. Any other content insets,
    /// even a horizontal 0.01, replace this padding.
    static let defaultTitleVerticalPadding: CGFloat = 6

    /// The size a button asks for (`sizeThatFits(_:)`, `intrinsicContentSize`): the content insets
    /// plus the image's and the title's natural widths side by side, by the larger of their
    /// heights; a title counts 6 points above and below it while `contentEdgeInsets` is `.zero`;
    /// at least the background image's size. `titleEdgeInsets` and `imageEdgeInsets` do not
    /// count, as in UIKit.
    func fittingSize() -> CGSize {
        let image = naturalImageSize
        var title = naturalTitleSize
        if contentEdgeInsets == .zero, hasTitleToShow {
            title.height += 2 * UIButton.defaultTitleVerticalPadding
        }
        var size = CGSize(width: contentEdgeInsets.left + image.width + title.width + contentEdgeInsets.right,
                          height: contentEdgeInsets.top + max(image.height, title.height) + contentEdgeInsets.bottom)
        if let background = currentBackgroundImage?.size {
            size.width = max(size.width, background.width)
            size.height = max(size.height, background.height)
        }
        return size
    }

    /// Places the parts: the background image view in `backgroundRect(forBounds:)`, the image view
    /// in `imageRect(forContentRect:)`, the title label in `titleRect(forContentRect:)`. Parts are
    /// placed through their bounds and centre, so a transform on a part (the seeds rotate an arrow)
    /// turns it about its centre.
    func layoutParts() {
        restoreTitleLabelText()
        let bounds = self.bounds
        if let background = backgroundImageViewStorage, background.superview === self {
            place(background, in: backgroundRect(forBounds: bounds))
        }
        let content = contentRect(forBounds: bounds)
        if let imageView = imageViewStorage, imageView.superview === self {
            place(imageView, in: imageRect(forContentRect: content))
        }
        if let label = titleLabelStorage, label.superview === self {
            place(label, in: titleRect(forContentRect: content))
        }
    }

    private func place(_ part: UIView, in rect: CGRect) {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
        let size = CGSize(width: max(0, rect.width), height: max(0, rect.height))
        if part.bounds.size != size { part.bounds.size = size }
        let center = CGPoint(x: rect.minX + size.width / 2, y: rect.minY + size.height / 2)
        if part.center != center { part.center = center }
    }
}
