// OutlineTests.swift: NSDiffableDataSourceSectionSnapshot as UIKit documents it (items appended to
// parents, expanded and collapsed, levels, deletion with descendants) and outlines in a list: a
// tap on an outline disclosure expands or collapses the item through the section snapshot
// handlers, children are indented by their level, and a header-style disclosure toggles on a tap
// anywhere on the row without selecting it.
import Foundation
import Testing
import HeadlessTesting
@testable import ViewWidgets

@MainActor
@Suite(.headless)
struct SectionSnapshotTests {
    @Test func childrenShowOnlyUnderAnExpandedParent() {
        var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
        snapshot.append(["Fruit", "Vegetables"])
        snapshot.append(["Apple", "Pear"], to: "Fruit")
        snapshot.append(["Gala"], to: "Apple")
        #expect(snapshot.items == ["Fruit", "Apple", "Gala", "Pear", "Vegetables"])
        #expect(snapshot.visibleItems == ["Fruit", "Vegetables"])
        #expect(snapshot.rootItems == ["Fruit", "Vegetables"])
        snapshot.expand(["Fruit"])
        #expect(snapshot.visibleItems == ["Fruit", "Apple", "Pear", "Vegetables"])
        #expect(snapshot.isVisible("Apple"))
        #expect(!snapshot.isVisible("Gala"))
        snapshot.expand(["Apple"])
        #expect(snapshot.visibleItems == ["Fruit", "Apple", "Gala", "Pear", "Vegetables"])
        snapshot.collapse(["Fruit"])
        #expect(snapshot.visibleItems == ["Fruit", "Vegetables"])
        #expect(snapshot.isExpanded("Apple"))
        #expect(snapshot.level(of: "Gala") == 2)
        #expect(snapshot.parent(of: "Pear") == "Fruit")
        #expect(snapshot.parent(of: "Fruit") == nil)
        #expect(snapshot.index(of: "Pear") == 3)
    }

    @Test func deletingAParentDeletesItsDescendants() {
        var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
        snapshot.append(["Fruit", "Vegetables"])
        snapshot.append(["Apple"], to: "Fruit")
        snapshot.append(["Gala"], to: "Apple")
        snapshot.delete(["Apple"])
        #expect(snapshot.items == ["Fruit", "Vegetables"])
        #expect(!snapshot.contains("Gala"))
        snapshot.insert(["Berries"], after: "Fruit")
        snapshot.insert(["Nuts"], before: "Fruit")
        #expect(snapshot.items == ["Nuts", "Fruit", "Berries", "Vegetables"])
    }

    @Test func aSnapshotOfAParentCarriesItsSubtree() {
        var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
        snapshot.append(["Fruit"])
        snapshot.append(["Apple", "Pear"], to: "Fruit")
        snapshot.append(["Gala"], to: "Apple")
        snapshot.expand(["Apple"])
        let subtree = snapshot.snapshot(of: "Fruit")
        #expect(subtree.rootItems == ["Apple", "Pear"])
        #expect(subtree.items == ["Apple", "Gala", "Pear"])
        #expect(subtree.isExpanded("Apple"))
        let whole = snapshot.snapshot(of: "Fruit", includingParent: true)
        #expect(whole.rootItems == ["Fruit"])
        #expect(whole.visualDescription() == "- Fruit\n  + Apple\n    • Gala\n  • Pear")
    }

    @Test func anItemAddedTwiceOrUnderAMissingParentIsRefusedWithUIKitsMessage() {
        var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
        snapshot.append(["Fruit"])
        let twice = Headless.recordingViolations { snapshot.append(["Fruit"]) }
        #expect(twice.first?.hasPrefix("Fatal: supplied item identifiers are not unique.") == true)
        let orphan = Headless.recordingViolations { snapshot.append(["Apple"], to: "Missing") }
        #expect(orphan.first?.hasPrefix("Item identifier was not found.") == true)
        #expect(snapshot.items == ["Fruit"])
    }
}

/// A sidebar of groups, each an outline parent with a disclosure, as Apple's outline samples build it.
@MainActor
final class OutlineScreen {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let collectionView: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<Int, String>
    var log: [String] = []
    var selected: [IndexPath] = []
    private let delegate = SelectionRecorder()

    init(style: UICellAccessory.OutlineDisclosureOptions.Style = .cell, headerMode: UICollectionLayoutListConfiguration.HeaderMode = .none) {
        var configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
        configuration.headerMode = headerMode
        collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        window.addSubview(collectionView)
        let parent = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure(options: .init(style: style))]
        }
        let leaf = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, title in
            title.hasPrefix("Group")
                ? collectionView.dequeueConfiguredReusableCell(using: parent, for: indexPath, item: title)
                : collectionView.dequeueConfiguredReusableCell(using: leaf, for: indexPath, item: title)
        }
        dataSource.sectionSnapshotHandlers.willExpandItem = { [unowned self] in log.append("willExpand \($0)") }
        dataSource.sectionSnapshotHandlers.willCollapseItem = { [unowned self] in log.append("willCollapse \($0)") }
        collectionView.delegate = delegate
        delegate.onSelect = { [unowned self] in selected.append($0) }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        dataSource.apply(snapshot, animatingDifferences: false)
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Group A", "Group B"])
        outline.append(["A1", "A2"], to: "Group A")
        outline.append(["B1"], to: "Group B")
        dataSource.apply(outline, to: 0, animatingDifferences: false)
        window.makeKeyAndVisible()
        collectionView.layoutIfNeeded()
    }

    var shownTitles: [String] {
        dataSource.snapshot().itemIdentifiers
    }

    func cell(_ item: Int) -> UICollectionViewListCell? {
        collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? UICollectionViewListCell
    }

    func disclosure(of item: Int) -> UIView? {
        cell(item)?.subviews.first { ($0 as? ListAccessoryView).map { if case .outlineDisclosure = $0.accessory.kind { true } else { false } } ?? false }
    }
}

