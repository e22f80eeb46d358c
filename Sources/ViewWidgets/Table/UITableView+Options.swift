// UITableView+Options.swift: the table's later settings (filler rows, self-sizing invalidation,
// separators, readable width, focus, drag and drop), most stored only (see Docs/Differences.md);
// scrolling to the nearest selected row; the selection notification; the context menu interaction.

import Foundation

extension UITableView {
    /// Posted (with the table as object, no user info) when the user's touch changes which rows
    /// are selected. Selecting in code does not post it (UIKit does not say; a decision).
    nonisolated public static let selectionDidChangeNotification = NSNotification.Name("UITableViewSelectionDidChangeNotification")

    /// The height of the empty rows a plain table shows below its last row (iOS 15);
    /// `automaticDimension` (the last row's height) by default. Stored only: no filler rows are drawn here.
    public var fillerRowHeight: CGFloat {
        get { options.fillerRowHeight }
        set { options.fillerRowHeight = newValue }
    }

    /// How self-sizing cells are resized when their content changes (iOS 16); `.enabled` by
    /// default. Stored only: a self-sizing row is measured when it is shown or reloaded here.
    public var selfSizingInvalidation: SelfSizingInvalidation {
        get { options.selfSizingInvalidation }
        set { options.selfSizingInvalidation = newValue }
    }

    /// What `separatorInset` is measured from; `.fromCellEdges` by default. Stored only.
    public var separatorInsetReference: SeparatorInsetReference {
        get { options.separatorInsetReference }
        set { options.separatorInsetReference = newValue }
    }

    /// The effect applied to the separators; nil by default. Stored only.
    public var separatorEffect: UIVisualEffect? {
        get { options.separatorEffect }
        set { options.separatorEffect = newValue }
    }

    /// Whether cells' layout margins follow the readable content guide; false by default (as
    /// since iOS 12). Stored only.
    public var cellLayoutMarginsFollowReadableWidth: Bool {
        get { options.cellLayoutMarginsFollowReadableWidth }
        set { options.cellLayoutMarginsFollowReadableWidth = newValue }
    }

    /// Whether cells' content views are inset to the safe area; true by default. Stored only.
    public var insetsContentViewsToSafeArea: Bool {
        get { options.insetsContentViewsToSafeArea }
        set { options.insetsContentViewsToSafeArea = newValue }
    }

    /// Whether focusing a row selects it (iOS 14); false by default. Stored only (no focus engine here).
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

    /// Whether focus returns to the last focused row; false by default. Stored only.
    public var remembersLastFocusedIndexPath: Bool {
        get { options.focus.remembersLastFocusedIndexPath }
        set { options.focus.remembersLastFocusedIndexPath = newValue }
    }

    /// Whether rows can be dragged out (iOS 11); false by default, as on an iPhone. Stored only:
    /// there is no drag and drop here.
    public var dragInteractionEnabled: Bool {
        get { options.dragInteractionEnabled }
        set { options.dragInteractionEnabled = newValue }
    }

    /// Whether rows are being dragged out of the table; always false (no drag and drop here).
    public var hasActiveDrag: Bool { false }

    /// Whether something is being dropped on the table; always false (no drag and drop here).
    public var hasActiveDrop: Bool { false }

    /// The interaction that opens the rows' context menus (iOS 14): the one the table adds once
    /// it has a delegate (Menus/UITableView+ContextMenu.swift); nil before.
    public var contextMenuInteraction: UIContextMenuInteraction? {
        rowContextMenuInteraction
    }

    /// Scrolls so that, of the selected rows, the one nearest `scrollPosition` (the top, middle or
    /// bottom of the visible area; for `.none`, the visible area) sits there, as
    /// `scrollToRow(at:at:animated:)` places it. Does nothing when no row is selected.
    public func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        let visible = bounds.inset(by: adjustedContentInset)
        let nearest = selectedIndexPathsInOrder.filter { isValid($0) }.min { first, second in
            distance(of: rectForRow(at: first), from: visible, at: scrollPosition)
                < distance(of: rectForRow(at: second), from: visible, at: scrollPosition)
        }
        guard let nearest else { return }
        scrollToRow(at: nearest, at: scrollPosition, animated: animated)
    }

    /// How far `rect` is from where `scrollPosition` would put it in `visible`.
    private func distance(of rect: CGRect, from visible: CGRect, at scrollPosition: ScrollPosition) -> CGFloat {
        switch scrollPosition {
        case .top: return abs(rect.minY - visible.minY)
        case .middle: return abs(rect.midY - visible.midY)
        case .bottom: return abs(rect.maxY - visible.maxY)
        case .none: return max(0, visible.minY - rect.maxY, rect.minY - visible.maxY)
        }
    }
}
