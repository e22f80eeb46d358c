// LayerAnimation.swift: one property of one layer moving from an old value to a new one.

/// A running animation of one layer property, as the `CABasicAnimation` UIKit adds to a view's
/// layer inside an animation block: it moves the presentation value from `fromValue` to
/// `toValue` (the model value set in the block) on its group's timing.
@MainActor
final class LayerAnimation {
    /// The animated property (also the key the animation is stored under).
    let key: LayerAnimationKey
    /// The value shown at the start: the model value before the block, or the presentation value
    /// with `beginFromCurrentState`.
    let fromValue: AnimatableValue
    /// The value shown at the end: the model value set in the block.
    let toValue: AnimatableValue
    /// The block this animation belongs to: its timing, options and completion.
    let group: AnimationGroup
    /// The layer the animation is attached to; weak, as the layer owns its animations.
    weak var layer: CALayer?
    /// The order of attachment among all of a layer's animations (`animationKeys()`).
    var serial = 0

    init(key: LayerAnimationKey, from fromValue: AnimatableValue, to toValue: AnimatableValue,
         group: AnimationGroup, layer: CALayer) {
        self.key = key
        self.fromValue = fromValue
        self.toValue = toValue
        self.group = group
        self.layer = layer
    }

    /// The value shown at virtual time `time`.
    func value(at time: TimeInterval) -> AnimatableValue {
        fromValue.interpolated(to: toValue, progress: group.timing.progress(at: time))
    }

    /// The animation as the `CABasicAnimation` UIKit adds for it, for `animation(forKey:)`.
    func basicAnimationDescription() -> CABasicAnimation {
        let basic = CABasicAnimation(keyPath: key.rawValue)
        basic.fromValue = fromValue.anyValue
        basic.toValue = toValue.anyValue
        basic.beginTime = group.timing.beginTime
        basic.duration = group.timing.duration
        basic.repeatCount = Float(group.timing.repeatCount)
        basic.autoreverses = group.timing.autoreverses
        basic.fillMode = .both
        return basic
    }
}
