// LayoutVariable.swift: one unknown of the constraint solver, such as a view's minX.

/// One unknown that the constraint solver finds a value for, such as "view 12's minX".
///
/// A variable is its identity: two variables with the same name are still two unknowns. It
/// holds no value itself (the solver does), so it is immutable and can cross threads; hashing
/// uses the object identifier, so dictionaries keyed by variables stay cheap.
public final class LayoutVariable: Hashable, Sendable, CustomStringConvertible {
    /// A name for debugging and for describing constraints, e.g. "view12.minX".
    public let name: String

    /// Makes a new unknown named `name`.
    @inlinable
    public init(_ name: String = "") {
        self.name = name
    }

    /// True when both are the same unknown (the same object).
    @inlinable
    public static func == (lhs: LayoutVariable, rhs: LayoutVariable) -> Bool {
        lhs === rhs
    }

    /// Hashes the object identity.
    @inlinable
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    /// The hash dictionaries use, from the address alone (see `identityHash(of:seed:)`).
    @inlinable
    public func _rawHashValue(seed: Int) -> Int {
        identityHash(of: self, seed: seed)
    }

    /// The debug name.
    public var description: String { name.isEmpty ? "variable" : name }
}

/// A dictionary hash for a key whose identity is its address: the address and the dictionary's
/// seed mixed by one multiplication (the golden ratio's odd constant) and a fold of the high half
/// into the low, where buckets are chosen. The solver and the engine key five dictionaries by
/// variable or constraint, and the standard hasher (SipHash) cost more per lookup than the rest
/// of finding a symbol; addresses need no protection from chosen keys.
@inlinable @inline(__always)
func identityHash(of object: AnyObject, seed: Int) -> Int {
    let mixed = (UInt(bitPattern: ObjectIdentifier(object)) ^ UInt(bitPattern: seed)) &* 0x9E37_79B9_7F4A_7C15
    return Int(bitPattern: mixed ^ (mixed >> 29))
}
