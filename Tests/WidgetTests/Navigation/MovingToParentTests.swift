// MovingToParentTests.swift: isMovingToParent is true only inside the appearance calls of a
// controller that is being added to a parent, never outside them: not for a tab never shown, nor
// for a controller pushed and covered before it appeared (found by the transition fuzz).
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("isMovingToParent outside the appearance calls", .headless)
struct MovingToParentTests {
    @Test func aTabNeverShownIsNotMovingToItsParent() {
        let first = UIViewController(), second = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        let window = UIWindow()
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        Headless.runUntilIdle()
        #expect(!first.isMovingToParent)
        #expect(!second.isMovingToParent)
    }

    @Test func aControllerCoveredByAnotherPushIsNotMovingAndTheTopIsOnlyInsideItsCalls() {
        let log = NavigationEventLog()
        let (navigation, window) = makeShownNavigationController(root: UIViewController())
        defer { withExtendedLifetime(window) {} }
        let covered = NavigationLoggingController("B", log: log), top = NavigationLoggingController("C", log: log)
        navigation.pushViewController(covered, animated: false)
        navigation.pushViewController(top, animated: false)
        Headless.runUntilIdle()
        #expect(!covered.isMovingToParent)
        #expect(top.movingToParentInWillAppear == true)
        #expect(!top.isMovingToParent)
    }

    @Test func addingAChildDoesNotMakeItMoveUntilItAppears() {
        let parent = UIViewController(), child = UIViewController()
        parent.addChild(child)
        #expect(child.parent === parent)
        #expect(!child.isMovingToParent)
    }
}
