// UIViewPropertyAnimator+Motion.swift: how a property animator moves on the virtual clock: its
// progress, the animations it hands to the engine, its end and its completions.

extension UIViewPropertyAnimator {
    /// The progress now: while moving, from the progress when the motion began at the rate of
    /// the effective duration (backwards when reversed), clamped to 0...1.
    var currentFraction: Double {
        guard let motion else { return pausedFraction }
        let elapsed = max(0, Headless.now - motion.anchorTime)
        let step = effectiveDuration > 0 ? elapsed / effectiveDuration : 1
        let fraction = reversedStorage ? motion.anchorFraction - step : motion.anchorFraction + step
        return min(max(fraction, 0), 1)
    }

    /// `startAnimation` with a delay: activates an inactive animator, resumes a paused one.
    func begin(after delay: TimeInterval) {
        switch state {
        case .stopped:
            Headless.reportViolation("startAnimation cannot be called on a stopped animator.")
            return
        case .inactive:
            activate()
        case .active:
            guard motion == nil else { return }
        }
        let fraction = pausedFraction
        if isScrubbing || needsRebase { rebaseSegments(at: fraction) }
        move(from: fraction, after: delay)
    }

    /// Becomes active: held by the runtime, and the waiting animation blocks run.
    func activate() {
        state = .active
        Headless.current.coreAnimation.activeAnimators[ObjectIdentifier(self)] = self
        // Started by an interactive transition's animator: the transition drives it.
        Headless.current.viewAnimationState.transitionCapture?.adopt(self)
        let pending = pendingAnimations
        pendingAnimations.removeAll()
        for (animations, delayFactor) in pending { run(animations, startingAt: delayFactor) }
    }

    /// Becomes inactive at progress 0, running forwards (`isReversed` false), ready to be used
    /// again, and no longer held.
    func deactivate() {
        state = .inactive
        pausedFraction = 0
        reversedStorage = false
        isScrubbing = false
        needsRebase = false
        Headless.current.coreAnimation.activeAnimators[ObjectIdentifier(self)] = nil
    }

    /// Adds animations to an active animator as if they had been given at its start (unlike
    /// `addAnimations(_:)`, which runs them over the rest of the progress): they show the current
    /// progress at once and follow it from there. Inactive or stopped, the changes are made
    /// without animation. For views the package makes mid-animation that must move in step with
    /// the others (the navigation bar's views built during a swipe back).
    package func addAnimationsFromStart(_ animations: () -> Void) {
        guard state == .active else {
            UIView.performWithoutAnimation(animations)
            return
        }
        run(animations, startingAt: 0)
    }

    /// Runs an animations block whose changes begin at `startFraction` of the progress.
    func run(_ animations: () -> Void, startingAt startFraction: Double) {
        let animationState = Headless.current.viewAnimationState
        let block = ViewAnimationBlock(duration: effectiveDuration, delay: 0, curve: curve, repeatCount: 0,
                                       autoreverses: false, beginsFromCurrentState: false,
                                       allowsUserInteraction: userInteractionStorage, completion: nil)
        block.propertyAnimator = self
        block.animatorStartFraction = startFraction
        animationState.open(block)
        animations()
        animationState.close()
    }

    /// A change the animations made: `key` of `layer` went from `from` to `to`. Its animation
    /// follows the progress from `startFraction`; a property this animator already animates
    /// moves on from where it shows now, and keeps its first value as its start.
    func follow(_ key: LayerAnimationKey, of layer: CALayer, from: AnimatableValue, to: AnimatableValue,
                startingAt startFraction: Double) {
        var original = from
        var shown: AnimatableValue?
        if let index = segments.firstIndex(where: { $0.layer === layer && $0.key == key }) {
            original = segments[index].original
            shown = segments[index].value()
            segments.remove(at: index)
        }
        let segment = DrivenSegment(key: key, layer: layer, original: original, target: to,
                                    startFraction: startFraction, animator: self)
        if let shown { segment.rebase(at: currentFraction, shown: shown, reversed: false) }
        let animation = CABasicAnimation()
        animation.keyPath = key.rawValue
        animation.fromValue = original.anyValue
        animation.toValue = to.anyValue
        animation.duration = effectiveDuration
        animation.beginTime = layer.localTime(atGlobalTime: Headless.now)
        let values = ViewAnimationValues(key: key, from: original, to: to, curve: curve,
                                         allowsUserInteraction: userInteractionStorage, beginsFromCurrentState: false)
        segment.added = Headless.current.coreAnimation.addDrivenAnimation(animation, values: values, segment: segment,
                                                                          to: layer)
        segments.append(segment)
    }

    /// Stops moving, holding the progress at `fraction`.
    func halt(at fraction: Double) {
        pausedFraction = fraction
        motion = nil
        endWork?.cancel()
        endWork = nil
    }

