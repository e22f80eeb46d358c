import Foundation
import Testing
import HeadlessTesting
import ViewKernel

@MainActor
@Suite("UIView animation options, curves, springs and touches", .headless)
struct AnimationOptionsTests {
    private func fadingView() -> UIView {
        UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    private func presentedOpacity(_ view: UIView) -> Float {
        view.layer.presentation()?.opacity ?? -1
    }

    // MARK: - Raw values

    @Test func optionsCarryUIKitsRawBits() {
        #expect(UIView.AnimationOptions.layoutSubviews.rawValue == 1 << 0)
        #expect(UIView.AnimationOptions.allowUserInteraction.rawValue == 1 << 1)
        #expect(UIView.AnimationOptions.beginFromCurrentState.rawValue == 1 << 2)
        #expect(UIView.AnimationOptions.repeat.rawValue == 1 << 3)
        #expect(UIView.AnimationOptions.autoreverse.rawValue == 1 << 4)
        #expect(UIView.AnimationOptions.overrideInheritedDuration.rawValue == 1 << 5)
        #expect(UIView.AnimationOptions.overrideInheritedCurve.rawValue == 1 << 6)
        #expect(UIView.AnimationOptions.overrideInheritedOptions.rawValue == 1 << 9)
        #expect(UIView.AnimationOptions.curveEaseInOut.rawValue == 0)
        #expect(UIView.AnimationOptions.curveEaseIn.rawValue == 1 << 16)
        #expect(UIView.AnimationOptions.curveEaseOut.rawValue == 2 << 16)
        #expect(UIView.AnimationOptions.curveLinear.rawValue == 3 << 16)
        #expect(UIView.AnimationOptions.transitionCrossDissolve.rawValue == 5 << 20)
        #expect(UIView.AnimationOptions.preferredFramesPerSecond30.rawValue == 7 << 24)
    }

    @Test func curvesCarryUIKitsRawValues() {
        #expect(UIView.AnimationCurve.allCases.map(\.rawValue) == [0, 1, 2, 3])
        #expect(UIView.AnimationCurve(rawValue: 3) == .linear)
    }

    // MARK: - Touches

    @Test func anAnimatingViewRefusesTouchesSoTheyFallThroughToWhatIsBehind() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let button = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 44))
        window.addSubview(button)
        let point = CGPoint(x: 50, y: 30)
        #expect(window.hitTest(point, with: nil) === button)
        UIView.animate(withDuration: 1) { button.alpha = 0.5 }
        #expect(window.hitTest(point, with: nil) === window)
        Headless.advance(by: 1)
        #expect(window.hitTest(point, with: nil) === button)
    }

    @Test func allowUserInteractionKeepsAnAnimatingViewTouchable() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let button = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 44))
        window.addSubview(button)
        UIView.animate(withDuration: 1, delay: 0, options: [.allowUserInteraction],
                       animations: { button.alpha = 0.5 })
        #expect(window.hitTest(CGPoint(x: 50, y: 30), with: nil) === button)
    }

    @Test func theSubviewsOfAnAnimatingViewRefuseTouchesToo() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let panel = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let button = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 44))
        panel.addSubview(button)
        window.addSubview(panel)
        UIView.animate(withDuration: 1, delay: 0.5, options: [], animations: {
            panel.center = CGPoint(x: 110, y: 100)
        })
        #expect(window.hitTest(CGPoint(x: 30, y: 30), with: nil) === window)
    }

    // MARK: - Curves

    @Test func theCurveOptionChoosesThePace() {
        let easeIn = fadingView(), easeOut = fadingView(), linear = fadingView()
        UIView.animate(withDuration: 1, delay: 0, options: [.curveEaseIn], animations: { easeIn.alpha = 0 })
        UIView.animate(withDuration: 1, delay: 0, options: [.curveEaseOut], animations: { easeOut.alpha = 0 })
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { linear.alpha = 0 })
        Headless.advance(by: 0.5)
        #expect(presentedOpacity(linear) == 0.5)
        #expect(presentedOpacity(easeIn) > 0.6)
        #expect(presentedOpacity(easeOut) < 0.4)
    }

    // MARK: - Starting point

    @Test func withoutBeginFromCurrentStateAReplacementStartsFromTheOldModelValue() {
        let view = fadingView()
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { view.alpha = 0 })
        Headless.advance(by: 0.5)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { view.alpha = 1 })
        #expect(presentedOpacity(view) == 0)
    }

    @Test func beginFromCurrentStateStartsFromTheValueOnScreen() {
        let view = fadingView()
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { view.alpha = 0 })
        Headless.advance(by: 0.5)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState],
                       animations: { view.alpha = 1 })
        #expect(presentedOpacity(view) == 0.5)
        Headless.advance(by: 0.5)
        #expect(presentedOpacity(view) == 0.75)
    }

    // MARK: - Repeating

    @Test func repeatRunsForeverUntilTheAnimationsAreRemoved() {
        let view = fadingView()
        var results: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .curveLinear], animations: { view.alpha = 0 },
                       completion: { results.append($0) })
        Headless.advance(by: 100.25)
        #expect(presentedOpacity(view) == 0.75)
        #expect(results.isEmpty)
        view.layer.removeAllAnimations()
        Headless.advance(by: 0)
        #expect(results == [false])
    }

    @Test func repeatWithAutoreverseGoesThereAndBack() {
        let view = fadingView()
        UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse, .curveLinear],
                       animations: { view.alpha = 0 })
        Headless.advance(by: 1)
        #expect(presentedOpacity(view) == 0)
        Headless.advance(by: 0.5)
        #expect(presentedOpacity(view) == 0.5)
        Headless.advance(by: 0.5)
        #expect(presentedOpacity(view) == 1)
    }

    @Test func autoreverseAloneRunsOneCycleThenShowsTheModelValue() {
        let view = fadingView()
        var finished: Bool?
        UIView.animate(withDuration: 1, delay: 0, options: [.autoreverse, .curveLinear],
                       animations: { view.alpha = 0 }, completion: { finished = $0 })
        Headless.advance(by: 1.5)
        #expect(presentedOpacity(view) == 0.5)
        #expect(finished == nil)
        Headless.advance(by: 0.5)
        #expect(finished == true)
        #expect(presentedOpacity(view) == 0)
    }

    @Test func setAnimationRepeatCountRunsThatManyCycles() {
        let view = fadingView()
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationDuration(1)
        UIView.setAnimationRepeatCount(2)
        view.alpha = 0
        UIView.commitAnimations()
        Headless.advance(by: 1.5)
        #expect(view.layer.animationKeys() == ["opacity"])
        Headless.advance(by: 0.5)
        #expect(view.layer.animationKeys() == nil)
    }

    // MARK: - Springs

    @Test func aCriticallyDampedSpringNeverOvershootsAndEndsOnTime() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var finished: Bool?
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                       options: [], animations: { view.center = CGPoint(x: 105, y: 5) },
                       completion: { finished = $0 })
        var largest: CGFloat = 0
        for _ in 0..<9 {
            Headless.advance(by: 0.1)
            largest = max(largest, view.layer.presentation()?.position.x ?? 0)
        }
        #expect(largest <= 105)
        #expect(largest > 100)
        Headless.advance(by: 0.2)
        #expect(finished == true)
        #expect(view.layer.presentation()?.position == CGPoint(x: 105, y: 5))
    }

    @Test func aLightlyDampedSpringOvershootsItsTarget() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.2, initialSpringVelocity: 0,
                       options: [], animations: { view.center = CGPoint(x: 105, y: 5) })
        var largest: CGFloat = 0
        for _ in 0..<20 {
            Headless.advance(by: 0.025)
            largest = max(largest, view.layer.presentation()?.position.x ?? 0)
        }
        #expect(largest > 110)
        #expect(view.center == CGPoint(x: 105, y: 5))
    }
}
