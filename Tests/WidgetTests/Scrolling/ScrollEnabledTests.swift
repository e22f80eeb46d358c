// ScrollEnabledTests.swift: `isScrollEnabled = false` "disables scrolling" (UIScrollView's
// documentation) and the scroll view's pan gesture recognizer is disabled with it, as on a
// device; turning scrolling back on enables the pan again. A context menu inside such a scroll
// view still opens on a long press.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// A context menu delegate whose menu has one action, "Copy".
@MainActor
private final class CopyMenu: NSObject, UIContextMenuInteractionDelegate {
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(actionProvider: { _ in UIMenu(children: [UIAction(title: "Copy") { _ in }]) })
    }
}

@MainActor
@Suite("Scrolling turned off", .headless)
struct ScrollEnabledTests {
    @Test func turningScrollingOffDisablesThePanAndTurningItOnRestoresIt() {
        let window = FlickScene.window()
        let scrollView = FlickScene.scrollView(in: window, content: CGSize(width: 320, height: 2_000))
        scrollView.isScrollEnabled = false
        #expect(!scrollView.panGestureRecognizer.isEnabled)
        window.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100))
        Headless.runUntilIdle()
        #expect(scrollView.contentOffset == .zero)
        scrollView.isScrollEnabled = true
        #expect(scrollView.panGestureRecognizer.isEnabled)
        window.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100))
        Headless.runUntilIdle()
        #expect(scrollView.contentOffset.y > 0)
    }

    @Test func turningScrollingOffMidDragEndsTheDrag() {
        let window = FlickScene.window()
        let scrollView = FlickScene.scrollView(in: window, content: CGSize(width: 320, height: 2_000))
        let finger = window.beginTouch(at: CGPoint(x: 160, y: 400))
        Headless.advance(by: 1.0 / 60)
        window.moveTouch(finger, to: CGPoint(x: 160, y: 350))
        Headless.advance(by: 1.0 / 60)
        window.moveTouch(finger, to: CGPoint(x: 160, y: 300))
        #expect(scrollView.isDragging)
        let offset = scrollView.contentOffset
        scrollView.isScrollEnabled = false
        #expect(scrollView.panGestureRecognizer.state == .cancelled || scrollView.panGestureRecognizer.state == .possible)
        #expect(!scrollView.isDragging)
        Headless.advance(by: 1.0 / 60)
        window.moveTouch(finger, to: CGPoint(x: 160, y: 200))
        window.endTouch(finger)
        Headless.runUntilIdle()
        #expect(scrollView.contentOffset.y <= offset.y)
    }

    @Test func aContextMenuOpensInAScrollViewThatCannotScroll() {
        let window = FlickScene.window()
        let scrollView = FlickScene.scrollView(in: window, content: CGSize(width: 320, height: 2_000))
        scrollView.isScrollEnabled = false
        let note = UIView(frame: CGRect(x: 20, y: 100, width: 280, height: 80))
        let menu = CopyMenu()
        note.addInteraction(UIContextMenuInteraction(delegate: menu))
        scrollView.addSubview(note)
        note.longPress(duration: 0.6)
        Headless.advance(by: 0.5)
        #expect(XCUIApplication(window: window).buttons["Copy"].exists)
        #expect(!scrollView.panGestureRecognizer.isEnabled)
        #expect(scrollView.contentOffset == .zero)
    }
}
