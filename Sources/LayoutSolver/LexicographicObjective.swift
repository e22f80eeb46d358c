// LexicographicObjective.swift: the objective as one row per priority level, compared in order.

/// The errors of the optional constraints that share one priority, each times its weight (1 but
/// for tie-breaks).
struct ObjectiveLevel {
    /// The priority of every constraint counted here (below 1000).
    let priority: Float
    /// `Σ errors` at this priority, written in nonbasic symbols like any row.
    var row = SolverRow()
    /// How many constraints (including edit constraints) have this priority.
    var users = 0
}

/// The objective of the simplex: a vector of rows, one per distinct optional priority, highest
/// priority first, compared lexicographically (a symbolic weight).
///
/// A symbol's reduced cost is the vector of its coefficients in the level rows. It is "negative"
/// when its first nonzero component is negative: raising it lowers the error at some priority
/// without raising the error at any higher one. No finite weight can stand in for this: with
/// kiwi's 1e6 multipliers, 1000 levels would need weights past what a Double resolves.
struct LexicographicObjective {
    /// Levels by decreasing priority; a level disappears when its last constraint leaves.
    private(set) var levels: [ObjectiveLevel] = []
    /// Symbols whose reduced cost may be negative, by id: every symbol whose cost becomes negative
    /// is appended, and stale ones are pruned when the entering symbol is chosen, so finding it
    /// costs what changed since the last search rather than the length of the objective rows.
    private var candidates: [SymbolID] = []

    /// The level of `priority`, if any constraint uses it.
    func levelIndex(of priority: Float) -> Int? {
        levels.firstIndex { $0.priority == priority }
    }

    /// Counts one more constraint at `priority`, making its level if it is the first.
    mutating func retainLevel(_ priority: Float) {
        if let index = levelIndex(of: priority) {
            levels[index].users += 1
            return
        }
        let index = levels.firstIndex { $0.priority < priority } ?? levels.count
        levels.insert(ObjectiveLevel(priority: priority, users: 1), at: index)
    }

    /// Counts one constraint fewer at `priority`; the level goes with its last constraint. Its row
    /// is zero by then, up to rounding, which must not linger as a cost.
    mutating func releaseLevel(_ priority: Float) {
        guard let index = levelIndex(of: priority) else { return }
        levels[index].users -= 1
        guard levels[index].users <= 0 else { return }
        let leftover = levels.remove(at: index).row
        for cell in leftover.cells { noteIfNegative(cell.symbol) }
    }

    /// Adds `coefficient · symbol` to the level of `priority`.
    mutating func add(_ symbol: SolverSymbol, times coefficient: Double, at priority: Float) {
        guard let index = levelIndex(of: priority) else { return }
        levels[index].row.add(symbol, times: coefficient)
        noteIfNegative(symbol)
    }

    /// Adds `factor · row` to the level of `priority`.
    mutating func add(_ row: SolverRow, times factor: Double, at priority: Float) {
        guard let index = levelIndex(of: priority) else { return }
        add(row, times: factor, toLevel: index)
        for cell in row.cells { noteIfNegative(cell.symbol) }
    }

    private mutating func add(_ row: SolverRow, times factor: Double, toLevel index: Int) {
        levels[index].row.add(row, times: factor)
    }

    /// Keeps `symbol` among the candidates if its cost is now lexicographically negative. The
    /// whole vector counts, not just the level that changed: a symbol whose higher level just went
    /// to zero may become negative through a level below.
    private mutating func noteIfNegative(_ symbol: SolverSymbol) {
        if let level = firstNonzeroLevel(of: symbol.id), levels[level].row.coefficient(of: symbol) < 0 {
            candidates.append(symbol.id)
        }
    }

    /// Replaces `symbol` by `row` (its new definition) in every level.
    mutating func substitute(_ symbol: SolverSymbol, with row: SolverRow) {
        var changed = false
        for index in levels.indices {
            let coefficient = levels[index].row.remove(symbol)
            if coefficient != 0 {
                add(row, times: coefficient, toLevel: index)
                changed = true
            }
        }
        // Only the costs of the row's symbols moved; each is checked once, after every level.
        if changed {
            for cell in row.cells { noteIfNegative(cell.symbol) }
        }
    }

    /// Drops `symbol` from every level (the artificial variable once it is fixed at zero).
    mutating func remove(_ symbol: SolverSymbol) {
        for index in levels.indices { levels[index].row.remove(symbol) }
    }

    /// True when `symbol` appears in some level: the solver cannot forget it yet.
    func mentions(_ symbol: SolverSymbol) -> Bool {
        levels.contains { $0.row.contains(symbol) }
    }

    /// The reduced cost of `symbol` at level `index`.
    func cost(of symbol: SolverSymbol, atLevel index: Int) -> Double {
        levels[index].row.coefficient(of: symbol)
    }

    /// True when moving `symbol` changes no level of the objective.
    func hasZeroCost(_ symbol: SolverSymbol) -> Bool {
        !mentions(symbol)
    }

    /// The symbol to enter the basis in primal simplex: one whose reduced cost is negative in the
    /// lexicographic sense. `rank` is nil for symbols that may not enter (dummies, externals) and
    /// otherwise orders them: the lowest rank wins, then the highest level, then the lowest id.
    /// With the same rank for all this is Bland's rule, under which degenerate pivots cannot cycle.
    /// Nil when the objective is optimal.
    mutating func enteringSymbol(rank: (SolverSymbol) -> Int?) -> SolverSymbol? {
        guard !candidates.isEmpty else { return nil }
        candidates.sort()
        var kept: [SymbolID] = []
        var best: (rank: Int, level: Int, symbol: SolverSymbol)?
        var previous: SymbolID?
        for id in candidates where id != previous {
            previous = id
            // The symbol as the objective's row holds it: a candidate's id may have been handed
            // to another symbol since it was noted.
            guard let level = firstNonzeroLevel(of: id), let cell = levels[level].row.cell(of: id),
                  cell.coefficient < 0, let order = rank(cell.symbol) else { continue }
            kept.append(id)
            if best.map({ (order, level) < ($0.rank, $0.level) }) ?? true { best = (order, level, cell.symbol) }
        }
        candidates = kept
        return best?.symbol
    }

    private func firstNonzeroLevel(of id: SymbolID) -> Int? {
        levels.indices.first { levels[$0].row.cell(of: id) != nil }
    }

    /// Dual simplex's comparison of two entering candidates for a row where they have the positive
    /// coefficients `a` and `b`: is `cost(s) / a` lexicographically below `cost(t) / b`? Ties within
    /// rounding go to the next level, then to the lower id.
    func dualRatio(of s: SolverSymbol, _ a: Double, isLessThan t: SolverSymbol, _ b: Double) -> Bool {
        for index in levels.indices {
            let left = levels[index].row.coefficient(of: s) / a
            let right = levels[index].row.coefficient(of: t) / b
            if abs(left - right) > solverEpsilon * max(1, abs(left), abs(right)) {
                return left < right
            }
        }
        return s.id < t.id
    }
}
