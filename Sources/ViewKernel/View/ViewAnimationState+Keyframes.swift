// ViewAnimationState+Keyframes.swift: the commit of a keyframe view animation block: each
// property of each layer its keyframes changed becomes one `CAKeyframeAnimation`.

extension ViewAnimationState {
    /// A property of a layer within one keyframe block.
    private struct KeyframeGroupID: Hashable {
        let layer: ObjectIdentifier
        let key: LayerAnimationKey
        let owner: ObjectIdentifier
    }

    /// Adds one keyframe animation per layer, property and keyframe block among `changes` (the
    /// recorded changes of keyframe blocks and their keyframes, in the order they were made),
    /// counted for the keyframe block's completion in `completions`; returns the blocks that
    /// added any. The property starts from its value before the first change, holds until each
    /// keyframe's start, reaches the keyframe's value at its end, and holds to the end.
    func addKeyframeAnimations(_ changes: [Capture], completions: [ObjectIdentifier: TransactionCompletion],
                               committedAt now: TimeInterval) -> Set<ObjectIdentifier> {
        var order: [KeyframeGroupID] = []
        var groups: [KeyframeGroupID: [Capture]] = [:]
        for change in changes {
            let owner = change.block.keyframeParent ?? change.block
            let id = KeyframeGroupID(layer: ObjectIdentifier(change.layer), key: change.key, owner: ObjectIdentifier(owner))
            if groups[id] == nil { order.append(id) }
            groups[id, default: []].append(change)
        }
        var added: Set<ObjectIdentifier> = []
        for id in order {
            guard let group = groups[id], let first = group.first, let completion = completions[id.owner] else { continue }
            let owner = first.block.keyframeParent ?? first.block
            guard let animation = keyframeAnimation(of: group, owner: owner, committedAt: now) else { continue }
            Headless.current.coreAnimation.addViewKeyframeAnimation(animation, key: first.key,
                                                                    allowsUserInteraction: owner.allowsUserInteraction,
                                                                    to: first.layer, completion: completion)
            added.insert(id.owner)
        }
        return added
    }

    /// The animation of one property of one layer through the keyframes in `group`, timed by
    /// `owner` (the keyframe block); nil when no keyframe changes the value.
    private func keyframeAnimation(of group: [Capture], owner: ViewAnimationBlock, committedAt now: TimeInterval) -> CAKeyframeAnimation? {
        guard let first = group.first else { return nil }
        let layer = first.layer, key = first.key
        // A change made directly in the keyframe block animates over the whole duration when the
        // property has no keyframe; made before its first keyframe, it is where they start from
        // (made after, the model value shows once the animation ends).
        let hasKeyframes = group.contains { $0.block.keyframeParent != nil }
        var start = first.fromValue
        if hasKeyframes, first.block.keyframeParent == nil { start = first.toValue ?? start }
        // In order of their start times; keyframes that start together keep the order they were added in.
        let segments = group.enumerated().filter { !hasKeyframes || $0.element.block.keyframeParent != nil }.map { index, change in
            let span = change.block.keyframeParent == nil ? (start: 0.0, end: 1.0) : change.block.keyframeSpan
            return (index: index, start: span.start, end: span.end, value: change.toValue ?? layer.animatableValue(for: key))
        }.sorted { ($0.start, $0.index) < ($1.start, $1.index) }
        var times: [Double] = [0], values: [AnimatableValue] = [start]
        for segment in segments {
            let last = times[times.count - 1], held = values[values.count - 1]
            if segment.start > last {
                times.append(segment.start)
                values.append(held)
            }
            times.append(max(segment.end, times[times.count - 1]))
            values.append(segment.value)
        }
        if times[times.count - 1] < 1 {
            times.append(1)
            values.append(values[values.count - 1])
        }
        // No colour animates as transparent black, as in other view animations.
        let frames = values.compactMap { value -> Any? in
            if case .color(nil) = value { return UIColor.clear.cgColor }
            return value.anyValue
        }
        guard values.contains(where: { $0 != first.fromValue }), frames.count == values.count else { return nil }
        let animation = CAKeyframeAnimation()
        animation.keyPath = key.rawValue
        animation.values = frames
        animation.keyTimes = times.map { NSNumber(value: $0) }
        animation.calculationMode = owner.keyframeMode ?? .linear
        animation.timingFunction = owner.curve.mediaTimingFunction
        animation.beginTime = layer.localTime(atGlobalTime: now) + (owner.delay.isFinite ? max(0, owner.delay) : 0)
        animation.duration = owner.duration
        animation.repeatCount = owner.repeatCount >= 1 ? Float(owner.repeatCount) : 0
        animation.autoreverses = owner.autoreverses
        animation.fillMode = .both
        return animation
    }
}

extension TimingCurve {
    /// The Core Animation timing function of this curve; nil for a spring, which has none.
    var mediaTimingFunction: CAMediaTimingFunction? {
        switch self {
        case .spring:
            return nil
        case .cubicBezier(let bezier):
            return CAMediaTimingFunction(controlPoints: Float(bezier.x1), Float(bezier.y1), Float(bezier.x2), Float(bezier.y2))
        case .linear:
            return CAMediaTimingFunction(name: .linear)
        }
    }
}
