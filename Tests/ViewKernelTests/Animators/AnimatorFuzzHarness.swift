// AnimatorFuzzHarness.swift: seeded random operations on property animators, view animations and
// view transitions over three views, with the invariants checked after each operation.
import Foundation
import Testing
import HeadlessTesting
import TestSupport
import ViewKernel

/// One operation on the animators or the views; every operand is explicit (an animator slot, a
/// view index), so a shrunk replay does the same thing.
enum AnimatorOperation: CustomStringConvertible {
    case make(slot: Int, duration: Double, curve: UIView.AnimationCurve)
    case addAnimations(slot: Int, view: Int, alpha: CGFloat, x: CGFloat, delayFactor: CGFloat)
    case start(slot: Int, delay: Double)
    case pause(slot: Int)
    case scrub(slot: Int, fraction: CGFloat)
    case reverse(slot: Int)
    case stop(slot: Int, withoutFinishing: Bool)
    case finish(slot: Int, position: UIViewAnimatingPosition)
    case continueAnimation(slot: Int, factor: CGFloat)
    case pausesOnCompletion(slot: Int, on: Bool)
    case animateView(view: Int, alpha: CGFloat)
    case transition(view: Int)
    case removeAnimations(view: Int)
    case advance(seconds: Double)

    var description: String {
        switch self {
        case let .make(slot, duration, curve): return "make #\(slot) \(duration)s curve \(curve.rawValue)"
        case let .addAnimations(slot, view, alpha, x, factor): return "add to #\(slot): view \(view) alpha \(alpha) x \(x) delay \(factor)"
        case let .start(slot, delay): return "start #\(slot) after \(delay)"
        case let .pause(slot): return "pause #\(slot)"
        case let .scrub(slot, fraction): return "scrub #\(slot) to \(fraction)"
        case let .reverse(slot): return "reverse #\(slot)"
        case let .stop(slot, without): return "stop #\(slot) withoutFinishing \(without)"
        case let .finish(slot, position): return "finish #\(slot) at \(position.rawValue)"
        case let .continueAnimation(slot, factor): return "continue #\(slot) factor \(factor)"
        case let .pausesOnCompletion(slot, on): return "pausesOnCompletion #\(slot) \(on)"
        case let .animateView(view, alpha): return "UIView.animate view \(view) alpha \(alpha)"
        case let .transition(view): return "transition view \(view)"
        case let .removeAnimations(view): return "removeAllAnimations view \(view)"
        case let .advance(seconds): return "advance \(seconds)"
        }
    }
}

@MainActor
final class AnimatorFuzzHarness: RandomOperationSubject {
    /// The messages UIKit raises for misuse an operation may commit.
    static let expectedMessages: Set<String> = [
        "finishAnimationAtPosition: should only be called on a stopped animator!",
        "stopAnimation: cannot be called on an animator that is already stopped.",
        "startAnimation cannot be called on a stopped animator.",
        "pauseAnimation cannot be called on a stopped animator.",
        "Animations cannot be added to a stopped animator.",
        "continueAnimation(withTimingParameters:durationFactor:) cannot be called on a stopped animator.",
    ]

    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let views: [UIView]
    var animators: [UIViewPropertyAnimator?] = [nil, nil]
    /// How many times each completion ran, by the number it was given when added.
    var completionRuns: [Int: Int] = [:]
    var nextCompletion = 0

    init() {
        views = (0..<3).map { UIView(frame: CGRect(x: CGFloat($0) * 100, y: 0, width: 80, height: 80)) }
        for view in views { window.addSubview(view) }
        window.makeKeyAndVisible()
    }

    func randomOperation(using generator: inout SeededGenerator) -> AnimatorOperation {
        let slot = generator.index(below: 2)
        let view = generator.index(below: 3)
        let fraction = CGFloat(generator.index(below: 21)) / 10 - 0.5
        switch generator.index(below: 100) {
        case 0..<10:
            return .make(slot: slot, duration: [0, 0.3, 1, 2][generator.index(below: 4)],
                         curve: UIView.AnimationCurve.allCases[generator.index(below: 4)])
        case 10..<25:
            return .addAnimations(slot: slot, view: view, alpha: CGFloat(generator.index(below: 11)) / 10,
                                  x: CGFloat(generator.index(below: 300)), delayFactor: fraction)
        case 25..<35: return .start(slot: slot, delay: generator.chance(0.2) ? 0.5 : 0)
        case 35..<41: return .pause(slot: slot)
        case 41..<50: return .scrub(slot: slot, fraction: fraction)
        case 50..<55: return .reverse(slot: slot)
        case 55..<60: return .stop(slot: slot, withoutFinishing: generator.chance(0.5))
        case 60..<65:
            return .finish(slot: slot, position: [.end, .start, .current][generator.index(below: 3)])
        case 65..<69: return .continueAnimation(slot: slot, factor: [0, 0.5, 2][generator.index(below: 3)])
        case 69..<71: return .pausesOnCompletion(slot: slot, on: generator.chance(0.5))
        case 71..<76: return .animateView(view: view, alpha: CGFloat(generator.index(below: 11)) / 10)
        case 76..<79: return .transition(view: view)
        case 79..<81: return .removeAnimations(view: view)
        default: return .advance(seconds: [0, 0.1, 0.25, 0.7, 3][generator.index(below: 5)])
        }
    }

