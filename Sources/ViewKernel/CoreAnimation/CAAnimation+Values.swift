// CAAnimation+Values.swift: what a basic animation shows at a moment: its from, to and by
// values resolved against the property's current value, along its timing function.

extension CAAnimation {
    /// The fraction of the change shown `simpleTime` into a pass of `duration`, along the timing
    /// function (linear without one).
    func progress(atSimpleTime simpleTime: CFTimeInterval, duration: CFTimeInterval) -> Double {
        guard duration > 0 else { return 1 }
        return (timingFunction?.curve ?? .linear).progress(at: simpleTime / duration)
    }
}

extension CABasicAnimation {
    /// The values the animation moves between, with Core Animation's rules for the values that
    /// are set: from and to; from and from + by; to - by and to; from and the current value; the
    /// current value and to; the current value and the current value + by. Nil when none is set
    /// (or none is of the property's kind): the animation has no effect.
    @MainActor
    func endpoints(base: AnimatableValue) -> (start: AnimatableValue, end: AnimatableValue)? {
        let from = AnimatableValue(any: fromValue, like: base)
        let to = AnimatableValue(any: toValue, like: base)
        let by = AnimatableValue(any: byValue, like: base)
        switch (from, to, by) {
        case let (from?, to?, _): return (from, to)
        case let (from?, nil, by?): return (from, from.adding(by))
        case let (nil, to?, by?): return (to.subtracting(by), to)
        case let (from?, nil, nil): return (from, base)
        case let (nil, to?, nil): return (base, to)
        case let (nil, nil, by?): return (base, base.adding(by))
        case (nil, nil, nil): return nil
        }
    }
}
