// SimplexTableau.swift: the simplex tableau: rows keyed by basic symbol, a column index, and pivoting.

/// The tableau of the simplex method, in basic form: each basic symbol has a row
/// `basic = constant + Σ coefficient · nonbasic`, and the value of every nonbasic symbol is zero.
///
/// Per-symbol data lives in arrays indexed by the symbol id, so there is no hashing on the hot
/// paths. `columns` is the transpose of the rows: for each symbol, the basic symbols whose rows
/// mention it. It makes substitution (and so a constant change) cost the rows that hold the
/// symbol rather than every row, where kiwi walks them all.
///
/// Columns are kept lazily: a cell that cancels, or a row that leaves, does not search its columns
/// (that search made a pivot cost the square of a long column). It only counts one more stale
/// entry in the column; stale entries are skipped where a column is read, and a column is
/// compacted when its stale entries outnumber half of it, or when an exact list is needed
/// (`holders(of:)`).
struct SimplexTableau {
    /// The kind of each symbol, by id.
    private(set) var kinds: [SolverSymbolKind] = []
    /// True for symbols that have a row.
    private(set) var isBasic: [Bool] = []
    /// The row of each basic symbol; empty for nonbasic ones.
    private(set) var rows: [SolverRow] = []
    /// For each symbol, the basic symbols whose rows have a cell for it, unordered, and possibly
    /// with stale entries (no longer basic, or no longer holding it) and repeats.
    private(set) var columns: [[SolverSymbol]] = []
    /// How many entries of each column are stale (or repeats): every way a cell leaves a row
    /// counts one here, and clearing or compacting a column resets it, so zero means exact.
    private var staleCounts: [Int] = []
    /// Per symbol, the last compaction that kept it (see `compactColumn`).
    private var seenInGeneration: [Int] = []
    private var compactionGeneration = 0
    /// Ids free to hand out again.
    private var freeIDs: [Int] = []

    /// The objective, one row per optional priority.
    var objective = LexicographicObjective()
    /// Phase one's objective while a row without a subject is being added.
    var artificial: SolverRow?
    // A checkpoint: what an operation that may fail saved before changing anything, to put it
    // back exactly: each row as it was before the operation first touched it (only its constant
    // when that is all that changed first: constant changes are the hot path), and the objective.
    private var isCheckpointing = false
    private var savedObjective: LexicographicObjective?
    private var savedRows: [(symbol: SolverSymbol, row: SolverRow, wasBasic: Bool)] = []
    private var savedConstants: [(symbol: SolverSymbol, constant: Double)] = []
    /// Per symbol, the checkpoint that already saved its row (see `save(_:)`), and the one that
    /// saved its constant.
    private var savedInCheckpoint: [Int] = []
    private var constantSavedInCheckpoint: [Int] = []
    private var checkpointCount = 0
    /// Restricted basic symbols whose constant went negative: dual simplex's work list.
    var infeasible: [SolverSymbol] = []
    /// External symbols whose value may have changed since `takeTouchedExternals()`.
    private var touched: [SolverSymbol] = []
    private var isTouched: [Bool] = []

    private var scratchAdded: [SolverSymbol] = []
    private var scratchRemoved: [SolverSymbol] = []

    /// The number of symbol ids handed out so far, the length of every per-symbol table.
    var symbolCapacity: Int { kinds.count }

    // MARK: - Symbols

    /// A fresh nonbasic symbol of `kind`, reusing a forgotten id when there is one.
    mutating func makeSymbol(_ kind: SolverSymbolKind) -> SolverSymbol {
        if let id = freeIDs.popLast() {
            kinds[id] = kind
            return SolverSymbol(id: id)
        }
        kinds.append(kind)
        isBasic.append(false)
        rows.append(SolverRow())
        columns.append([])
        staleCounts.append(0)
        seenInGeneration.append(0)
        savedInCheckpoint.append(0)
        constantSavedInCheckpoint.append(0)
        isTouched.append(false)
        return SolverSymbol(id: kinds.count - 1)
    }

    /// Hands `symbol`'s id out again, but only when nothing in the tableau mentions it any more;
    /// otherwise the id is simply never reused (rounding can leave a cell behind).
    mutating func forget(_ symbol: SolverSymbol) {
        guard !isBasic[symbol.id], holders(of: symbol).isEmpty, !objective.mentions(symbol) else { return }
        freeIDs.append(symbol.id)
    }

    /// The current value of `symbol`: its row's constant when basic, zero otherwise.
    func value(of symbol: SolverSymbol) -> Double {
        isBasic[symbol.id] ? rows[symbol.id].constant : 0
    }

