// TransitionFuzzHarness+Touches.swift: the operations of the transition fuzz that go through
// touches and hit-testing (the edge drag, taps on tabs, on menu buttons, on menu rows and outside
// a menu) and those of the list's interactive movement, with the checks each makes as it goes.
import Foundation
import TestSupport
@testable import ViewWidgets

extension TransitionFuzzHarness {
    /// The menu open in the window and not closing, if any.
    func openMenu() -> MenuContainerView? {
        menuContainers().first { $0.presentation.map { !$0.isDismissing } ?? false }
    }

    /// Every menu container in the window (open, closing, or left behind).
    func menuContainers() -> [MenuContainerView] {
        window.subviews.compactMap { $0 as? MenuContainerView }
    }

    /// The tab bar's buttons, leading first.
    func tabButtons() -> [UIView] {
        tabs.tabBar.subviews.filter { String(describing: type(of: $0)) == "UITabBarButton" }.sorted { $0.frame.minX < $1.frame.minX }
    }

    func performTouch(_ operation: TransitionOperation) -> (String, [String], InvariantFailure?) {
        switch operation {
        case .edgeTouchBegin:
            guard touch == nil else { return ("edge touch: skipped (a finger is down)", [], nil) }
            touch = window.beginTouch(at: CGPoint(x: 1, y: 240))
            noteInteractivePop()
            return ("window.beginTouch(at: (1, 240))", [], nil)
        case .touchMove(let x):
            guard let touch else { return ("touch move: skipped (no finger)", [], nil) }
            Headless.advance(by: UIWindow.simulatedFrameDuration)
            window.moveTouch(touch, to: CGPoint(x: x, y: 240))
            noteInteractivePop()
            return ("advance a frame; window.moveTouch(to: (\(x), 240))", [], nil)
        case .touchEnd:
            guard let held = touch else { return ("touch end: skipped (no finger)", [], nil) }
            window.endTouch(held)
            touch = nil
            return ("window.endTouch", [], nil)
        case .tabTap(let index):
            let buttons = tabButtons()
            guard index < buttons.count else { return ("tap tab \(index): skipped (no button)", [], nil) }
            let button = buttons[index]
            let point = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: window)
            // Taps on the bar are ignored while the delegate's animator switches tabs, as UIKit
            // ignores touches during a transition.
            let switching = tabs.tabTransition.map { !$0.isAbandoned } ?? false
            let reaches = !switching && (window.hitTest(point, with: nil)?.isDescendant(of: button) ?? false)
            let before = tabs.selectedIndex
            let messages = Headless.recordingViolations { window.tap(at: point) }
            heard += messages
            let text = "window.tap(at: tab \(index)'s button \(point)) (reaches it: \(reaches), switching: \(switching))"
            let refused = messages.contains { $0.hasPrefix(Self.tabRefusal) }
            // A tap on the selected tab of a navigation controller pops it to its root.
            if reaches, !refused, index == before, index == 0 {
                release(Array(stack.dropFirst()))
                stack = Array(stack.prefix(1))
            }
            return (text, [Self.tabRefusal], checkSelection(before: before, wanted: reaches ? index : before, refused: refused))
        case .menuTap:
            let frame = TransitionOperation.menuButtonFrame
            let point = CGPoint(x: frame.midX, y: frame.midY)
            let hit = window.hitTest(point, with: nil)
            let opens = (hit as? UIButton).map { $0.menu != nil && $0.showsMenuAsPrimaryAction && openMenu() == nil } ?? false
            window.tap(at: point)
            let text = "window.tap(at: \(point)) on \(hit.map { String(describing: type(of: $0)) } ?? "nothing") (opens a menu: \(opens))"
            if opens, openMenu() == nil {
                return (text, [], InvariantFailure("a tap on a button whose menu is its primary action opens the menu", "no menu is open"))
            }
            return (text, [], nil)
        case .menuPick(let item):
            guard let container = openMenu() else { return ("pick item \(item): skipped (no menu open)", [], nil) }
            let row = container.rowViews.first { row in
                if case .action(let action) = row.item { return action.title == "Item \(item)" }
                return false
            }
            guard let row else { return ("pick item \(item): skipped (no row)", [], InvariantFailure("an open menu shows its items", "no row for Item \(item)")) }
            let point = row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: window)
            let reaches = window.hitTest(point, with: nil)?.isDescendant(of: row) ?? false
            let before = log.menuPicks
            window.tap(at: point)
            let text = "window.tap(at: Item \(item)'s row \(point)) (reaches it: \(reaches))"
            for index in before.indices {
                let runs = log.menuPicks[index] - before[index]
                let expected = index == item && reaches ? 1 : 0
                if runs != expected {
                    return (text, [], InvariantFailure("a picked item's handler runs exactly once, and no other",
                                                       "Item \(index)'s handler ran \(runs) times, expected \(expected)"))
                }
            }
            if reaches, openMenu() != nil {
                return (text, [], InvariantFailure("a pick closes the menu", "a menu is still open"))
            }
            return (text, [], nil)
        case .menuDismissTap:
            guard let container = openMenu() else { return ("tap outside the menu: skipped (no menu open)", [], nil) }
            let point = CGPoint(x: window.bounds.maxX - 10, y: 60)
            let onContainer = window.hitTest(point, with: nil) === container
            window.tap(at: point)
            let text = "window.tap(at: \(point)) outside the menu (on its container: \(onContainer))"
            if onContainer, openMenu() != nil {
                return (text, [], InvariantFailure("a tap outside an open menu dismisses it", "a menu is still open"))
            }
            return (text, [], nil)
        default:
            return ("not a touch", [], nil)
        }
    }

    /// The list's names in its data source's snapshot.
    var listOrder: [String] { list.dataSource?.snapshot().itemIdentifiers ?? [] }

    func performMovement(_ operation: TransitionOperation) -> (String, [String], InvariantFailure?) {
        guard let collectionView = list.collectionView, let dataSource = list.dataSource else {
            return ("movement: skipped (no list)", [], InvariantFailure("the list is loaded", "it is not"))
        }
        switch operation {
        case .beginMovement(let item):
            let order = listOrder
            let began = collectionView.beginInteractiveMovementForItem(at: IndexPath(item: item, section: 0))
            if began, movement == nil { movement = (order, order[item]) }
            return ("beginInteractiveMovementForItem(at: [0, \(item)]) -> \(began)", [], nil)
        case .updateMovement(let y):
            collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: y))
            return ("updateInteractiveMovementTargetPosition((160, \(y)))", [], nil)
        case .endMovement:
            let reordersBefore = list.reorders.count
            collectionView.endInteractiveMovement()
            defer { movement = nil }
            let text = "endInteractiveMovement()"
            guard let (start, name) = movement else { return (text, [], nil) }
            let order = listOrder
            if order.filter({ $0 != name }) != start.filter({ $0 != name }) {
                return (text, [], InvariantFailure("an ended movement moves only the item moved", "\(name) moved: \(start) became \(order)"))
            }
            let told = list.reorders.count - reordersBefore
            if order != start, told != 1 || list.reorders.last != order {
                return (text, [], InvariantFailure("the reordering handlers hear of a move once, with the new order",
                                                   "told \(told) times, last \(list.reorders.last ?? []), order \(order)"))
            }
            if told > 1 { return (text, [], InvariantFailure("the reordering handlers hear of a move once", "told \(told) times")) }
            return (text, [], nil)
        case .cancelMovement:
            let reordersBefore = list.reorders.count
            collectionView.cancelInteractiveMovement()
            defer { movement = nil }
            let text = "cancelInteractiveMovement()"
            guard let (start, _) = movement else { return (text, [], nil) }
            if listOrder != start || list.reorders.count != reordersBefore {
                return (text, [], InvariantFailure("a cancelled movement changes nothing", "\(start) became \(listOrder), told \(list.reorders.count - reordersBefore) times"))
            }
            return (text, [], nil)
        case let .applyRotation(by, animated):
            let order = listOrder
            let rotated = Array(order[by...] + order[..<by])
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(rotated)
            dataSource.apply(snapshot, animatingDifferences: animated)
            // New data ends a movement under way without telling the data source.
            movement = nil
            let text = "apply the names rotated by \(by) (animating: \(animated))"
            if listOrder != rotated { return (text, [], InvariantFailure("applied data is the data source's", "\(listOrder), applied \(rotated)")) }
            return (text, [], nil)
        default:
            return ("not a movement", [], nil)
        }
    }
}
