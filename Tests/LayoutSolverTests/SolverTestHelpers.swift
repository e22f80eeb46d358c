// SolverTestHelpers.swift: shared helpers for the constraint solver tests: tolerant comparison,
// per-priority errors, and rebuilding a system from scratch.

@testable import LayoutSolver

/// True when `a` and `b` agree up to `tolerance`, relative for large values.
func isClose(_ a: Double, _ b: Double, tolerance: Double = 1e-6) -> Bool {
    abs(a - b) <= tolerance * max(1, abs(a), abs(b))
}

/// How far `constraint` is from holding at `solver`'s values: |value| for an equality, the
/// violation for an inequality.
func error(of constraint: LayoutConstraint, constant: Double? = nil, in solver: LayoutSolver) -> Double {
    var expression = constraint.expression
    expression.constant = constant ?? solver.constant(of: constraint) ?? expression.constant
    let value = expression.evaluate { solver.value(of: $0) }
    switch constraint.relation {
    case .equal: return abs(value)
    case .lessThanOrEqual: return max(0, value)
    case .greaterThanOrEqual: return max(0, -value)
    }
}

/// The summed error of `constraints` at each optional priority, highest first, as the solver has
/// them now; required constraints give the "1000" entry, which must be zero.
func errorsByPriority(_ constraints: [LayoutConstraint], in solver: LayoutSolver) -> [(priority: Float, error: Double)] {
    var sums: [Float: Double] = [:]
    for constraint in constraints {
        sums[constraint.priority, default: 0] += error(of: constraint, in: solver)
    }
    return sums.keys.sorted(by: >).map { ($0, sums[$0] ?? 0) }
}

/// A copy of `constraint` whose constant is the one `solver` uses now.
func withCurrentConstant(_ constraint: LayoutConstraint, in solver: LayoutSolver) -> LayoutConstraint {
    var expression = constraint.expression
    expression.constant = solver.constant(of: constraint) ?? expression.constant
    return LayoutConstraint(expression: expression, relation: constraint.relation, priority: constraint.priority)
}

extension LayoutSolver {
    /// Adds every constraint, failing the test on the first that throws.
    func add(_ constraints: LayoutConstraint...) throws {
        for constraint in constraints { try addConstraint(constraint) }
    }
}

/// A fresh solver with `constraints` added in order; the ones it refuses are skipped.
func solvedFromScratch(_ constraints: [LayoutConstraint]) -> LayoutSolver {
    let solver = LayoutSolver()
    for constraint in constraints { try? solver.addConstraint(constraint) }
    return solver
}

/// True when two lists of per-priority errors agree priority by priority.
func sameErrors(_ a: [(priority: Float, error: Double)], _ b: [(priority: Float, error: Double)], tolerance: Double = 1e-6) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { $0.priority == $1.priority && isClose($0.error, $1.error, tolerance: tolerance) }
}
