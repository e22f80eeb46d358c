// SDKMembersTests.swift: members of the iOS 17 SDK that iOS code sets and reads, with the SDK's
// defaults: scroll view settings, editing controllers, animating image views, the screen, the
// app, window levels, hue components and view touch flags.

import UIKit
import Testing
import HeadlessTesting

/// A controller that updates its view when editing changes, as iOS code overrides it.
private final class EditingNotesController: UIViewController {
    var editingChanges: [Bool] = []

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        editingChanges.append(editing)
    }
}

/// A view that counts the tint changes it hears of, as a custom control recolours itself.
private final class TintRecordingView: UIView {
    var tintChanges = 0

    override func tintColorDidChange() {
        super.tintColorDidChange()
        tintChanges += 1
    }
}

@MainActor
@Suite("SDK members", .headless)
struct SDKMembersTests {
    /// An image of `width` x 10 points, told apart by its width.
    private func image(width: CGFloat) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: width, height: 10)).image { _ in }
    }

    @Test func scrollViewSettingsHaveUIKitsDefaults() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(scrollView.decelerationRate == .normal)
        #expect(UIScrollView.DecelerationRate.normal.rawValue == 0.998)
        #expect(UIScrollView.DecelerationRate.fast.rawValue == 0.99)
        #expect(scrollView.indicatorStyle == .default)
        #expect(UIScrollView.IndicatorStyle.white.rawValue == 2)
        #expect(scrollView.verticalScrollIndicatorInsets == .zero && scrollView.horizontalScrollIndicatorInsets == .zero)
        #expect(!scrollView.isDirectionalLockEnabled)
        scrollView.decelerationRate = .fast
        scrollView.indicatorStyle = .white
        scrollView.verticalScrollIndicatorInsets = UIEdgeInsets(top: 4, left: 0, bottom: 4, right: 0)
        scrollView.isDirectionalLockEnabled = true
        scrollView.flashScrollIndicators()
        #expect(scrollView.decelerationRate == .fast && scrollView.indicatorStyle == .white)
        #expect(scrollView.verticalScrollIndicatorInsets.top == 4 && scrollView.isDirectionalLockEnabled)
    }

    @Test func settingIsEditingGoesThroughSetEditing() {
        let controller = EditingNotesController()
        #expect(!controller.isEditing)
        controller.isEditing = true
        controller.setEditing(false, animated: true)
        #expect(controller.editingChanges == [true, false])
        #expect(!controller.isEditing)
        #expect(controller.preferredContentSize == .zero)
        controller.preferredContentSize = CGSize(width: 300, height: 200)
        #expect(controller.preferredContentSize == CGSize(width: 300, height: 200))
    }

    @Test func aTableViewControllerPutsItsTableIntoEditing() {
        let controller = UITableViewController(style: .plain)
        controller.setEditing(true, animated: false)
        #expect(controller.isEditing)
        #expect(controller.tableView.isEditing)
        controller.isEditing = false
        #expect(!controller.tableView.isEditing)
    }

    @Test func anImageViewCyclesThroughItsImagesOnTheVirtualClock() {
        let frames = [image(width: 1), image(width: 2), image(width: 3)]
        let still = image(width: 9)
        let imageView = UIImageView(image: still)
        imageView.animationImages = frames
        imageView.animationDuration = 0.3
        imageView.animationRepeatCount = 2
        #expect(!imageView.isAnimating)
        imageView.startAnimating()
        #expect(imageView.isAnimating)
        #expect(imageView.displayedImage === frames[0])
        Headless.advance(by: 0.15)
        #expect(imageView.displayedImage === frames[1])
        Headless.advance(by: 0.3)
        #expect(imageView.displayedImage === frames[1])   // second cycle
        #expect(imageView.image === still)
        Headless.advance(by: 0.2)
        // Two cycles of 0.3 s are over: the animation stopped by itself.
        #expect(!imageView.isAnimating)
        #expect(imageView.displayedImage === still)
    }

    @Test func anImageViewAnimatesForEverUntilStoppedAtThirtyImagesASecond() {
        let frames = [image(width: 1), image(width: 2)]
        let imageView = UIImageView()
        #expect(imageView.animationImages == nil && imageView.animationDuration == 0 && imageView.animationRepeatCount == 0)
        imageView.startAnimating()
        #expect(!imageView.isAnimating)   // nothing to animate
        imageView.animationImages = frames
        imageView.startAnimating()
        Headless.advance(by: 1.0 / 30 + 0.001)
        #expect(imageView.displayedImage === frames[1])
        Headless.advance(by: 100)
        #expect(imageView.isAnimating)
        imageView.stopAnimating()
        #expect(!imageView.isAnimating && imageView.displayedImage == nil)
    }

    @Test func theScreenDescribesItsDisplay() {
        let screen = UIScreen.main
        #expect(screen.nativeBounds == CGRect(x: 0, y: 0, width: 640, height: 960))
        #expect(screen.maximumFramesPerSecond == 60)
        #expect(!screen.isCaptured)
        #expect(UIScreen.screens.count == 1 && UIScreen.screens.first === screen)
    }

    @Test func theAppKeepsItsSettings() {
        let app = UIApplication.shared
        #expect(!app.isIdleTimerDisabled)
        app.isIdleTimerDisabled = true
        #expect(app.isIdleTimerDisabled)
        app.isIdleTimerDisabled = false
        #expect(app.applicationIconBadgeNumber == 0)
        #expect(app.userInterfaceLayoutDirection == .leftToRight)
        #expect(UIUserInterfaceLayoutDirection.rightToLeft.rawValue == 1)
        #expect(!app.supportsMultipleScenes && app.isProtectedDataAvailable)
    }

    @Test func aWindowHasALevel() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        #expect(window.windowLevel == .normal)
        window.windowLevel = UIWindow.Level(rawValue: UIWindow.Level.alert.rawValue + 1)
        #expect(window.windowLevel.rawValue == 2001)
        #expect(UIWindow.Level.normal.rawValue == 0 && UIWindow.Level.statusBar.rawValue == 1000)
        #expect(UIWindow.Level(2000) == .alert)
    }

    @Test func hueComponentsRoundTrip() {
        var hue: CGFloat = 0, saturation: CGFloat = 0, brightness: CGFloat = 0, alpha: CGFloat = 0
        let orange = UIColor(hue: 0.1, saturation: 0.8, brightness: 0.9, alpha: 0.5)
        #expect(orange.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha))
        #expect(abs(hue - 0.1) < 1e-9 && abs(saturation - 0.8) < 1e-9 && abs(brightness - 0.9) < 1e-9 && alpha == 0.5)
        UIColor.blue.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha)
        #expect(abs(hue - 2.0 / 3) < 1e-9 && saturation == 1 && brightness == 1)
        UIColor.gray.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: nil)
        #expect(hue == 0 && saturation == 0 && brightness == 0.5)
    }

    @Test func viewTouchFlagsAreOffByDefault() {
        let view = UIView()
        #expect(!view.isExclusiveTouch && !view.isMultipleTouchEnabled)
        view.isExclusiveTouch = true
        view.isMultipleTouchEnabled = true
        #expect(view.isExclusiveTouch && view.isMultipleTouchEnabled)
    }

    @Test func settingATintTellsTheViewAndTheDescendantsThatInheritIt() {
        let root = TintRecordingView(), child = TintRecordingView()
        let tinted = TintRecordingView(), underTinted = TintRecordingView()
        root.addSubview(child)
        root.addSubview(tinted)
        tinted.addSubview(underTinted)
        tinted.tintColor = .systemRed
        #expect(tinted.tintChanges == 1 && underTinted.tintChanges == 1)
        #expect(root.tintChanges == 0 && child.tintChanges == 0)
        root.tintColor = .systemGreen
        #expect(root.tintChanges == 1 && child.tintChanges == 1)
        // The subtree with a tint of its own keeps it and hears nothing.
        #expect(tinted.tintChanges == 1 && underTinted.tintChanges == 1)
        #expect(child.tintColor == .systemGreen && underTinted.tintColor == .systemRed)
    }

    @Test func aSystemButtonsTitleFollowsATintSetOnItsSuperview() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let button = UIButton(type: .system)
        button.setTitle("Send", for: .normal)
        container.addSubview(button)
        #expect(button.titleLabel?.textColor == .systemBlue)
        container.tintColor = .systemPurple
        #expect(button.titleLabel?.textColor == .systemPurple)
        button.tintColor = .systemOrange
        #expect(button.titleLabel?.textColor == .systemOrange)
    }
}
