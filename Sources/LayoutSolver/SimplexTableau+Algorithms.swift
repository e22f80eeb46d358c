// SimplexTableau+Algorithms.swift: primal and dual simplex, phase one, and the ratio tests.

/// How adding a row through phase one ended.
enum ArtificialOutcome {
    /// The row is in the tableau.
    case added
    /// The row cannot hold with the required rows; `proof` holds the symbols of the row that shows
    /// it (an artificial variable whose minimum stays above zero), and the tableau is as before.
    case infeasible(proof: [SolverSymbol])
}

extension SimplexTableau {
    /// Pivots allowed per optimization: Bland's rule already rules out cycling, so this only
    /// guards against rounding playing tricks; past it the solution is feasible but may not be
    /// optimal.
    private var pivotLimit: Int { 10_000 + 10 * symbols.count }

    /// How an entering symbol is ranked: by the length of its column, which is what its pivot
    /// costs (any symbol with a negative cost improves the objective; kiwi's lowest id could be the
    /// window width's error, held by every row), or all alike, for Bland's rule. Bland's rule
    /// takes over after the first degenerate pivot: non-degenerate pivots strictly improve the
    /// objective, so they cannot cycle, and under Bland's rule degenerate ones cannot either.
    private static func rank(_ symbol: SolverSymbol, _ records: [SymbolRecord], bland: Bool) -> Int? {
        guard symbol.kind.canEnter else { return nil }
        return bland ? 0 : records[symbol.id.index].column.count
    }

