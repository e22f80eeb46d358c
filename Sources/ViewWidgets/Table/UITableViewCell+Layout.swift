// UITableViewCell+Layout.swift: where the content view, labels, image and accessory go, by style.

extension UITableViewCell {
    /// The side margin of the standard layout.
    static let margin: CGFloat = 15

    /// The width the standard accessory takes at the right edge (approximations of iOS 7+).
    var accessoryWidth: CGFloat {
        if let accessoryView = shownAccessoryView { return accessoryView.frame.width + UITableViewCell.margin * 2 }
        switch shownAccessoryType {
        case .none: return 0
        case .disclosureIndicator: return 33
        case .checkmark: return 39
        case .detailButton: return 47
        case .detailDisclosureButton: return 67
        }
    }

    /// Lays out the standard parts: the content view beside the accessory, then the image on the
    /// left and the labels to its right as the style says (mirrored right to left).
    func layoutStandardParts() {
        let size = bounds.size
        let accessory = accessoryWidth
        let editing = editingInsets
        contentView.frame = CGRect(x: editing.leading, y: 0, width: max(0, size.width - accessory - editing.leading - editing.trailing),
                                   height: size.height)
        backgroundView?.frame = bounds
        if let accessoryView = shownAccessoryView {
            let accessorySize = accessoryView.frame.size
            accessoryView.frame = CGRect(x: size.width - UITableViewCell.margin - accessorySize.width,
                                         y: (size.height - accessorySize.height) / 2,
                                         width: accessorySize.width, height: accessorySize.height)
        }
        let (textLabel, detailLabel, imageView) = existingStandardParts
        let contentSize = contentView.bounds.size
        let (leading, trailing) = labelColumn(contentWidth: contentSize.width)
        if let imageView, let image = imageView.image {
            let imageSize = CGSize(width: image.size.width, height: min(image.size.height, contentSize.height))
            imageView.frame = CGRect(x: imageLeading, y: (contentSize.height - imageSize.height) / 2,
                                     width: imageSize.width, height: imageSize.height)
        } else {
            imageView?.frame = .zero
        }
        let available = max(0, trailing - leading)
        let height = contentSize.height
        switch cellStyle {
        case .default:
            place(textLabel, x: leading, width: available, centeredIn: height)
        case .subtitle:
            let textHeight = fittedHeight(textLabel, width: available)
            let detailHeight = fittedHeight(detailLabel, width: available)
            let top = (height - textHeight - detailHeight) / 2
            textLabel?.frame = CGRect(x: leading, y: top, width: available, height: textHeight)
            detailLabel?.frame = CGRect(x: leading, y: top + textHeight, width: available, height: detailHeight)
        case .value1:
            let detailWidth = min(available, fittedWidth(detailLabel))
            let textWidth = min(fittedWidth(textLabel), max(0, available - detailWidth - UITableViewCell.margin))
            place(textLabel, x: leading, width: textWidth, centeredIn: height)
            place(detailLabel, x: trailing - detailWidth, width: detailWidth, centeredIn: height)
        case .value2:
            let column: CGFloat = 67
            place(textLabel, x: leading, width: min(column, available), centeredIn: height)
            let detailX = leading + column + 6
            place(detailLabel, x: detailX, width: max(0, trailing - detailX), centeredIn: height)
        }
        if isRightToLeft { mirrorStandardParts() }
    }

    /// Right to left, as UIKit mirrors a cell: the accessory at the left edge, the content view
    /// beside it, and in the content view the image at the right and the labels to its left.
    private func mirrorStandardParts() {
        func mirror(_ view: UIView?, within width: CGFloat) {
            guard let view, view.frame != .zero else { return }
            view.frame.origin.x = width - view.frame.maxX
        }
        mirror(contentView, within: bounds.width)
        mirror(shownAccessoryView, within: bounds.width)
        let (textLabel, detailLabel, imageView) = existingStandardParts
        let contentWidth = contentView.bounds.width
        for part in [textLabel, detailLabel, imageView] as [UIView?] { mirror(part, within: contentWidth) }
    }

    /// Where the image goes: the margin, plus the indentation.
    private var imageLeading: CGFloat { UITableViewCell.margin + CGFloat(indentationLevel) * indentationWidth }

    /// Where the labels start and end in a content view `contentWidth` wide: after the image (if
    /// any) and a margin, and up to the trailing margin (none beside an accessory).
    private func labelColumn(contentWidth: CGFloat) -> (leading: CGFloat, trailing: CGFloat) {
        var leading = imageLeading
        if let image = existingStandardParts.image?.image { leading += image.size.width + UITableViewCell.margin }
        return (leading, contentWidth - (accessoryWidth > 0 ? 0 : UITableViewCell.margin))
    }

    /// The vertical margin above and below the standard labels of a self-sizing cell.
    static let standardVerticalMargin: CGFloat = 11

    /// The height the standard parts need in a content view `contentWidth` wide: the labels
    /// (stacked for `.subtitle`, side by side otherwise) with a margin above and below, or the
    /// image if taller; at least 44 points, the standard row height.
    func standardPartsHeight(contentWidth: CGFloat) -> CGFloat {
        let (textLabel, detailLabel, imageView) = existingStandardParts
        let (leading, trailing) = labelColumn(contentWidth: contentWidth)
        let available = max(0, trailing - leading)
        let labels: CGFloat = switch cellStyle {
        case .default: fittedHeight(textLabel, width: available)
        case .subtitle: fittedHeight(textLabel, width: available) + fittedHeight(detailLabel, width: available)
        case .value1:
            max(fittedHeight(textLabel, width: available), fittedHeight(detailLabel, width: available))
        case .value2:
            max(fittedHeight(textLabel, width: min(67, available)),
                      fittedHeight(detailLabel, width: max(0, available - 73)))
        }
        let image = imageView?.image?.size.height ?? 0
        return max(44, labels + 2 * UITableViewCell.standardVerticalMargin, image)
    }

    private func place(_ label: UILabel?, x: CGFloat, width: CGFloat, centeredIn height: CGFloat) {
        guard let label else { return }
        let labelHeight = min(height, fittedHeight(label, width: width))
        label.frame = CGRect(x: x, y: (height - labelHeight) / 2, width: width, height: labelHeight)
    }

    private func fittedHeight(_ label: UILabel?, width: CGFloat) -> CGFloat {
        guard let label, label.text?.isEmpty == false else { return 0 }
        return label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
    }

    private func fittedWidth(_ label: UILabel?) -> CGFloat {
        guard let label, label.text?.isEmpty == false else { return 0 }
        return label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)).width
    }
}
