// TableLaterAPITests.swift: the later UITableView API: stored settings and their defaults, the
// nearest selected row, the selection notification, the context menu interaction, the delegate's
// indentation, header end-display and primary action methods, and the cell's state transitions.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// A cell that records its state transitions.
private final class TransitionCell: UITableViewCell {
    var transitions: [String] = []

    override func willTransition(to state: UITableViewCell.StateMask) {
        super.willTransition(to: state)
        transitions.append("will \(state.rawValue)")
    }

    override func didTransition(to state: UITableViewCell.StateMask) {
        super.didTransition(to: state)
        transitions.append("did \(state.rawValue)")
    }
}

/// The objects of the notifications an observer received.
@MainActor
private final class PostedObjects {
    var objects: [ObjectIdentifier?] = []
}

/// A delegate that records the later delegate methods.
@MainActor
private final class LaterDelegate: NSObject, UITableViewDataSource, UITableViewDelegate {
    var rows = 30
    var calls: [String] = []
    var headerViews: [Int: UIView] = [:]

    func numberOfSections(in tableView: UITableView) -> Int { 3 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Section \(section)" }
    func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { indexPath.row % 3 }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        if indexPath == IndexPath(row: 2, section: 0) { calls.append("willDisplay level \(cell.indentationLevel)") }
    }
    func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
        calls.append("didEndDisplayingHeader \(section)")
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { calls.append("didSelect \(indexPath.row)") }
    func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) {
        calls.append("primaryAction \(indexPath.row)")
    }
}

@MainActor
@Suite("UITableView later API", .headless)
struct TableLaterAPITests {
    /// A key window showing a table fed by `source`, with `TransitionCell`s.
    private func shownTable(_ source: LaterDelegate) -> (UIWindow, UITableView) {
        let table = UITableView(frame: .zero, style: .plain)
        return (showInKeyWindow(table, source: source, cellClass: TransitionCell.self), table)
    }

    /// The middle of a row on screen, in the window (the table fills it from the top).
    private func center(of indexPath: IndexPath, in table: UITableView) -> CGPoint {
        rowCenter(indexPath, in: table)
    }

    @Test func laterSettingsHaveUIKitsDefaultsAndKeepWhatIsSet() {
        let table = UITableView(frame: .zero, style: .plain)
        #expect(table.fillerRowHeight == UITableView.automaticDimension)
        #expect(table.selfSizingInvalidation == .enabled)
        #expect(UITableView.SelfSizingInvalidation.enabledIncludingConstraints.rawValue == 2)
        #expect(table.separatorInsetReference == .fromCellEdges)
        #expect(UITableView.SeparatorInsetReference.fromAutomaticInsets.rawValue == 1)
        #expect(!table.cellLayoutMarginsFollowReadableWidth)
        #expect(table.insetsContentViewsToSafeArea)
        #expect(!table.selectionFollowsFocus && !table.allowsFocus && !table.allowsFocusDuringEditing)
        #expect(!table.remembersLastFocusedIndexPath)
        #expect(!table.dragInteractionEnabled && !table.hasActiveDrag && !table.hasActiveDrop)
        #expect(table.separatorEffect == nil)
        table.fillerRowHeight = 0
        table.selfSizingInvalidation = .disabled
        table.separatorInsetReference = .fromAutomaticInsets
        table.separatorEffect = UIBlurEffect(style: .light)
        #expect(table.fillerRowHeight == 0 && table.selfSizingInvalidation == .disabled)
        #expect(table.separatorInsetReference == .fromAutomaticInsets && table.separatorEffect != nil)
    }

    @Test func scrollToNearestSelectedRowScrollsTheNearestOneIntoPlace() {
        let (table, source) = makeTable(rowCounts: [100]) { _, table in table.allowsMultipleSelection = true }
        defer { withExtendedLifetime(source) {} }
        table.scrollToNearestSelectedRow(at: .top, animated: false)
        #expect(table.contentOffset.y == 0)   // nothing selected: nothing moves
        table.selectRow(at: IndexPath(row: 5, section: 0), animated: false, scrollPosition: .none)
        table.selectRow(at: IndexPath(row: 50, section: 0), animated: false, scrollPosition: .none)
        table.scrollToNearestSelectedRow(at: .top, animated: false)
        #expect(table.contentOffset.y == 220)
        table.scrollToRow(at: IndexPath(row: 60, section: 0), at: .top, animated: false)
        table.scrollToNearestSelectedRow(at: .top, animated: false)
        #expect(table.contentOffset.y == 2200)
    }

    @Test func aTapThatChangesTheSelectionPostsTheNotification() {
        let source = LaterDelegate()
        let (window, table) = shownTable(source)
        let posts = PostedObjects()
        let observer = NotificationCenter.default.addObserver(forName: UITableView.selectionDidChangeNotification,
                                                              object: nil, queue: nil) { note in
            let object = (note.object as AnyObject?).map(ObjectIdentifier.init)
            MainActor.assumeIsolated { posts.objects.append(object) }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        #expect(UITableView.selectionDidChangeNotification.rawValue == "UITableViewSelectionDidChangeNotification")
        table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
        #expect(posts.objects.isEmpty)   // selecting in code posts nothing
        window.tap(at: center(of: IndexPath(row: 1, section: 0), in: table))
        #expect(posts.objects.count == 1)
        #expect(posts.objects.first == ObjectIdentifier(table))
    }

    @Test func theContextMenuInteractionIsTheOneTheTableAdds() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        #expect(table.contextMenuInteraction == nil)
        let source = LaterDelegate()
        table.delegate = source
        let interaction = try #require(table.contextMenuInteraction)
        #expect(table.interactions.contains { $0 === interaction })
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        #expect(collection.contextMenuInteraction == nil)
        let collectionSource = RecordingCollectionSource(itemCounts: [1])
        collection.delegate = collectionSource
        #expect(collection.contextMenuInteraction != nil)
    }

