import Foundation
import Testing
import HeadlessTesting
import ViewWidgets
@testable import Demos

@MainActor
@Suite("friends-tap scene", .headless)
struct FriendsTapTests {
    private func launch() throws -> (UIWindow, LHYHomeViewController) {
        let window = try FriendsSceneHarness.launch(FriendsTapScene.self)
        let controller = try #require(FriendsTapScene.homeController(in: window))
        return (window, controller)
    }

    private func headersOnScreen(_ table: UITableView) -> [LHYHeaderView] {
        table.subviews.compactMap { $0 as? LHYHeaderView }
    }

    @Test func closedGroupsKeepTheirRowsAtZeroHeight() throws {
        let (_, controller) = try launch()
        let table = controller.tableView
        #expect(table.numberOfRows(inSection: 0) == 5)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 0)
        #expect(table.visibleCells.isEmpty)
    }

    @Test func aHeaderTapOpensExactlyThatGroup() throws {
        let (window, controller) = try launch()
        try FriendsTapScene.tapHeader(1, in: window)
        let table = controller.tableView
        #expect(controller.openDict == ["1": "1"])
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).height == 80)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 0)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 2)).height == 0)
        #expect(Set(table.visibleCells.compactMap { table.indexPath(for: $0)?.section }) == [1])
        let arrow = table.headerView(forSection: 1).flatMap { ($0 as? LHYHeaderView)?.indicatorImageView }
        #expect(arrow?.transform == CGAffineTransform(rotationAngle: .pi / 2))
        let other = table.headerView(forSection: 0).flatMap { ($0 as? LHYHeaderView)?.indicatorImageView }
        #expect(other?.transform == .identity)
    }

    @Test func headersComeFromTheReusePool() throws {
        let (window, controller) = try launch()
        let table = controller.tableView
        var seen = Set(headersOnScreen(table).map(ObjectIdentifier.init))
        #expect(seen.count == 6)
        for section in [1, 1, 5, 0, 0, 3] {
            try FriendsTapScene.tapHeader(section, in: window)
            #expect(headersOnScreen(table).allSatisfy { $0.delegate === controller })
            seen.formUnion(headersOnScreen(table).map(ObjectIdentifier.init))
        }
        // Six taps, each reloading a section: still the six headers made for the first screen.
        #expect(seen.count == 6)
    }

    @Test func avatarsAreSixtyPointCircles() throws {
        let (window, controller) = try launch()
        try FriendsTapScene.tapHeader(0, in: window)
        let cell = try #require(controller.tableView.visibleCells.first as? LHYFriendsListCell)
        let avatar = cell.headPortraitImageView
        #expect(avatar.frame == CGRect(x: 10, y: 10, width: 60, height: 60))
        #expect(avatar.layer.cornerRadius == 30)
        #expect(avatar.clipsToBounds)
        #expect(avatar.image != nil)
        #expect(cell.nicknameLabel.text == "小明")
        #expect(cell.nicknameLabel.textColor == .red)
    }
}
