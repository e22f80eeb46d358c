// InteractivePopTests.swift: the navigation controller's interactive pop by a swipe from the
// leading edge: the slide following the finger, the pop finished or cancelled when the finger
// lifts, and right to left (Navigation/UINavigationController+InteractivePop.swift).
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// A controller that fades a badge alongside its disappearance, as apps do with the coordinator.
@MainActor
private final class FadingBadgeController: UIViewController {
    let badge = UIView(frame: CGRect(x: 10, y: 100, width: 40, height: 40))
    var completedCancelled: Bool?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(badge)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        transitionCoordinator?.animate(alongsideTransition: { [badge] _ in badge.alpha = 0 },
                                       completion: { [weak self] context in self?.completedCancelled = context.isCancelled })
    }
}

@MainActor
@Suite("Navigation controller: the interactive pop", .headless)
struct InteractivePopTests {
    @Test func theRecognizerIsAScreenEdgePanOnTheLeadingEdgeOfTheView() throws {
        let (navigation, window, _, _, _) = makeTwoScreens()
        defer { withExtendedLifetime(window) {} }
        let recognizer = try #require(navigation.interactivePopGestureRecognizer as? UIScreenEdgePanGestureRecognizer)
        #expect(recognizer.view === navigation.view)
        #expect(recognizer.edges == .left)
        #expect(recognizer.isEnabled)
    }

