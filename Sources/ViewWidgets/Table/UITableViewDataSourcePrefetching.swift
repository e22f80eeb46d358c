// UITableViewDataSourcePrefetching.swift: the object told which rows will soon show
// (https://developer.apple.com/documentation/uikit/uitableviewdatasourceprefetching).

/// An object that loads data ahead of the rows that will soon show, as UIKit's
/// `UITableViewDataSourcePrefetching`. The table tells it the rows within one screen above and
/// below the visible bounds that have no cell yet, nearest first (UITableView+Prefetching.swift).
@preconcurrency @MainActor
public protocol UITableViewDataSourcePrefetching: AnyObject {
    /// Rows that will probably show soon: start loading their data.
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    /// Rows no longer about to show: cancel their loading. Does nothing by default.
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
    /// Does nothing.
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}
