// UINavigationItem+SearchBarPlacement.swift: where a navigation item's search bar goes (iOS 16;
// https://developer.apple.com/documentation/uikit/uinavigationitem/searchbarplacement-swift.enum).

extension UINavigationItem {
    /// Where the navigation bar places an item's search bar, with UIKit's raw values.
    public enum SearchBarPlacement: Int, Sendable, Hashable {
        /// The system decides: inline or stacked by the context.
        case automatic = 0
        /// In line with the other bar items.
        case inline = 1
        /// In its own row under the title.
        case stacked = 2
    }

    /// Where you prefer the search bar to go; `.automatic` by default. This package always
    /// stacks it under the title, as a phone does (``searchBarPlacement``).
    public var preferredSearchBarPlacement: SearchBarPlacement {
        get { preferredSearchBarPlacementStorage }
        set { preferredSearchBarPlacementStorage = newValue }
    }

    /// Where the search bar is: `.stacked`, in its row under the title, as on a phone, whatever
    /// the preference (Docs/Differences.md).
    public var searchBarPlacement: SearchBarPlacement { .stacked }
}
