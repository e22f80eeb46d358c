// LayoutEngine+Report.swift: UIKit's "Unable to simultaneously satisfy constraints" report.

internal import LayoutSolver

extension LayoutEngine {
    /// Reports that `breaking` (a constraint's description) cannot hold with the required
    /// `conflicts` already in the solver, in the words UIKit logs, and that it is broken: left out
    /// of the layout while the others hold. Logged, not raised: the app goes on
    /// (`Headless.recordingViolations` records it; the `.headless` trait fails the test).
    func reportUnsatisfiable(breaking: String, conflicts: [LayoutConstraint]) {
        reportUnsatisfiable(listing: conflicts.map(describe) + [breaking], breaking: breaking)
    }

    /// UIKit's report listing the constraints `listed`, of which `breaking` is broken.
    func reportUnsatisfiable(listing listed: [String], breaking: String) {
        let message = """
            Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            \tTry this:
            \t\t(1) look at each constraint and try to figure out which you don't expect;
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
            \t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints)
            (
            \(listed.map { "    \"\($0)\"" }.joined(separator: ",\n"))
            )

            Will attempt to recover by breaking constraint
            \(breaking)

            Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
            The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
            """
        Headless.reportLoggedProblem(message)
    }

    /// How a solver constraint shows in reports: its `NSLayoutConstraint`, or what the engine made it for.
    func describe(_ constraint: LayoutConstraint) -> String {
        if let owner = layoutConstraints[constraint]?.constraint { return owner.description }
        return engineConstraintDescriptions[constraint]?.text ?? "\(constraint)"
    }
}
