// ZoomPushNavigationTests.swift: the zoom animator of ZoomPushNavigation.swift, compiled in the
// Swift 5 language mode: a push zooms in mid-flight on the virtual clock, a full-width pan pops
// interactively or turns back.
import Foundation
import Testing
import UIKit
import HeadlessTesting

@MainActor
@Suite("A custom push animator from Swift 5 language-mode code", .headless)
struct ZoomPushNavigationTests {
    private func shown() -> (UINavigationController, ZoomNavigationDelegate, UIViewController, UIWindow) {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let delegate = ZoomNavigationDelegate()
        navigation.delegate = delegate
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        return (navigation, delegate, root, window)
    }

    @Test func aPushZoomsInFromTheTile() throws {
        let (navigation, delegate, _, window) = shown()
        defer { withExtendedLifetime((window, delegate)) {} }
        let detail = UIViewController()

        navigation.pushViewController(detail, animated: true)
        Headless.advance(by: 0.15)

        let layer = try #require(detail.view.layer.presentation())
        #expect(abs(layer.opacity - 0.5) < 0.01)
        #expect(abs(layer.affineTransform().a - 0.625) < 0.01)   // halfway from 0.25 to 1
        Headless.runUntilIdle()
        #expect(delegate.operations == [.push])
        #expect(navigation.topViewController === detail && detail.view.transform == .identity)
    }

    @Test func aFullWidthPanPopsInteractivelyOrTurnsBack() {
        let (navigation, delegate, root, window) = shown()
        defer { withExtendedLifetime((window, delegate)) {} }
        let detail = UIViewController()
        navigation.pushViewController(detail, animated: false)
        let pan = UIPanGestureRecognizer(target: delegate, action: ZoomNavigationDelegate.handlePan)
        detail.view.addGestureRecognizer(pan)

        _ = window.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 180, y: 400), holdBeforeLifting: 0.5)
        Headless.runUntilIdle()
        #expect(navigation.viewControllers == [root, detail])

        _ = window.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 380, y: 400), holdBeforeLifting: 0.5)
        Headless.runUntilIdle()
        #expect(navigation.viewControllers == [root])
        #expect(delegate.operations == [.pop, .pop])
    }
}
