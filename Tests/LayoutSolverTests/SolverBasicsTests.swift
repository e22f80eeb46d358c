// SolverBasicsTests.swift: the constraint solver's basic behaviour: equalities, inequalities,
// optional constraints, errors it reports, reading values and ambiguity.

import Testing
@testable import LayoutSolver

@Suite("Solver basics")
struct SolverBasicsTests {
    let x = LayoutVariable("x")
    let y = LayoutVariable("y")

    @Test func aRequiredEqualityFixesAVariable() throws {
        let solver = LayoutSolver()
        try solver.add(LayoutConstraint(x, .equal, 42))
        #expect(solver.value(of: x) == 42)
    }

    @Test func expressionsReadLikeMath() throws {
        let solver = LayoutSolver()
        try solver.add(LayoutConstraint(x + 2 * y - 10, .equal, 0), LayoutConstraint(y, .equal, 3))
        #expect(isClose(solver.value(of: x), 4))
    }

    @Test func aVariableMentionedTwiceAddsItsCoefficients() throws {
        let solver = LayoutSolver()
        try solver.add(LayoutConstraint(x + x, .equal, 10))
        #expect(isClose(solver.value(of: x), 5))
    }

    @Test func theMidpointStaysBetweenItsEnds() throws {
        let left = LayoutVariable("left"), mid = LayoutVariable("mid"), right = LayoutVariable("right")
        let solver = LayoutSolver()
        try solver.add(
            LayoutConstraint(mid, .equal, (left + right) / 2),
            LayoutConstraint(right, .greaterThanOrEqual, left + 10),
            LayoutConstraint(right, .lessThanOrEqual, 100),
            LayoutConstraint(left, .greaterThanOrEqual, 0))
        try solver.addEditVariable(mid, priority: 500)
        try solver.suggestValue(2, for: mid)
        // mid == 2 would need right - left < 10: the required gap wins and mid moves as little as it can.
        #expect(isClose(solver.value(of: mid), 5))
        #expect(isClose(solver.value(of: left), 0))
        #expect(isClose(solver.value(of: right), 10))
        try solver.suggestValue(50, for: mid)
        #expect(isClose(solver.value(of: mid), 50))
        #expect(isClose((solver.value(of: left) + solver.value(of: right)) / 2, 50))
        #expect(solver.value(of: right) - solver.value(of: left) >= 10 - 1e-9)
    }

    @Test func requiredInequalitiesBoundAnOptionalEquality() throws {
        let solver = LayoutSolver()
        try solver.add(
            LayoutConstraint(x, .lessThanOrEqual, 20),
            LayoutConstraint(x, .equal, 100, priority: 750))
        #expect(isClose(solver.value(of: x), 20))
    }

    @Test func anOptionalInequalityCostsOnlyItsViolation() throws {
        let solver = LayoutSolver()
        // x >= 10 is met at x = 30, so only x == 30 decides.
        try solver.add(
            LayoutConstraint(x, .greaterThanOrEqual, 10, priority: 500),
            LayoutConstraint(x, .equal, 30, priority: 500))
        #expect(isClose(solver.value(of: x), 30))
    }

    @Test func errorsWithinOnePriorityAreSummed() throws {
        let solver = LayoutSolver()
        // Two pulls toward 0 outweigh one toward 100 at the same priority.
        let constraints = [
            LayoutConstraint(x, .equal, 0, priority: 500),
            LayoutConstraint(x, .equal, 0, priority: 500),
            LayoutConstraint(x, .equal, 100, priority: 500),
        ]
        for constraint in constraints { try solver.addConstraint(constraint) }
        #expect(isClose(solver.value(of: x), 0))
    }

    @Test func removingAConstraintLetsTheOthersDecide() throws {
        let solver = LayoutSolver()
        let strong = LayoutConstraint(x, .equal, 10, priority: 750)
        try solver.add(strong, LayoutConstraint(x, .equal, 20, priority: 250))
        #expect(isClose(solver.value(of: x), 10))
        try solver.removeConstraint(strong)
        #expect(isClose(solver.value(of: x), 20))
        #expect(!solver.hasConstraint(strong))
    }

