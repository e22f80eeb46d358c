// ListMemoryTests.swift: a released list frees its cells, their configurations' views, its
// accessories' views and its data source, as UIKit's lists do; a reused list cell is freed once
// its list goes. Every check goes through weak references.
import Foundation
import Testing
import HeadlessTesting
@testable import ViewWidgets

@MainActor
@Suite(.headless)
struct ListMemoryTests {
    @Test func aReleasedListFreesItsCellsContentViewsAccessoriesAndDataSource() {
        weak var weakList: UICollectionView?
        weak var weakSource: UICollectionViewDiffableDataSource<Int, String>?
        weak var weakCell: UICollectionViewListCell?
        weak var weakContent: UIView?
        weak var weakAccessory: UIView?
        weak var weakHeader: UICollectionReusableView?
        do {
            var screen: ListScreen? = ListScreen(appearance: .insetGrouped, sections: [(0..<60).map { "Row \($0)" }],
                                                 headers: true, accessories: [.disclosureIndicator(), .label(text: "3")])
            let list = screen?.collectionView
            // Scroll through, so that cells are reused and configured again.
            for step in 1...20 {
                list?.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 100)
                list?.layoutIfNeeded()
            }
            let cell = list?.visibleCells.first as? UICollectionViewListCell
            weakList = list
            weakSource = screen?.dataSource
            weakCell = cell
            weakContent = cell?.contentView
            weakAccessory = cell?.subviews.first { $0 is ListAccessoryView }
            weakHeader = list?.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).first
            #expect(weakContent is UIListContentView)
            #expect(weakAccessory != nil)
            list?.removeFromSuperview()
            screen?.window.isHidden = true
            screen = nil
        }
        Headless.runUntilIdle()
        #expect(weakList == nil)
        #expect(weakSource == nil)
        #expect(weakCell == nil)
        #expect(weakContent == nil)
        #expect(weakAccessory == nil)
        #expect(weakHeader == nil)
    }

    @Test func anOutlineListIsFreedAfterItsItemsWereExpanded() throws {
        weak var weakList: UICollectionView?
        weak var weakSource: UICollectionViewDiffableDataSource<Int, String>?
        do {
            var screen: OutlineScreen? = OutlineScreen()
            _ = try #require(screen?.disclosure(of: 0)).tap()
            screen?.collectionView.layoutIfNeeded()
            weakList = screen?.collectionView
            weakSource = screen?.dataSource
            screen?.collectionView.removeFromSuperview()
            screen?.window.isHidden = true
            screen = nil
        }
        Headless.runUntilIdle()
        #expect(weakList == nil)
        #expect(weakSource == nil)
    }
}
