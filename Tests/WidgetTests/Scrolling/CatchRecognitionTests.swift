// CatchRecognitionTests.swift: a finger that catches a flick leaves the other recognizers of the
// touch working: swipe actions, the interactive pop and an outer scroll view still take the next
// touches; an edge swipe over a decelerating list pops it; a catch whose pan is refused still
// settles the content when the finger lifts.
import Foundation
import Testing
import HeadlessTesting
@_spi(Testing) import ViewWidgets

/// Sixty rows, so a table can be flicked.
@MainActor
private final class ManyRows: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 60 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}

/// A scroll view whose pan an app refuses while `refusesPan` is set.
@MainActor
private final class RefusingScrollView: UIScrollView {
    var refusesPan = false
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if refusesPan, gestureRecognizer === panGestureRecognizer { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}

@MainActor
@Suite("Recognizers around a caught flick", .headless)
struct CatchRecognitionTests {
    /// Flicks `window`'s content up and lets it move for 0.2 s.
    private func flick(_ window: UIWindow, at x: CGFloat = 160) {
        window.drag(from: CGPoint(x: x, y: 400), to: CGPoint(x: x, y: 250))
        Headless.advance(by: 0.2)
    }

    @Test func aSwipeToDeleteWorksAfterACatch() {
        let (window, table, source) = makeToDoTable((0..<60).map { "Item \($0)" })
        defer { withExtendedLifetime(source) {} }
        flick(window)
        #expect(table.isDecelerating)
        window.tap(at: CGPoint(x: 160, y: 240))
        #expect(!table.isDecelerating)
        #expect(table.indexPathForSelectedRow == nil)      // the catching tap selects nothing
        window.swipeLeft(atY: 200, by: 100)
        #expect(table.visibleCells.contains { !swipeButtons(in: $0).isEmpty })
    }

    @Test func anEdgeSwipePopsAfterACatch() {
        let root = UIViewController(), list = UITableViewController(style: .plain)
        let rows = ManyRows()
        let (navigation, window) = makeShownNavigationController(root: root)
        defer { withExtendedLifetime((window, rows)) {} }
        list.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        list.tableView.dataSource = rows
        navigation.pushViewController(list, animated: false)
        list.tableView.layoutIfNeeded()
        flick(window)
        #expect(list.tableView.isDecelerating)
        window.tap(at: CGPoint(x: 160, y: 240))
        Headless.advance(by: 0.5)
        let touch = window.beginTouch(at: CGPoint(x: 1, y: 240))
        move(touch, in: window, through: [41, 101, 201, 281])
        window.endTouch(touch)
        Headless.runUntilIdle()
        #expect(navigation.viewControllers == [root])
    }

    @Test func anEdgeSwipeOverADeceleratingListPopsIt() {
        let root = UIViewController(), list = UITableViewController(style: .plain)
        let rows = ManyRows()
        let (navigation, window) = makeShownNavigationController(root: root)
        defer { withExtendedLifetime((window, rows)) {} }
        list.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        list.tableView.dataSource = rows
        navigation.pushViewController(list, animated: false)
        list.tableView.layoutIfNeeded()
        flick(window)
        #expect(list.tableView.isDecelerating)
        let touch = window.beginTouch(at: CGPoint(x: 1, y: 240))
        // The touch stops the list where it is.
        #expect(!list.tableView.isDecelerating)
        let caught = list.tableView.contentOffset
        move(touch, in: window, through: [41, 101])
        #expect(navigation.viewControllers == [root])     // the pop began
        #expect(list.tableView.contentOffset == caught)   // and the list did not scroll
        move(touch, in: window, through: [201, 281])
        window.endTouch(touch)
        Headless.runUntilIdle()
        #expect(navigation.viewControllers == [root])
        #expect(list.parent == nil)
    }

