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
}
