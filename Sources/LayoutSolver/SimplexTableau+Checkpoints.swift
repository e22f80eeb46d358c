// SimplexTableau+Checkpoints.swift: saving what a failing operation changed, to put it back.

/// What an operation that may fail saved before changing anything, to put it back exactly: each
/// row as it was before the operation first touched it (only its constant when that is all that
/// changed first: constant changes are the hot path), and the objective. Which rows are saved
/// already is stamped in their symbols' records.
struct TableauCheckpoint {
    /// True between `beginCheckpoint()` and its discard or restore.
    var isActive = false
    /// The number of checkpoints begun so far: the stamp of the current one.
    var number = 0
    var objective: LexicographicObjective?
    var rows: [(symbol: SolverSymbol, row: SolverRow, wasBasic: Bool)] = []
    var constants: [(symbol: SolverSymbol, constant: Double)] = []
}

extension SimplexTableau {
    /// Starts saving what changes, for `restoreCheckpoint()`. Saving costs one reference per row
    /// the operation touches (rows are copy-on-write), so it never costs the whole tableau.
    mutating func beginCheckpoint() {
        checkpoint.number += 1
        checkpoint.isActive = true
        checkpoint.objective = objective
        checkpoint.rows.removeAll(keepingCapacity: true)
        checkpoint.constants.removeAll(keepingCapacity: true)
    }

    /// Keeps the changes since `beginCheckpoint()`.
    mutating func discardCheckpoint() {
        checkpoint.isActive = false
        checkpoint.objective = nil
        checkpoint.rows.removeAll(keepingCapacity: true)
        checkpoint.constants.removeAll(keepingCapacity: true)
    }

    /// Puts back every row and the objective as they were at `beginCheckpoint()`, bit for bit
    /// (undoing the pivots instead would leave rounding behind).
    mutating func restoreCheckpoint() {
        guard checkpoint.isActive, let objectiveBefore = checkpoint.objective else { return }
        checkpoint.isActive = false
        checkpoint.objective = nil
        for entry in checkpoint.rows {
            // The current row's column entries go stale, and the saved row's return; one may
            // repeat an entry still there, so each counts as stale too until a compaction.
            markColumnEntriesStale(of: symbols[entry.symbol].row)
            symbols[entry.symbol].row = entry.row
            symbols[entry.symbol].isBasic = entry.wasBasic
            if entry.wasBasic {
                for cell in entry.row.cells {
                    symbols[cell.symbol].column.append(entry.symbol.id)
                    symbols[cell.symbol].staleCount += 1
                }
            }
            touch(entry.symbol)
        }
        // After the rows: a row saved whole after its constant changed holds the changed constant.
        for entry in checkpoint.constants { symbols[entry.symbol].row.constant = entry.constant }
        // Once every row is back: which rows refer to basic external symbols, and which external
        // symbols are parameters again.
        for entry in checkpoint.rows where entry.wasBasic {
            var references = false
            for cell in entry.row.cells where cell.symbol.kind == .external {
                if symbols[cell.symbol].isBasic { references = true } else { parameters.append(cell.symbol.id) }
            }
            if entry.symbol.kind == .external { symbols[entry.symbol].hasReferences = references }
        }
        valueGeneration &+= 1
        checkpoint.rows.removeAll(keepingCapacity: true)
        checkpoint.constants.removeAll(keepingCapacity: true)
        objective = objectiveBefore
        artificial = nil
        infeasible.removeAll()
    }

    /// Saves `basic`'s row before its first change under a checkpoint.
    mutating func save(_ basic: SolverSymbol) {
        guard checkpoint.isActive, symbols[basic].rowSavedIn != checkpoint.number else { return }
        symbols[basic].rowSavedIn = checkpoint.number
        checkpoint.rows.append((basic, symbols[basic].row, symbols[basic].isBasic))
    }

    /// Saves the constant of `basic`'s row before its first change under a checkpoint, unless the
    /// whole row is saved already.
    mutating func saveConstant(_ basic: SolverSymbol) {
        guard checkpoint.isActive, symbols[basic].rowSavedIn != checkpoint.number,
              symbols[basic].constantSavedIn != checkpoint.number else { return }
        symbols[basic].constantSavedIn = checkpoint.number
        checkpoint.constants.append((basic, symbols[basic].row.constant))
    }
}
