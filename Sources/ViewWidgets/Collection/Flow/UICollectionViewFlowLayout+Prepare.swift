// UICollectionViewFlowLayout+Prepare.swift: reading counts, sizes, insets and spacings, and
// breaking every section into lines.

extension UICollectionViewFlowLayout {
    /// Reads the collection view's counts and the delegate's answers and lays every section out.
    func prepareSections() {
        sections = []
        sectionStarts = [0]
        guard let collectionView else {
            crossLength = 0
            preparedBoundsSize = nil
            return
        }
        let vertical = isVertical
        let insets = collectionView.adjustedContentInset
        let bounds = collectionView.bounds
        preparedBoundsSize = bounds.size
        crossLength = max(0, vertical ? bounds.width - insets.left - insets.right : bounds.height - insets.top - insets.bottom)
        let counts = (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
        if counts != preparedCounts { measuredSizes.removeAll() }
        preparedCounts = counts
        let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        var start: CGFloat = 0
        for (section, count) in counts.enumerated() {
            let flowSection = makeSection(section, itemCount: count, in: collectionView, delegate: delegate)
            sections.append(flowSection)
            start += flowSection.length
            sectionStarts.append(start)
        }
    }

    /// One section's geometry: the delegate's (or the layout's) insets, spacings, header and
    /// footer sizes, and its items in lines.
    private func makeSection(_ section: Int, itemCount: Int, in collectionView: UICollectionView,
                             delegate: UICollectionViewDelegateFlowLayout?) -> FlowSection {
        let vertical = isVertical
        let inset = delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
        let lineSpacing = Self.usable(delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section)
            ?? minimumLineSpacing)
        let interitemSpacing = Self.usable(delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
            ?? minimumInteritemSpacing)
        let header = delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section) ?? headerReferenceSize
        let footer = delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section) ?? footerReferenceSize
        let available = max(0, crossLength - (vertical ? inset.left + inset.right : inset.top + inset.bottom))
        let lines = makeLines(section, itemCount: itemCount, available: available, interitemSpacing: interitemSpacing,
                              lineSpacing: lineSpacing, in: collectionView, delegate: delegate)
        return FlowSection(itemCount: itemCount,
                           headerLength: Self.usable(vertical ? header.height : header.width),
                           footerLength: Self.usable(vertical ? footer.height : footer.width),
                           insetMainStart: vertical ? inset.top : inset.left,
                           insetMainEnd: vertical ? inset.bottom : inset.right,
                           insetCrossStart: vertical ? inset.left : inset.top,
                           lines: lines)
    }

    /// The items of a section in lines: computed from counts when every item has ``itemSize``,
    /// else from each item's size (the delegate's, an estimate, or what a self-sizing cell asked for).
    private func makeLines(_ section: Int, itemCount: Int, available: CGFloat, interitemSpacing: CGFloat, lineSpacing: CGFloat,
                           in collectionView: UICollectionView, delegate: UICollectionViewDelegateFlowLayout?) -> FlowLines {
        let vertical = isVertical
        let estimating = estimatedItemSize != .zero
        var firstSize = itemSize
        var delegateSizes = false
        if itemCount > 0, let delegate {
            let (size, isDefault) = CollectionProtocolDefaults.probe {
                delegate.collectionView(collectionView, layout: self, sizeForItemAt: IndexPath(item: 0, section: section))
            }
            firstSize = size
            delegateSizes = !isDefault
        }
        guard estimating || delegateSizes else {
            return .uniform(UniformFlowLines(itemSize: AxisSize(Self.usable(itemSize), vertical: vertical), count: itemCount,
                                             available: available, interitemSpacing: interitemSpacing, lineSpacing: lineSpacing))
        }
        let estimate = estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize
        var sizes: [AxisSize] = []
        sizes.reserveCapacity(itemCount)
        for item in 0..<itemCount {
            let indexPath = IndexPath(item: item, section: section)
            var size: CGSize
            if let measured = measuredSizes[indexPath] {
                size = measured
            } else if delegateSizes, let delegate {
                size = item == 0 ? firstSize : delegate.collectionView(collectionView, layout: self, sizeForItemAt: indexPath)
            } else {
                size = estimate
            }
            size = Self.usable(size)
            sizes.append(AxisSize(size, vertical: vertical))
        }
        return .variable(VariableFlowLines(sizes: sizes, available: available, interitemSpacing: interitemSpacing,
                                           lineSpacing: lineSpacing))
    }

    /// A length made usable: negative or not finite counts as 0.
    static func usable(_ value: CGFloat) -> CGFloat {
        value.isFinite && value > 0 ? value : 0
    }

    /// A size made usable, each dimension as ``usable(_:)-(CGFloat)``.
    static func usable(_ size: CGSize) -> CGSize {
        CGSize(width: usable(size.width), height: usable(size.height))
    }
}
