import Foundation
import Testing
import HeadlessTesting
import ViewWidgets
@testable import Demos

@MainActor
@Suite("app-grid-compositional scene", .headless)
struct AppGridCompositionalTests {
    private static var shownWindow: UIWindow?

    private func launch() throws -> (UIWindow, AppGridCompositionalViewController) {
        Headless.setScreen(size: CGSize(width: 320, height: 480), scale: 2)
        DemoResources.register()
        let window = try AppGridCompositionalScene().makeWindow()
        Headless.runUntilIdle()
        Self.shownWindow = window
        return (window, try #require(window.rootViewController as? AppGridCompositionalViewController))
    }

    @Test func theLayoutGivesTheSeedsGrid() throws {
        // The seed computed x = 20 + 100 * column, y = 30 + 100 * row for 80 x 90 apps.
        let (window, _) = try launch()
        let frames = try (0..<12).map { try AppGridCompositionalScene.appCell($0, in: window).frame }
        #expect(frames.prefix(3).map(\.minX) == [20, 120, 220])
        #expect(Set(frames.map(\.minY)) == [30, 130, 230, 330])
        #expect(frames.allSatisfy { $0.size == CGSize(width: 80, height: 90) })
    }

    @Test func theHeaderSpansTheSectionInsideItsInsets() throws {
        let (_, controller) = try launch()
        let collectionView = try #require(controller.collectionView)
        let header = collectionView.supplementaryView(forElementKind: AppGridCompositionalViewController.headerKind,
                                                      at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == CGRect(x: 10, y: 0, width: 300, height: 30))
        #expect(header?.subviews.compactMap { ($0 as? UILabel)?.text } == ["12 个应用"])
    }

    @Test func aDownloadTapShowsTheAppsNameAndTheLabelGoesAfterTwoSeconds() throws {
        let (window, controller) = try launch()
        try AppGridCompositionalScene.appCell(4, in: window).appView.downloadButton.tap()
        let label = try #require(controller.view.subviews.compactMap { $0 as? UILabel }.first)
        #expect(label.text == "下载\(controller.appList[4].name)完成")
        Headless.advance(by: 2.01)
        #expect(label.superview == nil)
    }

    @Test func tappingAnAppsIconDoesNotSelectIt() throws {
        // The icon takes no touches: the finger lands on the cell, and the collection view, which
        // allows no selection, selects nothing.
        let (window, controller) = try launch()
        let icon = try AppGridCompositionalScene.appCell(0, in: window).appView.iconView
        #expect(window.tap(at: icon.convert(CGPoint(x: 40, y: 25), to: nil)) != nil)
        #expect(controller.collectionView?.indexPathsForSelectedItems == [])
    }
}
