// SliderTests.swift: UISlider's value and range, its track and thumb geometry, and dragging its
// thumb with a real finger (alone and inside a scroll view).
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("UISlider", .headless)
struct SliderTests {
    /// A 200x31 slider at (20, 100) in a visible window, its events logged. Its thumb (31x31) is
    /// centred at (35.5, 115.5) in the window at value 0, and moves 169 points over the range.
    private func makeSlider() -> (UIWindow, UISlider, ControlLog) {
        let window = makeControlWindow()
        let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 200, height: 31))
        window.addSubview(slider)
        let log = ControlLog()
        recordEvents(of: slider, into: log)
        return (window, slider, log)
    }

    // MARK: - Value and range

    @Test func aSliderStartsAtZeroInZeroToOneAndIsContinuous() {
        let slider = UISlider()
        #expect(slider.value == 0)
        #expect(slider.minimumValue == 0)
        #expect(slider.maximumValue == 1)
        #expect(slider.isContinuous)
    }

    @Test func theValueIsClampedToTheRange() {
        let slider = UISlider()
        slider.value = 2
        #expect(slider.value == 1)
        slider.setValue(-3, animated: true)
        #expect(slider.value == 0)
        slider.maximumValue = 10
        slider.value = 7
        slider.maximumValue = 5
        #expect(slider.value == 5)
        slider.minimumValue = 6
        #expect(slider.value == 6)
        #expect(slider.maximumValue == 6)
    }

    @Test func settingTheValueInCodeSendsNothing() {
        let (_, slider, log) = makeSlider()
        slider.value = 0.5
        slider.setValue(0.7, animated: true)
        #expect(log.entries.isEmpty)
    }

    // MARK: - Geometry

    @Test func theTrackRunsAcrossTheMiddleAndTheThumbTravelsAlongIt() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        let track = slider.trackRect(forBounds: slider.bounds)
        #expect(track == CGRect(x: 0, y: 14.5, width: 200, height: 2))
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0) == CGRect(x: 0, y: 0, width: 31, height: 31))
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 1).minX == 169)
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0.5).minX == 84.5)
    }

    @Test func valueImagesShortenTheTrack() throws {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        slider.minimumValueImage = try controlTestImage(width: 20, height: 20)
        slider.maximumValueImage = try controlTestImage(width: 10, height: 10)
        #expect(slider.minimumValueImageRect(forBounds: slider.bounds) == CGRect(x: 0, y: 5.5, width: 20, height: 20))
        #expect(slider.maximumValueImageRect(forBounds: slider.bounds) == CGRect(x: 190, y: 10.5, width: 10, height: 10))
        #expect(slider.trackRect(forBounds: slider.bounds) == CGRect(x: 20, y: 14.5, width: 170, height: 2))
    }

    @Test func aThumbImageGivesTheThumbItsSize() throws {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        slider.setThumbImage(try controlTestImage(width: 21, height: 21), for: .normal)
        let track = slider.trackRect(forBounds: slider.bounds)
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 1) == CGRect(x: 179, y: 5, width: 21, height: 21))
        #expect(slider.thumbImage(for: .highlighted) === slider.currentThumbImage)
    }

    // MARK: - Dragging the thumb

    @Test func draggingTheThumbMovesTheValueAndSendsValueChangedOnEachMove() {
        let (window, slider, log) = makeSlider()
        window.drag(from: CGPoint(x: 35.5, y: 115), to: CGPoint(x: 120, y: 115), steps: 5)
        #expect(slider.value == 0.5)
        #expect(log.entries.first == "touchDown")
        #expect(log.entries.filter { $0 == "valueChanged" }.count == 5)
        #expect(log.entries.last == "touchUpInside")
    }

    @Test func theFingerKeepsItsGripOnTheThumb() {
        let (window, slider, _) = makeSlider()
        window.drag(from: CGPoint(x: 25, y: 115), to: CGPoint(x: 109.5, y: 115), steps: 3)
        #expect(slider.value == 0.5)
    }

    @Test func aSliderThatIsNotContinuousSendsValueChangedOnceAtTheEnd() {
        let (window, slider, log) = makeSlider()
        slider.isContinuous = false
        let finger = window.beginTouch(at: CGPoint(x: 35.5, y: 115))
        window.moveTouch(finger, to: CGPoint(x: 60, y: 115))
        window.moveTouch(finger, to: CGPoint(x: 120, y: 115))
        #expect(slider.value == 0.5)
        #expect(!log.entries.contains("valueChanged"))
        window.endTouch(finger)
        #expect(log.entries.filter { $0 == "valueChanged" }.count == 1)
    }

    @Test func draggingPastTheEndStopsAtTheMaximum() {
        let (window, slider, _) = makeSlider()
        slider.minimumValue = 10
        slider.maximumValue = 20
        window.drag(from: CGPoint(x: 35.5, y: 115), to: CGPoint(x: 400, y: 115), steps: 4)
        #expect(slider.value == 20)
    }

    @Test func aTouchOnTheTrackAwayFromTheThumbDoesNothing() {
        let (window, slider, log) = makeSlider()
        window.drag(from: CGPoint(x: 170, y: 115), to: CGPoint(x: 200, y: 115), steps: 3)
        #expect(slider.value == 0)
        #expect(log.entries.isEmpty)
        #expect(!slider.isHighlighted)
    }

    @Test func theDumpShowsTheValue() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 100, height: 31))
        slider.value = 0.25
        #expect(slider.description == "<UISlider; frame = (0 0; 100 31); value = 0.25; opaque = NO>")
    }

    // MARK: - Inside a scroll view

    /// A slider in a scroll view that scrolls sideways, as a paging gallery does.
    private func makeSliderInScrollView(contentSize: CGSize) -> (UIWindow, UISlider, ControlLog, UIScrollView) {
        let (window, slider, log) = makeSlider()
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = contentSize
        window.addSubview(scrollView)
        scrollView.addSubview(slider)
        return (window, slider, log, scrollView)
    }

    @Test func aSidewaysDragOfTheThumbIsTheSlidersOnceItHasTheTouch() {
        let (window, slider, _, scrollView) = makeSliderInScrollView(contentSize: CGSize(width: 1000, height: 480))
        // Resting first: the scroll view's delay is over and the slider tracks the thumb.
        drag(in: window, from: CGPoint(x: 35.5, y: 115), to: CGPoint(x: 120, y: 115), restingFirst: 0.2)
        #expect(slider.value == 0.5)
        #expect(scrollView.contentOffset == .zero)
    }

    @Test func withoutTheDelayASidewaysDragOfTheThumbIsTheSliders() {
        let (window, slider, _, scrollView) = makeSliderInScrollView(contentSize: CGSize(width: 1000, height: 480))
        scrollView.delaysContentTouches = false
        window.drag(from: CGPoint(x: 35.5, y: 115), to: CGPoint(x: 120, y: 115), steps: 10)
        #expect(slider.value == 0.5)
        #expect(scrollView.contentOffset == .zero)
    }

    /// UIKit's rule since iOS 6: a swipe along the slider that starts on its thumb is the
    /// slider's, even while the scroll view still holds the touch-down back from it.
    @Test func aQuickSidewaysDragOfTheThumbIsTheSlidersInAScrollViewThatScrollsSideways() {
        let (window, slider, log, scrollView) = makeSliderInScrollView(contentSize: CGSize(width: 1000, height: 480))
        window.drag(from: CGPoint(x: 35.5, y: 115), to: CGPoint(x: 120, y: 115), steps: 10)
        #expect(slider.value == 0.5)
        #expect(scrollView.contentOffset == .zero)
        #expect(log.entries.first == "touchDown")
    }

    /// The same in a vertical list (a slider in a table's cell).
    @Test func aQuickSidewaysDragOfTheThumbIsTheSlidersInAVerticalScrollView() {
        let (window, slider, _, scrollView) = makeSliderInScrollView(contentSize: CGSize(width: 320, height: 2000))
        window.drag(from: CGPoint(x: 35.5, y: 115), to: CGPoint(x: 120, y: 115), steps: 10)
        #expect(slider.value == 0.5)
        #expect(scrollView.contentOffset == .zero)
    }

    /// A sideways drag that starts on the track, not the thumb, is the scroll view's.
    @Test func aQuickSidewaysDragAlongTheTrackScrollsAScrollViewThatScrollsSideways() {
        let (window, slider, log, scrollView) = makeSliderInScrollView(contentSize: CGSize(width: 1000, height: 480))
        window.drag(from: CGPoint(x: 150, y: 115), to: CGPoint(x: 60, y: 115), steps: 10, holdBeforeLifting: 0.2)
        #expect(scrollView.contentOffset.x > 0)
        #expect(slider.value == 0)
        #expect(log.entries.isEmpty)
    }

    @Test func aQuickUpwardDragStartingOnTheThumbScrollsAndTheSliderHearsNothing() {
        let (window, slider, log, scrollView) = makeSliderInScrollView(contentSize: CGSize(width: 320, height: 2000))
        window.drag(from: CGPoint(x: 35.5, y: 115), to: CGPoint(x: 35.5, y: 15), steps: 10)
        #expect(scrollView.contentOffset.y > 0)
        #expect(slider.value == 0)
        #expect(log.entries.isEmpty)
    }

    /// Once the slider tracks the finger, the scroll view may not take the touch from it: its
    /// `touchesShouldCancel(in:)` answers false for a control.
    @Test func anUpwardDragAfterTheSliderHasTheTouchDoesNotScroll() {
        let (window, slider, log, scrollView) = makeSliderInScrollView(contentSize: CGSize(width: 320, height: 2000))
        drag(in: window, from: CGPoint(x: 35.5, y: 115), to: CGPoint(x: 35.5, y: 15), restingFirst: 0.2)
        #expect(scrollView.contentOffset == .zero)
        #expect(slider.value == 0)
        #expect(log.entries.first == "touchDown")
        #expect(log.entries.last == "touchUpOutside")
        #expect(!log.entries.contains("touchCancel"))
    }

    /// A finger that stops moving content on the thumb is the scroll view's: it goes on to scroll.
    @Test func aFingerThatCatchesMovingContentOnTheThumbStillScrolls() {
        let (window, slider, log, scrollView) = makeSliderInScrollView(contentSize: CGSize(width: 320, height: 2000))
        window.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 340), steps: 3)
        #expect(scrollView.isDecelerating)
        Headless.advance(by: 0.05)
        let thumb = slider.convert(CGPoint(x: 15.5, y: 15.5), to: window)
        let caught = scrollView.contentOffset.y
        drag(in: window, from: thumb, to: CGPoint(x: thumb.x, y: thumb.y - 100), restingFirst: 0)
        #expect(scrollView.contentOffset.y > caught + 50)
        #expect(log.entries.isEmpty)
    }
}
