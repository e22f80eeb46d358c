// BarsFuzzHarness.swift: applies BarsOperations to a window showing a navigation controller, alone
// or as the first tab of a tab bar controller, whose screens are scroll views; the invariants
// checked after every operation are in BarsFuzzInvariants.swift.
import Foundation
import TestSupport
import ViewWidgets

/// A screen of the fuzz: its view is a scroll view, as a table or collection controller's is.
final class BarsScreen: UIViewController {
    let number: Int
    /// The appearance the controller last heard of (at first, the one current when it was made).
    var heardStyle = UITraitCollection.current.userInterfaceStyle
    init(number: Int) {
        self.number = number
        super.init(nibName: nil, bundle: nil)
        title = "Screen \(number)"
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        heardStyle = traitCollection.userInterfaceStyle
    }
    required init?(coder: NSCoder) { nil }

    override func loadView() {
        let scrollView = UIScrollView(frame: UIScreen.main.bounds)
        scrollView.backgroundColor = .white
        view = scrollView
    }

    /// The view as the scroll view it is.
    var scrollView: UIScrollView? { viewIfLoaded as? UIScrollView }
}

/// How many times the geometric invariants were checked (at rest), and how many of those with
/// the navigation bar shown above a screen that extends under it.
@MainActor
final class BarsFuzzCounts {
    var restChecks = 0
    var barCoverChecks = 0
}

@MainActor
final class BarsFuzzHarness: RandomOperationSubject {
    /// The window, made after `Headless.reset()` so that it has the default screen's size.
    let window: UIWindow
    let navigation: UINavigationController
    /// The tab bar controller's second tab.
    let side: BarsScreen
    /// The tab bar controller while the navigation controller is its first tab.
    var tabs: UITabBarController?
    /// Controllers let go of, which must be freed once the run loop is idle.
    var released: [WeakController] = []
    var nextNumber = 2
    /// How often the checks at rest ran.
    let counts: BarsFuzzCounts

    init(counts: BarsFuzzCounts = BarsFuzzCounts()) {
        self.counts = counts
        Headless.reset()
        window = UIWindow(frame: UIScreen.main.bounds)
        side = BarsScreen(number: 0)
        navigation = UINavigationController(rootViewController: BarsScreen(number: 1))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        Headless.runUntilIdle()
    }

    func randomOperation(using generator: inout SeededGenerator) -> BarsOperation {
        BarsOperation.random(using: &generator, depth: navigation.viewControllers.count)
    }

    func apply(_ operation: BarsOperation) -> (description: String, failure: InvariantFailure?) {
        var description = ""
        let messages = Headless.recordingViolations {
            description = perform(operation)
            window.layoutIfNeeded()
        }
        if !messages.isEmpty {
            return (description, InvariantFailure("nothing is reported", messages.joined(separator: "; ")))
        }
        return (description, checkInvariants())
    }

    /// The controller named by `target`, or nil when there is none there.
    func controller(_ target: Int) -> BarsScreen? {
        if target == BarsOperation.sideTarget { return side }
        let stack = navigation.viewControllers
        return target < stack.count ? stack[target] as? BarsScreen : nil
    }

