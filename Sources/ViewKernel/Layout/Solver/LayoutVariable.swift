// LayoutVariable.swift: one unknown of the constraint solver, such as a view's minX.

/// One unknown that the constraint solver finds a value for, such as "view 12's minX".
///
/// A variable is its identity: two variables with the same name are still two unknowns. It
/// holds no value itself (the solver does), so it is immutable and can cross threads; hashing
/// uses the object identifier, so dictionaries keyed by variables stay cheap.
package final class LayoutVariable: Hashable, Sendable, CustomStringConvertible {
    /// A name for debugging and for describing constraints, e.g. "view12.minX".
    package let name: String

    /// Makes a new unknown named `name`.
    package init(_ name: String = "") {
        self.name = name
    }

    /// True when both are the same unknown (the same object).
    package static func == (lhs: LayoutVariable, rhs: LayoutVariable) -> Bool {
        lhs === rhs
    }

    /// Hashes the object identity.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    /// The debug name.
    package var description: String { name.isEmpty ? "variable" : name }
}
