// BarAppearanceSetupTests.swift: the launch-time bar appearances of BarAppearanceSetup.swift,
// compiled in the Swift 5 language mode, show as on a device.
import Foundation
import Testing
import UIKit
import HeadlessTesting

@MainActor
@Suite("Bar appearances from Swift 5 language-mode code", .headless)
struct BarAppearanceSetupTests {
    @Test func theThemedBarsShowTheirAppearances() {
        let list = ThemedListController()
        let navigation = UINavigationController(rootViewController: UIViewController())
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        AppTheme.apply(to: navigation, in: tabs)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        navigation.topViewController?.title = "Home"
        window.layoutIfNeeded()

        let bar = navigation.navigationBar
        let background = bar.subviews.first { String(describing: type(of: $0)) == "_UIBarBackground" }
        #expect(background?.backgroundColor == .systemBlue)
        #expect(bar.standardAppearance.titleTextAttributes[.foregroundColor] as? UIColor == .white)
        let title = bar.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Home" }
        #expect(title?.textColor == .white)

        navigation.pushViewController(list, animated: false)
        window.layoutIfNeeded()
        let large = bar.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Themed" }
        #expect(large?.textColor == .systemYellow)
        let listBackground = bar.subviews.first { String(describing: type(of: $0)) == "_UIBarBackground" }
        #expect(listBackground?.backgroundColor == nil)
    }
}
