// LinearExpression.swift: sums of variables times coefficients plus a constant, with operators.

/// A linear expression `c1·x1 + c2·x2 + … + constant`, the left side of every constraint.
///
/// Operators build expressions the way they read in math: `x + 2 * y - 10`. A variable may appear
/// in several terms; the solver adds their coefficients.
package struct LinearExpression: Sendable, CustomStringConvertible {
    /// One term of an expression: a variable times a coefficient.
    package struct Term: Sendable {
        /// The unknown.
        package var variable: LayoutVariable
        /// What the unknown is multiplied by.
        package var coefficient: Double

        /// Makes the term `coefficient · variable`.
        package init(_ variable: LayoutVariable, _ coefficient: Double = 1) {
            self.variable = variable
            self.coefficient = coefficient
        }
    }

    /// The variable terms, in the order they were written.
    package var terms: [Term]
    /// The constant added to the terms.
    package var constant: Double

    /// Makes `terms + constant`.
    package init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Makes the expression `1 · variable`.
    package init(_ variable: LayoutVariable) {
        self.init(terms: [Term(variable)])
    }

    /// Makes the constant expression `constant`.
    package init(_ constant: Double) {
        self.init(constant: constant)
    }

    /// `constant + Σ coefficient · variable` for `value`, a variable's current value.
    package func evaluate(_ value: (LayoutVariable) -> Double) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * value($1.variable) }
    }

    /// True when every coefficient and the constant are finite (no NaN, no infinity).
    package var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }

    /// `2·x + -1·y + 10`, for debugging.
    package var description: String {
        var parts = terms.map { "\($0.coefficient)·\($0.variable)" }
        if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
        return parts.joined(separator: " + ")
    }

    func scaled(by factor: Double) -> LinearExpression {
        LinearExpression(terms: terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
    }
}

/// Something that reads as a linear expression: a variable, an expression or a number.
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
    package static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    /// The expression plus a variable.
    package static func + (lhs: LinearExpression, rhs: LayoutVariable) -> LinearExpression { lhs + LinearExpression(rhs) }
    /// A variable plus the expression.
    package static func + (lhs: LayoutVariable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) + rhs }
    /// The expression plus a constant.
    package static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs + LinearExpression(rhs) }
    /// A constant plus the expression.
    package static func + (lhs: Double, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) + rhs }

    /// The expression with every sign flipped.
    package static prefix func - (operand: LinearExpression) -> LinearExpression { operand.scaled(by: -1) }

    /// The difference of two expressions.
    package static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression { lhs + -rhs }
    /// The expression minus a variable.
    package static func - (lhs: LinearExpression, rhs: LayoutVariable) -> LinearExpression { lhs - LinearExpression(rhs) }
    /// A variable minus the expression.
    package static func - (lhs: LayoutVariable, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) - rhs }
    /// The expression minus a constant.
    package static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs + LinearExpression(-rhs) }
    /// A constant minus the expression.
    package static func - (lhs: Double, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) - rhs }

    /// The expression times a constant.
    package static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs.scaled(by: rhs) }
    /// A constant times the expression.
    package static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs.scaled(by: lhs) }
    /// The expression divided by a constant.
    package static func / (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs.scaled(by: 1 / rhs) }
}

extension LayoutVariable {
    /// The sum of two variables.
    package static func + (lhs: LayoutVariable, rhs: LayoutVariable) -> LinearExpression { LinearExpression(lhs) + rhs }
    /// The variable plus a constant.
    package static func + (lhs: LayoutVariable, rhs: Double) -> LinearExpression { LinearExpression(lhs) + rhs }
    /// A constant plus the variable.
    package static func + (lhs: Double, rhs: LayoutVariable) -> LinearExpression { lhs + LinearExpression(rhs) }

    /// The variable negated.
    package static prefix func - (operand: LayoutVariable) -> LinearExpression { -LinearExpression(operand) }

    /// The difference of two variables.
    package static func - (lhs: LayoutVariable, rhs: LayoutVariable) -> LinearExpression { LinearExpression(lhs) - rhs }
    /// The variable minus a constant.
    package static func - (lhs: LayoutVariable, rhs: Double) -> LinearExpression { LinearExpression(lhs) - rhs }
    /// A constant minus the variable.
    package static func - (lhs: Double, rhs: LayoutVariable) -> LinearExpression { lhs - LinearExpression(rhs) }

    /// The variable times a constant.
    package static func * (lhs: LayoutVariable, rhs: Double) -> LinearExpression { LinearExpression(lhs) * rhs }
    /// A constant times the variable.
    package static func * (lhs: Double, rhs: LayoutVariable) -> LinearExpression { lhs * LinearExpression(rhs) }
    /// The variable divided by a constant.
    package static func / (lhs: LayoutVariable, rhs: Double) -> LinearExpression { LinearExpression(lhs) / rhs }
}
