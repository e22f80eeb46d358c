// SolverSymbol.swift: the unknowns of the simplex tableau, each carrying what kind it is.

/// What a symbol of the tableau stands for; only external symbols are unrestricted.
enum SolverSymbolKind: UInt8 {
    /// A `LayoutVariable`: any value.
    case external
    /// The slack of an inequality (or the artificial variable of phase one): at least zero.
    case slack
    /// The error of an optional constraint: at least zero, and counted in the objective.
    case error
    /// The marker of a required equality: always zero, so it never enters the basis.
    case dummy

    /// True for symbols that must stay at or above zero (all but external ones).
    var isRestricted: Bool { self != .external }

    /// True for symbols that may enter the basis: slacks and errors. Dummies are fixed at zero, and
    /// externals never reach the objective or a restricted row (they are always chosen as subjects).
    var canEnter: Bool { self == .slack || self == .error }
}

/// A symbol's index into the symbol table, without its kind.
///
/// Lists that may outlive a symbol hold these rather than symbols (the column index, the dual
/// simplex's work list, the touched externals, the objective's candidates: all cleaned lazily),
/// because an id is handed out again once its symbol is gone, possibly to a symbol of another
/// kind. `SymbolTable.symbol(_:)` gives the symbol an id names now, kind and all, as the tables
/// of kinds by id did before symbols carried theirs.
struct SymbolID: Comparable {
    /// 32 bits, so that a symbol with its kind fits in 8 bytes, and a cell of a row in 16.
    private let value: UInt32

    init(_ index: Int) {
        value = UInt32(index)
    }

    /// The index into the symbol table.
    var index: Int { Int(value) }

    static func < (lhs: SymbolID, rhs: SymbolID) -> Bool { lhs.value < rhs.value }
}

/// One unknown of the tableau: its id, and its kind.
///
/// The kind travels with the symbol, in every cell of every row, because the pivoting rules ask it
/// of nearly every symbol they meet (may it enter, must it stay at or above zero); reading it from
/// a table cost a lookup each time. Two living symbols never share an id, so the id alone
/// identifies a symbol, and orders symbols as kiwi's ids do.
struct SolverSymbol: Comparable {
    let id: SymbolID
    /// What the symbol stands for; it never changes while the symbol lives.
    let kind: SolverSymbolKind

    static func == (lhs: SolverSymbol, rhs: SolverSymbol) -> Bool { lhs.id == rhs.id }

    static func < (lhs: SolverSymbol, rhs: SolverSymbol) -> Bool { lhs.id < rhs.id }
}
