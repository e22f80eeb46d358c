// SimplexTableau.swift: the simplex tableau: rows keyed by basic symbol, and pivoting.

/// The tableau of the simplex method, in basic form: each basic symbol has a row
/// `basic = constant + Σ coefficient · nonbasic`, and the value of every nonbasic symbol is zero.
///
/// Everything kept per symbol lives in the symbol table, indexed by id, so there is no hashing on
/// the hot paths. Beside the rows, each symbol has a column (SimplexTableau+Columns.swift): the
/// rows that mention it, which makes substitution (and so a constant change) cost the rows that
/// hold the symbol rather than every row, where kiwi walks them all. An operation that may fail
/// runs under a checkpoint (SimplexTableau+Checkpoints.swift), which saves each row before its
/// first change. The simplex algorithms are in SimplexTableau+Algorithms.swift.
struct SimplexTableau {
    /// Every symbol's row, column and bookkeeping, by id.
    var symbols = SymbolTable()
    /// The objective, one row per optional priority.
    var objective = LexicographicObjective()
    /// Phase one's objective while a row without a subject is being added.
    var artificial: SolverRow?
    /// Restricted basic symbols whose constant went negative: dual simplex's work list.
    var infeasible: [SymbolID] = []
    /// External symbols whose value may have changed since `takeTouchedExternals()`.
    private var touched: [SymbolID] = []
    /// What the operation under way saved, if it may fail (SimplexTableau+Checkpoints.swift).
    var checkpoint = TableauCheckpoint()
    /// The number of column compactions so far (SimplexTableau+Columns.swift).
    var compactionGeneration = 0
    /// External symbols that may be nonbasic and held by some row: while none is, rows may refer
    /// to basic external symbols (SimplexTableau+References.swift). Pruned from the end.
    var parameters: [SymbolID] = []
    /// The `order` the next external symbol to become basic gets.
    var nextOrder = 1
    /// True once some row has referred to another external symbol.
    var hasReferenceRows = false
    /// The number of expansions so far, the stamp of the current one.
    var expandGeneration = 0
    /// Moves on at every change of a row: cached values of older generations are stale.
    var valueGeneration = 1

    private var scratchAdded: [SolverSymbol] = []
    private var scratchRemoved: [SolverSymbol] = []

    // MARK: - Symbols

    /// A fresh nonbasic symbol of `kind`.
    mutating func makeSymbol(_ kind: SolverSymbolKind) -> SolverSymbol {
        symbols.make(kind)
    }

    /// Hands `symbol`'s id out again, but only when nothing in the tableau mentions it any more;
    /// otherwise the id is simply never reused (rounding can leave a cell behind).
    mutating func forget(_ symbol: SolverSymbol) {
        guard !symbols[symbol].isBasic, holders(of: symbol).isEmpty, !objective.mentions(symbol) else { return }
        symbols.free(symbol)
    }

    /// True when `symbol` has a row.
    func isBasic(_ symbol: SolverSymbol) -> Bool {
        symbols[symbol].isBasic
    }

    /// The current value of `symbol`: its row's constant when basic (plus what the external
    /// symbols its row refers to contribute), zero otherwise.
    mutating func value(of symbol: SolverSymbol) -> Double {
        guard symbols[symbol].isBasic else { return 0 }
        guard symbols[symbol].hasReferences else { return symbols[symbol].row.constant }
        return evaluate(symbol)
    }

    /// How many cells `symbol`'s row has; 0 when it is not basic.
    func cellCount(ofRowOf symbol: SolverSymbol) -> Int {
        symbols[symbol].isBasic ? symbols[symbol].row.cells.count : 0
    }

    /// The row of `symbol`, if it is basic.
    func row(of symbol: SolverSymbol) -> SolverRow? {
        symbols[symbol].isBasic ? symbols[symbol].row : nil
    }

    // MARK: - Change tracking

    /// Notes that `basic`'s row changed: an external symbol's value may have moved, and a
    /// restricted one may have gone negative.
    mutating func touch(_ basic: SolverSymbol) {
        valueGeneration &+= 1
        switch basic.kind {
        case .external:
            if !symbols[basic].isTouched {
                symbols[basic].isTouched = true
                touched.append(basic.id)
            }
        default:
            if symbols[basic].row.constant < -solverEpsilon { infeasible.append(basic.id) }
        }
    }

    /// The external symbols whose value may have changed since the last call, each once (by id:
    /// one may have been forgotten since, and its id given to another symbol).
    mutating func takeTouchedExternals() -> [SymbolID] {
        let result = hasReferenceRows ? withDependents(touched) : touched
        for id in result { symbols[id].isTouched = false }
        touched.removeAll(keepingCapacity: true)
        return result
    }