    @Test func theDelegatesIndentationLevelIsSetBeforeWillDisplay() throws {
        let source = LaterDelegate()
        let (_, table) = shownTable(source)
        #expect(source.calls.contains("willDisplay level 2"))
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.indentationLevel == 1)
    }

    @Test func aCellKeepsItsOwnLevelWhenTheDelegateDoesNotGiveOne() throws {
        final class Levels: UITableViewController {
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                cell.indentationLevel = 2
                return cell
            }
        }
        let controller = Levels(style: .plain)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        Headless.runUntilIdle()
        let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell.indentationLevel == 2)
    }

    @Test func aHeaderThatScrollsAwayIsEndedDisplaying() {
        let source = LaterDelegate()
        let (window, table) = shownTable(source)
        #expect(table.headerView(forSection: 0) != nil)
        source.calls.removeAll()
        // Section 0 is over 1,320 points tall: long drags scroll it and its header away.
        let sectionEnd = table.rect(forSection: 0).maxY
        for _ in 0..<10 where table.contentOffset.y < sectionEnd + 100 {
            window.drag(from: CGPoint(x: 160, y: 450), to: CGPoint(x: 160, y: 50))
            Headless.advance(by: 2)
        }
        #expect(table.contentOffset.y > sectionEnd)
        #expect(source.calls.contains("didEndDisplayingHeader 0"))
    }

    @Test func aTapPerformsThePrimaryActionAfterDidSelect() {
        let source = LaterDelegate()
        let (window, table) = shownTable(source)
        window.tap(at: center(of: IndexPath(row: 1, section: 0), in: table))
        #expect(source.calls.suffix(2) == ["didSelect 1", "primaryAction 1"])
        // In editing mode the default refuses the primary action.
        source.calls.removeAll()
        table.allowsSelectionDuringEditing = true
        table.setEditing(true, animated: false)
        window.tap(at: center(of: IndexPath(row: 2, section: 0), in: table))
        #expect(source.calls == ["didSelect 2"])
        // A tap that extends a multiple selection is no primary action either.
        table.setEditing(false, animated: false)
        table.allowsMultipleSelection = true
        source.calls.removeAll()
        window.tap(at: center(of: IndexPath(row: 3, section: 0), in: table))
        #expect(source.calls == ["didSelect 3"])
    }

    @Test func laterDelegateDefaultsMatchUIKit() {
        let table = UITableView(frame: .zero, style: .plain)
        let source = RecordingTableSource(rowCounts: [1])
        let row = IndexPath(row: 0, section: 0)
        #expect(source.tableView(table, indentationLevelForRowAt: row) == 0)
        #expect(source.tableView(table, estimatedHeightForHeaderInSection: 0) == UITableView.automaticDimension)
        #expect(source.tableView(table, estimatedHeightForFooterInSection: 0) == UITableView.automaticDimension)
        #expect(source.tableView(table, canPerformPrimaryActionForRowAt: row))
        #expect(!source.tableView(table, shouldBeginMultipleSelectionInteractionAt: row))
        table.selectionFollowsFocus = true
        #expect(source.tableView(table, selectionFollowsFocusForRowAt: row))
        table.isEditing = true
        #expect(!source.tableView(table, canPerformPrimaryActionForRowAt: row))
    }

    @Test func editingAndTheDeleteConfirmationAreStateTransitions() throws {
        let source = LaterDelegate()
        let (window, table) = shownTable(source)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? TransitionCell)
        #expect(!cell.showingDeleteConfirmation)
        window.swipeLeft(atY: center(of: IndexPath(row: 0, section: 0), in: table).y, by: 100)
        #expect(cell.showingDeleteConfirmation)
        #expect(cell.transitions == ["will 2", "did 2"])
        cell.transitions.removeAll()
        table.setEditing(true, animated: false)
        #expect(!cell.showingDeleteConfirmation)
        #expect(cell.transitions == ["will 0", "did 0", "will 1", "did 1"])
        #expect(UITableViewCell.StateMask.showingEditControl.rawValue == 1)
        #expect(UITableViewCell.DragState.dragging.rawValue == 2 && UICollectionViewCell.DragState.lifting.rawValue == 1)
    }

    @Test func selectionDuringEditingCanBeOverridden() {
        final class AlwaysSelectable: UITableView {
            override var allowsSelectionDuringEditing: Bool { get { true } set {} }
        }
        let source = LaterDelegate()
        let table = AlwaysSelectable(frame: .zero, style: .plain)
        let window = showInKeyWindow(table, source: source, cellClass: TransitionCell.self)
        table.allowsSelectionDuringEditing = false
        table.setEditing(true, animated: false)
        // The table reads the overridden property: a tap in editing mode selects.
        window.tap(at: center(of: IndexPath(row: 2, section: 0), in: table))
        #expect(source.calls.contains("didSelect 2"))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(!UITableView(frame: .zero, style: .plain).allowsMultipleSelectionDuringEditing)
    }
}
