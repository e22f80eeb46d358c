// ListSwipeActionsTests.swift: swipe actions on list cells, as a list configuration's
// leadingSwipeActionsConfigurationProvider and trailingSwipeActionsConfigurationProvider give them
// (iOS 14): a drag across an item reveals its actions, a tap runs the handler, a full swipe runs
// the first action, a destructive action whose handler removes the item from the snapshot removes
// the row, a tap elsewhere hides them, and the delete accessory reveals the trailing actions.
import Foundation
import Testing
import HeadlessTesting
@testable import ViewWidgets

/// What the actions did.
@MainActor
final class SwipeLog {
    var entries: [String] = []
}

/// An inbox list whose items have a trailing Delete (destructive) and Flag, and a leading Unread.
@MainActor
final class SwipeListScreen {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let collectionView: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<Int, String>
    private let record = SwipeLog()
    var log: [String] { record.entries }

    init(items: [String] = ["Ann", "Bo", "Cy", "Di"], accessories: [UICellAccessory] = [], withProviders: Bool = true) {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        var dataSourceReference: UICollectionViewDiffableDataSource<Int, String>?
        let record = self.record
        if withProviders {
            configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
                guard let item = dataSourceReference?.itemIdentifier(for: indexPath) else { return nil }
                let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
                    guard var snapshot = dataSourceReference?.snapshot() else { return completion(false) }
                    snapshot.deleteItems([item])
                    dataSourceReference?.apply(snapshot, animatingDifferences: true)
                    completion(true)
                }
                let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, completion in
                    record.entries.append("flag \(item)")
                    completion(true)
                }
                return UISwipeActionsConfiguration(actions: [delete, flag])
            }
            configuration.leadingSwipeActionsConfigurationProvider = { indexPath in
                let unread = UIContextualAction(style: .normal, title: "Unread") { _, _, completion in
                    record.entries.append("unread \(indexPath.item)")
                    completion(true)
                }
                return UISwipeActionsConfiguration(actions: [unread])
            }
        }
        collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        window.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
            var content = cell.defaultContentConfiguration()
            content.text = name
            cell.contentConfiguration = content
            cell.accessories = accessories
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, name in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
        }
        dataSourceReference = dataSource
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(items)
        dataSource.apply(snapshot, animatingDifferences: false)
        window.makeKeyAndVisible()
        collectionView.layoutIfNeeded()
    }

    func cell(_ item: Int) -> UICollectionViewListCell? {
        collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? UICollectionViewListCell
    }

    /// The buttons of the actions a cell shows, left to right.
    func buttons(of item: Int) -> [UIButton] {
        guard let actions = cell(item)?.swipeActionsView else { return [] }
        return actions.subviews.compactMap { $0 as? UIButton }.sorted { $0.frame.minX < $1.frame.minX }
    }

    var items: [String] { dataSource.snapshot().itemIdentifiers }
}

@MainActor
@Suite(.headless)
struct ListSwipeActionsTests {
    @Test func aSwipeToTheLeftRevealsTheTrailingActionsAndATapRunsOne() throws {
        let screen = SwipeListScreen()
        let cell = try #require(screen.cell(1))
        let rowY = cell.frame.midY
        screen.window.drag(from: CGPoint(x: 370, y: rowY), to: CGPoint(x: 200, y: rowY))
        let buttons = screen.buttons(of: 1)
        #expect(buttons.map { $0.title(for: .normal) } == ["Flag", "Delete"])
        #expect(cell.configurationState.isSwiped)
        let actions = try #require(cell.swipeActionsView)
        #expect(actions.frame.maxX == cell.bounds.width)
        #expect(cell.contentView.frame.minX == -actions.frame.width)
        _ = buttons[0].tap()
        #expect(screen.log == ["flag Bo"])
        #expect(cell.swipeActionsView == nil)
        #expect(!cell.configurationState.isSwiped)
        #expect(cell.contentView.frame.minX == 0)
    }

    @Test func theDestructiveActionRemovesTheItemThroughTheSnapshot() throws {
        let screen = SwipeListScreen()
        let rowY = try #require(screen.cell(0)).frame.midY
        screen.window.drag(from: CGPoint(x: 370, y: rowY), to: CGPoint(x: 200, y: rowY))
        let delete = try #require(screen.buttons(of: 0).last)
        _ = delete.tap()
        screen.collectionView.layoutIfNeeded()
        #expect(screen.items == ["Bo", "Cy", "Di"])
        #expect(screen.collectionView.numberOfItems(inSection: 0) == 3)
        let first = try #require(screen.cell(0))
        #expect(first.swipeActionsView == nil)
        #expect(first.contentView.subviews.compactMap { ($0 as? UILabel)?.text } == ["Bo"])
    }

    @Test func aFullSwipeRunsTheFirstAction() throws {
        let screen = SwipeListScreen()
        let rowY = try #require(screen.cell(2)).frame.midY
        screen.window.drag(from: CGPoint(x: 380, y: rowY), to: CGPoint(x: 10, y: rowY), steps: 20)
        screen.collectionView.layoutIfNeeded()
        #expect(screen.items == ["Ann", "Bo", "Di"])
    }

    @Test func aSwipeToTheRightRevealsTheLeadingActions() throws {
        let screen = SwipeListScreen()
        let cell = try #require(screen.cell(0))
        screen.window.drag(from: CGPoint(x: 20, y: cell.frame.midY), to: CGPoint(x: 150, y: cell.frame.midY))
        #expect(screen.buttons(of: 0).map { $0.title(for: .normal) } == ["Unread"])
        #expect(try #require(cell.swipeActionsView).frame.minX == 0)
    }

    @Test func aTapElsewhereHidesTheActionsAndSelectsNothing() throws {
        let screen = SwipeListScreen()
        let cell = try #require(screen.cell(0))
        screen.window.drag(from: CGPoint(x: 370, y: cell.frame.midY), to: CGPoint(x: 200, y: cell.frame.midY))
        #expect(cell.swipeActionsView != nil)
        let other = try #require(screen.cell(3))
        screen.window.tap(at: other.convert(CGPoint(x: other.bounds.midX, y: other.bounds.midY), to: nil))
        #expect(cell.swipeActionsView == nil)
        #expect(screen.collectionView.indexPathsForSelectedItems?.isEmpty ?? true)
    }

    @Test func withoutProvidersADragDoesNotSwipe() throws {
        let screen = SwipeListScreen(withProviders: false)
        let cell = try #require(screen.cell(0))
        screen.window.drag(from: CGPoint(x: 370, y: cell.frame.midY), to: CGPoint(x: 200, y: cell.frame.midY))
        #expect(cell.swipeActionsView == nil)
        #expect(screen.collectionView.listSwipeActions == nil)
    }

    @Test func theDeleteAccessoryRevealsTheTrailingActionsWhileEditing() throws {
        let screen = SwipeListScreen(accessories: [.delete()])
        screen.collectionView.isEditing = true
        screen.collectionView.layoutIfNeeded()
        let cell = try #require(screen.cell(1))
        let control = try #require(cell.subviews.compactMap { $0 as? ListAccessoryView }.first)
        _ = control.tap()
        #expect(screen.buttons(of: 1).map { $0.title(for: .normal) } == ["Flag", "Delete"])
        screen.collectionView.isEditing = false
        #expect(cell.swipeActionsView == nil)
    }
}
