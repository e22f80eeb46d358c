// FixedWidthInteger+ClampingFloat.swift: the one conversion from a floating value to an integer
// the library uses, total where Swift's `Int(_:)` traps (NaN, infinities, anything out of range).

extension FixedWidthInteger {
    /// `value` rounded toward zero, as `Self(value)`, but for every input: NaN gives 0, and values
    /// beyond the type's range (infinities included) give its `min` or `max`.
    ///
    /// `Int(_:)` of a NaN, an infinity or a finite value beyond `Int.max` (1e300, a row count of
    /// 108 / 1e-300) ends the process; no floating value may do that to a caller of this library
    /// (Docs/Reliability.md, "Bad input"). Each call site decides what NaN and a clamped extreme
    /// mean for it and says so; a clamp that would still lead to a loop or an allocation of that
    /// size must be bounded there as well.
    ///
    /// Inlinable, so that each caller gets it specialised to its types: the generic conversion
    /// cost a collection view's scroll step about 3,500 instructions (Docs/Performance.md).
    @inlinable
    package init<Source: BinaryFloatingPoint>(clampingFloat value: Source) {
        if value.isNaN {
            self = 0
        } else if value <= Source(Self.min) {
            // `Self.min` is 0 or a power of two, so it converts exactly.
            self = .min
        } else if value >= Source(Self.max) {
            // `Self.max` (2^n - 1) converts to 2^n or to itself, never to less: anything below
            // it truncates to a value that fits.
            self = .max
        } else {
            self = Self(value)
        }
    }
}

extension Int {
    /// ``FixedWidthInteger/init(clampingFloat:)`` for the library's usual case, without generic
    /// conversions: `CGFloat(Int.min)` through the generic initialiser made each call about 170
    /// instructions, and a flow layout calls it for every line a query meets.
    @inlinable
    package init(clampingFloat value: Double) {
        // -2^63 and 2^63, exactly: every value strictly between them truncates into Int's range.
        if value.isNaN {
            self = 0
        } else if value <= -9_223_372_036_854_775_808.0 {
            self = .min
        } else if value >= 9_223_372_036_854_775_808.0 {
            self = .max
        } else {
            self = Self(value)
        }
    }

    /// ``init(clampingFloat:)-(Double)`` of a `CGFloat`.
    @inlinable
    package init(clampingFloat value: CGFloat) {
        self.init(clampingFloat: Double(value))
    }

    /// ``init(clampingFloat:)-(Double)`` of a `Float` (every `Float` converts to `Double` exactly).
    @inlinable
    package init(clampingFloat value: Float) {
        self.init(clampingFloat: Double(value))
    }
}
