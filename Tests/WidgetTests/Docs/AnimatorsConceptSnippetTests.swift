// AnimatorsConceptSnippetTests.swift: the code of Docs/Concepts/PropertyAnimators.md, run as tests.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite(.headless)
struct AnimatorsConceptSnippetTests {
    @Test func scrubbedAnimator() {
        // snippet: scrubbed-animator
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let sheet = UIView(frame: CGRect(x: 0, y: 700, width: 390, height: 600))
        window.addSubview(sheet)
        window.makeKeyAndVisible()

        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .easeOut) {
            sheet.frame.origin.y = 300                   // runs when the animator becomes active
        }
        #expect(sheet.frame.origin.y == 700)             // inactive: nothing ran yet
        animator.fractionComplete = 0.25                 // active and paused, as a pan's .changed does
        #expect(sheet.frame.origin.y == 300)             // the model value is final
        #expect(sheet.layer.presentation()?.frame.origin.y == 600)   // the screen, scrubbed linearly

        animator.isReversed = true                       // the finger let go near the bottom
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        var ended: UIViewAnimatingPosition?
        animator.addCompletion { ended = $0 }
        Headless.advance(by: 0.5)
        #expect(ended == .start)
        #expect(sheet.frame.origin.y == 700)             // a reversed run puts the old values back
        // end snippet
    }

    @Test func flipTransition() {
        // snippet: flip-transition
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let card = UIView(frame: CGRect(x: 95, y: 120, width: 200, height: 120))
        let front = UILabel(frame: card.bounds), back = UILabel(frame: card.bounds)
        front.text = "Question"
        back.text = "Answer"
        card.addSubview(front)
        window.addSubview(card)
        window.makeKeyAndVisible()

        UIView.transition(from: front, to: back, duration: 0.4, options: .transitionFlipFromRight)
        #expect(back.superview === card && front.superview == nil)      // swapped at once
        #expect(card.layer.animationKeys() == ["transition"])           // the flip runs on the card
        #expect(window.hitTest(CGPoint(x: 150, y: 150), with: nil) === window)   // no touches meanwhile
        Headless.advance(by: 0.4)
        #expect(card.layer.animationKeys() == nil)
        // end snippet
    }
}
