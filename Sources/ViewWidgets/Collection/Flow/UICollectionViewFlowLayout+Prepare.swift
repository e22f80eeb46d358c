// UICollectionViewFlowLayout+Prepare.swift: reading counts, sizes, insets and spacings, and
// breaking every section into lines.

extension UICollectionViewFlowLayout {
    /// Reads the collection view's counts and the delegate's answers and lays every section out.
    func prepareSections() {
        sections = []
        sectionStarts = [0]
        hasReportedDelegateAnswer = false
        hasReportedNegativeSize = false
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
        let answers = delegate.map { FlowDelegateAnswers(delegate: $0, collectionView: collectionView, layout: self, section: section) }
        let inset = answers?.inset ?? sectionInset
        let lineSpacing = Self.usable(answers?.lineSpacing ?? minimumLineSpacing)
        let interitemSpacing = Self.usable(answers?.interitemSpacing ?? minimumInteritemSpacing)
        let header = answers?.headerSize ?? headerReferenceSize
        let footer = answers?.footerSize ?? footerReferenceSize
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
            firstSize = finiteAnswer(size, isFinite: size.isAllFinite, text: size.bracedText, from: "sizeForItemAt",
                                     for: IndexPath(item: 0, section: section), fallback: itemSize, named: "itemSize")
            delegateSizes = !isDefault
        }
        guard estimating || delegateSizes else {
            if itemCount > 0 { checkNotNegative(itemSize) }
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
                size = item == 0 ? firstSize : delegateSize(delegate, collectionView: collectionView, at: indexPath)
            } else {
                size = estimate
            }
            checkNotNegative(size)
            size = Self.usable(size)
            sizes.append(AxisSize(size, vertical: vertical))
        }
        return .variable(VariableFlowLines(sizes: sizes, available: available, interitemSpacing: interitemSpacing,
                                           lineSpacing: lineSpacing))
    }

    /// The delegate's size for the item at `indexPath`, or ``itemSize`` when it is not finite.
    private func delegateSize(_ delegate: UICollectionViewDelegateFlowLayout, collectionView: UICollectionView,
                              at indexPath: IndexPath) -> CGSize {
        let size = delegate.collectionView(collectionView, layout: self, sizeForItemAt: indexPath)
        return finiteAnswer(size, isFinite: size.isAllFinite, text: size.bracedText, from: "sizeForItemAt", for: indexPath,
                            fallback: itemSize, named: "itemSize")
    }

    /// `answer`, or `fallback` (the layout's own `property`) when the delegate's answer is not
    /// finite; the first such answer of a preparation is logged, as UIKit's exception for a bad
    /// answer would have ended the pass there (a decision: UIKit takes NaN and fails later).
    func finiteAnswer<Value>(_ answer: Value, isFinite: Bool, text: @autoclosure () -> String, from method: String,
                             for place: @autoclosure () -> String, fallback: Value, named property: String) -> Value {
        if isFinite { return answer }
        if !hasReportedDelegateAnswer {
            hasReportedDelegateAnswer = true
            Headless.reportLoggedProblem("UICollectionViewDelegateFlowLayout \(method) gave \(text()) for \(place()), which is not finite; the layout's \(property) is used")
        }
        return fallback
    }

    /// `finiteAnswer` for an item, named as "item 3 of section 0".
    private func finiteAnswer(_ answer: CGSize, isFinite: Bool, text: String, from method: String, for indexPath: IndexPath,
                              fallback: CGSize, named property: String) -> CGSize {
        finiteAnswer(answer, isFinite: isFinite, text: text, from: method,
                     for: "item \(indexPath.item) of section \(indexPath.section)", fallback: fallback, named: property)
    }

    /// Logs UIKit's "negative sizes are not supported in the flow layout" for an item size with a
    /// negative width or height, once a preparation (UIKit logs it as an assertion and goes on);
    /// the negative length then counts as 0, so the item takes no room along it.
    private func checkNotNegative(_ size: CGSize) {
        guard size.width < 0 || size.height < 0, !hasReportedNegativeSize else { return }
        hasReportedNegativeSize = true
        Headless.reportLoggedProblem("negative sizes are not supported in the flow layout")
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

/// A section's insets, spacings and header and footer sizes as the flow layout's delegate gives
/// them; an answer that is not finite is replaced by the layout's own property (and logged).
@MainActor
struct FlowDelegateAnswers {
    let inset: UIEdgeInsets
    let lineSpacing: CGFloat
    let interitemSpacing: CGFloat
    let headerSize: CGSize
    let footerSize: CGSize

    init(delegate: UICollectionViewDelegateFlowLayout, collectionView: UICollectionView,
         layout: UICollectionViewFlowLayout, section: Int) {
        let place = "section \(section)"
        let inset = delegate.collectionView(collectionView, layout: layout, insetForSectionAt: section)
        self.inset = layout.finiteAnswer(inset, isFinite: inset.isAllFinite, text: inset.description, from: "insetForSectionAt",
                                         for: place, fallback: layout.sectionInset, named: "sectionInset")
        let line = delegate.collectionView(collectionView, layout: layout, minimumLineSpacingForSectionAt: section)
        lineSpacing = layout.finiteAnswer(line, isFinite: line.isFinite, text: formatNumber(line), from: "minimumLineSpacingForSectionAt",
                                          for: place, fallback: layout.minimumLineSpacing, named: "minimumLineSpacing")
        let interitem = delegate.collectionView(collectionView, layout: layout, minimumInteritemSpacingForSectionAt: section)
        interitemSpacing = layout.finiteAnswer(interitem, isFinite: interitem.isFinite, text: formatNumber(interitem),
                                               from: "minimumInteritemSpacingForSectionAt", for: place,
                                               fallback: layout.minimumInteritemSpacing, named: "minimumInteritemSpacing")
        let header = delegate.collectionView(collectionView, layout: layout, referenceSizeForHeaderInSection: section)
        headerSize = layout.finiteAnswer(header, isFinite: header.isAllFinite, text: header.bracedText,
                                         from: "referenceSizeForHeaderInSection", for: place,
                                         fallback: layout.headerReferenceSize, named: "headerReferenceSize")
        let footer = delegate.collectionView(collectionView, layout: layout, referenceSizeForFooterInSection: section)
        footerSize = layout.finiteAnswer(footer, isFinite: footer.isAllFinite, text: footer.bracedText,
                                         from: "referenceSizeForFooterInSection", for: place,
                                         fallback: layout.footerReferenceSize, named: "footerReferenceSize")
    }
}
