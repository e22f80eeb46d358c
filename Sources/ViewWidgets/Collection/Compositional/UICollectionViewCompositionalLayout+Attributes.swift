// UICollectionViewCompositionalLayout+Attributes.swift: answering "which elements meet this rect"
// and "where is this element" from the prepared sections.

extension UICollectionViewCompositionalLayout {
    /// Every boundary item and item whose frame meets `rect`, section by section (sections found
    /// by binary search, groups by arithmetic or running totals).
    func attributes(meeting rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        let query = AxisRect(rect, vertical: isVertical)
        guard query.mainLength > 0, query.crossLength > 0 else { return [] }
        var result: [UICollectionViewLayoutAttributes] = []
        var index = firstSection(endingAfter: query.main, count: sections.count, starts: sectionStarts)
        while index < sections.count, sectionStarts[index] < query.mainEnd {
            let start = sectionStarts[index]
            let section = sections[index]
            section.forEachItem(meetingMain: query.main - start, query.mainEnd - start) { item, frame in
                let placed = frame.offsetBy(main: start, cross: 0)
                guard placed.cross < query.crossEnd, placed.crossEnd > query.cross else { return }
                result.append(itemAttributes(at: IndexPath(item: item, section: index), frame: placed.rect(vertical: isVertical),
                                             in: section))
            }
            for boundary in section.boundaries {
                if let attributes = boundaryAttributes(ofKind: boundary.item.elementKind, section: index),
                   rectsMeet(attributes.frame, rect) {
                    result.append(attributes)
                }
            }
            index += 1
        }
        return result
    }

    /// New attributes for an existing item (its frame computed when not given).
    func itemAttributes(at indexPath: IndexPath, frame: CGRect? = nil) -> UICollectionViewLayoutAttributes {
        itemAttributes(at: indexPath, frame: frame, in: sections[indexPath.section])
    }

    /// New attributes for an item of `section` (passed in by a caller that has it: copying a
    /// section, its groups and boundaries, for each item cost more than making the attributes).
    private func itemAttributes(at indexPath: IndexPath, frame: CGRect?,
                                in section: CompositionalSectionLayout) -> UICollectionViewLayoutAttributes {
        let attributes = makeCellAttributes(at: indexPath)
        attributes.setLayoutFrame(frame ?? section.frame(ofItem: indexPath.item)
            .offsetBy(main: sectionStarts[indexPath.section], cross: 0).rect(vertical: isVertical))
        let estimated = section.estimatedDimensions(ofItem: indexPath.item)
        if estimated.width || estimated.height {
            attributes.selfSizingPriorities = (estimated.width ? .fittingSizeLevel : .required,
                                               estimated.height ? .fittingSizeLevel : .required)
        }
        if let list = section.list {
            let isHeader = list.headerMode == .firstItemInSection && indexPath.item == 0
            var separators: UIListSeparatorConfiguration?
            if list.showsSeparators {
                separators = list.itemSeparatorHandler.map { $0(indexPath, list.separatorConfiguration) } ?? list.separatorConfiguration
            }
            attributes.listPlacement = ListItemPlacement(appearance: list.appearance, role: isHeader ? .header : .cell,
                                                         isFirstInSection: indexPath.item == 0,
                                                         isLastInSection: indexPath.item == section.itemCount - 1,
                                                         separators: separators)
        }
        return attributes
    }

    /// The attributes of section `index`'s boundary item of `kind`: before or after the content
    /// (a list's header below the room its list leaves above it), aligned across it, moved by its
    /// offset, and kept in view when it pins (headers stay below the top of the visible area, the
    /// room left behind, until their section's end pushes them off).
    func boundaryAttributes(ofKind kind: String, section index: Int) -> UICollectionViewLayoutAttributes? {
        let section = sections[index]
        guard let boundary = section.boundaries.first(where: { $0.item.elementKind == kind }) else { return nil }
        let start = sectionStarts[index]
        let contentEnd = section.contentStart + section.contentLength
        var main: CGFloat
        switch boundary.position {
        case .before: main = section.headerPadding
        case .after: main = contentEnd + section.insetMainEnd
        case .overlayStart: main = section.contentStart
        case .overlayEnd: main = contentEnd - boundary.mainLength
        }
        main += start
        if boundary.item.pinToVisibleBounds, let visible = visibleMainRange(vertical: isVertical) {
            let sectionEnd = start + section.length - section.trailingLength
            if boundary.position == .before || boundary.position == .overlayStart {
                main = max(main, min(visible.lowerBound, sectionEnd - boundary.mainLength))
            } else {
                main = min(main, max(visible.upperBound - boundary.mainLength, start + section.leadingLength))
            }
        }
        let attributes = makeSupplementaryAttributes(ofKind: kind, at: IndexPath(item: 0, section: index))
        attributes.frame = AxisRect(main: main, cross: boundary.crossStart, mainLength: boundary.mainLength,
                                    crossLength: boundary.crossLength).rect(vertical: isVertical)
            .offsetBy(dx: boundary.item.offset.x, dy: boundary.item.offset.y)
        attributes.zIndex = boundary.item.zIndex
        let estimated = boundary.estimated
        if estimated.width || estimated.height {
            attributes.selfSizingPriorities = (estimated.width ? .fittingSizeLevel : .required,
                                               estimated.height ? .fittingSizeLevel : .required)
        }
        if let list = section.list {
            attributes.listPlacement = ListItemPlacement(appearance: list.appearance,
                                                         role: kind == UICollectionView.elementKindSectionFooter ? .footer : .header,
                                                         isFirstInSection: true, isLastInSection: true, separators: nil)
        }
        return attributes
    }
}
