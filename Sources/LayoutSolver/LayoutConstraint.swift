// LayoutConstraint.swift: a linear relation between variables, with an Auto Layout priority.

/// How a constraint's expression relates to zero.
public enum LayoutConstraintRelation: Sendable, CustomStringConvertible {
    /// `expression == 0`.
    case equal
    /// `expression <= 0`.
    case lessThanOrEqual
    /// `expression >= 0`.
    case greaterThanOrEqual

    /// `==`, `<=` or `>=`.
    public var description: String {
        switch self {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// Auto Layout's priorities: a `Float` in (0, 1000], where 1000 is required and anything lower is
/// optional. Optional priorities are strictly ranked: no error at a lower priority, however large
/// or however many constraints carry it, outweighs any error at a higher one (999 beats 998).
public enum LayoutPriority {
    /// 1000: the constraint must hold, or adding it fails.
    public static let required: Float = 1000

    /// True for a priority the solver accepts: finite, above 0 and at most 1000.
    @inlinable
    public static func isValid(_ priority: Float) -> Bool {
        priority.isFinite && priority > 0 && priority <= required
    }
}

/// A linear constraint `expression relation 0` with a priority, e.g. `x + 2·y - 10 >= 0`.
///
/// A constraint is an immutable object: the solver knows it by identity, so the same object can be
/// added once, and removed or updated through that object. The constant the solver uses can be
/// changed in place with `LayoutSolver.updateConstant(of:to:)`; the solver keeps that current
/// constant (`LayoutSolver.constant(of:)`), and `expression` keeps the one the constraint was made with.
public final class LayoutConstraint: Hashable, Sendable, CustomStringConvertible {
    /// The left side; the right side is zero.
    public let expression: LinearExpression
    /// How `expression` relates to zero.
    public let relation: LayoutConstraintRelation
    /// The priority, in (0, 1000]; 1000 is required.
    public let priority: Float
    /// How much the constraint's error counts against the other errors at its priority: 1, or a
    /// little less to settle an exact tie against this constraint (so a stack's later items can
    /// give way before earlier ones).
    public let weight: Double

    /// Makes `expression relation 0` at `priority`, its error counted `weight` times.
    @inlinable
    public init(expression: LinearExpression, relation: LayoutConstraintRelation,
                 priority: Float = LayoutPriority.required, weight: Double = 1) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
        self.weight = weight
    }

    /// Makes `lhs relation rhs` (stored as `lhs - rhs relation 0`), e.g. `(mid, .equal, (left + right) / 2)`;
    /// for this package only, as `LinearExpressionConvertible` is.
    package convenience init(
        _ lhs: some LinearExpressionConvertible,
        _ relation: LayoutConstraintRelation,
        _ rhs: some LinearExpressionConvertible,
        priority: Float = LayoutPriority.required
    ) {
        self.init(expression: lhs.linearExpression - rhs.linearExpression, relation: relation, priority: priority)
    }

    /// True when the priority is 1000: the constraint must hold.
    @inlinable
    public var isRequired: Bool { priority >= LayoutPriority.required }

    /// True when both are the same constraint object.
    @inlinable
    public static func == (lhs: LayoutConstraint, rhs: LayoutConstraint) -> Bool {
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

    /// `2.0·x + -10.0 >= 0 @750`, for debugging.
    public var description: String {
        "\(expression) \(relation) 0" + (isRequired ? "" : " @\(priority)")
    }
}

/// Why the solver refused a request; it is left unchanged whenever it throws one of these.
public enum LayoutSolverError: Error, Equatable, Sendable {
    /// The constraint is already in the solver.
    case duplicateConstraint
    /// The constraint is not in the solver.
    case unknownConstraint
    /// A required constraint (or a new constant for one) cannot hold together with the required
    /// constraints already present. `conflicts` are the required constraints in the solver that the
    /// proof of infeasibility uses (see `LayoutSolver.addConstraint(_:)`); it never includes the
    /// constraint being added or changed.
    case unsatisfiable(conflicts: [LayoutConstraint])
    /// A priority outside (0, 1000], or a required priority for an edit variable.
    case invalidPriority(Float)
    /// A coefficient, constant or suggested value that is NaN or infinite.
    case nonFiniteValue
    /// The variable already has an edit constraint.
    case duplicateEditVariable
    /// The variable has no edit constraint.
    case unknownEditVariable
}
