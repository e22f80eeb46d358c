// AlertTextFieldTests.swift: text fields in an alert (`addTextField(configurationHandler:)`,
// `textFields`): configured at once, stacked between the message and the buttons, the first one
// focused when the alert appears, the alert kept above the keyboard
// (Alerts/UIAlertController+TextFields.swift).
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("Alert text fields", .headless)
struct AlertTextFieldTests {
    /// A 320x480 window presenting a "Log In" alert with a user name and a password field.
    private func presentLogIn(handler: ((UIAlertController) -> Void)? = nil) -> (UIWindow, UIAlertController) {
        let root = UIViewController()
        let window = makeShownWindow(root: root)
        let alert = UIAlertController(title: "Log In", message: "Enter your name and password.", preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addTextField { field in
            field.placeholder = "Password"
            field.isSecureTextEntry = true
        }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Log In", style: .default) { [unowned alert] _ in handler?(alert) })
        root.present(alert, animated: true)
        return (window, alert)
    }

    @Test func theConfigurationHandlerRunsAtOnceWithTheNewField() {
        let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
        #expect(alert.textFields == nil)
        var configured: [UITextField] = []
        alert.addTextField { field in
            field.text = "Untitled"
            configured.append(field)
        }
        alert.addTextField()

        #expect(configured.count == 1)
        let fields = alert.textFields ?? []
        #expect(fields.count == 2)
        #expect(fields.first === configured.first)
        #expect(fields.first?.text == "Untitled")
        #expect(!alert.isViewLoaded)
    }

    @Test func anActionSheetRefusesTextFields() {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        var handlerRan = false
        let violations = Headless.recordingViolations {
            sheet.addTextField { _ in handlerRan = true }
        }
        #expect(violations == ["Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert"])
        #expect(sheet.textFields == nil)
        #expect(!handlerRan)
    }

    @Test func theFieldsStackBetweenTheMessageAndTheButtons() throws {
        let (window, alert) = presentLogIn()
        Headless.runUntilIdle()

        let fields = try #require(alert.textFields)
        let message = try #require(labels(showing: "Enter your name and password.", in: window).first)
        let messageBottom = message.convert(message.bounds, to: window).maxY
        let name = fields[0].convert(fields[0].bounds, to: window)
        let password = fields[1].convert(fields[1].bounds, to: window)
        let logIn = try #require(frameOfButton(showing: "Log In", in: window))
        #expect(name.minY > messageBottom)
        #expect(password.minY >= name.maxY)
        #expect(logIn.minY > password.maxY)
        let box = try #require(fields[0].superview?.superview)
        let boxFrame = box.convert(box.bounds, to: window)
        #expect(name.minX > boxFrame.minX && name.maxX < boxFrame.maxX)
        #expect(name.height > 0 && name.width == password.width)
        #expect(fields[0].window === window)
    }

    @Test func theFirstFieldIsFocusedWhenTheAlertAppears() throws {
        let (_, alert) = presentLogIn()
        let fields = try #require(alert.textFields)
        #expect(fields[0].isFirstResponder)
        Headless.runUntilIdle()
        #expect(Headless.keyboardFrame != nil)
    }

    @Test func typingAndTappingTheSecondFieldFillTheFieldsTheHandlerReads() throws {
        var submitted: [String?] = []
        let (window, alert) = presentLogIn { alert in
            submitted = alert.textFields?.map(\.text) ?? []
        }
        Headless.runUntilIdle()
        let fields = try #require(alert.textFields)

        fields[0].typeText("ada")
        let password = fields[1].convert(fields[1].bounds, to: window)
        window.tap(at: CGPoint(x: password.midX, y: password.midY))
        #expect(fields[1].isFirstResponder)
        fields[1].typeText("secret")
        tapButton(showing: "Log In", in: window)
        #expect(!fields[1].isFirstResponder)                 // the keyboard leaves with the alert
        #expect(submitted.isEmpty)
        Headless.runUntilIdle()

        #expect(submitted == ["ada", "secret"])
        #expect(Headless.keyboardFrame == nil)
        #expect(!fields[1].isFirstResponder)
    }

    @Test func theAlertRisesToStayAboveTheKeyboard() throws {
        let (window, alert) = presentLogIn()
        Headless.runUntilIdle()

        let keyboard = try #require(Headless.keyboardFrame)
        let box = try #require(alert.textFields?.first?.superview?.superview)
        let frame = box.convert(box.bounds, to: window)
        #expect(frame.maxY <= keyboard.minY)
        #expect(abs(frame.midY - keyboard.minY / 2) <= 1)
    }

    @Test func aDismissedAlertAndItsFieldsAreFreed() throws {
        let root = UIViewController()
        let window = makeShownWindow(root: root)
        weak var weakAlert: UIAlertController?
        weak var weakField: UITextField?
        do {
            let alert = UIAlertController(title: "Name", message: nil, preferredStyle: .alert)
            alert.addTextField()
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            weakAlert = alert
            weakField = alert.textFields?.first
            root.present(alert, animated: true)
            Headless.runUntilIdle()
            tapButton(showing: "OK", in: window)
            Headless.runUntilIdle()
        }

        #expect(weakAlert == nil)
        #expect(weakField == nil)
    }
}
