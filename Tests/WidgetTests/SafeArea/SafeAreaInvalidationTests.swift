// SafeAreaInvalidationTests.swift: a view placed by Auto Layout keeps its computed safe area
// between passes; every input the safe area is computed from must make the kept value stale. Each
// test reads the insets (so they are kept), changes one input, and reads them again: a stale
// answer fails here. The inputs are the ones UIKit names in `safeAreaInsets`' documentation (the
// screen's unsafe edges, bars covering a controller's view, `additionalSafeAreaInsets`, a scroll
// view's adjusted content inset) and the view's own place (its frame, superview and ancestors).
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// A controller whose `inner` view is pinned by constraints to all four edges of its view, so
/// `inner`'s safe area is the view's, computed and kept by the layout engine's views.
@MainActor
final class EdgePinnedController: UIViewController {
    let inner = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        inner.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(inner)
        NSLayoutConstraint.activate([
            inner.topAnchor.constraint(equalTo: view.topAnchor),
            inner.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            inner.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            inner.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }
}

@MainActor
@Suite("A kept safe area follows every input", .headless(screen: .iPhone15))
struct SafeAreaInvalidationTests {
    @Test func additionalInsetsOnTheControllerReachItsViewsAtOnce() {
        let content = EdgePinnedController()
        let window = showInWindow(content)
        #expect(content.inner.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        content.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 5, bottom: 20, right: 0)
        #expect(content.inner.safeAreaInsets == UIEdgeInsets(top: 69, left: 5, bottom: 54, right: 0))
        content.additionalSafeAreaInsets = .zero
        #expect(content.inner.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        withExtendedLifetime(window) {}
    }

    @Test func turningTheDeviceChangesTheInsetsOfAViewAlreadyLaidOut() {
        let content = EdgePinnedController()
        let window = showInWindow(content)
        #expect(content.inner.safeAreaInsets.top == 59)
        Headless.rotate(to: .landscapeLeft, animated: false)
        window.layoutIfNeeded()
        #expect(content.inner.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        Headless.rotate(to: .portrait, animated: false)
        window.layoutIfNeeded()
        #expect(content.inner.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        withExtendedLifetime(window) {}
    }

    @Test func hidingTheNavigationBarUncoversTheTop() {
        let content = EdgePinnedController()
        let navigation = UINavigationController(rootViewController: content)
        let window = showInWindow(navigation)
        #expect(content.inner.safeAreaInsets.top == 103)
        navigation.setNavigationBarHidden(true, animated: false)
        window.layoutIfNeeded()
        #expect(content.inner.safeAreaInsets.top == 59)
        navigation.setNavigationBarHidden(false, animated: false)
        window.layoutIfNeeded()
        #expect(content.inner.safeAreaInsets.top == 103)
        withExtendedLifetime(window) {}
    }

    @Test func aPushThatHidesTheTabBarUncoversTheBottom() {
        let root = EdgePinnedController()
        let navigation = UINavigationController(rootViewController: root)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        let window = showInWindow(tabs)
        #expect(root.inner.safeAreaInsets.bottom == 83)
        let detail = EdgePinnedController()
        detail.hidesBottomBarWhenPushed = true
        navigation.pushViewController(detail, animated: false)
        window.layoutIfNeeded()
        #expect(detail.inner.safeAreaInsets.bottom == 34)
        navigation.popViewController(animated: false)
        window.layoutIfNeeded()
        #expect(root.inner.safeAreaInsets.bottom == 83)
        withExtendedLifetime(window) {}
    }

    @Test func aScrollViewThatTakesTheSafeAreaIntoItsInsetsTakesItFromItsSubviews() {
        let controller = UIViewController()
        let scrollView = UIScrollView(frame: UIScreen.main.bounds)
        scrollView.contentSize = CGSize(width: 393, height: 2000)
        scrollView.contentInsetAdjustmentBehavior = .never
        let inner = UIView()
        inner.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(inner)
        NSLayoutConstraint.activate([
            inner.topAnchor.constraint(equalTo: scrollView.frameLayoutGuide.topAnchor),
            inner.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor),
            inner.widthAnchor.constraint(equalToConstant: 100),
            inner.heightAnchor.constraint(equalToConstant: 100),
        ])
        controller.view.addSubview(scrollView)
        let window = showInWindow(controller)
        // Not adjusting: the unsafe top reaches the subview.
        #expect(inner.safeAreaInsets.top == 59)
        // Adjusting: the scroll view's content inset takes the unsafe top, its subviews see none.
        scrollView.contentInsetAdjustmentBehavior = .always
        window.layoutIfNeeded()
        #expect(scrollView.adjustedContentInset.top == 59)
        #expect(inner.safeAreaInsets.top == 0)
        scrollView.contentInsetAdjustmentBehavior = .never
        window.layoutIfNeeded()
        #expect(inner.safeAreaInsets.top == 59)
        withExtendedLifetime(window) {}
    }

