// SolverIncrementalTests.swift: edit variables, constant changes and refused required constraints,
// each checked against a solve of the same system from scratch.

import Testing
@testable import LayoutSolver

@Suite("Solver incremental changes")
struct SolverIncrementalTests {
    let x = LayoutVariable("x")
    let y = LayoutVariable("y")

    /// A row of three boxes inside a container whose width is an edit variable.
    struct Boxes {
        let container = LayoutVariable("container.width")
        let lefts = (0..<3).map { LayoutVariable("box\($0).minX") }
        let widths = (0..<3).map { LayoutVariable("box\($0).width") }
        var constraints: [LayoutConstraint] {
            var result = [LayoutConstraint(lefts[0], .equal, 8)]
            for index in 1..<3 {
                result.append(LayoutConstraint(lefts[index], .equal, lefts[index - 1] + widths[index - 1] + 8))
                result.append(LayoutConstraint(widths[index], .equal, widths[0]))
            }
            result.append(LayoutConstraint(lefts[2] + widths[2] + 8, .lessThanOrEqual, container))
            result.append(LayoutConstraint(lefts[2] + widths[2] + 8, .equal, container, priority: 750))
            result.append(LayoutConstraint(widths[0], .greaterThanOrEqual, 20))
            result.append(LayoutConstraint(widths[0], .equal, 50, priority: 250))
            return result
        }
    }

    @Test func suggestValueMatchesASolveFromScratch() throws {
        let boxes = Boxes()
        let solver = solvedFromScratch(boxes.constraints)
        try solver.addEditVariable(boxes.container, priority: 999)
        for width in [320.0, 100, 50, 1024, 0, 333.5] {
            try solver.suggestValue(width, for: boxes.container)
            let scratch = solvedFromScratch(boxes.constraints + [LayoutConstraint(boxes.container, .equal, width, priority: 999)])
            for variable in boxes.lefts + boxes.widths + [boxes.container] {
                #expect(isClose(solver.value(of: variable), scratch.value(of: variable)), "\(variable) at width \(width)")
            }
        }
        #expect(isClose(solver.value(of: boxes.widths[0]), (333.5 - 32) / 3))
    }

    @Test func updateConstantMatchesASolveFromScratch() throws {
        let boxes = Boxes()
        // 0: left0 == 8, 1: gap after box 0, 7: width0 >= 20, 8: width0 == 50 @250, 9: container == 400.
        let constraints = boxes.constraints + [LayoutConstraint(boxes.container, .equal, 400)]
        let solver = solvedFromScratch(constraints)
        for (index, newConstant) in [(0, -30.0), (9, -300), (8, -10), (7, -35), (1, -16), (9, -1000), (0, 0)] {
            try solver.updateConstant(of: constraints[index], to: newConstant)
            #expect(solver.constant(of: constraints[index]) == newConstant)
            let scratch = solvedFromScratch(constraints.map { withCurrentConstant($0, in: solver) })
            for variable in boxes.lefts + boxes.widths + [boxes.container] {
                #expect(isClose(solver.value(of: variable), scratch.value(of: variable)), "\(variable) after \(index)")
            }
        }
        #expect(isClose(solver.value(of: boxes.widths[0]), (1000 - 16 - 8 - 8) / 3))
    }

    @Test func aRequiredConstraintThatCannotHoldIsRefusedAndChangesNothing() throws {
        let solver = LayoutSolver()
        let lower = LayoutConstraint(x, .greaterThanOrEqual, 10)
        let tie = LayoutConstraint(y, .equal, x + 5)
        try solver.add(lower, tie, LayoutConstraint(x, .equal, 50, priority: 500), LayoutConstraint(y, .lessThanOrEqual, 1000))
        let before = (solver.value(of: x), solver.value(of: y))
        solver.updateVariables()
        let impossible = LayoutConstraint(y, .lessThanOrEqual, 12)
        #expect(throws: LayoutSolverError.unsatisfiable(conflicts: [lower, tie])) { try solver.addConstraint(impossible) }
        #expect(!solver.hasConstraint(impossible))
        #expect(solver.value(of: x) == before.0 && solver.value(of: y) == before.1)
        #expect(solver.updateVariables().isEmpty)
        // The solver still works: the constraint that failed can be replaced by one that fits.
        try solver.addConstraint(LayoutConstraint(y, .lessThanOrEqual, 40))
        #expect(isClose(solver.value(of: x), 35))
    }