    @Test func anOuterScrollViewDragsAfterTheInnerOneWasCaught() {
        let window = FlickScene.window()
        let outer = FlickScene.scrollView(in: window, content: CGSize(width: 320, height: 2_000))
        let inner = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        inner.contentSize = CGSize(width: 2_000, height: 200)
        outer.addSubview(inner)
        window.drag(from: CGPoint(x: 300, y: 100), to: CGPoint(x: 150, y: 100))
        Headless.advance(by: 0.1)
        #expect(inner.isDecelerating)
        window.tap(at: CGPoint(x: 160, y: 100))
        #expect(!inner.isDecelerating)
        // A drag below the inner scroll view moves the outer one.
        window.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 300), holdBeforeLifting: 0.2)
        #expect(outer.contentOffset.y == 100)
    }

    @Test func aCatchWhosePanIsRefusedSpringsBackWhenTheFingerLifts() {
        let window = FlickScene.window()
        let scrollView = RefusingScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.contentSize = CGSize(width: 320, height: 800)
        window.addSubview(scrollView)
        let recorder = FlickRecorder()
        scrollView.delegate = recorder
        FlickScene.flickUp(window)
        var frames = 0
        while scrollView.contentOffset.y <= 325, frames < 60 {
            Headless.advance(by: 1.0 / 60)
            frames += 1
        }
        let caught = scrollView.contentOffset
        #expect(caught.y > 325)
        scrollView.refusesPan = true
        let before = recorder.events.count
        let finger = window.beginTouch(at: CGPoint(x: 160, y: 240))
        #expect(!scrollView.isDecelerating && !scrollView.isDragging)
        Headless.advance(by: 0.2)
        #expect(scrollView.contentOffset == caught)      // held under the finger
        window.endTouch(finger)
        #expect(scrollView.isDecelerating)
        Headless.advance(by: 0.15)
        #expect(scrollView.contentOffset.y > 320 && scrollView.contentOffset.y < caught.y)
        Headless.advance(by: 0.3)
        #expect(scrollView.contentOffset.y == 320)
        #expect(!scrollView.isDecelerating)
        // No drag began: the content decelerates back without drag callbacks.
        #expect(recorder.events(after: before) == ["didEndDecelerating", "willBeginDecelerating", "didEndDecelerating"])
    }

    @Test func aRefusedCatchOfAPageSettlesOnTheNearestPage() {
        let window = FlickScene.window()
        let scrollView = RefusingScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.contentSize = CGSize(width: 1_280, height: 480)
        scrollView.isPagingEnabled = true
        window.addSubview(scrollView)
        window.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 100, y: 200))
        Headless.advance(by: 0.1)
        let caught = scrollView.contentOffset.x
        #expect(caught > 100 && caught < 160)
        scrollView.refusesPan = true
        window.tap(at: CGPoint(x: 160, y: 240))
        Headless.advance(by: 0.5)
        #expect(scrollView.contentOffset.x == 0)
        #expect(!scrollView.isDecelerating)
    }

    @Test func aScrollViewThatCannotScrollDoesNotTrack() {
        let window = FlickScene.window()
        let scrollView = FlickScene.scrollView(in: window, content: CGSize(width: 320, height: 2_000))
        scrollView.isScrollEnabled = false
        let finger = window.beginTouch(at: CGPoint(x: 160, y: 240))
        #expect(!scrollView.isTracking)
        window.endTouch(finger)
        scrollView.isScrollEnabled = true
        let next = window.beginTouch(at: CGPoint(x: 160, y: 240))
        #expect(scrollView.isTracking)
        window.endTouch(next)
        #expect(!scrollView.isTracking)
    }

    @Test func thePanMovedToAnotherViewStillScrollsItsScrollView() {
        let window = FlickScene.window()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        scrollView.contentSize = CGSize(width: 320, height: 2_000)
        let area = UIView(frame: CGRect(x: 0, y: 240, width: 320, height: 240))
        window.addSubview(scrollView)
        window.addSubview(area)
        area.addGestureRecognizer(scrollView.panGestureRecognizer)
        let finger = window.beginTouch(at: CGPoint(x: 160, y: 400))
        #expect(scrollView.isTracking)
        for step in 1...5 {
            Headless.advance(by: 1.0 / 60)
            window.moveTouch(finger, to: CGPoint(x: 160, y: 400 - CGFloat(step) * 20))
        }
        #expect(scrollView.isDragging && scrollView.contentOffset.y == 100)
        Headless.advance(by: 0.2)
        window.endTouch(finger)
        #expect(!scrollView.isTracking && !scrollView.isDragging)
    }
}
