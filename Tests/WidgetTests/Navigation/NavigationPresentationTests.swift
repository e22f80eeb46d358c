// NavigationPresentationTests.swift: navigation controllers and modal presentation: show(_:sender:)
// pushes, a presented navigation controller, visibleViewController.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("Navigation controller: presentation", .headless)
struct NavigationPresentationTests {
    @Test func showFromAChildPushesWithAnimation() {
        let root = UIViewController()
        let (navigation, window) = makeShownNavigationController(root: root)
        defer { withExtendedLifetime(window) {} }
        let detail = UIViewController()

        root.show(detail, sender: nil)

        #expect(navigation.topViewController === detail)
        #expect(root.presentedViewController == nil)
        Headless.advance(by: 0.35)
        #expect(detail.view.window === window)
    }

    @Test func visibleViewControllerIsThePresentedOne() {
        let root = UIViewController()
        let (navigation, window) = makeShownNavigationController(root: root)
        defer { withExtendedLifetime(window) {} }
        let presented = UIViewController()

        root.present(presented, animated: false)

        #expect(navigation.presentedViewController === presented)
        #expect(navigation.visibleViewController === presented)
        #expect(navigation.topViewController === root)
        #expect(presented.presentingViewController === navigation)
    }

    @Test func aPresentedNavigationControllerIsDismissedFromItsChild() {
        let presenter = UIViewController()
        let window = makeShownWindow(root: presenter)
        defer { withExtendedLifetime(window) {} }
        let form = UIViewController()
        let navigation = UINavigationController(rootViewController: form)
        navigation.modalPresentationStyle = .fullScreen
        presenter.present(navigation, animated: false)
        #expect(form.presentingViewController === presenter)
        #expect(navigation.navigationBar.frame.minY == 20)

        form.dismiss(animated: false)

        #expect(presenter.presentedViewController == nil)
        #expect(presenter.view.window === window)
    }

    @Test func aNavigationControllerInASheetPutsItsBarAtTheTopOfTheCard() {
        let presenter = UIViewController()
        let window = makeShownWindow(root: presenter)
        let navigation = UINavigationController(rootViewController: UIViewController())

        presenter.present(navigation, animated: false)

        let barInWindow = navigation.navigationBar.convert(navigation.navigationBar.bounds, to: window)
        #expect(barInWindow == CGRect(x: 0, y: 30, width: 320, height: 44))
    }
}
