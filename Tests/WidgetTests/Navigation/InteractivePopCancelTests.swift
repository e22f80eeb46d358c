// InteractivePopCancelTests.swift: the interactive pop cancelled: the appearance calls at the lift
// and at the end, a change or a disappearance while the slide goes back, a recognizer reset or a
// reset of the runtime mid-swipe, and a change started inside the pop
// (Navigation/UINavigationController+InteractivePop.swift).
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// A controller that notes whether its view was in a window when it heard `viewWillDisappear`.
@MainActor
private final class WindowNotingController: UIViewController {
    var inWindowAtWillDisappear: Bool?

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        inWindowAtWillDisappear = viewIfLoaded?.window != nil
    }
}

/// A controller that pushes another, animated, the first time it will appear again.
@MainActor
private final class PushingOnAppearController: UIViewController {
    var pushed: UIViewController?
    var pushedWasInteractive: Bool?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let pushed, let navigationController else { return }
        self.pushed = nil
        navigationController.pushViewController(pushed, animated: true)
        pushedWasInteractive = navigationController.transitionCoordinator?.isInteractive
    }
}

@MainActor
@Suite("Navigation controller: the interactive pop cancelled", .headless)
struct InteractivePopCancelTests {
    @Test func theWillCallsComeAtTheLiftAfterTheInteractionHandlerAndTheDidCallsAtTheEnd() throws {
        let (navigation, window, root, detail, log) = makeTwoScreens()
        defer { withExtendedLifetime(window) {} }
        let touch = window.beginTouch(at: CGPoint(x: 1, y: 240))
        move(touch, in: window, through: [21, 71, 81], interval: 0.5)
        let coordinator = try #require(detail.transitionCoordinator)
        coordinator.notifyWhenInteractionChanges { context in
            log.entries.append("interaction changed, cancelled: \(context.isCancelled)")
        }
        log.entries.removeAll()

        window.endTouch(touch)

        #expect(log.entries == ["interaction changed, cancelled: true", "A viewWillDisappear", "B viewWillAppear"])
        #expect(root.view.superview === navigation.view)
        log.entries.removeAll()
        Headless.advance(by: 0.04375)   // halfway back
        #expect(log.entries.isEmpty)

        Headless.runUntilIdle()
        #expect(log.entries.filter { !$0.contains("Layout") } == [
            "A viewDidDisappear", "B viewDidAppear", "B didMove(toParent: nav)",
        ])
        #expect(navigation.viewControllers == [root, detail])
    }

    @Test func theControllerThatWasToAppearIsStillInTheWindowWhenItWillDisappear() {
        let root = WindowNotingController(), detail = UIViewController()
        let (navigation, window) = makeShownNavigationController(root: root)
        defer { withExtendedLifetime(window) {} }
        navigation.pushViewController(detail, animated: false)
        let touch = window.beginTouch(at: CGPoint(x: 1, y: 240))
        move(touch, in: window, through: [21, 61], interval: 0.5)

        window.endTouch(touch)
        Headless.runUntilIdle()

        #expect(root.inWindowAtWillDisappear == true)
        #expect(root.view.superview == nil)
        #expect(navigation.viewControllers == [root, detail])
    }

    @Test func aPushWhileACancelledPopSlidesBackKeepsThePoppedController() {
        let (navigation, window, root, detail, _) = makeTwoScreens()
        defer { withExtendedLifetime(window) {} }
        let touch = window.beginTouch(at: CGPoint(x: 1, y: 240))
        move(touch, in: window, through: [21, 71, 81], interval: 0.5)
        window.endTouch(touch)

        let third = UIViewController()
        navigation.pushViewController(third, animated: true)
        Headless.runUntilIdle()

        #expect(navigation.viewControllers == [root, detail, third])
        #expect(detail.parent === navigation && root.view.superview == nil && detail.view.superview == nil)
        #expect(third.view.frame == window.bounds)
    }

    @Test func hidingTheWindowWhileACancelledPopSlidesBackKeepsTheTop() {
        let (navigation, window, root, detail, log) = makeTwoScreens()
        defer { withExtendedLifetime(window) {} }
        let touch = window.beginTouch(at: CGPoint(x: 1, y: 240))
        move(touch, in: window, through: [21, 71, 81], interval: 0.5)
        window.endTouch(touch)
        log.entries.removeAll()

        window.isHidden = true
        Headless.runUntilIdle()

        #expect(navigation.viewControllers == [root, detail])
        #expect(detail.view.superview === navigation.view && root.view.superview == nil)
        #expect(log.entries.filter { $0.contains("Appear") || $0.contains("Disappear") } == [
            "A viewDidDisappear", "B viewDidAppear", "B viewWillDisappear", "B viewDidDisappear",
        ])
    }

    @Test func removingTheRecognizerMidSwipeCancelsThePop() throws {
        let (navigation, window, root, detail, _) = makeTwoScreens()
        defer { withExtendedLifetime(window) {} }
        let recognizer = try #require(navigation.interactivePopGestureRecognizer)
        let touch = window.beginTouch(at: CGPoint(x: 1, y: 240))
        move(touch, in: window, through: [21, 201], interval: 0.5)

        navigation.view.removeGestureRecognizer(recognizer)
        Headless.runUntilIdle()
        window.endTouch(touch)
        Headless.runUntilIdle()

        #expect(navigation.viewControllers == [root, detail])
        #expect(navigation.transitionCoordinator == nil)
        #expect(detail.view.frame == window.bounds && root.view.superview == nil)
    }

    @Test func aPopCancelledByARecognizerResetLeaksNoController() throws {
        weak var weakNavigation: UINavigationController?
        weak var weakDetail: UIViewController?
        do {
            let (navigation, window, _, detail, _) = makeTwoScreens()
            weakNavigation = navigation
            weakDetail = detail
            let recognizer = try #require(navigation.interactivePopGestureRecognizer)
            let touch = window.beginTouch(at: CGPoint(x: 1, y: 240))
            move(touch, in: window, through: [21, 101], interval: 0.5)
            navigation.view.removeGestureRecognizer(recognizer)
            #expect(navigation.viewControllers.count == 2 && navigation.transitionCoordinator == nil)
            window.endTouch(touch)
            Headless.runUntilIdle()
        }
        #expect(weakNavigation == nil)
        #expect(weakDetail == nil)
    }

    @Test func aResetOfTheRuntimeMidSwipeLeaksNoController() throws {
        weak var weakNavigation: UINavigationController?
        weak var weakDetail: UIViewController?
        weak var weakWindow: UIWindow?
        do {
            let (navigation, window, _, detail, _) = makeTwoScreens()
            weakNavigation = navigation
            weakDetail = detail
            weakWindow = window
            let touch = window.beginTouch(at: CGPoint(x: 1, y: 240))
            move(touch, in: window, through: [21, 101], interval: 0.5)
            #expect(navigation.transitionCoordinator?.isInteractive == true)
            Headless.reset()
        }
        #expect(weakWindow == nil)
        #expect(weakNavigation == nil)
        #expect(weakDetail == nil)
    }

    @Test func aPushStartedInsideTheInteractivePopIsNotInteractive() {
        let root = PushingOnAppearController(), detail = UIViewController()
        let (navigation, window) = makeShownNavigationController(root: root)
        defer { withExtendedLifetime(window) {} }
        navigation.pushViewController(detail, animated: false)
        root.pushed = UIViewController()

        let touch = window.beginTouch(at: CGPoint(x: 1, y: 240))
        move(touch, in: window, through: [21, 61], interval: 0.5)
        window.endTouch(touch)
        Headless.runUntilIdle()

        #expect(root.pushedWasInteractive == false)
    }
}
