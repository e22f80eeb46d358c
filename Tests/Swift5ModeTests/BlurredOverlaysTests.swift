// BlurredOverlaysTests.swift: the blur bar of BlurredOverlays.swift, compiled in the Swift 5
// language mode, shows its content through the blur's content view and follows the device.
import Foundation
import Testing
import UIKit
import HeadlessTesting

@MainActor
@Suite("Blur views and UIDevice from Swift 5 language-mode code", .headless(screen: .iPhone15))
struct BlurredOverlaysTests {
    @Test func theBarHoldsItsLabelsInItsContentViewAndThinsOnItsSide() throws {
        let bar = NowPlayingBar()
        defer { bar.stopObserving() }
        let window = UIWindow(frame: UIScreen.main.bounds)
        bar.frame = CGRect(x: 0, y: 0, width: 393, height: 64)
        bar.autoresizingMask = [.flexibleWidth]
        window.addSubview(bar)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(bar.subviews == [bar.contentView])
        #expect(bar.titleLabel.superview === bar.contentView)
        #expect(bar.captionLabel.text == "On your iPhone")
        #expect(bar.captionLabel.frame.width > 0)
        #expect(bar.renderSVG().contains("On your iPhone"))

        #expect(Headless.rotate(to: .landscapeRight, animated: false))
        #expect(bar.orientationChanges == 1)
        #expect(UIDevice.current.orientation == .landscapeLeft)
        #expect(bar.effect?.isEqual(UIBlurEffect(style: .systemThinMaterial)) == true)
        #expect(deviceSummary() == "iPhone, iOS 17.0 (handset)")
    }
}
