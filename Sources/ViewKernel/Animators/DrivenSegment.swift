// DrivenSegment.swift: one property a property animator animates, the values it moves between
// and the stretch of the animator's progress over which it moves.

/// One animated property of a `UIViewPropertyAnimator`: the value before the animator changed
/// it (`original`), the value it set (`target`), and the part of the animator's progress it
/// follows now: from `from` at fraction `fromFraction` to `to` at `toFraction`, on the
/// animator's curve. The animator re-bases the segment (from the value shown then) when its
/// motion changes: a reversal, a resume after scrubbing, new timing.
@MainActor
final class DrivenSegment {
    let key: LayerAnimationKey
    weak var layer: CALayer?
    let original: AnimatableValue
    let target: AnimatableValue
    /// Where in the animator's progress this property begins to move (its delay factor).
    let startFraction: Double
    var from: AnimatableValue
    var to: AnimatableValue
    var fromFraction: Double
    var toFraction: Double
    /// The animator; weak, as the animator holds its segments.
    weak var animator: UIViewPropertyAnimator?
    /// The engine's record of the animation on the layer, to detach it.
    weak var added: AddedAnimation?
    /// Whether another animation of the property replaced this one on the layer: the animator
    /// then leaves the property alone.
    var isReplaced = false

    init(key: LayerAnimationKey, layer: CALayer, original: AnimatableValue, target: AnimatableValue,
         startFraction: Double, animator: UIViewPropertyAnimator) {
        self.key = key
        self.layer = layer
        self.original = original
        self.target = target
        self.startFraction = startFraction
        from = original
        to = target
        fromFraction = startFraction
        toFraction = 1
        self.animator = animator
    }

    /// The value shown now.
    func value() -> AnimatableValue {
        guard let animator else { return target }
        return value(atFraction: animator.currentFraction, curve: animator.curve,
                     scrubbing: animator.isScrubbing, scrubsLinearly: animator.scrubsLinearly)
    }

    /// The value shown at the animator's `fraction`: while scrubbing, along the whole change from
    /// `original` to `target` (linearly unless told to follow the curve); otherwise along the
    /// segment, on the curve.
    func value(atFraction fraction: Double, curve: TimingCurve, scrubbing: Bool, scrubsLinearly: Bool) -> AnimatableValue {
        if scrubbing {
            let local = DrivenSegment.local(fraction, from: startFraction, to: 1)
            return original.interpolated(to: target, progress: scrubsLinearly ? local : curve.progress(at: local))
        }
        let local = DrivenSegment.local(fraction, from: fromFraction, to: toFraction)
        return from.interpolated(to: to, progress: local >= 1 ? 1 : curve.progress(at: local))
    }

    /// Moves the segment so that it starts from the value shown now, at `fraction`, towards the
    /// start (`reversed`) or the end.
    func rebase(at fraction: Double, shown: AnimatableValue, reversed: Bool) {
        from = shown
        fromFraction = fraction
        if reversed {
            to = original
            toFraction = min(startFraction, fraction)
        } else {
            // A property whose delay has not passed yet still waits for it.
            fromFraction = max(fraction, startFraction)
            to = target
            toFraction = 1
        }
        if fromFraction == toFraction { from = to }
    }

    /// How far `fraction` is from `start` towards `end`, clamped to 0...1 (1 when they meet).
    private static func local(_ fraction: Double, from start: Double, to end: Double) -> Double {
        let span = end - start
        guard span != 0, span.isFinite else { return 1 }
        return min(max((fraction - start) / span, 0), 1)
    }
}
