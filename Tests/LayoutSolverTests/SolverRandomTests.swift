// SolverRandomTests.swift: seeded random systems and random sequences of incremental changes,
// checked against the dense reference solver and against solves from scratch.

import TestSupport
import Testing
@testable import LayoutSolver

@Suite("Solver against a reference solver")
struct SolverRandomTests {
    static let priorities: [Float] = [1000, 1000, 1000, 999, 998, 750, 250.5, 250, 1]

    /// Small integer coefficients over 2–4 variables, so the reference's dense simplex is exact
    /// enough and every kind of degeneracy turns up.
    static func randomConstraint(_ generator: inout SeededGenerator, _ variables: [LayoutVariable]) -> LayoutConstraint {
        var terms: [LinearExpression.Term] = []
        for variable in variables where generator.chance(0.6) {
            terms.append(.init(variable, generator.pick([-3, -2, -1, -1, 1, 1, 2, 3, 0.5])))
        }
        if terms.isEmpty { terms.append(.init(generator.pick(variables), 1)) }
        let constant = Double(Int.random(in: -20...20, using: &generator))
        let relation = generator.pick([LayoutConstraintRelation.equal, .lessThanOrEqual, .greaterThanOrEqual])
        return LayoutConstraint(
            expression: LinearExpression(terms: terms, constant: constant), relation: relation,
            priority: generator.pick(priorities))
    }

    /// The reference form of `constraint`, with `constant` in place of its own.
    static func reference(_ constraint: LayoutConstraint, constant: Double? = nil, _ variables: [LayoutVariable]) -> ReferenceConstraint {
        var coefficients = Array(repeating: 0.0, count: variables.count)
        for term in constraint.expression.terms {
            if let index = variables.firstIndex(of: term.variable) { coefficients[index] += term.coefficient }
        }
        return ReferenceConstraint(
            coefficients: coefficients, constant: constant ?? constraint.expression.constant,
            relation: constraint.relation, priority: constraint.priority)
    }

    /// Checks the solver's state against the reference for the constraints it holds: required
    /// ones hold, each priority's summed error is the least possible, and values the optimum pins
    /// down agree.
    static func expectMatchesReference(
        _ solver: LayoutSolver, _ constraints: [LayoutConstraint], _ variables: [LayoutVariable], seed: UInt64
    ) {
        let referenceConstraints = constraints.map { reference($0, constant: solver.constant(of: $0), variables) }
        guard let expected = referenceSolve(referenceConstraints, variableCount: variables.count) else {
            Issue.record("seed \(seed): the reference finds the accepted required constraints infeasible")
            return
        }
        for constraint in constraints where constraint.isRequired {
            #expect(error(of: constraint, in: solver) < 1e-6, "seed \(seed): \(constraint) broken")
        }
        let actual = errorsByPriority(constraints, in: solver).filter { $0.priority < 1000 }
        #expect(sameErrors(actual, expected.errors), "seed \(seed): errors \(actual) expected \(expected.errors)")
        for (index, value) in expected.uniqueValues.enumerated() {
            guard let value else { continue }
            #expect(isClose(solver.value(of: variables[index]), value, tolerance: 1e-5), "seed \(seed): \(variables[index])")
            // Ambiguity is best effort, but it must never claim a value the optimum pins down.
            #expect(!solver.isAmbiguous(variables[index]), "seed \(seed): \(variables[index]) is unique")
        }
    }

    /// True when every value is exactly as before: a refused change is undone bit for bit.
    static func unchanged(_ variables: [LayoutVariable], _ solver: LayoutSolver, _ before: [Double]) -> Bool {
        variables.map { solver.value(of: $0) } == before
    }

    /// True when the reference cannot satisfy the required ones among `constraints`.
    static func referenceIsInfeasible(_ constraints: [ReferenceConstraint], _ variableCount: Int) -> Bool {
        referenceSolve(constraints.filter(\.isRequired), variableCount: variableCount) == nil
    }

