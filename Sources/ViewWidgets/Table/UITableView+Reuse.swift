// UITableView+Reuse.swift: registering cell classes and dequeuing from the reuse pools.

extension UITableView {
    /// The default `register`; see the open method in UITableView.swift.
    func defaultRegister(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else {
            registeredCellClasses[identifier] = nil
            return
        }
        guard let cellType = cellClass as? UITableViewCell.Type else {
            Headless.reportViolation("must pass a class of kind UITableViewCell", exceptionName: "NSInvalidArgumentException")
            return
        }
        registeredCellClasses[identifier] = cellType
    }

    /// The default `register`; see the open method in UITableView.swift.
    func defaultRegister(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let aClass else {
            registeredHeaderFooterClasses[identifier] = nil
            return
        }
        guard let viewType = aClass as? UITableViewHeaderFooterView.Type else {
            Headless.reportViolation("must pass a class of kind UITableViewHeaderFooterView", exceptionName: "NSInvalidArgumentException")
            return
        }
        registeredHeaderFooterClasses[identifier] = viewType
    }

    /// The default `dequeueReusableCell`; see the open method in UITableView.swift.
    func defaultDequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if var pool = cellPool[identifier], let cell = pool.popLast() {
            cellPool[identifier] = pool
            cell.prepareForReuse()
            return cell
        }
        guard let cellType = registeredCellClasses[identifier] else { return nil }
        return cellType.init(registeredReuseIdentifier: identifier)
    }

    /// The default `dequeueReusableCell`; see the open method in UITableView.swift.
    func defaultDequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) {
            if isValid(indexPath) {
                let rect = currentLayout.rectForRow(indexPath.row, inSection: indexPath.section, width: bounds.width)
                cell.frame = rect
            }
            return cell
        }
        Headless.reportViolation("unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// The default `dequeueReusableHeaderFooterView`; see the open method in UITableView.swift.
    func defaultDequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if var pool = headerFooterPool[identifier], let view = pool.popLast() {
            headerFooterPool[identifier] = pool
            view.prepareForReuse()
            return view
        }
        guard let viewType = registeredHeaderFooterClasses[identifier] else { return nil }
        return viewType.init(registeredReuseIdentifier: identifier)
    }

    /// The reuse identifier of the standard views that show header and footer titles.
    static let titleHeaderFooterIdentifier = "UITableViewHeaderFooterView.title"

    /// A standard header/footer view for a title, from its private pool.
    func dequeueTitleHeaderFooterView() -> UITableViewHeaderFooterView {
        let identifier = UITableView.titleHeaderFooterIdentifier
        if var pool = headerFooterPool[identifier], let view = pool.popLast() {
            headerFooterPool[identifier] = pool
            view.prepareForReuse()
            return view
        }
        return UITableViewHeaderFooterView(reuseIdentifier: identifier)
    }

    /// How many cells wait in the pool of `identifier` (for tests and benchmarks).
    public func numberOfReusableCells(withIdentifier identifier: String) -> Int {
        cellPool[identifier]?.count ?? 0
    }
}
