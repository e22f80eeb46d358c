// NSCollectionLayoutGroup.swift: items (and groups) in a row or a column, repeated for a section's items
// (https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup).

/// Items (and groups) in a row or a column, as UIKit's `NSCollectionLayoutGroup`. A section
/// repeats its group for its items: each copy holds as many items as its subitems place.
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    /// How the group lines up its subitems.
    enum Axis {
        case horizontal, vertical
    }

    let axis: Axis
    /// The items and groups the group places, in order.
    public let subitems: [NSCollectionLayoutItem]
    /// A fixed number of copies of the one subitem, sharing the group's length; nil: the subitems
    /// repeat while they fit.
    let repeatCount: Int?
    /// The space between subitems; nil (none) by default.
    open var interItemSpacing: NSCollectionLayoutSpacing?

    init(axis: Axis, layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], repeatCount: Int?) {
        self.axis = axis
        self.subitems = subitems
        self.repeatCount = repeatCount
        super.init(layoutSize: layoutSize)
    }

    /// A row of `subitems`, left to right, repeated while they fit in the group's width.
    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: subitems, repeatCount: nil)
    }

    /// A row of `count` copies of `subitem`, sharing the group's width equally (after the spacing).
    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], repeatCount: max(1, count))
    }

    /// A row of `count` copies of `repeatingSubitem` (iOS 16's name).
    public class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                                 count: Int) -> NSCollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, subitem: subitem, count: count)
    }

    /// A column of `subitems`, top to bottom, repeated while they fit in the group's height.
    public class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: subitems, repeatCount: nil)
    }

    /// A column of `count` copies of `subitem`, sharing the group's height equally.
    public class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: [subitem], repeatCount: max(1, count))
    }

    /// A column of `count` copies of `repeatingSubitem` (iOS 16's name).
    public class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                               count: Int) -> NSCollectionLayoutGroup {
        vertical(layoutSize: layoutSize, subitem: subitem, count: count)
    }
}
