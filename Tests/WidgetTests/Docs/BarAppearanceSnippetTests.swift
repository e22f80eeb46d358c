// BarAppearanceSnippetTests.swift: the bar appearance code of Docs/Navigation.md, compiled and
// run (DocSnippetTests checks the page shows the same code).
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("Bar appearance snippets", .headless)
struct BarAppearanceSnippetTests {
    @Test func anOpaqueAppearanceAtTheScrollEdge() {
        // snippet: navigation-bar-appearance
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemBlue
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        let navigation = UINavigationController(rootViewController: UITableViewController())
        navigation.navigationBar.standardAppearance = appearance       // the bar keeps a copy
        let window = UIWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let background = navigation.navigationBar.subviews[0]          // _UIBarBackground
        #expect(background.backgroundColor == nil)                     // at the top: transparent
        navigation.navigationBar.scrollEdgeAppearance = appearance
        #expect(background.backgroundColor == .systemBlue)
        // end snippet
        #expect(String(describing: type(of: background)) == "_UIBarBackground")
        withExtendedLifetime(window) {}
    }
}
