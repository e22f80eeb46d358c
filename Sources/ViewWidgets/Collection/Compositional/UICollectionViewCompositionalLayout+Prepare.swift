// UICollectionViewCompositionalLayout+Prepare.swift: asking the provider for each section and
// laying the sections out, and taking in what self-sizing elements ask for.

extension UICollectionViewCompositionalLayout {
    /// Lays the sections out again when anything but self-sizing changed; then adds up the
    /// sections' lengths (and the spacing between them).
    func prepareSections() {
        guard let collectionView else {
            sections = []
            sectionStarts = [0]
            crossLength = 0
            preparedBoundsSize = nil
            return
        }
        let bounds = collectionView.bounds
        let insets = collectionView.adjustedContentInset
        let counts = (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
        if needsFullPreparation || counts != preparedCounts || bounds.size != preparedBoundsSize || sections.count != counts.count {
            let countsChanged = counts != preparedCounts
            // Measurements a batch update carried to their items' new places, when they are for these counts.
            let carried = carriedMeasurements.flatMap { $0.counts == counts ? $0 : nil }
            carriedMeasurements = nil
            updateIsCarriedInPlace = false
            needsFullPreparation = false
            preparedBoundsSize = bounds.size
            preparedCounts = counts
            let container = CGSize(width: max(0, bounds.width - insets.left - insets.right),
                                   height: max(0, bounds.height - insets.top - insets.bottom))
            crossLength = isVertical ? container.width : container.height
            let environment = CompositionalEnvironment(
                contentSize: bounds.size,
                contentInsets: NSDirectionalEdgeInsets(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right),
                traitCollection: UITraitCollection(displayScale: UIScreen.main.scale))
            if let carried {
                boundaryMeasured = carried.boundaries
            } else if countsChanged {
                boundaryMeasured.removeAll()
            }
            let old = sections
            sections = counts.enumerated().map { index, count in
                let measured = carried?.items[index] ?? (!countsChanged && old.indices.contains(index) ? old[index].measured : [:])
                let section = providedSection(index, environment: environment)
                    ?? NSCollectionLayoutSection(group: .horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(0),
                                                                                                      heightDimension: .absolute(0)),
                                                                      subitems: []))
                return CompositionalSectionLayout(section, itemCount: count, container: container, vertical: isVertical,
                                                  measured: measured, boundaryMeasured: boundaryMeasured[index] ?? [:])
            }
            // A list paints the collection view in its background colour, as UIKit's list layouts do.
            if let list = sections.first(where: { $0.list != nil })?.list {
                let color = list.resolvedBackgroundColor
                if collectionView.backgroundColor != color { collectionView.backgroundColor = color }
            }
            if collectionView.listSwipeActions == nil, sections.contains(where: { $0.list?.hasSwipeActions == true }) {
                collectionView.listSwipeActions = SwipeActionsController(host: collectionView)
            }
        }
        var start: CGFloat = 0
        sectionStarts = [0]
        for (index, section) in sections.enumerated() {
            start += section.length
            if index + 1 < sections.count { start += configuration.interSectionSpacing }
            sectionStarts.append(start)
        }
    }

    /// Takes in a self-sizing element's size: an item's goes to its section's groups, a header's
    /// or footer's to its section's boundary items.
    func takeMeasurement(_ preferred: UICollectionViewLayoutAttributes) {
        let indexPath = preferred.indexPath
        guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return }
        switch preferred.representedElementCategory {
        case .cell:
            guard (0..<sections[indexPath.section].itemCount).contains(indexPath.item) else { return }
            sections[indexPath.section].setMeasuredSize(preferred.size, ofItem: indexPath.item)
        case .supplementaryView:
            guard let kind = preferred.representedElementKind else { return }
            boundaryMeasured[indexPath.section, default: [:]][kind] = preferred.size
            for index in sections[indexPath.section].boundaries.indices
            where sections[indexPath.section].boundaries[index].item.elementKind == kind {
                sections[indexPath.section].boundaries[index].setMeasured(preferred.size)
            }
        case .decorationView:
            return
        }
    }
}
