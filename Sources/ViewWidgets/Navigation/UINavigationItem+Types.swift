// UINavigationItem+Types.swift: the navigation item's enumerations, with UIKit's raw values.

extension UINavigationItem {
    /// How an item's title is sized, as UIKit's `UINavigationItem.LargeTitleDisplayMode`
    /// (https://developer.apple.com/documentation/uikit/uinavigationitem/largetitledisplaymode-swift.enum).
    public enum LargeTitleDisplayMode: Int, Sendable, CaseIterable {
        /// As the item below: large if its title was large (the default). The first item shows a
        /// large title when the bar's `prefersLargeTitles` is true.
        case automatic = 0
        /// Always large while this is the top item.
        case always = 1
        /// Never large while this is the top item.
        case never = 2
        /// Large and inline in the bar (iOS 17).
        case inline = 3
    }

    /// How the back button picks its title while this item is the one below the top, as
    /// UIKit's `UINavigationItem.BackButtonDisplayMode` (iOS 14;
    /// https://developer.apple.com/documentation/uikit/uinavigationitem/backbuttondisplaymode-swift.enum).
    /// Each mode tries its titles in order and shows the first that leaves the bar's title its
    /// full width.
    public enum BackButtonDisplayMode: Int, Sendable, CaseIterable {
        /// ``UINavigationItem/backButtonTitle``, else ``UINavigationItem/title``; then "Back";
        /// then no title (the default).
        case `default` = 0
        /// "Back", then no title; the item's title and back button title are ignored.
        case generic = 1
        /// No title: the back indicator alone.
        case minimal = 2
    }
}