    // MARK: - Rows

    /// Makes `basic` basic with `row`, which must not mention any basic symbol but, for an
    /// external `basic`, external ones that became basic before (SimplexTableau+References.swift).
    mutating func insertRow(_ basic: SolverSymbol, _ row: SolverRow) {
        save(basic)
        symbols[basic].row = row
        symbols[basic].isBasic = true
        if basic.kind == .external {
            symbols[basic].order = nextOrder
            nextOrder += 1
        }
        addColumnEntries(for: basic, row)
        touch(basic)
    }

    /// Makes `basic` nonbasic and returns the row it had.
    @discardableResult
    mutating func removeRow(_ basic: SolverSymbol) -> SolverRow {
        save(basic)
        let row = symbols[basic].row
        symbols[basic].row = SolverRow()
        symbols[basic].isBasic = false
        if basic.kind == .external {
            symbols[basic].hasReferences = false
            parameters.append(basic.id)
        }
        markColumnEntriesStale(of: row)
        touch(basic)
        return row
    }

    /// Adds `delta` to the constant of `basic`'s row.
    mutating func addToConstant(of basic: SolverSymbol, _ delta: Double) {
        saveConstant(basic)
        symbols[basic].row.constant += delta
        touch(basic)
    }

    /// Moves the rows by a change of `delta` in the constant of the constraint whose marker is
    /// `marker`. In that constraint's equation `0 = constant + … + m·marker`, every row holds the
    /// equation times some weight: the marker's own row has weight -1/m, and a row where the
    /// (nonbasic) marker has coefficient `a` has weight a/m; no other row involves the constraint.
    /// Returns a dummy-basic row left away from zero, if any: dummies cannot move, so that change
    /// is impossible.
    mutating func shiftConstants(marker: SolverSymbol, markerCoefficient: Double, by delta: Double) -> SolverSymbol? {
        if symbols[marker].isBasic {
            addToConstant(of: marker, -delta / markerCoefficient)
            return marker.kind == .dummy && !symbols[marker].row.constant.isNearZero ? marker : nil
        }
        var broken: SolverSymbol?
        for id in holders(of: marker) {
            let basic = symbols.symbol(id)
            addToConstant(of: basic, delta * symbols[basic].row.coefficient(of: marker) / markerCoefficient)
            if basic.kind == .dummy, !symbols[basic].row.constant.isNearZero { broken = basic }
        }
        return broken
    }

    /// Replaces `symbol` by `row` (its new definition) everywhere: in each row of its column, in
    /// the objective and in the artificial objective. Costs the rows that hold `symbol`.
    mutating func substitute(_ symbol: SolverSymbol, with row: SolverRow) {
        for id in takeColumn(of: symbol) where symbols[id].isBasic {
            let basic = symbols.symbol(id)
            save(basic)
            let coefficient = symbols[basic].row.remove(symbol)
            guard coefficient != 0 else { continue }  // a stale or repeated entry
            scratchAdded.removeAll(keepingCapacity: true)
            scratchRemoved.removeAll(keepingCapacity: true)
            symbols[basic].row.add(row, times: coefficient, added: &scratchAdded, removed: &scratchRemoved)
            for added in scratchAdded { appendToColumn(added, basic.id) }
            for removed in scratchRemoved { symbols[removed].staleCount += 1 }
            touch(basic)
        }
        objective.substitute(symbol, with: row)
        if artificial != nil {
            let coefficient = artificial?.remove(symbol) ?? 0
            if coefficient != 0 { artificial?.add(row, times: coefficient) }
        }
    }

    /// Drops `symbol` from every row and objective, as if fixed at zero for good.
    mutating func eliminate(_ symbol: SolverSymbol) {
        for id in takeColumn(of: symbol) where symbols[id].isBasic {
            let basic = symbols.symbol(id)
            save(basic)
            if symbols[basic].row.remove(symbol) != 0 { touch(basic) }
        }
        objective.remove(symbol)
        artificial?.remove(symbol)
    }

    /// The pivot of the simplex method: `entering` takes the place of `leaving` as a basic symbol,
    /// and is substituted into every other row.
    mutating func pivot(entering: SolverSymbol, leaving: SolverSymbol) {
        var row = removeRow(leaving)
        row.solve(lhs: leaving, rhs: entering)
        substitute(entering, with: row)
        insertRow(entering, row)
    }
}
