// ControlTrackingTests.swift: how a control follows a real touch through the window: highlight,
// the tracking calls, the touch events and the 70-point slack, a disabled control (which gets no
// touches), and gesture recognizers that overlap a control.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("UIControl touch tracking", .headless)
struct ControlTrackingTests {
    /// A 100x50 tracking control at (100, 100) in a visible window, its events logged with its
    /// tracking calls.
    private func makeTrackedControl() -> (UIWindow, TrackingLogControl) {
        let window = makeControlWindow()
        let control = TrackingLogControl(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        window.addSubview(control)
        recordEvents(of: control, into: control.log)
        return (window, control)
    }

    @Test func aTapHighlightsTracksAndSendsTouchDownThenTouchUpInside() {
        let (window, control) = makeTrackedControl()
        let finger = window.beginTouch(at: CGPoint(x: 150, y: 125))
        #expect(control.isHighlighted)
        #expect(control.isTracking)
        #expect(control.isTouchInside)
        #expect(control.log.entries == ["begin highlighted=true", "touchDown"])
        window.endTouch(finger)
        #expect(control.log.entries == ["begin highlighted=true", "touchDown",
                                        "end highlighted=false inside=true", "touchUpInside"])
        #expect(!control.isHighlighted && !control.isTracking && !control.isTouchInside)
    }

    @Test func windowTapReturnsTheControlAndSendsTheTapEvents() {
        let (window, control) = makeTrackedControl()
        let hit = window.tap(at: CGPoint(x: 110, y: 110))
        #expect(hit === control)
        #expect(control.log.entries.filter { !$0.hasPrefix("begin") && !$0.hasPrefix("end") }
            == ["touchDown", "touchUpInside"])
    }

    @Test func aSecondQuickTapAlsoSendsTouchDownRepeat() {
        let (window, control) = makeTrackedControl()
        window.tap(at: CGPoint(x: 150, y: 125), count: 2)
        let events = control.log.entries.filter { !$0.contains("=") }
        #expect(events == ["touchDown", "touchUpInside", "touchDown", "touchDownRepeat", "touchUpInside"])
    }

    @Test func draggingOutAndBackSendsExitThenEnterAndTheHighlightFollows() {
        let (window, control) = makeTrackedControl()
        let finger = window.beginTouch(at: CGPoint(x: 150, y: 125))
        window.moveTouch(finger, to: CGPoint(x: 150, y: 130))
        #expect(control.isHighlighted)
        window.moveTouch(finger, to: CGPoint(x: 150, y: 300))
        #expect(!control.isHighlighted)
        #expect(!control.isTouchInside)
        #expect(control.isTracking)
        window.moveTouch(finger, to: CGPoint(x: 150, y: 125))
        #expect(control.isHighlighted)
        window.endTouch(finger)
        #expect(control.log.entries == [
            "begin highlighted=true", "touchDown",
            "continue inside=true", "touchDragInside",
            "continue inside=false", "touchDragOutside", "touchDragExit",
            "continue inside=true", "touchDragInside", "touchDragEnter",
            "end highlighted=false inside=true", "touchUpInside",
        ])
    }

    @Test func theSlackIsSeventyPointsOnEachSide() {
        let (window, control) = makeTrackedControl()
        let finger = window.beginTouch(at: CGPoint(x: 150, y: 125))
        // The bounds end at y = 150 in the window: 69 points below is inside, 71 is outside.
        window.moveTouch(finger, to: CGPoint(x: 150, y: 219))
        #expect(control.isTouchInside && control.isHighlighted)
        window.moveTouch(finger, to: CGPoint(x: 150, y: 221))
        #expect(!control.isTouchInside && !control.isHighlighted)
        window.moveTouch(finger, to: CGPoint(x: 31, y: 125))
        #expect(control.isTouchInside)
        window.moveTouch(finger, to: CGPoint(x: 29, y: 125))
        #expect(!control.isTouchInside)
        window.cancelTouch(finger)
    }

    @Test func releasingInsideTheSlackIsATouchUpInside() {
        let (window, control) = makeTrackedControl()
        let finger = window.beginTouch(at: CGPoint(x: 150, y: 125))
        window.moveTouch(finger, to: CGPoint(x: 250, y: 200))
        window.endTouch(finger)
        #expect(!control.log.entries.contains("touchDragExit"))
        #expect(control.log.entries.suffix(2) == ["end highlighted=false inside=true", "touchUpInside"])
    }

    @Test func releasingBeyondTheSlackIsATouchUpOutside() {
        let (window, control) = makeTrackedControl()
        window.drag(from: CGPoint(x: 150, y: 125), to: CGPoint(x: 150, y: 400), steps: 4)
        #expect(control.log.entries.suffix(2) == ["end highlighted=false inside=false", "touchUpOutside"])
        #expect(!control.log.entries.contains("touchUpInside"))
    }

    @Test func aCancelledTouchSendsTouchCancelAndUnhighlights() {
        let (window, control) = makeTrackedControl()
        let finger = window.beginTouch(at: CGPoint(x: 150, y: 125))
        window.cancelTouch(finger)
        #expect(control.log.entries == ["begin highlighted=true", "touchDown", "cancel", "touchCancel"])
        #expect(!control.isHighlighted && !control.isTracking)
    }

    @Test func beginTrackingReturningFalseSendsNoEvent() {
        let (window, control) = makeTrackedControl()
        control.beginResult = false
        let finger = window.beginTouch(at: CGPoint(x: 150, y: 125))
        #expect(!control.isTracking && !control.isHighlighted)
        window.moveTouch(finger, to: CGPoint(x: 160, y: 125))
        window.endTouch(finger)
        #expect(control.log.entries == ["begin highlighted=true"])
    }

    @Test func continueTrackingReturningFalseStopsTheEvents() {
        let (window, control) = makeTrackedControl()
        control.continueResult = false
        let finger = window.beginTouch(at: CGPoint(x: 150, y: 125))
        window.moveTouch(finger, to: CGPoint(x: 160, y: 125))
        window.moveTouch(finger, to: CGPoint(x: 170, y: 125))
        window.endTouch(finger)
        #expect(control.log.entries == ["begin highlighted=true", "touchDown", "continue inside=true"])
        #expect(!control.isTracking && !control.isHighlighted)
    }

    // MARK: - A disabled control

    @Test func aDisabledButtonIgnoresATapWhichGoesUpTheResponderChain() {
        let window = makeControlWindow()
        let container = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let behind = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let button = UIButton(frame: CGRect(x: 20, y: 20, width: 100, height: 40))
        window.addSubview(container)
        container.addSubview(behind)
        container.addSubview(button)
        let log = ControlLog()
        recordEvents(of: button, into: log)
        button.isEnabled = false
        let finger = window.beginTouch(at: CGPoint(x: 70, y: 40))
        #expect(!button.isHighlighted && !button.isTracking)
        #expect(button.state == .disabled)
        window.endTouch(finger)
        #expect(log.entries.isEmpty)
        #expect(container.phases == ["began", "ended"])
        #expect(behind.phases.isEmpty)
    }

    @Test func aDisabledControlStillIsTheHitView() {
        let window = makeControlWindow()
        let button = UIButton(frame: CGRect(x: 20, y: 20, width: 100, height: 40))
        window.addSubview(button)
        button.isEnabled = false
        #expect(window.hitTest(CGPoint(x: 30, y: 30), with: nil) === button)
    }

    @Test func aButtonReEnabledRespondsAgain() {
        let window = makeControlWindow()
        let button = UIButton(frame: CGRect(x: 20, y: 20, width: 100, height: 40))
        window.addSubview(button)
        let target = ActionRecorder()
        button.addTarget(target, action: ActionRecorder.buttonTapped(_:), for: .touchUpInside)
        button.isEnabled = false
        button.tap()
        button.isEnabled = true
        button.tap()
        #expect(target.calls == ["buttonTapped"])
    }

    // MARK: - Gesture recognizers

    @Test func anAncestorsTapRecognizerDoesNotTakeAButtonsTap() {
        let window = makeControlWindow()
        let container = UIView(frame: window.bounds)
        let button = UIButton(frame: CGRect(x: 20, y: 20, width: 100, height: 40))
        window.addSubview(container)
        container.addSubview(button)
        let tapTarget = ActionRecorder()
        container.addGestureRecognizer(UITapGestureRecognizer(target: tapTarget, action: ActionRecorder.refresh))
        let buttonTarget = ActionRecorder()
        button.addTarget(buttonTarget, action: ActionRecorder.buttonTapped(_:), for: .touchUpInside)
        button.tap()
        #expect(buttonTarget.calls == ["buttonTapped"])
        #expect(tapTarget.calls.isEmpty)
        window.tap(at: CGPoint(x: 200, y: 300))
        #expect(tapTarget.calls == ["refresh"])
    }

    @Test func anAncestorsTapRecognizerTakesATapOnADisabledButton() {
        let window = makeControlWindow()
        let button = UIButton(frame: CGRect(x: 20, y: 20, width: 100, height: 40))
        window.addSubview(button)
        let tapTarget = ActionRecorder()
        window.addGestureRecognizer(UITapGestureRecognizer(target: tapTarget, action: ActionRecorder.refresh))
        button.isEnabled = false
        button.tap()
        #expect(tapTarget.calls == ["refresh"])
    }

    @Test func aTapRecognizerOnTheButtonItselfCancelsTheButtonsTouch() {
        let window = makeControlWindow()
        let button = UIButton(frame: CGRect(x: 20, y: 20, width: 100, height: 40))
        window.addSubview(button)
        let log = ControlLog()
        recordEvents(of: button, into: log)
        let tapTarget = ActionRecorder()
        button.addGestureRecognizer(UITapGestureRecognizer(target: tapTarget, action: ActionRecorder.refresh))
        button.tap()
        #expect(tapTarget.calls == ["refresh"])
        #expect(log.entries == ["touchDown", "touchCancel"])
    }

    /// A button in a vertical scroll view, its events logged.
    private func makeButtonInScrollView(_ scrollView: UIScrollView = UIScrollView())
        -> (UIWindow, UIScrollView, ControlLog) {
        let window = makeControlWindow()
        scrollView.frame = window.bounds
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        let button = UIButton(frame: CGRect(x: 20, y: 100, width: 200, height: 60))
        window.addSubview(scrollView)
        scrollView.addSubview(button)
        let log = ControlLog()
        recordEvents(of: button, into: log)
        return (window, scrollView, log)
    }

    /// Drags up 120 points from (100, 130) after resting `rest` seconds.
    private func drag(in window: UIWindow, restingFirst rest: TimeInterval) {
        WidgetTests.drag(in: window, from: CGPoint(x: 100, y: 130), to: CGPoint(x: 100, y: 10), restingFirst: rest)
    }

    /// The scroll view delays the touch-down until it knows whether it is a scroll; a quick drag
    /// is one, and the button never hears of it.
    @Test func aQuickDragFromAButtonScrollsAndTheButtonHearsNothing() {
        let (window, scrollView, log) = makeButtonInScrollView()
        drag(in: window, restingFirst: 0)
        #expect(scrollView.contentOffset.y > 0)
        #expect(log.entries.isEmpty)
    }

    /// Once the button tracks the finger the scroll view leaves it alone: `touchesShouldCancel(in:)`
    /// answers false for a control.
    @Test func aDragAfterTheButtonHasTheTouchDoesNotScroll() {
        let (window, scrollView, log) = makeButtonInScrollView()
        drag(in: window, restingFirst: 0.2)
        #expect(scrollView.contentOffset == .zero)
        #expect(log.entries.first == "touchDown")
        #expect(log.entries.last == "touchUpOutside")
        #expect(!log.entries.contains("touchCancel"))
    }

    /// A scroll view that lets drags take touches from buttons (the override apps write) scrolls,
    /// and the button's touch is cancelled.
    @Test func aScrollViewThatMayCancelAButtonsTouchScrollsAndCancelsIt() {
        let (window, scrollView, log) = makeButtonInScrollView(ButtonCancellingScrollView())
        drag(in: window, restingFirst: 0.2)
        #expect(scrollView.contentOffset.y > 0)
        #expect(log.entries.first == "touchDown")
        #expect(log.entries.last == "touchCancel")
        #expect(!log.entries.contains("touchUpInside"))
    }

    /// Without `canCancelContentTouches`, even an override that allows it does not scroll.
    @Test func withoutCanCancelContentTouchesTheButtonKeepsItsTouch() {
        let scrollView = ButtonCancellingScrollView()
        scrollView.canCancelContentTouches = false
        let (window, _, log) = makeButtonInScrollView(scrollView)
        drag(in: window, restingFirst: 0.2)
        #expect(scrollView.contentOffset == .zero)
        #expect(log.entries.last == "touchUpOutside")
    }
}

/// A scroll view whose drags may take touches from buttons, as apps override it.
private final class ButtonCancellingScrollView: UIScrollView {
    override func touchesShouldCancel(in view: UIView) -> Bool {
        view is UIButton ? true : super.touchesShouldCancel(in: view)
    }
}
