// LeakTests.swift: nothing the framework holds outlives its use: a thousand reuse cycles and a
// thousand push/pop cycles leave no cell or controller behind, and delegates, data sources and
// targets are held weakly, as UIKit holds them. Every check goes through weak references.
import Foundation
import Testing
import HeadlessTesting
@_spi(Testing) import ViewWidgets

/// A data source that makes registered-style cells and remembers each one weakly.
@MainActor
private final class WeaklyCountingSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var rowCount: Int
    var madeCells: [WeakBox<UITableViewCell>] = []

    init(rowCount: Int) { self.rowCount = rowCount }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rowCount }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let cell = tableView.dequeueReusableCell(withIdentifier: "Cell") {
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
        let cell = UITableViewCell(style: .default, reuseIdentifier: "Cell")
        cell.textLabel?.text = "Row \(indexPath.row)"
        madeCells.append(WeakBox(cell))
        return cell
    }
}

/// A weak reference, to see whether something was freed.
@MainActor
private struct WeakBox<Object: AnyObject> {
    weak var object: Object?
    init(_ object: Object) { self.object = object }
}

/// What a completion block saw, kept outside the block so the test can read it afterwards.
@MainActor
private final class CompletionLog {
    var finished: [Bool] = []
}

/// A target for actions that counts them.
@MainActor
private final class ActionTarget: NSObject, UIGestureRecognizerDelegate, UIScrollViewDelegate, UINavigationBarDelegate {
    var count = 0
    func fire() { count += 1 }
}