    /// Moves from `fraction`, after `delay`, towards the end (or the start when reversed), and
    /// schedules the end.
    func move(from fraction: Double, after delay: TimeInterval) {
        isScrubbing = false
        needsRebase = false
        let runtime = Headless.current
        let anchor = runtime.now + delay
        motion = (anchor, fraction)
        endWork?.cancel()
        let remaining = reversedStorage ? fraction : 1 - fraction
        endWork = runtime.enqueue(at: anchor + remaining * effectiveDuration) { [weak self] in
            self?.reachEnd()
        }
    }

    /// The motion reached the end (or the start, reversed): the animator completes there, or
    /// with `pausesOnCompletion` stays active and paused.
    func reachEnd() {
        endWork = nil
        let position: UIViewAnimatingPosition = reversedStorage ? .start : .end
        halt(at: reversedStorage ? 0 : 1)
        if pausesOnCompletion {
            needsRebase = true
            return
        }
        settleSegments(at: position, writesEnd: false)
        complete(at: position)
    }

    /// Each segment starts again from the value it shows at `fraction`, towards the start or
    /// the end as the animator runs.
    func rebaseSegments(at fraction: Double) {
        for segment in segments {
            let shown = segment.value(atFraction: fraction, curve: curve, scrubbing: isScrubbing,
                                      scrubsLinearly: scrubsLinearly)
            segment.rebase(at: fraction, shown: shown, reversed: reversedStorage)
        }
        isScrubbing = false
        needsRebase = false
    }

    /// Takes the animations off their layers, leaving each property at its value for
    /// `position` (`.current`: the value shown now). Segments whose animation something else
    /// replaced are left alone; at the end of a run (`writesEnd` false) the model values, which
    /// are already the targets unless the app set them since, are left as they are.
    func settleSegments(at position: UIViewAnimatingPosition, writesEnd: Bool = true) {
        let engine = Headless.current.coreAnimation
        let animationState = Headless.current.viewAnimationState
        let wereEnabled = animationState.animationsEnabled
        animationState.animationsEnabled = false
        defer { animationState.animationsEnabled = wereEnabled }
        for segment in segments {
            guard let layer = segment.layer else { continue }
            if segment.added?.hasStopped == true { segment.isReplaced = true }
            let shown = segment.value()
            if let added = segment.added { engine.detachDriven(added) }
            segment.added = nil
            guard !segment.isReplaced else { continue }
            switch position {
            case .end: if writesEnd { setModelValue(segment.target, of: segment.key, on: layer) }
            case .start: setModelValue(segment.original, of: segment.key, on: layer)
            case .current: setModelValue(shown, of: segment.key, on: layer)
            }
        }
    }

    /// Ends the run: inactive, and the completions run once with `position`.
    func complete(at position: UIViewAnimatingPosition) {
        segments.removeAll()
        let blocks = completions
        completions.removeAll()
        deactivate()
        for completion in blocks { completion(position) }
    }

    /// Sets a model value without animating; a view's background colour through the view, so
    /// that `backgroundColor` reads it back.
    private func setModelValue(_ value: AnimatableValue, of key: LayerAnimationKey, on layer: CALayer) {
        if key == .backgroundColor, let view = layer.delegate, case .color(let color) = value {
            view.backgroundColor = color.map { UIColor(cgColor: $0) }
        } else if layer.animatableValue(for: key) != value {
            layer.setAnimatableValue(value, for: key)
        }
    }

    /// `fractionComplete`'s setter: scrubs a paused animator (an inactive one first becomes
    /// active); a running or stopped one ignores it, as in UIKit.
    func scrub(to value: Double) {
        guard !value.isNaN else { return }
        switch state {
        case .stopped: return
        case .inactive: activate()
        case .active: guard motion == nil else { return }
        }
        pausedFraction = min(max(value, 0), 1)
        isScrubbing = true
    }

    /// `isReversed`'s setter: a running animator turns back from where it is now.
    func setReversed(_ reversed: Bool) {
        guard reversed != reversedStorage else { return }
        guard state == .active else {
            reversedStorage = reversed
            return
        }
        guard let motion else {
            reversedStorage = reversed
            needsRebase = true
            return
        }
        let fraction = currentFraction
        let delayLeft = max(0, motion.anchorTime - Headless.now)
        halt(at: fraction)
        reversedStorage = reversed
        rebaseSegments(at: fraction)
        move(from: fraction, after: delayLeft)
    }

    /// Whether a setting may change now; reports UIKit's error for an active animator.
    func refuseChangeWhileActive(_ property: String) -> Bool {
        guard state == .inactive else {
            Headless.reportViolation("Setting \(property) is not allowed on an animator that is active or stopped.")
            return false
        }
        return true
    }

    /// Reports pausing or stopping an animator that is not interruptible.
    func reportNotInterruptible() {
        Headless.reportViolation("This animator is not interruptible: it cannot be paused, stopped or continued while it runs.")
    }
}
