// NavigationAppearanceTests.swift: the appearance order of pushes and pops, the slide on the
// virtual clock, and the frames of the bar and the content
// (Navigation/UINavigationController+Transition.swift, +Layout.swift).
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("Navigation controller: appearance", .headless)
struct NavigationAppearanceTests {
    @Test func aPushRunsTheAppearanceCallsInUIKitsOrder() {
        let log = NavigationEventLog()
        let (navigation, window) = makeShownNavigationController(root: NavigationLoggingController("A", log: log))
        defer { withExtendedLifetime(window) {} }
        log.entries.removeAll()

        navigation.pushViewController(NavigationLoggingController("B", log: log), animated: false)

        #expect(log.entries == [
            "B willMove(toParent: nav)", "B viewDidLoad", "A viewWillDisappear", "B viewWillAppear",
            "B viewWillLayoutSubviews", "B viewDidLayoutSubviews",
            "A viewDidDisappear", "B viewDidAppear", "B didMove(toParent: nav)",
        ])
    }

    @Test func aPopRunsTheAppearanceCallsInUIKitsOrder() {
        let log = NavigationEventLog()
        let (navigation, window) = makeShownNavigationController(root: NavigationLoggingController("A", log: log))
        defer { withExtendedLifetime(window) {} }
        navigation.pushViewController(NavigationLoggingController("B", log: log), animated: false)
        log.entries.removeAll()

        navigation.popViewController(animated: false)

        #expect(log.entries == [
            "B willMove(toParent: nil)", "B viewWillDisappear", "A viewWillAppear",
            "A viewWillLayoutSubviews", "A viewDidLayoutSubviews",
            "B viewDidDisappear", "A viewDidAppear", "B didMove(toParent: nil)",
        ])
    }

    @Test func theMovingFlagsSayWhyAControllerAppearsOrDisappears() {
        let root = NavigationLoggingController("A"), detail = NavigationLoggingController("B")
        let (navigation, window) = makeShownNavigationController(root: root)
        defer { withExtendedLifetime(window) {} }

        navigation.pushViewController(detail, animated: false)
        #expect(detail.movingToParentInWillAppear == true)
        #expect(root.movingFromParentInWillDisappear == false)

        navigation.popViewController(animated: false)
        #expect(detail.movingFromParentInWillDisappear == true)
        #expect(root.movingToParentInWillAppear == false)
    }

    @Test func thePushedViewIsInTheWindowAndThePoppedOneIsNot() {
        let root = UIViewController(), detail = UIViewController()
        let (navigation, window) = makeShownNavigationController(root: root)

        navigation.pushViewController(detail, animated: false)
        #expect(detail.view.window === window)
        #expect(root.view.window == nil)

        navigation.popViewController(animated: false)
        #expect(detail.view.window == nil)
        #expect(root.view.window === window)
        #expect(navigation.view.subviews.last === navigation.navigationBar)
    }

    @Test func offScreenChangesSendNoAppearanceCallsUntilTheWindowShows() {
        let log = NavigationEventLog()
        let navigation = UINavigationController(rootViewController: NavigationLoggingController("A", log: log))
        navigation.pushViewController(NavigationLoggingController("B", log: log), animated: true)
        #expect(!log.entries.contains { $0.contains("Appear") })

        let window = UIWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()

        #expect(log.entries.filter { $0.contains("Appear") } == ["B viewWillAppear", "B viewDidAppear"])
        #expect(navigation.topViewController?.view.window === window)
    }

    @Test func aPushFromTheRootsViewDidLoadShowsThePushedController() {
        let detail = UIViewController()
        let root = PushingOnLoadController(pushing: detail)
        let (navigation, window) = makeShownNavigationController(root: root)

        #expect(navigation.viewControllers == [root, detail])
        #expect(detail.view.window === window)
        #expect(root.view.window == nil)
    }

    @Test func anAnimatedPushEndsWhenTheSlideEndsOnTheVirtualClock() {
        let log = NavigationEventLog()
        let root = NavigationLoggingController("A", log: log), detail = NavigationLoggingController("B", log: log)
        let (navigation, window) = makeShownNavigationController(root: root)
        log.entries.removeAll()

        navigation.pushViewController(detail, animated: true)

        #expect(navigation.topViewController === detail)
        #expect(!log.entries.contains("A viewDidDisappear"))
        #expect(!log.entries.contains("B viewDidAppear"))
        #expect(root.view.window === window && detail.view.window === window)

        Headless.advance(by: 0.1)
        let shownX = detail.view.layer.presentation()?.frame.minX ?? 0
        #expect(shownX > 0 && shownX < 320)

        Headless.runUntilIdle()
        #expect(Array(log.entries.suffix(3)) == ["A viewDidDisappear", "B viewDidAppear", "B didMove(toParent: nav)"])
        #expect(root.view.window == nil)
        #expect(detail.view.frame == window.bounds)
    }

    @Test func anAnimatedPopEndsWhenTheSlideEnds() {
        let log = NavigationEventLog()
        let root = NavigationLoggingController("A", log: log), detail = NavigationLoggingController("B", log: log)
        let (navigation, window) = makeShownNavigationController(root: root)
        defer { withExtendedLifetime(window) {} }
        navigation.pushViewController(detail, animated: false)
        log.entries.removeAll()

        navigation.popViewController(animated: true)
        #expect(log.entries == ["B willMove(toParent: nil)", "B viewWillDisappear", "A viewWillAppear",
                                "A viewWillLayoutSubviews", "A viewDidLayoutSubviews"])
        #expect(detail.navigationController === navigation)

        Headless.runUntilIdle()
        #expect(Array(log.entries.suffix(3)) == ["B viewDidDisappear", "A viewDidAppear", "B didMove(toParent: nil)"])
        #expect(detail.navigationController == nil)
        #expect(detail.viewIfLoaded?.window == nil)
    }

    @Test func aChangeDuringASlideFinishesTheSlideFirst() {
        let log = NavigationEventLog()
        let (navigation, window) = makeShownNavigationController(root: NavigationLoggingController("A", log: log))
        defer { withExtendedLifetime(window) {} }
        navigation.pushViewController(NavigationLoggingController("B", log: log), animated: true)
        log.entries.removeAll()

        navigation.pushViewController(NavigationLoggingController("C", log: log), animated: false)

        #expect(Array(log.entries.prefix(3)) == ["A viewDidDisappear", "B viewDidAppear", "B didMove(toParent: nav)"])
        #expect(log.entries.last == "C didMove(toParent: nav)")
        #expect(navigation.view.subviews.count == 2)
    }

    @Test func aControllerPoppedWithAnimationIsFreedOnceTheSlideEnds() {
        let (navigation, window) = makeShownNavigationController(root: UIViewController())
        defer { withExtendedLifetime(window) {} }
        weak var weakDetail: UIViewController?
        do {
            let detail = UIViewController()
            weakDetail = detail
            navigation.pushViewController(detail, animated: true)
            Headless.runUntilIdle()
            navigation.popViewController(animated: true)
        }
        Headless.runUntilIdle()

        #expect(weakDetail == nil)
    }
}

