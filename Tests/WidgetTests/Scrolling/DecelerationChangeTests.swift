// DecelerationChangeTests.swift: a deceleration under changes: content that shrinks or grows, an
// inset that changes, an app that sets the content offset, a reset of the runtime, a scroll view
// that leaves its window, and the programmatic scrolls and settings that stop it without
// scrollViewDidEndDecelerating.
import Foundation
import Testing
@_spi(Testing) import ViewWidgets
import HeadlessTesting

/// Items of 100 × 100 points.
@MainActor
private final class Items: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 600 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
    }
}

/// Rows of 44 points.
@MainActor
private final class Rows: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 500 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: .default, reuseIdentifier: "row")
    }
}

@MainActor
@Suite("A deceleration under changes", .headless)
struct DecelerationChangeTests {
    /// A flicked scroll view 0.2 s after the lift, with its recorder.
    private func flicked(content: CGSize, after delay: TimeInterval = 0.2) -> (UIWindow, UIScrollView, FlickRecorder) {
        let window = FlickScene.window()
        let scrollView = FlickScene.scrollView(in: window, content: content)
        let recorder = FlickRecorder()
        scrollView.delegate = recorder
        FlickScene.flickUp(window)
        Headless.advance(by: delay)
        return (window, scrollView, recorder)
    }

    @Test func contentThatShrinksMakesTheFlickSpringBackAtTheNewEdge() {
        let (window, scrollView, recorder) = flicked(content: CGSize(width: 320, height: 20_000))
        let changed = scrollView.contentOffset.y
        #expect(changed > 200)
        scrollView.contentSize.height = 600          // the bottom edge is now at 120
        let scrolled = recorder.offsets.count
        Headless.advance(by: 1)
        let after = recorder.offsets.dropFirst(scrolled).map(\.y)
        #expect(after.first.map { $0 < changed && $0 > 120 } == true)
        #expect(zip(after, after.dropFirst()).allSatisfy { $1 <= $0 })
        #expect(scrollView.contentOffset.y == 120)
        #expect(recorder.events.filter { $0 == "didEndDecelerating" }.count == 1)
        #expect(recorder.events.last == "didEndDecelerating")
        withExtendedLifetime(window) {}
    }

    @Test func contentThatGrowsLetsTheFlickGoOn() {
        let (window, scrollView, recorder) = flicked(content: CGSize(width: 320, height: 800), after: 0.1)
        scrollView.bounces = false
        #expect(recorder.proposedTargets == [CGPoint(x: 0, y: 320)])   // it would have stopped at 320
        scrollView.contentSize.height = 20_000
        Headless.advance(by: 5)
        let free = FlickScene.projection(from: 120, velocity: recorder.velocities.first?.y ?? 0)
        #expect(abs(scrollView.contentOffset.y - free) < 0.5)
        #expect(recorder.events.filter { $0 == "didEndDecelerating" }.count == 1)
        withExtendedLifetime(window) {}
    }

    @Test func anInsetThatChangesMovesTheEdgeTheFlickStopsAt() {
        let (window, scrollView, recorder) = flicked(content: CGSize(width: 320, height: 800), after: 0.1)
        scrollView.bounces = false
        scrollView.contentInset.bottom = 100          // the bottom edge is now at 420
        Headless.advance(by: 5)
        #expect(scrollView.contentOffset.y == 420)
        #expect(recorder.offsets.allSatisfy { $0.y <= 420 })
        #expect(recorder.events.last == "didEndDecelerating")
        withExtendedLifetime(window) {}
    }