    /// Carries out `operation`; returns its description.
    private func perform(_ operation: BarsOperation) -> String {
        switch operation {
        case .push(let animated):
            let screen = BarsScreen(number: nextNumber)
            nextNumber += 1
            navigation.pushViewController(screen, animated: animated)
            return "push screen \(screen.number) (animated: \(animated))"
        case .pop(let animated):
            let popped = navigation.popViewController(animated: animated)
            release(popped.map { [$0] } ?? [])
            return "popViewController(animated: \(animated))"
        case .popToRoot(let animated):
            release(navigation.popToRootViewController(animated: animated) ?? [])
            return "popToRootViewController(animated: \(animated))"
        case let .setBarHidden(hidden, animated):
            navigation.setNavigationBarHidden(hidden, animated: animated)
            return "setNavigationBarHidden(\(hidden), animated: \(animated))"
        case .prefersLargeTitles(let large):
            navigation.navigationBar.prefersLargeTitles = large
            return "navigationBar.prefersLargeTitles = \(large)"
        case let .largeTitleMode(target, mode):
            guard let screen = controller(target) else { return "largeTitleDisplayMode of \(target): skipped" }
            let value = UINavigationItem.LargeTitleDisplayMode(rawValue: mode) ?? .automatic
            screen.navigationItem.largeTitleDisplayMode = value
            return "screen \(screen.number).navigationItem.largeTitleDisplayMode = \(value)"
        case let .setToolbarHidden(hidden, animated):
            navigation.setToolbarHidden(hidden, animated: animated)
            return "setToolbarHidden(\(hidden), animated: \(animated))"
        case let .toolbarItems(target, count):
            guard let screen = controller(target) else { return "toolbarItems of \(target): skipped" }
            screen.toolbarItems = count == 0 ? nil : (0..<count).map { UIBarButtonItem(title: "Item \($0)", style: .plain, target: nil, action: nil) }
            return "screen \(screen.number).toolbarItems = \(count) items"
        case let .edges(target, preset):
            guard let screen = controller(target) else { return "edgesForExtendedLayout of \(target): skipped" }
            let (name, edges) = BarsOperation.edgePresets[preset]
            screen.edgesForExtendedLayout = edges
            return "screen \(screen.number).edgesForExtendedLayout = \(name)"
        case let .includesOpaqueBars(target, includes):
            guard let screen = controller(target) else { return "extendedLayoutIncludesOpaqueBars of \(target): skipped" }
            screen.extendedLayoutIncludesOpaqueBars = includes
            return "screen \(screen.number).extendedLayoutIncludesOpaqueBars = \(includes)"
        case let .translucent(bar, translucent):
            switch bar {
            case 0: navigation.navigationBar.isTranslucent = translucent
            case 1: navigation.toolbar.isTranslucent = translucent
            default:
                guard let tabs else { return "tabBar.isTranslucent: skipped (no tab bar)" }
                tabs.tabBar.isTranslucent = translucent
            }
            return "\(["navigationBar", "toolbar", "tabBar"][min(bar, 2)]).isTranslucent = \(translucent)"
        case let .additionalInsets(target, preset):
            guard let screen = controller(target) else { return "additionalSafeAreaInsets of \(target): skipped" }
            screen.additionalSafeAreaInsets = BarsOperation.insetPresets[preset]
            return "screen \(screen.number).additionalSafeAreaInsets = \(BarsOperation.insetPresets[preset])"
        case let .adjustment(target, behaviour):
            guard let screen = controller(target), let scrollView = screen.scrollView else { return "contentInsetAdjustmentBehavior of \(target): skipped" }
            scrollView.contentInsetAdjustmentBehavior = BarsOperation.behaviours[behaviour]
            return "screen \(screen.number).contentInsetAdjustmentBehavior = \(BarsOperation.behaviours[behaviour])"
        case let .contentSize(target, preset):
            guard let screen = controller(target), let scrollView = screen.scrollView else { return "contentSize of \(target): skipped" }
            scrollView.contentSize = BarsOperation.contentSizes[preset]
            return "screen \(screen.number).contentSize = \(BarsOperation.contentSizes[preset])"
        case let .contentInset(target, preset):
            guard let screen = controller(target), let scrollView = screen.scrollView else { return "contentInset of \(target): skipped" }
            scrollView.contentInset = BarsOperation.insetPresets[preset]
            return "screen \(screen.number).contentInset = \(BarsOperation.insetPresets[preset])"
        case .screen(let preset):
            let screen = BarsOperation.screens[preset]
            Headless.setScreen(size: screen.size, scale: screen.scale, safeAreaInsets: screen.insets, statusBarHeight: screen.statusBar)
            window.frame = UIScreen.main.bounds
            return "Headless.setScreen(\(screen.name)); window.frame = the screen's bounds"
        case .embedInTabs(let embed):
            return embedInTabs(embed)
        case .selectTab(let index):
            guard let tabs else { return "selectedIndex = \(index): skipped (no tab bar)" }
            tabs.selectedIndex = index
            return "tabs.selectedIndex = \(index)"
        case let .appearance(target, style):
            let value = UIUserInterfaceStyle(rawValue: style) ?? .unspecified
            if target == BarsOperation.windowTarget {
                window.overrideUserInterfaceStyle = value
                return "window.overrideUserInterfaceStyle = \(value)"
            }
            guard let screen = controller(target) else { return "overrideUserInterfaceStyle of \(target): skipped" }
            screen.overrideUserInterfaceStyle = value
            return "screen \(screen.number).overrideUserInterfaceStyle = \(value)"
        case let .deviceTraits(dark, category):
            let size = BarsOperation.categories[category]
            Headless.setTraits(UITraitCollection { $0.userInterfaceStyle = dark ? .dark : .light; $0.preferredContentSizeCategory = size })
            return "Headless.setTraits(\(dark ? "dark" : "light"), \(size.rawValue))"
        case .direction(let rightToLeft):
            Headless.setTraits(UITraitCollection(layoutDirection: rightToLeft ? .rightToLeft : .leftToRight))
            return "Headless.setTraits(layoutDirection: \(rightToLeft ? "right to left" : "left to right"))"
        case let .rotate(landscape, animated):
            let orientation: UIInterfaceOrientation = landscape ? .landscapeLeft : .portrait
            let turned = Headless.rotate(to: orientation, animated: animated)
            return "Headless.rotate(to: \(landscape ? ".landscapeLeft" : ".portrait"), animated: \(animated)) (turned: \(turned))"
        case .runLoopTurn:
            Headless.runTurn()
            return "run loop turn"
        case .advance(let seconds):
            Headless.advance(by: seconds)
            return "Headless.advance(by: \(seconds))"
        case .settle:
            Headless.runUntilIdle()
            return "Headless.runUntilIdle()"
        }
    }

    /// Puts the navigation controller in a new tab bar controller beside the side screen, or takes
    /// it out again as the window's root (the tab bar controller is let go of and must be freed).
    private func embedInTabs(_ embed: Bool) -> String {
        if embed {
            guard tabs == nil else { return "embed in tabs: skipped (already)" }
            let made = UITabBarController()
            made.viewControllers = [navigation, side]
            window.rootViewController = made
            tabs = made
            return "window.rootViewController = a tab bar controller of [navigation, side]"
        }
        guard let old = tabs else { return "take out of tabs: skipped (not in tabs)" }
        old.viewControllers = []
        window.rootViewController = navigation
        tabs = nil
        released.append(WeakController(controller: old, name: "the tab bar controller"))
        return "tabs.viewControllers = []; window.rootViewController = navigation"
    }

    /// Keeps weak references to controllers popped, to check that they are freed.
    private func release(_ controllers: [UIViewController]) {
        for controller in controllers {
            released.append(WeakController(controller: controller, name: "screen \((controller as? BarsScreen)?.number ?? -1)"))
        }
    }
}
