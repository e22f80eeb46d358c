// UICollectionView+Options.swift: the collection view's later settings (self-sizing
// invalidation, focus, drag and drop, reordering cadence), stored only (see Docs/Differences.md),
// and the questions about uncommitted updates and drags, whose answer is always no here.

/// A collection view's state and settings besides its data, layout and cells (UICollectionView.swift).
@MainActor
final class CollectionViewOptions {
    /// The bounds of the last layout pass, to tell the layout about bounds changes.
    var lastLayoutBounds: CGRect?
    /// `selfSizingInvalidation`.
    var selfSizingInvalidation: UICollectionView.SelfSizingInvalidation = .enabled
    /// `reorderingCadence`.
    var reorderingCadence: UICollectionView.ReorderingCadence = .immediate
    /// `selectionFollowsFocus`, `allowsFocus`, `allowsFocusDuringEditing`, `remembersLastFocusedIndexPath`.
    var focus = ListFocusSettings()
    /// `dragInteractionEnabled`.
    var dragInteractionEnabled = false
    /// What the prefetch data source was told about the items.
    var prefetchLedger = PrefetchLedger()
    /// What the last prefetch pass saw; a pass that would see the same is skipped.
    var lastPrefetchPass: CollectionPrefetchPassKey?
}

/// What a collection view's prefetch pass depends on: the same key means the same answer.
struct CollectionPrefetchPassKey: Equatable {
    /// The first and last items on screen, nil when none are.
    var first: IndexPath?, last: IndexPath?
    /// The layout object, its content size and the bounds' size (the reach of the band).
    var layout: ObjectIdentifier, contentSize: CGSize, boundsSize: CGSize
    /// The prefetch data source and whether prefetching is enabled.
    var prefetcher: ObjectIdentifier, isEnabled: Bool
}

extension UICollectionView {
    /// The bounds of the last layout pass, to tell the layout about bounds changes.
    var lastLayoutBounds: CGRect? {
        get { options.lastLayoutBounds }
        set { options.lastLayoutBounds = newValue }
    }

    /// How self-sizing cells are resized when their content changes (iOS 16); `.enabled` by
    /// default. Stored only: a self-sizing item is measured when the layout asks here.
    public var selfSizingInvalidation: SelfSizingInvalidation {
        get { options.selfSizingInvalidation }
        set { options.selfSizingInvalidation = newValue }
    }

    /// How quickly items make room for a drop; `.immediate` by default. Stored only (no drag and drop).
    public var reorderingCadence: ReorderingCadence {
        get { options.reorderingCadence }
        set { options.reorderingCadence = newValue }
    }

    /// Whether focusing an item selects it (iOS 14); false by default. Stored only (no focus engine here).
    public var selectionFollowsFocus: Bool {
        get { options.focus.selectionFollowsFocus }
        set { options.focus.selectionFollowsFocus = newValue }
    }

    /// Whether cells may become focused (iOS 15); false here, as on an iPhone without a
    /// keyboard (UIKit decides by platform). Stored only.
    public var allowsFocus: Bool {
        get { options.focus.allowsFocus }
        set { options.focus.allowsFocus = newValue }
    }

    /// Whether cells may become focused in editing mode (iOS 15); false here. Stored only.
    public var allowsFocusDuringEditing: Bool {
        get { options.focus.allowsFocusDuringEditing }
        set { options.focus.allowsFocusDuringEditing = newValue }
    }

    /// Whether focus returns to the last focused item; false by default. Stored only.
    public var remembersLastFocusedIndexPath: Bool {
        get { options.focus.remembersLastFocusedIndexPath }
        set { options.focus.remembersLastFocusedIndexPath = newValue }
    }

    /// Whether items can be dragged out (iOS 11); false by default, as on an iPhone. Stored only.
    public var dragInteractionEnabled: Bool {
        get { options.dragInteractionEnabled }
        set { options.dragInteractionEnabled = newValue }
    }

    /// Whether items are being dragged out; always false (no drag and drop here).
    public var hasActiveDrag: Bool { false }

    /// Whether something is being dropped; always false (no drag and drop here).
    public var hasActiveDrop: Bool { false }

    /// Whether the collection view shows changes its data source does not have yet: placeholder
    /// cells or a drop reordering the items. Always false here: neither exists.
    public var hasUncommittedUpdates: Bool { false }

    /// After the layout is replaced: the new layout's `targetContentOffset(forProposedContentOffset:)`
    /// for the current offset, then the delegate's
    /// `collectionView(_:targetContentOffsetForProposedContentOffset:)`, give the content offset.
    func adoptTargetContentOffset() {
        let proposed = layoutStorage.targetContentOffset(forProposedContentOffset: contentOffset)
        let target = collectionViewDelegate?.collectionView(self, targetContentOffsetForProposedContentOffset: proposed) ?? proposed
        if target != contentOffset, target.x.isFinite, target.y.isFinite { contentOffset = target }
    }
}
