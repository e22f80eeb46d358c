// AccessibilityAudit.swift: XCUITest's accessibility audit (Xcode 15): the kinds of audit, the
// issues they find, and `performAccessibilityAudit(for:_:)`, which fails the test once for each
// issue its handler does not take. The checks themselves are in AccessibilityAudit+Checks.swift.

import Foundation
import ViewWidgets

/// The kinds of accessibility audit, as XCUITest's `XCUIAccessibilityAuditType` (its raw values).
public struct XCUIAccessibilityAuditType: OptionSet, Sendable, Hashable {
    public let rawValue: UInt64
    /// Makes a set of audit kinds from XCUITest's raw value.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// Text whose colour is too close to its background's (WCAG: 4.5:1, 3:1 for large text).
    public static let contrast = XCUIAccessibilityAuditType(rawValue: 1 << 0)
    /// Text drawn on screen that VoiceOver cannot reach.
    public static let elementDetection = XCUIAccessibilityAuditType(rawValue: 1 << 1)
    /// Buttons smaller than 44 × 44 points.
    public static let hitRegion = XCUIAccessibilityAuditType(rawValue: 1 << 2)
    /// Buttons and images without an accessibility label.
    public static let sufficientElementDescription = XCUIAccessibilityAuditType(rawValue: 1 << 3)
    /// Text that does not follow the user's text size.
    public static let dynamicType = XCUIAccessibilityAuditType(rawValue: 1 << 16)
    /// Text cut short, at the current text size or the largest accessibility size.
    public static let textClipped = XCUIAccessibilityAuditType(rawValue: 1 << 17)
    /// Views that act as buttons (a tap recognizer) without the button trait.
    public static let trait = XCUIAccessibilityAuditType(rawValue: 1 << 18)
    /// Actions an assistive app cannot perform: macOS only in XCUITest, so it finds nothing
    /// on this (iOS) screen.
    public static let action = XCUIAccessibilityAuditType(rawValue: 1 << 32)
    /// Parent and child elements that do not match: macOS only in XCUITest, so it finds nothing
    /// on this (iOS) screen.
    public static let parentChild = XCUIAccessibilityAuditType(rawValue: 1 << 33)
    /// Every kind.
    public static let all = XCUIAccessibilityAuditType(rawValue: ~0)
}

/// One problem an audit found, as XCUITest's `XCUIAccessibilityAuditIssue`.
@preconcurrency @MainActor
public final class XCUIAccessibilityAuditIssue: Hashable, CustomStringConvertible {
    /// The kind of audit that found it.
    public nonisolated let auditType: XCUIAccessibilityAuditType
    /// A short name of the problem (`Contrast failed`, `Hit region too small`...).
    public nonisolated let compactDescription: String
    /// What is wrong, with the values measured, and what fixes it.
    public nonisolated let detailedDescription: String
    /// The element it is about, when there is one.
    public let element: XCUIElement?

    init(_ auditType: XCUIAccessibilityAuditType, _ compactDescription: String, _ detailedDescription: String,
         element: XCUIElement?) {
        self.auditType = auditType
        self.compactDescription = compactDescription
        self.detailedDescription = detailedDescription
        self.element = element
    }

    /// `<compact description>: <detailed description>`.
    public nonisolated var description: String { "\(compactDescription): \(detailedDescription)" }

    /// Issues are equal when they are the same object, as XCUITest's are.
    public nonisolated static func == (lhs: XCUIAccessibilityAuditIssue, rhs: XCUIAccessibilityAuditIssue) -> Bool {
        lhs === rhs
    }

    /// Hashes the object's identity.
    public nonisolated func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

extension XCUIApplication {
    /// Audits the app's window for the kinds in `auditTypes`, as XCUITest's
    /// `performAccessibilityAudit(for:_:)`: each issue goes to `issueHandler`, which returns
    /// true to ignore it; every issue not ignored fails the test where the audit was called, with
    /// its descriptions. An error the handler throws ends the audit and is thrown on.
    ///
    ///     try app.performAccessibilityAudit(for: [.contrast, .hitRegion]) { issue in
    ///         issue.element?.label == "Decoration"   // known, ignored
    ///     }
    public func performAccessibilityAudit(for auditTypes: XCUIAccessibilityAuditType = .all,
                                          _ issueHandler: ((XCUIAccessibilityAuditIssue) throws -> Bool)? = nil,
                                          fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                                          line: UInt = #line, column: UInt = #column) throws {
        let here = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let issues = AccessibilityAuditor(window: window).issues(for: auditTypes)
        var screen: [FailureArtifact]?
        for issue in issues {
            if try issueHandler?(issue) == true { continue }
            let subject = issue.element.map { " (\($0.auditSummary))" } ?? ""
            // The screen's files go with the first failure only: they are the same for all.
            let artifacts = screen == nil ? FailureArtifacts.screenState() : []
            screen = artifacts
            here.fail("Accessibility audit: \(issue.compactDescription)\(subject): \(issue.detailedDescription)",
                      artifacts: artifacts)
        }
    }
}

extension XCUIElement {
    /// The element as an audit failure names it: its kind, frame and label.
    var auditSummary: String {
        guard let view = evaluate().first else { return path }
        return ElementAttributes.summary(of: view)
    }
}
