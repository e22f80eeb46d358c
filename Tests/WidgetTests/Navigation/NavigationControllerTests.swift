// NavigationControllerTests.swift: the navigation stack: push, pop, popToRoot,
// popTo, setViewControllers, UIKit's messages for misuse, containment and freeing
// (Navigation/UINavigationController+Stack.swift).
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("Navigation controller: the stack", .headless)
struct NavigationStackTests {
    @Test func initWithRootViewControllerMakesAOneControllerStack() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)

        #expect(navigation.viewControllers == [root])
        #expect(navigation.topViewController === root)
        #expect(navigation.visibleViewController === root)
        #expect(navigation.children == [root])
        #expect(root.parent === navigation)
    }

    @Test func pushPutsTheControllerOnTop() {
        let root = UIViewController(), detail = UIViewController()
        let navigation = UINavigationController(rootViewController: root)

        navigation.pushViewController(detail, animated: false)

        #expect(navigation.viewControllers == [root, detail])
        #expect(navigation.topViewController === detail)
        #expect(navigation.visibleViewController === detail)
    }

    @Test func popRemovesAndReturnsTheTopController() {
        let root = UIViewController(), detail = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.pushViewController(detail, animated: false)

        let popped = navigation.popViewController(animated: false)

        #expect(popped === detail)
        #expect(navigation.viewControllers == [root])
    }

    @Test func poppingTheRootDoesNothingAndReturnsNil() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)

        let popped = navigation.popViewController(animated: false)

        #expect(popped == nil)
        #expect(navigation.viewControllers == [root])
        #expect(root.parent === navigation)
    }

    @Test func popToRootReturnsThePoppedControllersBottomFirst() {
        let a = UIViewController(), b = UIViewController(), c = UIViewController()
        let navigation = UINavigationController(rootViewController: a)
        navigation.pushViewController(b, animated: false)
        navigation.pushViewController(c, animated: false)

        let popped = navigation.popToRootViewController(animated: false)

        #expect(popped == [b, c])
        #expect(navigation.viewControllers == [a])
    }

    @Test func popToRootAtTheRootPopsNothing() {
        let navigation = UINavigationController(rootViewController: UIViewController())

        #expect(navigation.popToRootViewController(animated: false) == [])
        #expect(navigation.viewControllers.count == 1)
    }

    @Test func popToViewControllerPopsTheControllersAboveIt() {
        let a = UIViewController(), b = UIViewController(), c = UIViewController(), d = UIViewController()
        let navigation = UINavigationController(rootViewController: a)
        navigation.setViewControllers([a, b, c, d], animated: false)

        let popped = navigation.popToViewController(b, animated: false)

        #expect(popped == [c, d])
        #expect(navigation.viewControllers == [a, b])
        #expect(navigation.popToViewController(b, animated: false) == [])
    }

    @Test func poppingToAControllerNotInTheStackIsReported() {
        let root = UIViewController(), stranger = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        var result: [UIViewController]? = [root]

        let messages = Headless.recordingViolations {
            result = navigation.popToViewController(stranger, animated: false)
        }

        #expect(messages == ["Tried to pop to a view controller that doesn't exist."])
        #expect(result == nil)
        #expect(navigation.viewControllers == [root])
    }

    @Test func setViewControllersReplacesTheStackAndTheChildren() {
        let a = UIViewController(), b = UIViewController(), c = UIViewController()
        let navigation = UINavigationController(rootViewController: a)
        navigation.pushViewController(b, animated: false)

        navigation.setViewControllers([c, a], animated: false)

        #expect(navigation.viewControllers == [c, a])
        #expect(navigation.children == [c, a])
        #expect(navigation.topViewController === a)
        #expect(b.parent == nil)
        #expect(c.navigationController === navigation)
    }

    @Test func settingViewControllersIsANonAnimatedSet() {
        let a = UIViewController(), b = UIViewController()
        let navigation = UINavigationController()

        navigation.viewControllers = [a, b]

        #expect(navigation.viewControllers == [a, b])
        #expect(navigation.topViewController === b)
    }

    @Test func anEmptyNavigationControllerHasNoTop() {
        let navigation = UINavigationController()

        #expect(navigation.viewControllers.isEmpty)
        #expect(navigation.topViewController == nil)
        #expect(navigation.popViewController(animated: false) == nil)
        #expect(navigation.popToRootViewController(animated: false) == nil)
    }

    @Test func pushingTheSameInstanceTwiceIsReportedAndChangesNothing() {
        let root = NavigationLoggingController("root")
        let navigation = UINavigationController(rootViewController: root)

        let messages = Headless.recordingViolations { navigation.pushViewController(root, animated: false) }

        #expect(messages == ["Pushing the same view controller instance more than once is not supported (<NavigationLoggingController>)"])
        #expect(navigation.viewControllers == [root])
    }

    @Test func pushingANavigationControllerIsReported() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let inner = UINavigationController(rootViewController: UIViewController())

        let messages = Headless.recordingViolations { navigation.pushViewController(inner, animated: false) }

        #expect(messages == ["Pushing a navigation controller is not supported"])
        #expect(navigation.viewControllers.count == 1)
        #expect(inner.parent == nil)
    }

    @Test func settingAStackWithARepeatedControllerIsReported() {
        let a = UIViewController(), b = UIViewController()
        let navigation = UINavigationController(rootViewController: a)

        let messages = Headless.recordingViolations { navigation.setViewControllers([a, b, a], animated: false) }

        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("All view controllers in a navigation controller must be distinct") == true)
        #expect(navigation.viewControllers == [a])
    }

    @Test func childrenKnowTheirNavigationControllerUntilTheyArePopped() {
        let root = UIViewController(), detail = UIViewController(), grandchild = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.pushViewController(detail, animated: false)
        detail.addChild(grandchild)

        #expect(root.navigationController === navigation)
        #expect(detail.navigationController === navigation)
        #expect(grandchild.navigationController === navigation)
        #expect(navigation.navigationController == nil)

        navigation.popViewController(animated: false)

        #expect(detail.navigationController == nil)
        #expect(grandchild.navigationController == nil)
    }

    @Test func containmentCallsWrapAPushAndAPop() {
        let log = NavigationEventLog()
        let detail = NavigationLoggingController("B", log: log)
        let navigation = UINavigationController(rootViewController: UIViewController())

        navigation.pushViewController(detail, animated: false)
        #expect(log.entries == ["B willMove(toParent: nav)", "B didMove(toParent: nav)"])

        log.entries.removeAll()
        navigation.popViewController(animated: false)
        #expect(log.entries == ["B willMove(toParent: nil)", "B didMove(toParent: nil)"])
    }

    @Test func aPoppedControllerIsFreed() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        weak var weakDetail: UIViewController?
        do {
            let detail = UIViewController()
            weakDetail = detail
            detail.navigationItem.title = "Detail"
            navigation.pushViewController(detail, animated: false)
        }
        #expect(weakDetail != nil)

        navigation.popViewController(animated: false)

        #expect(weakDetail == nil)
    }
}