    @Test func endRefreshingMidFlickMovesTheTopEdgeTheFlickStopsAt() {
        let window = FlickScene.window()
        let scrollView = FlickScene.scrollView(in: window, content: CGSize(width: 320, height: 20_000))
        let control = UIRefreshControl()
        scrollView.refreshControl = control
        window.drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 400))
        Headless.advance(by: 0.35)
        #expect(control.isRefreshing)
        #expect(scrollView.contentOffset.y == -60)                // the spinner shows
        scrollView.contentOffset.y = 300
        // A flick down, toward the top: it would rest on the spinner, at -60.
        let recorder = FlickRecorder()
        scrollView.delegate = recorder
        window.drag(from: CGPoint(x: 160, y: 180), to: CGPoint(x: 160, y: 300))
        #expect(recorder.proposedTargets == [CGPoint(x: 0, y: -60)])
        Headless.advance(by: 0.1)
        #expect(scrollView.contentOffset.y > 0)
        control.endRefreshing()                                    // the top edge is 0 again
        Headless.advance(by: 5)
        #expect(scrollView.contentOffset.y == 0)
        #expect((recorder.offsets.map(\.y).min() ?? 0) >= -48)    // at most the overshoot past 0
        #expect(recorder.events.last == "didEndDecelerating")
    }

    @Test func anOffsetTheAppSetsIsKeptAndTheFlickGoesOnFromThere() {
        let (window, scrollView, recorder) = flicked(content: CGSize(width: 320, height: 20_000))
        let before = scrollView.contentOffset.y
        scrollView.contentOffset.y = 1_000
        #expect(scrollView.isDecelerating)
        Headless.advance(by: 1.0 / 60)
        #expect(scrollView.contentOffset.y > 1_000 && scrollView.contentOffset.y < 1_010)
        Headless.advance(by: 5)
        // The rest of the flick's way, from where the app put the content.
        let free = FlickScene.projection(from: 120, velocity: recorder.velocities.first?.y ?? 0)
        #expect(abs(scrollView.contentOffset.y - (free + 1_000 - before)) < 0.5)
        #expect(recorder.events.filter { $0 == "didEndDecelerating" }.count == 1)
        withExtendedLifetime(window) {}
    }

    @Test func aResetDropsTheDeceleration() {
        let (window, scrollView, recorder) = flicked(content: CGSize(width: 320, height: 20_000))
        #expect(scrollView.isDecelerating)
        Headless.reset()
        #expect(!scrollView.isDecelerating)
        #expect(!scrollView.isScrollAnimating)
        // Touches reach the content again.
        window.makeKeyAndVisible()
        var presses = 0
        let button = UIButton(frame: CGRect(x: 0, y: scrollView.contentOffset.y, width: 320, height: 480))
        button.addAction(UIAction { _ in presses += 1 }, for: .touchUpInside)
        scrollView.addSubview(button)
        window.tap(at: CGPoint(x: 160, y: 240))
        #expect(presses == 1)
        #expect(!recorder.events.contains("didEndDecelerating"))
    }

    @Test func leavingTheWindowStopsTheDecelerationSilently() {
        let (window, scrollView, recorder) = flicked(content: CGSize(width: 320, height: 20_000))
        let stopped = scrollView.contentOffset
        scrollView.removeFromSuperview()
        #expect(!scrollView.isDecelerating)
        Headless.advance(by: 2)
        #expect(scrollView.contentOffset == stopped)
        #expect(!recorder.events.contains("didEndDecelerating"))
        window.addSubview(scrollView)
        Headless.advance(by: 1)
        #expect(scrollView.contentOffset == stopped)
    }

    @Test(arguments: ["setContentOffset", "scrollRectToVisible", "zoomScale", "isScrollEnabled"])
    func aProgrammaticChangeStopsTheDecelerationSilently(change: String) {
        let (window, scrollView, recorder) = flicked(content: CGSize(width: 320, height: 20_000))
        let zoomed = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 20_000))
        scrollView.addSubview(zoomed)
        recorder.zoomedView = zoomed
        scrollView.maximumZoomScale = 2
        #expect(scrollView.isDecelerating)
        let before = recorder.events.count
        switch change {
        case "setContentOffset": scrollView.setContentOffset(scrollView.contentOffset, animated: false)
        case "scrollRectToVisible": scrollView.scrollRectToVisible(CGRect(x: 0, y: scrollView.contentOffset.y + 10, width: 10, height: 10), animated: true)
        case "zoomScale": scrollView.zoomScale = 1
        default: scrollView.isScrollEnabled = false
        }
        #expect(!scrollView.isDecelerating)
        let stopped = scrollView.contentOffset
        Headless.advance(by: 2)
        #expect(scrollView.contentOffset == stopped)
        #expect(recorder.events(after: before).isEmpty)
        withExtendedLifetime(window) {}
    }

    @Test func anAnimatedScrollReplacesTheDecelerationAndEndsAsAnAnimation() {
        let (window, scrollView, recorder) = flicked(content: CGSize(width: 320, height: 20_000))
        let before = recorder.events.count
        scrollView.setContentOffset(CGPoint(x: 0, y: 2_000), animated: true)
        #expect(!scrollView.isDecelerating)
        Headless.advance(by: 1)
        #expect(scrollView.contentOffset.y == 2_000)
        #expect(recorder.events(after: before) == ["didEndScrollingAnimation"])
        withExtendedLifetime(window) {}
    }

    @Test func scrollingToARowOnScreenStopsTheTable() {
        let window = FlickScene.window()
        let source = Rows()
        let table = UITableView(frame: window.bounds, style: .plain)
        table.dataSource = source
        window.addSubview(table)
        table.layoutIfNeeded()
        FlickScene.flickUp(window)
        Headless.advance(by: 0.2)
        table.layoutIfNeeded()
        guard let row = table.indexPathsForVisibleRows?.dropFirst().first else {
            Issue.record("no rows on screen")
            return
        }
        #expect(table.isDecelerating)
        table.scrollToRow(at: row, at: .none, animated: true)
        #expect(!table.isDecelerating)
        let stopped = table.contentOffset
        Headless.advance(by: 1)
        #expect(table.contentOffset == stopped)
    }

    @Test func scrollingToAnItemOnScreenStopsTheCollectionView() {
        let window = FlickScene.window()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let grid = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        let source = Items()
        grid.dataSource = source
        window.addSubview(grid)
        grid.layoutIfNeeded()
        FlickScene.flickUp(window)
        Headless.advance(by: 0.2)
        grid.layoutIfNeeded()
        #expect(grid.isDecelerating)
        guard let item = grid.indexPathsForVisibleItems.sorted().dropFirst(6).first else {
            Issue.record("no items on screen")
            return
        }
        grid.scrollToItem(at: item, at: [], animated: true)        // on screen: no move
        #expect(!grid.isDecelerating)
        let stopped = grid.contentOffset
        Headless.advance(by: 1)
        #expect(grid.contentOffset == stopped)
    }
}
