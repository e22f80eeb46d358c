// XCUIElement+Checks.swift: the accessibility audit and the layout lints a suite can ask to run
// after every action (`.headless(audit:lints:)`), each problem reported once a test, naming
// the action after which it was first seen.

import ViewWidgets

extension XCUIElement {
    /// The audit kinds run after every action of the test in progress (the trait's `audit:`).
    static var auditAfterEachAction: XCUIAccessibilityAuditType = []
    /// The lint kinds run after every action of the test in progress (the trait's `lints:`).
    static var lintsAfterEachAction: LayoutLint.Kind = []
    /// The problems reported so far in the test in progress, so each is reported once.
    private static var reportedProblems: Set<String> = []

    /// Sets the checks for a new test: none unless the trait asks.
    static func resetChecks(audit: XCUIAccessibilityAuditType = [], lints: LayoutLint.Kind = []) {
        auditAfterEachAction = audit
        lintsAfterEachAction = lints
        reportedProblems = []
    }

    /// Runs the checks the trait asked for on `window` after `action` (`tap app.buttons["Go"]`),
    /// failing the test at the action for each problem not reported before in this test.
    func checkAfterAction(_ action: String, in window: UIWindow?, _ here: TestLocation) {
        guard let window, !XCUIElement.auditAfterEachAction.isEmpty || !XCUIElement.lintsAfterEachAction.isEmpty else { return }
        var problems: [String] = []
        if !XCUIElement.auditAfterEachAction.isEmpty {
            for issue in AccessibilityAuditor(window: window).issues(for: XCUIElement.auditAfterEachAction) {
                let subject = issue.element.map { " (\($0.auditSummary))" } ?? ""
                problems.append("Accessibility audit after \(action) \(path): \(issue.compactDescription)\(subject): \(issue.detailedDescription)")
            }
        }
        if !XCUIElement.lintsAfterEachAction.isEmpty {
            for lint in layoutLints(in: window, XCUIElement.lintsAfterEachAction) {
                problems.append("Layout lint after \(action) \(path): \(lint)")
            }
        }
        var first = true
        for problem in problems {
            // The same problem seen after a later action is not reported again.
            let key = problem.replacingOccurrences(of: "after \(action) \(path): ", with: "")
            guard XCUIElement.reportedProblems.insert(key).inserted else { continue }
            here.fail(problem, artifacts: first ? FailureArtifacts.screenState() : [])
            first = false
        }
    }
}
