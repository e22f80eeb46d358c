// AccessibilityTreeAssertionTests.swift: accessibility-tree assertions — the element tree in
// text, patterns written as text or with the result builder that match part of it (tolerant of
// layout and of elements they leave out, strict on kinds, texts, states, traits and order), and
// failures that say which expected element is missing, what nearly matched and what the tree is.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// A sign-in form in a navigation controller: a header, an email field, a disabled "Log in"
/// button and a table of two recent accounts, laid out by a stack view and Auto Layout.
@MainActor
private final class SignInScreen: UIViewController, UITableViewDataSource {
    let heading = UILabel()
    let email = UITextField()
    let button = UIButton(type: .system)
    let table = UITableView(frame: .zero, style: .plain)
    var accounts = ["ada@example.com", "grace@example.com"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sign in"
        view.backgroundColor = .white
        heading.text = "Welcome back"
        heading.accessibilityTraits.insert(.header)
        email.placeholder = "Email"
        email.borderStyle = .roundedRect
        button.setTitle("Log in", for: .normal)
        button.accessibilityIdentifier = "login"
        button.isEnabled = false
        table.dataSource = self
        table.register(UITableViewCell.self, forCellReuseIdentifier: "account")
        table.heightAnchor.constraint(equalToConstant: 200).isActive = true
        let stack = UIStackView(arrangedSubviews: [heading, email, button, table])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { accounts.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "account", for: indexPath)
        cell.textLabel?.text = accounts[indexPath.row]
        return cell
    }
}

/// The messages of the failures `body` records (each expected, so the test itself passes);
/// shared with AccessibilityTreeTextFormTests.swift.
@MainActor
func treeAssertionFailures(_ body: () -> Void) -> [String] {
    final class Box: @unchecked Sendable { var messages: [String] = [] }
    let box = Box()
    withKnownIssue {
        body()
    } matching: { issue in
        // (With HEADLESS_ARTIFACTS set, a message goes on with the failure's folder.)
        let text = issue.comments.map(\.rawValue).joined()
        box.messages.append(text.components(separatedBy: "\nFiles of this failure: ")[0])
        return true
    }
    return box.messages
}

@MainActor
@Suite("Accessibility-tree assertions", .headless(screen: .iPhone15))
struct AccessibilityTreeAssertionTests {
    private func launch() -> (XCUIApplication, SignInScreen) {
        let screen = SignInScreen()
        let app = XCUIApplication(rootViewController: UINavigationController(rootViewController: screen))
        app.launch()
        return (app, screen)
    }

