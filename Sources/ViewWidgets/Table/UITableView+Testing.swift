// UITableView+Testing.swift: what tests and benchmarks may read about a table that UIKit does not
// publish. Import with `@_spi(Testing) import ViewWidgets`.

extension UITableView {
    /// How many cells wait in the reuse pool of `identifier`: not UIKit API, for checking that
    /// scrolling reuses cells instead of making new ones.
    /// A headless addition.
    @_spi(Testing)
    public func numberOfReusableCells(withIdentifier identifier: String) -> Int {
        cellPool.count(of: identifier)
    }
}
