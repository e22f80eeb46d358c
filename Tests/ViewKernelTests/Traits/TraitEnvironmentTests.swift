// TraitEnvironmentTests.swift: traits flowing from the screen through windows, controllers and
// views, as UIKit documents them: "the trait collection of a view is inherited from its superview
// (or its view controller)", overrideUserInterfaceStyle "affects the view and all its subviews",
// setOverrideTraitCollection(_:forChild:) reaches only the child, and iOS 17's traitOverrides.
import Foundation
import Testing
import HeadlessTesting
import ViewKernel

@MainActor
@Suite("Trait environment", .headless)
struct TraitEnvironmentTests {
    @Test func theScreenHasAPhonesTraitsInLightModeAtLargeText() {
        let traits = UIScreen.main.traitCollection
        #expect(traits.userInterfaceStyle == .light)
        #expect(traits.preferredContentSizeCategory == .large)
        #expect(traits.layoutDirection == .leftToRight)
        #expect(traits.userInterfaceIdiom == .phone)
        #expect(traits.displayScale == 2)
        #expect(traits.horizontalSizeClass == .compact)
        #expect(traits.verticalSizeClass == .regular)
        #expect(traits.accessibilityContrast == .normal)
        #expect(traits.legibilityWeight == .regular)
        #expect(traits.userInterfaceLevel == .base)
        #expect(UITraitCollection.current == traits)
    }

