import Foundation
import Testing
import HeadlessTesting
import ViewWidgets
@testable import Demos

@MainActor
@Suite("friends-status scene", .headless)
struct FriendsStatusTests {
    private func launch() throws -> (UIWindow, FriendsStatusViewController) {
        let window = try FriendsSceneHarness.launch(FriendsStatusScene.self)
        let controller = try #require(window.rootViewController as? FriendsStatusViewController)
        return (window, controller)
    }

    private func header(_ section: Int, in controller: FriendsStatusViewController) throws -> HeaderView {
        let found = controller.tableView.subviews.first { $0 is HeaderView && $0.tag == section }
        return try #require(found as? HeaderView)
    }

    @Test func aHeaderTapOpensExactlyThatGroup() throws {
        let (window, controller) = try launch()
        let table = try #require(controller.tableView)
        #expect((0..<table.numberOfSections).allSatisfy { table.numberOfRows(inSection: $0) == 0 })

        try FriendsStatusScene.tapHeader(1, in: window)

        #expect(controller.status == [1: 1])
        #expect(table.numberOfRows(inSection: 1) == 8)
        #expect((0..<table.numberOfSections).filter { table.numberOfRows(inSection: $0) > 0 } == [1])
        #expect(table.visibleCells.map { $0.textLabel?.text } == (1...8).map { "大学同学\($0)" })
    }

    @Test func aSecondTapClosesTheGroupAgain() throws {
        let (window, controller) = try launch()
        try FriendsStatusScene.tapHeader(2, in: window)
        try FriendsStatusScene.tapHeader(2, in: window)
        #expect(controller.status == [2: 0])
        #expect(controller.tableView.visibleCells.isEmpty)
    }

    @Test func theOpenGroupsArrowIsTurnedAQuarterTurn() throws {
        let (window, controller) = try launch()
        try FriendsStatusScene.tapHeader(1, in: window)
        let open = try header(1, in: controller)
        let closed = try header(0, in: controller)
        #expect(open.imageView?.transform == CGAffineTransform(rotationAngle: .pi / 2))
        #expect(closed.imageView?.transform == .identity)
        // The arrow keeps HeaderView's 32x32 image rect; the turn is about its centre.
        #expect(open.imageView?.bounds.size == CGSize(width: 32, height: 32))
        #expect(open.imageView?.center == CGPoint(x: 16, y: 16))
    }

    @Test func theSeedsTwoFriendsPlistsHaveDifferentShapesAndAnErrorNamesTheFile() {
        // Seed 000's friends.plist ("group", "friends" as names) is friends-status.plist; read in
        // its shape, seed 004's qq-friends.plist fails with a message naming it.
        let error = #expect(throws: SceneError.self) {
            try DemoResources.decodePlist([FriendGroup].self, named: "qq-friends")
        }
        #expect(error?.description.hasPrefix("malformed qq-friends.plist") == true)
    }
}
