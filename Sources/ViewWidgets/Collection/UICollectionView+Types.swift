// UICollectionView+Types.swift: the option sets, enums and element kinds UICollectionView nests,
// with UIKit's raw values (https://developer.apple.com/documentation/uikit/uicollectionview).

extension UICollectionView {
    /// Where `scrollToItem(at:at:animated:)` and `selectItem(at:animated:scrollPosition:)` put
    /// the item: at most one vertical and one horizontal position, as UIKit's option set.
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt

        /// Makes a position from its raw bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// No position: scroll as little as needed to make the item visible.
        public static let none = ScrollPosition([])
        /// The item's top edge at the top of the visible area.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centred vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom edge at the bottom of the visible area.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left edge at the left of the visible area.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item centred horizontally.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right edge at the right of the visible area.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The direction a flow or compositional layout scrolls in, with UIKit's raw values.
    public enum ScrollDirection: Int, Sendable {
        /// Lines are rows, stacked top to bottom.
        case vertical = 0
        /// Lines are columns, stacked left to right.
        case horizontal = 1
    }

    /// What a layout attributes object describes, with UIKit's raw values.
    public enum ElementCategory: UInt, Sendable {
        /// An item's cell.
        case cell = 0
        /// A supplementary view: a header, a footer, a badge.
        case supplementaryView = 1
        /// A decoration view (not provided here).
        case decorationView = 2
    }

    /// The element kind of a flow layout's section headers: "UICollectionElementKindSectionHeader".
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"

    /// The element kind of a flow layout's section footers: "UICollectionElementKindSectionFooter".
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The element kind of cells, as UIKit names it in its messages.
    static let elementKindCell = "UICollectionElementKindCell"
}
