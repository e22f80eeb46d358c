// NavigationMemoryWarningTests.swift: a memory warning reaches every controller on a navigation
// stack, hidden ones included (Headless.simulateMemoryWarning()).
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// A controller that counts the memory warnings it hears.
@MainActor
final class WarnedController: UIViewController {
    var warnings = 0

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        warnings += 1
    }
}

@MainActor
@Suite("Memory warnings and navigation", .headless)
struct NavigationMemoryWarningTests {
    @Test func everyControllerOnTheStackHearsOfIt() {
        let root = WarnedController(), top = WarnedController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.pushViewController(top, animated: false)
        let window = UIWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        Headless.simulateMemoryWarning()
        #expect(root.warnings == 1)
        #expect(top.warnings == 1)
    }

    @Test func aPoppedControllerNoLongerHearsOfIt() {
        let root = WarnedController(), popped = WarnedController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.pushViewController(popped, animated: false)
        let window = UIWindow()
        window.rootViewController = navigation
        navigation.popViewController(animated: false)
        Headless.simulateMemoryWarning()
        #expect(root.warnings == 1)
        #expect(popped.warnings == 0)
        withExtendedLifetime(window) {}
    }
}
