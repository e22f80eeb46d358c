// DecelerationTests.swift: the content's inertia after a flick, as UIKit documents it: the
// resting place proposed to scrollViewWillEndDragging and shaped by decelerationRate, the
// decelerating calls, a finger that stops it, edges, paging, a table, and velocities out of range.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// Ten rows of 44 points a screen, as many rows as asked.
@MainActor
private final class ManyRows: NSObject, UITableViewDataSource {
    let count: Int
    var made = 0
    init(count: Int) { self.count = count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        made += 1
        return tableView.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: .default, reuseIdentifier: "row")
    }
}

@MainActor
@Suite("Deceleration after a flick", .headless)
struct DecelerationTests {
    private func window() -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        return window
    }

    private func scrollView(in window: UIWindow, content: CGSize) -> UIScrollView {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.contentSize = content
        window.addSubview(scrollView)
        return scrollView
    }

    /// Where this package's model rests (Docs/Differences.md): the speed v (pt/ms) decays as v·rᵗ,
    /// as UIKit documents the rate, until it falls under 0.02 pt/ms (this package's choice), so the
    /// content travels v·(1 − 0.02/|v|)/(−ln r).
    private func projection(from offset: CGFloat, velocity: CGFloat, rate: CGFloat) -> CGFloat {
        offset + velocity * (1 - 0.02 / abs(velocity)) / -log(rate)
    }

    /// Flicks the content up by 120 points in 10 frames (0.72 pt/ms) with `rate`; returns the
    /// proposed target and the resting offset.
    private func flick(rate: UIScrollView.DecelerationRate) -> (proposed: CGFloat, velocity: CGFloat, rest: CGFloat) {
        let window = window()
        let scrollView = scrollView(in: window, content: CGSize(width: 320, height: 20_000))
        scrollView.decelerationRate = rate
        let recorder = FlickRecorder()
        scrollView.delegate = recorder
        window.drag(from: CGPoint(x: 160, y: 300), to: CGPoint(x: 160, y: 180))
        #expect(scrollView.contentOffset.y == 120)
        Headless.advance(by: 5)
        return (recorder.proposedTargets.first?.y ?? .nan, recorder.velocities.first?.y ?? .nan, scrollView.contentOffset.y)
    }

    @Test func theRateShapesWhereTheContentRests() {
        let normal = flick(rate: .normal)
        let fast = flick(rate: .fast)
        let custom = flick(rate: UIScrollView.DecelerationRate(rawValue: 0.95))
        #expect(abs(normal.velocity - 0.72) < 0.01)
        #expect(abs(normal.proposed - projection(from: 120, velocity: normal.velocity, rate: 0.998)) < 0.01)
        #expect(abs(fast.proposed - projection(from: 120, velocity: fast.velocity, rate: 0.99)) < 0.01)
        #expect(abs(custom.proposed - projection(from: 120, velocity: custom.velocity, rate: 0.95)) < 0.01)
        // About 350, 70 and 14 points further on: the faster the rate, the nearer the content rests.
        #expect(normal.proposed > 460 && normal.proposed < 480)
        #expect(fast.proposed > 180 && fast.proposed < 200)
        #expect(custom.proposed > 130 && custom.proposed < 140)
        #expect(normal.rest == normal.proposed)
        #expect(fast.rest == fast.proposed)
        #expect(custom.rest == custom.proposed)
    }

    @Test func theDelegateHearsTheCallsInUIKitsOrderAndTheContentSlowsFrameByFrame() {
        let window = window()
        let scrollView = scrollView(in: window, content: CGSize(width: 320, height: 20_000))
        let recorder = FlickRecorder()
        scrollView.delegate = recorder
        window.drag(from: CGPoint(x: 160, y: 300), to: CGPoint(x: 160, y: 180))
        #expect(recorder.events == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)",
                                    "willBeginDecelerating"])
        #expect(scrollView.isDecelerating)
        #expect(!scrollView.isDragging)
        let velocity = recorder.velocities.first?.y ?? 0
        let decay = -log(CGFloat(0.998))
        // Half a second (30 frames) after the lift: v·(1 − e^(−500k))/k further on.
        let scrolledBefore = recorder.offsets.count
        Headless.advance(by: 0.505)   // 30 frames
        let expected = 120 + velocity * (1 - exp(-decay * 500)) / decay
        #expect(abs(scrollView.contentOffset.y - expected) < 0.5)
        #expect(recorder.offsets.count - scrolledBefore == 30)
        // Each frame moves less than the one before.
        let steps = zip(recorder.offsets.dropFirst(scrolledBefore), recorder.offsets.dropFirst(scrolledBefore + 1))
            .map { $1.y - $0.y }
        #expect(zip(steps, steps.dropFirst()).allSatisfy { $1 < $0 && $1 > 0 })
        #expect(recorder.decelerating.dropFirst(scrolledBefore).allSatisfy { $0 })
        Headless.advance(by: 5)
        #expect(!scrollView.isDecelerating)
        #expect(recorder.events.suffix(2) == ["didScroll", "didEndDecelerating"])
        #expect(scrollView.contentOffset.y == recorder.proposedTargets.first?.y)
    }

    @Test func aTargetTheDelegateWritesIsWhereTheContentRests() {
        let window = window()
        let scrollView = scrollView(in: window, content: CGSize(width: 320, height: 20_000))
        let recorder = FlickRecorder()
        recorder.target = CGPoint(x: 0, y: 440)   // a row boundary, nearer than the projection
        scrollView.delegate = recorder
        window.drag(from: CGPoint(x: 160, y: 300), to: CGPoint(x: 160, y: 180))
        #expect(recorder.events.suffix(2) == ["didEndDragging(true)", "willBeginDecelerating"])
        Headless.advance(by: 0.5)
        #expect(scrollView.isDecelerating)
        #expect(scrollView.contentOffset.y > 120 && scrollView.contentOffset.y < 440)
        Headless.advance(by: 5)
        #expect(scrollView.contentOffset.y == 440)
        #expect(recorder.offsets.allSatisfy { $0.y <= 440 })
        #expect(recorder.events.last == "didEndDecelerating")
    }

    @Test func aFingerHeldStillBeforeLiftingLeavesTheContentWhereItIs() {
        let window = window()
        let scrollView = scrollView(in: window, content: CGSize(width: 320, height: 20_000))
        let recorder = FlickRecorder()
        scrollView.delegate = recorder
        window.drag(from: CGPoint(x: 160, y: 300), to: CGPoint(x: 160, y: 180), holdBeforeLifting: 0.2)
        #expect(recorder.velocities == [.zero])
        #expect(recorder.proposedTargets == [CGPoint(x: 0, y: 120)])
        #expect(recorder.events.suffix(2) == ["willEndDragging", "didEndDragging(false)"])
        #expect(!scrollView.isDecelerating)
    }

    @Test func aTouchStopsTheContentAndPressesNothing() {
        let window = window()
        let scrollView = scrollView(in: window, content: CGSize(width: 320, height: 20_000))
        var presses = 0
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 320, height: 20_000))
        button.addAction(UIAction { _ in presses += 1 }, for: .touchUpInside)
        scrollView.addSubview(button)
        let recorder = FlickRecorder()
        scrollView.delegate = recorder
        window.drag(from: CGPoint(x: 160, y: 300), to: CGPoint(x: 160, y: 180))
        Headless.advance(by: 0.3)
        let stopped = scrollView.contentOffset
        #expect(stopped.y > 120)
        window.tap(at: CGPoint(x: 160, y: 240))
        #expect(!scrollView.isDecelerating)
        #expect(presses == 0)
        // The catch is a drag that did not move (DecelerationCatchTests.swift).
        #expect(recorder.events.suffix(4) == ["didEndDecelerating", "willBeginDragging", "willEndDragging", "didEndDragging(false)"])
        Headless.advance(by: 2)
        #expect(scrollView.contentOffset == stopped)
        #expect(recorder.events.filter { $0 == "didEndDecelerating" }.count == 1)
        // At rest, a tap reaches the button.
        window.tap(at: CGPoint(x: 160, y: 240))
        #expect(presses == 1)
    }

    @Test func aTouchThatStopsTheContentAndDragsBeginsANewDrag() {
        let window = window()
        let scrollView = scrollView(in: window, content: CGSize(width: 320, height: 20_000))
        let recorder = FlickRecorder()
        scrollView.delegate = recorder
        window.drag(from: CGPoint(x: 160, y: 300), to: CGPoint(x: 160, y: 180))
        Headless.advance(by: 0.3)
        let stopped = scrollView.contentOffset.y
        recorder.events.removeAll()
        window.drag(from: CGPoint(x: 160, y: 300), to: CGPoint(x: 160, y: 250), holdBeforeLifting: 0.2)
        #expect(recorder.events.prefix(3) == ["didEndDecelerating", "willBeginDragging", "didScroll"])
        #expect(scrollView.contentOffset.y == stopped + 50)
        #expect(!scrollView.isDecelerating)
    }

    @Test func withoutBouncesAFlickStopsAtTheEdge() {
        let window = window()
        let scrollView = scrollView(in: window, content: CGSize(width: 320, height: 800))
        scrollView.bounces = false
        let recorder = FlickRecorder()
        scrollView.delegate = recorder
        window.drag(from: CGPoint(x: 160, y: 300), to: CGPoint(x: 160, y: 180))
        #expect(recorder.proposedTargets == [CGPoint(x: 0, y: 320)])
        Headless.advance(by: 5)
        #expect(scrollView.contentOffset.y == 320)
        #expect(recorder.offsets.allSatisfy { $0.y <= 320 })
        #expect(recorder.events.last == "didEndDecelerating")
    }

    @Test func withBouncesAFlickOvershootsTheEdgeALittleAndSpringsBack() {
        let window = window()
        let scrollView = scrollView(in: window, content: CGSize(width: 320, height: 800))
        let recorder = FlickRecorder()
        scrollView.delegate = recorder
        window.drag(from: CGPoint(x: 160, y: 300), to: CGPoint(x: 160, y: 180))
        #expect(recorder.proposedTargets == [CGPoint(x: 0, y: 320)])
        Headless.advance(by: 5)
        let furthest = recorder.offsets.map(\.y).max() ?? 0
        #expect(furthest > 320)
        #expect(furthest <= 320 + 48)   // at most a tenth of the view's height
        #expect(scrollView.contentOffset.y == 320)
        #expect(recorder.events.last == "didEndDecelerating")
    }

    @Test func aPagingFlickTurnsOnePageThoughItDraggedLessThanHalf() {
        let window = window()
        let scrollView = scrollView(in: window, content: CGSize(width: 1_280, height: 480))
        scrollView.isPagingEnabled = true
        let recorder = FlickRecorder()
        scrollView.delegate = recorder
        window.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 100, y: 200))
        #expect(recorder.proposedTargets == [CGPoint(x: 320, y: 0)])
        Headless.advance(by: 0.35)
        #expect(scrollView.contentOffset.x == 320)
        // The same distance with the finger held still first: back to the page it was on.
        window.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 100, y: 200), holdBeforeLifting: 0.2)
        #expect(recorder.proposedTargets.last == CGPoint(x: 320, y: 0))
        Headless.advance(by: 0.35)
        #expect(scrollView.contentOffset.x == 320)
        // From the third page, a flick back turns back one page only (to the second, not the first).
        scrollView.setContentOffset(CGPoint(x: 640, y: 0), animated: false)
        window.drag(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 300, y: 200))
        #expect(recorder.velocities.last.map { $0.x < -1 } == true)     // fast enough to carry further
        #expect(recorder.proposedTargets.last == CGPoint(x: 320, y: 0))
        Headless.advance(by: 0.35)
        #expect(scrollView.contentOffset.x == 320)
    }

    @Test func aFlickedTableMakesOnlyTheRowsOnScreenAtRest() {
        let window = window()
        let source = ManyRows(count: 1_000)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.dataSource = source
        window.addSubview(table)
        table.layoutIfNeeded()
        window.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100), steps: 5)
        Headless.advance(by: 5)
        table.layoutIfNeeded()
        #expect(!table.isDecelerating)
        #expect(table.contentOffset.y > 1_000)
        let top = Int(clampingFloat: (table.contentOffset.y / 44).rounded(.down))
        let bottom = Int(clampingFloat: ((table.contentOffset.y + 480) / 44).rounded(.up)) - 1
        #expect(table.indexPathsForVisibleRows?.map(\.row) == Array(top...bottom))
        #expect(table.visibleCells.count <= 12)
        #expect(table.subviews.compactMap { $0 as? UITableViewCell }.filter { !$0.isHidden }.count <= 12)
    }

    @Test func aHugeVelocityOrAnOddRateStillComesToRest() {
        let window = window()
        let scrollView = scrollView(in: window, content: CGSize(width: 320, height: 1e9))
        scrollView.decelerationRate = UIScrollView.DecelerationRate(rawValue: 1)
        let recorder = FlickRecorder()
        scrollView.delegate = recorder
        window.drag(from: CGPoint(x: 160, y: 470), to: CGPoint(x: 160, y: 10), steps: 1)
        let proposed = recorder.proposedTargets.first?.y ?? .nan
        #expect(proposed.isFinite && proposed > 10_000)
        Headless.advance(by: 120)
        #expect(!scrollView.isDecelerating)
        #expect(scrollView.contentOffset.y == proposed)

        for rate: CGFloat in [0, -1, .nan] {
            scrollView.decelerationRate = UIScrollView.DecelerationRate(rawValue: rate)
            recorder.events.removeAll()
            let before = scrollView.contentOffset.y
            window.drag(from: CGPoint(x: 160, y: 300), to: CGPoint(x: 160, y: 180))
            #expect(recorder.events.last == "didEndDragging(false)")
            #expect(scrollView.contentOffset.y == before + 120)
        }
    }

    /// Docs/Touches.md shows this code.
    @Test func holdingTheFingerBeforeLiftingAvoidsInertia() {
        let window = window()
        let scrollView = scrollView(in: window, content: CGSize(width: 320, height: 20_000))
        // snippet: drag-hold-before-lifting
        window.drag(from: CGPoint(x: 160, y: 300), to: CGPoint(x: 160, y: 180), holdBeforeLifting: 0.2)
        #expect(scrollView.contentOffset.y == 120)     // no speed left: no deceleration
        window.drag(from: CGPoint(x: 160, y: 300), to: CGPoint(x: 160, y: 180))
        #expect(scrollView.contentOffset.y == 240)     // the finger lifted moving...
        Headless.advance(by: 5)
        #expect(scrollView.contentOffset.y > 500)      // ...and the content flew on
        // end snippet
    }
}
