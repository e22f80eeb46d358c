// CardPresenterTests.swift: the card of CardPresenter.swift, compiled in the Swift 5 language
// mode: presented with its presentation controller and animator, sized to its content, and
// dismissed by a swipe down that follows the finger (or turns back when short).
import Foundation
import Testing
import UIKit
import HeadlessTesting

@MainActor
@Suite("Custom card presentation from Swift 5 language-mode code", .headless)
struct CardPresenterTests {
    private func presented() -> (UIViewController, CardViewController, UIWindow) {
        let root = UIViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = root
        window.makeKeyAndVisible()
        let card = CardViewController()
        root.present(card, animated: true)
        Headless.advance(by: 0.5)
        return (root, card, window)
    }

    @Test func theCardSlidesUpToItsPreferredHeightOverADimmedPresenter() {
        let (root, card, window) = presented()
        #expect(!card.isBeingPresented)
        #expect(card.transitionCoordinator == nil)
        #expect(card.view.frame == CGRect(x: 0, y: 544, width: 390, height: 300))
        #expect(root.view.window === window)
        #expect((card.presentationController as? CardPresentationController)?.dimmingAlpha == 1)
        card.preferredContentSize = CGSize(width: 0, height: 400)
        window.layoutIfNeeded()
        #expect(card.view.frame == CGRect(x: 0, y: 444, width: 390, height: 400))
    }

    @Test func aLongSwipeDownFollowsTheFingerAndDismisses() {
        let (root, card, window) = presented()
        let touch = window.beginTouch(at: CGPoint(x: 200, y: 600))
        window.moveTouch(touch, to: CGPoint(x: 200, y: 620))
        window.moveTouch(touch, to: CGPoint(x: 200, y: 720))
        let shown = card.view.layer.presentation()?.frame.origin.y ?? 0
        #expect(shown > 544 && shown < 844)
        window.moveTouch(touch, to: CGPoint(x: 200, y: 760))
        window.endTouch(touch)
        Headless.advance(by: 0.5)
        #expect(root.presentedViewController == nil)
        #expect(card.dismissals == 1)
        #expect(card.view.window == nil)
    }

    @Test func aShortSwipeTurnsBackAndTheCardStays() {
        let (root, card, window) = presented()
        let touch = window.beginTouch(at: CGPoint(x: 200, y: 600))
        window.moveTouch(touch, to: CGPoint(x: 200, y: 620))
        window.moveTouch(touch, to: CGPoint(x: 200, y: 640))
        #expect(card.isBeingDismissed)
        #expect(card.transitionCoordinator?.isInteractive == true)
        window.endTouch(touch)
        Headless.advance(by: 0.5)
        #expect((card.presentationController as? CardPresentationController)?.dismissalEnds == [false])
        #expect(root.presentedViewController === card)
        #expect(card.dismissals == 0)
        #expect(card.view.frame == CGRect(x: 0, y: 544, width: 390, height: 300))
        #expect(!card.isBeingDismissed)
        #expect((card.presentationController as? CardPresentationController)?.dimmingAlpha == 1)
    }
}
