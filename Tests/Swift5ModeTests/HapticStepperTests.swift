// HapticStepperTests.swift: the stepper of HapticStepper.swift, compiled in the Swift 5 language
// mode, plays its feedback through real taps, recorded in `Headless.playedFeedback`.
import Foundation
import Testing
import UIKit
import HeadlessTesting

@MainActor
@Suite("Haptic feedback from Swift 5 language-mode code", .headless)
struct HapticStepperTests {
    @Test func eachStepTicksAndAnOrderSucceeds() {
        let controller = QuantityViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        Headless.advance(by: 1)

        // snippet: played-feedback
        controller.plusButton.tap()
        #expect(Headless.playedFeedback.map(\.kind) == [.selection])
        // end snippet
        controller.plusButton.tap()
        controller.orderButton.tap()

        #expect(controller.quantity == 3)
        #expect(Headless.playedFeedback.map(\.kind) == [.selection, .selection, .notification(.success)])
    }

    @Test func theHelperBumpsWithItsIntensity() {
        Haptics.bump(.heavy)
        #expect(Headless.playedFeedback.map(\.kind) == [.impact(.heavy)])
        #expect(Headless.playedFeedback.first?.intensity == 0.8)
    }
}
