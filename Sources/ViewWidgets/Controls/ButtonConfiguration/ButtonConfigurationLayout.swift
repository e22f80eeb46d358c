// ButtonConfigurationLayout.swift: the geometry of a configured button — the title over the
// subtitle, the image (or activity indicator) on the side `imagePlacement` names with
// `imagePadding` between, a pop-up chevron at the trailing end, all inside `contentInsets` —
// for its fitting size and for the frames of its parts.

/// The parts' sizes and the spacing of a configured button, which give its size and its frames.
@MainActor struct ButtonConfigurationLayout {
    /// The content insets, left and right already resolved for the writing direction.
    var insets: UIEdgeInsets
    /// The image's (or activity indicator's) size; zero without one.
    var imageSize: CGSize
    var imagePlacement: NSDirectionalRectEdge
    var imagePadding: CGFloat
    var titlePadding: CGFloat
    /// The pop-up chevron's size; zero without one.
    var indicatorSize: CGSize
    var rightToLeft: Bool
    /// The title's and the subtitle's sizes when no wider than the given width.
    var measureText: (CGFloat) -> (title: CGSize, subtitle: CGSize)

    /// The space between the content and a pop-up chevron (a decision).
    static let indicatorPadding: CGFloat = 8

    /// The frames of the parts, in the button's bounds.
    struct Frames {
        var image = CGRect.zero
        var title = CGRect.zero
        var subtitle = CGRect.zero
        var indicator = CGRect.zero
    }

    private var placesImageBeside: Bool { imagePlacement == .leading || imagePlacement == .trailing }
    private var hasImage: Bool { imageSize.width > 0 || imageSize.height > 0 }
    private var indicatorExtent: CGFloat {
        indicatorSize.width > 0 ? indicatorSize.width + ButtonConfigurationLayout.indicatorPadding : 0
    }

    /// The stacked title and subtitle no wider than `width`.
    private func textBlock(width: CGFloat) -> (title: CGSize, subtitle: CGSize, size: CGSize) {
        let (title, subtitle) = measureText(max(0, width))
        let padding = title.height > 0 && subtitle.height > 0 ? titlePadding : 0
        return (title, subtitle, CGSize(width: max(title.width, subtitle.width),
                                        height: title.height + padding + subtitle.height))
    }

    /// The gap between the image and the text.
    private func gap(text: CGSize) -> CGFloat {
        hasImage && (text.width > 0 || text.height > 0) ? imagePadding : 0
    }

    /// The widest the text may be in a content area `width` wide (unlimited for 0 or less).
    private func textWidth(inContentWidth width: CGFloat) -> CGFloat {
        guard width > 0 else { return .greatestFiniteMagnitude }
        let beside = placesImageBeside && hasImage ? imageSize.width + imagePadding : 0
        return max(1, width - beside - indicatorExtent)   // never 0, which a label reads as unlimited
    }

    /// The size of image, text and chevron together for text `text` big.
    private func contentSize(text: CGSize) -> CGSize {
        let gap = gap(text: text)
        var size = placesImageBeside
            ? CGSize(width: imageSize.width + gap + text.width, height: max(imageSize.height, text.height))
            : CGSize(width: max(imageSize.width, text.width), height: imageSize.height + gap + text.height)
        if indicatorSize.width > 0 {
            size.width += indicatorExtent
            size.height = max(size.height, indicatorSize.height)
        }
        return size
    }

    /// The size the button asks for, no wider than `width` when it is positive: the content plus
    /// the insets.
    func fittingSize(width: CGFloat) -> CGSize {
        let contentWidth = width > 0 ? width - insets.left - insets.right : 0
        let text = textBlock(width: textWidth(inContentWidth: contentWidth)).size
        let content = contentSize(text: text)
        return CGSize(width: content.width + insets.left + insets.right,
                      height: content.height + insets.top + insets.bottom)
    }

