// UISearchControllerDelegate.swift: the protocols a search controller talks to: the object that
// updates the results, and the delegate told about presentation and dismissal.

/// The object a search controller asks to update its results, as UIKit's
/// `UISearchResultsUpdating`: it is called when the search becomes active, at each change of the
/// search text, and when the search is dismissed.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
    /// Update the results for the search bar's current text (`searchController.searchBar.text`).
    func updateSearchResults(for searchController: UISearchController)
    /// The user picked `searchSuggestion` (iOS 16); does nothing by default.
    func updateSearchResults(for searchController: UISearchController, selecting searchSuggestion: any UISearchSuggestion)
}

extension UISearchResultsUpdating {
    /// Does nothing.
    public func updateSearchResults(for searchController: UISearchController, selecting searchSuggestion: any UISearchSuggestion) {}
}

/// The delegate of a search controller, as UIKit's `UISearchControllerDelegate`. Every method is
/// optional. The order on activation is `willPresentSearchController(_:)`,
/// `presentSearchController(_:)`, `didPresentSearchController(_:)`; on dismissal
/// `willDismissSearchController(_:)` then `didDismissSearchController(_:)`.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
    /// The search controller is about to become active.
    func willPresentSearchController(_ searchController: UISearchController)
    /// The search controller became active.
    func didPresentSearchController(_ searchController: UISearchController)
    /// The search controller is about to stop being active.
    func willDismissSearchController(_ searchController: UISearchController)
    /// The search controller stopped being active.
    func didDismissSearchController(_ searchController: UISearchController)
    /// Shows the search interface; the default implementation shows it as UIKit does (the
    /// dimming view and the results controller over the searched content).
    func presentSearchController(_ searchController: UISearchController)
    /// The search bar is about to move to `newPlacement` (iOS 16).
    func searchController(_ searchController: UISearchController, willChangeTo newPlacement: UINavigationItem.SearchBarPlacement)
    /// The search bar moved from `previousPlacement` (iOS 16).
    func searchController(_ searchController: UISearchController, didChangeFrom previousPlacement: UINavigationItem.SearchBarPlacement)
}

extension UISearchControllerDelegate {
    /// Does nothing.
    public func willPresentSearchController(_ searchController: UISearchController) {}
    /// Does nothing.
    public func didPresentSearchController(_ searchController: UISearchController) {}
    /// Does nothing.
    public func willDismissSearchController(_ searchController: UISearchController) {}
    /// Does nothing.
    public func didDismissSearchController(_ searchController: UISearchController) {}
    /// Shows the search interface as UIKit does by itself.
    public func presentSearchController(_ searchController: UISearchController) {
        searchController.showSearchInterface()
    }
    /// Does nothing (the bar stays stacked here, so it is never called).
    public func searchController(_ searchController: UISearchController, willChangeTo newPlacement: UINavigationItem.SearchBarPlacement) {}
    /// Does nothing (the bar stays stacked here, so it is never called).
    public func searchController(_ searchController: UISearchController,
                                 didChangeFrom previousPlacement: UINavigationItem.SearchBarPlacement) {}
}
