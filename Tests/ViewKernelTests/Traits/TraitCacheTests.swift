// TraitCacheTests.swift: the traits a view keeps between questions are dropped when they can
// change: a view (or a subtree) moved under another parent, taken out of its window, or given
// overrides takes its new traits at once, while views outside the moved subtree keep theirs; a
// controller's view moved carries the change to the controller ("the trait collection of a
// view is inherited from its superview (or its view controller)").
import Foundation
import Testing
import HeadlessTesting
import ViewKernel

@MainActor
@Suite("Trait caches", .headless)
struct TraitCacheTests {
    /// A window holding a dark view and a light one, side by side.
    private func makeDarkAndLight() -> (window: UIWindow, dark: UIView, light: UIView) {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let dark = UIView(), light = UIView()
        window.addSubview(dark)
        window.addSubview(light)
        dark.overrideUserInterfaceStyle = .dark
        return (window, dark, light)
    }

    @Test func aSubtreeMadeAfterTheCachesWereFilledTakesItsNewParentsTraits() {
        let (window, dark, light) = makeDarkAndLight()
        // Every cache filled first.
        #expect(dark.traitCollection.userInterfaceStyle == .dark)
        #expect(light.traitCollection.userInterfaceStyle == .light)
        let cell = UIView(), content = UIView(), label = UIView()
        cell.addSubview(content)
        content.addSubview(label)
        #expect(label.traitCollection.userInterfaceStyle == .light)   // detached: the screen's
        dark.addSubview(cell)
        #expect(label.traitCollection.userInterfaceStyle == .dark)
        #expect(content.traitCollection.userInterfaceStyle == .dark)
        light.addSubview(cell)
        #expect(label.traitCollection.userInterfaceStyle == .light)
        dark.addSubview(cell)
        #expect(label.traitCollection.userInterfaceStyle == .dark)
        cell.removeFromSuperview()
        #expect(label.traitCollection.userInterfaceStyle == .light)
        // The views outside the moved subtree kept theirs.
        #expect(dark.traitCollection.userInterfaceStyle == .dark)
        #expect(light.traitCollection.userInterfaceStyle == .light)
        withExtendedLifetime(window) {}
    }

    @Test func anOverrideSetAboveCachedViewsReachesThemAndOnlyThem() {
        let (window, dark, light) = makeDarkAndLight()
        let middle = UIView(), leaf = UIView(), other = UIView()
        light.addSubview(middle)
        middle.addSubview(leaf)
        dark.addSubview(other)
        #expect(leaf.traitCollection.preferredContentSizeCategory == .large)
        #expect(other.traitCollection.userInterfaceStyle == .dark)
        middle.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
        #expect(leaf.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
        #expect(light.traitCollection.preferredContentSizeCategory == .large)
        #expect(other.traitCollection.preferredContentSizeCategory == .large)
        #expect(other.traitCollection.userInterfaceStyle == .dark)
        withExtendedLifetime(window) {}
    }

    @Test func aControllersViewMovedUnderADarkViewMakesTheControllerDark() {
        let (window, dark, light) = makeDarkAndLight()
        let controller = UIViewController()
        let inside = UIView()
        controller.view.addSubview(inside)
        light.addSubview(controller.view)
        #expect(controller.traitCollection.userInterfaceStyle == .light)
        #expect(inside.traitCollection.userInterfaceStyle == .light)
        dark.addSubview(controller.view)
        #expect(controller.traitCollection.userInterfaceStyle == .dark)
        #expect(inside.traitCollection.userInterfaceStyle == .dark)
        // A holder of the controller's view moved carries it too.
        let holder = UIView()
        light.addSubview(holder)
        holder.addSubview(controller.view)
        #expect(controller.traitCollection.userInterfaceStyle == .light)
        dark.addSubview(holder)
        #expect(controller.traitCollection.userInterfaceStyle == .dark)
        #expect(inside.traitCollection.userInterfaceStyle == .dark)
        withExtendedLifetime(window) {}
    }

    /// Only the controller was asked (its view's traits were never worked out), then the view
    /// holding the controller's view moved: the controller takes the new traits.
    @Test func aControllerAskedAloneFollowsTheHolderOfItsView() {
        let (window, dark, light) = makeDarkAndLight()
        let controller = UIViewController()
        let holder = UIView(), inner = UIView()
        light.addSubview(holder)
        holder.addSubview(inner)
        inner.addSubview(controller.view)
        #expect(controller.traitCollection.userInterfaceStyle == .light)
        dark.addSubview(holder)
        #expect(controller.traitCollection.userInterfaceStyle == .dark)
        #expect(controller.view.traitCollection.userInterfaceStyle == .dark)
        light.addSubview(holder)
        #expect(controller.traitCollection.userInterfaceStyle == .light)
        withExtendedLifetime(window) {}
    }

