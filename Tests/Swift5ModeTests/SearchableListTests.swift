// SearchableListTests.swift: the searchable list of SearchableList.swift, compiled in the Swift 5
// language mode, searches, scopes and refreshes through real touches as on a device.
import Foundation
import Testing
import UIKit
import HeadlessTesting

@MainActor
@Suite("A searchable, refreshable list from Swift 5 language-mode code", .headless)
struct SearchableListTests {
    private func show() -> (UIWindow, FruitListViewController) {
        HeadlessTrait.Screen.iPhone15.install()
        let list = FruitListViewController(style: .plain)
        let navigation = UINavigationController(rootViewController: list)
        navigation.navigationBar.prefersLargeTitles = true
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, list)
    }

    private func shownTexts(_ table: UITableView) -> [String] {
        table.layoutIfNeeded()
        return table.visibleCells.compactMap { ($0.contentConfiguration as? UIListContentConfiguration)?.text }
    }

    @Test func typingFiltersTheRowsAndCancelBringsThemBack() throws {
        let (window, list) = show()
        let field = list.searchController.searchBar.searchTextField
        window.tap(at: field.convert(CGPoint(x: field.bounds.midX, y: field.bounds.midY), to: window))
        #expect(list.searchController.isActive)
        field.typeText("ap")
        #expect(shownTexts(list.tableView) == ["Apple", "Apricot", "Grape"])

        window.layoutIfNeeded()
        let scope = try #require(list.searchController.searchBar.subviews.compactMap { $0 as? UISegmentedControl }.first)
        window.tap(at: scope.convert(CGPoint(x: scope.bounds.width * 3 / 4, y: scope.bounds.midY), to: window))
        #expect(list.scope == "Berries")
        #expect(shownTexts(list.tableView).isEmpty)

        let cancel = try #require(list.searchController.searchBar.subviews.compactMap { $0 as? UIButton }.first)
        window.tap(at: cancel.convert(CGPoint(x: cancel.bounds.midX, y: cancel.bounds.midY), to: window))
        #expect(!list.searchController.isActive)
        #expect(list.searchController.searchBar.text == "")
        #expect(shownTexts(list.tableView) == ["Blackberry", "Blueberry", "Raspberry", "Strawberry"]) // the scope stays
    }

    @Test func pullingDownRefreshesAndTheTimerEndsIt() throws {
        let (window, list) = show()
        let table = list.tableView!
        let restingTop = table.contentOffset.y
        window.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 700))
        Headless.advance(by: 0.35)            // the content springs back to the spinner, decelerating
        #expect(list.refreshCount == 1)
        #expect(list.refreshControl?.isRefreshing == true)
        #expect(table.contentOffset.y == restingTop - 60)
        Headless.advance(by: 1.5)
        #expect(list.refreshControl?.isRefreshing == false)
        #expect(table.contentOffset.y == restingTop)
        withExtendedLifetime(window) {}
    }
}