/// Records the items the user selects.
@MainActor
final class SelectionRecorder: NSObject, UICollectionViewDelegate {
    var onSelect: (IndexPath) -> Void = { _ in }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { onSelect(indexPath) }
}

@MainActor
@Suite(.headless)
struct OutlineListTests {
    @Test func aTapOnTheDisclosureExpandsAndCollapsesTheItem() throws {
        let screen = OutlineScreen()
        #expect(screen.shownTitles == ["Group A", "Group B"])
        #expect(try #require(screen.disclosure(of: 0)).tap() != nil)
        screen.collectionView.layoutIfNeeded()
        #expect(screen.shownTitles == ["Group A", "A1", "A2", "Group B"])
        #expect(screen.log == ["willExpand Group A"])
        #expect(screen.dataSource.snapshot(for: 0).isExpanded("Group A"))
        let child = try #require(screen.cell(1))
        #expect(child.indentationLevel == 1)
        #expect(try #require(screen.cell(0)).configurationState.isExpanded)
        #expect(screen.selected.isEmpty)
        _ = try #require(screen.disclosure(of: 0)).tap()
        screen.collectionView.layoutIfNeeded()
        #expect(screen.shownTitles == ["Group A", "Group B"])
        #expect(screen.log == ["willExpand Group A", "willCollapse Group A"])
    }

    @Test func withTheCellStyleATapOnTheRowSelectsIt() throws {
        let screen = OutlineScreen(style: .cell)
        _ = try #require(screen.cell(0)).tap()
        #expect(screen.selected == [IndexPath(item: 0, section: 0)])
        #expect(screen.shownTitles == ["Group A", "Group B"])
    }

    @Test func withTheHeaderStyleATapAnywhereTogglesAndSelectsNothing() throws {
        let screen = OutlineScreen(style: .header)
        _ = try #require(screen.cell(1)).tap()
        screen.collectionView.layoutIfNeeded()
        #expect(screen.shownTitles == ["Group A", "Group B", "B1"])
        #expect(screen.selected.isEmpty)
    }

    @Test func aShouldExpandHandlerCanRefuse() throws {
        let screen = OutlineScreen()
        screen.dataSource.sectionSnapshotHandlers.shouldExpandItem = { $0 != "Group A" }
        _ = try #require(screen.disclosure(of: 0)).tap()
        #expect(screen.shownTitles == ["Group A", "Group B"])
        #expect(screen.log.isEmpty)
    }

    @Test func childrenCanBeLoadedWhenTheParentExpands() throws {
        let screen = OutlineScreen()
        screen.dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, _ in
            var children = NSDiffableDataSourceSectionSnapshot<String>()
            children.append(["\(parent) loaded"])
            return children
        }
        _ = try #require(screen.disclosure(of: 1)).tap()
        #expect(screen.shownTitles == ["Group A", "Group B", "Group B loaded"])
    }

    @Test func aPlainSnapshotFlattensTheOutline() {
        let screen = OutlineScreen()
        var flat = NSDiffableDataSourceSnapshot<Int, String>()
        flat.appendSections([0])
        flat.appendItems(["X", "Y"])
        screen.dataSource.apply(flat, animatingDifferences: false)
        #expect(screen.dataSource.snapshot(for: 0).rootItems == ["X", "Y"])
        #expect(screen.dataSource.snapshot(for: 0).items == ["X", "Y"])
    }

    @Test func anItemThatStaysOnScreenTakesItsNewLevel() throws {
        let screen = OutlineScreen()
        var outline = screen.dataSource.snapshot(for: 0)
        outline.expand(["Group A"])
        screen.dataSource.apply(outline, to: 0, animatingDifferences: false)
        screen.collectionView.layoutIfNeeded()
        let a1 = try #require(screen.cell(1))
        #expect(a1.indentationLevel == 1)
        // A1 becomes a root item right after Group A: same row, same cell, level 0.
        outline.delete(["A1"])
        outline.insert(["A1"], after: "Group A")
        outline.delete(["A2"])
        screen.dataSource.apply(outline, to: 0, animatingDifferences: false)
        screen.collectionView.layoutIfNeeded()
        #expect(screen.shownTitles == ["Group A", "A1", "Group B"])
        let moved = try #require(screen.cell(1))
        #expect(moved.indentationLevel == 0)
        #expect(moved.contentView.frame.minX == 0)
    }
}