    func apply(_ operation: AnimatorOperation) -> (description: String, failure: InvariantFailure?) {
        var unexpected: [String] = []
        let messages = Headless.recordingViolations { perform(operation) }
        unexpected = messages.filter { !Self.expectedMessages.contains($0) }
        if let message = unexpected.first {
            return (operation.description, InvariantFailure("only UIKit's misuse messages", message))
        }
        return (operation.description, checkInvariants())
    }

    private func perform(_ operation: AnimatorOperation) {
        switch operation {
        case let .make(slot, duration, curve):
            animators[slot]?.stopAnimation(true)
            animators[slot] = UIViewPropertyAnimator(duration: duration, curve: curve)
            let number = nextCompletion
            nextCompletion += 1
            completionRuns[number] = 0
            animators[slot]?.addCompletion { [weak self] _ in self?.completionRuns[number, default: 0] += 1 }
        case let .addAnimations(slot, view, alpha, x, factor):
            let target = views[view]
            animators[slot]?.addAnimations({ target.alpha = alpha; target.center.x = x }, delayFactor: factor)
        case let .start(slot, delay): animators[slot]?.startAnimation(afterDelay: delay)
        case let .pause(slot): animators[slot]?.pauseAnimation()
        case let .scrub(slot, fraction): animators[slot]?.fractionComplete = fraction
        case let .reverse(slot): animators[slot]?.isReversed.toggle()
        case let .stop(slot, without): animators[slot]?.stopAnimation(without)
        case let .finish(slot, position): animators[slot]?.finishAnimation(at: position)
        case let .continueAnimation(slot, factor):
            animators[slot]?.continueAnimation(withTimingParameters: nil, durationFactor: factor)
        case let .pausesOnCompletion(slot, on): animators[slot]?.pausesOnCompletion = on
        case let .animateView(view, alpha):
            UIView.animate(withDuration: 0.5) { self.views[view].alpha = alpha }
        case let .transition(view):
            UIView.transition(with: views[view], duration: 0.4, options: .transitionCrossDissolve, animations: nil)
        case let .removeAnimations(view): views[view].layer.removeAllAnimations()
        case let .advance(seconds): Headless.advance(by: seconds)
        }
    }

    /// Every animator's progress is in 0...1 and agrees with its state; every view shows finite
    /// values, an opacity in 0...1 (the cubic curves do not overshoot) and its model values when
    /// nothing animates it; no completion ran twice.
    func checkInvariants() -> InvariantFailure? {
        for (slot, animator) in animators.enumerated() {
            guard let animator else { continue }
            let fraction = animator.fractionComplete
            guard fraction.isFinite, fraction >= 0, fraction <= 1 else {
                return InvariantFailure("progress in 0...1", "#\(slot) has \(fraction)")
            }
            if animator.isRunning, animator.state != .active {
                return InvariantFailure("running means active", "#\(slot) is \(animator.state)")
            }
        }
        for (index, view) in views.enumerated() {
            guard let shown = view.layer.presentation() else { return InvariantFailure("presentation", "view \(index)") }
            guard shown.opacity.isFinite, shown.opacity >= -0.0001, shown.opacity <= 1.0001,
                  shown.position.x.isFinite else {
                return InvariantFailure("finite values in range", "view \(index): opacity \(shown.opacity) x \(shown.position.x)")
            }
            if view.layer.animationKeys() == nil, shown.opacity != view.layer.opacity || shown.position != view.layer.position {
                return InvariantFailure("model shown when nothing animates", "view \(index)")
            }
        }
        if let (number, runs) = completionRuns.first(where: { $0.value > 1 }) {
            return InvariantFailure("a completion runs once", "completion \(number) ran \(runs) times")
        }
        return nil
    }
}
