// MonkeyGuideTests.swift: the monkey examples of Docs/Monkey.md, compiled and run.
import Testing
import HeadlessTesting
import ViewWidgets

/// A cart: a Buy button adds a row, a badge counts the rows. The bug the guide's invariant
/// catches: Empty clears the rows but not the badge.
@MainActor
final class CartViewController: UIViewController, UITableViewDataSource {
    let table = UITableView(frame: CGRect(x: 0, y: 100, width: 320, height: 380))
    let badge = UILabel(frame: CGRect(x: 130, y: 50, width: 60, height: 24))
    var rows: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        badge.accessibilityIdentifier = "badge"
        badge.text = "0"
        let buy = UIButton(type: .system)
        buy.setTitle("Buy", for: .normal)
        buy.frame = CGRect(x: 16, y: 40, width: 80, height: 44)
        buy.addAction(UIAction { [weak self] _ in self?.buy() }, for: .touchUpInside)
        let empty = UIButton(type: .system)
        empty.setTitle("Empty", for: .normal)
        empty.frame = CGRect(x: 224, y: 40, width: 80, height: 44)
        empty.addAction(UIAction { [weak self] _ in self?.empty() }, for: .touchUpInside)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = self
        [buy, badge, empty, table].forEach(view.addSubview)
    }

    private func buy() {
        rows.append("Tea")
        table.insertRows(at: [IndexPath(row: rows.count - 1, section: 0)], with: .automatic)
        badge.text = "\(rows.count)"
    }

    private func empty() {
        rows.removeAll()
        table.reloadData()   // the bug: the badge keeps its count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }
}

@MainActor
@Suite("Docs/Monkey.md", .headless)
struct MonkeyGuideTests {
    @Test func theCartKeepsItsBadgeRight() throws {
        var found: MonkeyReport?
        withKnownIssue {
            // snippet: monkey-invariant
            found = Headless.monkey(rootViewController: CartViewController(), seed: 42, steps: 200, invariants: [
                .that("the badge counts the rows") { app in
                    app.staticTexts["badge"].label == "\(app.cells.count)"
                },
            ])
            // end snippet
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("The monkey (seed 42) broke ") }
        }
        let failure = try #require(found?.failure)
        // What Docs/Monkey.md shows the test failing with, word for word.
        #expect(found?.description == """
            The monkey (seed 42) broke "the badge counts the rows" after 8 steps: it no longer holds
            Shrunk to 2 steps; a test that does them:

            import Testing
            import UIKit
            import HeadlessTesting
            @testable import WidgetTests

            @MainActor
            @Suite(.headless)
            struct MonkeySeed42Tests {
                /// Found by `Headless.monkey(rootViewController: CartViewController(), seed: 42)`:
                /// "the badge counts the rows" broke: it no longer holds
                @Test func theShortestRunThatBreaksIt() {
                    let app = XCUIApplication(rootViewController: CartViewController())
                    app.launch()
                    app.buttons["Buy"].tap()
                    app.buttons["Empty"].tap()
                    // Here "the badge counts the rows" no longer holds: check it with #expect.
                }
            }
            """)
        #expect(failure.invariant == "the badge counts the rows")
        #expect(failure.steps == [#"app.buttons["Buy"].tap()"#, #"app.buttons["Empty"].tap()"#])
    }
}
