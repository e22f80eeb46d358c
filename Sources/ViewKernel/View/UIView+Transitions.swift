// UIView+Transitions.swift: UIKit's view transitions (a flip, a curl or a cross-dissolve of a
// container while its content changes, or while one view replaces another) on the virtual clock.

extension UIView {
    /// Changes `view`'s content in `animations` with a transition of `duration` seconds chosen by
    /// `options` (`.transitionCrossDissolve`, `.transitionFlipFromLeft`...), then calls
    /// `completion` with whether it ran to its end.
    ///
    /// As in UIKit, the changes apply at once, without animations of their own (unless
    /// `.allowAnimatedContent`), and the transition runs on `view`'s layer under the key
    /// `kCATransition` for `duration`; without `.allowUserInteraction`, `view` refuses touches
    /// meanwhile. Headless, the transition's picture is not drawn: the dump and pictures show the
    /// new content at once.
    public class func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        if options.contains(.allowAnimatedContent), let animations {
            animate(withDuration: duration, delay: 0, options: options, animations: animations)
        } else if let animations {
            performWithoutAnimation(animations)
        }
        addTransition(to: view, duration: duration, options: options, completion: completion)
    }

    /// Replaces `fromView` with `toView` with a transition of `duration` seconds chosen by
    /// `options`, then calls `completion` with whether it ran to its end.
    ///
    /// As in UIKit, `toView` is added to `fromView`'s superview and `fromView` is removed from
    /// it at once; with `.showHideTransitionViews`, both stay and `fromView` is hidden while
    /// `toView` is shown (both must then share the superview). The transition runs on the
    /// superview's layer. `fromView` without a superview is an error: nothing changes.
    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                 options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        guard let container = fromView.superview else {
            Headless.reportViolation("transition(from:to:duration:options:completion:) needs fromView in a superview: \(fromView.description) has none.")
            return
        }
        guard fromView !== toView else {
            Headless.reportViolation("transition(from:to:duration:options:completion:) needs two different views.")
            return
        }
        if options.contains(.showHideTransitionViews) {
            guard toView.superview === container else {
                Headless.reportViolation("transition(from:to:duration:options:completion:) with .showHideTransitionViews needs toView in fromView's superview \(container.description).")
                return
            }
            performWithoutAnimation {
                fromView.isHidden = true
                toView.isHidden = false
            }
        } else {
            performWithoutAnimation {
                container.addSubview(toView)
                fromView.removeFromSuperview()
            }
        }
        addTransition(to: container, duration: duration, options: options, completion: completion)
    }

    /// Adds the transition `options` choose to `view`'s layer, with `completion` told when it
    /// stops; without a transition to run (no duration, animations off, `.transitionNone`) the
    /// completion runs on the next turn.
    private class func addTransition(to view: UIView, duration: TimeInterval, options: AnimationOptions,
                                     completion: ((Bool) -> Void)?) {
        guard duration > 0, duration.isFinite, areAnimationsEnabled,
              let (type, subtype) = options.transitionKind else {
            if let completion { _ = Headless.schedule(after: 0) { completion(true) } }
            return
        }
        let transition = CATransition()
        transition.type = type
        transition.subtype = subtype
        transition.duration = duration
        transition.timingFunction = options.curve.timingFunction
        transition.refusesTouches = !options.contains(.allowUserInteraction)
        if let completion { transition.delegate = TransitionCompletionDelegate(completion) }
        view.layer.add(transition, forKey: kCATransition)
    }
}

extension UIView.AnimationOptions {
    /// The Core Animation transition of the `transition…` bits; nil for `.transitionNone`.
    var transitionKind: (CATransitionType, CATransitionSubtype?)? {
        switch (rawValue >> 20) & 0xF {
        case 1: return (CATransitionType(rawValue: "oglFlip"), .fromLeft)
        case 2: return (CATransitionType(rawValue: "oglFlip"), .fromRight)
        case 3: return (CATransitionType(rawValue: "pageCurl"), .fromBottom)
        case 4: return (CATransitionType(rawValue: "pageUnCurl"), .fromBottom)
        case 5: return (.fade, nil)
        case 6: return (CATransitionType(rawValue: "oglFlip"), .fromTop)
        case 7: return (CATransitionType(rawValue: "oglFlip"), .fromBottom)
        default: return nil
        }
    }
}

extension UIView.AnimationCurve {
    /// The Core Animation timing function of the curve.
    var timingFunction: CAMediaTimingFunction {
        switch self {
        case .easeInOut: return CAMediaTimingFunction(name: .easeInEaseOut)
        case .easeIn: return CAMediaTimingFunction(name: .easeIn)
        case .easeOut: return CAMediaTimingFunction(name: .easeOut)
        case .linear: return CAMediaTimingFunction(name: .linear)
        }
    }
}

/// Tells a view transition's completion when its animation stops.
private final class TransitionCompletionDelegate: NSObject, CAAnimationDelegate {
    private let completion: (Bool) -> Void

    init(_ completion: @escaping (Bool) -> Void) {
        self.completion = completion
    }

    func animationDidStart(_ anim: CAAnimation) {}

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        completion(flag)
    }
}
