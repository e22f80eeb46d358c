// SolverChainTests.swift: chains of constraints (each variable placed after earlier ones), whose
// rows refer to earlier external symbols: sparse rows, right values, every moved value reported.

import TestSupport
import Testing
@testable import LayoutSolver

@Suite("Solver on chains of constraints")
struct SolverChainTests {
    /// The number of cells in every row of the tableau.
    static func cellCount(_ solver: LayoutSolver) -> Int {
        solver.tableau.symbols.records.reduce(0) { $0 + ($1.isBasic ? $1.row.cells.count : 0) }
    }

    /// `count` positions, each 12 after the one before (a view 10 wide and a gap of 2).
    static func chain(_ count: Int) -> (positions: [LayoutVariable], widths: [LayoutVariable], constraints: [LayoutConstraint]) {
        let positions = (0..<count).map { LayoutVariable("x\($0)") }
        let widths = (0..<count).map { LayoutVariable("w\($0)") }
        var constraints: [LayoutConstraint] = []
        for index in 0..<count {
            constraints.append(LayoutConstraint(widths[index], .equal, 10))
            if index == 0 {
                constraints.append(LayoutConstraint(positions[0], .equal, 0))
            } else {
                constraints.append(LayoutConstraint(
                    expression: LinearExpression(
                        terms: [.init(positions[index]), .init(positions[index - 1], -1), .init(widths[index - 1], -1)],
                        constant: -2),
                    relation: .equal))
            }
        }
        return (positions, widths, constraints)
    }

    @Test func aChainKeepsItsTableauLinear() throws {
        let (positions, _, constraints) = Self.chain(2_000)
        let solver = LayoutSolver()
        for constraint in constraints { try solver.addConstraint(constraint) }
        #expect(solver.value(of: positions[1_999]) == 1_999 * 12)
        // In basic form alone the last row would hold about 4,000 cells and the tableau millions.
        #expect(Self.cellCount(solver) < 10 * 2_000)
    }

    @Test func changingALinkMovesAndReportsEveryPositionAfterIt() throws {
        let (positions, _, constraints) = Self.chain(50)
        let solver = LayoutSolver()
        for constraint in constraints { try solver.addConstraint(constraint) }
        solver.updateVariables()
        let link = constraints[2 * 20 + 1]  // x20 = x19 + w19 + 2
        try solver.updateConstant(of: link, to: -7)
        let changed = Set(solver.updateVariables().map(\.name))
        #expect(changed == Set((20..<50).map { "x\($0)" }))
        #expect(solver.value(of: positions[19]) == 19 * 12)
        #expect(solver.value(of: positions[20]) == 19 * 12 + 17)
        #expect(solver.value(of: positions[49]) == 49 * 12 + 5)
        try solver.removeConstraint(link)
        try solver.addConstraint(LayoutConstraint(positions[20], .equal, 1_000))
        #expect(solver.value(of: positions[49]) == 1_000 + 29 * 12)
        #expect(Set(solver.updateVariables().map(\.name)) == Set((20..<50).map { "x\($0)" }))
        #expect(!solver.isAmbiguous(positions[49]))
    }

    /// A random chain: each variable defined from earlier ones (so its row refers to them), with
    /// random constraints, removals, constant changes and edits mixed in; checked against the
    /// reference and a solve from scratch, and every moved value must be reported.
    @Test func randomChainsMatchTheReferenceSolver() {
        var seedsWithReferences = 0
        for seed in UInt64(5000)..<5150 {
            var generator = SeededGenerator(seed: seed)
            let variables = (0..<Int.random(in: 5...9, using: &generator)).map { LayoutVariable("v\($0)") }
            let solver = LayoutSolver()
            var active: [LayoutConstraint] = []
            var reported = Array(repeating: 0.0, count: variables.count)
            func checkReports(_ step: String) {
                let changed = Set(solver.updateVariables().map(\.name))
                for (index, variable) in variables.enumerated() where solver.value(of: variable) != reported[index] {
                    // A variable no constraint mentions any more is forgotten: zero, not reported.
                    guard solver.externals[variable] != nil else {
                        reported[index] = 0
                        continue
                    }
                    #expect(changed.contains(variable.name), "seed \(seed) \(step): \(variable) moved unreported")
                    reported[index] = solver.value(of: variable)
                }
            }
            // The first variable anchored, so each link's new variable is the only parameter.
            let anchor = LayoutConstraint(variables[0], .equal, Double(Int.random(in: -20...20, using: &generator)))
            if (try? solver.addConstraint(anchor)) != nil { active.append(anchor) }
            for index in 1..<variables.count {
                var terms: [LinearExpression.Term] = [.init(variables[index], generator.pick([1, -1, 2, 0.5]))]
                for earlier in 0..<index where generator.chance(0.5) {
                    terms.append(.init(variables[earlier], generator.pick([-2, -1, 1, 3])))
                }
                let constraint = LayoutConstraint(
                    expression: LinearExpression(terms: terms, constant: Double(Int.random(in: -20...20, using: &generator))),
                    relation: .equal, priority: generator.pick([1000, 1000, 1000, 750]))
                if (try? solver.addConstraint(constraint)) != nil { active.append(constraint) }
                checkReports("link \(index)")
            }
            if solver.tableau.hasReferenceRows { seedsWithReferences += 1 }
            for step in 0..<40 {
                switch Int.random(in: 0..<9, using: &generator) {
                case 0, 8:
                    let constraint = SolverRandomTests.randomConstraint(&generator, variables)
                    if (try? solver.addConstraint(constraint)) != nil { active.append(constraint) }
                case 1...2:
                    // Another link, as a stack view's rebuild makes: a later variable from an earlier one.
                    let later = 1 + generator.index(below: variables.count - 1)
                    let earlier = generator.index(below: later)
                    let constraint = LayoutConstraint(
                        expression: LinearExpression(
                            terms: [.init(variables[later]), .init(variables[earlier], generator.pick([-1, 1]))],
                            constant: Double(Int.random(in: -20...20, using: &generator))),
                        relation: .equal)
                    if (try? solver.addConstraint(constraint)) != nil { active.append(constraint) }
                case 3...4:
                    guard !active.isEmpty else { continue }
                    let constraint = active.remove(at: generator.index(below: active.count))
                    #expect(throws: Never.self) { try solver.removeConstraint(constraint) }
                case 5:
                    guard !active.isEmpty else { continue }
                    let constraint = active[generator.index(below: active.count)]
                    try? solver.updateConstant(of: constraint, to: Double(Int.random(in: -20...20, using: &generator)))
                default:  // 6, 7
                    let variable = generator.pick(variables)
                    if !solver.hasEditVariable(variable) { try? solver.addEditVariable(variable, priority: 500) }
                    try? solver.suggestValue(Double(Int.random(in: -30...30, using: &generator)), for: variable)
                }
                checkReports("step \(step)")
                let holding = active + solver.editConstraints.values
                SolverRandomTests.expectMatchesReference(solver, holding, variables, seed: seed * 100 + UInt64(step))
            }
            let edits = solver.editConstraints.values
            let system = (active + edits).map { withCurrentConstant($0, in: solver) }
            let scratch = solvedFromScratch(system)
            #expect(sameErrors(errorsByPriority(active + edits, in: solver), errorsByPriority(system, in: scratch)), "seed \(seed)")
            SolverRandomTests.expectMatchesReference(solver, active + edits, variables, seed: seed)
        }
        // The path under test is taken: most chains have rows that refer to earlier variables.
        #expect(seedsWithReferences > 100)
    }
}
