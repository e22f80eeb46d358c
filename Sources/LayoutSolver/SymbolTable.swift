// SymbolTable.swift: everything the solver keeps per symbol, one record per id, and the ids.

/// What the solver keeps for one symbol: the tableau's row and column, the bookkeeping of
/// checkpoints and change tracking, and, for the solver itself, the variable or constraint the
/// symbol stands for.
///
/// One record per symbol, rather than one array per field: a new symbol is one append instead of
/// one per field (thirteen, in two places, before), and the fields a pivot reads together (whether
/// a symbol is basic, its row, its column) sit side by side.
struct SymbolRecord {
    /// The kind of the symbol that has this id now, for the lists that hold ids alone.
    var kind = SolverSymbolKind.external

    // The tableau (SimplexTableau.swift).
    /// The symbol's row while it is basic; empty otherwise.
    var row = SolverRow()
    /// True while the symbol has a row.
    var isBasic = false
    /// True while the symbol is listed for `takeTouchedExternals()`.
    var isTouched = false
    /// True when this external symbol's row refers to other basic external symbols
    /// (SimplexTableau+References.swift); false for every row built in nonbasic symbols alone.
    var hasReferences = false
    /// When an external symbol last became basic, counted from the tableau's start: a row refers
    /// only to external symbols that became basic before its own.
    var order = 0
    /// The expansion that last met this symbol, and its coefficient there.
    var expandStamp = 0
    var expandCoefficient = 0.0
    /// The value generation in which `cachedValue` was computed.
    var valueStamp = 0
    var cachedValue = 0.0

    // The column index (SimplexTableau+Columns.swift).
    /// The basic symbols whose rows have a cell for this symbol, unordered, and possibly with
    /// stale entries (no longer basic, or no longer holding it) and repeats.
    var column: [SymbolID] = []
    /// How many entries of `column` are stale or repeated; zero means the column is exact.
    var staleCount = 0
    /// The last compaction that kept this symbol in the column being compacted.
    var compactionStamp = 0

    // Checkpoints (SimplexTableau+Checkpoints.swift).
    /// The checkpoint that saved this symbol's row, and the one that saved its constant.
    var rowSavedIn = 0
    var constantSavedIn = 0

    // The solver (LayoutSolver.swift).
    /// The variable of an external symbol.
    var variable: LayoutVariable?
    /// The constraint whose marker (or other error symbol) this is.
    var owner: LayoutConstraint?
    /// How many constraints mention an external symbol.
    var uses = 0
    /// The value an external symbol had at the last `updateVariables()`.
    var reportedValue = 0.0
}

/// The records of every symbol, by id, and the ids to hand out.
struct SymbolTable {
    /// The records, indexed by symbol id.
    private(set) var records: [SymbolRecord] = []
    /// Ids free to hand out again.
    private var freeIDs: [SymbolID] = []

    /// The number of ids handed out so far, free ones included.
    var count: Int { records.count }

    /// A fresh symbol of `kind` with an empty record, reusing a freed id when there is one.
    mutating func make(_ kind: SolverSymbolKind) -> SolverSymbol {
        guard let id = freeIDs.popLast() else {
            records.append(SymbolRecord(kind: kind))
            return SolverSymbol(id: SymbolID(records.count - 1), kind: kind)
        }
        // A freed id's column is empty (see `SimplexTableau.forget(_:)`); its room is kept, since
        // most columns grow to a few entries.
        var record = SymbolRecord(kind: kind)
        swap(&record.column, &records[id.index].column)
        records[id.index] = record
        return SolverSymbol(id: id, kind: kind)
    }

    /// Hands `symbol`'s id out again. The caller makes sure no row, column or objective level
    /// mentions the symbol any more; lists of ids may, and look the id up again when they use it.
    mutating func free(_ symbol: SolverSymbol) {
        freeIDs.append(symbol.id)
    }

    /// The symbol `id` names now.
    func symbol(_ id: SymbolID) -> SolverSymbol {
        SolverSymbol(id: id, kind: records[id.index].kind)
    }

    /// The record of `symbol`.
    subscript(symbol: SolverSymbol) -> SymbolRecord {
        _read { yield records[symbol.id.index] }
        _modify { yield &records[symbol.id.index] }
    }

    /// The record of the symbol `id` names now.
    subscript(id: SymbolID) -> SymbolRecord {
        _read { yield records[id.index] }
        _modify { yield &records[id.index] }
    }

    /// Runs `body` with the records as a buffer indexed by symbol id: one uniqueness check for a
    /// loop over many symbols, where each access through the subscript checks the array's.
    mutating func withRecords<Result>(_ body: (UnsafeMutableBufferPointer<SymbolRecord>) -> Result) -> Result {
        records.withUnsafeMutableBufferPointer { body($0) }
    }
}
