// InteractivePopEdgeCaseTests.swift: when the swipe from the leading edge does not pop (no back
// button, a disabled recognizer, the root, another change, the app's recognizer delegate), how it
// shares touches with scroll views, interruptions, and freeing the popped controller
// (Navigation/UINavigationController+InteractivePop.swift).
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("Navigation controller: the interactive pop's edge cases", .headless)
struct InteractivePopEdgeCaseTests {
    @Test func nothingPopsWhenTheBackButtonIsHiddenOrReplacedOrTheRecognizerDisabled() throws {
        let (navigation, window, _, detail, log) = makeTwoScreens()
        defer { withExtendedLifetime(window) {} }

        detail.navigationItem.hidesBackButton = true
        window.drag(from: CGPoint(x: 1, y: 240), to: CGPoint(x: 250, y: 240))
        detail.navigationItem.hidesBackButton = false
        detail.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", style: .plain, target: nil, action: nil)
        window.drag(from: CGPoint(x: 1, y: 240), to: CGPoint(x: 250, y: 240))
        detail.navigationItem.leftBarButtonItem = nil
        navigation.interactivePopGestureRecognizer?.isEnabled = false
        window.drag(from: CGPoint(x: 1, y: 240), to: CGPoint(x: 250, y: 240))
        Headless.runUntilIdle()

        #expect(navigation.viewControllers.count == 2)
        #expect(log.entries.filter { $0.contains("Appear") || $0.contains("Move") }.isEmpty)

        navigation.interactivePopGestureRecognizer?.isEnabled = true
        window.drag(from: CGPoint(x: 60, y: 240), to: CGPoint(x: 300, y: 240))   // not at the edge
        Headless.runUntilIdle()
        #expect(navigation.viewControllers.count == 2)
    }

    @Test func nothingPopsAtTheRootOrDuringAnotherChange() {
        let root = UIViewController()
        let (navigation, window) = makeShownNavigationController(root: root)
        defer { withExtendedLifetime(window) {} }

        window.drag(from: CGPoint(x: 1, y: 240), to: CGPoint(x: 250, y: 240))
        #expect(navigation.viewControllers == [root])

        let detail = UIViewController()
        navigation.pushViewController(detail, animated: true)
        window.drag(from: CGPoint(x: 1, y: 240), to: CGPoint(x: 250, y: 240), steps: 3)
        Headless.runUntilIdle()
        #expect(navigation.viewControllers == [root, detail])
    }

    @Test func theAppsRecognizerDelegateIsAskedWhetherToBegin() {
        let (navigation, window, root, _, _) = makeTwoScreens()
        defer { withExtendedLifetime(window) {} }
        let gate = PopGestureGate()
        navigation.interactivePopGestureRecognizer?.delegate = gate

        gate.allows = false
        window.drag(from: CGPoint(x: 1, y: 240), to: CGPoint(x: 250, y: 240))
        Headless.runUntilIdle()
        #expect(gate.asked == 1)
        #expect(navigation.viewControllers.count == 2)

        gate.allows = true
        window.drag(from: CGPoint(x: 1, y: 240), to: CGPoint(x: 250, y: 240))
        Headless.runUntilIdle()
        #expect(gate.asked == 2)
        #expect(navigation.viewControllers == [root])
    }

    @Test func aPushDuringTheSwipeFinishesThePopFirst() {
        let (navigation, window, root, detail, _) = makeTwoScreens()
        defer { withExtendedLifetime(window) {} }
        let touch = window.beginTouch(at: CGPoint(x: 1, y: 240))
        move(touch, in: window, through: [21, 81])
        let other = UIViewController()

        navigation.pushViewController(other, animated: false)
        move(touch, in: window, through: [41])
        window.endTouch(touch)
        Headless.runUntilIdle()

        #expect(navigation.viewControllers == [root, other])
        #expect(detail.parent == nil && detail.view.superview == nil)
        #expect(other.view.frame == window.bounds)
    }

