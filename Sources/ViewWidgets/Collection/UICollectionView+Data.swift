// UICollectionView+Data.swift: reading the data source's counts, preparing the layout, and the
// checks on index paths and registrations.

extension UICollectionView {
    /// Makes `layout` this collection view's: it points back here and prepares before the next pass.
    func attach(_ layout: UICollectionViewLayout) {
        layout.collectionViewStorage = self
        layout.invalidateLayout()
    }

    /// Forgets the counts so the next layout pass reads them again; the layout is invalidated.
    func invalidateData() {
        counts = nil
        // Sizes carried through a batch belong to the data before it, not to reloaded data.
        (layoutStorage as? UICollectionViewCompositionalLayout)?.carriedMeasurements = nil
        forgetPrefetching()
        layoutStorage.invalidateLayout()
        setNeedsLayout()
    }

    /// The item counts of every section, read from the data source when not known (no data
    /// source: no sections). Negative counts count as 0.
    @discardableResult
    func loadCountsIfNeeded() -> [Int] {
        if let counts { return counts }
        let loaded = readCountsFromDataSource()
        counts = loaded
        return loaded
    }

    /// The data source's counts as they are now, without keeping them.
    func readCountsFromDataSource() -> [Int] {
        guard let dataSource else { return [] }
        let sections = max(0, dataSource.numberOfSections(in: self))
        return (0..<sections).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
    }

    /// The layout, prepared: the layout hears of a change of bounds since the last time, the
    /// counts are read and `prepare()` runs if the layout was invalidated, and the content size
    /// follows the layout's.
    @discardableResult
    func preparedLayout() -> UICollectionViewLayout {
        noteBoundsChange()
        let layout = layoutStorage
        if layout.collectionViewStorage !== self {
            layout.collectionViewStorage = self
            layout.needsPrepare = true
        }
        if layout.needsPrepare {
            loadCountsIfNeeded()
            layout.needsPrepare = false
            layout.prepare()
            let size = layout.collectionViewContentSize
            if contentSize != size { contentSize = size }
        }
        updateMirroring(for: layout)
        return layout
    }

    /// Tells the layout about a change of bounds since the last layout pass; it may invalidate itself.
    func noteBoundsChange() {
        defer { lastLayoutBounds = bounds }
        guard let last = lastLayoutBounds, last != bounds else { return }
        if layoutStorage.shouldInvalidateLayout(forBoundsChange: bounds) { layoutStorage.invalidateLayout() }
    }

    /// Whether `indexPath` names an existing item.
    func isValid(_ indexPath: IndexPath) -> Bool {
        guard indexPath.count == 2 else { return false }
        let counts = loadCountsIfNeeded()
        return counts.indices.contains(indexPath.section) && (0..<counts[indexPath.section]).contains(indexPath.item)
    }

    /// UIKit's message for dequeuing an identifier nothing is registered for.
    func reportUnregistered(kind: String, identifier: String) {
        Headless.reportViolation("could not dequeue a view of kind: \(kind) with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
    }

    /// Puts a new background view at the back, sized to the collection view.
    func replaceBackgroundView(_ old: UIView?) {
        if old !== backgroundView { old?.removeFromSuperview() }
        if let backgroundView {
            backgroundView.frame = CGRect(origin: bounds.origin, size: bounds.size)
            insertSubview(backgroundView, at: 0)
        }
        setNeedsLayout()
    }

    /// Applies a layout's attributes to an element's view: geometry, transform, alpha and hidden
    /// state (each only when it changed), then the view's own `apply(_:)`.
    func applyLayoutAttributes(_ attributes: UICollectionViewLayoutAttributes, to view: UICollectionReusableView) {
        // Plain attributes are read from their fields: no override can stand between.
        let plain = attributes.isPlain
        let transform = plain ? attributes.transformField : attributes.transform
        if view.transform != transform { view.transform = transform }
        let size = plain ? attributes.sizeField : attributes.size
        let bounds = view.bounds
        if bounds.size != size { view.bounds = CGRect(origin: bounds.origin, size: size) }
        let center = plain ? attributes.centerField : attributes.center
        if view.center != center { view.center = center }
        let alpha = plain ? attributes.alphaField : attributes.alpha
        if view.alpha != alpha { view.alpha = alpha }
        let isHidden = plain ? attributes.isHiddenField : attributes.isHidden
        if view.isHidden != isHidden { view.isHidden = isHidden }
        if view.listPlacement != attributes.listPlacement { view.listPlacement = attributes.listPlacement }
        view.apply(attributes)
    }
}
