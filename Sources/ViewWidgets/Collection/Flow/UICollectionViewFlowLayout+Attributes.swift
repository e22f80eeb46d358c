// UICollectionViewFlowLayout+Attributes.swift: answering "which elements meet this rect" and
// "where is this element" from the prepared sections, with headers and footers that may pin.

extension UICollectionViewFlowLayout {
    /// Every header, item and footer whose frame meets `rect`, section by section. The sections
    /// are found by binary search and the items of each by its lines (see ``FlowLines``).
    func attributes(meeting rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        let query = AxisRect(rect, vertical: isVertical)
        guard query.mainLength > 0, query.crossLength > 0 else { return [] }
        var result: [UICollectionViewLayoutAttributes] = []
        result.reserveCapacity(32)  // a screenful, so that the array is not regrown item by item
        let selfSizing = estimatedItemSize != .zero   // read once, not per item
        var section = firstSection(endingAfter: query.main, count: sections.count, starts: sectionStarts)
        while section < sections.count, sectionStarts[section] < query.mainEnd {
            let start = sectionStarts[section]
            let info = sections[section]
            if let header = supplementaryAttributes(ofKind: UICollectionView.elementKindSectionHeader, section: section),
               rectsMeet(header.frame, rect) {
                result.append(header)
            }
            for (item, frame) in info.items(meetingMain: query.main - start, query.mainEnd - start) {
                let placed = frame.offsetBy(main: start, cross: 0)
                guard placed.cross < query.crossEnd, placed.crossEnd > query.cross else { continue }
                result.append(itemAttributes(at: IndexPath(item: item, section: section), frame: placed.rect(vertical: isVertical),
                                             selfSizing: selfSizing))
            }
            if let footer = supplementaryAttributes(ofKind: UICollectionView.elementKindSectionFooter, section: section),
               rectsMeet(footer.frame, rect) {
                result.append(footer)
            }
            section += 1
        }
        return result
    }

    /// The frame of an existing item, in content coordinates.
    func itemFrame(at indexPath: IndexPath) -> CGRect {
        sections[indexPath.section].frame(ofItem: indexPath.item)
            .offsetBy(main: sectionStarts[indexPath.section], cross: 0).rect(vertical: isVertical)
    }

    /// New attributes for an item in `frame`; self-sizing when an estimated size is set (which
    /// a caller making many may have read already, as `selfSizing`).
    func itemAttributes(at indexPath: IndexPath, frame: CGRect, selfSizing: Bool? = nil) -> UICollectionViewLayoutAttributes {
        let attributes = makeCellAttributes(at: indexPath)
        attributes.setLayoutFrame(frame)
        if selfSizing ?? (estimatedItemSize != .zero) {
            attributes.selfSizingPriorities = (.fittingSizeLevel, .fittingSizeLevel)
        }
        return attributes
    }

    /// The attributes of a section's header or footer, as wide as the content (across the scroll
    /// axis), pinned to the visible area when asked; nil when the section has none.
    func supplementaryAttributes(ofKind kind: String, section: Int) -> UICollectionViewLayoutAttributes? {
        guard sections.indices.contains(section) else { return nil }
        let info = sections[section]
        let start = sectionStarts[section]
        let isHeader = kind == UICollectionView.elementKindSectionHeader
        guard isHeader || kind == UICollectionView.elementKindSectionFooter else { return nil }
        let length = isHeader ? info.headerLength : info.footerLength
        guard length > 0 else { return nil }
        var main = isHeader ? start : start + info.footerStart
        let pins = isHeader ? sectionHeadersPinToVisibleBounds : sectionFootersPinToVisibleBounds
        if pins, let visible = visibleMainRange(vertical: isVertical) {
            if isHeader {
                main = max(start, min(max(main, visible.lowerBound), start + info.footerStart - length))
            } else {
                main = min(main, max(visible.upperBound - length, start + info.headerLength))
            }
        }
        let attributes = makeSupplementaryAttributes(ofKind: kind, at: IndexPath(item: 0, section: section))
        attributes.frame = AxisRect(main: main, cross: 0, mainLength: length, crossLength: crossLength).rect(vertical: isVertical)
        if pins { attributes.zIndex = 1024 }
        return attributes
    }
}
