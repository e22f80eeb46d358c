// NavigationSwipeSnippetTests.swift: runs the code Docs/Navigation.md shows for the navigation
// delegate and the swipe back (the interactive pop).
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("Docs: the navigation delegate and the swipe back", .headless)
struct NavigationSwipeSnippetTests {
    @Test func theDelegateAndTheSwipeBack() throws {
        // snippet: navigation-swipe-back
        final class ScreenTracker: NSObject, UINavigationControllerDelegate {
            var shown: [String] = []
            func navigationController(_ navigationController: UINavigationController,
                                      didShow viewController: UIViewController, animated: Bool) {
                shown.append(viewController.title ?? "")
            }
        }

        let inbox = UIViewController(), message = UIViewController()
        inbox.title = "Inbox"
        message.title = "Message"
        let navigation = UINavigationController(rootViewController: inbox)
        let tracker = ScreenTracker()
        navigation.delegate = tracker                   // held weakly: keep the tracker alive
        let window = UIWindow()                         // 320 x 480
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        navigation.pushViewController(message, animated: false)

        // A finger from the left edge: the pop begins and the views follow it.
        let finger = window.beginTouch(at: CGPoint(x: 1, y: 240))
        Headless.advance(by: 0.1)
        window.moveTouch(finger, to: CGPoint(x: 81, y: 240))         // 80 of 320 points
        let slide = navigation.transitionCoordinator                  // interactive, 25 % done
        let shownX = message.view.layer.presentation()?.frame.minX   // 80
        Headless.advance(by: 0.5)                                     // a pause: no flick
        window.endTouch(finger)                                       // short of half: cancelled
        Headless.runUntilIdle()                                       // the views slide back
        let stackAfterCancel = navigation.viewControllers             // [inbox, message]

        window.drag(from: CGPoint(x: 1, y: 240), to: CGPoint(x: 200, y: 240))   // a swipe: popped
        Headless.runUntilIdle()
        // end snippet
        #expect(slide?.isCancelled == true && slide?.percentComplete == 0.25)
        #expect(shownX == 80)
        #expect(stackAfterCancel == [inbox, message])
        #expect(navigation.viewControllers == [inbox])
        #expect(tracker.shown == ["Inbox", "Message", "Inbox"])
    }
}
