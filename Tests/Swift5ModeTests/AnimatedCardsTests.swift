// AnimatedCardsTests.swift: the drawer and card of AnimatedCards.swift, compiled in the Swift 5
// language mode, driven by real drags and taps on the virtual clock.
import Foundation
import Testing
import UIKit
import HeadlessTesting

@MainActor
@Suite("Property animators and transitions from Swift 5 language-mode code", .headless)
struct AnimatedCardsTests {
    private func shown() -> (DrawerViewController, UIWindow) {
        let controller = DrawerViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        Headless.runUntilIdle()
        return (controller, window)
    }

    @Test func aLongDragUpOpensTheDrawer() {
        let (controller, window) = shown()
        window.drag(from: CGPoint(x: 200, y: 720), to: CGPoint(x: 200, y: 500), steps: 10)
        Headless.advance(by: 1)
        #expect(controller.isOpen)
        #expect(controller.drawer.frame.origin.y == 300)
    }

    @Test func aShortDragTurnsBackAndLeavesTheDrawerClosed() {
        let (controller, window) = shown()
        window.drag(from: CGPoint(x: 200, y: 720), to: CGPoint(x: 200, y: 680), steps: 4)
        Headless.advance(by: 1)
        #expect(!controller.isOpen)
        #expect(controller.drawer.frame.origin.y == 700)
        #expect(controller.drawer.layer.presentation()?.frame.origin.y == 700)
    }

    @Test func theCardFlipsAndCountsTheFinishedFlip() {
        let (controller, _) = shown()
        controller.card.addSubview(controller.back)
        controller.back.isHidden = true
        controller.flipCard()
        #expect(controller.front.isHidden)
        #expect(!controller.back.isHidden)
        Headless.advance(by: 0.4)
        #expect(controller.flips == 1)
    }

    @Test func theTitleFadesToItsNewText() {
        let (controller, _) = shown()
        controller.fadeTitle(to: "Hello")
        #expect(controller.front.text == "Hello")
        #expect(controller.front.layer.animationKeys() == ["transition"])
    }
}
