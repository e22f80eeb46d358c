import Foundation
import Testing
import HeadlessTesting
import ViewWidgets
@testable import Demos

@MainActor
@Suite("settings-list scene", .headless)
struct SettingsListSceneTests {
    private static var shownWindow: UIWindow?

    private func launch() throws -> (UIWindow, UINavigationController) {
        Headless.setScreen(size: CGSize(width: 320, height: 480), scale: 2)
        let window = try SettingsListScene().makeWindow()
        Headless.runUntilIdle()
        Self.shownWindow = window
        return (window, try #require(window.rootViewController as? UINavigationController))
    }

    @Test func theListSitsBelowTheBarInsetFromTheEdges() throws {
        let (_, navigation) = try launch()
        let settings = try #require(navigation.topViewController as? SettingsListViewController)
        let list = try #require(settings.collectionView)
        #expect(list.adjustedContentInset.top == 64)
        let airplane = try #require(list.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        #expect(airplane.frame.minX == 16)
        #expect(airplane.frame.width == CGFloat(320 - 32))
        #expect(airplane.recursiveDescription().contains("UISwitch"))
        #expect(list.backgroundColor == .systemGroupedBackground)
    }

    @Test func choosingANetworkComesBackAsTheRowsValue() throws {
        let (window, navigation) = try launch()
        for step in SettingsListScene().steps.prefix(4) { try step.perform(window); Headless.runUntilIdle() }
        let settings = try #require(navigation.topViewController as? SettingsListViewController)
        #expect(settings.network == "Café")
        let list = try #require(settings.collectionView)
        let wifi = try #require(list.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(wifi.contentView.subviews.compactMap { ($0 as? UILabel)?.text } == ["Wi-Fi", "Café"])
    }
}
