// UISearchBarDelegate.swift: what a search bar asks and tells its delegate.

/// The delegate of a search bar, as UIKit's `UISearchBarDelegate`. Every method is optional:
/// each has a default implementation that allows what is asked or does nothing.
///
/// The search bar passes on its text field's editing: should/did begin and end, each change
/// (`searchBar(_:shouldChangeTextIn:replacementText:)`, then `searchBar(_:textDidChange:)`,
/// also when the clear button empties the field), the keyboard's Search key
/// (`searchBarSearchButtonClicked(_:)`) and the Cancel button.
@preconcurrency @MainActor
public protocol UISearchBarDelegate: AnyObject {
    /// Whether editing may begin; true by default.
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    /// Editing began in the search field.
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    /// Whether editing may end; true by default.
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    /// Editing ended in the search field.
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    /// The user changed the search text (typing, deleting, pasting or clearing).
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// Whether the user's change may replace the text in `range` (UTF-16 units) with `text`;
    /// true by default.
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The keyboard's Search key was tapped.
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// The Cancel button was tapped.
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    /// The bookmark button was tapped (``UISearchBar/showsBookmarkButton``).
    func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
    /// The results list button was tapped (``UISearchBar/showsSearchResultsButton``).
    func searchBarResultsListButtonClicked(_ searchBar: UISearchBar)
    /// The user tapped a scope button: `selectedScope` is the new ``UISearchBar/selectedScopeButtonIndex``.
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
    /// True.
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    /// Does nothing.
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    /// True.
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    /// Does nothing.
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    /// True.
    public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        true
    }
    /// Does nothing.
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}