    @Test func aViewMovedByItsConstraintLeavesTheUnsafeEdge() {
        let controller = UIViewController()
        let inner = UIView()
        inner.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(inner)
        let top = inner.topAnchor.constraint(equalTo: controller.view.topAnchor)
        NSLayoutConstraint.activate([
            top,
            inner.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            inner.widthAnchor.constraint(equalToConstant: 100),
            inner.heightAnchor.constraint(equalToConstant: 100),
        ])
        let window = showInWindow(controller)
        #expect(inner.safeAreaInsets.top == 59)
        top.constant = 30
        window.layoutIfNeeded()
        #expect(inner.safeAreaInsets.top == 29)
        top.constant = 300
        window.layoutIfNeeded()
        #expect(inner.safeAreaInsets.top == 0)
        withExtendedLifetime(window) {}
    }

    @Test func anAncestorMovedByHandMovesItsDescendantsInsets() {
        let controller = UIViewController()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 400))
        let inner = UIView()
        inner.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(inner)
        NSLayoutConstraint.activate([
            inner.topAnchor.constraint(equalTo: container.topAnchor),
            inner.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            inner.widthAnchor.constraint(equalToConstant: 100),
            inner.heightAnchor.constraint(equalToConstant: 100),
        ])
        controller.view.addSubview(container)
        let window = showInWindow(controller)
        #expect(inner.safeAreaInsets.top == 59)
        container.frame.origin.y = 20
        #expect(inner.safeAreaInsets.top == 39)
        container.center.y += 100
        #expect(inner.safeAreaInsets.top == 0)
        withExtendedLifetime(window) {}
    }

    @Test func aViewMovedToAnotherSuperviewTakesItsNewPlacesInsets() {
        let controller = UIViewController()
        let top = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 200))
        let bottom = UIView(frame: CGRect(x: 0, y: 652, width: 393, height: 200))
        controller.view.addSubview(top)
        controller.view.addSubview(bottom)
        let inner = UIView()
        inner.translatesAutoresizingMaskIntoConstraints = false
        top.addSubview(inner)
        NSLayoutConstraint.activate([
            inner.topAnchor.constraint(equalTo: top.topAnchor),
            inner.bottomAnchor.constraint(equalTo: top.bottomAnchor),
            inner.leadingAnchor.constraint(equalTo: top.leadingAnchor),
            inner.trailingAnchor.constraint(equalTo: top.trailingAnchor),
        ])
        let window = showInWindow(controller)
        #expect(inner.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 0, right: 0))
        bottom.addSubview(inner)
        NSLayoutConstraint.activate([
            inner.topAnchor.constraint(equalTo: bottom.topAnchor),
            inner.bottomAnchor.constraint(equalTo: bottom.bottomAnchor),
            inner.leadingAnchor.constraint(equalTo: bottom.leadingAnchor),
            inner.trailingAnchor.constraint(equalTo: bottom.trailingAnchor),
        ])
        window.layoutIfNeeded()
        #expect(inner.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        inner.removeFromSuperview()
        #expect(inner.safeAreaInsets == .zero)
        withExtendedLifetime(window) {}
    }

    @Test func aScrollMovesTheInsetsOfTheContentButNotOfTheScrollViewOrItsSiblings() {
        let controller = UIViewController()
        let scrollView = UIScrollView(frame: UIScreen.main.bounds)
        scrollView.contentSize = CGSize(width: 393, height: 2000)
        scrollView.contentInsetAdjustmentBehavior = .never
        let inner = UIView()
        inner.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(inner)
        NSLayoutConstraint.activate([
            inner.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            inner.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            inner.widthAnchor.constraint(equalToConstant: 100),
            inner.heightAnchor.constraint(equalToConstant: 100),
        ])
        let sibling = UIView()
        sibling.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(scrollView)
        controller.view.addSubview(sibling)
        NSLayoutConstraint.activate([
            sibling.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 10),
            sibling.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            sibling.widthAnchor.constraint(equalToConstant: 100),
            sibling.heightAnchor.constraint(equalToConstant: 100),
        ])
        let window = showInWindow(controller)
        #expect(inner.safeAreaInsets.top == 59)
        #expect(sibling.safeAreaInsets.top == 49)
        // Each scroll moves the content under the unsafe top; the scroll view and its sibling stay.
        scrollView.contentOffset.y = 30
        #expect(inner.safeAreaInsets.top == 89)
        #expect(scrollView.safeAreaInsets.top == 59)
        #expect(sibling.safeAreaInsets.top == 49)
        scrollView.contentOffset.y = 200
        #expect(inner.safeAreaInsets.top == 100)
        scrollView.contentOffset.y = -30
        #expect(inner.safeAreaInsets.top == 29)
        // A frame change of the sibling moves its own insets, not the content's.
        sibling.frame.origin.y = 0
        #expect(sibling.safeAreaInsets.top == 59)
        #expect(inner.safeAreaInsets.top == 29)
        withExtendedLifetime(window) {}
    }

    @Test func anAncestorWithoutConstraintsMovedByHandMovesItsDescendantsInsets() {
        let controller = UIViewController()
        let outer = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 400))
        let middle = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 400))
        let inner = UIView()
        inner.translatesAutoresizingMaskIntoConstraints = false
        middle.addSubview(inner)
        NSLayoutConstraint.activate([
            inner.topAnchor.constraint(equalTo: middle.topAnchor),
            inner.leadingAnchor.constraint(equalTo: middle.leadingAnchor),
            inner.widthAnchor.constraint(equalToConstant: 100),
            inner.heightAnchor.constraint(equalToConstant: 100),
        ])
        outer.addSubview(middle)
        controller.view.addSubview(outer)
        let window = showInWindow(controller)
        #expect(inner.safeAreaInsets.top == 59)
        outer.frame.origin.y = 20
        #expect(inner.safeAreaInsets.top == 39)
        outer.bounds.origin.y = -20
        #expect(inner.safeAreaInsets.top == 19)
        middle.removeFromSuperview()
        #expect(inner.safeAreaInsets.top == 0)
        controller.view.addSubview(middle)
        #expect(inner.safeAreaInsets.top == 59)
        withExtendedLifetime(window) {}
    }

    /// A view in Auto Layout under two views placed by hand (as a label in a table's cell): a
    /// move, a frame change or a scroll of the outer one moves its insets, and those of a view
    /// below it, however many views without constraints stand between (a few: the nearest views
    /// in Auto Layout are marked; many: every kept safe area is dropped).
    @Test(arguments: [2, 40]) func aViewInAutoLayoutUnderViewsPlacedByHandFollowsTheirMoves(viewsBetween: Int) {
        let controller = UIViewController()
        let top = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 300))
        let bottom = UIView(frame: CGRect(x: 0, y: 552, width: 393, height: 300))
        let holder = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 300))
        var between = holder
        for _ in 0..<viewsBetween {
            let next = UIView(frame: between.bounds)
            between.addSubview(next)
            between = next
        }
        let pinned = UIView(), deeper = UIView()
        for (view, parent) in [(pinned, between), (deeper, pinned)] {
            view.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(view)
            NSLayoutConstraint.activate([
                view.topAnchor.constraint(equalTo: parent.topAnchor),
                view.bottomAnchor.constraint(equalTo: parent.bottomAnchor),
                view.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
                view.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
            ])
        }
        let sibling = UIView()
        sibling.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(sibling)
        NSLayoutConstraint.activate([
            sibling.topAnchor.constraint(equalTo: controller.view.topAnchor),
            sibling.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            sibling.widthAnchor.constraint(equalToConstant: 100),
            sibling.heightAnchor.constraint(equalToConstant: 100),
        ])
        for view in [top, bottom] { controller.view.addSubview(view) }
        top.addSubview(holder)
        let window = showInWindow(controller)
        #expect(deeper.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 0, right: 0))
        #expect(sibling.safeAreaInsets.top == 59)
        holder.frame.origin.y = 20
        #expect(pinned.safeAreaInsets.top == 39)
        #expect(deeper.safeAreaInsets.top == 39)
        holder.bounds.origin.y = -10
        #expect(deeper.safeAreaInsets.top == 29)
        holder.bounds.origin.y = 0
        holder.frame.origin.y = 0
        bottom.addSubview(holder)
        #expect(deeper.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        holder.removeFromSuperview()
        #expect(deeper.safeAreaInsets == .zero)
        top.addSubview(holder)
        #expect(deeper.safeAreaInsets.top == 59)
        // The move of the subtree above left the sibling's kept insets alone.
        #expect(sibling.safeAreaInsets.top == 59)
        withExtendedLifetime(window) {}
    }

    /// A view whose parent is freed has no ancestor left, and no safe area: what it kept while
    /// it sat under the notch must not come back.
    @Test func aViewWhoseParentIsFreedLosesItsInsets() {
        let controller = UIViewController()
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        var wrapper: UIView? = UIView()
        wrapper?.translatesAutoresizingMaskIntoConstraints = false
        if let wrapper {
            wrapper.addSubview(child)
            controller.view.addSubview(wrapper)
            NSLayoutConstraint.activate([
                wrapper.topAnchor.constraint(equalTo: controller.view.topAnchor),
                wrapper.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
                wrapper.widthAnchor.constraint(equalToConstant: 200),
                wrapper.heightAnchor.constraint(equalToConstant: 200),
                child.topAnchor.constraint(equalTo: wrapper.topAnchor),
                child.leadingAnchor.constraint(equalTo: wrapper.leadingAnchor),
                child.widthAnchor.constraint(equalToConstant: 100),
                child.heightAnchor.constraint(equalToConstant: 100),
            ])
        }
        let window = showInWindow(controller)
        #expect(child.safeAreaInsets.top == 59)
        wrapper?.removeFromSuperview()
        wrapper = nil
        #expect(child.superview == nil)
        #expect(child.safeAreaInsets == .zero)
        withExtendedLifetime(window) {}
    }
}
