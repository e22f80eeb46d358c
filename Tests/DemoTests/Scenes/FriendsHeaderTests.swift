import Foundation
import Testing
import HeadlessTesting
import ViewWidgets
@testable import Demos

@MainActor
@Suite("friends-header scene", .headless)
struct FriendsHeaderTests {
    private func launch() throws -> (UIWindow, FriendsHeaderViewController) {
        let window = try FriendsSceneHarness.launch(FriendsHeaderScene.self)
        let controller = try #require(window.rootViewController as? FriendsHeaderViewController)
        return (window, controller)
    }

    @Test func aHeaderTapOpensExactlyThatGroup() throws {
        let (window, controller) = try launch()
        try FriendsHeaderScene.tapHeader(2, in: window)
        let table = try #require(controller.tableView)
        #expect(controller.headers.filter { $0.value.open }.map(\.key) == [2])
        #expect((0..<table.numberOfSections).filter { table.numberOfRows(inSection: $0) > 0 } == [2])
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["高中同学1", "高中同学2", "高中同学3"])
    }

    @Test func headersAreMadeOncePerSectionAndKeptAcrossReloads() throws {
        let (window, controller) = try launch()
        let before = try #require(controller.headers[0])
        #expect(controller.headers.count == 7)
        try FriendsHeaderScene.tapHeader(0, in: window)
        try FriendsHeaderScene.tapHeader(0, in: window)
        #expect(controller.headers.count == 7)
        #expect(controller.headers[0] === before)
        #expect(before.superview === controller.tableView)
    }

    @Test func openAnimatesTheArrowWithBeginAndCommitAnimations() throws {
        let (window, controller) = try launch()
        let arrow = try #require(controller.headers[0]?.imageView)
        try FriendsHeaderScene.tapHeader(0, in: window)

        // The model value is final at once; the screen shows the turn over 0.2 s.
        #expect(arrow.transform == CGAffineTransform(rotationAngle: .pi / 2))
        Headless.advance(by: 0.1)
        let halfway = FriendsSceneHarness.angle(of: try #require(arrow.layer.presentation()).affineTransform())
        #expect(halfway > 0.1 && halfway < .pi / 2 - 0.1)
        Headless.advance(by: 0.1)
        let end = FriendsSceneHarness.angle(of: try #require(arrow.layer.presentation()).affineTransform())
        #expect(abs(end - .pi / 2) < 1e-9)
    }

    @Test func closingTurnsTheArrowBack() throws {
        let (window, controller) = try launch()
        try FriendsHeaderScene.tapHeader(0, in: window)
        try FriendsHeaderScene.tapHeader(0, in: window)
        Headless.runUntilIdle()
        #expect(controller.headers[0]?.open == false)
        #expect(controller.headers[0]?.imageView?.transform == .identity)
    }
}
