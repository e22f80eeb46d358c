// QueryTests.swift: XCUITest-style queries over a window: kinds, subscripts, positions,
// containment, and the attributes elements read from accessibility.
import Testing
import HeadlessTesting
import ViewWidgets

/// A screen of the kinds a login form has: a title, two fields, a switch, a button, a table of
/// two people, and an image that is not an element.
@MainActor
final class FormScreen: UIViewController, UITableViewDataSource {
    let titleLabel = UILabel(frame: CGRect(x: 16, y: 20, width: 288, height: 24))
    let emailField = UITextField(frame: CGRect(x: 16, y: 60, width: 288, height: 34))
    let passwordField = UITextField(frame: CGRect(x: 16, y: 100, width: 288, height: 34))
    let rememberSwitch = UISwitch(frame: CGRect(x: 16, y: 140, width: 51, height: 31))
    let logInButton = UIButton(type: .system)
    let logo = UIImageView(frame: CGRect(x: 280, y: 20, width: 24, height: 24))
    let table = UITableView(frame: CGRect(x: 0, y: 240, width: 320, height: 200))
    var logIns = 0
    let people = ["Ada", "Grace"]

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        titleLabel.text = "Welcome"
        emailField.placeholder = "Email"
        emailField.accessibilityIdentifier = "email"
        passwordField.placeholder = "Password"
        passwordField.isSecureTextEntry = true
        logInButton.setTitle("Log in", for: .normal)
        logInButton.frame = CGRect(x: 16, y: 180, width: 288, height: 44)
        logInButton.addAction(UIAction { [weak self] _ in
            self?.logIns += 1
            self?.view.endEditing(true)
        }, for: .touchUpInside)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "person")
        table.dataSource = self
        for subview in [titleLabel, emailField, passwordField, rememberSwitch, logInButton, logo, table] {
            view.addSubview(subview)
        }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { people.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "person", for: indexPath)
        cell.textLabel?.text = people[indexPath.row]
        return cell
    }
}

@MainActor
@Suite("XCUITest-style queries", .headless)
struct QueryTests {
    private func launch() -> (XCUIApplication, FormScreen) {
        let screen = FormScreen()
        let app = XCUIApplication(rootViewController: screen)
        app.launch()
        return (app, screen)
    }

    @Test func queriesFindElementsByKind() {
        let (app, _) = launch()
        #expect(app.staticTexts.count == 3)           // the title and the two cells' labels
        #expect(app.textFields.count == 1)
        #expect(app.secureTextFields.count == 1)
        #expect(app.switches.count == 1)
        #expect(app.buttons.count == 1)
        #expect(app.tables.count == 1)
        #expect(app.cells.count == 2)
        #expect(app.images.count == 0)                // an image view is not an element by default
        #expect(app.windows.count == 1)
    }

    @Test func subscriptsFindByIdentifierLabelOrPlaceholder() {
        let (app, screen) = launch()
        #expect(app.textFields["email"].exists)
        #expect(app.textFields["Email"].exists)
        #expect(app.secureTextFields["Password"].exists)
        #expect(app.buttons["Log in"].exists)
        #expect(!app.buttons["Sign up"].exists)
        #expect(app.staticTexts["Welcome"].label == "Welcome")
        #expect(app.textFields["email"].identifier == "email")
        screen.logo.accessibilityIdentifier = "logo"
        #expect(app.images["logo"].exists)
    }

    @Test func positionsAndContainment() {
        let (app, _) = launch()
        #expect(app.cells.element(boundBy: 1).label == "Grace")
        #expect(app.cells.firstMatch.label == "Ada")
        #expect(app.tables.cells.staticTexts["Grace"].exists)
        #expect(app.cells.containing(.staticText, identifier: "Grace").count == 1)
        #expect(app.cells.matching(identifier: "Ada").count == 1)
        #expect(app.descendants(matching: .any).matching(.button, identifier: nil).count == 1)
        #expect(!app.cells.element(boundBy: 5).exists)
    }

    @Test func attributesComeFromAccessibility() {
        let (app, screen) = launch()
        let toggle = app.switches.element
        #expect(toggle.value as? String == "0")
        #expect(app.textFields["email"].value as? String == "Email")     // the placeholder while empty
        #expect(app.buttons["Log in"].frame == CGRect(x: 16, y: 180, width: 288, height: 44))
        #expect(app.buttons["Log in"].isEnabled)
        screen.logInButton.isEnabled = false
        #expect(!app.buttons["Log in"].isEnabled)
        #expect(app.buttons["Log in"].elementType == .button)
    }

    @Test func tapsGoThroughHitTesting() {
        let (app, screen) = launch()
        app.buttons["Log in"].tap()
        #expect(screen.logIns == 1)
        app.switches.element.tap()
        #expect(screen.rememberSwitch.isOn)
        #expect(app.switches.element.value as? String == "1")
        app.cells["Grace"].tap()
        #expect(screen.table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(app.cells["Grace"].isSelected)
    }

