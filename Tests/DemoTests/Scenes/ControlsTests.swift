import Foundation
import Testing
import HeadlessTesting
import ViewWidgets
@testable import Demos

@MainActor
@Suite("controls scene", .headless)
struct ControlsTests {
    private static var shownWindow: UIWindow?

    /// The scene's window, built on the runner's 320x480 screen, and its controller.
    private func launch() throws -> (UIWindow, ControlsViewController) {
        Headless.setScreen(size: CGSize(width: 320, height: 480), scale: 2)
        DemoResources.register()
        let window = try ControlsScene().makeWindow()
        Headless.runUntilIdle()
        // Kept until the next test: a window that nothing holds is freed, and its tree with it.
        Self.shownWindow = window
        return (window, try #require(window.rootViewController as? ControlsViewController))
    }

    private func centre(of view: UIView) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    @Test func aQuarterTurnChangesTheFrameButNotTheBoundsOrCentre() throws {
        let (_, controller) = try launch()
        let rotated = controller.rotatedView
        #expect(rotated.bounds.size == CGSize(width: 50, height: 40))
        #expect(rotated.center == CGPoint(x: 95, y: 40))
        #expect(abs(rotated.frame.minX - 75) < 1e-9 && abs(rotated.frame.width - 40) < 1e-9)
        #expect(abs(rotated.frame.minY - 15) < 1e-9 && abs(rotated.frame.height - 50) < 1e-9)
    }

    @Test func aHeldFingerShowsTheHighlightedTitleAndLiftingSelects() throws {
        let (window, controller) = try launch()
        let button = controller.stateButton
        let finger = window.beginTouch(at: centre(of: button))
        #expect(button.state == .highlighted)
        #expect(button.titleLabel?.text == "按下 highlighted")
        #expect(button.currentTitleColor == .blue)
        window.endTouch(finger)
        #expect(button.state == .selected)
        #expect(button.titleLabel?.text == "选中 selected")
        #expect(button.currentImage?.sourceName == "controls_star_selected")
        #expect(controller.tapCountLabel.text == "点击 1 次")
    }

    @Test func textWrittenOnTheTitleLabelDoesNotStick() throws {
        let (_, controller) = try launch()
        controller.stateButton.titleLabel?.text = "4324324"
        Headless.advance(by: 0)
        #expect(controller.stateButton.titleLabel?.text == "普通 normal")
    }

    @Test func aRemovedListenerIsNoLongerCalledButTheOtherIs() throws {
        let (_, controller) = try launch()
        controller.stateButton.tap()
        controller.stopCounting()
        controller.stateButton.tap()
        #expect(controller.tapCount == 1)
        #expect(!controller.stateButton.isSelected)
        #expect(controller.stateButton.allTargets.count == 1)
    }

    @Test func turningTheSwitchOffDisablesTheControlsBelowIt() throws {
        let (_, controller) = try launch()
        controller.onSwitch.tap()
        #expect(!controller.onSwitch.isOn)
        #expect(!controller.slider.isEnabled)
        #expect(controller.stateButton.state == .disabled)
        #expect(controller.stateButton.currentTitle == "不可用 disabled")
        // A disabled control ignores the touch: nothing is toggled or counted.
        controller.stateButton.tap()
        #expect(!controller.stateButton.isSelected)
        #expect(controller.tapCount == 0)
    }

    @Test func theAlignedButtonPutsItsTitleAtTheLeftBottom() throws {
        let (_, controller) = try launch()
        let title = try #require(controller.alignedButton.titleLabel)
        #expect(title.frame.minX == 0)
        #expect(title.frame.maxY == controller.alignedButton.bounds.height)
    }

    @Test func viewWithTagInsertAtIndexAndAddSubviewRearrangeTheTree() throws {
        let (_, controller) = try launch()
        let root = try #require(controller.view)
        #expect(root.viewWithTag(3) === controller.hiddenView)
        controller.rearrangeViews()
        #expect(root.viewWithTag(3) == nil)
        #expect(controller.hiddenView.superview == nil)
        #expect(root.subviews.first?.tag == 6)
        #expect(root.subviews.last === controller.frameView)
    }

    @Test func bothKindsOfAnimationEndAfterOneSecond() throws {
        let (_, controller) = try launch()
        controller.animateViews()
        #expect(controller.frameView.frame.minY == 420)
        Headless.advance(by: 0.5)
        let midway = try #require(controller.frameView.layer.presentation()).frame.minY
        #expect(midway > 20 && midway < 420)
        #expect(controller.fadedView.superview != nil)
        Headless.advance(by: 0.5)
        #expect(controller.fadedView.superview == nil)
        #expect(controller.frameView.layer.presentation()?.frame.minY == 420)
    }
}
