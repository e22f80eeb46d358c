// LayoutSolver.swift: the incremental Cassowary solver: adding and removing constraints.

/// What the solver keeps for each constraint it holds.
struct SolverConstraintRecord {
    /// The symbol that names the constraint's row: its slack, its first error or its dummy.
    var marker: SolverSymbol
    /// The second error symbol of an optional constraint; none for required ones.
    var other: SolverSymbol?
    /// The coefficient `marker` has in the constraint's own equation `0 = constant + … `, before
    /// any sign flip: a constant change is a marker change divided by it.
    var markerCoefficient: Double
    /// The constant in use: the expression's, until `updateConstant(of:to:)` changes it.
    var constant: Double
    /// The external symbols the expression mentions, each once.
    var variables: [SolverSymbol]
}

/// An incremental linear constraint solver of the Cassowary family (Badros, Borning & Stuckey;
/// kiwi's structure): required constraints always hold, and optional ones are met as closely as
/// possible, priority level by priority level, as Auto Layout's engine does.
///
/// Adding a constraint follows the textbook: make its row in terms of the current nonbasic symbols,
/// choose a subject, substitute it everywhere, then optimize. Edit variables and constant changes
/// use the dual simplex, touching only the rows that mention the changed constraint.
///
/// The solver is a plain single-threaded object; it never needs the main actor. Every failing
/// call throws a `LayoutSolverError` and leaves the solver as it was.
public final class LayoutSolver {
    // The solver is used from one thread and never re-entered, so its fields skip the runtime's
    // exclusivity checks (reading a value cost more in checks than in lookups). What it keeps per
    // symbol (variable, owner, uses, reported value) is in the tableau's symbol table.
    @exclusivity(unchecked) var tableau = SimplexTableau()
    @exclusivity(unchecked) var records: [LayoutConstraint: SolverConstraintRecord] = [:]
    /// The external symbol of each variable some constraint mentions.
    @exclusivity(unchecked) var externals: [LayoutVariable: SolverSymbol] = [:]
    var editConstraints: [LayoutVariable: LayoutConstraint] = [:]

    /// Makes an empty solver.
    public init() {}

    /// The number of constraints added through `addConstraint(_:)` (and edit variables) still held.
    public var constraintCount: Int { records.count }

    /// True when `constraint` is in the solver.
    public func hasConstraint(_ constraint: LayoutConstraint) -> Bool {
        records[constraint] != nil
    }

    /// The constant the solver uses for `constraint` (see `updateConstant(of:to:)`), if it holds it.
    public func constant(of constraint: LayoutConstraint) -> Double? {
        records[constraint]?.constant
    }

    /// Adds `constraint` and solves.
    ///
    /// Throws `.duplicateConstraint` if it is already there, `.invalidPriority` or
    /// `.nonFiniteValue` for bad input, and `.unsatisfiable(conflicts:)` if it is required and
    /// cannot hold together with the required constraints present. The conflicts are chosen from a
    /// proof of infeasibility: the row that cannot reach zero (after phase one, or with only
    /// dummies left) is a combination of the new constraint and some required ones, and those are
    /// the constraints whose marker symbols appear in it. Each is needed for that proof, though
    /// another proof might use others. Optional constraints never make a system infeasible.
    public func addConstraint(_ constraint: LayoutConstraint) throws(LayoutSolverError) {
        try addConstraint(constraint, constant: constraint.expression.constant)
    }

    /// Adds `constraint` with `constant` in place of its expression's, and solves: how a constraint
    /// whose constant another solver changed (`updateConstant(of:to:)`) is copied with that
    /// constant. Throws as `addConstraint(_:)` does, and `.nonFiniteValue` for a bad `constant`.
    public func addConstraint(_ constraint: LayoutConstraint, constant: Double) throws(LayoutSolverError) {
        guard records[constraint] == nil else { throw .duplicateConstraint }
        guard LayoutPriority.isValid(constraint.priority) else { throw .invalidPriority(constraint.priority) }
        guard constraint.expression.isFinite, constant.isFinite else { throw .nonFiniteValue }
        try insert(constraint, constant: constant)
    }

