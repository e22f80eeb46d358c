// CardSceneTests.swift: the card scene: the card sized by its content, sliding up (pinned half
// way), the dismissal following the finger, turning back when let go short, going on a flick,
// and a tap on the dimming view; the transition's callbacks in order.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets
@testable import Demos

@MainActor
@Suite("card scene", .headless)
struct CardSceneTests {
    /// The scene's window on the runner's 320x480 screen, with the scene (it keeps the finger).
    private func launch() throws -> (UIWindow, CardScene, TrailViewController) {
        Headless.setScreen(size: CGSize(width: 320, height: 480), scale: 2)
        let scene = CardScene()
        let window = try scene.makeWindow()
        Headless.runUntilIdle()
        return (window, scene, try CardScene.trail(of: window))
    }

    private func shownMinY(_ view: UIView) -> CGFloat {
        view.layer.presentation()?.frame.minY ?? -1
    }

    @Test func theCardSlidesUpToTheHeightItsContentNeeds() throws {
        let (window, scene, trail) = try launch()
        try scene.steps[1].perform(window)          // tap "Show card", 0.2 s of 0.4
        let card = try CardScene.card(of: window)
        let presentation = try #require(card.presentationController as? CardPresentationController)
        // The model is final at once; the screen is half way through an ease out (past half way).
        #expect(card.view.frame == CGRect(x: 0, y: 334, width: 320, height: 146))
        #expect(abs(shownMinY(card.view) - 380.04) < 0.01)
        #expect(presentation.dimmingView.layer.presentation()?.opacity == 0.5)
        #expect(card.isBeingPresented && card.transitionCoordinator?.isInteractive == false)
        #expect(presentation.events == ["presentationTransitionWillBegin"])
        #expect(card.events == ["viewWillAppear"])

        try scene.steps[2].perform(window)
        #expect(shownMinY(card.view) == 334)
        #expect(!card.isBeingPresented && trail.presentedViewController === card)
        #expect(presentation.events == ["presentationTransitionWillBegin", "presentationTransitionDidEnd(true)"])
        #expect(card.events == ["viewWillAppear", "viewDidAppear"])
        // The height is Auto Layout's: the stack's bottom sits 24 points above the card's.
        let stack = try #require(card.titleLabel.superview)
        #expect(card.view.bounds.height - stack.frame.maxY == 24)
        #expect(trail.view.window === window)       // a custom presentation keeps the page
    }

    @Test func aDragShortOfHalfFollowsTheFingerThenTurnsBack() throws {
        let (window, scene, trail) = try launch()
        for index in 1...3 { try scene.steps[index].perform(window) }   // shown, then dragged
        let card = try CardScene.card(of: window)
        let presentation = try #require(card.presentationController as? CardPresentationController)
        // Finger still down, 40% of 146 points down: the card is exactly under it.
        #expect(card.isBeingDismissed && card.transitionCoordinator?.isInteractive == true)
        #expect(abs(shownMinY(card.view) - (334 + 58.4)) < 0.001)
        #expect(abs((presentation.dimmingView.layer.presentation()?.opacity ?? 0) - 0.6681) < 0.001)

        try scene.steps[4].perform(window)           // held still, lifted: no flick, short of half
        #expect(trail.presentedViewController === card && !card.isBeingDismissed)
        #expect(card.view.frame == CGRect(x: 0, y: 334, width: 320, height: 146))
        #expect(shownMinY(card.view) == 334)
        #expect(presentation.dimmingView.alpha == 1)
        #expect(presentation.events == ["presentationTransitionWillBegin", "presentationTransitionDidEnd(true)",
                                        "dismissalTransitionWillBegin", "dismissalTransitionDidEnd(false)"])
        #expect(card.events == ["viewWillAppear", "viewDidAppear", "pan began", "viewWillDisappear",
                                "pan cancelled", "viewWillAppear", "viewDidAppear"])
    }

    @Test func aFlickDismissesThoughShortOfHalf() throws {
        let (window, scene, trail) = try launch()
        for index in 1...4 { try scene.steps[index].perform(window) }
        let card = try CardScene.card(of: window)
        let presentation = try #require(card.presentationController as? CardPresentationController)
        try scene.steps[5].perform(window)           // 60 of 146 points, at 900 points a second
        #expect(trail.presentedViewController == nil)
        #expect(card.view.window == nil && presentation.dimmingView.superview == nil)
        #expect(Array(presentation.events.suffix(2)) == ["dismissalTransitionWillBegin", "dismissalTransitionDidEnd(true)"])
        #expect(Array(card.events.suffix(4)) == ["pan began", "viewWillDisappear", "pan finished", "viewDidDisappear"])
    }

    @Test func aTapOnTheDimmingViewDismissesWithoutAFinger() throws {
        let (window, scene, trail) = try launch()
        for index in 1...6 { try scene.steps[index].perform(window) }   // flicked away, shown again
        let card = try CardScene.card(of: window)
        let presentation = try #require(card.presentationController as? CardPresentationController)
        try scene.steps[7].perform(window)           // the tap, then 0.2 s of 0.4: linear
        #expect(card.isBeingDismissed && card.transitionCoordinator?.isInteractive == false)
        #expect(abs(shownMinY(card.view) - (334 + 73)) < 0.001)
        #expect(presentation.dimmingView.layer.presentation()?.opacity == 0.5)
        try scene.steps[8].perform(window)
        #expect(trail.presentedViewController == nil && card.view.window == nil)
        #expect(presentation.events == ["presentationTransitionWillBegin", "presentationTransitionDidEnd(true)",
                                        "dismissalTransitionWillBegin", "dismissalTransitionDidEnd(true)"])
        #expect(card.events == ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"])
    }
}
