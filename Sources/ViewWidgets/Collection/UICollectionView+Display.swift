// UICollectionView+Display.swift: which cells and supplementary views are on screen, and where:
// the layout's elements in the bounds get views; the others go back to their reuse pools.

extension UICollectionView {
    /// Brings the views on screen in line with the layout and the bounds: elements that left go
    /// to their pools, elements that entered get views from the data source. Self-sizing
    /// elements that come on screen are measured; when the layout takes a new size it is
    /// prepared again and the pass repeats (at most 8 times).
    func updateVisibleContent() {
        guard !isUpdatingVisibleContent else { return }
        isUpdatingVisibleContent = true
        defer { isUpdatingVisibleContent = false }
        backgroundView?.frame = bounds
        // Read once for the pass: each read of a weak reference retains what it finds.
        guard let dataSource else {
            recycleAllVisibleContent()
            preparedLayout()
            return
        }
        var reorder = elementViewsNeedOrdering
        for _ in 0..<8 {
            let layout = preparedLayout()
            var elements = elements(meeting: bounds, in: layout)
            // In index-path order: the pool's order decides which cell comes back for which item.
            takeLeavingCellsOffScreen(elements)
            var leavingKeys: [SupplementaryKey] = []
            var leavingViews: [UICollectionReusableView] = []
            for (key, view) in visibleSupplementaryViews where !elements.supplementaryKeys.contains(key) {
                leavingKeys.append(key)
                leavingViews.append(view)
            }
            for index in sortedOrder(of: leavingKeys) { recycleSupplementaryView(leavingViews[index], for: leavingKeys[index]) }
            // With cells alone, all at z-index 0, index-path order is the views' order: a cell
            // that arrives goes straight to its place, and nothing needs sorting afterwards.
            let inPlace = !reorder && elements.allAtZIndexZero && elements.supplementary.isEmpty && visibleSupplementaryViews.isEmpty
            var arrived: [(view: UICollectionReusableView, attributes: UICollectionViewLayoutAttributes)] = []
            for element in elements.cells {
                let attributes = element.attributes
                if let position = visibleCellsByIndexPath.position(section: element.key.section, index: element.key.item) {
                    // The z-index first: applying the attributes runs the cell's overrides, which
                    // may change what is on screen.
                    reorder = visibleCellsByIndexPath.noteZIndex(attributes.zIndex, at: position) || reorder
                    applyLayoutAttributes(attributes, to: visibleCellsByIndexPath.entries[position].cell)
                } else if let shown = showCell(element.key, at: element.indexPath, attributes: attributes, inPlace: inPlace,
                                                   from: dataSource) {
                    reorder = reorder || !shown.isInPlace
                    if attributes.selfSizingPriorities != nil { arrived.append((shown.cell, attributes)) }
                }
            }
            for (key, attributes) in elements.supplementary {
                if let view = visibleSupplementaryViews[key] {
                    applyLayoutAttributes(attributes, to: view)
                    reorder = noteZIndex(attributes.zIndex, of: view) || reorder
                } else if let view = showSupplementaryView(for: key, attributes: attributes) {
                    reorder = noteZIndex(attributes.zIndex, of: view) || true
                    if attributes.selfSizingPriorities != nil { arrived.append((view, attributes)) }
                }
            }
            let measured = measure(arrived, in: layout)
            arrived = []
            // The pass is done with the attributes: the layout may make its next ones of them.
            for index in elements.cells.indices { layout.recycle(&elements.cells[index].attributes) }
            guard measured else { break }
        }
        if reorder { orderElementViews() }
        updatePrefetching()
    }

    /// Takes the cells on screen whose items are not among `elements` off the screen, in
    /// index-path order. Both lists are in that order, so one walk finds them, and they leave the
    /// visible cells at once.
    private func takeLeavingCellsOffScreen(_ elements: ElementsInRect) {
        var positions: [Int] = []
        positions.reserveCapacity(visibleCellsByIndexPath.count)
        let items = elements.sortedItems
        var next = 0
        for position in visibleCellsByIndexPath.entries.indices {
            let key = ItemKey(section: visibleCellsByIndexPath.entries[position].section,
                              item: visibleCellsByIndexPath.entries[position].index)
            while next < items.count, items[next] < key { next += 1 }
            if next == items.count || items[next] != key { positions.append(position) }
        }
        guard !positions.isEmpty else { return }
        var leaving: [VisibleCellMap<UICollectionViewCell>.Entry] = []
        leaving.reserveCapacity(positions.count)
        for position in positions { leaving.append(visibleCellsByIndexPath.entries[position]) }
        visibleCellsByIndexPath.remove(atSortedPositions: positions)
        for entry in leaving { takeOffScreen(entry.cell, at: entry.indexPath) }
    }

