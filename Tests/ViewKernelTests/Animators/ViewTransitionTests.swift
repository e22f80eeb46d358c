// ViewTransitionTests.swift: UIView's transition(with:duration:options:animations:completion:)
// and transition(from:to:duration:options:completion:) as Apple documents them.
import Foundation
import Testing
import HeadlessTesting
import ViewKernel

@MainActor
@Suite("UIView transitions", .headless)
struct ViewTransitionTests {
    private let stage = AnimationStage()
    private var window: UIWindow { stage.window }

    private func container() -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(view)
        return view
    }

    @Test func aCrossDissolveChangesTheContentAtOnceAndCompletesAfterItsDuration() {
        let card = container()
        let label = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var finished: [Bool] = []
        UIView.transition(with: card, duration: 0.3, options: [.transitionCrossDissolve],
                          animations: { card.addSubview(label); card.backgroundColor = .red },
                          completion: { finished.append($0) })
        #expect(label.superview === card)
        #expect(card.layer.animationKeys() == [kCATransition])
        #expect(card.layer.presentation()?.backgroundColor == UIColor.red.cgColor)
        let transition = card.layer.animation(forKey: kCATransition) as? CATransition
        #expect(transition?.type == .fade)
        #expect(transition?.duration == 0.3)
        Headless.advance(by: 0.2)
        #expect(finished.isEmpty)
        Headless.advance(by: 0.1)
        #expect(finished == [true])
        #expect(card.layer.animationKeys() == nil)
    }

    @Test func theChangesOfTheBlockDoNotAnimateOnTheirOwn() {
        let card = container()
        UIView.transition(with: card, duration: 1, options: [.transitionFlipFromLeft],
                          animations: { card.alpha = 0.5 })
        #expect(card.layer.animationKeys() == [kCATransition])
        #expect(card.layer.presentation()?.opacity == 0.5)
        let flip = card.layer.animation(forKey: kCATransition) as? CATransition
        #expect(flip?.subtype == .fromLeft)
    }

    @Test func allowAnimatedContentAnimatesTheChangesToo() {
        let card = container()
        UIView.transition(with: card, duration: 1, options: [.transitionCrossDissolve, .allowAnimatedContent, .curveLinear],
                          animations: { card.alpha = 0 })
        Headless.advance(by: 0.5)
        #expect(abs((card.layer.presentation()?.opacity ?? -1) - 0.5) < 0.001)
    }

    @Test func aTransitioningViewRefusesTouchesUnlessAllowed() {
        let card = container()
        let point = CGPoint(x: 50, y: 50)
        UIView.transition(with: card, duration: 1, options: [.transitionFlipFromRight], animations: nil)
        #expect(window.hitTest(point, with: nil) === window)
        Headless.advance(by: 1)
        #expect(window.hitTest(point, with: nil) === card)
        UIView.transition(with: card, duration: 1, options: [.transitionFlipFromRight, .allowUserInteraction],
                          animations: nil)
        #expect(window.hitTest(point, with: nil) === card)
    }

    @Test func transitionFromToReplacesTheViewInItsSuperview() {
        let card = container()
        let front = UIView(frame: card.bounds)
        let back = UIView(frame: card.bounds)
        card.addSubview(front)
        var finished: Bool?
        UIView.transition(from: front, to: back, duration: 0.5, options: [.transitionFlipFromLeft]) { finished = $0 }
        #expect(front.superview == nil)
        #expect(back.superview === card)
        #expect(card.layer.animationKeys() == [kCATransition])
        Headless.advance(by: 0.5)
        #expect(finished == true)
    }

    @Test func showHideTransitionViewsHidesAndShowsInsteadOfRemoving() {
        let card = container()
        let front = UIView(frame: card.bounds)
        let back = UIView(frame: card.bounds)
        back.isHidden = true
        card.addSubview(front)
        card.addSubview(back)
        UIView.transition(from: front, to: back, duration: 0.5, options: [.transitionCrossDissolve, .showHideTransitionViews])
        #expect(front.superview === card)
        #expect(front.isHidden)
        #expect(!back.isHidden)
    }

    @Test func aFromViewWithoutASuperviewIsAnErrorAndChangesNothing() {
        let loose = UIView()
        let other = UIView()
        let messages = Headless.recordingViolations {
            UIView.transition(from: loose, to: other, duration: 0.3, options: [.transitionCrossDissolve])
        }
        #expect(messages.count == 1)
        #expect(other.superview == nil)
    }

    @Test func aTransitionWithoutADurationCompletesOnTheNextTurn() {
        let card = container()
        var finished: [Bool] = []
        UIView.transition(with: card, duration: 0, options: [.transitionCurlUp], animations: nil) { finished.append($0) }
        #expect(finished.isEmpty)
        #expect(card.layer.animationKeys() == nil)
        Headless.advance(by: 0)
        #expect(finished == [true])
    }

    @Test func removingTheTransitionCompletesItUnfinished() {
        let card = container()
        var finished: [Bool] = []
        UIView.transition(with: card, duration: 1, options: [.transitionCrossDissolve], animations: nil) {
            finished.append($0)
        }
        card.layer.removeAllAnimations()
        Headless.advance(by: 0)
        #expect(finished == [false])
    }
}
