import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("NSDiffableDataSourceSnapshot", .headless)
struct DiffableSnapshotTests {
    private typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

    private func twoSections() -> Snapshot {
        var snapshot = Snapshot()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems([1, 2, 3], toSection: "a")
        snapshot.appendItems([4, 5])
        return snapshot
    }

    @Test func itemsGoToTheNamedSectionOrTheLast() {
        let snapshot = twoSections()
        #expect(snapshot.itemIdentifiers(inSection: "a") == [1, 2, 3])
        #expect(snapshot.itemIdentifiers(inSection: "b") == [4, 5])
        #expect(snapshot.itemIdentifiers == [1, 2, 3, 4, 5])
        #expect(snapshot.numberOfItems == 5)
        #expect(snapshot.numberOfSections == 2)
    }

    @Test func indexesCountAcrossSections() {
        let snapshot = twoSections()
        #expect(snapshot.indexOfItem(4) == 3)
        #expect(snapshot.indexOfSection("b") == 1)
        #expect(snapshot.sectionIdentifier(containingItem: 5) == "b")
        #expect(snapshot.indexOfItem(9) == nil)
    }

    @Test func insertingBeforeAndAfterAnItem() {
        var snapshot = twoSections()
        snapshot.insertItems([10], beforeItem: 2)
        snapshot.insertItems([11], afterItem: 5)
        #expect(snapshot.itemIdentifiers(inSection: "a") == [1, 10, 2, 3])
        #expect(snapshot.itemIdentifiers(inSection: "b") == [4, 5, 11])
    }

    @Test func movingAnItemAcrossSections() {
        var snapshot = twoSections()
        snapshot.moveItem(1, afterItem: 4)
        #expect(snapshot.itemIdentifiers(inSection: "a") == [2, 3])
        #expect(snapshot.itemIdentifiers(inSection: "b") == [4, 1, 5])
    }

    @Test func deletingItemsAndSections() {
        var snapshot = twoSections()
        snapshot.deleteItems([2, 99])
        snapshot.deleteSections(["b"])
        #expect(snapshot.itemIdentifiers == [1, 3])
        #expect(snapshot.sectionIdentifiers == ["a"])
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfItems == 0)
        #expect(snapshot.sectionIdentifiers == ["a"])
    }

    @Test func appendingWithoutASectionIsReportedWithUIKitsMessage() {
        var snapshot = Snapshot()
        let messages = Headless.recordingViolations { snapshot.appendItems([1]) }
        #expect(messages == ["There are currently no sections in the data source. Please add a section first."])
        #expect(snapshot.numberOfItems == 0)
    }

    @Test func identifiersSuppliedTwiceAreReportedAndNothingChanges() {
        var snapshot = twoSections()
        let messages = Headless.recordingViolations { snapshot.appendItems([7, 7]) }
        #expect(messages == ["Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    7\n)}"])
        #expect(snapshot.numberOfItems == 5)
    }

    @Test func appendingAnItemTheSnapshotHasMovesIt() {
        var snapshot = twoSections()
        snapshot.appendItems([1], toSection: "b")
        #expect(snapshot.itemIdentifiers(inSection: "a") == [2, 3])
        #expect(snapshot.itemIdentifiers(inSection: "b") == [4, 5, 1])
    }

    @Test func aMissingSectionIsReported() {
        var snapshot = twoSections()
        let messages = Headless.recordingViolations { snapshot.appendItems([8], toSection: "z") }
        #expect(messages == ["Section identifier was not found. You can verify the section exists by calling the indexOfSectionIdentifier API (which has O(1) performance)"])
        #expect(snapshot.numberOfItems == 5)
    }

    @Test func reloadsAreRemembered() {
        var snapshot = twoSections()
        snapshot.reloadItems([2])
        snapshot.reconfigureItems([3])
        snapshot.reloadSections(["b"])
        #expect(snapshot.reloadedItemIdentifiers == [2])
        #expect(snapshot.reconfiguredItemIdentifiers == [3])
        #expect(snapshot.reloadedSectionIdentifiers == ["b"])
    }
}
