// ContentTouchTests.swift: how a scroll view shares a touch with its content, as Apple documents
// it: the touch-down held back until the scroll view knows the touch is not a scroll
// (`delaysContentTouches`), the content asked whether it wants the touch
// (`touchesShouldBegin(_:with:in:)`), and a drag taking a touch the content already has only when
// allowed (`canCancelContentTouches`, `touchesShouldCancel(in:)`).
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// A plain view that writes down the touch messages it gets.
@MainActor
private final class TouchLogView: UIView {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if log.last != "moved" { log.append("moved") }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
}

/// A view that keeps every recognizer but its own from beginning on it, as a drawing canvas does.
@MainActor
private final class CanvasView: UIView {
    var log: [String] = []
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        gestureRecognizer.view === self
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began \(place(touches))") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("moved \(place(touches))") }
    /// Where the touch is in the window, as the view is told.
    private func place(_ touches: Set<UITouch>) -> String {
        guard let point = touches.first?.location(in: nil) else { return "?" }
        return "(\(Int(point.x)), \(Int(point.y)))"
    }
}

/// A scroll view that writes down what it is asked, and refuses the content when told to.
@MainActor
private final class AskingScrollView: UIScrollView {
    var asked: [String] = []
    var refusesContent = false
    override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
        asked.append("shouldBegin \(touches.count) in \(view.accessibilityIdentifier ?? "?")")
        return !refusesContent
    }
    override func touchesShouldCancel(in view: UIView) -> Bool {
        asked.append("shouldCancel in \(view.accessibilityIdentifier ?? "?")")
        return super.touchesShouldCancel(in: view)
    }
}

@MainActor
@Suite("UIScrollView content touches", .headless)
struct ContentTouchTests {
    /// A 320x480 window holding a tall scroll view with a logging view at (20, 100, 200, 60).
    private func makeScene(_ scrollView: UIScrollView = UIScrollView()) -> (UIWindow, UIScrollView, TouchLogView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        scrollView.frame = window.bounds
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        let content = TouchLogView(frame: CGRect(x: 20, y: 100, width: 200, height: 60))
        content.accessibilityIdentifier = "content"
        window.addSubview(scrollView)
        scrollView.addSubview(content)
        return (window, scrollView, content)
    }

    /// Drags up 120 points from (100, 130) after resting `rest` seconds.
    private func drag(in window: UIWindow, restingFirst rest: TimeInterval) {
        WidgetTests.drag(in: window, from: CGPoint(x: 100, y: 130), to: CGPoint(x: 100, y: 10), restingFirst: rest)
    }

    @Test func theDefaultsDelayAndMayCancelContentTouches() {
        let scrollView = UIScrollView()
        #expect(scrollView.delaysContentTouches)
        #expect(scrollView.canCancelContentTouches)
        #expect(scrollView.touchesShouldCancel(in: UIView()))
        #expect(!scrollView.touchesShouldCancel(in: UIButton()))
        #expect(!scrollView.touchesShouldCancel(in: UISwitch()))
    }

    @Test func aStillFingerReachesTheContentOnlyOnceTheDelayIsOver() {
        let (window, _, content) = makeScene()
        let touch = window.beginTouch(at: CGPoint(x: 100, y: 130))
        #expect(content.log.isEmpty)
        Headless.advance(by: 0.1)
        #expect(content.log.isEmpty)
        Headless.advance(by: 0.1)
        #expect(content.log == ["began"])
        window.endTouch(touch)
        #expect(content.log == ["began", "ended"])
    }

    @Test func aQuickTapStillReachesTheContentWhenTheFingerLifts() {
        let (window, _, content) = makeScene()
        let touch = window.beginTouch(at: CGPoint(x: 100, y: 130))
        Headless.advance(by: 0.05)
        #expect(content.log.isEmpty)
        window.endTouch(touch)
        #expect(content.log == ["began", "ended"])
    }

    @Test func aQuickTapOnAButtonInAScrollViewStillSendsItsActions() {
        let (window, scrollView, content) = makeScene()
        content.removeFromSuperview()
        let button = UIButton(frame: CGRect(x: 20, y: 100, width: 200, height: 60))
        scrollView.addSubview(button)
        var events: [String] = []
        button.addAction(UIAction { _ in events.append("down") }, for: .touchDown)
        button.addAction(UIAction { _ in events.append("up inside") }, for: .touchUpInside)
        window.tap(at: CGPoint(x: 100, y: 130))
        #expect(events == ["down", "up inside"])
    }

    @Test func withoutTheDelayTheContentGetsTheTouchDownAtOnce() {
        let (window, scrollView, content) = makeScene()
        scrollView.delaysContentTouches = false
        let touch = window.beginTouch(at: CGPoint(x: 100, y: 130))
        #expect(content.log == ["began"])
        window.endTouch(touch)
    }

    @Test func aScrollViewThatCannotScrollDoesNotDelay() {
        let (window, scrollView, content) = makeScene()
        scrollView.isScrollEnabled = false
        let touch = window.beginTouch(at: CGPoint(x: 100, y: 130))
        #expect(content.log == ["began"])
        window.endTouch(touch)
    }