    @Test func aConstraintWithoutVariablesHoldsOrIsRefused() throws {
        let solver = LayoutSolver()
        try solver.add(LayoutConstraint(5, .greaterThanOrEqual, 0), LayoutConstraint(0, .equal, 0))
        #expect(throws: LayoutSolverError.unsatisfiable(conflicts: [])) {
            try solver.addConstraint(LayoutConstraint(5, .equal, 0))
        }
        // Optional ones never fail: they are simply missed.
        try solver.addConstraint(LayoutConstraint(5, .equal, 0, priority: 250))
        #expect(solver.constraintCount == 3)
    }

    @Test func addingTheSameConstraintTwiceIsReported() throws {
        let solver = LayoutSolver()
        let constraint = LayoutConstraint(x, .equal, 1)
        try solver.addConstraint(constraint)
        #expect(throws: LayoutSolverError.duplicateConstraint) { try solver.addConstraint(constraint) }
        #expect(solver.constraintCount == 1)
    }

    @Test func removingAnUnknownConstraintIsReported() {
        let solver = LayoutSolver()
        #expect(throws: LayoutSolverError.unknownConstraint) {
            try solver.removeConstraint(LayoutConstraint(x, .equal, 1))
        }
    }

    @Test func nonFiniteNumbersAreRefused() throws {
        let solver = LayoutSolver()
        #expect(throws: LayoutSolverError.nonFiniteValue) { try solver.addConstraint(LayoutConstraint(x, .equal, Double.nan)) }
        #expect(throws: LayoutSolverError.nonFiniteValue) {
            try solver.addConstraint(LayoutConstraint(Double.infinity * x, .equal, 0))
        }
        let constraint = LayoutConstraint(x, .equal, 1)
        try solver.addConstraint(constraint)
        #expect(throws: LayoutSolverError.nonFiniteValue) { try solver.updateConstant(of: constraint, to: .infinity) }
        try solver.addEditVariable(y, priority: 500)
        #expect(throws: LayoutSolverError.nonFiniteValue) { try solver.suggestValue(.nan, for: y) }
        #expect(solver.value(of: x) == 1)
    }

    @Test func prioritiesOutsideUIKitsRangeAreRefused() {
        let solver = LayoutSolver()
        for priority: Float in [0, -1, 1000.5] {
            #expect(throws: LayoutSolverError.invalidPriority(priority)) {
                try solver.addConstraint(LayoutConstraint(x, .equal, 1, priority: priority))
            }
        }
        #expect(throws: LayoutSolverError.invalidPriority(1000)) { try solver.addEditVariable(x, priority: 1000) }
        #expect(solver.constraintCount == 0)
    }

    @Test func onlyVariablesThatMovedAreReported() throws {
        let solver = LayoutSolver()
        let z = LayoutVariable("z")
        let pin = LayoutConstraint(x, .equal, 10)
        try solver.add(pin, LayoutConstraint(y, .equal, x + 5), LayoutConstraint(z, .equal, 7))
        #expect(Set(solver.updateVariables()) == [x, y, z])
        #expect(solver.updateVariables().isEmpty)
        try solver.updateConstant(of: pin, to: -20)
        #expect(Set(solver.updateVariables()) == [x, y])
        #expect(solver.value(of: y) == 25)
    }

    @Test func aVariableThatLeavesEveryConstraintAndComesBackIsReported() throws {
        let solver = LayoutSolver()
        let pin = LayoutConstraint(x, .equal, 100)
        // A new variable is reported at zero too: its owner may hold any value.
        try solver.add(pin, LayoutConstraint(y, .equal, 0))
        #expect(Set(solver.updateVariables()) == [x, y])
        // x leaves every constraint: it is forgotten, and its owner keeps the 100 it was given.
        try solver.removeConstraint(pin)
        #expect(solver.updateVariables().isEmpty)
        #expect(solver.value(of: x) == 0)
        // Back at zero, what a new unknown starts at: reported, its owner holds 100.
        let zero = LayoutConstraint(x, .equal, 0)
        try solver.add(zero)
        #expect(solver.updateVariables() == [x])
        // Forgotten and back in one go, even at the same value: its owner may have read zero meanwhile.
        try solver.removeConstraint(zero)
        try solver.add(LayoutConstraint(x, .equal, 0))
        #expect(solver.updateVariables() == [x])
        #expect(solver.updateVariables().isEmpty)
    }

    @Test func anUnconstrainedDirectionIsAmbiguous() throws {
        let solver = LayoutSolver()
        try solver.add(LayoutConstraint(x + y, .equal, 10))
        #expect(solver.isAmbiguous(x))
        #expect(solver.isAmbiguous(y))
        try solver.add(LayoutConstraint(y, .equal, 4))
        #expect(!solver.isAmbiguous(x))
        #expect(!solver.isAmbiguous(y))
    }

    @Test func aVariableBetweenTwoBoundsIsAmbiguousUntilAnOptionalConstraintPicksAValue() throws {
        let solver = LayoutSolver()
        try solver.add(LayoutConstraint(x, .greaterThanOrEqual, 0), LayoutConstraint(x, .lessThanOrEqual, 100))
        #expect(solver.isAmbiguous(x))
        try solver.add(LayoutConstraint(x, .equal, 30, priority: 250))
        #expect(!solver.isAmbiguous(x))
        #expect(isClose(solver.value(of: x), 30))
    }

    @Test func aVariableAtItsOnlyBoundIsAmbiguous() throws {
        let solver = LayoutSolver()
        try solver.add(LayoutConstraint(x, .greaterThanOrEqual, 10))
        #expect(solver.isAmbiguous(x))
        #expect(solver.isAmbiguous(LayoutVariable("unknown")))
    }

    @Test func aVariableNoConstraintMentionsIsForgotten() throws {
        let solver = LayoutSolver()
        let constraint = LayoutConstraint(x, .equal, 5)
        try solver.addConstraint(constraint)
        try solver.removeConstraint(constraint)
        #expect(solver.value(of: x) == 0)
        #expect(solver.externals[x] == nil)
    }
}
