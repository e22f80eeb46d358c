// SolverRow.swift: the sparse rows of the simplex tableau (sorted cells, no hashing).

/// Values closer to zero than this are zero: coefficients that cancel to noise are dropped, and
/// "negative" means below `-solverEpsilon`. Kiwi uses the same 1e-8.
let solverEpsilon = 1e-8

extension Double {
    /// True when the value is zero up to `solverEpsilon`.
    @inline(__always)
    var isNearZero: Bool { abs(self) < solverEpsilon }
}

/// One nonzero entry of a row.
struct SolverCell {
    var symbol: SolverSymbol
    var coefficient: Double
}

/// A row of the tableau, `basic = constant + Σ coefficient · symbol`, or, before it has a basic
/// symbol, the equation `0 = constant + Σ coefficient · symbol`.
///
/// Cells are kept sorted by symbol id, so lookups are binary searches and adding a multiple of
/// another row is one linear merge, as kiwi's sorted vectors do.
struct SolverRow {
    var constant: Double
    private(set) var cells: [SolverCell] = []

    init(constant: Double = 0) {
        self.constant = constant
    }

    /// A row of `cells`, which are sorted by symbol id, nonzero and each symbol once.
    init(constant: Double, sortedCells cells: [SolverCell]) {
        self.constant = constant
        self.cells = cells
    }

    /// Makes room for `count` cells, so that a row built term by term grows its storage once.
    mutating func reserveCapacity(_ count: Int) {
        cells.reserveCapacity(count)
    }

    /// The index of the cell of the symbol `id` names, or of where it would be inserted.
    private func position(of id: SymbolID) -> (index: Int, found: Bool) {
        var low = 0
        var high = cells.count
        while low < high {
            let middle = (low + high) / 2
            if cells[middle].symbol.id < id { low = middle + 1 } else { high = middle }
        }
        return (low, low < cells.count && cells[low].symbol.id == id)
    }

    /// The cell of the symbol `id` names, if the row has one: the symbol with its kind.
    func cell(of id: SymbolID) -> SolverCell? {
        let (index, found) = position(of: id)
        return found ? cells[index] : nil
    }

    /// The coefficient of `symbol`, zero when it is absent.
    func coefficient(of symbol: SolverSymbol) -> Double {
        let (index, found) = position(of: symbol.id)
        return found ? cells[index].coefficient : 0
    }

    /// True when `symbol` has a cell.
    func contains(_ symbol: SolverSymbol) -> Bool { position(of: symbol.id).found }

    /// Adds `coefficient · symbol`; returns +1 when a cell appeared, -1 when one cancelled to zero.
    @discardableResult
    mutating func add(_ symbol: SolverSymbol, times coefficient: Double) -> Int {
        let (index, found) = position(of: symbol.id)
        if found {
            let sum = cells[index].coefficient + coefficient
            if sum.isNearZero {
                cells.remove(at: index)
                return -1
            }
            cells[index].coefficient = sum
            return 0
        }
        if coefficient.isNearZero { return 0 }
        cells.insert(SolverCell(symbol: symbol, coefficient: coefficient), at: index)
        return 1
    }

    /// Removes `symbol`'s cell and returns its coefficient (zero when it was absent).
    @discardableResult
    mutating func remove(_ symbol: SolverSymbol) -> Double {
        let (index, found) = position(of: symbol.id)
        guard found else { return 0 }
        return cells.remove(at: index).coefficient
    }

    /// Adds `factor · other`, cell by cell, in one merge of the two sorted cell lists. Symbols that
    /// gain a cell are appended to `added` and symbols whose cell cancels to `removed`, so the
    /// tableau can keep its column index in step.
    mutating func add(_ other: SolverRow, times factor: Double, added: inout [SolverSymbol], removed: inout [SolverSymbol]) {
        merge(other, times: factor, tracking: true, added: &added, removed: &removed)
    }

    /// Adds `factor · other` to a row that is not in the tableau yet (no column index to keep).
    mutating func add(_ other: SolverRow, times factor: Double) {
        var added: [SolverSymbol] = [], removed: [SolverSymbol] = []
        merge(other, times: factor, tracking: false, added: &added, removed: &removed)
    }

