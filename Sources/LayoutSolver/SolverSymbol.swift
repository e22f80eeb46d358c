// SolverSymbol.swift: the unknowns of the simplex tableau, each carrying what kind it is.

/// What a symbol of the tableau stands for; only external symbols are unrestricted. The raw values
/// are the bits a `SolverSymbol` keeps.
enum SolverSymbolKind: UInt8 {
    /// A `LayoutVariable`: any value.
    case external = 0
    /// The slack of an inequality (or the artificial variable of phase one): at least zero.
    case slack = 1
    /// The error of an optional constraint: at least zero, and counted in the objective.
    case error = 2
    /// The marker of a required equality: always zero, so it never enters the basis.
    case dummy = 3

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
    /// 32 bits, so that a symbol with its kind fits in one word (see `SolverSymbol`).
    fileprivate let value: UInt32

    init(_ index: Int) {
        value = UInt32(index)
    }

    fileprivate init(value: UInt32) {
        self.value = value
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
    // One word: the id in the low 32 bits, the kind's raw value above them. A cell (symbol and
    // coefficient) is then two words with nothing between them, as when a symbol was an id alone:
    // the row merge fills the room it grows with copies of one cell, and padding in the cell made
    // that fill a loop of stores instead of a fill of memory (1.4% of a stack view's layout).
    private let bits: UInt64

    init(id: SymbolID, kind: SolverSymbolKind) {
        bits = UInt64(id.value) | UInt64(kind.rawValue) << 32
    }

    var id: SymbolID { SymbolID(value: UInt32(truncatingIfNeeded: bits)) }

    /// What the symbol stands for; it never changes while the symbol lives.
    var kind: SolverSymbolKind {
        // `init` is the only writer of the bits, from a kind's raw value.
        switch bits >> 32 {
        case 0: .external
        case 1: .slack
        case 2: .error
        default: .dummy
        }
    }

    static func == (lhs: SolverSymbol, rhs: SolverSymbol) -> Bool { lhs.id == rhs.id }

    static func < (lhs: SolverSymbol, rhs: SolverSymbol) -> Bool { lhs.id < rhs.id }
}
