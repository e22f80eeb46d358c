// UITableView+Reuse.swift: dequeuing a cell that must exist (the pools register classes
// themselves: ReusePool.swift).

extension UITableView {
    /// A pooled or newly made cell of `identifier`, sized for the row at `indexPath`; UIKit's
    /// message (and a plain cell, so a recording test can go on) when nothing is registered.
    func dequeueRegisteredCell(_ identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let reconfiguring = options.reconfiguringCell, reconfiguring.indexPath == indexPath {
            if reconfiguring.cell.reuseIdentifier == identifier { return reconfiguring.cell }
            // UIKit raises; here the violation is reported once and a cell of `identifier` is
            // dequeued, which `reconfigureRows(at:)` then shows instead of the old one.
            Headless.reportViolation("Attempted to dequeue a cell with reuse identifier \(identifier) for index path (<NSIndexPath> {length = 2, path = \(indexPath.section) - \(indexPath.row)}) while reconfiguring it, but the existing cell has reuse identifier \(reconfiguring.cell.reuseIdentifier ?? "nil"). When reconfiguring a cell, the same reuse identifier must be used.")
            options.reconfiguringCell = nil
        }
        guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
            Headless.reportViolation("unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        if isValid(indexPath) { cell.frame = rectForRow(at: indexPath) }
        return cell
    }
}
