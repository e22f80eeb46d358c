// MonkeyTests.swift: the seeded monkey called from a Swift 5 language-mode test target, as an
// app's tests are: an app-shaped controller made in the argument, an invariant closure reading
// the app, and the report read back.
import Testing
import UIKit
import HeadlessTesting

/// A counter with a planted bug: Minus goes below zero, which the screen promises never to show.
final class CounterViewController: UIViewController {
    let valueLabel = UILabel()
    var value = 0 { didSet { valueLabel.text = "\(value)" } }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        valueLabel.accessibilityIdentifier = "value"
        valueLabel.text = "0"
        valueLabel.frame = CGRect(x: 140, y: 100, width: 40, height: 30)
        let plus = UIButton(type: .system)
        plus.setTitle("Plus", for: .normal)
        plus.frame = CGRect(x: 200, y: 100, width: 80, height: 44)
        // iOS: plus.addTarget(self, action: #selector(increment), for: .touchUpInside)
        plus.addAction(UIAction { [weak self] _ in self?.value += 1 }, for: .touchUpInside)
        let minus = UIButton(type: .system)
        minus.setTitle("Minus", for: .normal)
        minus.frame = CGRect(x: 40, y: 100, width: 80, height: 44)
        minus.addAction(UIAction { [weak self] _ in self?.value -= 1 }, for: .touchUpInside)
        [valueLabel, plus, minus].forEach(view.addSubview)
    }
}

@MainActor
@Suite("The monkey from Swift 5 language-mode code", .headless)
struct MonkeyTests {
    @Test func findsTheNegativeCount() throws {
        var report: MonkeyReport?
        withKnownIssue {
            report = Headless.monkey(rootViewController: CounterViewController(), seed: 11, steps: 100, invariants: [
                .that("the count is never negative") { app in !app.staticTexts["value"].label.hasPrefix("-") },
            ])
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("The monkey (seed 11) broke ") }
        }
        let failure = try #require(report?.failure)
        #expect(failure.steps == [#"app.buttons["Minus"].tap()"#])
    }
}
