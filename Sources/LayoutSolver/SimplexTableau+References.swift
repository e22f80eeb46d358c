// SimplexTableau+References.swift: rows of external symbols that refer to other external symbols,
// which keep a chain of constraints sparse.

/// A chain of constraints (each view placed after the one before, a stack's spacing) makes, in
/// the textbook's basic form, the row of each position hold the marker of every constraint before
/// it: the n-th row has about n cells, the tableau about n², and every operation on the chain
/// rewrites rows that long.
///
/// So a new row whose subject is an external symbol that no row mentions yet may keep the basic
/// external symbols of its constraint as they are, as references: `x₂ = x₁ + w₁ + 2 - d₂` rather
/// than `x₂` in the markers of all of `x₁`'s constraints. Only external rows refer, and only to
/// external symbols that became basic before them (their `order` is lower), so references never
/// make a cycle. Everything the simplex reads (restricted rows, the objective, phase one's row) is
/// in nonbasic symbols alone, as before: a row that needs to be is expanded (`expanded(_:)`).
/// References are used only while no external symbol is a parameter (nonbasic and mentioned by
/// some row), so the subject chosen is the one the expanded row would give.
extension SimplexTableau {
    /// True when no external symbol is nonbasic and mentioned by a row: rows may then refer to
    /// basic external symbols. Drops the parameters that are not any more, from the end.
    mutating func hasNoParameters() -> Bool {
        while let id = parameters.last {
            if symbols[id].kind == .external, !symbols[id].isBasic, !holders(of: symbols.symbol(id)).isEmpty {
                return false
            }
            parameters.removeLast()
        }
        return true
    }

    /// True when `row` has a cell for a basic external symbol (a reference).
    func hasReferences(_ row: SolverRow) -> Bool {
        row.cells.contains { $0.symbol.kind == .external && symbols[$0.symbol].isBasic }
    }

    /// `row` with every reference replaced by the referred row, down to nonbasic symbols. Each
    /// referred row is added once, latest first, with the sum of the coefficients that reach it:
    /// a row refers only to earlier ones, so none is reached again once it is added.
    mutating func expanded(_ row: SolverRow) -> SolverRow {
        expandGeneration += 1
        let generation = expandGeneration
        var pending = OrderHeap()
        var nonbasic: [SymbolID] = []
        var constant = row.constant
        for cell in row.cells {
            accumulate(cell.symbol, cell.coefficient, generation, &pending, &nonbasic)
        }
        while let id = pending.popLatest() {
            let factor = symbols[id].expandCoefficient
            let referred = symbols[id].row
            constant += referred.constant * factor
            for cell in referred.cells {
                accumulate(cell.symbol, cell.coefficient * factor, generation, &pending, &nonbasic)
            }
        }
        nonbasic.sort()
        var cells: [SolverCell] = []
        cells.reserveCapacity(nonbasic.count)
        for id in nonbasic where !symbols[id].expandCoefficient.isNearZero {
            cells.append(SolverCell(symbol: symbols.symbol(id), coefficient: symbols[id].expandCoefficient))
        }
        return SolverRow(constant: constant, sortedCells: cells)
    }

    /// Adds `coefficient · symbol` to the expansion under way.
    private mutating func accumulate(_ symbol: SolverSymbol, _ coefficient: Double, _ generation: Int,
                                     _ pending: inout OrderHeap, _ nonbasic: inout [SymbolID]) {
        if symbols[symbol].expandStamp == generation {
            symbols[symbol].expandCoefficient += coefficient
            return
        }
        symbols[symbol].expandStamp = generation
        symbols[symbol].expandCoefficient = coefficient
        if symbol.kind == .external, symbols[symbol].isBasic {
            pending.push(order: symbols[symbol].order, symbol.id)
        } else {
            nonbasic.append(symbol.id)
        }
    }

    /// The value of the basic external `symbol` whose row has references: its constant plus each
    /// referred symbol's value times its coefficient, cached until a row changes. Walks with an
    /// explicit stack, so a chain of any length is evaluated without deep recursion.
    mutating func evaluate(_ symbol: SolverSymbol) -> Double {
        let generation = valueGeneration
        var stack: [SymbolID] = [symbol.id]
        while let id = stack.last {
            if symbols[id].valueStamp == generation {
                stack.removeLast()
                continue
            }
            var ready = true
            var value = symbols[id].row.constant
            for cell in symbols[id].row.cells where cell.symbol.kind == .external && symbols[cell.symbol].isBasic {
                let referred = cell.symbol.id
                if !symbols[referred].hasReferences {
                    value += cell.coefficient * symbols[referred].row.constant
                } else if symbols[referred].valueStamp == generation {
                    value += cell.coefficient * symbols[referred].cachedValue
                } else {
                    ready = false
                    stack.append(referred)
                }
            }
            guard ready else { continue }
            symbols[id].cachedValue = value
            symbols[id].valueStamp = generation
            stack.removeLast()
        }
        return symbols[symbol].cachedValue
    }

    /// `touched` and every basic external symbol whose row refers, directly or not, to one of
    /// them: their values may have moved though their rows did not. Each is marked touched.
    mutating func withDependents(_ touched: [SymbolID]) -> [SymbolID] {
        var result = touched
        var index = 0
        while index < result.count {
            let id = result[index]
            index += 1
            let column = symbols[id].column
            for holder in column where symbols[holder].kind == .external && symbols[holder].isBasic
                && !symbols[holder].isTouched && symbols[holder].row.cell(of: id) != nil {
                symbols[holder].isTouched = true
                result.append(holder)
            }
        }
        return result
    }

    /// Rewrites every row with references that holds `symbol` in nonbasic symbols alone (the
    /// same equation, and the same `order`), so that its cell of `symbol` is all the weight
    /// `symbol` has there: before `symbol` enters the basis by a pivot that removes a constraint.
    mutating func expandRows(holding symbol: SolverSymbol) {
        guard hasReferenceRows else { return }
        for id in holders(of: symbol) where symbols[id].kind == .external && symbols[id].hasReferences {
            let basic = symbols.symbol(id)
            save(basic)
            let old = symbols[basic].row
            let full = expanded(old)
            markColumnEntriesStale(of: old)
            symbols[basic].row = full
            addColumnEntries(for: basic, full)
            touch(basic)
        }
    }
}

/// A max-heap of symbol ids by `order`, for expanding the latest referred rows first.
struct OrderHeap {
    private var items: [(order: Int, id: SymbolID)] = []

    /// Adds `id` with its `order`.
    mutating func push(order: Int, _ id: SymbolID) {
        items.append((order, id))
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard items[parent].order < items[child].order else { break }
            items.swapAt(parent, child)
            child = parent
        }
    }

    /// Removes and returns the id with the highest order.
    mutating func popLatest() -> SymbolID? {
        guard let top = items.first else { return nil }
        let last = items.removeLast()
        if !items.isEmpty {
            items[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1, right = left + 1
                var largest = parent
                if left < items.count, items[left].order > items[largest].order { largest = left }
                if right < items.count, items[right].order > items[largest].order { largest = right }
                if largest == parent { break }
                items.swapAt(parent, largest)
                parent = largest
            }
        }
        return top.id
    }
}