@MainActor
@Suite("Navigation controller: bar and content frames", .headless)
struct NavigationLayoutTests {
    @Test func theBarIs44PointsHighUnderThe20PointStatusBar() {
        let (navigation, window) = makeShownNavigationController(root: UIViewController())
        defer { withExtendedLifetime(window) {} }

        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 20, width: 320, height: 44))
        #expect(navigation.navigationBar.superview === navigation.view)
    }

    @Test func theBarMovesToTheTopWhenTheTopControllerHidesTheStatusBar() {
        let root = NavigationLoggingController("A")
        root.prefersHiddenStatusBar = true
        let (navigation, window) = makeShownNavigationController(root: root)
        defer { withExtendedLifetime(window) {} }

        #expect(navigation.navigationBar.frame.minY == 0)
    }

    @Test func underTheTranslucentBarTheContentFillsTheScreen() {
        let root = UIViewController()
        let (navigation, window) = makeShownNavigationController(root: root)
        defer { withExtendedLifetime(window) {} }

        #expect(navigation.navigationBar.isTranslucent)
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    @Test func belowAnOpaqueBarTheContentStartsUnderTheBar() {
        let root = UIViewController(), detail = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.isTranslucent = false
        let window = UIWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()

        #expect(root.view.frame == CGRect(x: 0, y: 64, width: 320, height: 416))
        navigation.pushViewController(detail, animated: false)
        #expect(detail.view.frame == CGRect(x: 0, y: 64, width: 320, height: 416))
    }

    @Test func hidingTheBarHidesItAndGivesTheContentTheWholeView() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.isTranslucent = false
        let window = UIWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()

        navigation.isNavigationBarHidden = true

        #expect(navigation.isNavigationBarHidden)
        #expect(navigation.navigationBar.isHidden)
        #expect(root.view.frame == window.bounds)
    }

    @Test func anAnimatedHideSlidesTheBarOutOfSightThenHidesIt() {
        let (navigation, window) = makeShownNavigationController(root: UIViewController())
        defer { withExtendedLifetime(window) {} }

        navigation.setNavigationBarHidden(true, animated: true)
        #expect(navigation.isNavigationBarHidden)
        #expect(!navigation.navigationBar.isHidden)

        Headless.advance(by: 0.1)
        let shownY = navigation.navigationBar.layer.presentation()?.frame.minY ?? 20
        #expect(shownY < 20 && shownY > -44)

        Headless.runUntilIdle()
        #expect(navigation.navigationBar.isHidden)

        navigation.setNavigationBarHidden(false, animated: true)
        Headless.runUntilIdle()
        #expect(!navigation.navigationBar.isHidden)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 20, width: 320, height: 44))
    }
}
