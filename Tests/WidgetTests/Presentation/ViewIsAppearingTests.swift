// ViewIsAppearingTests.swift: `viewIsAppearing(_:)` (iOS 17, back to iOS 13): once each time a
// controller's view appears, after `viewWillAppear(_:)`, once the view is in the view hierarchy
// and laid out by its superview (accurate geometry and traits), before its own layout callbacks
// and `viewDidAppear(_:)`; at the start of an animated push or presentation, not at its end.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// A controller that records its appearance and layout calls, and what it saw in
/// `viewIsAppearing(_:)`.
@MainActor
private final class AppearingController: UIViewController {
    let name: String
    let log: NavigationEventLog
    private(set) var frameWhenAppearing: CGRect?
    private(set) var windowWhenAppearing: UIWindow?
    private(set) var timeWhenAppearing: TimeInterval?
    private(set) var animatedWhenAppearing: Bool?

    init(_ name: String, log: NavigationEventLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) { return nil }

    private func record(_ entry: String) { log.entries.append("\(name) \(entry)") }

    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); record("viewWillAppear") }
    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        frameWhenAppearing = view.frame
        windowWhenAppearing = view.window
        timeWhenAppearing = Headless.now
        animatedWhenAppearing = animated
        record("viewIsAppearing")
    }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); record("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); record("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); record("viewDidDisappear") }
    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews(); record("viewWillLayoutSubviews") }
}

@MainActor
@Suite("viewIsAppearing", .headless)
struct ViewIsAppearingTests {
    private func window() -> UIWindow { UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844)) }

    @Test func aWindowsRootHearsItInTheHierarchyWithItsFrameBeforeItsLayoutAndDidAppear() {
        let log = NavigationEventLog()
        let root = AppearingController("root", log: log)
        let window = window()
        window.rootViewController = root
        window.makeKeyAndVisible()
        #expect(log.entries.prefix(4) == ["root viewWillAppear", "root viewIsAppearing", "root viewWillLayoutSubviews", "root viewDidAppear"])
        #expect(root.windowWhenAppearing === window)
        #expect(root.frameWhenAppearing == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(root.animatedWhenAppearing == false)
    }

    @Test func aPushedControllerHearsItAtTheStartOfThePushAndOnlyOnce() throws {
        let log = NavigationEventLog()
        let root = AppearingController("root", log: log)
        let detail = AppearingController("detail", log: log)
        let navigation = UINavigationController(rootViewController: root)
        let window = window()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        log.entries.removeAll()
        let start = Headless.now
        navigation.pushViewController(detail, animated: true)
        Headless.advance(by: 0.05)
        #expect(detail.timeWhenAppearing == start)
        #expect(detail.animatedWhenAppearing == true)
        #expect(detail.windowWhenAppearing === window)
        #expect(detail.frameWhenAppearing?.size == CGSize(width: 390, height: 844))
        #expect(!log.entries.contains("detail viewDidAppear"))
        Headless.advance(by: 1)
        let detailEntries = log.entries.filter { $0.hasPrefix("detail") && !$0.hasSuffix("Subviews") }
        #expect(detailEntries == ["detail viewWillAppear", "detail viewIsAppearing", "detail viewDidAppear"])
        // Popping back: the root appears again and hears it again, once.
        log.entries.removeAll()
        navigation.popViewController(animated: true)
        Headless.advance(by: 1)
        #expect(log.entries.filter { $0.hasPrefix("root") && !$0.hasSuffix("Subviews") }
            == ["root viewWillAppear", "root viewIsAppearing", "root viewDidAppear"])
    }

    @Test func aPresentedControllerHearsItBeforeThePresentationEnds() {
        let log = NavigationEventLog()
        let root = AppearingController("root", log: log)
        let sheet = AppearingController("sheet", log: log)
        sheet.modalPresentationStyle = .fullScreen
        let window = window()
        window.rootViewController = root
        window.makeKeyAndVisible()
        log.entries.removeAll()
        root.present(sheet, animated: true)
        Headless.advance(by: 0.05)
        #expect(sheet.timeWhenAppearing != nil)
        #expect(sheet.windowWhenAppearing === window)
        #expect(!log.entries.contains("sheet viewDidAppear"))
        Headless.advance(by: 1)
        #expect(log.entries.filter { $0.hasPrefix("sheet") && !$0.hasSuffix("Subviews") }
            == ["sheet viewWillAppear", "sheet viewIsAppearing", "sheet viewDidAppear"])
    }

    @Test func anAppearanceWithoutALayoutStillHearsItOnceBeforeDidAppear() {
        let log = NavigationEventLog()
        let child = AppearingController("child", log: log)
        child.beginAppearanceTransition(true, animated: false)
        child.endAppearanceTransition()
        #expect(log.entries == ["child viewWillAppear", "child viewIsAppearing", "child viewDidAppear"])
        child.beginAppearanceTransition(false, animated: false)
        child.endAppearanceTransition()
        child.beginAppearanceTransition(true, animated: true)
        child.endAppearanceTransition()
        #expect(log.entries.filter { $0.contains("viewIsAppearing") }.count == 2)
        #expect(child.animatedWhenAppearing == true)
    }

    @Test func aTabsControllerHearsItEachTimeItsTabIsShown() {
        let log = NavigationEventLog()
        let first = AppearingController("first", log: log)
        let second = AppearingController("second", log: log)
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        let window = window()
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        tabs.selectedIndex = 1
        window.layoutIfNeeded()
        tabs.selectedIndex = 0
        window.layoutIfNeeded()
        #expect(log.entries.filter { $0.contains("viewIsAppearing") }
            == ["first viewIsAppearing", "second viewIsAppearing", "first viewIsAppearing"])
        #expect(second.frameWhenAppearing?.size == CGSize(width: 390, height: 844))
    }
}
