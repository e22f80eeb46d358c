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
        guard dataSource != nil else {
            recycleAllVisibleContent()
            preparedLayout()
            return
        }
        var reorder = false
        for _ in 0..<8 {
            let layout = preparedLayout()
            let elements = elements(meeting: bounds, in: layout)
            var leavingItems: [ItemKey] = []
            var leavingCells: [(indexPath: IndexPath, cell: UICollectionViewCell)] = []
            for (indexPath, cell) in visibleCellsByIndexPath where !elements.contains(indexPath) {
                leavingItems.append(ItemKey(section: indexPath.section, item: indexPath.item))
                leavingCells.append((indexPath, cell))
            }
            // In index-path order: the pool's order decides which cell comes back for which item.
            for index in sortedOrder(of: leavingItems) { recycle(leavingCells[index].cell, at: leavingCells[index].indexPath) }
            var leavingKeys: [SupplementaryKey] = []
            var leavingViews: [UICollectionReusableView] = []
            for (key, view) in visibleSupplementaryViews where !elements.supplementaryKeys.contains(key) {
                leavingKeys.append(key)
                leavingViews.append(view)
            }
            for index in sortedOrder(of: leavingKeys) { recycleSupplementaryView(leavingViews[index], for: leavingKeys[index]) }
            var arrived: [(view: UICollectionReusableView, attributes: UICollectionViewLayoutAttributes)] = []
            for (indexPath, attributes) in elements.cells {
                if let cell = visibleCellsByIndexPath[indexPath] {
                    applyLayoutAttributes(attributes, to: cell)
                    reorder = noteZIndex(attributes.zIndex, of: cell) || reorder
                } else if let cell = showCell(at: indexPath, attributes: attributes) {
                    reorder = noteZIndex(attributes.zIndex, of: cell) || true
                    if attributes.selfSizingPriorities != nil { arrived.append((cell, attributes)) }
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
            guard measure(arrived, in: layout) else { break }
        }
        if reorder { orderElementViews() }
        updatePrefetching()
    }

    /// The elements of a layout pass: in the layout's order, each once, with their keys for lookup
    /// (items by section and item number, which hash faster than index paths).
    struct ElementsInRect {
        var cells: [(indexPath: IndexPath, attributes: UICollectionViewLayoutAttributes)] = []
        var supplementary: [(key: SupplementaryKey, attributes: UICollectionViewLayoutAttributes)] = []
        var items = Set<ItemKey>()
        var supplementaryKeys = Set<SupplementaryKey>()

        /// Whether the item at `indexPath` is among the cells.
        func contains(_ indexPath: IndexPath) -> Bool {
            items.contains(ItemKey(section: indexPath.section, item: indexPath.item))
        }
    }

    /// An item's section and number, in index-path order.
    struct ItemKey: Hashable, Comparable {
        let section: Int
        let item: Int

        static func < (lhs: ItemKey, rhs: ItemKey) -> Bool {
            lhs.section != rhs.section ? lhs.section < rhs.section : lhs.item < rhs.item
        }
    }

    /// Where an element view goes, back to front: by z-index, cells before supplementary views,
    /// then by index path.
    struct ElementOrder: Comparable {
        let zIndex: Int
        let category: Int
        let section: Int
        let item: Int

        static func < (lhs: ElementOrder, rhs: ElementOrder) -> Bool {
            if lhs.zIndex != rhs.zIndex { return lhs.zIndex < rhs.zIndex }
            if lhs.category != rhs.category { return lhs.category < rhs.category }
            if lhs.section != rhs.section { return lhs.section < rhs.section }
            return lhs.item < rhs.item
        }
    }

    /// The layout's cells and supplementary views whose frames meet `rect`, for items and
    /// sections that exist (a layout may answer more than was asked), in the layout's order.
    func elements(meeting rect: CGRect, in layout: UICollectionViewLayout) -> ElementsInRect {
        var result = ElementsInRect()
        let counts = self.counts ?? []
        let all = layout.layoutAttributesForElements(in: rect) ?? []
        result.items.reserveCapacity(all.count)
        result.cells.reserveCapacity(all.count)
        for attributes in all where rectsMeet(attributes.frame, rect) {
            let indexPath = attributes.indexPath
            guard indexPath.count == 2, counts.indices.contains(indexPath.section) else { continue }
            switch attributes.representedElementCategory {
            case .cell:
                if (0..<counts[indexPath.section]).contains(indexPath.item),
                   result.items.insert(ItemKey(section: indexPath.section, item: indexPath.item)).inserted {
                    result.cells.append((indexPath, attributes))
                }
            case .supplementaryView:
                guard let kind = attributes.representedElementKind else { continue }
                let key = SupplementaryKey(kind: kind, indexPath: indexPath)
                if result.supplementaryKeys.insert(key).inserted { result.supplementary.append((key, attributes)) }
            case .decorationView:
                continue
            }
        }
        return result
    }

    /// Remembers an element view's z-index; returns whether it changed (the views must be reordered).
    private func noteZIndex(_ zIndex: Int, of view: UIView) -> Bool {
        elementZIndexes.updateValue(zIndex, forKey: ObjectIdentifier(view)) != zIndex
    }

    /// Asks the elements that just arrived for their preferred attributes; returns whether the
    /// layout took any (it is then invalidated, and the pass runs again).
    private func measure(_ arrived: [(view: UICollectionReusableView, attributes: UICollectionViewLayoutAttributes)],
                         in layout: UICollectionViewLayout) -> Bool {
        var changed = false
        for (view, attributes) in arrived {
            let preferred = view.preferredLayoutAttributesFitting(attributes)
            if layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes) {
                layout.applyPreferredAttributes(preferred, original: attributes)
                changed = true
            }
        }
        if changed { layout.invalidateLayoutForSelfSizing() }
        return changed
    }

    /// Asks the data source for the cell of an item entering the screen and shows it.
    private func showCell(at indexPath: IndexPath, attributes: UICollectionViewLayoutAttributes) -> UICollectionViewCell? {
        guard let dataSource else { return nil }
        let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
        // A data source that hands out a cell already on screen would tear it from its item.
        for visible in visibleCellsByIndexPath.values where visible === cell { return nil }
        if cell.reuseIdentifier == nil, !(cell is UnregisteredCollectionViewCell) {
            Headless.reportViolation("the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:")
        }
        applyLayoutAttributes(attributes, to: cell)
        let selected = selectedIndexPathsInOrder.contains(indexPath)
        if cell.isSelected != selected { cell.isSelected = selected }
        if cell.isHighlighted { cell.isHighlighted = false }
        // Above the element views already shown: scrolling on, the new items belong there, so
        // putting the views in order (`orderElementViews()`) usually has nothing to move.
        let base = backgroundView == nil ? 0 : 1
        insertSubview(cell, at: base + visibleCellsByIndexPath.count + visibleSupplementaryViews.count)
        visibleCellsByIndexPath[indexPath] = cell
        collectionViewDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
        return cell
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
    func recycle(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
        visibleCellsByIndexPath[indexPath] = nil
        elementZIndexes[ObjectIdentifier(cell)] = nil
        cell.removeFromSuperview()
        if cell.isHighlighted { cell.isHighlighted = false }
        collectionViewDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        cellPool.enqueue(cell)
    }

    /// Takes a supplementary view off the screen, into the pool of its kind.
    func recycleSupplementaryView(_ view: UICollectionReusableView, for key: SupplementaryKey) {
        visibleSupplementaryViews[key] = nil
        elementZIndexes[ObjectIdentifier(view)] = nil
        view.removeFromSuperview()
        collectionViewDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath)
        supplementaryPools[key.kind]?.enqueue(view)
    }

    /// Takes every cell and supplementary view off the screen.
    func recycleAllVisibleContent() {
        for (indexPath, cell) in visibleCellsByIndexPath.sorted(by: { $0.key < $1.key }) { recycle(cell, at: indexPath) }
        for (key, view) in visibleSupplementaryViews.sorted(by: { $0.key < $1.key }) {
            recycleSupplementaryView(view, for: key)
        }
    }

    /// Puts the element views in front-to-back order: by z-index, cells below supplementary views
    /// of the same z-index, then by index path; the background view stays at the back.
    private func orderElementViews() {
        let count = visibleCellsByIndexPath.count + visibleSupplementaryViews.count
        var keys: [ElementOrder] = [], views: [UIView] = []
        keys.reserveCapacity(count)
        views.reserveCapacity(count)
        for (indexPath, cell) in visibleCellsByIndexPath {
            keys.append(ElementOrder(zIndex: elementZIndexes[ObjectIdentifier(cell)] ?? 0, category: 0,
                                     section: indexPath.section, item: indexPath.item))
            views.append(cell)
        }
        for (key, view) in visibleSupplementaryViews {
            keys.append(ElementOrder(zIndex: elementZIndexes[ObjectIdentifier(view)] ?? 0, category: 1,
                                     section: key.indexPath.section, item: key.indexPath.item))
            views.append(view)
        }
        let base = backgroundView == nil ? 0 : 1
        // Only views out of place move; after each step the first `offset + 1` places are right.
        for (offset, index) in sortedOrder(of: keys).enumerated() {
            let view = views[index]
            let current = subviews
            if base + offset < current.count, current[base + offset] === view { continue }
            insertSubview(view, at: base + offset)
        }
    }

    /// The item whose layout frame contains `point`: the front-most when several do.
    func itemIndexPath(at point: CGPoint) -> IndexPath? {
        let layout = preparedLayout()
        let probe = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
        var best: (indexPath: IndexPath, zIndex: Int)?
        for (indexPath, attributes) in elements(meeting: probe, in: layout).cells where attributes.frame.contains(point) {
            if best.map({ attributes.zIndex >= $0.zIndex }) ?? true { best = (indexPath, attributes.zIndex) }
        }
        return best?.indexPath
    }

    /// Tells the prefetch data source about the items within one screen of the visible bounds
    /// that are not on screen, and cancels those that left that band.
    private func updatePrefetching() {
        guard isPrefetchingEnabled, let prefetcher = prefetchDataSource else { return }
        let band = bounds.insetBy(dx: -bounds.width, dy: -bounds.height)
        let wanted = Set(elements(meeting: band, in: layoutStorage).cells.map(\.indexPath)).subtracting(visibleCellsByIndexPath.keys)
        let cancelled = prefetchedIndexPaths.subtracting(wanted).subtracting(visibleCellsByIndexPath.keys)
        let added = wanted.subtracting(prefetchedIndexPaths)
        prefetchedIndexPaths = wanted
        if !cancelled.isEmpty { prefetcher.collectionView(self, cancelPrefetchingForItemsAt: cancelled.sorted()) }
        if !added.isEmpty { prefetcher.collectionView(self, prefetchItemsAt: added.sorted()) }
    }
}

/// The indices of `keys` in the order of the keys (equal keys keep their order), found by
/// insertion.
///
/// The elements of a screen (the cells leaving it, the element views to put in order) are sorted
/// on most scroll steps: `sort(by:)` made a buffer and called its comparison closure for each
/// pair, which cost more than sorting a screenful this way; moving indices rather than the
/// views themselves keeps reference counting out of it.
private func sortedOrder<Key: Comparable>(of keys: [Key]) -> [Int] {
    var order = Array(keys.indices)
    var next = 1
    while next < order.count {
        let index = order[next]
        var slot = next
        while slot > 0, keys[index] < keys[order[slot - 1]] {
            order[slot] = order[slot - 1]
            slot -= 1
        }
        order[slot] = index
        next += 1
    }
    return order
}