    /// The navigation bar comes first, as XCUITest lists it and VoiceOver reads it, though the
    /// content view starts under it.
    @Test func theTreeIsPrintedAsAPatternWithoutFrames() {
        let (app, _) = launch()
        app.textFields["Email"].tap()
        app.textFields["Email"].typeText("ada@example.com")
        #expect(accessibilityTree(of: app) == """
            Window
              NavigationBar identifier="Sign in"
                StaticText "Sign in"
              StaticText "Welcome back" [header]
              TextField value="ada@example.com" [focused]
              Button "Log in" identifier="login" [disabled]
              Table
                Cell "ada@example.com"
                  StaticText "ada@example.com"
                Cell "grace@example.com"
                  StaticText "grace@example.com"
            """)
    }

    @Test func thePrintedTreeMatchesTheScreenItWasPrintedFrom() throws {
        let (app, _) = launch()
        let printed = accessibilityTree(of: app)
        let patterns = try ElementPattern.parse(printed)
        #expect(accessibilityTree(of: app, matches: patterns))
        #expect(patterns.count == 1)
        #expect(patterns.first?.children.count == 5)
        assertAccessibilityTree(of: app, matches: printed)
    }

    @Test func partOfTheTreeMatchesWithoutContainersOrElementsLeftOut() {
        let (app, _) = launch()
        assertAccessibilityTree(of: app, matches: """
            StaticText "Welcome back" [header]
            Button "Log in" [disabled]
            Cell
              StaticText "grace@example.com"
            """)
        assertAccessibilityTree(of: app) {
            ElementPattern(.staticText, "Welcome back", traits: .header)
            ElementPattern(.textField, value: "Email")
            ElementPattern(.table) {
                for account in ["ada@example.com", "grace@example.com"] {
                    ElementPattern(.cell) { ElementPattern(.staticText, .exactly(account)) }
                }
            }
        }
    }

    @Test func layoutDoesNotMatterButMeaningDoes() throws {
        let (app, screen) = launch()
        let pattern = """
            Button "Log in" identifier="login" [disabled]
            """
        let before = app.buttons["login"].frame
        let stack = try #require(screen.button.superview as? UIStackView)
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 40)
        stack.spacing = 30
        app.window.layoutIfNeeded()
        #expect(app.buttons["login"].frame.minX == before.minX + 40)
        #expect(app.buttons["login"].frame.minY == before.minY + 36)
        assertAccessibilityTree(of: app, matches: pattern)
        screen.button.isEnabled = true
        #expect(treeAssertionFailures { assertAccessibilityTree(of: app, matches: pattern) }.first?.hasPrefix("""
            The accessibility tree does not match: nothing matches line 1, `Button "Log in" identifier="login" [disabled]`.
            Nearly matching:
              `Button "Log in" identifier="login"`: it is enabled
            Expected:
            Button "Log in" identifier="login" [disabled]
            The tree now:
            Window
            """) == true)
    }

    @Test func aMatchIsFoundWheneverOneExists() {
        let (app, _) = launch()
        // `Any` holding "ada@example.com" is first the window (which holds everything), but only
        // the first cell (or its label) leaves the second cell to the next line.
        assertAccessibilityTree(of: app, matches: """
            Any
              StaticText "ada@example.com"
            Cell "grace@example.com"
            """)
        // The same element cannot be taken twice.
        let messages = treeAssertionFailures {
            assertAccessibilityTree(of: app, matches: """
                Button "Log in"
                Button "Log in"
                """)
        }
        #expect(messages.first?.hasPrefix("""
            The accessibility tree does not match: nothing matches line 2, `Button "Log in"` after `Button "Log in" identifier="login" [disabled]` (matched by line 1, `Button "Log in"`).
            `Button "Log in" identifier="login" [disabled]` matches it, but it is the element matched by line 1, `Button "Log in"`
            """) == true)
    }

    @Test func anOutOfOrderElementIsExplainedBeforeAnotherThatLacksChildren() {
        let (app, _) = launch()
        let messages = treeAssertionFailures {
            assertAccessibilityTree(of: app, matches: """
                Cell
                  StaticText "grace@example.com"
                Cell
                  StaticText "ada@example.com"
                """)
        }
        #expect(messages.first?.hasPrefix("""
            The accessibility tree does not match: nothing matches line 3, `Cell` after `Cell "grace@example.com"` (matched by line 1, `Cell`).
            `Cell "ada@example.com"` matches it, but it comes before (elements side by side are matched in reading order)
            """) == true)
    }

    @Test func anEmptyPatternFailsInsteadOfMatchingAnything() {
        let (app, _) = launch()
        let messages = treeAssertionFailures { assertAccessibilityTree(of: app, matches: "# nothing yet\n") }
        #expect(messages == ["The expected accessibility tree is empty: it would match any screen"])
    }

    @Test func aValuePatternNeedsAValue() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 21))
        label.text = "Total"
        view.addSubview(label)
        #expect(accessibilityTree(of: view, matches: [ElementPattern(.staticText, "Total")]))
        #expect(!accessibilityTree(of: view, matches: [ElementPattern(.staticText, value: "")]))
        #expect(!accessibilityTree(of: view, matches: [ElementPattern(.staticText, value: .matching(".*"))]))
        let ending = "al"
        #expect(accessibilityTree(of: view, matches: [ElementPattern(.staticText, "Tot\(ending)")]))
    }

    @Test func aLabelThatDiffersInCaseIsANearMiss() {
        let (app, _) = launch()
        let messages = treeAssertionFailures {
            assertAccessibilityTree(of: app, matches: """
                StaticText "Welcome back"
                Button "Log In"
                """)
        }
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("""
            The accessibility tree does not match: nothing matches line 2, `Button "Log In"` after `StaticText "Welcome back" [header]` (matched by line 1, `StaticText "Welcome back"`).
            Nearly matching:
              `Button "Log in" identifier="login" [disabled]`: its label "Log in" differs in case or spaces
            """) == true)
    }

    @Test func elementsSideBySideMatchInReadingOrder() {
        let (app, _) = launch()
        assertAccessibilityTree(of: app, matches: """
            TextField
            Button "Log in"
            """)
        let messages = treeAssertionFailures {
            assertAccessibilityTree(of: app, matches: """
                Button "Log in"
                TextField
                """)
        }
        #expect(messages.first?.hasPrefix("""
            The accessibility tree does not match: nothing matches line 2, `TextField` after `Button "Log in" identifier="login" [disabled]` (matched by line 1, `Button "Log in"`).
            `TextField value="Email"` matches it, but it comes before (elements side by side are matched in reading order)
            """) == true)
    }

    @Test func childrenMustBeInsideTheirElement() {
        let (app, _) = launch()
        let messages = treeAssertionFailures {
            assertAccessibilityTree(of: app, matches: """
                Table
                  Cell
                    StaticText "Welcome back"
                """)
        }
        #expect(messages.first?.hasPrefix("""
            The accessibility tree does not match: nothing matches line 1, `Table`.
            `Table` is that element, but nothing matches line 2, `Cell` inside `Table`.
            `Cell "ada@example.com"` is that element, but nothing matches line 3, `StaticText "Welcome back"` inside `Cell "ada@example.com"`.
            `StaticText "Welcome back" [header]` matches it, but it is not inside that element
            """) == true)
    }

    @Test func aSiblingInsideThePreviousMatchIsExplained() {
        let (app, _) = launch()
        let messages = treeAssertionFailures {
            assertAccessibilityTree(of: app) {
                ElementPattern(.cell)
                ElementPattern(.staticText, "ada@example.com")
            }
        }
        #expect(messages.first?.hasPrefix("""
            The accessibility tree does not match: nothing matches `StaticText "ada@example.com"` after `Cell "ada@example.com"` (matched by `Cell`).
            `StaticText "ada@example.com"` matches it, but it is inside the element matched by `Cell` (indent a pattern to look inside an element)
            """) == true)
    }

    @Test func textsMatchExactlyByContainingOrByARegularExpression() {
        let (app, _) = launch()
        assertAccessibilityTree(of: app, matches: #"""
            StaticText label=/Sign.*/
            StaticText ~"Welcome"
            Cell
              StaticText /[a-z]+@example\.com/
            """#)
        #expect(!accessibilityTree(of: app, matches: [ElementPattern(.staticText, "Welcome")]))
        #expect(accessibilityTree(of: app, matches: [ElementPattern(.staticText, .contains("Welcome"))]))
        #expect(!accessibilityTree(of: app, matches: [ElementPattern(.staticText, .matching("ada"))]))
        #expect(accessibilityTree(of: app, matches: [ElementPattern(.staticText, .matching("ada.*"))]))
    }

    @Test func statesAndTraitsAreRequiredOrRefused() {
        let (app, screen) = launch()
        assertAccessibilityTree(of: app, matches: """
            StaticText "Welcome back" [header, link=false]
            TextField [focused=false]
            Button identifier="login" [disabled, selected=false]
            """)
        screen.button.isEnabled = true
        screen.button.isSelected = true
        assertAccessibilityTree(of: app, matches: """
            Button identifier="login" [disabled=false, selected]
            """)
        let messages = treeAssertionFailures {
            assertAccessibilityTree(of: app, matches: #"StaticText "Welcome back" [header=false]"#)
            assertAccessibilityTree(of: app, matches: #"StaticText "Welcome back" [link]"#)
        }
        #expect(messages.count == 2)
        #expect(messages.first?.contains("`StaticText \"Welcome back\" [header]`: it has the trait header") == true)
        #expect(messages.last?.contains("`StaticText \"Welcome back\" [header]`: it lacks the trait link") == true)
    }

    @Test func theTreeFollowsTheScreen() {
        let (app, screen) = launch()
        screen.accounts.append("alan@example.com")
        screen.table.reloadData()
        app.window.layoutIfNeeded()
        assertAccessibilityTree(of: app) {
            ElementPattern(.cell) { ElementPattern(.staticText, "alan@example.com") }
        }
        screen.heading.isHidden = true
        #expect(!accessibilityTree(of: app, matches: [ElementPattern(.staticText, "Welcome back")]))
    }

    @Test func anElementsTreeStartsAtTheElement() {
        let (app, _) = launch()
        let table = app.tables.firstMatch
        assertAccessibilityTree(of: table, matches: """
            Table
              Cell
              Cell
            """)
        #expect(!accessibilityTree(of: table, matches: [ElementPattern(.button)]))
        #expect(accessibilityTree(of: table).hasPrefix("Table\n  Cell \"ada@example.com\"\n    StaticText \"ada@example.com\""))
    }

    @Test func aViewsTreeNeedsNoApp() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 21))
        label.text = "Total"
        let toggle = UISwitch()
        toggle.isOn = true
        toggle.accessibilityLabel = "Notifications"
        view.addSubview(label)
        view.addSubview(toggle)
        toggle.frame.origin.y = 40
        assertAccessibilityTree(of: view) {
            ElementPattern(.staticText, "Total")
            ElementPattern(.switch, "Notifications", value: "1")
        }
        #expect(accessibilityTree(of: view) == "StaticText \"Total\"\nSwitch \"Notifications\" value=\"1\"")
    }

    @Test func anElementThatDoesNotExistFailsWithTheQuerysMessage() {
        let (app, _) = launch()
        let messages = treeAssertionFailures {
            assertAccessibilityTree(of: app.tables["Recent"], matches: "Cell")
        }
        #expect(messages.first?.hasPrefix("No matches found for app.tables[\"Recent\"]") == true)
        #expect(!accessibilityTree(of: app.tables["Recent"], matches: []))
    }

    @Test func anUnreadablePatternFailsWithItsLine() {
        let (app, _) = launch()
        let messages = treeAssertionFailures {
            assertAccessibilityTree(of: app, matches: "Table\n  Cel")
            assertAccessibilityTree(of: app) { ElementPattern(.cell, .matching("(unclosed")) }
        }
        #expect(messages.count == 2)
        #expect(messages.first == #"The expected accessibility tree cannot be read: line 2: unknown element type "Cel" (kinds are XCUITest's: Button, StaticText, TextField, Cell, Any...)"#)
        #expect(messages.last?.hasPrefix("The expected accessibility tree cannot be used: /(unclosed/ is not a regular expression") == true)
    }
}
