// LayoutSolver+Values.swift: reading solved values, learning which changed, and ambiguity.

extension LayoutSolver {
    /// The solved value of `variable`; zero for a variable no constraint mentions.
    public func value(of variable: LayoutVariable) -> Double {
        guard let symbol = externals[variable] else { return 0 }
        return tableau.value(of: symbol)
    }

    /// The variables whose value differs from what it was at the previous call, and those that
    /// entered the solver since (first mentioned by a constraint, or mentioned again after the
    /// solver forgot them), whatever their value, so a caller moves only the views that moved.
    /// The solver notes each external symbol whose row it touches, so this costs what changed,
    /// not the number of variables. Variables the solver has forgotten (no constraint mentions
    /// them) are not reported.
    @discardableResult
    public func updateVariables() -> [LayoutVariable] {
        var changed: [LayoutVariable] = []
        for id in tableau.takeTouchedExternals() {
            guard let variable = tableau.symbols[id].variable else { continue }
            let value = tableau.value(of: tableau.symbols.symbol(id))
            if value != tableau.symbols[id].reportedValue {
                tableau.symbols[id].reportedValue = value
                changed.append(variable)
            }
        }
        return changed
    }

    /// True when `variable`'s value is not pinned down: it could move without breaking a required
    /// constraint or raising the error at any priority (Auto Layout's ambiguous layout).
    ///
    /// Best effort, from the current vertex of the simplex: the variable is ambiguous when it is a
    /// free parameter (an unknown variable, or an external symbol left nonbasic), or when its row
    /// holds a free parameter, or a slack or error symbol that has zero cost at every priority and
    /// can rise above zero without pushing a restricted row below zero. An alternative optimum
    /// reachable only through degenerate pivots is not seen.
    public func isAmbiguous(_ variable: LayoutVariable) -> Bool {
        guard let symbol = externals[variable], var row = tableau.row(of: symbol) else { return true }
        if tableau.symbols[symbol].hasReferences { row = tableau.expanded(row) }
        for cell in row.cells {
            switch cell.symbol.kind {
            case .external:
                return true
            case .dummy:
                continue
            case .slack, .error:
                if tableau.objective.hasZeroCost(cell.symbol), canRise(cell.symbol) { return true }
            }
        }
        return false
    }

    /// True when the nonbasic `symbol` can take a value above zero with every restricted basic
    /// symbol staying at or above zero.
    private func canRise(_ symbol: SolverSymbol) -> Bool {
        for basic in tableau.column(of: symbol) where tableau.symbols[basic].kind.isRestricted {
            let row = tableau.symbols[basic].row
            let coefficient = row.coefficient(of: symbol)
            if coefficient < 0, row.constant / -coefficient <= solverEpsilon { return false }
        }
        return true
    }
}