    @Test func aSwipeBeginsThePopAndTheViewsFollowTheFinger() throws {
        let (navigation, window, root, detail, log) = makeTwoScreens()
        defer { withExtendedLifetime(window) {} }
        let delegate = LoggingNavigationDelegate(log: log)
        navigation.delegate = delegate

        let touch = window.beginTouch(at: CGPoint(x: 1, y: 240))
        move(touch, in: window, through: [21])

        #expect(log.entries.filter { !$0.contains("Layout") } == [
            "B willMove(toParent: nil)", "B viewWillDisappear", "A viewWillAppear", "delegate willShow A animated",
        ])
        #expect(navigation.viewControllers == [root])
        let coordinator = try #require(detail.transitionCoordinator)
        #expect(coordinator.isInteractive && coordinator.initiallyInteractive && !coordinator.isCancelled)
        #expect(root.view.superview === navigation.view && detail.view.superview === navigation.view)

        move(touch, in: window, through: [81])   // 80 points of 320: a quarter
        #expect(coordinator.percentComplete == 0.25)
        #expect(detail.view.layer.presentation()?.frame.minX == 80)
        #expect(root.view.layer.presentation()?.frame.minX == -72)   // -96 (the parallax) a quarter of the way home

        move(touch, in: window, through: [161])
        #expect(detail.view.layer.presentation()?.frame.minX == 160)
        #expect(root.view.layer.presentation()?.frame.minX == -48)
        #expect(!log.entries.contains("B viewDidDisappear"))
        window.endTouch(touch)
        Headless.runUntilIdle()
    }

    @Test func liftingPastHalfTheWidthFinishesThePop() throws {
        let (navigation, window, root, detail, log) = makeTwoScreens()
        defer { withExtendedLifetime(window) {} }
        let delegate = LoggingNavigationDelegate(log: log)
        navigation.delegate = delegate
        let touch = window.beginTouch(at: CGPoint(x: 1, y: 240))
        move(touch, in: window, through: [21, 101, 191, 201], interval: 0.5)
        let coordinator = try #require(detail.transitionCoordinator)
        var interactionEnds: [(cancelled: Bool, interactive: Bool)] = []
        coordinator.notifyWhenInteractionChanges { context in
            interactionEnds.append((context.isCancelled, context.isInteractive))
        }
        log.entries.removeAll()

        window.endTouch(touch)

        #expect(interactionEnds.count == 1)
        #expect(interactionEnds.first?.cancelled == false && interactionEnds.first?.interactive == false)
        #expect(log.entries.isEmpty)
        // 200 of 320 points: the rest, 0.375 of 0.35 s, runs on; half of it leaves B at 260.
        Headless.advance(by: 0.065625)
        let shownX = try #require(detail.view.layer.presentation()?.frame.minX)
        #expect(abs(shownX - 260) < 0.01)

        Headless.runUntilIdle()
        #expect(log.entries == [
            "B viewDidDisappear", "A viewDidAppear", "B didMove(toParent: nil)", "delegate didShow A animated",
        ])
        #expect(navigation.viewControllers == [root])
        #expect(detail.parent == nil && detail.view.superview == nil)
        #expect(root.view.frame == window.bounds)
        #expect(navigation.navigationBar.topItem === root.navigationItem)
        #expect(navigation.transitionCoordinator == nil)
    }

    @Test func liftingShortOfHalfCancelsAndRestoresEverything() throws {
        let (navigation, window, root, detail, log) = makeTwoScreens()
        defer { withExtendedLifetime(window) {} }
        let delegate = LoggingNavigationDelegate(log: log)
        navigation.delegate = delegate
        let rootFrameBefore = root.view.frame
        let touch = window.beginTouch(at: CGPoint(x: 1, y: 240))
        move(touch, in: window, through: [21, 71, 81], interval: 0.5)
        let coordinator = try #require(detail.transitionCoordinator)
        var cancelledWhenLifted: Bool?
        coordinator.notifyWhenInteractionChanges { cancelledWhenLifted = $0.isCancelled }
        log.entries.removeAll()

        window.endTouch(touch)

        #expect(cancelledWhenLifted == true)
        #expect(coordinator.isCancelled && !coordinator.isInteractive)
        // The "will" calls that undo the pop come at the lift (Apple's notifyWhenInteractionChanges).
        #expect(log.entries == ["A viewWillDisappear", "B viewWillAppear"])
        log.entries.removeAll()
        // A quarter of the way: back over 0.25 of 0.35 s; halfway back, B is at 40.
        Headless.advance(by: 0.04375)
        let shownX = try #require(detail.view.layer.presentation()?.frame.minX)
        #expect(abs(shownX - 40) < 0.01)
        #expect(log.entries.isEmpty)

        Headless.runUntilIdle()
        #expect(coordinator.isCancelled && coordinator.percentComplete == 0.25)
        #expect(log.entries.filter { !$0.contains("Layout") } == [
            "A viewDidDisappear", "B viewDidAppear", "B didMove(toParent: nav)",
        ])
        #expect(navigation.viewControllers == [root, detail])
        #expect(navigation.topViewController === detail && detail.parent === navigation)
        #expect(navigation.navigationBar.topItem === detail.navigationItem)
        #expect(detail.view.frame == window.bounds && detail.view.superview === navigation.view)
        #expect(root.view.superview == nil && root.view.frame == rootFrameBefore)
        #expect(navigation.transitionCoordinator == nil)
    }

    @Test func alongsideAnimationsFollowTheFingerAndGoBackWhenThePopIsCancelled() {
        let root = UIViewController(), detail = FadingBadgeController()
        let (navigation, window) = makeShownNavigationController(root: root)
        defer { withExtendedLifetime(window) {} }
        navigation.pushViewController(detail, animated: false)

        let touch = window.beginTouch(at: CGPoint(x: 1, y: 240))
        move(touch, in: window, through: [21, 81], interval: 0.5)
        #expect(detail.badge.layer.presentation()?.opacity == 0.75)

        window.endTouch(touch)
        Headless.runUntilIdle()
        #expect(detail.completedCancelled == true)
        #expect(detail.badge.alpha == 1)
        #expect(navigation.viewControllers == [root, detail])
    }

    @Test func aCancelledPopCanBeSwipedAgainAndTheDelegateHearsItAgain() {
        let (navigation, window, root, _, log) = makeTwoScreens()
        defer { withExtendedLifetime(window) {} }
        let delegate = LoggingNavigationDelegate(log: log)
        navigation.delegate = delegate
        let touch = window.beginTouch(at: CGPoint(x: 1, y: 240))
        move(touch, in: window, through: [21, 41], interval: 0.5)
        window.endTouch(touch)
        Headless.runUntilIdle()
        log.entries.removeAll()

        window.drag(from: CGPoint(x: 1, y: 240), to: CGPoint(x: 250, y: 240))
        Headless.runUntilIdle()

        #expect(navigation.viewControllers == [root])
        #expect(log.entries.filter { $0.hasPrefix("delegate") } == [
            "delegate willShow A animated", "delegate didShow A animated",
        ])
    }

    @Test func aQuickFlickFinishesThePopShortOfHalf() {
        let (navigation, window, root, _, _) = makeTwoScreens()
        defer { withExtendedLifetime(window) {} }

        // 99 points in 10 frames: about 600 points a second.
        window.drag(from: CGPoint(x: 1, y: 240), to: CGPoint(x: 100, y: 240))
        Headless.runUntilIdle()

        #expect(navigation.viewControllers == [root])
    }

    @Test func aLeftwardFlickCancelsThePopPastHalf() {
        let (navigation, window, root, detail, _) = makeTwoScreens()
        defer { withExtendedLifetime(window) {} }
        let touch = window.beginTouch(at: CGPoint(x: 1, y: 240))
        move(touch, in: window, through: [21, 241], interval: 0.5)
        move(touch, in: window, through: [221, 201], interval: 1.0 / 60.0)   // 1200 points a second back
        window.endTouch(touch)
        Headless.runUntilIdle()

        #expect(navigation.viewControllers == [root, detail])
    }

    @Test func rightToLeftTheSwipeStartsAtTheRightEdgeAndTheSlideIsMirrored() throws {
        let (navigation, window, root, detail, _) = makeTwoScreens()
        defer { withExtendedLifetime(window) {} }
        window.traitOverrides.layoutDirection = .rightToLeft
        window.layoutIfNeeded()

        window.drag(from: CGPoint(x: 1, y: 240), to: CGPoint(x: 200, y: 240))
        Headless.runUntilIdle()
        #expect(navigation.viewControllers == [root, detail])

        let touch = window.beginTouch(at: CGPoint(x: 319, y: 240))
        move(touch, in: window, through: [299, 239], interval: 0.5)   // 80 points leftwards
        #expect(navigation.viewControllers == [root])
        #expect(detail.view.layer.presentation()?.frame.minX == -80)
        #expect(root.view.layer.presentation()?.frame.minX == 72)
        move(touch, in: window, through: [99, 89], interval: 0.5)
        window.endTouch(touch)
        Headless.runUntilIdle()
        #expect(navigation.viewControllers == [root])
        #expect(root.view.frame == window.bounds)
    }
}
