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

extension UICollectionViewCell {
    /// A cell's part in a drag, as UIKit's `UICollectionViewCell.DragState` (no drag and drop here).
    public enum DragState: Int, Sendable {
        /// Not involved in a drag.
        case none = 0
        /// Lifting off the collection view.
        case lifting = 1
        /// Being dragged.
        case dragging = 2
    }
}

extension UICollectionView {
    /// How a collection view invalidates the sizes of its self-sizing cells (iOS 16), as UIKit's
    /// `UICollectionView.SelfSizingInvalidation`. Stored only here.
    public enum SelfSizingInvalidation: Int, Sendable {
        /// A cell's `invalidateIntrinsicContentSize()` does not resize it.
        case disabled = 0
        /// A cell's `invalidateIntrinsicContentSize()` resizes it.
        case enabled = 1
        /// As `enabled`, and Auto Layout changes inside the cell resize it too.
        case enabledIncludingConstraints = 2
    }

    /// How quickly items make room for a drop, as UIKit's `UICollectionView.ReorderingCadence`.
    /// Stored only: there is no drag and drop here.
    public enum ReorderingCadence: Int, Sendable {
        /// At once.
        case immediate = 0
        /// Quickly, after a short delay.
        case fast = 1
        /// After a delay.
        case slow = 2
    }
}