    /// Removes `constraint` and solves again; throws `.unknownConstraint` if it is not there.
    public func removeConstraint(_ constraint: LayoutConstraint) throws(LayoutSolverError) {
        guard let record = records.removeValue(forKey: constraint) else { throw .unknownConstraint }
        remove(constraint, record)
        tableau.optimize()
    }

    // MARK: - Adding

    /// Adds `constraint` with `constant` in place of its expression's: add constraint → make row →
    /// choose subject → substitute → optimize, with phase one when no subject keeps the tableau
    /// feasible. Besides kiwi's subjects (an unknown, or the constraint's own slack or error), any
    /// slack or error whose entry keeps every row feasible will do: a stack's trailing-edge row,
    /// made of the label's hugging symbols once its width and the stack's are known, is solved for
    /// the hugging error directly instead of through an artificial variable.
    ///
    /// While no external symbol is a parameter, a row whose subject is an external symbol no row
    /// mentions keeps its constraint's basic external symbols as references instead of their rows
    /// (SimplexTableau+References.swift): the same subject, and a row as short as the constraint.
    func insert(_ constraint: LayoutConstraint, constant: Double) throws(LayoutSolverError) {
        if tableau.hasNoParameters() {
            var terms = termsRow(of: constraint, constant: constant, expanding: false)
            if let subject = externalSubject(of: terms) {
                let record = complete(&terms, for: constraint, constant: constant)
                terms.solve(for: subject)
                // No row mentions `subject` (it is not a parameter): nothing to substitute.
                tableau.insertRow(subject, terms)
                records[constraint] = record
                tableau.optimize()
                return
            }
        }
        var row = termsRow(of: constraint, constant: constant, expanding: true)
        let record = complete(&row, for: constraint, constant: constant)
        if let subject = chooseSubject(row, record) ?? tableau.feasibleSubject(of: row) {
            row.solve(for: subject)
            tableau.substitute(subject, with: row)
            tableau.insertRow(subject, row)
        } else if row.cells.allSatisfy({ $0.symbol.kind == .dummy }) {
            // Only dummies: the constraint is implied by required equalities already present if
            // the constant is zero, and contradicts them otherwise.
            guard row.constant.isNearZero else {
                let proof = row.cells.map(\.symbol)
                discard(constraint, record)
                throw .unsatisfiable(conflicts: conflicts(in: proof, excluding: constraint))
            }
            row.solve(for: record.marker)
            tableau.insertRow(record.marker, row)
        } else if case .infeasible(let proof) = tableau.addWithArtificialVariable(row) {
            discard(constraint, record)
            throw .unsatisfiable(conflicts: conflicts(in: proof, excluding: constraint))
        }
        records[constraint] = record
        tableau.optimize()
    }

    /// The constraint's expression `constant + Σ coefficient · variable` as a row: in the current
    /// nonbasic symbols when `expanding` (each basic symbol's row, expanded, in its place), else
    /// with basic external symbols left as references.
    private func termsRow(of constraint: LayoutConstraint, constant: Double, expanding: Bool) -> SolverRow {
        var row = SolverRow(constant: constant)
        // The row holds at most every cell of every term's row and the constraint's own two
        // symbols: room for them all at once, rather than growing the row merge by merge.
        var room = 2
        for term in constraint.expression.terms {
            room += expanding ? externals[term.variable].map { max(1, tableau.cellCount(ofRowOf: $0)) } ?? 1 : 1
        }
        row.reserveCapacity(room)
        for term in constraint.expression.terms {
            let symbol = symbol(for: term.variable)
            if expanding, tableau.isBasic(symbol) {
                let basicRow = tableau.symbols[symbol].row
                row.add(tableau.symbols[symbol].hasReferences ? tableau.expanded(basicRow) : basicRow, times: term.coefficient)
            } else {
                row.add(symbol, times: term.coefficient)
            }
        }
        return row
    }

