// UISearchController+Suggestions.swift: when a search controller shows its scope bar, where its
// search bar is, and the suggestion callbacks (iOS 16;
// https://developer.apple.com/documentation/uikit/uisearchcontroller/scopebaractivation-swift.enum).

extension UISearchController {
    /// When a search controller shows and hides the scope bar, with UIKit's raw values. The
    /// search bar shows no scope bar with fewer than two ``UISearchBar/scopeButtonTitles``.
    public enum ScopeBarActivation: Int, Sendable, Hashable {
        /// The system decides: here, as ``automaticallyShowsScopeBar`` says (shown while active).
        case automatic = 0
        /// The controller leaves ``UISearchBar/showsScopeBar`` to you.
        case manual = 1
        /// Shown when typing begins in the field; hidden when the search is cancelled.
        case onTextEntry = 2
        /// Shown when the search becomes active; hidden when it is cancelled.
        case onSearchActivation = 3
    }

    /// Where the search bar is (iOS 16): `.stacked`, under the navigation bar's title, as on a
    /// phone (``UINavigationItem/searchBarPlacement``).
    public var searchBarPlacement: UINavigationItem.SearchBarPlacement { .stacked }

    /// Whether activation shows the scope bar.
    var showsScopeBarOnActivation: Bool {
        switch scopeBarActivation {
        case .automatic: automaticallyShowsScopeBar
        case .onSearchActivation: true
        case .manual, .onTextEntry: false
        }
    }

    /// Whether the end of the search hides the scope bar.
    var hidesScopeBarOnDismissal: Bool {
        switch scopeBarActivation {
        case .automatic: automaticallyShowsScopeBar
        case .onSearchActivation, .onTextEntry: true
        case .manual: false
        }
    }
}
