import Foundation
import Testing
import HeadlessTesting
import ViewWidgets
@testable import Demos

@MainActor
@Suite("login scene", .headless)
struct LoginTests {
    private static var shownWindow: UIWindow?

    /// The scene's window on the runner's 320x480 screen, and its controller.
    private func launch() throws -> (UIWindow, LoginViewController) {
        Headless.setScreen(size: CGSize(width: 320, height: 480), scale: 2)
        let window = try LoginScene().makeWindow()
        Headless.runUntilIdle()
        // Kept until the next test: a window that nothing holds is freed, and its tree with it.
        Self.shownWindow = window
        return (window, try #require(window.rootViewController as? LoginViewController))
    }

    @Test func theButtonIsEnabledOnlyWhileBothFieldsHaveText() throws {
        let (_, controller) = try launch()
        #expect(!controller.signInButton.isEnabled)
        controller.emailField.tap()
        controller.emailField.typeText("a")
        #expect(!controller.signInButton.isEnabled)
        // The form is moving above the keyboard: as on a device, a view that is animating takes
        // no touches until it arrives.
        Headless.advance(by: 0.25)
        controller.passwordField.tap()
        controller.passwordField.typeText("b")
        #expect(controller.signInButton.isEnabled)
        controller.passwordField.typeText("\u{8}")
        #expect(!controller.signInButton.isEnabled)
    }

    @Test func theFormRisesAboveTheKeyboardWithItAndComesBackDown() throws {
        let (window, controller) = try launch()
        let restingY = controller.form.frame.minY
        controller.emailField.tap()
        let keyboard = try #require(Headless.keyboardFrame)
        #expect(keyboard.minY == 480)                                 // it starts below the screen
        Headless.advance(by: 0.125)
        let formHalfway = try #require(controller.form.layer.presentation()).frame.minY
        #expect(formHalfway < restingY && formHalfway > controller.form.frame.minY)
        Headless.advance(by: 0.125)
        let risen = try #require(Headless.keyboardFrame)
        #expect(risen == CGRect(x: 0, y: 264, width: 320, height: 216))
        #expect(controller.form.convert(controller.form.bounds, to: window).maxY == CGFloat(264 - 16))

        controller.emailField.typeText("ann@example.com\n")          // Next: on to the password
        #expect(controller.passwordField.isFirstResponder)
        controller.passwordField.typeText("s3cret\n")                 // Go: signs in
        #expect(controller.signIns == ["ann@example.com"])
        Headless.advance(by: 0.25)
        #expect(Headless.keyboardFrame == nil)
        #expect(controller.form.frame.minY == restingY)
    }

    @Test func theFieldsKeepTheirTextWhenTheKeyboardIsDismissed() throws {
        let (window, controller) = try launch()
        controller.emailField.tap()
        controller.emailField.typeText("ann")
        window.endEditing(true)
        #expect(controller.emailField.text == "ann")
        #expect(!controller.emailField.isEditing)
    }
}
