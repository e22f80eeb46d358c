// RightToLeftControlTests.swift: controls running right to left, as UIKit mirrors them
// ("Supporting right-to-left languages"; the Human Interface Guidelines' "Right to left": a
// button's image stays on the leading side of its title, so it is at the right; a progress bar
// fills from the right; a slider's minimum is at the right, since system controls that show
// progress from one side to the other flip; a switch is on at the left).
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite(.headless)
struct RightToLeftControlTests {
    @Test func aButtonsImageIsOnTheRightOfItsTitle() throws {
        let button = UIButton(type: .system)
        button.setImage(try controlTestImage(width: 20, height: 20), for: .normal)
        button.setTitle("Go", for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        button.layoutIfNeeded()
        let image = try #require(button.imageView), title = try #require(button.titleLabel)
        #expect(image.frame.maxX == title.frame.minX, "left to right: image, then title")
        let pairLeft = image.frame.minX, pairRight = title.frame.maxX
        button.semanticContentAttribute = .forceRightToLeft
        button.layoutIfNeeded()
        #expect(title.frame.maxX == image.frame.minX, "right to left: the image on the title's leading side")
        #expect(title.frame.minX == pairLeft)
        #expect(image.frame.maxX == pairRight)
        button.contentHorizontalAlignment = .leading
        button.layoutIfNeeded()
        #expect(image.frame.maxX == 200, "leading is the right edge")
    }

    @Test func aSlidersMinimumIsAtTheRight() throws {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        slider.semanticContentAttribute = .forceRightToLeft
        let track = slider.trackRect(forBounds: slider.bounds)
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0).maxX == 200)
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 1).minX == 0)
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0.25).minX == 200 - 31 - CGFloat(169) / 4)
        slider.minimumValueImage = try controlTestImage(width: 20, height: 20)
        slider.maximumValueImage = try controlTestImage(width: 10, height: 10)
        #expect(slider.minimumValueImageRect(forBounds: slider.bounds) == CGRect(x: 180, y: 5.5, width: 20, height: 20))
        #expect(slider.maximumValueImageRect(forBounds: slider.bounds) == CGRect(x: 0, y: 10.5, width: 10, height: 10))
        #expect(slider.trackRect(forBounds: slider.bounds) == CGRect(x: 10, y: 14.5, width: 170, height: 2))
    }

    @Test func draggingASlidersThumbLeftRaisesItsValueRightToLeft() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 200, height: 31))
        slider.semanticContentAttribute = .forceRightToLeft
        window.addSubview(slider)
        // The thumb at the minimum is at the right end: its centre is at 220 - 15.5.
        window.drag(from: CGPoint(x: 204.5, y: 115), to: CGPoint(x: 120, y: 115), steps: 5)
        #expect(slider.value == 0.5)
        withExtendedLifetime(window) {}
    }

    @Test func aSwitchIsOnAtTheLeftRightToLeft() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let toggle = UISwitch(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
        toggle.semanticContentAttribute = .forceRightToLeft
        window.addSubview(toggle)
        // A drag towards the left turns it on, one back to the right turns it off.
        window.drag(from: CGPoint(x: 140, y: 115), to: CGPoint(x: 105, y: 115), steps: 5)
        #expect(toggle.isOn)
        // On, the 27-point knob is 2 points from the left edge (centre 15.5), not the right (35.5).
        let svg = toggle.renderSVG()
        #expect(svg.contains("cx=\"15.5\""), "\(svg)")
        #expect(!svg.contains("cx=\"35.5\""))
        window.drag(from: CGPoint(x: 110, y: 115), to: CGPoint(x: 145, y: 115), steps: 5)
        #expect(!toggle.isOn)
        withExtendedLifetime(window) {}
    }

    @Test func aProgressBarFillsFromTheRight() {
        let progress = UIProgressView(progressViewStyle: .default)
        progress.frame = CGRect(x: 0, y: 0, width: 200, height: 4)
        progress.semanticContentAttribute = .forceRightToLeft
        progress.progress = 0.25
        progress.layoutIfNeeded()
        // Left to right the fill is 0...50.
        #expect(progress.subviews.first?.frame == CGRect(x: 150, y: 0, width: 50, height: 4))
    }
}
