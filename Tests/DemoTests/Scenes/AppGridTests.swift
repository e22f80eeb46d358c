import Foundation
import Testing
import HeadlessTesting
import ViewWidgets
@testable import Demos

@MainActor
@Suite("app-grid scene", .headless)
struct AppGridTests {
    private static var shownWindow: UIWindow?

    /// The scene's window, built on a screen of `width` x 480, and its controller.
    private func launch(width: CGFloat = 320) throws -> (UIWindow, AppGridViewController) {
        Headless.setScreen(size: CGSize(width: width, height: 480), scale: 2)
        DemoResources.register()
        let window = try AppGridScene().makeWindow()
        Headless.runUntilIdle()
        // Kept until the next test: a window that nothing holds is freed, and its tree with it.
        Self.shownWindow = window
        return (window, try #require(window.rootViewController as? AppGridViewController))
    }

    private func toasts(in controller: AppGridViewController) -> [UILabel] {
        controller.view.subviews.compactMap { $0 as? UILabel }
    }

    @Test func appPlistDecodesTwelveApps() throws {
        let (_, controller) = try launch()
        #expect(controller.appList.count == 12)
        #expect(controller.appList.first?.name == "天天酷跑")
        #expect(controller.appList.map(\.icon) == (0..<12).map { String(format: "app_icon_%02d", $0) })
    }

    @Test func anAppsImageIsLoadedOnceAndKept() throws {
        let (_, controller) = try launch()
        let app = try #require(controller.appList.first)
        let image = try #require(app.image)
        #expect(image.size == CGSize(width: 50, height: 50))
        #expect(app.image === image)
    }

    @Test func theGridHasThreeColumnsOf80By90SpacedByTheScreenWidth() throws {
        let (window, _) = try launch()
        let frames = try AppGridScene.appViews(in: window).map(\.frame)
        #expect(frames.prefix(3).map(\.minX) == [20, 120, 220])
        #expect(Set(frames.map(\.minY)) == [30, 130, 230, 330])
        #expect(frames.allSatisfy { $0.size == CGSize(width: 80, height: 90) })

        let (wideWindow, _) = try launch(width: 375)
        let wide = try AppGridScene.appViews(in: wideWindow).map(\.frame)
        // (375 - 3 * 80) / 4 = 33.75 between and around the columns.
        #expect(wide.prefix(3).map(\.minX) == [33.75, 147.5, 261.25])
    }

    @Test func aDownloadButtonIsGreenAndDarkerWhilePressed() throws {
        let (window, _) = try launch()
        let button = try AppGridScene.appViews(in: window)[0].downloadButton
        #expect(button.currentTitle == "下载")
        #expect(button.currentBackgroundImage?.sourceName == "buttongreen")
        let finger = window.beginTouch(at: button.convert(CGPoint(x: 25, y: 10), to: nil))
        #expect(button.currentBackgroundImage?.sourceName == "buttongreen_highlighted")
        window.endTouch(finger)
        #expect(button.currentBackgroundImage?.sourceName == "buttongreen")
    }

    @Test func theDownloadLabelIsGoneAfterTwoSecondsOfVirtualTime() throws {
        let (window, controller) = try launch()
        try AppGridScene.appViews(in: window)[4].downloadButton.tap()
        let label = try #require(toasts(in: controller).first)
        #expect(label.text == "下载植物大战僵尸完成")
        #expect(label.frame == CGRect(x: 80, y: 400, width: 160, height: 40))
        // The model value is final at once; the screen shows the fade.
        #expect(label.alpha == 0)

        Headless.advance(by: 1)
        #expect(label.superview === controller.view)
        let shown = try #require(label.layer.presentation()).opacity
        #expect(shown > 0.4 && shown < 0.6)

        Headless.advance(by: 1)
        #expect(label.superview == nil)
        #expect(toasts(in: controller).isEmpty)
    }

    @Test func eachButtonNamesItsOwnApp() throws {
        let (window, controller) = try launch()
        let appViews = try AppGridScene.appViews(in: window)
        appViews[11].downloadButton.tap()
        #expect(toasts(in: controller).map(\.text) == ["下载滑雪大冒险完成"])
        #expect(appViews.map(\.downloadButton.tag) == Array(0..<12))
    }
}