    /// How many cells `symbol`'s row has; 0 when it is not basic.
    func cellCount(ofRowOf symbol: SolverSymbol) -> Int {
        isBasic[symbol.id] ? rows[symbol.id].cells.count : 0
    }

    /// The row of `symbol`, if it is basic.
    func row(of symbol: SolverSymbol) -> SolverRow? {
        isBasic[symbol.id] ? rows[symbol.id] : nil
    }

    // MARK: - Change tracking

    private mutating func touch(_ basic: SolverSymbol) {
        switch kinds[basic.id] {
        case .external:
            if !isTouched[basic.id] {
                isTouched[basic.id] = true
                touched.append(basic)
            }
        default:
            if rows[basic.id].constant < -solverEpsilon { infeasible.append(basic) }
        }
    }

    /// The external symbols whose value may have changed since the last call, each once.
    mutating func takeTouchedExternals() -> [SolverSymbol] {
        let result = touched
        for symbol in result { isTouched[symbol.id] = false }
        touched.removeAll(keepingCapacity: true)
        return result
    }

    // MARK: - Rows and columns

    /// Makes `basic` basic with `row`, which must not mention any basic symbol.
    mutating func insertRow(_ basic: SolverSymbol, _ row: SolverRow) {
        save(basic)
        rows[basic.id] = row
        isBasic[basic.id] = true
        // The whole row's column entries in one access to the table of columns (an access per
        // cell checked the table's uniqueness each time), compacting afterwards where needed.
        var crowded: [SolverSymbol] = []
        columns.withUnsafeMutableBufferPointer { columns in
            for cell in row.cells {
                let id = cell.symbol.id
                if columns[id].capacity == 0 { columns[id].reserveCapacity(8) }
                columns[id].append(basic)
                if staleCounts[id] > Swift.max(16, columns[id].count / 2) { crowded.append(cell.symbol) }
            }
        }
        for symbol in crowded { compactColumn(symbol) }
        touch(basic)
    }

    /// Makes `basic` nonbasic and returns the row it had.
    @discardableResult
    mutating func removeRow(_ basic: SolverSymbol) -> SolverRow {
        save(basic)
        let row = rows[basic.id]
        rows[basic.id] = SolverRow()
        isBasic[basic.id] = false
        for cell in row.cells { staleCounts[cell.symbol.id] += 1 }
        touch(basic)
        return row
    }

    private mutating func appendToColumn(_ symbol: SolverSymbol, _ basic: SolverSymbol) {
        // A column's first entry makes room for eight: most columns grow to a few entries, and
        // growing one entry at a time cost an allocation at two, four and eight.
        if columns[symbol.id].capacity == 0 { columns[symbol.id].reserveCapacity(8) }
        columns[symbol.id].append(basic)
        if staleCounts[symbol.id] > Swift.max(16, columns[symbol.id].count / 2) { compactColumn(symbol) }
    }

    /// Drops the stale and repeated entries of `symbol`'s column, in place, in one pass: a
    /// generation stamp per basic symbol spots repeats without sorting or hashing.
    private mutating func compactColumn(_ symbol: SolverSymbol) {
        compactionGeneration += 1
        let generation = compactionGeneration
        var column = columns[symbol.id]
        columns[symbol.id] = []  // so `column` is uniquely referenced and is edited in place
        var kept = 0
        for index in column.indices {
            let basic = column[index]
            guard seenInGeneration[basic.id] != generation, isBasic[basic.id], rows[basic.id].contains(symbol) else { continue }
            seenInGeneration[basic.id] = generation
            column[kept] = basic
            kept += 1
        }
        column.removeLast(column.count - kept)
        staleCounts[symbol.id] = 0
        columns[symbol.id] = column
    }

    /// The basic symbols whose rows hold `symbol`, each once.
    mutating func holders(of symbol: SolverSymbol) -> [SolverSymbol] {
        if staleCounts[symbol.id] > 0 { compactColumn(symbol) }
        return columns[symbol.id]
    }

    /// Adds `delta` to the constant of `basic`'s row.
    mutating func addToConstant(of basic: SolverSymbol, _ delta: Double) {
        saveConstant(basic)
        rows[basic.id].constant += delta
        touch(basic)
    }

