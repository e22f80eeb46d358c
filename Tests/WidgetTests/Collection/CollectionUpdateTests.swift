import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("UICollectionView batch updates", .headless)
struct CollectionUpdateTests {
    @Test func insertingAnItemKeepsTheCellsOfTheOthers() {
        let (collectionView, source, _) = makeCollectionView(itemCounts: [5])
        defer { withExtendedLifetime(source) {} }
        let first = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        source.itemCounts = [6]
        let messages = Headless.recordingViolations {
            collectionView.performBatchUpdates {
                collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
            }
        }
        #expect(messages.isEmpty)
        collectionView.layoutIfNeeded()
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === first)
        #expect(collectionView.numberOfItems(inSection: 0) == 6)
    }

    @Test func anItemCountThatDoesNotAddUpIsReportedWithUIKitsMessage() {
        let (collectionView, source, _) = makeCollectionView(itemCounts: [3])
        defer { withExtendedLifetime(source) {} }
        source.itemCounts = [5]
        let messages = Headless.recordingViolations {
            collectionView.performBatchUpdates {
                collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
            }
        }
        #expect(messages == ["Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (5) must be equal to the number of items contained in that section before the update (3), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."])
        #expect(collectionView.numberOfItems(inSection: 0) == 3)
    }

    @Test func aSectionCountThatDoesNotAddUpIsReported() {
        let (collectionView, source, _) = makeCollectionView(itemCounts: [3, 2])
        defer { withExtendedLifetime(source) {} }
        source.itemCounts = [3]
        let messages = Headless.recordingViolations { collectionView.deleteItems(at: [IndexPath(item: 0, section: 1)]) }
        #expect(messages == ["Invalid update: invalid number of sections. The number of sections contained in the collection view after the update (1) must be equal to the number of sections contained in the collection view before the update (2), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted)."])
        #expect(collectionView.numberOfSections == 2)
    }

    @Test func deletingAMissingItemIsReported() {
        let (collectionView, source, _) = makeCollectionView(itemCounts: [3])
        defer { withExtendedLifetime(source) {} }
        source.itemCounts = [2]
        let messages = Headless.recordingViolations { collectionView.deleteItems(at: [IndexPath(item: 3, section: 0)]) }
        #expect(messages == ["attempt to delete item 3 from section 0 which only contains 3 items before the update"])
    }

    @Test func theCompletionRunsOnTheNextTurnWithWhetherTheBatchWasApplied() {
        let (collectionView, source, _) = makeCollectionView(itemCounts: [3])
        defer { withExtendedLifetime(source) {} }
        var results: [Bool] = []
        source.itemCounts = [2]
        collectionView.performBatchUpdates({ collectionView.deleteItems(at: [IndexPath(item: 2, section: 0)]) },
                                           completion: { results.append($0) })
        _ = Headless.recordingViolations {
            collectionView.performBatchUpdates({ collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)]) },
                                               completion: { results.append($0) })
        }
        #expect(results.isEmpty)
        Headless.advance(by: 0)
        #expect(results == [true, false])
    }

    @Test func movingAnItemMovesItsCell() {
        let (collectionView, source, _) = makeCollectionView(itemCounts: [5])
        defer { withExtendedLifetime(source) {} }
        let cell = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        collectionView.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 4, section: 0))
        collectionView.layoutIfNeeded()
        #expect(collectionView.cellForItem(at: IndexPath(item: 4, section: 0)) === cell)
        #expect(source.cellRequests.count == 5)
    }

    @Test func reloadingAnItemAsksForItsCellAgain() {
        let (collectionView, source, _) = makeCollectionView(itemCounts: [5])
        defer { withExtendedLifetime(source) {} }
        source.cellRequests.removeAll()
        collectionView.reloadItems(at: [IndexPath(item: 2, section: 0)])
        collectionView.layoutIfNeeded()
        #expect(source.cellRequests == [IndexPath(item: 2, section: 0)])
    }

    @Test func reloadDataAsksForEveryVisibleCellAgain() {
        let (collectionView, source, _) = makeCollectionView(itemCounts: [3])
        defer { withExtendedLifetime(source) {} }
        source.cellRequests.removeAll()
        source.itemCounts = [4]
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
        #expect(source.cellRequests.count == 4)
    }
}