    @Test func randomSystemsMatchTheReferenceSolver() {
        for seed in UInt64(0)..<300 {
            var generator = SeededGenerator(seed: seed)
            let variables = (0..<Int.random(in: 2...4, using: &generator)).map { LayoutVariable("v\($0)") }
            let solver = LayoutSolver()
            var accepted: [LayoutConstraint] = []
            for _ in 0..<Int.random(in: 1...8, using: &generator) {
                let constraint = Self.randomConstraint(&generator, variables)
                do {
                    try solver.addConstraint(constraint)
                    accepted.append(constraint)
                } catch .unsatisfiable(let conflicts) {
                    // The refusal must be right, and the named conflicts must be a proof of it.
                    let candidates = (accepted + [constraint]).map { Self.reference($0, variables) }
                    #expect(Self.referenceIsInfeasible(candidates, variables.count), "seed \(seed): refused a feasible one")
                    let proof = (conflicts + [constraint]).map { Self.reference($0, variables) }
                    #expect(Self.referenceIsInfeasible(proof, variables.count), "seed \(seed): conflicts are no proof")
                    #expect(conflicts.allSatisfy { accepted.contains($0) && $0.isRequired })
                } catch {
                    Issue.record("seed \(seed): unexpected \(error)")
                }
            }
            Self.expectMatchesReference(solver, accepted, variables, seed: seed)
        }
    }

    @Test func randomSequencesOfChangesMatchASolveFromScratch() {
        for seed in UInt64(1000)..<1100 {
            var generator = SeededGenerator(seed: seed)
            let variables = (0..<Int.random(in: 2...4, using: &generator)).map { LayoutVariable("v\($0)") }
            let solver = LayoutSolver()
            var active: [LayoutConstraint] = []
            var edits: [LayoutVariable: (priority: Float, value: Double)] = [:]
            func editConstraints() -> [LayoutConstraint] {
                edits.map { LayoutConstraint($0.key, .equal, $0.value.value, priority: $0.value.priority) }
            }
            for _ in 0..<25 {
                let before = variables.map { solver.value(of: $0) }
                switch Int.random(in: 0..<10, using: &generator) {
                case 0...3:
                    let constraint = Self.randomConstraint(&generator, variables)
                    if (try? solver.addConstraint(constraint)) != nil {
                        active.append(constraint)
                    } else {
                        let all = (active.map { withCurrentConstant($0, in: solver) } + [constraint]).map { Self.reference($0, variables) }
                        #expect(Self.referenceIsInfeasible(all, variables.count), "seed \(seed): refused a feasible add")
                        #expect(Self.unchanged(variables, solver, before), "seed \(seed): a refused add moved values")
                    }
                case 4:
                    guard !active.isEmpty else { continue }
                    let constraint = active.remove(at: generator.index(below: active.count))
                    #expect(throws: Never.self) { try solver.removeConstraint(constraint) }
                case 5...6:
                    guard !active.isEmpty else { continue }
                    let constraint = active[generator.index(below: active.count)]
                    let constant = Double(Int.random(in: -20...20, using: &generator))
                    do {
                        try solver.updateConstant(of: constraint, to: constant)
                    } catch {
                        let all = active.map { Self.reference($0, constant: $0 === constraint ? constant : solver.constant(of: $0), variables) }
                        #expect(Self.referenceIsInfeasible(all, variables.count), "seed \(seed): refused a feasible constant")
                        if case .unsatisfiable(let conflicts) = error {
                            let proof = conflicts.map { Self.reference($0, constant: solver.constant(of: $0), variables) }
                                + [Self.reference(constraint, constant: constant, variables)]
                            #expect(Self.referenceIsInfeasible(proof, variables.count), "seed \(seed): conflicts are no proof")
                        }
                        #expect(Self.unchanged(variables, solver, before), "seed \(seed): a refused constant moved values")
                    }
                case 7...8:
                    let variable = generator.pick(variables)
                    let value = Double(Int.random(in: -30...30, using: &generator))
                    if edits[variable] == nil {
                        let priority = generator.pick([Float(999), 750, 250, 1])
                        #expect(throws: Never.self) { try solver.addEditVariable(variable, priority: priority) }
                        edits[variable] = (priority, solver.value(of: variable))
                    }
                    #expect(throws: Never.self) { try solver.suggestValue(value, for: variable) }
                    edits[variable]?.value = value
                default:
                    guard let variable = edits.keys.first else { continue }
                    #expect(throws: Never.self) { try solver.removeEditVariable(variable) }
                    edits[variable] = nil
                }
            }
            let system = active.map { withCurrentConstant($0, in: solver) } + editConstraints()
            let scratch = solvedFromScratch(system)
            #expect(scratch.constraintCount == system.count, "seed \(seed): the final system is feasible")
            let incremental = errorsByPriority(active + solver.editConstraints.values, in: solver)
            #expect(sameErrors(incremental, errorsByPriority(system, in: scratch)), "seed \(seed)")
            Self.expectMatchesReference(solver, active + solver.editConstraints.values, variables, seed: seed)
        }
    }
}