    @Test func aViewInAWindowAndADetachedViewHaveTheScreensTraits() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let view = UIView()
        window.addSubview(view)
        #expect(view.traitCollection == UIScreen.main.traitCollection)
        #expect(UIView().traitCollection == UIScreen.main.traitCollection)
        withExtendedLifetime(window) {}
    }

    @Test func aWindowsAppearanceOverrideReachesEveryViewInIt() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let container = UIView(), leaf = UIView()
        window.addSubview(container)
        container.addSubview(leaf)
        window.overrideUserInterfaceStyle = .dark
        #expect(window.traitCollection.userInterfaceStyle == .dark)
        #expect(leaf.traitCollection.userInterfaceStyle == .dark)
        #expect(leaf.overrideUserInterfaceStyle == .unspecified)
        window.overrideUserInterfaceStyle = .unspecified
        #expect(leaf.traitCollection.userInterfaceStyle == .light)
    }

    @Test func aViewsOverrideReachesItsSubtreeOnly() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let dark = UIView(), inside = UIView(), sibling = UIView()
        window.addSubview(dark)
        window.addSubview(sibling)
        dark.addSubview(inside)
        dark.overrideUserInterfaceStyle = .dark
        #expect(inside.traitCollection.userInterfaceStyle == .dark)
        #expect(sibling.traitCollection.userInterfaceStyle == .light)
        #expect(window.traitCollection.userInterfaceStyle == .light)
        // A subview moved out of the dark view leaves its appearance behind.
        sibling.addSubview(inside)
        #expect(inside.traitCollection.userInterfaceStyle == .light)
    }

    @Test func traitOverridesSetAnyTraitForTheSubtree() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let view = UIView(), label = UIView()
        window.addSubview(view)
        view.addSubview(label)
        view.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
        view.traitOverrides.layoutDirection = .rightToLeft
        #expect(label.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
        #expect(label.traitCollection.layoutDirection == .rightToLeft)
        #expect(view.traitOverrides.contains(UITraitPreferredContentSizeCategory.self))
        #expect(!view.traitOverrides.contains(UITraitUserInterfaceStyle.self))
        view.traitOverrides.remove(UITraitPreferredContentSizeCategory.self)
        #expect(label.traitCollection.preferredContentSizeCategory == .large)
        #expect(label.traitCollection.layoutDirection == .rightToLeft)
        withExtendedLifetime(window) {}
    }

    @Test func aControllersOverrideReachesItsViewAndChildren() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let parent = UIViewController(), child = UIViewController()
        window.rootViewController = parent
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let deep = UIView()
        child.view.addSubview(deep)
        parent.overrideUserInterfaceStyle = .dark
        #expect(parent.traitCollection.userInterfaceStyle == .dark)
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        #expect(deep.traitCollection.userInterfaceStyle == .dark)
        #expect(window.traitCollection.userInterfaceStyle == .light)
        withExtendedLifetime(window) {}
    }

    /// Since iOS 17 a child controller takes its traits from its view's superview, so an
    /// override on the container view it sits in reaches it (Apple, "Unleash the UIKit trait
    /// system", WWDC23).
    @Test func aChildTakesItsTraitsFromTheViewItWasAddedTo() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let parent = UIViewController(), child = UIViewController()
        window.rootViewController = parent
        let container = UIView(), sibling = UIView()
        parent.view.addSubview(container)
        parent.view.addSubview(sibling)
        parent.addChild(child)
        container.addSubview(child.view)
        child.didMove(toParent: parent)
        container.overrideUserInterfaceStyle = .dark
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        #expect(child.view.traitCollection.userInterfaceStyle == .dark)
        #expect(sibling.traitCollection.userInterfaceStyle == .light)
        // Moved out of the dark container, it is light again.
        sibling.addSubview(child.view)
        #expect(child.traitCollection.userInterfaceStyle == .light)
        // Not in any view yet: from its parent.
        child.view.removeFromSuperview()
        parent.overrideUserInterfaceStyle = .dark
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        withExtendedLifetime(window) {}
    }

    @Test func anOverrideForAChildReachesThatChildOnly() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let parent = UIViewController(), first = UIViewController(), second = UIViewController()
        window.rootViewController = parent
        for child in [first, second] {
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
        }
        let regular = UITraitCollection(horizontalSizeClass: .regular)
        parent.setOverrideTraitCollection(regular, forChild: first)
        #expect(parent.overrideTraitCollection(forChild: first) == regular)
        #expect(first.traitCollection.horizontalSizeClass == .regular)
        #expect(first.view.traitCollection.horizontalSizeClass == .regular)
        #expect(second.traitCollection.horizontalSizeClass == .compact)
        // Not a child: nothing happens, as in UIKit.
        let stranger = UIViewController()
        parent.setOverrideTraitCollection(regular, forChild: stranger)
        #expect(stranger.traitCollection.horizontalSizeClass == .compact)
        #expect(parent.overrideTraitCollection(forChild: stranger) == nil)
        parent.setOverrideTraitCollection(nil, forChild: first)
        #expect(first.traitCollection.horizontalSizeClass == .compact)
        withExtendedLifetime(window) {}
    }

    @Test func aPresentedSheetIsElevatedAndAFullScreenPresentationIsNot() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let sheet = UIViewController()
        root.present(sheet, animated: false)
        #expect(sheet.traitCollection.userInterfaceLevel == .elevated)
        #expect(sheet.view.traitCollection.userInterfaceLevel == .elevated)
        sheet.dismiss(animated: false)
        Headless.runUntilIdle()
        let cover = UIViewController()
        cover.modalPresentationStyle = .fullScreen
        root.present(cover, animated: false)
        #expect(cover.traitCollection.userInterfaceLevel == .base)
        withExtendedLifetime(window) {}
    }

    @Test func aPresentedControllerTakesItsPresentersOverrides() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.overrideUserInterfaceStyle = .dark
        let presented = UIViewController()
        root.present(presented, animated: false)
        #expect(presented.traitCollection.userInterfaceStyle == .dark)
        withExtendedLifetime(window) {}
    }

    @Test func anAppsOwnTraitFlowsDownAndHasItsDefaultElsewhere() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let themed = UIView(), inside = UIView()
        window.addSubview(themed)
        themed.addSubview(inside)
        #expect(inside.traitCollection[ThemeTrait.self] == .standard)
        themed.traitOverrides[ThemeTrait.self] = .contrast
        #expect(inside.traitCollection[ThemeTrait.self] == .contrast)
        #expect(window.traitCollection[ThemeTrait.self] == .standard)
        let made = UITraitCollection { $0[ThemeTrait.self] = .contrast }
        #expect(made[ThemeTrait.self] == .contrast)
        #expect(made.hasDifferentColorAppearance(comparedTo: UITraitCollection()))
        #expect(UITraitCollection(ThemeTrait.self, value: .contrast) == made)
        #expect(made[UITraitUserInterfaceStyle.self] == .unspecified)
        #expect(UITraitCollection(userInterfaceStyle: .dark)[UITraitUserInterfaceStyle.self] == .dark)
    }

    @Test func aDeepTreeWorksOutItsTraitsWithoutRecursion() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        var parent: UIView = window
        for _ in 0..<20_000 {
            let view = UIView()
            parent.addSubview(view)
            parent = view
        }
        window.overrideUserInterfaceStyle = .dark
        #expect(parent.traitCollection.userInterfaceStyle == .dark)
    }

    @Test func setTraitsChangesTheDevicesTraitsAndTellsTextSizeObservers() {
        var categories: [UIContentSizeCategory] = []
        let observer = NotificationCenter.default.addObserver(forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: nil) { note in
            if let category = note.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? UIContentSizeCategory {
                MainActor.assumeIsolated { categories.append(category) }
            }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        Headless.setTraits(UITraitCollection(userInterfaceStyle: .dark))
        #expect(UIScreen.main.traitCollection.userInterfaceStyle == .dark)
        #expect(UITraitCollection.current.userInterfaceStyle == .dark)
        #expect(categories.isEmpty)
        Headless.setTraits(UITraitCollection(preferredContentSizeCategory: .extraExtraLarge))
        #expect(categories == [.extraExtraLarge])
        // The appearance set before stays.
        #expect(Headless.traits.userInterfaceStyle == .dark)
        #expect(Headless.traits.preferredContentSizeCategory == .extraExtraLarge)
    }

    @Test func resetGoesBackToTheDefaultTraits() {
        Headless.setTraits(UITraitCollection(userInterfaceStyle: .dark))
        Headless.reset()
        #expect(UIScreen.main.traitCollection.userInterfaceStyle == .light)
        #expect(UITraitCollection.current.userInterfaceStyle == .light)
    }

    @Test func anIPadScreenIsRegularBothWays() {
        Headless.setScreen(size: CGSize(width: 820, height: 1180), scale: 2)
        let traits = UIScreen.main.traitCollection
        #expect(traits.userInterfaceIdiom == .pad)
        #expect(traits.horizontalSizeClass == .regular && traits.verticalSizeClass == .regular)
        // A Slide Over window is compact across.
        let slideOver = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 1180))
        #expect(slideOver.traitCollection.horizontalSizeClass == .compact)
    }
}

/// An app's own trait, as iOS 17 apps define them.
enum ThemeTrait: UITraitDefinition {
    static let defaultValue = Theme.standard
    static var affectsColorAppearance: Bool { true }

    enum Theme: Equatable { case standard, contrast }
}