    /// The frames in `bounds`: the content aligned by `horizontal` (`.fill` widens the text) and
    /// centred vertically inside the insets; leading is at the right in a right-to-left layout.
    func frames(in bounds: CGRect, horizontal: UIControl.ContentHorizontalAlignment) -> Frames {
        let area = bounds.inset(by: insets)
        let block = textBlock(width: textWidth(inContentWidth: max(area.width, 1)))
        var text = block.size
        var content = contentSize(text: text)
        let leadingAligned: Bool?  // nil: centred
        switch horizontal {
        case .center: leadingAligned = nil
        case .leading, .fill: leadingAligned = true
        case .trailing: leadingAligned = false
        case .left: leadingAligned = !rightToLeft
        case .right: leadingAligned = rightToLeft
        }
        if horizontal == .fill, area.width > content.width {
            let extra = area.width - content.width
            text.width += extra
            content.width += extra
        }
        // Laid out from the leading edge at the left, then mirrored for right to left.
        var originX: CGFloat
        switch leadingAligned {
        case nil: originX = UIScreen.main.roundedToPixels(area.midX - content.width / 2)
        case true?: originX = area.minX
        case false?: originX = area.maxX - content.width
        }
        if rightToLeft, leadingAligned != nil { originX = area.minX + area.maxX - originX - content.width }
        let originY = UIScreen.main.roundedToPixels(area.midY - content.height / 2)
        let stackWidth = content.width - indicatorExtent
        var frames = Frames()
        var textOrigin = CGPoint(x: originX, y: originY)
        let gap = gap(text: text)
        switch imagePlacement {
        case .trailing:
            textOrigin.y = center(text.height, in: content.height, from: originY)
            frames.image = CGRect(x: originX + text.width + gap, y: center(imageSize.height, in: content.height, from: originY),
                                  width: imageSize.width, height: imageSize.height)
        case .top:
            frames.image = CGRect(x: center(imageSize.width, in: stackWidth, from: originX), y: originY,
                                  width: imageSize.width, height: imageSize.height)
            textOrigin = CGPoint(x: center(text.width, in: stackWidth, from: originX), y: originY + imageSize.height + gap)
        case .bottom:
            textOrigin.x = center(text.width, in: stackWidth, from: originX)
            frames.image = CGRect(x: center(imageSize.width, in: stackWidth, from: originX), y: originY + text.height + gap,
                                  width: imageSize.width, height: imageSize.height)
        default:  // .leading
            frames.image = CGRect(x: originX, y: center(imageSize.height, in: content.height, from: originY),
                                  width: imageSize.width, height: imageSize.height)
            textOrigin = CGPoint(x: originX + imageSize.width + gap, y: center(text.height, in: content.height, from: originY))
        }
        let padding = block.title.height > 0 && block.subtitle.height > 0 ? titlePadding : 0
        frames.title = CGRect(x: textOrigin.x, y: textOrigin.y, width: text.width, height: block.title.height)
        frames.subtitle = CGRect(x: textOrigin.x, y: textOrigin.y + block.title.height + padding,
                                 width: text.width, height: block.subtitle.height)
        if indicatorSize.width > 0 {
            frames.indicator = CGRect(x: originX + content.width - indicatorSize.width,
                                      y: center(indicatorSize.height, in: content.height, from: originY),
                                      width: indicatorSize.width, height: indicatorSize.height)
        }
        if rightToLeft {
            for keyPath in [\Frames.image, \Frames.title, \Frames.subtitle, \Frames.indicator] {
                let frame = frames[keyPath: keyPath]
                frames[keyPath: keyPath].origin.x = 2 * originX + content.width - frame.maxX
            }
        }
        return frames
    }

    /// The origin that centres `length` in `extent` starting at `start`, on the pixel grid.
    private func center(_ length: CGFloat, in extent: CGFloat, from start: CGFloat) -> CGFloat {
        UIScreen.main.roundedToPixels(start + (extent - length) / 2)
    }
}