    @Test func aSwipeOverATablePopsAndDoesNotScrollIt() throws {
        let root = UIViewController(), list = UITableViewController(style: .plain)
        let rows = PopTestRows()
        let (navigation, window) = makeShownNavigationController(root: root)
        defer { withExtendedLifetime((window, rows)) {} }
        list.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        list.tableView.dataSource = rows
        navigation.pushViewController(list, animated: false)
        list.tableView.layoutIfNeeded()
        #expect(list.tableView.contentSize.height > list.tableView.bounds.height)
        let offsetBefore = list.tableView.contentOffset

        // Down and to the right: the table could scroll down, but the swipe wins.
        let touch = window.beginTouch(at: CGPoint(x: 1, y: 200))
        for step in 1...8 {
            Headless.advance(by: 0.05)
            window.moveTouch(touch, to: CGPoint(x: 1 + CGFloat(step) * 20, y: 200 + CGFloat(step) * 10))
        }
        #expect(list.tableView.contentOffset == offsetBefore)
        #expect(navigation.viewControllers == [root])
        let shownX = try #require(list.view.layer.presentation()?.frame.minX)
        #expect(shownX == 160)
        window.endTouch(touch)
        Headless.runUntilIdle()

        #expect(navigation.viewControllers == [root])
        #expect(list.tableView.contentOffset == offsetBefore)
    }

    @Test func aScrollViewThatScrollsSidewaysKeepsTheSwipe() {
        let root = UIViewController(), carousel = UIViewController()
        let (navigation, window) = makeShownNavigationController(root: root)
        defer { withExtendedLifetime(window) {} }
        navigation.pushViewController(carousel, animated: false)
        let scrollView = UIScrollView(frame: carousel.view.bounds)
        scrollView.contentSize = CGSize(width: 960, height: 100)
        scrollView.contentOffset = CGPoint(x: 320, y: 0)
        carousel.view.addSubview(scrollView)

        window.drag(from: CGPoint(x: 1, y: 240), to: CGPoint(x: 250, y: 240))
        Headless.runUntilIdle()

        #expect(navigation.viewControllers == [root, carousel])
        #expect(scrollView.contentOffset.x < 320)
    }

    @Test func anAppDelegateThatAllowsTheSwipeAtTheRootPopsNothing() {
        let root = UIViewController()
        let (navigation, window) = makeShownNavigationController(root: root)
        defer { withExtendedLifetime(window) {} }
        let gate = PopGestureGate()
        navigation.interactivePopGestureRecognizer?.delegate = gate

        window.drag(from: CGPoint(x: 1, y: 240), to: CGPoint(x: 250, y: 240))
        Headless.runUntilIdle()

        #expect(gate.asked == 1)
        #expect(navigation.viewControllers == [root])
        #expect(root.view.frame == window.bounds && navigation.transitionCoordinator == nil)
    }

    @Test func aCancelledTouchCancelsThePop() {
        let (navigation, window, root, detail, _) = makeTwoScreens()
        defer { withExtendedLifetime(window) {} }
        let touch = window.beginTouch(at: CGPoint(x: 1, y: 240))
        move(touch, in: window, through: [21, 241])

        window.cancelTouch(touch)
        Headless.runUntilIdle()

        #expect(navigation.viewControllers == [root, detail])
        #expect(detail.view.frame == window.bounds && root.view.superview == nil)
    }

    @Test func aControllerSwipedBackAfterACancelledSwipeIsFreed() {
        let root = UIViewController()
        let (navigation, window) = makeShownNavigationController(root: root)
        defer { withExtendedLifetime(window) {} }
        weak var weakDetail: UIViewController?
        do {
            let detail = UIViewController()
            weakDetail = detail
            navigation.pushViewController(detail, animated: false)
        }
        let touch = window.beginTouch(at: CGPoint(x: 1, y: 240))
        move(touch, in: window, through: [21, 61], interval: 0.5)
        window.endTouch(touch)
        Headless.runUntilIdle()
        #expect(navigation.viewControllers.count == 2)

        window.drag(from: CGPoint(x: 1, y: 240), to: CGPoint(x: 250, y: 240))
        Headless.runUntilIdle()

        #expect(navigation.viewControllers == [root])
        #expect(weakDetail == nil)
    }

    @Test func thePoppedControllerIsFreedAfterTheInteractivePop() {
        let root = UIViewController()
        let (navigation, window) = makeShownNavigationController(root: root)
        defer { withExtendedLifetime(window) {} }
        weak var weakDetail: UIViewController?
        do {
            let detail = UIViewController()
            weakDetail = detail
            navigation.pushViewController(detail, animated: false)
        }
        window.drag(from: CGPoint(x: 1, y: 240), to: CGPoint(x: 250, y: 240))
        Headless.runUntilIdle()

        #expect(navigation.viewControllers == [root])
        #expect(weakDetail == nil)
    }
}

/// Fifty rows, so a table can scroll.
@MainActor
private final class PopTestRows: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 50 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}
