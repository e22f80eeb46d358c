import Foundation
import Testing
import HeadlessTesting
import ViewWidgets
@testable import Demos

@MainActor
@Suite("stretch scene", .headless)
struct StretchTests {
    private static var shownWindow: UIWindow?

    /// The scene's window, built on the runner's 320x480 screen, and its controller.
    private func launch() throws -> (UIWindow, StretchViewController) {
        Headless.setScreen(size: CGSize(width: 320, height: 480), scale: 2)
        DemoResources.register()
        let window = try StretchScene().makeWindow()
        Headless.runUntilIdle()
        // Kept until the next test: a window that nothing holds is freed, and its tree with it.
        Self.shownWindow = window
        return (window, try #require(window.rootViewController as? StretchViewController))
    }

    /// The view that shows a button's background image: the one filling its bounds, at the back.
    private func backgroundView(of button: UIButton) throws -> UIImageView {
        try #require(button.subviews.first as? UIImageView)
    }

    @Test func theStretchableBubbleKeepsHalfItsWidthAndSixTenthsOfItsHeightAsCaps() throws {
        let (_, controller) = try launch()
        let background = try #require(controller.stretchableButton.currentBackgroundImage)
        #expect(background.size == CGSize(width: 40, height: 30))
        #expect(background.leftCapWidth == 20 && background.topCapHeight == 18)
        // Only the one-point column and row after the caps stretch.
        #expect(background.capInsets == UIEdgeInsets(top: 18, left: 20, bottom: 11, right: 19))
        #expect(background.resizingMode == .stretch)
    }

    @Test func theCornersKeepTheirSizeOnA250By200Button() throws {
        let (_, controller) = try launch()
        let button = controller.stretchableButton
        #expect(button.frame == CGRect(x: 10, y: 10, width: 250, height: 200))
        let background = try backgroundView(of: button)
        #expect(background.frame == button.bounds)
        let pieces = try #require(background.image).nineSlicePieces(for: background.bounds.size)
        let corners = Dictionary(uniqueKeysWithValues: pieces.map { ($0.position, $0.destinationRect) })
        #expect(corners[.topLeft] == CGRect(x: 0, y: 0, width: 20, height: 18))
        #expect(corners[.bottomRight] == CGRect(x: 231, y: 189, width: 19, height: 11))
        #expect(corners[.center] == CGRect(x: 20, y: 18, width: 211, height: 171))
    }

    @Test func theResizableBubbleNamesEachCapAndTheModeItWants() throws {
        let (_, controller) = try launch()
        let background = try #require(controller.resizableButton.currentBackgroundImage)
        #expect(background.capInsets == UIEdgeInsets(top: 15, left: 12, bottom: 8, right: 8))
        #expect(background.resizingMode == .stretch)
        controller.tileResizableBackground()
        #expect(controller.resizableButton.currentBackgroundImage?.resizingMode == .tile)
        #expect(controller.resizableButton.currentBackgroundImage?.capInsets == UIEdgeInsets(top: 15, left: 12, bottom: 8, right: 8))
    }

    @Test func theDumpShowsTheCapInsetsOfEachBackground() throws {
        let (window, _) = try launch()
        let dump = window.recursiveDescription()
        #expect(dump.contains("image = 'chatfrom_bg_normal.png' {40, 30}; capInsets = {18, 20, 11, 19}; resizingMode = stretch"))
        #expect(dump.contains("image = 'chatfrom_bg_normal.png' {40, 30}; capInsets = {15, 12, 8, 8}; resizingMode = stretch"))
    }

    @Test func theBackgroundFollowsTheButtonWhenItIsResized() throws {
        let (_, controller) = try launch()
        controller.stretchableButton.frame = CGRect(x: 10, y: 10, width: 300, height: 100)
        Headless.advance(by: 0)
        #expect(try backgroundView(of: controller.stretchableButton).frame == CGRect(x: 0, y: 0, width: 300, height: 100))
    }
}
