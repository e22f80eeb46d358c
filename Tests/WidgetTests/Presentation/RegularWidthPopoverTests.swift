// RegularWidthPopoverTests.swift: UIPopoverPresentationController on an iPad (a regular-width
// window): the popover stays a popover, beside its source on the side its permitted arrow
// directions allow, with `arrowDirection` telling which.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("Popovers in a regular-width window", .headless)
struct RegularWidthPopoverTests {
    /// An iPad-sized window (820 × 1180) showing `root`, with a 100 × 40 source button at `origin`.
    private func iPadWindow(root: UIViewController, sourceAt origin: CGPoint) -> (UIWindow, UIButton) {
        HeadlessTrait.Screen.iPadPortrait.install()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = root
        window.makeKeyAndVisible()
        let source = UIButton(type: .system)
        source.frame = CGRect(origin: origin, size: CGSize(width: 100, height: 40))
        root.view.addSubview(source)
        return (window, source)
    }

    /// Presents a 300 × 200 popover pointing at `source`, its arrow limited to `permitted`.
    private func presentPopover(from root: UIViewController, at source: UIView,
                                permitted: UIPopoverArrowDirection = .any) -> UIViewController {
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        content.preferredContentSize = CGSize(width: 300, height: 200)
        content.popoverPresentationController?.sourceView = source
        content.popoverPresentationController?.sourceRect = source.bounds
        content.popoverPresentationController?.permittedArrowDirections = permitted
        root.present(content, animated: false)
        return content
    }

    @Test func aPopoverStaysAPopoverWithoutADelegate() throws {
        let root = UIViewController()
        let (window, source) = iPadWindow(root: root, sourceAt: CGPoint(x: 360, y: 500))
        #expect(window.traitCollection.horizontalSizeClass == .regular)
        let content = presentPopover(from: root, at: source)
        let popover = try #require(content.popoverPresentationController)
        #expect(popover.presentationStyle == .popover)
        #expect(popover.arrowDirection == .up)
        // Below the source (its bottom is at 540), centred on it (its middle is at 410).
        #expect(content.view.convert(content.view.bounds, to: window) == CGRect(x: 260, y: 553, width: 300, height: 200))
    }

    @Test func eachPermittedDirectionPutsThePopoverOnItsSide() throws {
        let cases: [(UIPopoverArrowDirection, CGRect)] = [
            (.up, CGRect(x: 260, y: 553, width: 300, height: 200)),
            (.down, CGRect(x: 260, y: 287, width: 300, height: 200)),
            (.left, CGRect(x: 473, y: 420, width: 300, height: 200)),
            (.right, CGRect(x: 47, y: 420, width: 300, height: 200)),
        ]
        for (direction, expected) in cases {
            let root = UIViewController()
            let (window, source) = iPadWindow(root: root, sourceAt: CGPoint(x: 360, y: 500))
            let content = presentPopover(from: root, at: source, permitted: direction)
            let popover = try #require(content.popoverPresentationController)
            #expect(popover.arrowDirection == direction)
            #expect(content.view.convert(content.view.bounds, to: window) == expected, "\(direction)")
        }
    }

    @Test func withoutRoomBelowThePopoverGoesAbove() throws {
        let root = UIViewController()
        let (window, source) = iPadWindow(root: root, sourceAt: CGPoint(x: 360, y: 1050))
        let content = presentPopover(from: root, at: source, permitted: [.up, .down])
        let popover = try #require(content.popoverPresentationController)
        #expect(popover.arrowDirection == .down)
        #expect(content.view.convert(content.view.bounds, to: window).maxY == 1037)
    }

    @Test func sidewaysOnlyWithoutRoomOnTheRightItGoesLeft() throws {
        let root = UIViewController()
        let (window, source) = iPadWindow(root: root, sourceAt: CGPoint(x: 700, y: 500))
        let content = presentPopover(from: root, at: source, permitted: [.left, .right])
        let popover = try #require(content.popoverPresentationController)
        #expect(popover.arrowDirection == .right)
        #expect(content.view.convert(content.view.bounds, to: window).maxX == 687)
    }

    @Test func aPopoverWithoutASourceIsUIKitsErrorOnAnIPadToo() {
        let root = UIViewController()
        let (window, _) = iPadWindow(root: root, sourceAt: .zero)
        defer { withExtendedLifetime(window) {} }
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        let messages = Headless.recordingViolations { root.present(content, animated: false) }
        #expect(messages == ["UIPopoverPresentationController (<UIPopoverPresentationController>) should have a non-nil sourceView or barButtonItem set before the presentation occurs."])
        #expect(root.presentedViewController == nil)
    }
}
