// UITableView+Reuse.swift: registering the classes the reuse pools make, and dequeuing a cell that
// must exist.

extension UITableView {
    /// Registers `cellClass` for `identifier` (nil unregisters); a class that is not a
    /// `UITableViewCell` gets UIKit's message.
    func registerCellClass(_ cellClass: AnyClass?, for identifier: String) {
        guard let cellClass else { return cellPool.register(identifier, make: nil) }
        guard let cellType = cellClass as? UITableViewCell.Type else {
            Headless.reportViolation("must pass a class of kind UITableViewCell", exceptionName: "NSInvalidArgumentException")
            return
        }
        cellPool.register(identifier) { cellType.init(registeredReuseIdentifier: $0) }
    }

    /// Registers a header or footer class for `identifier` (nil unregisters); a class that is not
    /// a `UITableViewHeaderFooterView` gets UIKit's message.
    func registerHeaderFooterClass(_ aClass: AnyClass?, for identifier: String) {
        guard let aClass else { return headerFooterPool.register(identifier, make: nil) }
        guard let viewType = aClass as? UITableViewHeaderFooterView.Type else {
            Headless.reportViolation("must pass a class of kind UITableViewHeaderFooterView", exceptionName: "NSInvalidArgumentException")
            return
        }
        headerFooterPool.register(identifier) { viewType.init(registeredReuseIdentifier: $0) }
    }

    /// A pooled or newly made cell of `identifier`, sized for the row at `indexPath`; UIKit's
    /// message (and a plain cell, so a recording test can go on) when nothing is registered.
    func dequeueRegisteredCell(_ identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
            Headless.reportViolation("unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        if isValid(indexPath) { cell.frame = rectForRow(at: indexPath) }
        return cell
    }
}
