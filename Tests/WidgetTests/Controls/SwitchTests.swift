// SwitchTests.swift: UISwitch's fixed size, its value, and flipping it with real taps and drags.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("UISwitch", .headless)
struct SwitchTests {
    /// A switch at (100, 100) in a visible window, its events logged.
    private func makeSwitch() -> (UIWindow, UISwitch, ControlLog) {
        let window = makeControlWindow()
        let toggle = UISwitch(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
        window.addSubview(toggle)
        let log = ControlLog()
        recordEvents(of: toggle, into: log)
        return (window, toggle, log)
    }

    @Test func aSwitchIs51By31WhateverFrameItIsGiven() {
        let toggle = UISwitch(frame: CGRect(x: 10, y: 20, width: 200, height: 100))
        #expect(toggle.frame == CGRect(x: 10, y: 20, width: 51, height: 31))
        toggle.frame = CGRect(x: 5, y: 6, width: 7, height: 8)
        #expect(toggle.frame == CGRect(x: 5, y: 6, width: 51, height: 31))
        #expect(UISwitch().bounds.size == CGSize(width: 51, height: 31))
        #expect(toggle.sizeThatFits(.zero) == CGSize(width: 51, height: 31))
        #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
    }

    @Test func aSwitchStartsOffAndSettingItInCodeSendsNothing() {
        let (_, toggle, log) = makeSwitch()
        #expect(!toggle.isOn)
        #expect(toggle.onTintColor == nil && toggle.thumbTintColor == nil)
        toggle.isOn = true
        #expect(toggle.isOn)
        toggle.setOn(false, animated: true)
        #expect(!toggle.isOn)
        #expect(log.entries.isEmpty)
    }

    @Test func aTapFlipsTheSwitchAndSendsValueChangedBeforeTouchUpInside() {
        let (window, toggle, log) = makeSwitch()
        let target = ActionRecorder()
        toggle.addTarget(target, action: ActionRecorder.controlChanged, for: .valueChanged)
        #expect(toggle.tap() === toggle)
        #expect(toggle.isOn)
        #expect(log.entries == ["touchDown", "valueChanged", "touchUpInside"])
        #expect(target.senders.first === toggle)
        #expect(window.tap(at: toggle.center) === toggle)
        #expect(!toggle.isOn)
        #expect(target.calls == ["controlChanged", "controlChanged"])
    }

    @Test func draggingTheThumbSetsTheSwitchByWhereTheFingerLifts() {
        let (window, toggle, log) = makeSwitch()
        window.drag(from: CGPoint(x: 110, y: 115), to: CGPoint(x: 145, y: 115), steps: 5)
        #expect(toggle.isOn)
        #expect(log.entries.filter { $0 == "valueChanged" }.count == 1)
        window.drag(from: CGPoint(x: 130, y: 115), to: CGPoint(x: 148, y: 115), steps: 5)
        #expect(toggle.isOn)
        #expect(log.entries.filter { $0 == "valueChanged" }.count == 1)
        window.drag(from: CGPoint(x: 145, y: 115), to: CGPoint(x: 105, y: 115), steps: 5)
        #expect(!toggle.isOn)
    }

    @Test func aTouchLiftedBeyondTheSlackDoesNotFlipIt() {
        let (window, toggle, log) = makeSwitch()
        let finger = window.beginTouch(at: CGPoint(x: 125, y: 115))
        window.moveTouch(finger, to: CGPoint(x: 125, y: 400))
        window.endTouch(finger)
        #expect(!toggle.isOn)
        #expect(log.entries.last == "touchUpOutside")
        #expect(!log.entries.contains("valueChanged"))
    }

    @Test func aDisabledSwitchDoesNotFlip() {
        let (window, toggle, log) = makeSwitch()
        toggle.isEnabled = false
        window.tap(at: CGPoint(x: 125, y: 115))
        #expect(!toggle.isOn)
        #expect(log.entries.isEmpty)
    }

    @Test func theDumpSaysWhenTheSwitchIsOn() {
        let toggle = UISwitch(frame: CGRect(x: 10, y: 20, width: 0, height: 0))
        #expect(toggle.description == "<UISwitch; frame = (10 20; 51 31); opaque = NO>")
        toggle.isOn = true
        #expect(toggle.description == "<UISwitch; frame = (10 20; 51 31); on = YES; opaque = NO>")
    }

    // MARK: - Inside a scroll view

    /// A sideways drag on a switch is the switch's, even in a scroll view that scrolls sideways
    /// and still holds the touch-down back from it (UIKit's rule for controls since iOS 6).
    @Test func aQuickSidewaysDragOnASwitchInAScrollViewFlipsIt() {
        let (window, toggle, _) = makeSwitch()
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: 1000, height: 480)
        window.addSubview(scrollView)
        scrollView.addSubview(toggle)
        window.drag(from: CGPoint(x: 110, y: 115), to: CGPoint(x: 148, y: 115), steps: 5)
        #expect(toggle.isOn)
        #expect(scrollView.contentOffset == .zero)
    }
}