    /// The merge behind both `add`s; `tracking` false leaves `added` and `removed` alone.
    @inline(__always)
    private mutating func merge(_ other: SolverRow, times factor: Double, tracking: Bool,
                                added: inout [SolverSymbol], removed: inout [SolverSymbol]) {
        constant += other.constant * factor
        let incoming = other.cells
        if incoming.isEmpty { return }
        if incoming.count == 1 || incoming.count * 4 < cells.count {
            // A few cells into a long row (a pivot row into an objective level, say): each one
            // found by binary search and edited in place costs less than copying the long row.
            for cell in incoming {
                let change = add(cell.symbol, times: cell.coefficient * factor)
                if tracking {
                    if change > 0 { added.append(cell.symbol) } else if change < 0 { removed.append(cell.symbol) }
                }
            }
            return
        }
        if cells.isEmpty {
            // The first term of a new row: a scaled copy, no merge needed.
            cells.reserveCapacity(incoming.count + 2)
            for cell in incoming {
                let coefficient = cell.coefficient * factor
                if coefficient.isNearZero { continue }
                cells.append(SolverCell(symbol: cell.symbol, coefficient: coefficient))
                if tracking { added.append(cell.symbol) }
            }
            return
        }
        // Merged in the row's own storage: the row's cells move to the end of a list grown by the
        // incoming count, and the merge writes from the front, never past what it has read (it
        // has written at most the cells it consumed). No new array per merge: making one through
        // the standard library's uninitialized-capacity initializer, which is not specialized,
        // looked up the array storage class's metadata at run time on every call.
        let mine = cells.count, theirs = incoming.count
        let filler = SolverCell(symbol: SolverSymbol(id: SymbolID(0), kind: .external), coefficient: 0)
        cells.append(contentsOf: repeatElement(filler, count: theirs))
        var written = 0
        cells.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            UnsafeMutableRawPointer(base + theirs).copyMemory(from: base, byteCount: mine * MemoryLayout<SolverCell>.stride)
            var i = theirs
            let end = theirs + mine
            var j = 0
            incoming.withUnsafeBufferPointer { incoming in
                while i < end, j < theirs {
                    let left = base[i]
                    let right = incoming[j]
                    if left.symbol.id < right.symbol.id {
                        base[written] = left
                        written += 1
                        i += 1
                    } else if left.symbol.id > right.symbol.id {
                        let coefficient = right.coefficient * factor
                        if !coefficient.isNearZero {
                            base[written] = SolverCell(symbol: right.symbol, coefficient: coefficient)
                            written += 1
                            if tracking { added.append(right.symbol) }
                        }
                        j += 1
                    } else {
                        let sum = left.coefficient + right.coefficient * factor
                        if sum.isNearZero {
                            if tracking { removed.append(left.symbol) }
                        } else {
                            base[written] = SolverCell(symbol: left.symbol, coefficient: sum)
                            written += 1
                        }
                        i += 1
                        j += 1
                    }
                }
                while i < end {
                    base[written] = base[i]
                    written += 1
                    i += 1
                }
                while j < theirs {
                    let coefficient = incoming[j].coefficient * factor
                    if !coefficient.isNearZero {
                        base[written] = SolverCell(symbol: incoming[j].symbol, coefficient: coefficient)
                        written += 1
                        if tracking { added.append(incoming[j].symbol) }
                    }
                    j += 1
                }
            }
        }
        cells.removeLast(mine + theirs - written)
    }

    /// Multiplies the whole row by -1.
    mutating func negate() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    /// Turns `0 = constant + a·symbol + rest` into `symbol = -(constant + rest) / a`: the cell of
    /// `symbol` goes, everything else is scaled. The caller guarantees `symbol` has a cell.
    mutating func solve(for symbol: SolverSymbol) {
        let factor = -1 / remove(symbol)
        constant *= factor
        for index in cells.indices { cells[index].coefficient *= factor }
    }

    /// Turns `lhs = constant + b·rhs + rest` into `rhs = …` with `lhs` among the cells (a pivot).
    mutating func solve(lhs: SolverSymbol, rhs: SolverSymbol) {
        add(lhs, times: -1)
        solve(for: rhs)
    }
}
