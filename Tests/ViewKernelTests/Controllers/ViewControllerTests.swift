// ViewControllerTests.swift: view loading, appearance, layout callbacks and containment
// (Controllers/UIViewController*.swift).

import Foundation
import Testing
import HeadlessTesting
import ViewKernel

/// A controller that logs its lifecycle callbacks.
@MainActor
final class LifecycleController: UIViewController {
    var log = EventLog()
    var name = "vc"
    var customView: UIView?

    private func record(_ entry: String) { log.entries.append("\(name) \(entry)") }

    override func loadView() {
        record("loadView")
        if let customView { view = customView } else { super.loadView() }
    }
    override func viewDidLoad() { super.viewDidLoad(); record("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); record("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); record("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); record("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); record("viewDidDisappear") }
    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews(); record("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews(); record("viewDidLayoutSubviews") }
    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        record("willMove(toParent: \(parent == nil ? "nil" : "parent"))")
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        record("didMove(toParent: \(parent == nil ? "nil" : "parent"))")
    }
}

@MainActor
@Suite("View controllers", .headless)
struct ViewControllerTests {
    // MARK: - Loading the view

    @Test func readingTheViewLoadsItOnceThroughLoadViewThenViewDidLoad() {
        let controller = LifecycleController()

        let first = controller.view
        let second = controller.view

        #expect(first === second)
        #expect(controller.log.entries == ["vc loadView", "vc viewDidLoad"])
    }

    @Test func isViewLoadedAndViewIfLoadedNeverLoad() {
        let controller = LifecycleController()

        #expect(!controller.isViewLoaded)
        #expect(controller.viewIfLoaded == nil)
        #expect(controller.log.entries.isEmpty)

        controller.loadViewIfNeeded()
        #expect(controller.isViewLoaded)
        #expect(controller.viewIfLoaded === controller.view)
    }

    @Test func theDefaultViewFillsTheScreenAndResizesWithItsSuperview() {
        let controller = UIViewController()

        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(controller.view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(type(of: controller.view!) == UIView.self)
    }

    @Test func loadViewMayInstallItsOwnView() {
        let controller = LifecycleController()
        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        controller.customView = custom

        #expect(controller.view === custom)
        #expect(custom.next === controller)
    }

    @Test func replacingTheViewMovesTheControllerToTheNewViewsChain() {
        let controller = UIViewController()
        let old = controller.view!
        let replacement = UIView()

        controller.view = replacement

        #expect(replacement.next === controller)
        #expect(old.next == nil)
    }

    @Test func controllerDefaultsMatchUIKit() {
        let controller = UIViewController()
        #expect(controller.title == nil)
        #expect(!controller.prefersStatusBarHidden)
        #expect(controller.parent == nil)
        #expect(controller.children.isEmpty)
        #expect(controller.shouldAutomaticallyForwardAppearanceMethods)
    }

    // MARK: - Appearance and layout

    @Test func showingARootControllerRunsTheLifecycleInUIKitsOrder() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = LifecycleController()

        window.rootViewController = controller
        window.makeKeyAndVisible()

        #expect(controller.log.entries == ["vc loadView", "vc viewDidLoad", "vc viewWillAppear",
                                           "vc viewWillLayoutSubviews", "vc viewDidLayoutSubviews",
                                           "vc viewDidAppear"])
    }

    @Test func theControllerHearsAboutLaterLayoutOfItsView() {
        let window = makeVisibleWindow()
        let controller = LifecycleController()
        window.rootViewController = controller
        controller.log.entries.removeAll()

        controller.view.setNeedsLayout()
        Headless.runUntilIdle()

        #expect(controller.log.entries == ["vc viewWillLayoutSubviews", "vc viewDidLayoutSubviews"])
    }

    @Test func beginAndEndAppearanceTransitionCallTheAppearanceMethods() {
        let controller = LifecycleController()

        controller.beginAppearanceTransition(true, animated: false)
        controller.beginAppearanceTransition(true, animated: false)
        controller.endAppearanceTransition()
        controller.beginAppearanceTransition(false, animated: true)
        controller.endAppearanceTransition()

        #expect(controller.log.entries == ["vc viewWillAppear", "vc viewDidAppear",
                                           "vc viewWillDisappear", "vc viewDidDisappear"])
    }

    @Test func childrenInsideTheViewAppearWithTheirParent() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let parent = LifecycleController(), child = LifecycleController(), hiddenChild = LifecycleController()
        parent.name = "parent"
        child.name = "child"
        hiddenChild.name = "other"
        child.log = parent.log
        hiddenChild.log = parent.log
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        parent.addChild(hiddenChild)
        window.rootViewController = parent
        parent.log.entries.removeAll()

        window.makeKeyAndVisible()

        let appearance = parent.log.entries.filter { $0.contains("Appear") }
        #expect(appearance == ["parent viewWillAppear", "child viewWillAppear",
                               "parent viewDidAppear", "child viewDidAppear"])
    }

    // MARK: - Containment

    @Test func addChildCallsWillMoveAndLinksBothWays() {
        let parent = UIViewController(), child = LifecycleController()

        parent.addChild(child)

        #expect(child.log.entries == ["vc willMove(toParent: parent)"])
        #expect(child.parent === parent)
        #expect(parent.children == [child])
        // Outside its appearance calls a child is not moving to its parent (UIKit's documentation:
        // true only when called from inside viewWillAppear and viewDidAppear).
        #expect(!child.isMovingToParent)
    }

    @Test func removeFromParentCallsDidMoveWithNil() {
        let parent = UIViewController(), child = LifecycleController()
        parent.addChild(child)
        child.log.entries.removeAll()

        child.removeFromParent()

        #expect(child.log.entries == ["vc didMove(toParent: nil)"])
        #expect(child.parent == nil)
        #expect(parent.children.isEmpty)
    }

    @Test func addingAChildToAnotherParentTakesItFromTheFirst() {
        let first = UIViewController(), second = UIViewController(), child = UIViewController()
        first.addChild(child)

        second.addChild(child)

        #expect(first.children.isEmpty)
        #expect(second.children == [child])
        #expect(child.parent === second)
    }

    @Test func childrenKeepTheirOrder() {
        let parent = UIViewController()
        let a = UIViewController(), b = UIViewController(), c = UIViewController()
        parent.addChild(a)
        parent.addChild(b)
        parent.addChild(c)

        #expect(parent.children == [a, b, c])
    }
}
