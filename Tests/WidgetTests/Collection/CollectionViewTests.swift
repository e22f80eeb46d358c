import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("UICollectionView data, reuse and geometry", .headless)
struct CollectionViewTests {
    @Test func defaultsMatchUIKit() {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        #expect(collectionView.allowsSelection)
        #expect(!collectionView.allowsMultipleSelection)
        #expect(collectionView.clipsToBounds)
        #expect(UICollectionView.elementKindSectionHeader == "UICollectionElementKindSectionHeader")
        #expect(UICollectionView.elementKindSectionFooter == "UICollectionElementKindSectionFooter")
        #expect(UICollectionView.ScrollPosition.centeredHorizontally.rawValue == 16)
    }

    @Test func onlyItemsMeetingTheBoundsHaveCells() {
        // 50 x 50 items, five to a row, rows 60 apart: 480 points show rows 0 to 7 (row 8 starts at 480).
        let (collectionView, source, _) = makeCollectionView(itemCounts: [1_000])
        defer { withExtendedLifetime(source) {} }
        #expect(collectionView.visibleCells.count == 40)
        #expect(collectionView.indexPathsForVisibleItems.last == IndexPath(item: 39, section: 0))
    }

    @Test func scrollingReusesCells() {
        let (collectionView, source, _) = makeCollectionView(itemCounts: [1_000])
        defer { withExtendedLifetime(source) {} }
        let first = Set(collectionView.visibleCells.map(ObjectIdentifier.init))
        for step in 1...100 {
            collectionView.contentOffset.y = CGFloat(step * 60)
            collectionView.layoutIfNeeded()
        }
        #expect(collectionView.indexPathsForVisibleItems.first == IndexPath(item: 500, section: 0))
        let later = Set(collectionView.visibleCells.map(ObjectIdentifier.init))
        // Each step takes a row of five off the top and brings one in at the bottom: no new cells.
        #expect(later == first)
        #expect(collectionView.cellForItem(at: IndexPath(item: 500, section: 0)).flatMap { ($0 as? LabelCell)?.label.text } == "0-500")
    }

    @Test func cellsStayInIndexPathOrderBackToFrontWhileScrollingBothWays() {
        let (collectionView, source, _) = makeCollectionView(itemCounts: [400, 400])
        defer { withExtendedLifetime(source) {} }
        // A view of the app's own among the subviews, at the back (as a pull-to-refresh spinner).
        collectionView.insertSubview(UIView(frame: CGRect(x: 0, y: -40, width: 320, height: 40)), at: 0)
        // Down, back up past the start of the screen, a jump into the next section, and back.
        for offset: CGFloat in [130, 500, 270, 20, 5_000, 4_950, 9_000, 300] {
            collectionView.contentOffset.y = offset
            collectionView.layoutIfNeeded()
            // Cells waiting for reuse stay among the subviews, hidden.
            let shown = collectionView.subviews.compactMap { $0 as? UICollectionViewCell }.filter { !$0.isHidden }
            let paths = shown.compactMap { collectionView.indexPath(for: $0) }
            #expect(paths.count == shown.count)
            #expect(paths == paths.sorted(), "at \(offset)")
            #expect(collectionView.indexPathsForVisibleItems == paths)
            #expect(collectionView.visibleCells.map(ObjectIdentifier.init) == shown.map(ObjectIdentifier.init))
        }
    }

