// SolverPriorityTests.swift: UIKit's priorities are strictly ranked: no amount of lower-priority
// error outweighs any higher-priority error.

import TestSupport
import Testing
@testable import LayoutSolver

@Suite("Solver priorities")
struct SolverPriorityTests {
    let x = LayoutVariable("x")

    @Test func aHigherPriorityWinsOverAnyAmountOfLowerPriorityError() throws {
        let solver = LayoutSolver()
        try solver.addConstraint(LayoutConstraint(x, .equal, 0, priority: 999))
        // Fifty constraints one priority lower, each a million points away, still lose.
        for _ in 0..<50 {
            try solver.addConstraint(LayoutConstraint(x, .equal, 1_000_000, priority: 998))
        }
        #expect(solver.value(of: x) == 0)
    }

    @Test func manyLowerPriorityVariablesCannotOutweighOneHigherPriorityError() throws {
        let solver = LayoutSolver()
        // x is pulled to 0 at 999; each y_i wants x + i at 998 but is tied to 1000 + i required...
        let ys = (0..<40).map { LayoutVariable("y\($0)") }
        try solver.addConstraint(LayoutConstraint(x, .equal, 0, priority: 999))
        for (index, y) in ys.enumerated() {
            try solver.addConstraint(LayoutConstraint(y, .equal, x + Double(index), priority: 998))
            try solver.addConstraint(LayoutConstraint(y, .greaterThanOrEqual, 10_000))
        }
        #expect(solver.value(of: x) == 0)
        #expect(ys.allSatisfy { solver.value(of: $0) == 10_000 })
    }

    @Test func fractionalPrioritiesAreDistinctLevels() throws {
        let solver = LayoutSolver()
        try solver.addConstraint(LayoutConstraint(x, .equal, 10, priority: 250))
        try solver.addConstraint(LayoutConstraint(x, .equal, 20, priority: 250))
        try solver.addConstraint(LayoutConstraint(x, .equal, 30, priority: 250))
        try solver.addConstraint(LayoutConstraint(x, .equal, 99, priority: 250.5))
        #expect(isClose(solver.value(of: x), 99))
    }

    @Test func theOrderOfAddingDoesNotChangeWhoWins() throws {
        let weak = LayoutConstraint(x, .equal, 10, priority: 1)
        let strong = LayoutConstraint(x, .equal, 20, priority: 2)
        let first = LayoutSolver(), second = LayoutSolver()
        try first.add(weak, strong)
        try second.add(strong, weak)
        #expect(isClose(first.value(of: x), 20))
        #expect(isClose(second.value(of: x), 20))
    }

    @Test func aLowerPriorityStillDecidesWhatTheHigherOneLeavesOpen() throws {
        let solver = LayoutSolver()
        let width = LayoutVariable("width")
        // 999 only asks for width >= 100; 1 then picks the smallest such width.
        try solver.add(
            LayoutConstraint(width, .greaterThanOrEqual, 100, priority: 999),
            LayoutConstraint(width, .equal, 0, priority: 1))
        #expect(isClose(solver.value(of: width), 100))
    }

    @Test func adjacentIntegerPrioritiesAreEachTheirOwnLevel() throws {
        let solver = LayoutSolver()
        // Priority p pulls x to p: the highest optional one, 999, must win outright, with 99 lower
        // levels (both ends of the range, adjacent integers) still in play.
        let priorities = Array(stride(from: Float(1), through: 50, by: 1)) + Array(stride(from: Float(950), through: 999, by: 1))
        var generator = SeededGenerator(seed: 7)
        for priority in priorities.shuffled(using: &generator) {
            try solver.addConstraint(LayoutConstraint(x, .equal, Double(priority), priority: priority))
        }
        #expect(solver.tableau.objective.levels.count == 100)
        #expect(isClose(solver.value(of: x), 999))
        let y = LayoutVariable("y")
        // y sits between its two strongest wishes' neighbours: 998 pulls it up, 997 down.
        try solver.addConstraint(LayoutConstraint(y, .lessThanOrEqual, 10, priority: 997))
        try solver.addConstraint(LayoutConstraint(y, .greaterThanOrEqual, 20, priority: 998))
        #expect(isClose(solver.value(of: y), 20))
    }

    @Test func levelsDisappearWithTheirLastConstraint() throws {
        let solver = LayoutSolver()
        let constraints = [Float(250), 500, 500, 750].map { LayoutConstraint(x, .equal, Double($0), priority: $0) }
        for constraint in constraints { try solver.addConstraint(constraint) }
        #expect(solver.tableau.objective.levels.map(\.priority) == [750, 500, 250])
        try solver.removeConstraint(constraints[1])
        try solver.removeConstraint(constraints[3])
        #expect(solver.tableau.objective.levels.map(\.priority) == [500, 250])
        #expect(isClose(solver.value(of: x), 500))
    }
}
