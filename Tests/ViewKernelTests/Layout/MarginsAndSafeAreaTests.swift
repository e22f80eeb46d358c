// MarginsAndSafeAreaTests.swift: layout margins, the safe area of a notched screen, and layout guides.
import Foundation
import Testing
import HeadlessTesting
@testable import ViewKernel

@MainActor
@Suite(.headless)
struct MarginsAndSafeAreaTests {
    /// A notched phone in portrait: 375x812 points, 44 points unsafe at the top, 34 at the bottom.
    private func notchedWindow(with controller: UIViewController) -> UIWindow {
        Headless.setScreen(size: CGSize(width: 375, height: 812), scale: 3,
                           safeAreaInsets: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        let window = UIWindow()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return window
    }

    @Test func aPlainViewHasEightPointMargins() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(root.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        let child = makeConstrainedView()
        root.addSubview(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingMarginAnchorForTest),
            child.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            child.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            child.bottomAnchor.constraint(equalTo: root.layoutMarginsGuide.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 8, y: 8, width: 184, height: 84))
        #expect(root.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 184, height: 84))
    }

    @Test func changedMarginsMoveWhatIsPinnedToThem() {
        final class MarginWatcher: UIView {
            var changes = 0
            override func layoutMarginsDidChange() { changes += 1 }
        }
        let root = MarginWatcher(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = makeConstrainedView()
        root.addSubview(child)
        NSLayoutConstraint.activate([child.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                                     child.topAnchor.constraint(equalTo: root.topAnchor),
                                     child.widthAnchor.constraint(equalToConstant: 10),
                                     child.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 0)
        #expect(root.layoutMargins.left == 30)
        #expect(root.changes == 1)
        root.layoutIfNeeded()
        #expect(child.frame.minX == 30)
    }

    @Test func aControllersRootViewHasTheSystemMinimumMargins() {
        let controller = UIViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        #expect(controller.systemMinimumLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
    }

    @Test func aNotchedScreenGivesTheWindowAndItsViewsSafeAreaInsets() {
        let controller = UIViewController()
        let window = notchedWindow(with: controller)
        Headless.advance(by: 0)
        #expect(window.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        let banner = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
        controller.view.addSubview(banner)
        #expect(banner.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        let middle = UIView(frame: CGRect(x: 0, y: 300, width: 375, height: 100))
        controller.view.addSubview(middle)
        #expect(middle.safeAreaInsets == .zero)
    }

    @Test func contentPinnedToTheSafeAreaStaysClearOfTheNotch() {
        let controller = UIViewController()
        let window = notchedWindow(with: controller)
        let content = makeConstrainedView()
        controller.view.addSubview(content)
        let guide = controller.view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: guide.topAnchor),
            content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        ])
        window.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 0, y: 44, width: 375, height: 734))
        #expect(guide.layoutFrame == CGRect(x: 0, y: 44, width: 375, height: 734))
    }

    @Test func additionalSafeAreaInsetsAddToTheControllersView() {
        final class Controller: UIViewController {
            var changes = 0
            override func viewSafeAreaInsetsDidChange() { changes += 1 }
        }
        let controller = Controller()
        let window = notchedWindow(with: controller)
        Headless.advance(by: 0)
        let before = controller.changes
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        Headless.advance(by: 0)
        #expect(controller.view.safeAreaInsets.top == 54)
        #expect(controller.changes == before + 1)
        _ = window
    }

    @Test func theMarginsGuideIsMeasuredFromTheSafeArea() {
        let controller = UIViewController()
        let window = notchedWindow(with: controller)
        window.layoutIfNeeded()
        #expect(controller.view.layoutMarginsGuide.layoutFrame == CGRect(x: 16, y: 44, width: 343, height: 734))
        controller.view.insetsLayoutMarginsFromSafeArea = false
        #expect(controller.view.layoutMarginsGuide.layoutFrame == CGRect(x: 16, y: 0, width: 343, height: 812))
    }

    @Test func aLayoutGuideSpacesTwoViews() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
        let left = SizedView(50, 50), right = SizedView(50, 50)
        let gap = UILayoutGuide()
        root.addSubview(left)
        root.addSubview(right)
        root.addLayoutGuide(gap)
        #expect(root.layoutGuides == [gap])
        #expect(gap.owningView === root)
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            gap.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            right.leadingAnchor.constraint(equalTo: gap.trailingAnchor),
            right.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            left.topAnchor.constraint(equalTo: root.topAnchor), right.topAnchor.constraint(equalTo: root.topAnchor),
            gap.topAnchor.constraint(equalTo: root.topAnchor), gap.heightAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        #expect(right.frame.minX == 250)
        #expect(gap.layoutFrame == CGRect(x: 50, y: 0, width: 200, height: 1))
        root.removeLayoutGuide(gap)
        #expect(root.layoutGuides.isEmpty)
    }
}

extension UIView {
    /// The leading-margin attribute as a constraint sees it (`.leadingMargin`), through an anchor.
    var leadingMarginAnchorForTest: NSLayoutXAxisAnchor {
        NSLayoutXAxisAnchor(item: self, attribute: .leadingMargin)
    }
}