    @Test func aDequeuedCellHasItsItemsFrameWhileTheDataSourceConfiguresIt() {
        final class FrameRecordingSource: NSObject, UICollectionViewDataSource {
            var framesWhenDequeued: [IndexPath: CGRect] = [:]
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 100 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
                framesWhenDequeued[indexPath] = cell.frame
                return cell
            }
        }
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 80)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.register(LabelCell.self, forCellWithReuseIdentifier: "Cell")
        let source = FrameRecordingSource()
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        collectionView.contentOffset.y = 1_000   // reused cells, placed for their new items
        collectionView.layoutIfNeeded()
        #expect(source.framesWhenDequeued.count > 18)
        for (indexPath, frame) in source.framesWhenDequeued {
            #expect(frame == layout.layoutAttributesForItem(at: indexPath)?.frame)
        }
        // Outside the data source's turn too.
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: IndexPath(item: 99, section: 0))
        #expect(cell.frame == layout.layoutAttributesForItem(at: IndexPath(item: 99, section: 0))?.frame)
    }

    @Test func aCellThatLeavesTheScreenComesBackForAnItemEntering() {
        let (collectionView, source, _) = makeCollectionView(itemCounts: [1_000])
        defer { withExtendedLifetime(source) {} }
        guard let cell = collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? LabelCell else { return }
        // Row 0 (y 0..<50) leaves as row 8 (y 480..<530) enters: its cells are reused at once.
        collectionView.contentOffset.y = 60
        collectionView.layoutIfNeeded()
        let item = collectionView.indexPath(for: cell)?.item
        #expect(item.map { (40..<45).contains($0) } == true)
        #expect(cell.label.text == item.map { "0-\($0)" })
    }

    @Test func anotherDataSourceIsAskedForEveryCell() {
        let (collectionView, source, _) = makeCollectionView(itemCounts: [3])
        defer { withExtendedLifetime(source) {} }
        let other = RecordingCollectionSource(itemCounts: [2])
        collectionView.dataSource = other
        collectionView.layoutIfNeeded()
        #expect(other.cellRequests == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        #expect(collectionView.visibleCells.count == 2)
    }

    @Test func dequeuingAnUnregisteredIdentifierIsReportedWithUIKitsMessage() {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                              collectionViewLayout: UICollectionViewFlowLayout())
        let messages = Headless.recordingViolations {
            _ = collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: IndexPath(item: 0, section: 0))
        }
        #expect(messages == ["could not dequeue a view of kind: UICollectionElementKindCell with identifier Photo - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"])
    }

    @Test func anUnregisteredSupplementaryKindIsReportedWithItsKind() {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                              collectionViewLayout: UICollectionViewFlowLayout())
        let messages = Headless.recordingViolations {
            _ = collectionView.dequeueReusableSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader,
                                                                withReuseIdentifier: "Header", for: IndexPath(item: 0, section: 0))
        }
        #expect(messages == ["could not dequeue a view of kind: UICollectionElementKindSectionHeader with identifier Header - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"])
    }

    @Test func aRegisteredSubclassIsMadeThroughItsInitFrame() {
        final class Tile: UICollectionViewCell {
            var madeByInitFrame = false
            override init(frame: CGRect) {
                super.init(frame: frame)
                madeByInitFrame = true
            }
            required init?(coder: NSCoder) { super.init(coder: coder) }
        }
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                              collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.register(Tile.self, forCellWithReuseIdentifier: "Tile")
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: IndexPath(item: 0, section: 0))
        #expect((cell as? Tile)?.madeByInitFrame == true)
        #expect(cell.reuseIdentifier == "Tile")
    }

    @Test func headersAndFootersAreShownFromTheDataSource() {
        let (collectionView, source, _) = makeCollectionView(itemCounts: [3, 3]) {
            $0.headerReferenceSize = CGSize(width: 0, height: 40)
            $0.footerReferenceSize = CGSize(width: 0, height: 20)
        }
        defer { withExtendedLifetime(source) {} }
        let headers = collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader)
        #expect(headers.compactMap { ($0 as? TitleView)?.label.text } == ["header 0", "header 1"])
        // Section 0: header 40, one row of 50, footer 20; section 1's header at 110.
        #expect(collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                 at: IndexPath(item: 0, section: 1))?.frame == CGRect(x: 0, y: 110, width: 320, height: 40))
        #expect(collectionView.indexPathsForVisibleSupplementaryElements(ofKind: UICollectionView.elementKindSectionFooter).count == 2)
    }

    @Test func aPinnedHeaderStaysAtTheTopUntilItsSectionEnds() {
        let (collectionView, source, _) = makeCollectionView(itemCounts: [50, 50]) {
            $0.headerReferenceSize = CGSize(width: 0, height: 40)
            $0.sectionHeadersPinToVisibleBounds = true
        }
        defer { withExtendedLifetime(source) {} }
        collectionView.contentOffset.y = 100
        collectionView.layoutIfNeeded()
        let header = IndexPath(item: 0, section: 0)
        let kind = UICollectionView.elementKindSectionHeader
        #expect(collectionView.supplementaryView(forElementKind: kind, at: header)?.frame.minY == 100)
        // Section 0 ends at 40 + 10 rows (10 x 50 + 9 x 10) = 630: the header stops at 590.
        collectionView.contentOffset.y = 610
        collectionView.layoutIfNeeded()
        #expect(collectionView.supplementaryView(forElementKind: kind, at: header)?.frame.minY == 590)
        // Headers are in front of the cells.
        let subviews = collectionView.subviews
        if let view = collectionView.supplementaryView(forElementKind: kind, at: header),
           let cell = collectionView.visibleCells.first {
            #expect(subviews.firstIndex(of: view) ?? 0 > subviews.firstIndex(of: cell) ?? 0)
        }
    }

    @Test func indexPathForItemAtAPointUsesTheLayout() {
        let (collectionView, source, _) = makeCollectionView(itemCounts: [20])
        defer { withExtendedLifetime(source) {} }
        // Items of 50 in rows of five: spacing (320 - 250) / 4 = 17.5; item 6 spans x 67.5 ..< 117.5, y 60 ..< 110.
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 70, y: 65)) == IndexPath(item: 6, section: 0))
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 60, y: 65)) == nil)
    }

    @Test func scrollToItemPutsItAtThePosition() {
        let (collectionView, source, _) = makeCollectionView(itemCounts: [1_000])
        defer { withExtendedLifetime(source) {} }
        collectionView.scrollToItem(at: IndexPath(item: 100, section: 0), at: .top, animated: false)
        #expect(collectionView.contentOffset.y == 1_200)     // row 20 x 60
        collectionView.scrollToItem(at: IndexPath(item: 100, section: 0), at: .centeredVertically, animated: false)
        #expect(collectionView.contentOffset.y == CGFloat(1_225 - 240))
        collectionView.scrollToItem(at: IndexPath(item: 0, section: 0), at: .bottom, animated: false)
        #expect(collectionView.contentOffset.y == 0)         // held inside the content
    }

    @Test func scrollingToAMissingItemIsReportedWithUIKitsMessage() {
        let (collectionView, source, _) = makeCollectionView(itemCounts: [3])
        defer { withExtendedLifetime(source) {} }
        let messages = Headless.recordingViolations {
            collectionView.scrollToItem(at: IndexPath(item: 5, section: 0), at: .top, animated: false)
            collectionView.scrollToItem(at: IndexPath(item: 0, section: 2), at: .top, animated: false)
        }
        #expect(messages == ["Attempted to scroll the collection view to an out-of-bounds item (5) when there are only 3 items in section 0.",
                             "Attempted to scroll the collection view to an out-of-bounds section (2) when there are only 1 sections."])
    }

    @Test func aMillionUniformItemsKeepAScreenfulOfCells() {
        let (collectionView, source, _) = makeCollectionView(itemCounts: [1_000_000])
        defer { withExtendedLifetime(source) {} }
        #expect(collectionView.contentSize.height == CGFloat(200_000 * 60 - 10))
        collectionView.contentOffset.y = 60 * 100_000
        collectionView.layoutIfNeeded()
        #expect(collectionView.indexPathsForVisibleItems.first == IndexPath(item: 500_000, section: 0))
        #expect(collectionView.visibleCells.count == 40)
    }

    @Test func pagingSettlesOnTheNearestPageAfterADrag() {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 320, height: 480)
        layout.minimumLineSpacing = 0
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.isPagingEnabled = true
        collectionView.register(LabelCell.self, forCellWithReuseIdentifier: "Cell")
        let source = RecordingCollectionSource(itemCounts: [5])
        collectionView.dataSource = source
        window.addSubview(collectionView)
        window.makeKeyAndVisible()
        // A drag of 200 points to the left: past half a page.
        window.drag(from: CGPoint(x: 300, y: 200), to: CGPoint(x: 100, y: 200))
        Headless.advance(by: 0.5)
        #expect(collectionView.contentOffset.x == 320)
        // 100 points with the finger resting before it lifts (no flick): back to the nearest page.
        window.drag(from: CGPoint(x: 300, y: 200), to: CGPoint(x: 200, y: 200), holdBeforeLifting: 0.2)
        Headless.advance(by: 0.5)
        #expect(collectionView.contentOffset.x == 320)
        withExtendedLifetime(source) {}
    }
}
