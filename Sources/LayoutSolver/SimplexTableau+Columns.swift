// SimplexTableau+Columns.swift: the column index: for each symbol, the rows that mention it.

/// The column index is the transpose of the rows: each symbol's record lists the basic symbols
/// whose rows have a cell for it.
///
/// Columns are kept lazily: a cell that cancels, or a row that leaves, does not search its columns
/// (that search made a pivot cost the square of a long column). It only counts one more stale
/// entry in the column; stale entries are skipped where a column is read, and a column is
/// compacted when its stale entries outnumber half of it, or when an exact list is needed
/// (`holders(of:)`).
extension SimplexTableau {
    /// `symbol`'s column as it stands, stale entries and repeats included: callers check that each
    /// entry is basic and holds `symbol`.
    func column(of symbol: SolverSymbol) -> [SymbolID] {
        symbols[symbol].column
    }

    /// The basic symbols whose rows hold `symbol`, each once.
    mutating func holders(of symbol: SolverSymbol) -> [SymbolID] {
        if symbols[symbol].staleCount > 0 { compactColumn(symbol) }
        return symbols[symbol].column
    }

    /// Empties `symbol`'s column and returns what it held (stale entries and repeats included), for
    /// an operation that takes `symbol` out of every row it lists.
    mutating func takeColumn(of symbol: SolverSymbol) -> [SymbolID] {
        var column: [SymbolID] = []
        swap(&column, &symbols[symbol].column)
        symbols[symbol].staleCount = 0
        return column
    }

    /// Enters `basic` in the column of each symbol of its new row `row`.
    mutating func addColumnEntries(for basic: SolverSymbol, _ row: SolverRow) {
        // The whole row in one access to the table (an access per cell checked the table's
        // uniqueness each time), compacting afterwards where needed.
        var crowded: [SolverSymbol] = []
        var references = false
        var newParameters = false
        symbols.withRecords { records in
            for cell in row.cells {
                let index = cell.symbol.id.index
                if cell.symbol.kind == .external {
                    // A basic external symbol here is a reference; a nonbasic one is a parameter.
                    if records[index].isBasic { references = true } else { newParameters = true }
                }
                if records[index].column.capacity == 0 { records[index].column.reserveCapacity(8) }
                records[index].column.append(basic.id)
                if records[index].staleCount > max(16, records[index].column.count / 2) { crowded.append(cell.symbol) }
            }
        }
        for symbol in crowded { compactColumn(symbol) }
        symbols[basic].hasReferences = references
        if references { hasReferenceRows = true }
        if newParameters {
            for cell in row.cells where cell.symbol.kind == .external && !symbols[cell.symbol].isBasic {
                parameters.append(cell.symbol.id)
            }
        }
    }

    /// Counts one stale entry in the column of each symbol of `row`, a row that left the tableau.
    mutating func markColumnEntriesStale(of row: SolverRow) {
        for cell in row.cells { symbols[cell.symbol].staleCount += 1 }
    }

    /// Enters `basic` in `symbol`'s column, after `symbol` gained a cell in `basic`'s row.
    mutating func appendToColumn(_ symbol: SolverSymbol, _ basic: SymbolID) {
        // A column's first entry makes room for eight: most columns grow to a few entries, and
        // growing one entry at a time cost an allocation at two, four and eight.
        if symbols[symbol].column.capacity == 0 { symbols[symbol].column.reserveCapacity(8) }
        symbols[symbol].column.append(basic)
        if symbols[symbol].staleCount > max(16, symbols[symbol].column.count / 2) { compactColumn(symbol) }
    }

    /// Drops the stale and repeated entries of `symbol`'s column, in place, in one pass: a
    /// generation stamp per basic symbol spots repeats without sorting or hashing.
    mutating func compactColumn(_ symbol: SolverSymbol) {
        compactionGeneration += 1
        let generation = compactionGeneration
        var column = takeColumn(of: symbol)  // uniquely referenced, so edited in place
        var kept = 0
        for index in column.indices {
            let basic = column[index]
            guard symbols[basic].compactionStamp != generation, symbols[basic].isBasic,
                  symbols[basic].row.contains(symbol) else { continue }
            symbols[basic].compactionStamp = generation
            column[kept] = basic
            kept += 1
        }
        column.removeLast(column.count - kept)
        symbols[symbol].column = column
    }
}
