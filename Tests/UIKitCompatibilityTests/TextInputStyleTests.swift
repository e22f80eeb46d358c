// TextInputStyleTests.swift: XCTest tests of the sign-up form as an iOS project writes them,
// typing through UIKeyInput on the simulated keyboard.

import UIKit
import XCTest

@MainActor
final class TextInputStyleTests: XCTestCase {
    private var window: UIWindow!
    private var controller: SignUpViewController!

    override func setUp() async throws {
        Headless.reset()
        controller = SignUpViewController()
        window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        window.makeKeyAndVisible()
    }

    func testReturnMovesThroughTheFieldsAndTheButtonEnablesWhenAllAreFilled() async {
        controller.nameField.tap()
        XCTAssertTrue(controller.nameField.isFirstResponder)
        controller.nameField.typeText("Ann Lee\n")
        XCTAssertTrue(controller.phoneField.isFirstResponder)
        XCTAssertFalse(controller.submitButton.isEnabled)
        controller.phoneField.typeText("555-0123x4567\n")       // the delegate keeps digits only
        XCTAssertEqual(controller.phoneField.text, "5550123456")
        controller.passwordField.typeText("hunter2")
        XCTAssertTrue(controller.submitButton.isEnabled)
        XCTAssertEqual(controller.passwordField.text, "hunter2")
        controller.passwordField.typeText("\n")
        XCTAssertNil(UIApplication.shared.windows.first { $0.isKeyWindow }.flatMap(findFirstResponder))
    }

    func testTheKeyboardMovesTheContentUpAndBackDown() async throws {
        controller.passwordField.becomeFirstResponder()
        XCTAssertEqual(controller.keyboardShowCount, 1)
        XCTAssertEqual(controller.lastKeyboardFrame, CGRect(x: 0, y: 264, width: 320, height: 216))
        XCTAssertEqual(controller.scrollView.contentInset.bottom, 216)
        controller.phoneField.becomeFirstResponder()            // the keyboard stays up
        XCTAssertEqual(controller.keyboardShowCount, 1)
        Headless.advance(by: 1)
        controller.view.endEditing(true)
        XCTAssertEqual(controller.scrollView.contentInset.bottom, 0)
        Headless.advance(by: 1)
        XCTAssertNil(Headless.keyboardFrame)
    }

    func testTheTextViewHidesItsPlaceholderAndLimitsItsLength() async {
        controller.bioView.becomeFirstResponder()
        XCTAssertFalse(controller.bioPlaceholder.isHidden)
        controller.bioView.insertText("Hello")
        XCTAssertTrue(controller.bioPlaceholder.isHidden)
        controller.bioView.insertText(String(repeating: "x", count: 200))
        XCTAssertEqual(controller.bioView.text, "Hello")
        controller.bioView.selectedRange = NSRange(location: 0, length: 5)
        controller.bioView.deleteBackward()
        XCTAssertFalse(controller.bioPlaceholder.isHidden)
    }

    func testACardFieldMovesItsCursorAndHidesItsCaret() async throws {
        let field = CardNumberField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        controller.view.addSubview(field)
        XCTAssertNil(field.cursorOffset)
        field.becomeFirstResponder()
        field.insertText("4242 4242")
        field.moveCursor(to: 4)
        XCTAssertEqual(field.cursorOffset, 4)
        field.insertText("1")
        XCTAssertEqual(field.text, "42421 4242")
        XCTAssertEqual(field.caretRect(for: field.endOfDocument), .zero)
        field.moveCursor(to: 99)                                // no such position: nothing moves
        XCTAssertEqual(field.cursorOffset, 5)
    }

    private func findFirstResponder(in view: UIView) -> UIView? {
        if view.isFirstResponder { return view }
        for subview in view.subviews {
            if let found = findFirstResponder(in: subview) { return found }
        }
        return nil
    }
}
