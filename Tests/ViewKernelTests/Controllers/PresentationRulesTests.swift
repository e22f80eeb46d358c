// PresentationRulesTests.swift: presentation contexts, show(_:sender:), and UIKit's messages when a
// presentation cannot be made (Controllers/UIViewController+Presentation.swift).

import Foundation
import Testing
import HeadlessTesting
import ViewKernel

@MainActor
@Suite("Presentation: contexts and misuse", .headless)
struct PresentationRulesTests {
    // MARK: - Presentation contexts

    @Test func overCurrentContextCoversOnlyTheControllerThatDefinesTheContext() {
        let child = UIViewController()
        child.definesPresentationContext = true
        let container = SingleChildContainer(child: child)
        let window = makeWindow(root: container)
        let presented = UIViewController()
        presented.modalPresentationStyle = .overCurrentContext

        child.present(presented, animated: false)

        #expect(presented.presentingViewController === child)
        #expect(container.presentedViewController == nil)
        #expect(presented.view.convert(presented.view.bounds, to: window) == CGRect(x: 0, y: 100, width: 320, height: 200))
    }

    // MARK: - Misuse

    @Test func presentingWhileAlreadyPresentingIsLoggedAndPresentsNothing() {
        let root = UIViewController()
        let window = makeWindow(root: root)
        defer { withExtendedLifetime(window) {} }
        let first = UIViewController(), second = UIViewController()
        root.present(first, animated: false)
        var ran = false

        let messages = Headless.recordingViolations {
            root.present(second, animated: false) { ran = true }
        }

        #expect(messages == ["Attempt to present <UIViewController> on <UIViewController> (from <UIViewController>) which is already presenting <UIViewController>."])
        #expect(root.presentedViewController === first)
        #expect(second.presentingViewController == nil)
        #expect(!ran)
    }

    @Test func presentingFromAControllerOutsideTheWindowIsLoggedAndPresentsNothing() {
        let loose = SingleChildContainer(child: UIViewController())
        loose.loadViewIfNeeded()
        let presented = PresentationLoggingController("B", log: EventLog())

        let messages = Headless.recordingViolations {
            loose.child.present(presented, animated: false)
        }

        #expect(messages == ["Attempt to present <PresentationLoggingController> on <SingleChildContainer> (from <UIViewController>) whose view is not in the window hierarchy."])
        #expect(loose.presentedViewController == nil)
        #expect(!presented.isViewLoaded)
    }

    @Test func presentingDuringAnotherPresentationIsLogged() {
        let root = UIViewController()
        let window = makeWindow(root: root)
        defer { withExtendedLifetime(window) {} }
        let first = UIViewController(), second = UIViewController()
        root.present(first, animated: true)

        let messages = Headless.recordingViolations {
            first.present(second, animated: true)
        }

        #expect(messages == ["Attempt to present <UIViewController> on <UIViewController> (from <UIViewController>) while a presentation is in progress."])
        #expect(first.presentedViewController == nil)
    }

    @Test func presentingAnActiveControllerOrAChildIsAViolation() {
        let child = UIViewController()
        let container = SingleChildContainer(child: child)
        let window = makeWindow(root: container)
        defer { withExtendedLifetime(window) {} }

        let messages = Headless.recordingViolations {
            container.present(container, animated: false)
            container.present(child, animated: false)
        }

        #expect(messages == [
            "Application tried to present modally an active controller <SingleChildContainer>.",
            "Application tried to present modally a view controller <UIViewController> that has a parent view controller <SingleChildContainer>.",
        ])
        #expect(container.presentedViewController == nil)
    }

    // MARK: - show(_:sender:)

    @Test func showWithoutAContainerThatShowsPresentsModally() {
        let root = UIViewController()
        let window = makeWindow(root: root)
        defer { withExtendedLifetime(window) {} }
        let detail = UIViewController()

        root.show(detail, sender: nil)

        #expect(root.presentedViewController === detail)
    }
}