    /// Moves the rows by a change of `delta` in the constant of the constraint whose marker is
    /// `marker`. In that constraint's equation `0 = constant + … + m·marker`, every row holds the
    /// equation times some weight: the marker's own row has weight -1/m, and a row where the
    /// (nonbasic) marker has coefficient `a` has weight a/m; no other row involves the constraint.
    /// Returns a dummy-basic row left away from zero, if any: dummies cannot move, so that change
    /// is impossible.
    mutating func shiftConstants(marker: SolverSymbol, markerCoefficient: Double, by delta: Double) -> SolverSymbol? {
        if isBasic[marker.id] {
            addToConstant(of: marker, -delta / markerCoefficient)
            return kinds[marker.id] == .dummy && !rows[marker.id].constant.isNearZero ? marker : nil
        }
        var broken: SolverSymbol?
        for basic in holders(of: marker) {
            addToConstant(of: basic, delta * rows[basic.id].coefficient(of: marker) / markerCoefficient)
            if kinds[basic.id] == .dummy, !rows[basic.id].constant.isNearZero { broken = basic }
        }
        return broken
    }

    /// Replaces `symbol` by `row` (its new definition) everywhere: in each row of its column, in
    /// the objective and in the artificial objective. Costs the rows that hold `symbol`.
    mutating func substitute(_ symbol: SolverSymbol, with row: SolverRow) {
        let holders = columns[symbol.id]
        columns[symbol.id] = []
        staleCounts[symbol.id] = 0
        for basic in holders where isBasic[basic.id] {
            save(basic)
            let coefficient = rows[basic.id].remove(symbol)
            guard coefficient != 0 else { continue }  // a stale or repeated entry
            scratchAdded.removeAll(keepingCapacity: true)
            scratchRemoved.removeAll(keepingCapacity: true)
            rows[basic.id].add(row, times: coefficient, added: &scratchAdded, removed: &scratchRemoved)
            for added in scratchAdded { appendToColumn(added, basic) }
            for removed in scratchRemoved { staleCounts[removed.id] += 1 }
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
        let holders = columns[symbol.id]
        columns[symbol.id] = []
        staleCounts[symbol.id] = 0
        for basic in holders where isBasic[basic.id] {
            save(basic)
            if rows[basic.id].remove(symbol) != 0 { touch(basic) }
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

    // MARK: - Checkpoints

    /// Starts saving what changes, for `restoreCheckpoint()`. Saving costs one reference per row
    /// the operation touches (rows are copy-on-write), so it never costs the whole tableau.
    mutating func beginCheckpoint() {
        checkpointCount += 1
        isCheckpointing = true
        savedObjective = objective
        savedRows.removeAll(keepingCapacity: true)
        savedConstants.removeAll(keepingCapacity: true)
    }

    /// Keeps the changes since `beginCheckpoint()`.
    mutating func discardCheckpoint() {
        isCheckpointing = false
        savedObjective = nil
        savedRows.removeAll(keepingCapacity: true)
        savedConstants.removeAll(keepingCapacity: true)
    }

    /// Puts back every row and the objective as they were at `beginCheckpoint()`, bit for bit
    /// (undoing the pivots instead would leave rounding behind).
    mutating func restoreCheckpoint() {
        guard isCheckpointing, let objectiveBefore = savedObjective else { return }
        isCheckpointing = false
        savedObjective = nil
        for entry in savedRows {
            let id = entry.symbol.id
            // The current row's column entries go stale, and the saved row's return; one may
            // repeat an entry still there, so each counts as stale too until a compaction.
            for cell in rows[id].cells { staleCounts[cell.symbol.id] += 1 }
            rows[id] = entry.row
            isBasic[id] = entry.wasBasic
            if entry.wasBasic {
                for cell in entry.row.cells {
                    columns[cell.symbol.id].append(entry.symbol)
                    staleCounts[cell.symbol.id] += 1
                }
            }
            touch(entry.symbol)
        }
        // After the rows: a row saved whole after its constant changed holds the changed constant.
        for entry in savedConstants { rows[entry.symbol.id].constant = entry.constant }
        savedRows.removeAll(keepingCapacity: true)
        savedConstants.removeAll(keepingCapacity: true)
        objective = objectiveBefore
        artificial = nil
        infeasible.removeAll()
    }

    /// Saves `basic`'s row before its first change under a checkpoint.
    private mutating func save(_ basic: SolverSymbol) {
        guard isCheckpointing, savedInCheckpoint[basic.id] != checkpointCount else { return }
        savedInCheckpoint[basic.id] = checkpointCount
        savedRows.append((basic, rows[basic.id], isBasic[basic.id]))
    }

    /// Saves the constant of `basic`'s row before its first change under a checkpoint, unless the
    /// whole row is saved already.
    private mutating func saveConstant(_ basic: SolverSymbol) {
        guard isCheckpointing, savedInCheckpoint[basic.id] != checkpointCount,
              constantSavedInCheckpoint[basic.id] != checkpointCount else { return }
        constantSavedInCheckpoint[basic.id] = checkpointCount
        savedConstants.append((basic, rows[basic.id].constant))
    }
}
