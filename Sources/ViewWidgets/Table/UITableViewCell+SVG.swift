// UITableViewCell+SVG.swift: a cell's marks in a picture: its separator and standard accessory,
// drawn above its subviews, where a device keeps them as subviews of the cell.

extension UITableViewCell {
    /// Draws the standard accessory (unless an `accessoryView` replaces it) and, in a table whose
    /// `separatorStyle` is not `.none`, the separator: a hairline (one pixel of the main screen)
    /// in the table's `separatorColor` along the bottom edge, inset by the separator insets (and,
    /// in editing mode, by the content's indent beside the delete or insert control). In a
    /// grouped table the first row of a section also gets a full-width line on top and the last
    /// row a full-width line at the bottom; in an inset-grouped one, lines run between rows only.
    func drawCellSVGContent(in context: SVGDrawingContext) {
        context.drawAboveSubviews {
            if shownAccessoryView == nil { drawAccessoryMarks(in: context) }
            drawSeparators(in: context)
        }
    }

    /// The insets the separator uses: the cell's own when they were changed from the default,
    /// else the table's (on a device the table hands its insets to cells that have none of their own).
    func effectiveSeparatorInset(in table: UITableView) -> UIEdgeInsets {
        separatorInset == UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 0) ? table.separatorInset : separatorInset
    }

    private func drawSeparators(in context: SVGDrawingContext) {
        guard let table = superview as? UITableView, table.separatorStyle != .none,
              let color = table.separatorColor else { return }
        let scale = UIScreen.main.scale
        let hairline = 1 / (scale > 0 ? scale : 1)
        var inset = effectiveSeparatorInset(in: table)
        // In editing mode the separator starts with the indented content, past the delete or
        // insert control, as on a device.
        inset.left += editingInsets.leading
        // Right to left the insets trade sides: the left one is the leading inset, at the right.
        var (left, right) = isRightToLeft ? (inset.right, inset.left) : (inset.left, inset.right)
        if table.style != .plain, let indexPath = table.indexPath(for: self) {
            let isLast = indexPath.row == table.numberOfRows(inSection: indexPath.section) - 1
            if table.style == .insetGrouped, isLast { return }
            if table.style == .grouped, indexPath.row == 0 {
                context.fillRect(CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: hairline), color: color)
            }
            if isLast { (left, right) = (0, 0) }
        }
        context.fillRect(CGRect(x: bounds.minX + left, y: bounds.maxY - hairline,
                                width: bounds.width - left - right, height: hairline), color: color)
    }

    /// A grey chevron for a disclosure indicator, a check mark in the tint colour, an info ring
    /// for the detail buttons; each at the trailing margin, centred vertically. Right to left they
    /// are at the left margin and the chevron points left (the check mark and the "i" keep their
    /// shapes: they have no direction).
    private func drawAccessoryMarks(in context: SVGDrawingContext) {
        let right = bounds.maxX - UITableViewCell.margin
        let middle = bounds.midY
        let chevronColor = UIColor(red: 0.78, green: 0.78, blue: 0.8, alpha: 1)
        let mirrored = isRightToLeft
        /// `x` as drawn: mirrored across the cell right to left.
        func side(_ x: CGFloat) -> CGFloat { mirrored ? bounds.minX + bounds.maxX - x : x }
        func chevron(rightEdge x: CGFloat) {
            context.strokePolyline([CGPoint(x: side(x - 6), y: middle - 6.5), CGPoint(x: side(x), y: middle),
                                    CGPoint(x: side(x - 6), y: middle + 6.5)], color: chevronColor, lineWidth: 2)
        }
        func infoRing(rightEdge x: CGFloat) {
            let ring = CGRect(x: min(side(x - 22), side(x)), y: middle - 11, width: 22, height: 22)
            context.strokeEllipse(in: ring.insetBy(dx: 0.5, dy: 0.5), color: tintColor, lineWidth: 1)
            let font = UIFont.boldSystemFont(ofSize: 14)
            context.drawTextRun("i", font: font, color: tintColor,
                                baselineOrigin: CGPoint(x: ring.midX - 2, y: middle + font.capHeight / 2))
        }
        switch shownAccessoryType {
        case .none:
            break
        case .disclosureIndicator:
            chevron(rightEdge: right)
        case .checkmark:
            let start = mirrored ? side(right) : right - 14  // the mark's left end
            context.strokePolyline([CGPoint(x: start, y: middle), CGPoint(x: start + 5, y: middle + 5),
                                    CGPoint(x: start + 14, y: middle - 6)], color: tintColor, lineWidth: 2)
        case .detailButton:
            infoRing(rightEdge: right)
        case .detailDisclosureButton:
            chevron(rightEdge: right)
            infoRing(rightEdge: right - 6 - 16)
        }
    }
}

extension UITableViewCell: SVGDefaultBackground {
    /// UIKit's default cell background: `secondarySystemGroupedBackground` in a grouped or
    /// inset-grouped table (white in light mode, dark grey in dark mode), so rows stand out from
    /// the table's grey; white elsewhere (a plain table's `systemBackground` in light mode).
    package var svgDefaultBackgroundColor: UIColor? {
        guard let table = superview as? UITableView, table.style != .plain else { return .white }
        return .secondarySystemGroupedBackground
    }
}
