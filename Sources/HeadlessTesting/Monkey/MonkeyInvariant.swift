// MonkeyInvariant.swift: what must hold after every step of a monkey's run: no UIKit exception
// or error (always), and the audits, lints and predicates a test names.

import ViewWidgets

/// Something that must hold after every step of ``Headless/monkey(rootViewController:seed:steps:invariants:fileID:file:line:column:)``.
/// UIKit's exceptions and logged errors are always checked; these come on top.
///
///     Headless.monkey(rootViewController: CartViewController(), seed: 7, invariants: [
///         .audit([.hitRegion, .sufficientElementDescription]),
///         .that("the badge counts the rows") { app in app.cells.count == Int(app.staticTexts["badge"].label) },
///     ])
@preconcurrency @MainActor
public struct MonkeyInvariant: Sendable {
    /// How the invariant is named when it breaks.
    public let name: String
    /// Nil when the invariant holds for `app`, else what is wrong.
    let check: @MainActor @Sendable (XCUIApplication) -> String?

    /// An invariant named `name` that holds when `holds` returns true for the application.
    public static func that(_ name: String, _ holds: @escaping @MainActor @Sendable (XCUIApplication) -> Bool) -> MonkeyInvariant {
        MonkeyInvariant(name: name) { holds($0) ? nil : "it no longer holds" }
    }

    /// The accessibility audits of `auditTypes` find nothing
    /// (``XCUIApplication/performAccessibilityAudit(for:_:fileID:file:line:column:)``).
    public static func audit(_ auditTypes: XCUIAccessibilityAuditType = .all) -> MonkeyInvariant {
        MonkeyInvariant(name: "accessibility audit") { app in
            AccessibilityAuditor(window: app.window).issues(for: auditTypes).first.map { issue in
                let subject = issue.element.map { " (\($0.auditSummary))" } ?? ""
                return "\(issue.compactDescription)\(subject): \(issue.detailedDescription)"
            }
        }
    }

    /// The layout lints of `kinds` find nothing (``layoutLints(in:_:)``).
    public static func lints(_ kinds: LayoutLint.Kind = .all) -> MonkeyInvariant {
        MonkeyInvariant(name: "layout lints") { app in
            layoutLints(in: app.window, kinds).first.map(\.description)
        }
    }

    /// UIKit raised no exception and logged no error: the invariant every run keeps.
    static let noViolations = MonkeyInvariant(name: "no UIKit exception or error") { _ in nil }
}
