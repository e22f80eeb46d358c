import Foundation
import Testing
import HeadlessTesting
import ViewWidgets
@testable import Demos

@MainActor
@Suite("qq-friends scene", .headless)
struct QQFriendsTests {
    private func launch() throws -> (UIWindow, YYViewController) {
        let window = try FriendsSceneHarness.launch(QQFriendsScene.self)
        let controller = try #require(window.rootViewController as? YYViewController)
        return (window, controller)
    }

    private func tapHeader(_ section: Int, of controller: YYViewController) throws {
        let header = try #require(controller.tableView.headerView(forSection: section))
        header.tap()
    }

    private func headersOnScreen(_ table: UITableView) -> [YYHeaderView] {
        table.subviews.compactMap { $0 as? YYHeaderView }
    }

    @Test func isTheDefaultSceneAndItsDumpStartsWithTheWindow() throws {
        #expect(SceneCatalog.defaultScene.name == "qq-friends")
        let results = try SceneRunner.run(SceneCatalog.defaultScene)
        #expect(results.map(\.name) == ["closed", "open-group-0", "scroll"])
        #expect(results.allSatisfy { $0.dump.hasPrefix("<UIWindow; frame = ") })
    }

    @Test func aHeaderTapOpensExactlyThatGroup() throws {
        let (_, controller) = try launch()
        try tapHeader(0, of: controller)
        let table = try #require(controller.tableView)
        #expect(controller.groupFriends.map(\.isOpen) == [true, false, false, false, false])
        #expect(table.numberOfRows(inSection: 0) == 12)
        #expect((1..<table.numberOfSections).allSatisfy { table.numberOfRows(inSection: $0) == 0 })
    }

    @Test func theHeaderShowsOnlineOverTotalAtTheRight() throws {
        let (_, controller) = try launch()
        let header = try #require(controller.tableView.headerView(forSection: 0) as? YYHeaderView)
        #expect(header.lab.text == "5/12")
        #expect(header.lab.frame == CGRect(x: 250, y: 0, width: 50, height: 30))
        #expect(header.btn.frame == header.bounds)
        #expect(header.btn.imageView?.frame.minX == 20)       // contentEdgeInsets.left
        #expect(header.btn.titleLabel?.frame.minX == 48)      // + the arrow's 8 + titleEdgeInsets.left
    }

    @Test func didMoveToSuperviewTurnsTheArrowOfAnOpenGroup() throws {
        let (_, controller) = try launch()
        try tapHeader(0, of: controller)
        let table = try #require(controller.tableView)
        let open = try #require(table.headerView(forSection: 0) as? YYHeaderView)
        #expect(open.btn.imageView?.transform == CGAffineTransform(rotationAngle: .pi / 2))
        #expect(open.btn.imageView?.frame == CGRect(x: 18, y: 11, width: 12, height: 8))
    }

    @Test func aReusedHeaderTurnsItsArrowBackForAClosedGroup() throws {
        let (_, controller) = try launch()
        try tapHeader(0, of: controller)
        let turned = try #require(controller.tableView.headerView(forSection: 0) as? YYHeaderView)
        try tapHeader(0, of: controller)
        let headers = headersOnScreen(controller.tableView)
        #expect(headers.contains { $0 === turned })
        #expect(headers.allSatisfy { $0.btn.imageView?.transform == .identity })
    }

    @Test func vipNamesAreRedAndAReusedCellTurnsBlackAgain() throws {
        let (_, controller) = try launch()
        try tapHeader(0, of: controller)
        let table = try #require(controller.tableView)
        let vipCell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(vipCell.textLabel?.text == "青哥")
        #expect(vipCell.textLabel?.textColor == .red)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.textColor == .black)

        // Scrolling row 0 away (below the 22-point padding and the 30-point header) puts its cell
        // in the pool; row 10 (小美, not a member), the first to come on screen, takes it.
        table.setContentOffset(CGPoint(x: 0, y: 22 + 30 + 44), animated: false)
        Headless.advance(by: 0)
        let reused = try #require(table.cellForRow(at: IndexPath(row: 10, section: 0)))
        #expect(reused === vipCell)
        #expect(reused.textLabel?.text == "小美")
        #expect(reused.textLabel?.textColor == .black)
    }
}
