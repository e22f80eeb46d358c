// UITableView+InsetGrouped.swift: the inset-grouped style ("A table view where the grouped
// sections are inset with rounded corners"): rows, headers and footers in from the sides by the
// layout margins of an iPhone, and each section's ends rounded.

extension UITableView {
    /// The radius of an inset-grouped section's rounded ends.
    static let insetGroupedCornerRadius: CGFloat = 10

    /// How far rows, headers and footers sit in from each side: in an inset-grouped table the
    /// layout margins of an iPhone screen as wide as the table (as an inset-grouped list's), else 0.
    var sectionSideInset: CGFloat {
        style == .insetGrouped ? ListMetrics.insetGroupedMargin(width: bounds.width) : 0
    }

    /// A full-width rectangle of the layout, inset from both sides as the style asks (the insets
    /// are the same on both sides, so right to left changes nothing).
    func insetFromSides(_ rect: CGRect) -> CGRect {
        let inset = sectionSideInset
        return inset > 0 ? rect.insetBy(dx: inset, dy: 0) : rect
    }

    /// Rounds the ends of an inset-grouped section on the cell of the row at `indexPath`: the top
    /// corners of its first row, the bottom corners of its last, all four of a single row, none
    /// between. A cell keeps them only while it is at an end: rows move as others come and go.
    /// Every row clips, so a swiped row's sliding content stays inside the inset row.
    func roundSectionCorners(at indexPath: IndexPath, rowCount: Int) {
        guard let cell = visibleCellsByIndexPath[indexPath] else { return }
        var corners: CACornerMask = []
        if indexPath.row == 0 { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
        if indexPath.row == rowCount - 1 { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        let radius = corners.isEmpty ? 0 : UITableView.insetGroupedCornerRadius
        if cell.layer.cornerRadius != radius { cell.layer.cornerRadius = radius }
        if !corners.isEmpty, cell.layer.maskedCorners != corners { cell.layer.maskedCorners = corners }
        if !cell.clipsToBounds { cell.clipsToBounds = true }
    }
}
