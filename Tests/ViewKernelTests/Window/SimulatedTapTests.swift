// SimulatedTapTests.swift: window.tap(at:) through the hit-testing rules, and view.tap() with the
// reports it gives when the tap cannot reach the view (see Docs/Touches.md).

import Foundation
import Testing
import HeadlessTesting
import ViewKernel

@MainActor
@Suite("Simulated taps", .headless)
struct SimulatedTapTests {
    /// A visible window with a view at the back and a view in front covering its middle.
    private func scene() -> (window: UIWindow, back: RecordingView, front: RecordingView) {
        let window = makeVisibleWindow()
        let back = RecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let front = RecordingView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        back.name = "back"
        front.name = "front"
        front.log = back.log
        window.addSubview(back)
        window.addSubview(front)
        return (window, back, front)
    }

    // MARK: - Hit-testing through taps

    @Test func aTapOnACoveredPointGoesToTheFrontView() {
        let (window, back, front) = scene()

        #expect(window.tap(at: CGPoint(x: 100, y: 100)) === front)
        #expect(back.log.entries == ["front began", "front ended"])
    }

    @Test func aTapOnAHiddenViewReachesTheViewBehind() {
        let (window, back, front) = scene()
        front.isHidden = true

        #expect(window.tap(at: CGPoint(x: 100, y: 100)) === back)
        #expect(back.log.entries == ["back began", "back ended"])
    }

    @Test func aTapOnANearlyTransparentViewReachesTheViewBehind() {
        let (window, back, front) = scene()
        front.alpha = 0.005

        #expect(window.tap(at: CGPoint(x: 100, y: 100)) === back)
    }

    @Test func aViewAtAlphaOneHundredthStillReceivesTaps() {
        let (window, _, front) = scene()
        front.alpha = 0.01

        #expect(window.tap(at: CGPoint(x: 100, y: 100)) === front)
    }

    @Test func aTapOnAViewWithInteractionDisabledReachesTheViewBehind() {
        let (window, back, front) = scene()
        front.isUserInteractionEnabled = false

        #expect(window.tap(at: CGPoint(x: 100, y: 100)) === back)
        #expect(back.log.entries == ["back began", "back ended"])
    }

    @Test func disablingInteractionOnAParentHidesItsWholeSubtreeFromTaps() {
        let (window, back, front) = scene()
        let child = RecordingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        front.addSubview(child)
        front.isUserInteractionEnabled = false

        #expect(window.tap(at: CGPoint(x: 60, y: 60)) === back)
    }

    @Test func aSubviewOutsideItsParentsBoundsIsNotTappedThere() {
        let (window, back, front) = scene()
        let overhang = RecordingView(frame: CGRect(x: 90, y: 0, width: 50, height: 50))
        front.addSubview(overhang)

        // (160, 60) is inside `overhang` but outside `front`'s bounds.
        #expect(window.tap(at: CGPoint(x: 160, y: 60)) === back)
    }

    @Test func aTapOnAHiddenWindowReachesNothing() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = RecordingView(frame: window.bounds)
        window.addSubview(view)

        #expect(window.tap(at: CGPoint(x: 50, y: 50)) == nil)
        #expect(view.log.entries.isEmpty)
    }

    // MARK: - view.tap()

    @Test func tappingAViewTouchesTheCentreOfItsVisiblePart() throws {
        let window = makeVisibleWindow()
        let clipper = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        clipper.clipsToBounds = true
        let view = RecordingView(frame: CGRect(x: 50, y: 0, width: 100, height: 100))
        window.addSubview(clipper)
        clipper.addSubview(view)

        let hit = view.tap()

        #expect(hit === view)
        let touch = try #require(view.lastTouches.first)
        #expect(touch.location(in: window) == CGPoint(x: 75, y: 50))
        #expect(touch.location(in: view) == CGPoint(x: 25, y: 50))
    }

    @Test func tappingAViewWhoseSubviewLiesOnTopReturnsTheSubview() {
        let window = makeVisibleWindow()
        let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let inner = RecordingView(frame: CGRect(x: 25, y: 25, width: 50, height: 50))
        window.addSubview(view)
        view.addSubview(inner)

        let messages = Headless.recordingViolations { #expect(view.tap() === inner) }

        #expect(messages.isEmpty)
    }

    @Test func tappingAViewOutsideAWindowIsReported() {
        let view = RecordingView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))

        let messages = Headless.recordingViolations { #expect(view.tap() == nil) }

        #expect(messages == ["Cannot tap <RecordingView; frame = (10 10; 50 50)>: it is not in a window"])
        #expect(view.log.entries.isEmpty)
    }

    @Test func tappingAHiddenViewIsReported() {
        let (window, _, front) = scene()
        front.isHidden = true

        let messages = withExtendedLifetime(window) { Headless.recordingViolations { front.tap() } }

        #expect(messages == ["Cannot tap <RecordingView; frame = (50 50; 100 100); hidden = YES>: it is hidden"])
    }

    @Test func tappingAViewInsideAHiddenViewNamesTheHiddenAncestor() {
        let (window, back, _) = scene()
        let child = RecordingView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        back.addSubview(child)
        back.isHidden = true

        let messages = withExtendedLifetime(window) { Headless.recordingViolations { child.tap() } }

        #expect(messages == ["Cannot tap <RecordingView; frame = (0 0; 20 20)>: it is inside a hidden view: <RecordingView; frame = (0 0; 200 200); hidden = YES>"])
    }

    @Test func tappingAViewInAWindowNotYetShownSaysToShowIt() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        window.addSubview(view)

        let messages = Headless.recordingViolations { view.tap() }

        #expect(messages == ["Cannot tap <RecordingView; frame = (0 0; 20 20)>: its window is hidden (call makeKeyAndVisible()): <UIWindow; frame = (0 0; 320 480); hidden = YES>"])
    }

    @Test func tappingATransparentViewIsReported() {
        let (window, _, front) = scene()
        front.alpha = 0

        let messages = withExtendedLifetime(window) { Headless.recordingViolations { front.tap() } }

        #expect(messages == ["Cannot tap <RecordingView; frame = (50 50; 100 100); alpha = 0>: its alpha is below 0.01"])
    }

    @Test func tappingAViewWithInteractionDisabledIsReported() {
        let (window, _, front) = scene()
        front.isUserInteractionEnabled = false

        let messages = withExtendedLifetime(window) { Headless.recordingViolations { front.tap() } }

        #expect(messages == ["Cannot tap <RecordingView; frame = (50 50; 100 100); userInteractionEnabled = NO>: it has userInteractionEnabled = NO"])
    }

    @Test func tappingACoveredViewNamesTheViewInTheWay() {
        let (window, back, front) = scene()
        let cover = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        cover.tag = 7
        window.addSubview(cover)

        let messages = Headless.recordingViolations { front.tap() }

        #expect(messages == ["Cannot tap <RecordingView; frame = (50 50; 100 100)>: <UIView; frame = (0 0; 300 300); tag = 7> is in the way at (100, 100) in the window"])
        #expect(back.log.entries.isEmpty)
    }

    @Test func tappingAViewClippedAwayIsReported() {
        let window = makeVisibleWindow()
        let clipper = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        clipper.clipsToBounds = true
        let view = RecordingView(frame: CGRect(x: 150, y: 0, width: 50, height: 50))
        window.addSubview(clipper)
        clipper.addSubview(view)

        let messages = Headless.recordingViolations { view.tap() }

        #expect(messages == ["Cannot tap <RecordingView; frame = (150 0; 50 50)>: no part of it is visible in its window"])
    }
}