    /// The subject of a row with references: the nonbasic external symbol with the largest
    /// coefficient (the first of equals), as `chooseSubject(_:_:)` picks from the expanded row,
    /// whose external symbols are these when no external symbol is a parameter.
    private func externalSubject(of row: SolverRow) -> SolverSymbol? {
        var external: SolverCell?
        for cell in row.cells where cell.symbol.kind == .external && !tableau.isBasic(cell.symbol) {
            if abs(cell.coefficient) > abs(external?.coefficient ?? 0) { external = cell }
        }
        return external?.symbol
    }

    /// Completes `row`, the constraint's terms, into its equation `0 = constant + Σ coefficient ·
    /// symbol` with its slack, error or dummy symbols, sign-flipped so the constant is at least
    /// zero, and counts the constraint's uses of its variables. Errors of an optional constraint
    /// join the objective at its priority.
    private func complete(_ row: inout SolverRow, for constraint: LayoutConstraint, constant: Double) -> SolverConstraintRecord {
        var variables: [SolverSymbol] = []
        variables.reserveCapacity(constraint.expression.terms.count)
        for term in constraint.expression.terms {
            let symbol = symbol(for: term.variable)
            if !variables.contains(symbol) {
                variables.append(symbol)
                tableau.symbols[symbol].uses += 1
            }
        }
        let marker: SolverSymbol
        var other: SolverSymbol?
        let markerCoefficient: Double
        let priority = constraint.priority
        if !constraint.isRequired { tableau.objective.retainLevel(priority) }
        switch (constraint.relation, constraint.isRequired) {
        case (.lessThanOrEqual, _), (.greaterThanOrEqual, _):
            // expr + slack = 0 for <=, expr - slack = 0 for >=; an error gives it room to miss.
            markerCoefficient = constraint.relation == .lessThanOrEqual ? 1 : -1
            marker = tableau.makeSymbol(.slack)
            row.add(marker, times: markerCoefficient)
            if !constraint.isRequired {
                let error = tableau.makeSymbol(.error)
                row.add(error, times: -markerCoefficient)
                tableau.objective.add(error, times: constraint.weight, at: priority)
                other = error
            }
        case (.equal, true):
            markerCoefficient = 1
            marker = tableau.makeSymbol(.dummy)
            row.add(marker, times: markerCoefficient)
        case (.equal, false):
            // expr = plus - minus: the sum plus + minus is |expr| at the optimum.
            markerCoefficient = -1
            marker = tableau.makeSymbol(.error)
            let minus = tableau.makeSymbol(.error)
            row.add(marker, times: markerCoefficient)
            row.add(minus, times: 1)
            tableau.objective.add(marker, times: constraint.weight, at: priority)
            tableau.objective.add(minus, times: constraint.weight, at: priority)
            other = minus
        }
        tableau.symbols[marker].owner = constraint
        if let other { tableau.symbols[other].owner = constraint }
        if row.constant < 0 { row.negate() }
        return SolverConstraintRecord(
            marker: marker, other: other, markerCoefficient: markerCoefficient, constant: constant, variables: variables)
    }

    /// The symbol to solve a new row for: an unrestricted (external) one if there is any (the one
    /// with the largest coefficient, since solving divides by it), else the constraint's own slack
    /// or error when its coefficient is negative, since the row's constant is at least zero and the
    /// subject then starts at or above zero. Nil when neither exists.
    private func chooseSubject(_ row: SolverRow, _ record: SolverConstraintRecord) -> SolverSymbol? {
        var external: SolverCell?
        for cell in row.cells where cell.symbol.kind == .external {
            if abs(cell.coefficient) > abs(external?.coefficient ?? 0) { external = cell }
        }
        if let external { return external.symbol }
        // The marker, then the other error symbol (checked one by one: an array of the two was an
        // allocation per constraint added).
        if record.marker.kind.canEnter, row.coefficient(of: record.marker) < 0 {
            return record.marker
        }
        if let other = record.other, other.kind.canEnter, row.coefficient(of: other) < 0 {
            return other
        }
        return nil
    }

