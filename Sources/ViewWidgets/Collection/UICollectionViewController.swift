// UICollectionViewController.swift: a controller whose view is a collection view it feeds
// (https://developer.apple.com/documentation/uikit/uicollectionviewcontroller).

/// A view controller that manages a collection view, as UIKit's `UICollectionViewController`:
/// its view is a collection view with the controller's layout, the controller as data source and
/// delegate; the data is loaded the first time it appears. Every data source and delegate method
/// is here to `override`, as iOS code writes them.
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private var initialLayout: UICollectionViewLayout
    private var hasAppeared = false

    /// Makes a controller whose collection view will use `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// Makes a controller with a flow layout.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Source compatibility; makes a controller with a flow layout.
    public required init?(coder: NSCoder) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The long press that moves items (``installsStandardGestureForInteractiveMovement``), once made.
    private var standardMovementGesture: UILongPressGestureRecognizer?
    /// The long press's delegate, which lets it begin only on an item that may move.
    private let standardMovementGate = StandardMovementGate()
    /// Whether the standard gesture began a movement that has not ended.
    private var standardGestureIsMoving = false

    /// The collection view: the controller's view. Setting it replaces the view.
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set {
            view = newValue
            updateStandardMovementGesture()
        }
    }

    /// Whether the controller puts a long-press gesture recognizer on its collection view that
    /// moves items (a press on an item begins the movement, the finger moving drags it, lifting
    /// ends it and a cancelled touch cancels it); true by default (iOS 9). The press begins a
    /// movement only on an item the collection view's data source, asked at that moment, lets
    /// move (a long press elsewhere stays free, for context menus): this controller when its
    /// class overrides `collectionView(_:moveItemAt:to:)`, a diffable data source whose
    /// `reorderingHandlers.canReorderItem` says yes, or another data source whose
    /// `collectionView(_:canMoveItemAt:)` says yes.
    open var installsStandardGestureForInteractiveMovement = true {
        didSet { updateStandardMovementGesture() }
    }

    /// The collection view's layout (the one given at creation until the view is made).
    open var collectionViewLayout: UICollectionViewLayout {
        (isViewLoaded ? collectionView?.collectionViewLayout : nil) ?? initialLayout
    }

    /// Whether the selection is cleared each time the collection view appears; true by default.
    open var clearsSelectionOnViewWillAppear = true

    /// Makes the collection view, sized to the screen, with the controller as data source and delegate.
    open override func loadView() {
        let collectionView = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: initialLayout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.dataSource = self
        collectionView.delegate = self
        view = collectionView
        updateStandardMovementGesture()
    }

    /// Puts the standard long press on the collection view, or takes it off, as
    /// ``installsStandardGestureForInteractiveMovement`` and the data source say.
    private func updateStandardMovementGesture() {
        let target = isViewLoaded ? collectionView : nil
        let wanted = installsStandardGestureForInteractiveMovement
        if let gesture = standardMovementGesture, gesture.view !== target || !wanted {
            // A movement the press was driving ends with it, as a cancelled press ends it.
            if standardGestureIsMoving { (gesture.view as? UICollectionView)?.cancelInteractiveMovement() }
            standardGestureIsMoving = false
            gesture.view?.removeGestureRecognizer(gesture)
        }
        guard wanted, let target else { return }
        let gesture = standardMovementGesture ?? UILongPressGestureRecognizer(target: self, action: UICollectionViewController.standardMovementGestureChanged)
        gesture.delegate = standardMovementGate
        standardMovementGesture = gesture
        if gesture.view !== target { target.addGestureRecognizer(gesture) }
    }

    /// Drives the interactive movement from the standard long press.
    private func standardMovementGestureChanged(_ gesture: UILongPressGestureRecognizer) {
        guard let collectionView = gesture.view as? UICollectionView else { return }
        let location = gesture.location(in: collectionView)
        switch gesture.state {
        case .began:
            guard let indexPath = collectionView.indexPathForItem(at: location) else { return }
            standardGestureIsMoving = collectionView.beginInteractiveMovementForItem(at: indexPath)
        case .changed:
            if standardGestureIsMoving { collectionView.updateInteractiveMovementTargetPosition(location) }
        case .ended:
            if standardGestureIsMoving { collectionView.endInteractiveMovement() }
            standardGestureIsMoving = false
        default:
            if standardGestureIsMoving { collectionView.cancelInteractiveMovement() }
            standardGestureIsMoving = false
        }
    }

    /// Loads the data the first time the view appears; later, clears the selection if asked to.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if !hasAppeared {
            hasAppeared = true
            collectionView?.reloadData()
        } else if clearsSelectionOnViewWillAppear, let collectionView {
            for indexPath in collectionView.indexPathsForSelectedItems ?? [] {
                collectionView.deselectItem(at: indexPath, animated: animated)
            }
        }
    }

    // MARK: - UICollectionViewDataSource

    /// No items; override to give the count.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    /// A plain cell; override to dequeue and fill the item's cell.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UnregisteredCollectionViewCell(frame: .zero)
    }
    /// One section.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    /// Not implemented: no supplementary views are shown. Override to dequeue and fill them.
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        CollectionProtocolDefaults.placeholderView()
    }
    /// Not overridden: every item can move when `moveItemAt` is overridden (an override that
    /// calls `super` gets false, marked as the default).
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        CollectionProtocolDefaults.defaultWasCalled = true
        return false
    }
    /// Not overridden: no item can move (the collection view reads from the controller's class
    /// whether it overrides this method; an override that calls `super` is an override).
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                             to destinationIndexPath: IndexPath) {
        CollectionProtocolDefaults.defaultWasCalled = true
    }
    /// No index.
    open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }
    /// The first item of section `index`.
    open func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        IndexPath(item: 0, section: index)
    }

    // MARK: - UICollectionViewDelegate

    /// True.
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    /// True.
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    /// True.
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
                             forItemAt indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                             forElementKind elementKind: String, at indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
                             forItemAt indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
                             forElementOfKind elementKind: String, at indexPath: IndexPath) {}
    /// nil: no context menu.
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                             point: CGPoint) -> UIContextMenuConfiguration? { nil }
    /// The single-item method's configuration for one item; nil for none or several.
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                             point: CGPoint) -> UIContextMenuConfiguration? {
        guard indexPaths.count == 1, let indexPath = indexPaths.first else { return nil }
        return self.collectionView(collectionView, contextMenuConfigurationForItemAt: indexPath, point: point)
    }
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                             animator: (any UIContextMenuInteractionAnimating)?) {}
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                             animator: (any UIContextMenuInteractionAnimating)?) {}
    /// nil: the item's cell.
    open func collectionView(_ collectionView: UICollectionView,
                             previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    /// nil: the item's cell.
    open func collectionView(_ collectionView: UICollectionView,
                             previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    /// The iOS 13 method's answer; override to lift another view for the item (iOS 16).
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
                             highlightPreviewForItemAt indexPath: IndexPath) -> UITargetedPreview? {
        self.collectionView(collectionView, previewForHighlightingContextMenuWithConfiguration: configuration)
    }
    /// The iOS 13 method's answer; override to name the view the item's menu returns to (iOS 16).
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
                             dismissalPreviewForItemAt indexPath: IndexPath) -> UITargetedPreview? {
        self.collectionView(collectionView, previewForDismissingContextMenuWithConfiguration: configuration)
    }
    /// Does nothing; override to show the preview's controller when the user taps it.
    open func collectionView(_ collectionView: UICollectionView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                             animator: any UIContextMenuInteractionCommitAnimating) {}
    /// `proposedIndexPath`; override to redirect an interactive move (iOS 9).
    open func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
                             toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath { proposedIndexPath }
    /// The iOS 9 method's answer; override to redirect an interactive move (iOS 15).
    open func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                             atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        self.collectionView(collectionView, targetIndexPathForMoveFromItemAt: originalIndexPath, toProposedIndexPath: proposedIndexPath)
    }
    /// True.
    open func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool { true }
    /// True outside editing mode, false in it.
    open func collectionView(_ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath) -> Bool {
        !collectionView.isEditing
    }
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {}
    /// False.
    open func collectionView(_ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool {
        false
    }
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView) {}
    /// The collection view's `selectionFollowsFocus`.
    open func collectionView(_ collectionView: UICollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath) -> Bool {
        collectionView.selectionFollowsFocus
    }
    /// `proposedContentOffset`.
    open func collectionView(_ collectionView: UICollectionView,
                        targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    // MARK: - UIScrollViewDelegate

    /// Does nothing.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// Leaves the target as it is; override to snap.
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                        targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    /// Does nothing; override to learn that the content moves on after a drag.
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing; override to learn that the content came to rest.
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// nil; override to zoom a view.
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Does nothing; override to learn that zooming begins.
    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    /// Does nothing; override to follow the zoom scale.
    open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// Does nothing; override to learn that zooming ended.
    open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    /// True; override to refuse scrolling to the top.
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    /// Does nothing; override to learn that the content scrolled to the top.
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    /// Does nothing; override to follow the adjusted content inset.
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
