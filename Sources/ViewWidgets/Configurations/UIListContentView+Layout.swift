// UIListContentView+Layout.swift: where a list content view puts its image and texts: inside its
// margins, the image at the leading side centred on the content, the texts after it stacked (or
// side by side for a value cell when they fit on one line), and a row at least 44 points tall.

extension UIListContentView {
    /// The frames of the parts and the height they need, left to right (mirrored by the caller).
    struct LayoutPlan {
        var image = CGRect.zero
        var text = CGRect.zero
        var secondaryText = CGRect.zero
        var height: CGFloat = 0
    }

    /// The smallest height of a row, as a list row at the default text size.
    static let minimumRowHeight: CGFloat = 44

    /// The plan for a view `width` points wide.
    func layoutPlan(width: CGFloat) -> LayoutPlan {
        guard let configuration = configuration as? UIListContentConfiguration else { return LayoutPlan() }
        let margins = effectiveMargins(configuration)
        var plan = LayoutPlan()

        let imageSize = displayedImageSize(configuration)
        let imageColumn = imageView == nil ? 0 : reservedImageWidth(configuration, imageSize: imageSize)
        let textX = margins.leading + (imageView == nil ? 0 : imageColumn + configuration.imageToTextPadding)
        let column = max(0, width - margins.trailing - textX)

        let texts = textFrames(configuration, column: column)
        // The image is centred in its reserved height, which the row keeps even for a smaller image.
        let reservedHeight = configuration.imageProperties.reservedLayoutSize.height
        let contentHeight = max(texts.height, imageView == nil ? 0 : max(imageSize.height, reservedHeight))
        var height = margins.top + contentHeight + margins.bottom
        if configuration.style.isCell { height = max(height, Self.minimumRowHeight) }
        plan.height = UIScreen.main.roundedToPixels(height, .up)

        // The content is centred between the margins of the final height.
        let inner = max(0, (bounds.height > 0 ? bounds.height : plan.height) - margins.top - margins.bottom)
        let textTop = margins.top + (inner - texts.height) / 2
        plan.text = texts.text.offsetBy(dx: textX, dy: textTop)
        plan.secondaryText = texts.secondary.offsetBy(dx: textX, dy: textTop)
        if imageView != nil {
            plan.image = CGRect(x: margins.leading + (imageColumn - imageSize.width) / 2,
                                y: margins.top + (inner - imageSize.height) / 2,
                                width: imageSize.width, height: imageSize.height)
        }
        return plan
    }

    /// The texts' frames relative to the text column's origin, and their height.
    private func textFrames(_ configuration: UIListContentConfiguration, column: CGFloat)
        -> (text: CGRect, secondary: CGRect, height: CGFloat) {
        let text = fitted(textLabel, width: column)
        let secondary = fitted(secondaryTextLabel, width: column)
        if configuration.prefersSideBySideTextAndSecondaryText, textLabel != nil, secondaryTextLabel != nil {
            let oneLineText = fitted(textLabel, width: .greatestFiniteMagnitude)
            let oneLineSecondary = fitted(secondaryTextLabel, width: .greatestFiniteMagnitude)
            let padding = configuration.textToSecondaryTextHorizontalPadding
            if oneLineText.width + padding + oneLineSecondary.width <= column {
                let height = max(oneLineText.height, oneLineSecondary.height)
                let textFrame = CGRect(x: 0, y: (height - oneLineText.height) / 2,
                                       width: oneLineText.width, height: oneLineText.height)
                let secondaryFrame = CGRect(x: column - oneLineSecondary.width, y: (height - oneLineSecondary.height) / 2,
                                            width: oneLineSecondary.width, height: oneLineSecondary.height)
                return (textFrame, secondaryFrame, height)
            }
        }
        let gap = textLabel != nil && secondaryTextLabel != nil ? configuration.textToSecondaryTextVerticalPadding : 0
        let textFrame = CGRect(x: 0, y: 0, width: column, height: text.height)
        let secondaryFrame = CGRect(x: 0, y: text.height + gap, width: column, height: secondary.height)
        return (textLabel == nil ? .zero : textFrame, secondaryTextLabel == nil ? .zero : secondaryFrame,
                text.height + gap + secondary.height)
    }

    /// The size `label` needs at `width`; zero without a label.
    private func fitted(_ label: UILabel?, width: CGFloat) -> CGSize {
        guard let label else { return .zero }
        let size = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        return CGSize(width: min(size.width, width), height: size.height)
    }

    /// The image's size: its own, scaled down to ``UIListContentConfiguration/ImageProperties/maximumSize``
    /// keeping its aspect.
    private func displayedImageSize(_ configuration: UIListContentConfiguration) -> CGSize {
        guard let image = imageView?.image else { return .zero }
        var size = image.size
        let maximum = configuration.imageProperties.maximumSize
        var scale: CGFloat = 1
        if maximum.width > 0, size.width > maximum.width { scale = min(scale, maximum.width / size.width) }
        if maximum.height > 0, size.height > maximum.height { scale = min(scale, maximum.height / size.height) }
        size = CGSize(width: size.width * scale, height: size.height * scale)
        return size
    }

    /// The width the image's column takes: the reserved width when larger than the image.
    private func reservedImageWidth(_ configuration: UIListContentConfiguration, imageSize: CGSize) -> CGFloat {
        let reserved = configuration.imageProperties.reservedLayoutSize.width
        return reserved > 0 ? max(reserved, imageSize.width) : imageSize.width
    }

    /// The configuration's margins, at least the host's side margins on the preserved axes: in
    /// a cell, header or footer, the list's margins (16 points, 20 on screens 414 points wide or more).
    private func effectiveMargins(_ configuration: UIListContentConfiguration) -> NSDirectionalEdgeInsets {
        var margins = configuration.directionalLayoutMargins
        guard let superview else { return margins }
        let axes = configuration.axesPreservingSuperviewLayoutMargins
        let host: NSDirectionalEdgeInsets
        if superview is ListContentHost {
            let side = UIListContentView.listSideMargin
            host = NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
        } else {
            host = superview.directionalLayoutMargins
        }
        if axes.contains(.horizontal) {
            margins.leading = max(margins.leading, host.leading)
            margins.trailing = max(margins.trailing, host.trailing)
        }
        if axes.contains(.vertical) {
            margins.top = max(margins.top, host.top)
            margins.bottom = max(margins.bottom, host.bottom)
        }
        return margins
    }

    /// The side margin of a list on this screen: 16 points, 20 on screens 414 points wide or more.
    static var listSideMargin: CGFloat { UIScreen.main.bounds.width >= 414 ? 20 : 16 }
}

/// A view that hosts content configurations (a cell, a header or footer view), whose list
/// content keeps the list's side margins.
@MainActor protocol ListContentHost: UIView {}