    @Test func typingNeedsTheKeyboardFirst() {
        let (app, screen) = launch()
        let field = app.textFields["email"]
        field.tap()
        #expect(field.hasFocus)
        field.typeText("ada@example.com")
        #expect(screen.emailField.text == "ada@example.com")
        #expect(field.value as? String == "ada@example.com")
        withKnownIssue {
            app.secureTextFields["Password"].typeText("x")
        }
        #expect(screen.passwordField.text?.isEmpty != false)
    }

    @Test func aCoveredElementIsNotHittableAndATapOnItFailsNamingWhatIsInTheWay() {
        let (app, screen) = launch()
        let cover = UIView(frame: CGRect(x: 0, y: 170, width: 320, height: 60))
        cover.backgroundColor = .red
        screen.view.addSubview(cover)
        #expect(app.buttons["Log in"].exists)
        #expect(!app.buttons["Log in"].isHittable)
        withKnownIssue {
            app.buttons["Log in"].tap()
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("<UIView; frame = (0 170; 320 60)") && $0.rawValue.contains("in the way") }
        }
        #expect(screen.logIns == 0)
    }

    @Test func aHiddenElementDoesNotExist() {
        let (app, screen) = launch()
        screen.logInButton.isHidden = true
        #expect(!app.buttons["Log in"].exists)
        withKnownIssue {
            app.buttons["Log in"].tap()
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("No matches found for app.buttons[\"Log in\"]") }
        }
    }

    @Test func anAmbiguousElementFailsListingTheMatches() {
        let (app, _) = launch()
        withKnownIssue {
            _ = app.cells.element.label
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("Multiple matching elements found for app.cells") }
        }
    }

    @Test func waitingAdvancesTheVirtualClock() {
        let (app, screen) = launch()
        _ = Headless.schedule(after: 2) {
            let label = UILabel(frame: CGRect(x: 16, y: 450, width: 100, height: 20))
            label.text = "Done"
            screen.view.addSubview(label)
        }
        #expect(!app.staticTexts["Done"].waitForExistence(timeout: 1))
        #expect(Headless.now >= 1)
        #expect(app.staticTexts["Done"].waitForExistence(timeout: 5))
        #expect(Headless.now < 3)
    }

    @Test func pressingHoldsTheFingerForTheDuration() {
        let (app, screen) = launch()
        var began: TimeInterval?
        let target = PressTarget { began = Headless.now }
        let press = UILongPressGestureRecognizer()
        press.addTarget(target, action: PressTarget.fire)
        screen.titleLabel.isUserInteractionEnabled = true
        screen.titleLabel.addGestureRecognizer(press)
        let start = Headless.now
        app.staticTexts["Welcome"].press(forDuration: 1)
        #expect(began.map { $0 - start } == 0.5)
        withExtendedLifetime(target) {}
    }

    @Test func doubleTappingSendsTwoTapsInQuickSuccession() {
        let (app, screen) = launch()
        var doubleTaps = 0
        let target = PressTarget { doubleTaps += 1 }
        let doubleTap = UITapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        doubleTap.addTarget(target, action: PressTarget.fireOnEnd)
        screen.titleLabel.isUserInteractionEnabled = true
        screen.titleLabel.addGestureRecognizer(doubleTap)
        app.staticTexts["Welcome"].tap()
        #expect(doubleTaps == 0)
        app.staticTexts["Welcome"].doubleTap()
        #expect(doubleTaps == 1)
        withExtendedLifetime(target) {}
    }

    @Test func swipingDownAfterUpScrollsBack() {
        let (app, screen) = launch()
        screen.table.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 600, right: 0)
        app.tables.element.swipeUp()
        _ = app.staticTexts["nothing"].waitForExistence(timeout: 3)     // the deceleration ends
        let scrolled = screen.table.contentOffset.y
        app.tables.element.swipeDown()
        _ = app.staticTexts["nothing"].waitForExistence(timeout: 3)
        #expect(screen.table.contentOffset.y < scrolled)
    }

    @Test func swipingUpScrollsATable() {
        let (app, screen) = launch()
        screen.table.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 600, right: 0)
        app.tables.element.swipeUp()
        #expect(screen.table.contentOffset.y > 0)
    }
}

/// A target for a gesture recognizer that calls a closure once, when it begins.
@MainActor
final class PressTarget {
    private let onBegan: () -> Void
    private var fired = false
    init(_ onBegan: @escaping () -> Void) { self.onBegan = onBegan }
    func fireOnEnd(_ recognizer: UITapGestureRecognizer) {
        if recognizer.state == .ended { onBegan() }
    }
    func fire(_ recognizer: UILongPressGestureRecognizer) {
        guard recognizer.state == .began, !fired else { return }
        fired = true
        onBegan()
    }
}
