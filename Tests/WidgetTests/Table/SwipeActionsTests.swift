// SwipeActionsTests.swift: swipe actions on table rows (UIContextualAction, UISwipeActionsConfiguration,
// the delegate's leading and trailing providers), driven by real drags and taps.
import Foundation
import Testing
import HeadlessTesting
@_spi(Testing) import ViewWidgets

@MainActor
@Suite("Swipe actions", .headless)
struct SwipeActionsTests {
    private let row0 = IndexPath(row: 0, section: 0)
    private let row1 = IndexPath(row: 1, section: 0)

    @Test func aDestructiveActionIsRedAndANormalOneGreyByDefault() {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, _ in }
        let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, _ in }
        #expect(delete.backgroundColor == .systemRed)
        #expect(flag.backgroundColor == .systemGray)
        flag.backgroundColor = .systemOrange
        #expect(flag.backgroundColor == .systemOrange)
        #expect(delete.style == .destructive && delete.title == "Delete" && delete.image == nil)
    }

    @Test func aConfigurationPerformsItsFirstActionOnAFullSwipeByDefault() {
        let configuration = UISwipeActionsConfiguration(actions: [])
        #expect(configuration.performsFirstActionWithFullSwipe)
        #expect(configuration.actions.isEmpty)
    }

    @Test func swipingLeftRevealsTheDeleteButtonAtTheTrailingEdge() throws {
        let (window, table, source) = makeToDoTable()
        window.swipeLeft(atY: 22, by: 100)
        let cell = try #require(table.cellForRow(at: row0))
        let buttons = swipeButtons(in: cell)
        try #require(buttons.count == 1)
        let button = frame(of: buttons[0], in: cell)
        #expect(buttons[0].title(for: .normal) == "Delete")
        #expect(button.maxX == CGFloat(320))
        #expect(button.height == CGFloat(44))
        #expect(button.width == CGFloat(74.5))
        #expect(cell.contentView.frame.minX == CGFloat(-74.5))
        #expect(source.calls == ["trailing 0", "willBeginEditing 0"])
    }

    @Test func tappingTheDeleteButtonCommitsTheDeletionAndTheRowGoes() throws {
        let (window, table, source) = makeToDoTable()
        window.swipeLeft(atY: 44 + 22, by: 100)
        let button = try #require(swipeButtons(in: table.cellForRow(at: row1)).first)
        button.tap()
        #expect(source.calls == ["trailing 1", "willBeginEditing 1", "commit delete 1", "didEndEditing 1"])
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["Milk", "Bread"])
    }

    @Test func theFirstActionIsTheOutermost() throws {
        let (window, table, source) = makeToDoTable { source in
            source.trailing = { _ in
                UISwipeActionsConfiguration(actions: [
                    UIContextualAction(style: .destructive, title: "Delete") { _, _, _ in },
                    UIContextualAction(style: .normal, title: "Flag") { _, _, _ in },
                ])
            }
        }
        window.swipeLeft(atY: 22, by: 150)
        let cell = try #require(table.cellForRow(at: row0))
        let buttons = swipeButtons(in: cell)
        #expect(buttons.map { $0.title(for: .normal) } == ["Flag", "Delete"])
        let total = buttons.reduce(0) { $0 + $1.frame.width }
        #expect(cell.contentView.frame.minX == -total)
        #expect(buttons.first.map { frame(of: $0, in: cell).minX } == 320 - total)
        withExtendedLifetime(source) {}
    }

    @Test func aCompletionOfTrueRemovesTheRowTheDataSourceDeleted() throws {
        var completions: [(Bool) -> Void] = []
        let (window, table, source) = makeToDoTable { source in
            source.trailing = { [unowned source] indexPath in
                UISwipeActionsConfiguration(actions: [
                    UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
                        source.items.remove(at: indexPath.row)
                        completions.append(completion)
                    },
                ])
            }
        }
        window.swipeLeft(atY: 22, by: 100)
        try #require(swipeButtons(in: table.cellForRow(at: row0)).first).tap()
        #expect(table.numberOfRows(inSection: 0) == 3)
        let messages = Headless.recordingViolations { completions.first?(true) }
        #expect(messages.isEmpty)
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["Eggs", "Bread"])
        #expect(source.calls.last == "didEndEditing 0")
    }

    @Test func aCompletionOfTrueForARowStillThereSlidesItBack() throws {
        let (window, table, source) = makeToDoTable { source in
            source.trailing = { _ in
                UISwipeActionsConfiguration(actions: [
                    UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in completion(true) },
                ])
            }
        }
        window.swipeLeft(atY: 22, by: 100)
        try #require(swipeButtons(in: table.cellForRow(at: row0)).first).tap()
        let cell = try #require(table.cellForRow(at: row0))
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(swipeButtons(in: cell).isEmpty)
        #expect(cell.contentView.frame.minX == 0)
        withExtendedLifetime(source) {}
    }

    @Test func aCompletionOfFalseSlidesTheRowBack() throws {
        var handled = 0
        let (window, table, source) = makeToDoTable { source in
            source.trailing = { _ in
                UISwipeActionsConfiguration(actions: [
                    UIContextualAction(style: .normal, title: "Flag") { _, _, completion in handled += 1; completion(false) },
                ])
            }
        }
        window.swipeLeft(atY: 22, by: 100)
        try #require(swipeButtons(in: table.cellForRow(at: row0)).first).tap()
        #expect(handled == 1)
        #expect(swipeButtons(in: table.cellForRow(at: row0)).isEmpty)
        #expect(table.cellForRow(at: row0)?.contentView.frame.minX == 0)
        withExtendedLifetime(source) {}
    }

    @Test func theHandlerGetsItsActionAndTheButton() throws {
        var received: (UIContextualAction, UIView)?
        let flag = UIContextualAction(style: .normal, title: "Flag") { action, view, _ in received = (action, view) }
        let (window, table, source) = makeToDoTable { source in
            source.trailing = { _ in UISwipeActionsConfiguration(actions: [flag]) }
        }
        window.swipeLeft(atY: 22, by: 100)
        let button = try #require(swipeButtons(in: table.cellForRow(at: row0)).first)
        button.tap()
        #expect(received?.0 === flag)
        #expect(received?.1 === button)
        withExtendedLifetime(source) {}
    }

    @Test func aFullSwipePerformsTheFirstAction() {
        var performed: [String] = []
        let (window, table, source) = makeToDoTable { source in
            source.trailing = { _ in
                UISwipeActionsConfiguration(actions: [
                    UIContextualAction(style: .normal, title: "Archive") { _, _, completion in performed.append("Archive"); completion(true) },
                    UIContextualAction(style: .normal, title: "Flag") { _, _, _ in performed.append("Flag") },
                ])
            }
        }
        window.drag(from: CGPoint(x: 310, y: 22), to: CGPoint(x: 20, y: 22))
        #expect(performed == ["Archive"])
        #expect(swipeButtons(in: table.cellForRow(at: row0)).isEmpty)
        withExtendedLifetime(source) {}
    }

    @Test func aFullSwipeOnlyOpensWhenTheConfigurationSaysSo() {
        var performed = 0
        let (window, table, source) = makeToDoTable { source in
            source.trailing = { _ in
                let configuration = UISwipeActionsConfiguration(actions: [
                    UIContextualAction(style: .destructive, title: "Delete") { _, _, _ in performed += 1 },
                ])
                configuration.performsFirstActionWithFullSwipe = false
                return configuration
            }
        }
        window.drag(from: CGPoint(x: 310, y: 22), to: CGPoint(x: 20, y: 22))
        #expect(performed == 0)
        #expect(swipeButtons(in: table.cellForRow(at: row0)).count == 1)
        #expect(table.cellForRow(at: row0)?.contentView.frame.minX == CGFloat(-74.5))
        withExtendedLifetime(source) {}
    }

    @Test func aShortSwipeSlidesBack() {
        let (window, table, source) = makeToDoTable()
        window.swipeLeft(atY: 22, by: 30)
        #expect(swipeButtons(in: table.cellForRow(at: row0)).isEmpty)
        #expect(table.cellForRow(at: row0)?.contentView.frame.minX == 0)
        #expect(source.calls == ["trailing 0", "willBeginEditing 0", "didEndEditing 0"])
    }

    @Test func aTapElsewhereHidesTheActionsAndSelectsNothing() {
        let (window, table, source) = makeToDoTable()
        window.swipeLeft(atY: 22, by: 100)
        window.tap(at: CGPoint(x: 100, y: 44 * 2 + 22))
        #expect(swipeButtons(in: table.cellForRow(at: row0)).isEmpty)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(source.calls == ["trailing 0", "willBeginEditing 0", "didEndEditing 0"])
        window.tap(at: CGPoint(x: 100, y: 44 * 2 + 22))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    }

    @Test func scrollingHidesTheActions() {
        let items = (0..<40).map { "Item \($0)" }
        let (window, table, source) = makeToDoTable(items)
        window.swipeLeft(atY: 22, by: 100)
        #expect(swipeButtons(in: table.cellForRow(at: row0)).count == 1)
        window.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 200))
        #expect(table.contentOffset.y > 0)
        #expect(table.visibleCells.allSatisfy { swipeButtons(in: $0).isEmpty && $0.contentView.frame.minX == 0 })
        withExtendedLifetime(source) {}
    }

    @Test func aVerticalDragStillScrolls() {
        let items = (0..<40).map { "Item \($0)" }
        let (window, table, source) = makeToDoTable(items)
        window.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 190, y: 100))
        #expect(table.contentOffset.y > 150)
        #expect(source.calls.isEmpty)
    }

    @Test func swipingRightRevealsTheLeadingActionsAtTheLeftEdge() throws {
        let (window, table, source) = makeToDoTable { source in
            source.leading = { _ in
                UISwipeActionsConfiguration(actions: [UIContextualAction(style: .normal, title: "Done") { _, _, _ in }])
            }
        }
        window.drag(from: CGPoint(x: 20, y: 22), to: CGPoint(x: 120, y: 22))
        let cell = try #require(table.cellForRow(at: row0))
        let buttons = swipeButtons(in: cell)
        try #require(buttons.count == 1)
        #expect(frame(of: buttons[0], in: cell).minX == 0)
        #expect(cell.contentView.frame.minX == buttons[0].frame.width)
        withExtendedLifetime(source) {}
    }

    @Test func noLeadingActionsByDefault() {
        let (window, table, source) = makeToDoTable()
        window.drag(from: CGPoint(x: 20, y: 22), to: CGPoint(x: 120, y: 22))
        #expect(swipeButtons(in: table.cellForRow(at: row0)).isEmpty)
        #expect(source.calls == ["leading 0"])
    }

    @Test func aConfigurationWithoutActionsShowsNothing() {
        let (window, table, source) = makeToDoTable { source in
            source.trailing = { _ in UISwipeActionsConfiguration(actions: []) }
        }
        window.swipeLeft(atY: 22, by: 100)
        #expect(swipeButtons(in: table.cellForRow(at: row0)).isEmpty)
        #expect(source.calls == ["trailing 0"])
    }

    @Test func aRowTheDataSourceWillNotEditDoesNotSwipe() {
        let (window, table, source) = makeToDoTable { source in
            source.editable = { $0.row != 0 }
        }
        window.swipeLeft(atY: 22, by: 100)
        #expect(swipeButtons(in: table.cellForRow(at: row0)).isEmpty)
        #expect(source.calls.isEmpty)
    }

    @Test func aRowWhoseEditingStyleIsNotDeleteHasNoDeleteButton() {
        let (window, table, source) = makeToDoTable { source in
            source.style = { _ in .none }
        }
        window.swipeLeft(atY: 22, by: 100)
        #expect(swipeButtons(in: table.cellForRow(at: row0)).isEmpty)
        withExtendedLifetime(source) {}
    }

    @Test func theConfigurationStateSaysTheCellIsSwiped() throws {
        let (window, table, source) = makeToDoTable()
        let cell = try #require(table.cellForRow(at: row0))
        var states: [Bool] = []
        cell.configurationUpdateHandler = { _, state in if states.last != state.isSwiped { states.append(state.isSwiped) } }
        cell.layoutIfNeeded()
        #expect(!cell.configurationState.isSwiped)
        window.swipeLeft(atY: 22, by: 100)
        #expect(cell.configurationState.isSwiped)
        cell.layoutIfNeeded()
        window.tap(at: CGPoint(x: 100, y: 200))
        #expect(!cell.configurationState.isSwiped)
        cell.layoutIfNeeded()
        #expect(states == [false, true, false])
        withExtendedLifetime(source) {}
    }

    @Test func deletingARowWithoutUpdatingTheDataGivesUIKitsMessage() {
        let (window, table, source) = makeToDoTable()
        source.trailing = { [unowned table] indexPath in
            UISwipeActionsConfiguration(actions: [
                UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
                    // The model still has the row: UIKit raises.
                    table.deleteRows(at: [indexPath], with: .fade)
                    completion(true)
                },
            ])
        }
        let messages = Headless.recordingViolations {
            window.swipeLeft(atY: 22, by: 100)
            swipeButtons(in: table.cellForRow(at: row0)).first?.tap()
        }
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("Invalid update: invalid number of rows in section 0.") == true)
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(table.cellForRow(at: row0)?.contentView.frame.minX == 0)
    }

    @Test func theDeletedRowsCellIsReused() throws {
        let (window, table, source) = makeToDoTable()
        let made = source.cellsMade
        window.swipeLeft(atY: 22, by: 100)
        try #require(swipeButtons(in: table.cellForRow(at: row0)).first).tap()
        #expect(table.numberOfReusableCells(withIdentifier: "Item") == 1)
        let reused = try #require(table.dequeueReusableCell(withIdentifier: "Item"))
        #expect(swipeButtons(in: reused).isEmpty)
        reused.layoutIfNeeded()
        #expect(reused.contentView.frame.minX == 0)
        #expect(!reused.configurationState.isSwiped)
        #expect(source.cellsMade == made)
    }

    @Test func legacyRowActionsShowAndGetTheirRow() throws {
        var tapped: [IndexPath] = []
        let (window, table, source) = makeToDoTable { source in
            source.rowActions = { _ in
                [UITableViewRowAction(style: .normal, title: "More") { _, indexPath in tapped.append(indexPath) }]
            }
        }
        window.swipeLeft(atY: 44 + 22, by: 100)
        let button = try #require(swipeButtons(in: table.cellForRow(at: row1)).first)
        #expect(button.title(for: .normal) == "More")
        #expect(button.backgroundColor == .systemGray)
        button.tap()
        #expect(tapped == [row1])
        #expect(swipeButtons(in: table.cellForRow(at: row1)).count == 1)
        table.setEditing(false, animated: true)
        #expect(swipeButtons(in: table.cellForRow(at: row1)).isEmpty)
        withExtendedLifetime(source) {}
    }

    @Test func aTableReleasedWithActionsShowingFreesItsCells() {
        weak var weakTable: UITableView?
        weak var weakCell: UITableViewCell?
        weak var weakSource: ToDoListSource?
        do {
            let (window, table, source) = makeToDoTable()
            window.swipeLeft(atY: 22, by: 100)
            weakCell = table.cellForRow(at: row0)
            #expect(swipeButtons(in: weakCell).count == 1)
            weakTable = table
            weakSource = source
            table.removeFromSuperview()
            window.isHidden = true
        }
        Headless.runUntilIdle()
        #expect(weakTable == nil)
        #expect(weakCell == nil)
        #expect(weakSource == nil)
    }
}
