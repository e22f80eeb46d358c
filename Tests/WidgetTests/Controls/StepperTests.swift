// StepperTests.swift: UIStepper's value rules, taps on its halves, autorepeat on the virtual
// clock, and wrapping (Controls/UIStepper*.swift).
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("UIStepper", .headless)
struct StepperTests {
    /// A stepper at (100, 100) in a visible window, its events logged.
    private func makeStepper() -> (UIWindow, UIStepper, ControlLog) {
        let window = makeControlWindow()
        let stepper = UIStepper(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
        window.addSubview(stepper)
        let log = ControlLog()
        recordEvents(of: stepper, into: log)
        return (window, stepper, log)
    }

    private let minus = CGPoint(x: 120, y: 116)
    private let plus = CGPoint(x: 175, y: 116)

    @Test func aStepperIs94By32WithUIKitsDefaults() {
        let stepper = UIStepper(frame: CGRect(x: 1, y: 2, width: 300, height: 300))
        #expect(stepper.frame == CGRect(x: 1, y: 2, width: 94, height: 32))
        #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100 && stepper.stepValue == 1)
        #expect(stepper.isContinuous && stepper.autorepeat && !stepper.wraps)
    }

    @Test func settingABoundPastTheOtherMovesBoth() {
        let stepper = UIStepper()
        stepper.minimumValue = 200
        #expect(stepper.maximumValue == 200 && stepper.value == 200)
        stepper.maximumValue = 100
        #expect(stepper.minimumValue == 100 && stepper.maximumValue == 100 && stepper.value == 100)
        stepper.value = 5
        #expect(stepper.value == 100)
    }

    @Test func aStepThatIsNotPositiveIsRefused() {
        let stepper = UIStepper()
        let messages = Headless.recordingViolations { stepper.stepValue = 0 }
        #expect(messages == ["-[UIStepper setStepValue:]: stepValue must be greater than 0"])
        #expect(stepper.stepValue == 1)
    }

    @Test func tappingPlusAndMinusStepsTheValue() {
        let (window, stepper, log) = makeStepper()
        stepper.stepValue = 5
        stepper.value = 10

        #expect(window.tap(at: plus) === stepper)
        #expect(stepper.value == 15)
        #expect(log.entries == ["valueChanged", "touchDown", "touchUpInside"])

        window.tap(at: minus)
        window.tap(at: minus)
        #expect(stepper.value == 5)
    }

    @Test func minusDoesNothingAtTheMinimum() {
        let (window, stepper, log) = makeStepper()

        window.tap(at: minus)

        #expect(stepper.value == 0)
        #expect(!log.entries.contains("valueChanged"))
    }

    @Test func holdingPlusRepeatsOnTheVirtualClock() {
        let (window, stepper, log) = makeStepper()

        let touch = window.beginTouch(at: plus)
        #expect(stepper.value == 1)
        Headless.advance(by: 0.49)
        #expect(stepper.value == 1)
        Headless.advance(by: 0.01)
        #expect(stepper.value == 2)
        Headless.advance(by: 0.3)
        #expect(stepper.value == 5)
        window.endTouch(touch)
        Headless.advance(by: 1)
        #expect(stepper.value == 5)
        #expect(log.entries.filter { $0 == "valueChanged" }.count == 5)
    }

    @Test func withoutAutorepeatHoldingStepsOnce() {
        let (window, stepper, _) = makeStepper()
        stepper.autorepeat = false

        let touch = window.beginTouch(at: plus)
        Headless.advance(by: 2)
        window.endTouch(touch)

        #expect(stepper.value == 1)
    }

    @Test func aStepperThatIsNotContinuousReportsOnceWhenTheFingerLifts() {
        let (window, stepper, log) = makeStepper()
        stepper.isContinuous = false

        let touch = window.beginTouch(at: plus)
        Headless.advance(by: 0.7)
        #expect(!log.entries.contains("valueChanged"))
        window.endTouch(touch)

        #expect(stepper.value == 4)
        #expect(log.entries.filter { $0 == "valueChanged" }.count == 1)
    }

    @Test func movingOffTheHalfStopsTheRepeats() {
        let (window, stepper, _) = makeStepper()

        let touch = window.beginTouch(at: plus)
        window.moveTouch(touch, to: CGPoint(x: 175, y: 300))
        Headless.advance(by: 2)
        window.endTouch(touch)

        #expect(stepper.value == 1)
    }

    @Test func aWrappingStepperGoesRoundAtTheBounds() {
        let (window, stepper, _) = makeStepper()
        stepper.wraps = true
        stepper.maximumValue = 3
        stepper.value = 3

        window.tap(at: plus)
        #expect(stepper.value == 0)
        window.tap(at: minus)
        #expect(stepper.value == 3)
    }

    @Test func withoutWrappingTheValueHoldsAtTheMaximum() {
        let (window, stepper, _) = makeStepper()
        stepper.maximumValue = 10
        stepper.stepValue = 4
        stepper.value = 8

        window.tap(at: plus)
        #expect(stepper.value == 10)
        window.tap(at: plus)
        #expect(stepper.value == 10)
    }
}
