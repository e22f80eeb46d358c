// UICollectionViewListCell+Accessories.swift: where a list cell puts its accessories and content
// view, its inset-grouped corners, its separator, and what a tap on an outline disclosure does.

extension UICollectionViewListCell {
    /// The collection view showing the cell.
    var owningCollectionView: UICollectionView? { superview as? UICollectionView }

    /// The cell's outline level and expansion in its data source's section snapshot, if any.
    var outlineState: OutlineItemState? {
        guard let collectionView = owningCollectionView, let indexPath = collectionView.indexPath(for: self),
              let source = collectionView.dataSource as? OutlineDataSource else { return nil }
        return source.outlineState(at: indexPath)
    }

    /// The accessories shown in the current editing state, leading and trailing, each side in
    /// its order (a custom accessory at the position its placement gives).
    /// System accessories take the system's order, whatever their order in the array (leading
    /// ones from the edge inwards, trailing ones from the content outwards); custom ones then go
    /// where their placement's position says among them.
    func shownAccessories(editing: Bool) -> (leading: [UICellAccessory], trailing: [UICellAccessory]) {
        let shown = accessories.filter { $0.isDisplayed(editing: editing) }
        let system = shown.filter { $0.systemRank != nil }.sorted { ($0.systemRank ?? 0) < ($1.systemRank ?? 0) }
        var leading = system.filter(\.isLeading), trailing = system.filter { !$0.isLeading }
        for accessory in shown where accessory.systemRank == nil {
            if accessory.isLeading {
                leading.insert(accessory, at: accessory.index(among: leading))
            } else {
                trailing.insert(accessory, at: accessory.index(among: trailing))
            }
        }
        return (leading, trailing)
    }

    /// Puts the leading accessories from the leading margin (after the indentation) and the
    /// trailing ones back from the trailing margin; returns the content view's frame between them.
    func layOutAccessories() -> CGRect {
        let editing = owningCollectionView?.isEditing ?? false
        let shown = shownAccessories(editing: editing)
        let all = shown.leading + shown.trailing
        // The outline state is looked up only for a cell with an outline disclosure.
        let hasOutline = all.contains { if case .outlineDisclosure = $0.kind { true } else { false } }
        syncAccessoryViews(all, expanded: hasOutline ? outlineState?.isExpanded ?? false : false)
        let bounds = self.bounds
        let margin = UIListContentView.listSideMargin
        let indentation = CGFloat(max(0, indentationLevel)) * indentationWidth
        var leadingEdge = margin + (indentsAccessories ? indentation : 0)
        let views = accessoryViews
        for view in views.prefix(shown.leading.count) {
            let width = view.reservedWidth(height: bounds.height)
            view.frame = mirrored(CGRect(x: leadingEdge, y: 0, width: width, height: bounds.height), in: bounds)
            leadingEdge += width
        }
        var trailingEdge = bounds.width - margin
        for view in views.suffix(shown.trailing.count) { trailingEdge -= view.reservedWidth(height: bounds.height) }
        var x = trailingEdge
        for view in views.suffix(shown.trailing.count) {
            let width = view.reservedWidth(height: bounds.height)
            view.frame = mirrored(CGRect(x: x, y: 0, width: width, height: bounds.height), in: bounds)
            x += width
        }
        var contentStart: CGFloat = shown.leading.isEmpty ? 0 : leadingEdge
        if !indentsAccessories || shown.leading.isEmpty { contentStart += indentation }
        let contentEnd = shown.trailing.isEmpty ? bounds.width : trailingEdge
        return mirrored(CGRect(x: contentStart, y: 0, width: max(0, contentEnd - contentStart), height: bounds.height), in: bounds)
    }

