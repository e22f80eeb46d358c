// CollectionLaterAPITests.swift: the later UICollectionView API: stored settings and their
// defaults, the primary action after a tap's selection, the delegate's content offset after a
// layout change, the index title defaults, and controllers and diffable data sources overriding them.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// A delegate that records primary actions and moves the content offset after a layout change.
@MainActor
private final class PrimaryActionSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var calls: [String] = []
    var targetOffset: CGPoint?
    var buttonItems: Set<Int> = []

    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        !buttonItems.contains(indexPath.item)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 50 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        calls.append("didSelect \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {
        calls.append("primaryAction \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView,
                        targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        calls.append("targetContentOffset \(Int(proposedContentOffset.y))")
        return targetOffset ?? proposedContentOffset
    }
}

/// A controller that overrides the later data source and delegate methods, as iOS code does.
private final class IndexedController: UICollectionViewController {
    override func indexTitles(for collectionView: UICollectionView) -> [String]? { ["A", "B"] }
    override func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        IndexPath(item: index, section: 0)
    }
    override func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool { false }
    override func collectionView(_ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath) -> Bool { false }
    override func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView) {}
}

/// A table controller that overrides the later methods, as iOS code does.
private final class IndexedTableController: UITableViewController {
    override func sectionIndexTitles(for tableView: UITableView) -> [String]? { ["A"] }
    override func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { 0 }
    override func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) {}
    override func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {}
    override func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {}
}

/// Diffable data sources that override the index methods.
private final class IndexedTableDataSource: UITableViewDiffableDataSource<Int, Int> {
    override func sectionIndexTitles(for tableView: UITableView) -> [String]? { ["#"] }
}

private final class IndexedCollectionDataSource: UICollectionViewDiffableDataSource<Int, Int> {
    override func indexTitles(for collectionView: UICollectionView) -> [String]? { ["#"] }
}

@MainActor
@Suite("UICollectionView later API", .headless)
struct CollectionLaterAPITests {
    @Test func laterSettingsHaveUIKitsDefaults() {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        #expect(collectionView.selfSizingInvalidation == .enabled)
        #expect(UICollectionView.SelfSizingInvalidation.disabled.rawValue == 0)
        #expect(collectionView.reorderingCadence == .immediate)
        #expect(UICollectionView.ReorderingCadence.slow.rawValue == 2)
        #expect(!collectionView.selectionFollowsFocus && !collectionView.allowsFocus && !collectionView.allowsFocusDuringEditing)
        #expect(!collectionView.remembersLastFocusedIndexPath)
        #expect(!collectionView.dragInteractionEnabled && !collectionView.hasActiveDrag && !collectionView.hasActiveDrop)
        collectionView.reorderingCadence = .fast
        collectionView.selfSizingInvalidation = .enabledIncludingConstraints
        #expect(collectionView.reorderingCadence == .fast)
        #expect(collectionView.selfSizingInvalidation == .enabledIncludingConstraints)
    }

    @Test func laterDelegateAndDataSourceDefaultsMatchUIKit() {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let source = RecordingCollectionSource(itemCounts: [1])
        let item = IndexPath(item: 0, section: 0)
        #expect(source.indexTitles(for: collectionView) == nil)
        #expect(source.collectionView(collectionView, indexPathForIndexTitle: "C", at: 2) == IndexPath(item: 0, section: 2))
        #expect(source.collectionView(collectionView, canEditItemAt: item))
        #expect(source.collectionView(collectionView, canPerformPrimaryActionForItemAt: item))
        #expect(!source.collectionView(collectionView, shouldBeginMultipleSelectionInteractionAt: item))
        #expect(source.collectionView(collectionView, targetContentOffsetForProposedContentOffset: CGPoint(x: 1, y: 2)) == CGPoint(x: 1, y: 2))
        collectionView.isEditing = true
        #expect(!source.collectionView(collectionView, canPerformPrimaryActionForItemAt: item))
    }

    @Test func aTapPerformsThePrimaryActionAfterDidSelect() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        let source = PrimaryActionSource()
        collectionView.dataSource = source
        collectionView.delegate = source
        window.addSubview(collectionView)
        window.makeKeyAndVisible()
        Headless.runUntilIdle()
        try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))).tap()
        #expect(source.calls == ["didSelect 1", "primaryAction 1"])
        source.calls.removeAll()
        collectionView.allowsMultipleSelection = true
        try #require(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))).tap()
        #expect(source.calls == ["didSelect 2"])
        // An item that refuses selection still performs its primary action, "regardless of
        // whether the selection changes": a button-style item.
        collectionView.allowsMultipleSelection = false
        source.buttonItems = [3]
        source.calls.removeAll()
        try #require(collectionView.cellForItem(at: IndexPath(item: 3, section: 0))).tap()
        #expect(source.calls == ["primaryAction 3"])
        #expect(Set(collectionView.indexPathsForSelectedItems ?? []) == [IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)])
    }

    @Test func theDelegateChoosesTheContentOffsetAfterALayoutChange() {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                              collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        let source = PrimaryActionSource()
        collectionView.dataSource = source
        collectionView.delegate = source
        collectionView.layoutIfNeeded()
        collectionView.contentOffset = CGPoint(x: 0, y: 100)
        source.targetOffset = CGPoint(x: 0, y: 40)
        collectionView.setCollectionViewLayout(UICollectionViewFlowLayout(), animated: false)
        #expect(source.calls == ["targetContentOffset 100"])
        #expect(collectionView.contentOffset == CGPoint(x: 0, y: 40))
    }

    @Test func controllersAndDiffableDataSourcesOverrideTheLaterMethods() throws {
        let controller = IndexedController(collectionViewLayout: UICollectionViewFlowLayout())
        let collectionView = try #require(controller.collectionView)
        #expect(collectionView.dataSource === controller)
        #expect(controller.indexTitles(for: collectionView) == ["A", "B"])
        #expect(!controller.collectionView(collectionView, canEditItemAt: IndexPath(item: 0, section: 0)))
        let tableController = IndexedTableController(style: .plain)
        let table = try #require(tableController.tableView)
        #expect(tableController.sectionIndexTitles(for: table) == ["A"])
        let tableSource = IndexedTableDataSource(tableView: table) { _, _, _ in UITableViewCell() }
        #expect(tableSource.sectionIndexTitles(for: table) == ["#"])
        let collectionSource = IndexedCollectionDataSource(collectionView: collectionView) { _, _, _ in UICollectionViewCell() }
        #expect(collectionSource.indexTitles(for: collectionView) == ["#"])
    }
}
