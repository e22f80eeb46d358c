// LayoutSolver+Edits.swift: edit variables, suggested values and incremental constant changes.

extension LayoutSolver {
    /// Makes `variable` editable at `priority` (optional: below 1000), for a value that changes
    /// often, such as a window's width. It starts at the variable's current value, so adding it
    /// moves nothing; `suggestValue(_:for:)` then moves it.
    public func addEditVariable(_ variable: LayoutVariable, priority: Float) throws(LayoutSolverError) {
        guard editConstraints[variable] == nil else { throw .duplicateEditVariable }
        guard LayoutPriority.isValid(priority), priority < LayoutPriority.required else {
            throw .invalidPriority(priority)
        }
        let current = value(of: variable)
        let constraint = LayoutConstraint(
            expression: LinearExpression(terms: [.init(variable)], constant: -current), relation: .equal, priority: priority)
        try insert(constraint, constant: -current)
        editConstraints[variable] = constraint
    }

    /// Removes the edit constraint of `variable`; throws `.unknownEditVariable` if it has none.
    public func removeEditVariable(_ variable: LayoutVariable) throws(LayoutSolverError) {
        guard let constraint = editConstraints.removeValue(forKey: variable) else { throw .unknownEditVariable }
        try removeConstraint(constraint)
    }

    /// True when `variable` has an edit constraint.
    public func hasEditVariable(_ variable: LayoutVariable) -> Bool {
        editConstraints[variable] != nil
    }

    /// Asks for `variable` to be `value`, at its edit priority, and solves incrementally (dual
    /// simplex), as `updateConstant(of:to:)` does for its edit constraint `variable - value == 0`.
    public func suggestValue(_ value: Double, for variable: LayoutVariable) throws(LayoutSolverError) {
        guard value.isFinite else { throw .nonFiniteValue }
        guard let constraint = editConstraints[variable] else { throw .unknownEditVariable }
        try updateConstant(of: constraint, to: -value)
    }

    /// Changes the constant of `constraint`'s expression to `newConstant` and solves again, without
    /// removing and adding it: user interfaces animate constraint constants all the time.
    ///
    /// A constant change is a shift of the constraint's marker symbol, so it goes into the rows that
    /// hold the marker (the column index finds them) and then the dual simplex repairs any row made
    /// infeasible. The cost is those rows and the pivots, not the size of the system. Throws
    /// `.unknownConstraint`, `.nonFiniteValue`, or `.unsatisfiable(conflicts:)` when the constraint
    /// is required and the new constant contradicts other required constraints; the conflicts are
    /// the owners of the symbols in the row that could not be repaired. The solver is then unchanged.
    public func updateConstant(of constraint: LayoutConstraint, to newConstant: Double) throws(LayoutSolverError) {
        guard newConstant.isFinite else { throw .nonFiniteValue }
        guard let record = records[constraint] else { throw .unknownConstraint }
        let delta = newConstant - record.constant
        guard delta != 0 else { return }
        tableau.beginCheckpoint()
        let brokenDummy = tableau.shiftConstants(marker: record.marker, markerCoefficient: record.markerCoefficient, by: delta)
        if let broken = brokenDummy ?? tableau.dualOptimize() {
            let proof = [broken] + (tableau.row(of: broken)?.cells.map(\.symbol) ?? [])
            tableau.restoreCheckpoint()
            throw .unsatisfiable(conflicts: conflicts(in: proof, excluding: constraint))
        }
        tableau.discardCheckpoint()
        records[constraint]?.constant = newConstant
    }
}