@MainActor
@Suite("Memory: reuse, navigation and weak references", .headless)
struct LeakTests {
    @Test func aThousandReuseCyclesMakeNoNewCellsAndLeaveNoneBehind() {
        var cells: [WeakBox<UITableViewCell>] = []
        weak var weakTable: UITableView?
        weak var weakSource: WeaklyCountingSource?
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            window.makeKeyAndVisible()
            let table = UITableView(frame: window.bounds, style: .plain)
            let source = WeaklyCountingSource(rowCount: 200)
            table.dataSource = source
            table.delegate = source
            window.addSubview(table)
            table.layoutIfNeeded()
            // Each cycle sends every visible cell to the pool and takes it back for other rows.
            for cycle in 0..<1_000 {
                table.contentOffset = CGPoint(x: 0, y: CGFloat(cycle % 2 == 0 ? 44 * 100 : 0) + CGFloat(cycle % 7) * 3)
                table.layoutIfNeeded()
                if cycle % 100 == 99 { table.reloadData() }
            }
            // 11 rows fill the screen at offset 0 and 12 at the far offsets: at least 12 cells are
            // needed, and reuse means hardly more.
            #expect((12...13).contains(source.madeCells.count), "cells made: \(source.madeCells.count)")
            table.layoutIfNeeded() // the last cycle reloaded: bring the first screenful back
            #expect(table.visibleCells.count >= 11)
            #expect(table.visibleCells.count + table.numberOfReusableCells(withIdentifier: "Cell") == source.madeCells.count)
            cells = source.madeCells
            weakTable = table
            weakSource = source
            table.removeFromSuperview()
        }
        #expect(weakTable == nil)
        #expect(weakSource == nil)
        #expect(cells.allSatisfy { $0.object == nil })
    }

    @Test func aThousandPushAndPopCyclesFreeEveryPushedController() {
        var pushed: [WeakBox<UIViewController>] = []
        var views: [WeakBox<UIView>] = []
        var items: [WeakBox<UIBarButtonItem>] = []
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        // Mostly without animation (each animated frame lays the bar out again, which is slow in a
        // debug build); every 25th cycle animated, half of those popping before the push's slide
        // has ended (which finishes it at once).
        for cycle in 0..<1_000 {
            let animated = cycle % 25 == 0
            let interrupted = cycle % 50 == 25
            do {
                let controller = UIViewController()
                controller.title = "Detail \(cycle)"
                let item = UIBarButtonItem(title: "Edit", style: .plain, target: controller, action: UIViewController.loadViewIfNeeded)
                controller.navigationItem.rightBarButtonItem = item
                items.append(WeakBox(item))
                pushed.append(WeakBox(controller))
                views.append(WeakBox(controller.view))
                navigation.pushViewController(controller, animated: animated)
            }
            if animated, !interrupted { Headless.advance(by: 0.5) }
            navigation.popViewController(animated: animated)
            if animated { Headless.advance(by: 0.5) }
        }
        Headless.runUntilIdle()
        #expect(navigation.viewControllers.count == 1 && navigation.topViewController === root)
        #expect(navigation.navigationBar.items?.count == 1)
        #expect(pushed.allSatisfy { $0.object == nil }, "\(pushed.filter { $0.object != nil }.count) controllers left")
        #expect(views.allSatisfy { $0.object == nil }, "\(views.filter { $0.object != nil }.count) views left")
        #expect(items.count == 1_000)
        #expect(items.allSatisfy { $0.object == nil }, "\(items.filter { $0.object != nil }.count) bar button items left")
        withExtendedLifetime(window) {}
    }

    @Test func delegatesDataSourcesAndTargetsAreHeldWeakly() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let button = UIButton(type: .custom)
        let tap = UITapGestureRecognizer()
        let bar = UINavigationBar()
        weak var weakTarget: ActionTarget?
        weak var weakSource: WeaklyCountingSource?
        let liveTarget = ActionTarget()
        do {
            let target = ActionTarget()
            let source = WeaklyCountingSource(rowCount: 3)
            table.dataSource = source
            table.delegate = source
            scrollView.delegate = target
            button.addTarget(target, action: ActionTarget.fire, for: .touchUpInside)
            button.addTarget(liveTarget, action: ActionTarget.fire, for: .touchUpInside)
            tap.addTarget(target, action: ActionTarget.fire)
            tap.delegate = target
            bar.delegate = target
            weakTarget = target
            weakSource = source
        }
        #expect(weakTarget == nil)
        #expect(weakSource == nil)
        #expect(table.dataSource == nil && table.delegate == nil)
        #expect(scrollView.delegate == nil)
        #expect(tap.delegate == nil)
        #expect(bar.delegate == nil)
        // A registration whose target is gone does nothing when it fires; the live one still gets
        // its action (so the event really was sent).
        button.sendActions(for: .touchUpInside)
        #expect(liveTarget.count == 1)
        table.layoutIfNeeded()
        #expect(table.visibleCells.isEmpty)
    }

    @Test func aViewControllerAndItsViewAreFreedTogetherAndTheViewDoesNotKeepItsController() {
        weak var weakController: UIViewController?
        weak var weakView: UIView?
        var survivingView: UIView?
        do {
            let controller = UITableViewController(style: .plain)
            controller.loadViewIfNeeded()
            weakController = controller
            weakView = controller.view
        }
        #expect(weakController == nil)
        #expect(weakView == nil)
        do {
            let controller = UIViewController()
            survivingView = controller.view
            weakController = controller
        }
        #expect(weakController == nil)
        #expect(survivingView?.next == nil)
    }

    @Test func finishedAnimationsAndScrollsLetGoOfTheirViewsAndCompletions() {
        weak var weakView: UIView?
        weak var weakCaptured: ActionTarget?
        weak var weakScrollView: UIScrollView?
        let log = CompletionLog()
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            window.makeKeyAndVisible()
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            scrollView.contentSize = CGSize(width: 100, height: 1_000)
            window.addSubview(view)
            window.addSubview(scrollView)
            let captured = ActionTarget()
            UIView.animate(withDuration: 1, animations: { view.center = CGPoint(x: 100, y: 100) },
                           completion: { finished in
                               captured.fire()
                               log.finished.append(finished)
                           })
            scrollView.setContentOffset(CGPoint(x: 0, y: 500), animated: true)
            view.removeFromSuperview()
            scrollView.removeFromSuperview()
            weakView = view
            weakCaptured = captured
            weakScrollView = scrollView
            withExtendedLifetime(window) {}
        }
        #expect(log.finished.isEmpty)
        Headless.runUntilIdle()
        #expect(log.finished == [false])          // the view left its window mid-animation
        #expect(weakView == nil)
        #expect(weakCaptured == nil)
        #expect(weakScrollView == nil)
    }
}