    /// `rect` mirrored across the cell when it runs right to left.
    private func mirrored(_ rect: CGRect, in bounds: CGRect) -> CGRect {
        guard effectiveUserInterfaceLayoutDirection == .rightToLeft else { return rect }
        return CGRect(x: bounds.width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }

    /// Keeps one view per shown accessory, reusing views of the same kind, and wires the taps.
    private func syncAccessoryViews(_ shown: [UICellAccessory], expanded: Bool) {
        var old = accessoryViews
        var views: [ListAccessoryView] = []
        for accessory in shown {
            let view: ListAccessoryView
            if let index = old.firstIndex(where: { $0.accessory.kind.sameKind(as: accessory.kind) }) {
                view = old.remove(at: index)
            } else {
                view = ListAccessoryView(accessory)
            }
            view.show(accessory, selected: isSelected, expanded: expanded)
            view.onTap = tapAction(for: accessory)
            if view.superview !== self { addSubview(view) }
            views.append(view)
        }
        for view in old { view.removeFromSuperview() }
        accessoryViews = views
    }

    /// What a tap on `accessory` does: its handler, or for an outline disclosure without one,
    /// expanding or collapsing the item.
    private func tapAction(for accessory: UICellAccessory) -> (() -> Void)? {
        if let handler = accessory.actionHandler { return handler }
        switch accessory.kind {
        case .outlineDisclosure:
            return { [weak self] in self?.toggleOutline() }
        case .delete:
            // Without a handler, the delete control reveals the item's trailing swipe actions.
            return { [weak self] in
                guard let self, let collectionView = owningCollectionView, let indexPath = collectionView.indexPath(for: self) else { return }
                collectionView.listSwipeActions?.reveal(indexPath, edge: .trailing)
            }
        default:
            return nil
        }
    }

    /// Whether a tap anywhere on the cell expands or collapses it instead of selecting it: an
    /// outline disclosure of the header style (or automatic on a cell styled as a header).
    var togglesOutlineOnTap: Bool {
        let editing = owningCollectionView?.isEditing ?? false
        guard let disclosure = accessories.first(where: {
            if case .outlineDisclosure = $0.kind { $0.isDisplayed(editing: editing) } else { false }
        }) else { return false }
        switch disclosure.outlineStyle {
        case .header: return true
        case .cell: return false
        case .automatic:
            if listPlacement?.role == .header { return true }
            guard let content = contentConfiguration as? UIListContentConfiguration else { return false }
            return !content.style.isCell
        }
    }

    /// Expands or collapses the cell's item in its section snapshot (through the data source's
    /// section snapshot handlers), or runs the outline disclosure's action handler when it has one.
    func toggleOutline() {
        if let handler = accessories.first(where: { if case .outlineDisclosure = $0.kind { true } else { false } })?.actionHandler {
            return handler()
        }
        guard let collectionView = owningCollectionView, let indexPath = collectionView.indexPath(for: self),
              let source = collectionView.dataSource as? OutlineDataSource else { return }
        source.toggleOutline(at: indexPath)
    }

    /// Round corners at the ends of an inset-grouped section: the top ones on its first row, the
    /// bottom ones on its last.
    func roundInsetGroupedCorners() {
        guard let placement = listPlacement, placement.appearance == .insetGrouped, placement.role == .cell,
              placement.isFirstInSection || placement.isLastInSection else {
            if layer.cornerRadius != 0 { layer.cornerRadius = 0; clipsToBounds = false }
            return
        }
        var corners: CACornerMask = []
        if placement.isFirstInSection { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
        if placement.isLastInSection { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        layer.cornerRadius = ListMetrics.insetGroupedCornerRadius
        layer.maskedCorners = corners
        clipsToBounds = true
    }

    /// The separators the list's configuration shows: hairlines in its colour along the bottom
    /// (and the top when asked), from the text's leading edge unless inset otherwise.
    func drawListSeparator(in context: SVGDrawingContext) {
        guard let placement = listPlacement, placement.role == .cell, let separators = placement.separators else { return }
        let scale = UIScreen.main.scale
        let hairline = 1 / (scale > 0 ? scale : 1)
        let textInset = separatorLeadingInset
        // A selected row of a multiple selection draws its separators in the selection's colour.
        let color = isSelected && owningCollectionView.map { $0.isEditing ? $0.allowsMultipleSelectionDuringEditing : $0.allowsMultipleSelection } == true
            ? separators.multipleSelectionColor : separators.color
        func line(at y: CGFloat, insets: NSDirectionalEdgeInsets) {
            let leading = UIListSeparatorConfiguration.resolved(insets.leading, automatic: textInset)
            let trailing = UIListSeparatorConfiguration.resolved(insets.trailing, automatic: 0)
            let width = max(0, bounds.width - leading - trailing)
            let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
            context.fillRect(CGRect(x: bounds.minX + (rightToLeft ? trailing : leading), y: y, width: width, height: hairline), color: color)
        }
        context.drawAboveSubviews {
            if separators.showsTop { line(at: bounds.minY, insets: separators.topSeparatorInsets) }
            if separators.showsBottom(isLast: placement.isLastInSection) {
                line(at: bounds.maxY - hairline, insets: separators.bottomSeparatorInsets)
            }
        }
    }

    /// How far from the leading edge the separator starts by default: at the text of a list
    /// content view, else at the content view's leading margin.
    var automaticSeparatorLeadingInset: CGFloat {
        let content = contentView
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        if let list = content as? UIListContentView, let text = list.textLabel?.frame {
            let frame = content.convert(text, to: self)
            return rightToLeft ? bounds.width - frame.maxX : frame.minX
        }
        let start = rightToLeft ? bounds.width - content.frame.maxX : content.frame.minX
        return start + UIListContentView.listSideMargin
    }
}
