// LinearExpression.swift: sums of variables times coefficients plus a constant, with operators.

/// A linear expression `c1·x1 + c2·x2 + … + constant`, the left side of every constraint.
///
/// Operators build expressions the way they read in math: `x + 2 * y - 10`. A variable may appear
/// in several terms; the solver adds their coefficients.
///
/// Its members are `@inlinable`: the layout engine builds an expression for every constraint it
/// installs, and a call across the module boundary for each term and operator cost about 1% of a
/// stack view's layout when the solver became a module of its own.
public struct LinearExpression: Sendable, CustomStringConvertible {
    /// One term of an expression: a variable times a coefficient.
    public struct Term: Sendable {
        /// The unknown.
        public var variable: LayoutVariable
        /// What the unknown is multiplied by.
        public var coefficient: Double

        /// Makes the term `coefficient · variable`.
        @inlinable
        public init(_ variable: LayoutVariable, _ coefficient: Double = 1) {
            self.variable = variable
            self.coefficient = coefficient
        }
    }

    /// The variable terms, in the order they were written.
    public var terms: [Term]
    /// The constant added to the terms.
    public var constant: Double

    /// Makes `terms + constant`.
    @inlinable
    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Makes the expression `1 · variable`.
    @inlinable
    public init(_ variable: LayoutVariable) {
        self.init(terms: [Term(variable)])
    }

    /// Makes the constant expression `constant`.
    @inlinable
    public init(_ constant: Double) {
        self.init(constant: constant)
    }

    /// `constant + Σ coefficient · variable` for `value`, a variable's current value.
    @inlinable
    public func evaluate(_ value: (LayoutVariable) -> Double) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * value($1.variable) }
    }

    /// True when every coefficient and the constant are finite (no NaN, no infinity).
    @inlinable
    public var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }

    /// `2·x + -1·y + 10`, for debugging.
    public var description: String {
        var parts = terms.map { "\($0.coefficient)·\($0.variable)" }
        if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
        return parts.joined(separator: " + ")
    }

    /// Every coefficient and the constant times `factor`.
    @inlinable
    public func scaled(by factor: Double) -> LinearExpression {
        LinearExpression(terms: terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
    }
}

/// Something that reads as a linear expression: a variable, an expression or a number.
///
/// For this package only: `Double` and `Int` conform, and Swift shows the members of a module that
/// is only loaded, not imported, so a public `linearExpression` would appear on every number of a
/// program that imports UIKit (which loads this module through ViewKernel).
package protocol LinearExpressionConvertible {
    /// This value as an expression.
    var linearExpression: LinearExpression { get }
}

extension LinearExpression: LinearExpressionConvertible {
    /// The expression itself.
    package var linearExpression: LinearExpression { self }
}

extension LayoutVariable: LinearExpressionConvertible {
    /// `1 · self`.
    package var linearExpression: LinearExpression { LinearExpression(self) }
}

extension Double: LinearExpressionConvertible {
    /// The constant expression `self`.
    package var linearExpression: LinearExpression { LinearExpression(self) }
}

extension Int: LinearExpressionConvertible {
    /// The constant expression `self`, so integer literals work as constants.
    package var linearExpression: LinearExpression { LinearExpression(Double(self)) }
}

// MARK: - Operators

extension LinearExpression {
    /// The sum of two expressions.
    @inlinable
    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    /// The expression plus a variable.
    @inlinable
    public static func + (lhs: LinearExpression, rhs: LayoutVariable) -> LinearExpression { lhs + LinearExpression(rhs) }
    /// A variable plus the expression.
    @inlinable
    public static func + (lhs: LayoutVariable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) + rhs }
    /// The expression plus a constant.
    @inlinable
    public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs + LinearExpression(rhs) }
    /// A constant plus the expression.
    @inlinable
    public static func + (lhs: Double, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) + rhs }

    /// The expression with every sign flipped.
    @inlinable
    public static prefix func - (operand: LinearExpression) -> LinearExpression { operand.scaled(by: -1) }

    /// The difference of two expressions.
    @inlinable
    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression { lhs + -rhs }
    /// The expression minus a variable.
    @inlinable
    public static func - (lhs: LinearExpression, rhs: LayoutVariable) -> LinearExpression { lhs - LinearExpression(rhs) }
    /// A variable minus the expression.
    @inlinable
    public static func - (lhs: LayoutVariable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) - rhs }
    /// The expression minus a constant.
    @inlinable
    public static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs + LinearExpression(-rhs) }
    /// A constant minus the expression.
    @inlinable
    public static func - (lhs: Double, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) - rhs }

    /// The expression times a constant.
    @inlinable
    public static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs.scaled(by: rhs) }
    /// A constant times the expression.
    @inlinable
    public static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs.scaled(by: lhs) }
    /// The expression divided by a constant.
    @inlinable
    public static func / (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs.scaled(by: 1 / rhs) }
}

extension LayoutVariable {
    /// The sum of two variables.
    @inlinable
    public static func + (lhs: LayoutVariable, rhs: LayoutVariable) -> LinearExpression { LinearExpression(lhs) + rhs }
    /// The variable plus a constant.
    @inlinable
    public static func + (lhs: LayoutVariable, rhs: Double) -> LinearExpression { LinearExpression(lhs) + rhs }
    /// A constant plus the variable.
    @inlinable
    public static func + (lhs: Double, rhs: LayoutVariable) -> LinearExpression { lhs + LinearExpression(rhs) }

    /// The variable negated.
    @inlinable
    public static prefix func - (operand: LayoutVariable) -> LinearExpression { -LinearExpression(operand) }

    /// The difference of two variables.
    @inlinable
    public static func - (lhs: LayoutVariable, rhs: LayoutVariable) -> LinearExpression { LinearExpression(lhs) - rhs }
    /// The variable minus a constant.
    @inlinable
    public static func - (lhs: LayoutVariable, rhs: Double) -> LinearExpression { LinearExpression(lhs) - rhs }
    /// A constant minus the variable.
    @inlinable
    public static func - (lhs: Double, rhs: LayoutVariable) -> LinearExpression { lhs - LinearExpression(rhs) }

    /// The variable times a constant.
    @inlinable
    public static func * (lhs: LayoutVariable, rhs: Double) -> LinearExpression { LinearExpression(lhs) * rhs }
    /// A constant times the variable.
    @inlinable
    public static func * (lhs: Double, rhs: LayoutVariable) -> LinearExpression { lhs * LinearExpression(rhs) }
    /// The variable divided by a constant.
    @inlinable
    public static func / (lhs: LayoutVariable, rhs: Double) -> LinearExpression { LinearExpression(lhs) / rhs }
}