    @Test func contradictoryEqualitiesNameEachOther() throws {
        let solver = LayoutSolver()
        let first = LayoutConstraint(x, .equal, 10)
        try solver.addConstraint(first)
        #expect(throws: LayoutSolverError.unsatisfiable(conflicts: [first])) {
            try solver.addConstraint(LayoutConstraint(x, .equal, 11))
        }
        // An implied equality is fine.
        try solver.addConstraint(LayoutConstraint(2 * x, .equal, 20))
        #expect(solver.value(of: x) == 10)
    }

    @Test func aConstantChangeThatBreaksRequiredConstraintsIsRefused() throws {
        let solver = LayoutSolver()
        let floor = LayoutConstraint(x, .greaterThanOrEqual, 10)
        let ceiling = LayoutConstraint(x, .lessThanOrEqual, 20)
        try solver.add(floor, ceiling, LayoutConstraint(x, .equal, 15, priority: 500))
        #expect(throws: LayoutSolverError.unsatisfiable(conflicts: [ceiling])) {
            try solver.updateConstant(of: floor, to: -30)
        }
        #expect(solver.constant(of: floor) == -10)
        #expect(solver.value(of: x) == 15)
        try solver.updateConstant(of: floor, to: -18)
        #expect(isClose(solver.value(of: x), 18))
    }

    @Test func aConstantChangeOnARedundantEqualityMustAgreeWithTheOriginal() throws {
        let solver = LayoutSolver()
        let original = LayoutConstraint(x, .equal, 10)
        let copy = LayoutConstraint(x, .equal, 10)
        try solver.add(original, copy)
        #expect(throws: LayoutSolverError.unsatisfiable(conflicts: [original])) {
            try solver.updateConstant(of: copy, to: -12)
        }
        try solver.removeConstraint(original)
        try solver.updateConstant(of: copy, to: -12)
        #expect(isClose(solver.value(of: x), 12))
    }

    @Test func editVariablesComeAndGo() throws {
        let solver = LayoutSolver()
        try solver.addConstraint(LayoutConstraint(x, .equal, 5, priority: 250))
        try solver.addEditVariable(x, priority: 500)
        #expect(solver.hasEditVariable(x))
        #expect(throws: LayoutSolverError.duplicateEditVariable) { try solver.addEditVariable(x, priority: 500) }
        try solver.suggestValue(70, for: x)
        #expect(solver.value(of: x) == 70)
        try solver.removeEditVariable(x)
        #expect(isClose(solver.value(of: x), 5))
        #expect(throws: LayoutSolverError.unknownEditVariable) { try solver.suggestValue(1, for: x) }
        #expect(throws: LayoutSolverError.unknownEditVariable) { try solver.removeEditVariable(x) }
    }

    @Test func addingAnEditVariableMovesNothing() throws {
        let solver = LayoutSolver()
        try solver.add(LayoutConstraint(x, .equal, 30, priority: 250), LayoutConstraint(y, .equal, x * 2))
        solver.updateVariables()
        try solver.addEditVariable(x, priority: 999)
        #expect(solver.updateVariables().isEmpty)
        #expect(solver.value(of: y) == 60)
    }

    @Test func aConstantChangeTouchesOnlyTheRowsThatHoldItsConstraint() throws {
        let solver = LayoutSolver()
        let far = (0..<200).map { LayoutVariable("far\($0)") }
        for (index, variable) in far.enumerated() {
            try solver.addConstraint(LayoutConstraint(variable, .equal, Double(index)))
        }
        let pin = LayoutConstraint(x, .equal, 1)
        try solver.add(pin, LayoutConstraint(y, .equal, x + 1))
        solver.updateVariables()
        try solver.updateConstant(of: pin, to: -9)
        #expect(Set(solver.updateVariables()) == [x, y])
        #expect(solver.value(of: y) == 10)
    }
}