    @Test func aCellShownAgainAfterItsTraitsWentStaleTakesItsNewParentsTraits() {
        let (window, dark, light) = makeDarkAndLight()
        let cell = UIView(), content = UIView(), label = UIView()
        cell.addSubview(content)
        content.addSubview(label)
        light.addSubview(cell)
        #expect(label.traitCollection.userInterfaceStyle == .light)
        cell.removeFromSuperview()
        // Stale throughout: the cell is shown again elsewhere without being asked in between.
        dark.addSubview(cell)
        #expect(label.traitCollection.userInterfaceStyle == .dark)
        #expect(cell.traitCollection.userInterfaceStyle == .dark)
        cell.removeFromSuperview()
        light.addSubview(cell)
        #expect(content.traitCollection.userInterfaceStyle == .light)
        #expect(label.traitCollection.userInterfaceStyle == .light)
        withExtendedLifetime(window) {}
    }

    @Test func aLargeSubtreeMovedTakesItsNewTraitsEverywhereInIt() {
        let (window, dark, light) = makeDarkAndLight()
        let root = UIView()
        var leaves: [UIView] = []
        for _ in 0..<20 {
            let row = UIView()
            root.addSubview(row)
            for _ in 0..<5 {
                let leaf = UIView()
                row.addSubview(leaf)
                leaves.append(leaf)
            }
        }
        light.addSubview(root)
        #expect(leaves.allSatisfy { $0.traitCollection.userInterfaceStyle == .light })
        dark.addSubview(root)
        #expect(leaves.allSatisfy { $0.traitCollection.userInterfaceStyle == .dark })
        #expect(light.traitCollection.userInterfaceStyle == .light)
        withExtendedLifetime(window) {}
    }

    @Test func aViewMovedHearsOfItsNewTraitsAtTheNextLayoutPass() {
        let (window, dark, light) = makeDarkAndLight()
        final class Listening: UIView {
            var heard: [UIUserInterfaceStyle] = []
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                super.traitCollectionDidChange(previousTraitCollection)
                heard.append(traitCollection.userInterfaceStyle)
            }
        }
        let holder = UIView(), listening = Listening()
        holder.addSubview(listening)
        light.addSubview(holder)
        window.layoutIfNeeded()
        #expect(listening.heard.isEmpty)
        dark.addSubview(holder)
        window.layoutIfNeeded()
        #expect(listening.heard == [.dark])
        light.addSubview(holder)
        window.layoutIfNeeded()
        #expect(listening.heard == [.dark, .light])
    }

    // MARK: - Trait parents that change without a move in the tree

    @Test func aViewGivenToAControllerTakesTheControllersTraits() {
        let controller = DarkLoadingController()
        controller.overrideUserInterfaceStyle = .dark
        controller.loadViewIfNeeded()
        let label = UIView()
        controller.view.addSubview(label)
        #expect(controller.cachedBeforeHandingOver == .light)   // the detached view's own answer
        #expect(label.traitCollection.userInterfaceStyle == .dark)
    }

    @Test func aPresentedControllerTakesItsPresentersTraitsInViewDidLoad() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let presenter = UIViewController()
        presenter.overrideUserInterfaceStyle = .dark
        window.rootViewController = presenter
        window.makeKeyAndVisible()
        let presented = StyleRecordingController()
        #expect(presented.traitCollection.userInterfaceStyle == .light)   // alone: the screen's
        presenter.present(presented, animated: false)
        #expect(presented.styleInViewDidLoad == .dark)
        presented.dismiss(animated: false)
        #expect(presented.traitCollection.userInterfaceStyle == .light)
    }

    @Test func aChildThatOutlivesItsParentLosesTheParentsTraits() {
        let child = UIView()
        do {
            let parent = UIView()
            parent.overrideUserInterfaceStyle = .dark
            parent.addSubview(child)
            #expect(child.traitCollection.userInterfaceStyle == .dark)
        }
        #expect(child.superview == nil)
        #expect(child.traitCollection.userInterfaceStyle == .light)
    }
}

/// A controller whose `loadView` asks its new view's traits before handing the view over.
@MainActor
private final class DarkLoadingController: UIViewController {
    var cachedBeforeHandingOver: UIUserInterfaceStyle?
    override func loadView() {
        let made = UIView()
        cachedBeforeHandingOver = made.traitCollection.userInterfaceStyle
        view = made
    }
}

/// A controller that writes down the style it has in `viewDidLoad`.
@MainActor
private final class StyleRecordingController: UIViewController {
    var styleInViewDidLoad: UIUserInterfaceStyle?
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(UIView())
        styleInViewDidLoad = view.subviews.first?.traitCollection.userInterfaceStyle
    }
}
