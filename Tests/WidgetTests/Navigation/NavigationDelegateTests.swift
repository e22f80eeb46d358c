// NavigationDelegateTests.swift: UINavigationControllerDelegate: willShow and didShow around the
// appearance calls of a push, a pop, setViewControllers and the first showing, the weak delegate
// and the orientation questions (Navigation/UINavigationControllerDelegate.swift).
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// A delegate that logs what the navigation controller tells it into a shared log.
@MainActor
final class LoggingNavigationDelegate: NSObject, UINavigationControllerDelegate {
    let log: NavigationEventLog
    var supported: UIInterfaceOrientationMask?

    init(log: NavigationEventLog) {
        self.log = log
    }

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool) {
        log.entries.append("delegate willShow \(viewController.title ?? "-")\(animated ? " animated" : "")")
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool) {
        log.entries.append("delegate didShow \(viewController.title ?? "-")\(animated ? " animated" : "")")
    }

    func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController)
        -> UIInterfaceOrientationMask {
        supported ?? .allButUpsideDown
    }
}

@MainActor
@Suite("Navigation controller: the delegate", .headless)
struct NavigationDelegateTests {
    @Test func aPushTellsTheDelegateAfterViewWillAppearAndAfterViewDidAppear() {
        let log = NavigationEventLog()
        let (navigation, window) = makeShownNavigationController(root: NavigationLoggingController("A", log: log))
        defer { withExtendedLifetime(window) {} }
        let delegate = LoggingNavigationDelegate(log: log)
        navigation.delegate = delegate
        log.entries.removeAll()

        navigation.pushViewController(NavigationLoggingController("B", log: log), animated: false)

        #expect(log.entries == [
            "B willMove(toParent: nav)", "B viewDidLoad", "A viewWillDisappear", "B viewWillAppear",
            "delegate willShow B", "B viewWillLayoutSubviews", "B viewDidLayoutSubviews",
            "A viewDidDisappear", "B viewDidAppear", "B didMove(toParent: nav)", "delegate didShow B",
        ])
    }

    @Test func anAnimatedPopSaysWillShowAtOnceAndDidShowWhenTheSlideEnds() {
        let log = NavigationEventLog()
        let (navigation, window) = makeShownNavigationController(root: NavigationLoggingController("A", log: log))
        defer { withExtendedLifetime(window) {} }
        navigation.pushViewController(NavigationLoggingController("B", log: log), animated: false)
        let delegate = LoggingNavigationDelegate(log: log)
        navigation.delegate = delegate
        log.entries.removeAll()

        navigation.popViewController(animated: true)
        #expect(log.entries.filter { !$0.contains("Layout") } == [
            "B willMove(toParent: nil)", "B viewWillDisappear", "A viewWillAppear", "delegate willShow A animated",
        ])

        Headless.advance(by: 0.2)
        #expect(!log.entries.contains("delegate didShow A animated"))

        Headless.runUntilIdle()
        #expect(Array(log.entries.suffix(4)) == [
            "B viewDidDisappear", "A viewDidAppear", "B didMove(toParent: nil)", "delegate didShow A animated",
        ])
    }

    @Test func setViewControllersTellsTheDelegateAboutTheNewTopOnly() {
        let log = NavigationEventLog()
        let root = NavigationLoggingController("A", log: log)
        let (navigation, window) = makeShownNavigationController(root: root)
        defer { withExtendedLifetime(window) {} }
        let delegate = LoggingNavigationDelegate(log: log)
        navigation.delegate = delegate
        log.entries.removeAll()

        navigation.setViewControllers([root, NavigationLoggingController("B", log: log),
                                       NavigationLoggingController("C", log: log)], animated: false)
        #expect(log.entries.filter { $0.hasPrefix("delegate") } == ["delegate willShow C", "delegate didShow C"])

        log.entries.removeAll()
        navigation.setViewControllers(navigation.viewControllers, animated: false)
        #expect(log.entries.isEmpty)
    }

    @Test func theFirstShowingOfTheRootIsToldOnceWhenTheWindowShows() {
        let log = NavigationEventLog()
        let navigation = UINavigationController(rootViewController: NavigationLoggingController("A", log: log))
        let delegate = LoggingNavigationDelegate(log: log)
        navigation.delegate = delegate
        navigation.pushViewController(NavigationLoggingController("B", log: log), animated: false)
        #expect(!log.entries.contains { $0.hasPrefix("delegate") })

        let window = UIWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()

        #expect(log.entries.filter { $0.contains("Appear") || $0.hasPrefix("delegate") } == [
            "B viewWillAppear", "delegate willShow B", "B viewDidAppear", "delegate didShow B",
        ])
        log.entries.removeAll()
        window.isHidden = true
        window.isHidden = false
        #expect(!log.entries.contains { $0.hasPrefix("delegate") })
    }

    @Test func theDelegateIsHeldWeakly() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        weak var weakDelegate: LoggingNavigationDelegate?
        do {
            let delegate = LoggingNavigationDelegate(log: NavigationEventLog())
            navigation.delegate = delegate
            weakDelegate = delegate
            #expect(navigation.delegate === delegate)
        }
        #expect(weakDelegate == nil)
        #expect(navigation.delegate == nil)
    }

    @Test func theDelegateAnswersTheOrientationQuestions() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        #expect(navigation.supportedInterfaceOrientations == .allButUpsideDown)
        #expect(navigation.preferredInterfaceOrientationForPresentation == .portrait)

        let delegate = LoggingNavigationDelegate(log: NavigationEventLog())
        delegate.supported = .landscape
        navigation.delegate = delegate

        #expect(navigation.supportedInterfaceOrientations == .landscape)
        #expect(navigation.preferredInterfaceOrientationForPresentation == .portrait)
    }
}