    /// No scroll is coming once the pan has failed, so the content need not wait out the delay.
    @Test func contentThatRefusesTheScrollGetsItsTouchOnceThePanFails() {
        let (window, scrollView, _) = makeScene()
        let canvas = CanvasView(frame: CGRect(x: 0, y: 200, width: 320, height: 200))
        scrollView.addSubview(canvas)
        let touch = window.beginTouch(at: CGPoint(x: 100, y: 300))
        Headless.advance(by: 1.0 / 60)
        window.moveTouch(touch, to: CGPoint(x: 100, y: 280))   // the pan would begin: the canvas refuses it
        #expect(scrollView.panGestureRecognizer.state == .failed)
        Headless.advance(by: 1.0 / 60)
        window.moveTouch(touch, to: CGPoint(x: 100, y: 260))
        #expect(canvas.log == ["began (100, 300)", "moved (100, 280)", "moved (100, 260)"])
        window.endTouch(touch)
        #expect(scrollView.contentOffset == .zero)
    }

    @Test func aTouchCancelledDuringTheDelayNeverReachesTheContent() {
        let (window, _, content) = makeScene()
        let touch = window.beginTouch(at: CGPoint(x: 100, y: 130))
        Headless.advance(by: 0.05)
        window.cancelTouch(touch)
        Headless.advance(by: 0.3)
        #expect(content.log.isEmpty)
    }

    @Test func aSecondFingerDuringTheDelayDoesNotPutOffTheFirst() {
        let (window, scrollView, content) = makeScene()
        let other = TouchLogView(frame: CGRect(x: 20, y: 200, width: 200, height: 60))
        scrollView.addSubview(other)
        let first = window.beginTouch(at: CGPoint(x: 100, y: 130))
        Headless.advance(by: 0.1)
        let second = window.beginTouch(at: CGPoint(x: 100, y: 230))
        #expect(other.log.isEmpty)
        Headless.advance(by: 0.06)
        #expect(content.log == ["began"])
        #expect(other.log == ["began"])
        window.endTouch(first)
        window.endTouch(second)
    }

    @Test func aQuickDragIsAScrollAndTheContentNeverHearsOfIt() {
        let (window, scrollView, content) = makeScene()
        drag(in: window, restingFirst: 0)
        #expect(scrollView.contentOffset.y > 0)
        #expect(content.log.isEmpty)
    }

    @Test func aDragAfterTheContentHasTheTouchCancelsItsTouchAndScrolls() {
        let (window, scrollView, content) = makeScene()
        drag(in: window, restingFirst: 0.2)
        #expect(scrollView.contentOffset.y > 0)
        #expect(content.log == ["began", "cancelled"])
    }

    @Test func withoutCanCancelContentTouchesAContentTouchNeverScrolls() {
        let (window, scrollView, content) = makeScene()
        scrollView.canCancelContentTouches = false
        drag(in: window, restingFirst: 0.2)
        #expect(scrollView.contentOffset == .zero)
        #expect(content.log == ["began", "moved", "ended"])
    }

    @Test func touchesShouldBeginIsAskedWhenTheTouchWouldReachTheContent() {
        let scrollView = AskingScrollView()
        let (window, _, _) = makeScene(scrollView)
        let touch = window.beginTouch(at: CGPoint(x: 100, y: 130))
        #expect(scrollView.asked.isEmpty)
        Headless.advance(by: 0.2)
        #expect(scrollView.asked == ["shouldBegin 1 in content"])
        window.endTouch(touch)
        #expect(scrollView.asked == ["shouldBegin 1 in content"])
    }

    @Test func withoutTheDelayTouchesShouldBeginIsAskedAtOnce() {
        let scrollView = AskingScrollView()
        scrollView.delaysContentTouches = false
        let (window, _, _) = makeScene(scrollView)
        let touch = window.beginTouch(at: CGPoint(x: 100, y: 130))
        #expect(scrollView.asked == ["shouldBegin 1 in content"])
        window.endTouch(touch)
    }

    @Test func contentTheScrollViewRefusesNeverHearsTheTouch() {
        let scrollView = AskingScrollView()
        scrollView.refusesContent = true
        let (window, _, content) = makeScene(scrollView)
        window.tap(at: CGPoint(x: 100, y: 130))
        let touch = window.beginTouch(at: CGPoint(x: 100, y: 130))
        Headless.advance(by: 0.3)
        window.endTouch(touch)
        #expect(content.log.isEmpty)
        #expect(scrollView.asked == ["shouldBegin 1 in content", "shouldBegin 1 in content"])
    }

    @Test func aRefusedTouchCanStillScroll() {
        let scrollView = AskingScrollView()
        scrollView.refusesContent = true
        let (window, _, content) = makeScene(scrollView)
        drag(in: window, restingFirst: 0.2)
        #expect(scrollView.contentOffset.y > 0)
        #expect(content.log.isEmpty)
    }

    @Test func touchesShouldCancelIsAskedOnlyForContentThatHasTheTouch() {
        let scrollView = AskingScrollView()
        let (window, _, content) = makeScene(scrollView)
        drag(in: window, restingFirst: 0)
        #expect(scrollView.asked.isEmpty)
        Headless.runUntilIdle()
        scrollView.contentOffset = .zero
        drag(in: window, restingFirst: 0.2)
        #expect(scrollView.asked.contains("shouldCancel in content"))
        #expect(content.log == ["began", "cancelled"])
    }

    @Test func aTouchThatCatchesDeceleratingContentNeverReachesIt() {
        let (window, scrollView, content) = makeScene()
        content.frame = CGRect(x: 0, y: 0, width: 320, height: 2000)
        window.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 200), steps: 4)
        #expect(scrollView.isDecelerating)
        window.tap(at: CGPoint(x: 100, y: 130))
        #expect(!scrollView.isDecelerating)
        #expect(content.log.isEmpty)
    }
}
