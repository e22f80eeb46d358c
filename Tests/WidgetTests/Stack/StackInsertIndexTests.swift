// StackInsertIndexTests.swift: `insertArrangedSubview(_:at:)` with an index past the end raises
// NSInternalInconsistencyException, as Apple's documentation of the method says; nothing changes.
import Foundation
import Testing
import HeadlessTesting
import TestSupport
import ViewWidgets

@MainActor
@Suite(.headless)
struct StackInsertIndexTests {
    @Test func anIndexPastTheEndIsTheDocumentedInternalInconsistency() {
        let first = UIView(), late = UIView()
        let stack = UIStackView(arrangedSubviews: [first])
        let reports = reportedProblems { stack.insertArrangedSubview(late, at: 2) }
        #expect(reports == [ReportedProblem(message: "-[UIStackView insertArrangedSubview:atIndex:]: index 2 out of bounds for 1 arranged subviews",
                                            exceptionName: "NSInternalInconsistencyException")])
        #expect(stack.arrangedSubviews == [first])
        #expect(late.superview == nil)
        stack.insertArrangedSubview(late, at: 1)    // the end itself is allowed
        #expect(stack.arrangedSubviews == [first, late])
    }
}
