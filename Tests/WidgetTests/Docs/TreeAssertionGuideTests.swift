// TreeAssertionGuideTests.swift: the accessibility-tree assertion examples of Docs/Testing.md,
// compiled and run, with the failure the guide shows checked word for word.
import Testing
import HeadlessTesting
import ViewWidgets

/// An inbox: a heading, a table of messages and a Compose button.
@MainActor
private final class InboxViewController: UIViewController, UITableViewDataSource {
    let subjects = ["Lunch on Friday?", "Invoice 42"]
    let compose = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let heading = UILabel(frame: CGRect(x: 16, y: 60, width: 288, height: 34))
        heading.text = "Inbox"
        heading.font = .preferredFont(forTextStyle: .largeTitle)
        heading.accessibilityTraits.insert(.header)
        let table = UITableView(frame: CGRect(x: 0, y: 100, width: 320, height: 300), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "message")
        table.dataSource = self
        compose.frame = CGRect(x: 16, y: 410, width: 288, height: 44)
        compose.setTitle("Compose", for: .normal)
        [heading, table, compose].forEach(view.addSubview)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { subjects.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
        cell.textLabel?.text = subjects[indexPath.row]
        return cell
    }
}

// snippet: accessibility-tree
@MainActor
@Suite(.headless)
struct InboxTreeTests {
    @Test func theInboxSaysWhatItShows() {
        let app = XCUIApplication(rootViewController: InboxViewController())
        app.launch()
        assertAccessibilityTree(of: app, matches: #"""
            StaticText "Inbox" [header]
            Table
              Cell "Lunch on Friday?"
              Cell /Invoice \d+/
            Button "Compose"
            """#)
    }

    @Test func theSameWithTheResultBuilder() {
        let app = XCUIApplication(rootViewController: InboxViewController())
        app.launch()
        assertAccessibilityTree(of: app) {
            ElementPattern(.staticText, "Inbox", traits: .header)
            ElementPattern(.table) {
                for subject in ["Lunch on Friday?", "Invoice 42"] {
                    ElementPattern(.cell, .exactly(subject))
                }
            }
            ElementPattern(.button, "Compose", isEnabled: true)
        }
    }
}
// end snippet

@MainActor
@Suite("The tree assertion guide", .headless)
struct TreeAssertionGuideTests {
    /// The failure Docs/Testing.md shows, word for word.
    @Test func theDocumentedFailure() {
        let screen = InboxViewController()
        let app = XCUIApplication(rootViewController: screen)
        app.launch()
        screen.compose.isEnabled = false
        final class Box: @unchecked Sendable { var message = "" }
        let box = Box()
        withKnownIssue {
            assertAccessibilityTree(of: app, matches: """
                Table
                  Cell "Lunch on Friday?"
                Button "Compose" [disabled=false]
                """)
        } matching: { issue in
            box.message = issue.comments.map(\.rawValue).joined().components(separatedBy: "\nFiles of this failure: ")[0]
            return true
        }
        #expect(box.message == """
            The accessibility tree does not match: nothing matches line 3, `Button "Compose" [disabled=false]` after `Table` (matched by line 1, `Table`).
            Nearly matching:
              `Button "Compose" [disabled]`: it is disabled
            Expected:
            Table
              Cell "Lunch on Friday?"
            Button "Compose" [disabled=false]
            The tree now:
            Window
              StaticText "Inbox" [header]
              Table
                Cell "Lunch on Friday?"
                  StaticText "Lunch on Friday?"
                Cell "Invoice 42"
                  StaticText "Invoice 42"
              Button "Compose" [disabled]
            """)
    }

    @Test func theDocumentedPrintout() {
        let app = XCUIApplication(rootViewController: InboxViewController())
        app.launch()
        #expect(accessibilityTree(of: app) == """
            Window
              StaticText "Inbox" [header]
              Table
                Cell "Lunch on Friday?"
                  StaticText "Lunch on Friday?"
                Cell "Invoice 42"
                  StaticText "Invoice 42"
              Button "Compose"
            """)
    }
}
