import Foundation
import Testing
import HeadlessTesting
import ViewWidgets
@testable import Demos

@MainActor
@Suite("search-list scene", .headless)
struct SearchListSceneTests {
    private static var shownWindow: UIWindow?

    /// Launches the scene on a 320 x 480 screen and runs its first `count` steps as the runner does
    /// (no more virtual time than the steps take).
    private func run(steps count: Int) throws -> (UIWindow, FruitSearchViewController) {
        Headless.setScreen(size: CGSize(width: 320, height: 480), scale: 2)
        let window = try SearchListScene().makeWindow()
        Headless.runUntilIdle()
        Self.shownWindow = window
        for step in SearchListScene().steps.prefix(count) { try step.perform(window); Headless.advance(by: 0) }
        return (window, try SearchListScene.controller(of: window))
    }

    /// The texts the visible rows show, top to bottom.
    private func shownTitles(_ table: UITableView) -> [String] {
        table.layoutIfNeeded()
        return table.visibleCells.sorted { $0.frame.minY < $1.frame.minY }.compactMap { cell in
            cell.contentView.subviews.compactMap { ($0 as? UILabel)?.text }.first
        }
    }

    @Test func theListStartsWithEveryFruitUnderTheSearchRow() throws {
        let (_, list) = try run(steps: 1)
        #expect(list.tableView.numberOfRows(inSection: 0) == 18)
        #expect(list.navigationController?.navigationBar.frame.height == CGFloat(44 + 52))
        #expect(shownTitles(list.tableView).prefix(3) == ["Apple", "Apricot", "Avocado"])
    }

    @Test func tappingTheFieldStartsASearchWithTheKeyboard() throws {
        let (_, list) = try run(steps: 2)
        #expect(list.searchController.isActive)
        #expect(list.searchController.searchBar.searchTextField.isFirstResponder)
        #expect(list.searchController.searchBar.showsScopeBar)
        #expect(list.tableView.numberOfRows(inSection: 0) == 18)
    }

    @Test func typingFiltersTheRowsInPlace() throws {
        let (_, list) = try run(steps: 3)
        #expect(list.searchController.searchBar.text == "ap")
        #expect(list.shownFruits.map(\.name) == ["Apple", "Apricot", "Grape", "Grapefruit", "Pineapple"])
        #expect(shownTitles(list.tableView) == ["Apple", "Apricot", "Grape", "Grapefruit", "Pineapple"])
    }

    @Test func theGreenScopeNarrowsTheResults() throws {
        let (_, list) = try run(steps: 4)
        #expect(list.searchController.searchBar.selectedScopeButtonIndex == 2)
        #expect(shownTitles(list.tableView) == ["Grape"])
    }

    @Test func cancelBringsBackEveryFruit() throws {
        let (_, list) = try run(steps: 5)
        #expect(!list.searchController.isActive)
        #expect(list.searchController.searchBar.text == "")
        #expect(!list.searchController.searchBar.searchTextField.isFirstResponder)
        #expect(list.tableView.numberOfRows(inSection: 0) == 18)
        #expect(list.navigationController?.navigationBar.frame.height == CGFloat(44 + 52))
    }
}
