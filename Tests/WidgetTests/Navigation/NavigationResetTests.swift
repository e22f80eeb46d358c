// NavigationResetTests.swift: a reset of the runtime during a default animated push or pop keeps
// nothing alive: the coordinator the controllers see lets go of the app's completions, which
// refer to the controllers (Navigation/UINavigationController+Transition.swift).
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("Navigation controller: reset mid-transition", .headless)
struct NavigationResetTests {
    @Test(arguments: [true, false])
    func aResetDuringAnAnimatedPushOrPopFreesWhatTheCoordinatorsCompletionsHold(push: Bool) throws {
        weak var weakNavigation: UINavigationController?
        weak var weakRoot: UIViewController?
        weak var weakDetail: UIViewController?
        weak var weakWindow: UIWindow?
        do {
            let root = UIViewController(), detail = UIViewController()
            let (navigation, window) = makeShownNavigationController(root: root)
            weakNavigation = navigation
            weakRoot = root
            weakDetail = detail
            weakWindow = window
            if push {
                navigation.pushViewController(detail, animated: true)
            } else {
                navigation.pushViewController(detail, animated: false)
                navigation.popViewController(animated: true)
            }
            // As apps write it: a completion that refers to the controllers strongly.
            let coordinator = try #require(navigation.transitionCoordinator)
            let taken = coordinator.animate(alongsideTransition: nil, completion: { _ in
                root.title = "done"
                detail.title = "done"
                navigation.title = "done"
            })
            #expect(taken)
            Headless.advance(by: 0.1)
            #expect(navigation.transitionCoordinator != nil)
            Headless.reset()
            #expect(root.title == nil)               // an abandoned transition runs no completion
            withExtendedLifetime(window) {}
        }
        #expect(weakWindow == nil)
        #expect(weakNavigation == nil)
        #expect(weakRoot == nil)
        #expect(weakDetail == nil)
    }

    @Test func theCoordinatorOfAnAbandonedPushKeepsItsPercentComplete() throws {
        let root = UIViewController(), detail = UIViewController()
        let (navigation, window) = makeShownNavigationController(root: root)
        defer { withExtendedLifetime(window) {} }
        navigation.pushViewController(detail, animated: true)
        Headless.advance(by: 0.1)
        let coordinator = try #require(navigation.transitionCoordinator)
        let before = coordinator.percentComplete
        #expect(before < 1)

        Headless.reset()
        #expect(coordinator.percentComplete == before)
        #expect(!coordinator.isCancelled)
    }
}