    /// Remembers a supplementary view's z-index; returns whether it changed (the views must be
    /// reordered).
    private func noteZIndex(_ zIndex: Int, of view: UIView) -> Bool {
        supplementaryZIndexes.updateValue(zIndex, forKey: ObjectIdentifier(view)) != zIndex
    }

    /// Asks the elements that just arrived for their preferred attributes; returns whether the
    /// layout took any (it is then invalidated, and the pass runs again).
    private func measure(_ arrived: [(view: UICollectionReusableView, attributes: UICollectionViewLayoutAttributes)],
                         in layout: UICollectionViewLayout) -> Bool {
        var changed = false
        for (view, attributes) in arrived {
            var preferred = view.preferredLayoutAttributesFitting(attributes)
            guard preferred.size.isAllFinite else {
                // A decision: UIKit takes the NaN and fails later; here the element keeps the
                // size the layout gave it (its estimate), and the log names it.
                let kind = attributes.representedElementCategory == .cell ? "cell" : "supplementary view"
                Headless.reportLoggedProblem("UICollectionView: the self-sizing \(kind) \(type(of: view)) at index path {\(attributes.indexPath.section), \(attributes.indexPath.item)} gave a preferred size \(preferred.size.bracedText), which is not finite; the estimated size \(attributes.size.bracedText) is used")
                continue
            }
            var original = attributes
            if interactiveMovement != nil, attributes.representedElementCategory == .cell {
                // The layout has the items in the proposed order: the size goes to this item's place there.
                let slot = layoutIndexPath(ofItem: attributes.indexPath)
                guard let placed = layout.layoutAttributesForItem(at: slot),
                      let moved = preferred.copy() as? UICollectionViewLayoutAttributes else { continue }
                moved.indexPath = slot
                preferred = moved
                original = placed
            }
            if layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) {
                layout.applyPreferredAttributes(preferred, original: original)
                changed = true
            }
        }
        if changed { layout.invalidateLayoutForSelfSizing() }
        return changed
    }

    /// Asks the data source for the cell of an item entering the screen and shows it: at its
    /// place among the cells when `inPlace` (all elements are cells at z-index 0) and its
    /// neighbours in index-path order are in that order among the subviews, else where it is (or
    /// at the front of the element views), to be put in order after the pass (`isInPlace` false).
    private func showCell(_ key: ItemKey, at indexPath: IndexPath, attributes: UICollectionViewLayoutAttributes,
                          inPlace: Bool, from dataSource: UICollectionViewDataSource) -> (cell: UICollectionViewCell, isInPlace: Bool)? {
        attributesOfCellBeingShown = (indexPath, attributes)
        let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
        attributesOfCellBeingShown = nil
        let attributesApplied = finishDequeuingForShowing(returned: cell)
        // A data source that hands out a cell already on screen would tear it from its item.
        if visibleCellsByIndexPath.contains(cell: cell) { return nil }
        if cell.reuseIdentifier == nil, !(cell is UnregisteredCollectionViewCell) {
            Headless.reportViolation("the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:")
        }
        if !attributesApplied { applyLayoutAttributes(attributes, to: cell) }
        let selected = selectedIndexPathsInOrder.contains(indexPath)
        if cell.isSelected != selected { cell.isSelected = selected }
        if cell.isHighlighted { cell.isHighlighted = false }
        let shown = visibleCellsByIndexPath.count + visibleSupplementaryViews.count
        let position = visibleCellsByIndexPath.insert(cell, section: key.section, index: key.item, indexPath: indexPath,
                                                      zIndex: attributes.zIndex)
        let isInPlace = inPlace && placeAmongCells(cell, at: position)
        if !isInPlace, !cell.isSubview(of: self) { insertSubview(cell, at: (backgroundView == nil ? 0 : 1) + shown) }
        collectionViewDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
        return (cell, isInPlace)
    }

    /// Puts a cell arriving at `position` among the visible cells at its place in index-path
    /// order among the subviews: where it waited hidden when that is between its neighbours, else
    /// just above the cell before it (or below the one after it). Returns false, placing nothing,
    /// when the neighbours themselves are out of order (code moved a cell): the pass then orders
    /// the views. Pooled cells hidden among the subviews do not count.
    private func placeAmongCells(_ cell: UICollectionViewCell, at position: Int) -> Bool {
        // The neighbours are read in place, not bound: binding retained them.
        var lowest = -1, highest = Int.max
        if position > 0 {
            guard visibleCellsByIndexPath.entries[position - 1].cell.isSubview(of: self) else { return false }
            lowest = indexOfSubview(visibleCellsByIndexPath.entries[position - 1].cell)
        } else if let backgroundView, backgroundView.isSubview(of: self) {
            lowest = indexOfSubview(backgroundView)
        }
        if position + 1 < visibleCellsByIndexPath.count {
            guard visibleCellsByIndexPath.entries[position + 1].cell.isSubview(of: self) else { return false }
            highest = indexOfSubview(visibleCellsByIndexPath.entries[position + 1].cell)
            guard lowest < highest else { return false }
        }
        guard cell.isSubview(of: self) else {
            insertSubview(cell, at: lowest + 1)
            return true
        }
        let index = indexOfSubview(cell)
        if index < lowest {
            moveSubview(from: index, to: lowest)  // the views between move back one
        } else if index > highest {
            moveSubview(from: index, to: lowest + 1)
        }
        return true
    }

    /// Asks the data source for a supplementary view entering the screen and shows it; nil when
    /// the data source gives none (it does not implement the method).
    private func showSupplementaryView(for key: SupplementaryKey, attributes: UICollectionViewLayoutAttributes) -> UICollectionReusableView? {
        guard let dataSource else { return nil }
        let (view, isDefault) = CollectionProtocolDefaults.probe {
            dataSource.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
        }
        guard !isDefault, !visibleSupplementaryViews.values.contains(where: { $0 === view }) else { return nil }
        applyLayoutAttributes(attributes, to: view)
        addSubview(view)
        visibleSupplementaryViews[key] = view
        collectionViewDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
        return view
    }

    /// Takes a cell off the screen; it goes to the pool of its reuse identifier (or is dropped).
    /// A pooled cell stays a subview, hidden, as in UIKit (a cell leaving and rejoining the tree
    /// would get the superview and window callbacks each time it scrolls by).
    func recycle(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
        visibleCellsByIndexPath[indexPath] = nil
        takeOffScreen(cell, at: indexPath)
    }

    /// What `recycle(_:at:)` does once the cell is out of the visible cells.
    private func takeOffScreen(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
        let identifier = cell.reuseIdentifier  // set when the cell was made: read once
        cell.layer.stopBeingDrawnElsewhere(by: nil)   // a lifted cell is shown where it is reused
        if identifier != nil, cell.isSubview(of: self) {
            cell.isHiddenForReuse = true
            cell.layer.isHidden = true
        } else {
            cell.removeFromSuperview()
        }
        if cell.isHighlighted { cell.isHighlighted = false }
        if let swipeable = cell as? UICollectionViewListCell { listSwipeActions?.cellWillBeRecycled(swipeable) }
        collectionViewDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        cellPool.enqueue(cell, identifier: identifier)
    }

    /// Takes a supplementary view off the screen, into the pool of its kind.
    func recycleSupplementaryView(_ view: UICollectionReusableView, for key: SupplementaryKey) {
        visibleSupplementaryViews[key] = nil
        supplementaryZIndexes[ObjectIdentifier(view)] = nil
        view.removeFromSuperview()
        collectionViewDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath)
        supplementaryPools[key.kind]?.enqueue(view)
    }

    /// Takes every cell and supplementary view off the screen.
    func recycleAllVisibleContent() {
        for (indexPath, cell) in visibleCellsByIndexPath { recycle(cell, at: indexPath) }
        for (key, view) in visibleSupplementaryViews.sorted(by: { $0.key < $1.key }) {
            recycleSupplementaryView(view, for: key)
        }
    }

    /// Puts the element views in front-to-back order: by z-index, cells below supplementary views
    /// of the same z-index, then by index path; the background view stays at the back.
    private func orderElementViews() {
        elementViewsNeedOrdering = false
        let count = visibleCellsByIndexPath.count + visibleSupplementaryViews.count
        var keys: [ElementOrder] = [], views: [UIView] = []
        keys.reserveCapacity(count)
        views.reserveCapacity(count)
        for entry in visibleCellsByIndexPath.entries {
            keys.append(ElementOrder(zIndex: entry.zIndex, category: 0, section: entry.section, item: entry.index))
            views.append(entry.cell)
        }
        for (key, view) in visibleSupplementaryViews {
            keys.append(ElementOrder(zIndex: supplementaryZIndexes[ObjectIdentifier(view)] ?? 0, category: 1,
                                     section: key.indexPath.section, item: key.indexPath.item))
            views.append(view)
        }
        // Only views out of place move: each goes just above the one before it unless it is
        // already somewhere in front of it (pooled cells, hidden, and the app's own views may be
        // between them). The background view stays behind them all.
        var previous = backgroundView?.superview === self ? backgroundView : nil
        var previousIndex = previous.map(indexOfSubview) ?? -1
        for index in sortedOrder(of: keys) {
            let view = views[index]
            if view.superview !== self || indexOfSubview(view) < previousIndex {
                if let previous { insertSubview(view, aboveSubview: previous) } else { insertSubview(view, at: 0) }
            }
            previous = view
            previousIndex = indexOfSubview(view)
        }
    }

    /// The item whose layout frame contains `point`: the front-most when several do.
    func itemIndexPath(at point: CGPoint) -> IndexPath? {
        let layout = preparedLayout()
        let probe = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
        var best: (indexPath: IndexPath, zIndex: Int)?
        for cell in elements(meeting: probe, in: layout).cells where cell.attributes.frame.contains(point) {
            if best.map({ cell.attributes.zIndex >= $0.zIndex }) ?? true { best = (cell.indexPath, cell.attributes.zIndex) }
        }
        return best?.indexPath
    }

    /// Tells the prefetch data source about the items within one screen of the visible bounds
    /// that are not on screen and have not been since they entered that band, and cancels those
    /// that left that band unshown. A pass that sees the same items on screen, layout and size as
    /// the last one does nothing.
    private func updatePrefetching() {
        guard isPrefetchingEnabled, let prefetcher = prefetchDataSource else { return }
        let slots = visibleCellsByIndexPath.slots
        let key = CollectionPrefetchPassKey(first: slots.first.map { IndexPath(item: $0.index, section: $0.section) },
                                            last: slots.last.map { IndexPath(item: $0.index, section: $0.section) },
                                            layout: ObjectIdentifier(layoutStorage), contentSize: layoutStorage.collectionViewContentSize,
                                            boundsSize: bounds.size, prefetcher: ObjectIdentifier(prefetcher), isEnabled: isPrefetchingEnabled)
        guard key != options.lastPrefetchPass else { return }
        options.lastPrefetchPass = key
        let band = bounds.insetBy(dx: -bounds.width, dy: -bounds.height)
        // Items are given in index-path order (no distance); a layout may list an item twice.
        var candidates: [(indexPath: IndexPath, hasCell: Bool, distance: CGFloat)] = []
        var listed = Set<IndexPath>()
        for cell in elements(meeting: band, in: layoutStorage).cells where listed.insert(cell.indexPath).inserted {
            candidates.append((cell.indexPath, visibleCellsByIndexPath.position(of: cell.indexPath) != nil, 0))
        }
        let (cancelled, added) = options.prefetchLedger.update(band: candidates)
        if !cancelled.isEmpty { prefetcher.collectionView(self, cancelPrefetchingForItemsAt: cancelled) }
        if !added.isEmpty { prefetcher.collectionView(self, prefetchItemsAt: added) }
    }

    /// Forgets which items the prefetch data source was told about and which showed (index
    /// paths changed).
    func forgetPrefetching() {
        options.prefetchLedger.forget()
        options.lastPrefetchPass = nil
    }
}
