// FiniteValues.swift: whether a geometry value is made of finite numbers only, and the one way
// messages that refuse a value print it, for the setters and layouts that refuse NaN and infinity.

extension UIEdgeInsets {
    /// Whether every inset is a finite number (NaN and ±infinity are not).
    @inlinable package var isAllFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }
}

extension NSDirectionalEdgeInsets {
    /// Whether every inset is a finite number.
    @inlinable package var isAllFinite: Bool { top.isFinite && leading.isFinite && bottom.isFinite && trailing.isFinite }

    /// `{top, leading, bottom, trailing}`, as `NSStringFromDirectionalEdgeInsets` prints.
    package var bracedText: String {
        "{" + [top, leading, bottom, trailing].map(formatNumber).joined(separator: ", ") + "}"
    }
}

extension CGSize {
    /// Whether the width and the height are finite numbers.
    @inlinable package var isAllFinite: Bool { width.isFinite && height.isFinite }

    /// `{width, height}`, as `NSStringFromCGSize` prints.
    package var bracedText: String { "{\(formatNumber(width)), \(formatNumber(height))}" }
}

extension CGPoint {
    /// Whether both coordinates are finite numbers.
    @inlinable package var isAllFinite: Bool { x.isFinite && y.isFinite }

    /// `{x, y}`, as `NSStringFromCGPoint` prints.
    package var bracedText: String { "{\(formatNumber(x)), \(formatNumber(y))}" }
}

extension Headless {
    /// Whether a value set as `property` is finite (`isFinite`); otherwise reports, as a problem
    /// the console would show, "`property` `value` is refused: it must be finite; `kept` is kept"
    /// (`UIStackView spacing nan is refused: it must be finite; 8 is kept`), and the caller keeps
    /// what it had. A decision where UIKit does not check: there NaN or infinity fails later, in
    /// CALayer or in the layout engine, far from the call that brought it in.
    package static func acceptsFinite(_ isFinite: Bool, _ value: @autoclosure () -> String,
                                      kept: @autoclosure () -> String, for property: String) -> Bool {
        if isFinite { return true }
        reportLoggedProblem("\(property) \(value()) is refused: it must be finite; \(kept()) is kept")
        return false
    }
}

/// A value a setter refuses when any of its numbers is NaN or infinite, and how the refusal prints it.
package protocol FiniteCheckedValue {
    /// Whether every number of the value is finite.
    var isAllFinite: Bool { get }
    /// The value as the refusal's message prints it.
    var refusalText: String { get }
}

extension CGFloat: FiniteCheckedValue {
    package var isAllFinite: Bool { isFinite }
    package var refusalText: String { formatNumber(self) }
}

extension CGSize: FiniteCheckedValue {
    package var refusalText: String { bracedText }
}

extension UIEdgeInsets: FiniteCheckedValue {
    package var refusalText: String { description }
}

extension NSDirectionalEdgeInsets: FiniteCheckedValue {
    package var refusalText: String { bracedText }
}

extension Headless {
    /// Whether `newValue`, set as `property` over `kept`, is finite; otherwise reported as
    /// ``acceptsFinite(_:_:kept:for:)`` reports it, and the caller keeps `kept`.
    package static func acceptsFinite<Value: FiniteCheckedValue>(_ newValue: Value, kept: Value,
                                                                 for property: @autoclosure () -> String) -> Bool {
        newValue.isAllFinite || acceptsFinite(false, newValue.refusalText, kept: kept.refusalText, for: property())
    }
}