    /// Primal simplex on the lexicographic objective, from a feasible tableau: pivot in a symbol
    /// with a negative reduced cost until there is none.
    mutating func optimize() {
        var bland = false
        for _ in 0..<pivotLimit {
            // A local copy of the records, released before the pivot mutates them (a live copy
            // would make the pivot copy them whole).
            var entering: SolverSymbol?
            do {
                let records = symbols.records
                entering = objective.enteringSymbol { Self.rank($0, records, bland: bland) }
            }
            guard let entering,
                  // No leaving row would mean an unbounded objective, and a sum of errors that are
                  // all at least zero is bounded: this cannot happen.
                  let (leaving, ratio) = leavingRow(for: entering)
            else { return }
            if ratio <= solverEpsilon { bland = true }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// Primal simplex on the artificial objective of phase one, ranking entering symbols as
    /// `optimize()` does.
    private mutating func optimizeArtificial() {
        var bland = false
        for _ in 0..<pivotLimit {
            var best: (rank: Int, symbol: SolverSymbol)?
            for cell in artificial?.cells ?? [] where cell.coefficient < 0 {
                guard let order = Self.rank(cell.symbol, symbols.records, bland: bland) else { continue }
                if best.map({ order < $0.rank }) ?? true { best = (order, cell.symbol) }
            }
            guard let entering = best?.symbol, let (leaving, ratio) = leavingRow(for: entering) else { return }
            if ratio <= solverEpsilon { bland = true }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// Dual simplex, after constants changed: while a restricted basic symbol is negative, pivot
    /// it out for the symbol whose lexicographic cost ratio is smallest, which keeps the objective
    /// optimal. Returns nil when every row is feasible again, or the basic symbol of a row that no
    /// pivot can fix (its constant is negative and no cell could raise it): the required
    /// constraints then cannot all hold.
    mutating func dualOptimize() -> SolverSymbol? {
        var pivots = 0
        while let id = infeasible.popLast() {
            let leaving = symbols.symbol(id)
            guard symbols[leaving].isBasic, leaving.kind.isRestricted,
                  symbols[leaving].row.constant < -solverEpsilon else { continue }
            guard let entering = dualEnteringSymbol(for: leaving), pivots < pivotLimit else {
                infeasible.removeAll()
                return leaving
            }
            pivot(entering: entering, leaving: leaving)
            pivots += 1
        }
        return nil
    }

    private func dualEnteringSymbol(for basic: SolverSymbol) -> SolverSymbol? {
        var best: SolverCell?
        for cell in symbols[basic].row.cells where cell.coefficient > 0 && cell.symbol.kind.canEnter {
            if let current = best,
               !objective.dualRatio(of: cell.symbol, cell.coefficient, isLessThan: current.symbol, current.coefficient) {
                continue
            }
            best = cell
        }
        return best?.symbol
    }

    /// A slack or error symbol that a new row `0 = constant + Σ a·x` (constant at least zero) can
    /// be solved for without leaving any restricted row negative, or nil. Such a symbol has a
    /// negative coefficient, so it enters at `constant / -a` ≥ 0; each row that holds it moves by
    /// its coefficient times that value and must stay at or above zero (a ratio test done before
    /// the pivot rather than by phase one). The tableau stays feasible, and the primal simplex
    /// that follows every insertion makes it optimal again.
    mutating func feasibleSubject(of row: SolverRow) -> SolverSymbol? {
        candidates: for cell in row.cells where cell.coefficient < -solverEpsilon {
            guard cell.symbol.kind.canEnter else { continue }
            let value = row.constant / -cell.coefficient
            for basic in holders(of: cell.symbol) where symbols[basic].isBasic && symbols[basic].kind != .external {
                let moved = symbols[basic].row.constant + symbols[basic].row.coefficient(of: cell.symbol) * value
                if moved < 0, !moved.isNearZero { continue candidates }
            }
            return cell.symbol
        }
        return nil
    }

    /// Phase one, for a row `0 = constant + Σ …` (constant at least zero) that has no symbol that
    /// could be its subject while keeping the tableau feasible: give it an artificial basic
    /// variable `a = row`, minimise `a`, and keep the row if `a` reaches zero. If it cannot, the
    /// tableau goes back to its checkpoint, exactly as it was.
    mutating func addWithArtificialVariable(_ row: SolverRow) -> ArtificialOutcome {
        let art = makeSymbol(.slack)
        beginCheckpoint()
        insertRow(art, row)
        artificial = row
        optimizeArtificial()
        artificial = nil
        guard !symbols[art].isBasic || symbols[art].row.constant.isNearZero else {
            let proof = symbols[art].row.cells.map(\.symbol)
            restoreCheckpoint()
            forget(art)
            return .infeasible(proof: proof)
        }
        discardCheckpoint()
        if symbols[art].isBasic {
            // a = 0 now, so the row is an equation 0 = constant + Σ …: solve it for a symbol in it,
            // preferring one that may move (a dummy when only dummies are left: the row is then
            // implied by the others).
            var artRow = removeRow(art)
            let entering = artRow.cells.first { $0.symbol.kind.canEnter } ?? artRow.cells.first
            if let entering {
                artRow.solve(for: entering.symbol)
                substitute(entering.symbol, with: artRow)
                insertRow(entering.symbol, artRow)
            }
        } else {
            eliminate(art)
        }
        forget(art)
        return .added
    }

    // MARK: - Ratio tests

    /// Primal simplex's leaving row for `entering`: among restricted rows where raising it lowers
    /// the basic symbol, the one that reaches zero first, and how far `entering` rises until then
    /// (zero for a degenerate pivot); ties go to the lowest id (Bland).
    func leavingRow(for entering: SolverSymbol) -> (basic: SolverSymbol, ratio: Double)? {
        var best: SymbolID?
        var bestRatio = Double.infinity
        for basic in column(of: entering) where symbols[basic].kind.isRestricted && symbols[basic].isBasic {
            let coefficient = symbols[basic].row.coefficient(of: entering)
            guard coefficient < 0 else { continue }
            let ratio = -symbols[basic].row.constant / coefficient
            if ratio < bestRatio || (ratio == bestRatio && best.map { basic < $0 } ?? true) {
                bestRatio = ratio
                best = basic
            }
        }
        return best.map { (symbols.symbol($0), bestRatio) }
    }

    /// The row to pivot `marker` into before its constraint's row is dropped (kiwi's rule): a
    /// restricted row where it has a negative coefficient with the smallest ratio, else a restricted
    /// row with the smallest ratio the other way, else any unrestricted row. Either keeps every
    /// restricted symbol at or above zero.
    ///
    /// Before all of those comes a row whose basic symbol is a dummy: such rows hold only dummies
    /// (all zero), and pivoting there keeps it so; pivoting a dummy marker anywhere else would put
    /// slacks into dummy rows, and a dummy could then drift from zero.
    func markerLeavingRow(for marker: SolverSymbol) -> SolverSymbol? {
        if let dummy = column(of: marker).filter({
            symbols[$0].kind == .dummy && symbols[$0].isBasic && symbols[$0].row.contains(marker)
        }).min() { return symbols.symbol(dummy) }
        var first: SymbolID?, second: SymbolID?, third: SymbolID?
        var firstRatio = Double.infinity, secondRatio = Double.infinity
        for basic in column(of: marker) {
            let row = symbols[basic].row
            let coefficient = row.coefficient(of: marker)
            if coefficient == 0 { continue }  // a stale entry
            if symbols[basic].kind == .external {
                if third.map({ basic < $0 }) ?? true { third = basic }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if ratio < firstRatio || (ratio == firstRatio && first.map { basic < $0 } ?? true) {
                    firstRatio = ratio
                    first = basic
                }
            } else {
                let ratio = row.constant / coefficient
                if ratio < secondRatio || (ratio == secondRatio && second.map { basic < $0 } ?? true) {
                    secondRatio = ratio
                    second = basic
                }
            }
        }
        return (first ?? second ?? third).map { symbols.symbol($0) }
    }
}
