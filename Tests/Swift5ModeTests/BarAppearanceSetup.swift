// BarAppearanceSetup.swift: bar appearances set up as apps write them at launch (iOS 13 and 15)
// and compiled in the Swift 5 language mode: an opaque blue navigation bar with white titles for
// every state, tab items in pink when selected, and a controller whose item shows its own
// scroll-edge look.
import UIKit

enum AppTheme {
    /// What an AppDelegate's `application(_:didFinishLaunchingWithOptions:)` does to the bars
    /// it makes, before showing them.
    static func apply(to navigationController: UINavigationController, in tabBarController: UITabBarController) {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemBlue
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        appearance.largeTitleTextAttributes = [.foregroundColor: UIColor.white]
        let buttons = UIBarButtonItemAppearance(style: .plain)
        buttons.normal.titleTextAttributes = [.foregroundColor: UIColor.white]
        appearance.buttonAppearance = buttons
        appearance.doneButtonAppearance = buttons
        appearance.backButtonAppearance = buttons
        appearance.setBackIndicatorImage(UIImage(systemName: "arrow.left"), transitionMaskImage: UIImage(systemName: "arrow.left"))
        let bar = navigationController.navigationBar
        bar.standardAppearance = appearance
        bar.compactAppearance = appearance
        bar.scrollEdgeAppearance = appearance
        if #available(iOS 15.0, *) {
            bar.compactScrollEdgeAppearance = appearance
        }
        bar.prefersLargeTitles = true
        bar.tintColor = .white

        let tabs = UITabBarAppearance()
        tabs.configureWithOpaqueBackground()
        tabs.stackedLayoutAppearance.selected.iconColor = .systemPink
        tabs.stackedLayoutAppearance.selected.titleTextAttributes = [.foregroundColor: UIColor.systemPink]
        tabs.stackedLayoutAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.gray]
        tabs.stackedLayoutAppearance.normal.badgeBackgroundColor = .systemOrange
        tabBarController.tabBar.standardAppearance = tabs
        if #available(iOS 15.0, *) {
            tabBarController.tabBar.scrollEdgeAppearance = tabs
        }

        let toolbar = UIToolbarAppearance()
        toolbar.configureWithTransparentBackground()
        navigationController.toolbar.standardAppearance = toolbar
    }
}

final class ThemedListController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Themed"
        let edge = UINavigationBarAppearance()
        edge.configureWithTransparentBackground()
        edge.largeTitleTextAttributes = [.foregroundColor: UIColor.systemYellow]
        navigationItem.scrollEdgeAppearance = edge
        navigationItem.standardAppearance = edge.copy()
    }
}