    // MARK: - Removing

    /// Takes the constraint's row out of the tableau: its errors leave the objective, its marker is
    /// pivoted into the basis (if it is not basic already) and that row is dropped.
    func remove(_ constraint: LayoutConstraint, _ record: SolverConstraintRecord) {
        let priority = constraint.priority
        for error in [record.marker, record.other].compactMap({ $0 }) where error.kind == .error {
            if let row = tableau.row(of: error) {
                tableau.objective.add(row, times: -constraint.weight, at: priority)
            } else {
                tableau.objective.add(error, times: -constraint.weight, at: priority)
            }
        }
        // The marker's coefficient in a row with references is not all of its weight there (the
        // rows referred to may hold it too): such rows are expanded before the pivot.
        if !tableau.isBasic(record.marker) { tableau.expandRows(holding: record.marker) }
        if !tableau.isBasic(record.marker), let leaving = tableau.markerLeavingRow(for: record.marker) {
            tableau.pivot(entering: record.marker, leaving: leaving)
        }
        // A marker in no row at all would mean the constraint left no trace in the tableau;
        // there is then nothing to drop.
        if tableau.isBasic(record.marker) { tableau.removeRow(record.marker) }
        discard(constraint, record)
    }

    /// Forgets the symbols and variable uses of a constraint that is not (or no longer) in the
    /// tableau.
    private func discard(_ constraint: LayoutConstraint, _ record: SolverConstraintRecord) {
        if !constraint.isRequired { tableau.objective.releaseLevel(constraint.priority) }
        for symbol in [record.marker, record.other].compactMap({ $0 }) {
            tableau.symbols[symbol].owner = nil
            tableau.forget(symbol)
        }
        for symbol in record.variables {
            tableau.symbols[symbol].uses -= 1
            if tableau.symbols[symbol].uses == 0 { forgetVariable(symbol) }
        }
    }

    /// The required constraints, other than `constraint`, that own the symbols of `proof`.
    func conflicts(in proof: [SolverSymbol], excluding constraint: LayoutConstraint) -> [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        for symbol in proof.sorted() {
            guard let owner = tableau.symbols[symbol].owner, owner !== constraint, owner.isRequired,
                  !result.contains(where: { $0 === owner }) else { continue }
            result.append(owner)
        }
        return result
    }

    // MARK: - Symbols

    /// The external symbol of `variable`, made on first use.
    private func symbol(for variable: LayoutVariable) -> SolverSymbol {
        if let symbol = externals[variable] { return symbol }
        let symbol = tableau.makeSymbol(.external)
        externals[variable] = symbol
        tableau.symbols[symbol].variable = variable
        // Whatever its value, the next `updateVariables()` reports it: its owner may hold any value
        // now (one that was forgotten for a moment kept what it was given, or read zero since).
        tableau.symbols[symbol].reportedValue = .nan
        tableau.touch(symbol)
        return symbol
    }

    /// Drops a variable no constraint mentions any more, so a long-lived solver does not keep every
    /// view that ever passed through it. Its value is zero from then on (not reported: its owner
    /// keeps what it was given); a constraint that mentions it again makes it new.
    private func forgetVariable(_ symbol: SolverSymbol) {
        guard !tableau.isBasic(symbol), tableau.holders(of: symbol).isEmpty,
              let variable = tableau.symbols[symbol].variable else { return }
        externals[variable] = nil
        tableau.symbols[symbol].variable = nil
        tableau.forget(symbol)
    }
}
