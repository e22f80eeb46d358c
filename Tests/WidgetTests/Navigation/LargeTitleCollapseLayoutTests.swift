// LargeTitleCollapseLayoutTests.swift: the large title's collapse settles in one layout pass
// whatever the content scroll view's place: a scroll view only partly under the bar (whose inset
// changes with the bar's height), and content laid out below an opaque bar.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("Navigation bar: a large title's collapse settling in layout", .headless(screen: .iPhone15))
struct LargeTitleCollapseLayoutTests {
    /// A controller whose first subview is a scroll view starting 100 points down the screen,
    /// so the 96-point bar (bottom at 155) covers its top 55 points and a 44-point one 3.
    final class Reader: UIViewController {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 100, width: 393, height: 600))
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Reader"
            scrollView.contentSize = CGSize(width: 393, height: 3000)
            view.addSubview(scrollView)
        }
    }

    /// Lays the window out twice and says whether the second pass moved anything.
    private func secondPassChanges(_ window: UIWindow, _ bar: UINavigationBar, _ scrollView: UIScrollView) -> Bool {
        let before = (bar.frame, scrollView.contentOffset, scrollView.adjustedContentInset)
        window.setNeedsLayout()
        window.layoutIfNeeded()
        return before != (bar.frame, scrollView.contentOffset, scrollView.adjustedContentInset)
    }

    @Test func aScrollViewPartlyUnderTheBarSettlesAtEveryOffset() {
        let reader = Reader()
        let navigation = UINavigationController(rootViewController: reader)
        navigation.navigationBar.prefersLargeTitles = true
        let window = showInWindow(navigation)
        defer { withExtendedLifetime(window) {} }
        let bar = navigation.navigationBar, scrollView = reader.scrollView
        #expect(bar.frame.height == 96)
        #expect(scrollView.adjustedContentInset.top == 55)
        #expect(scrollView.contentOffset.y == -55)
        #expect(!secondPassChanges(window, bar, scrollView))

        scrollView.contentOffset.y = -55 + 30
        window.layoutIfNeeded()
        #expect(bar.frame.height == 66)
        #expect(scrollView.adjustedContentInset.top == 25)
        #expect(scrollView.contentOffset.y == -25)
        #expect(!secondPassChanges(window, bar, scrollView))

        scrollView.contentOffset.y = -55 + 200
        window.layoutIfNeeded()
        #expect(bar.frame.height == 44)
        #expect(scrollView.adjustedContentInset.top == 3)
        #expect(!secondPassChanges(window, bar, scrollView))

        scrollView.contentOffset.y = -55
        window.layoutIfNeeded()
        #expect(bar.frame.height == 96)
        #expect(scrollView.adjustedContentInset.top == 55)
        #expect(!secondPassChanges(window, bar, scrollView))
    }

    @Test func aDragOnAScrollViewPartlyUnderTheBarMovesItsContentWithTheFinger() throws {
        let reader = Reader()
        let marker = UIView(frame: CGRect(x: 0, y: 400, width: 50, height: 50))
        reader.loadViewIfNeeded()
        reader.scrollView.addSubview(marker)
        let navigation = UINavigationController(rootViewController: reader)
        navigation.navigationBar.prefersLargeTitles = true
        let window = showInWindow(navigation)
        defer { withExtendedLifetime(window) {} }
        let touch = window.beginTouch(at: CGPoint(x: 200, y: 600))
        Headless.advance(by: UIWindow.simulatedFrameDuration)
        window.moveTouch(touch, to: CGPoint(x: 200, y: 580))
        let before = marker.convert(marker.bounds, to: window).minY
        for y in stride(from: 570, through: 500, by: -10) {
            Headless.advance(by: UIWindow.simulatedFrameDuration)
            window.moveTouch(touch, to: CGPoint(x: 200, y: CGFloat(y)))
        }
        #expect(marker.convert(marker.bounds, to: window).minY == before - 80)
        #expect(navigation.navigationBar.frame.height == 44)
        window.endTouch(touch)
    }

    @Test func contentBelowAnOpaqueBarCollapsesItWithoutRunningAway() {
        let reader = Reader()
        let navigation = UINavigationController(rootViewController: reader)
        navigation.navigationBar.prefersLargeTitles = true
        navigation.navigationBar.isTranslucent = false
        let window = showInWindow(navigation)
        defer { withExtendedLifetime(window) {} }
        let bar = navigation.navigationBar, scrollView = reader.scrollView
        #expect(bar.frame.height == 96)
        #expect(reader.view.frame.minY == 155)
        #expect(scrollView.contentOffset.y == 0)
        scrollView.contentOffset.y = 20
        window.layoutIfNeeded()
        #expect(bar.frame.height == 76)
        #expect(!secondPassChanges(window, bar, scrollView))
        scrollView.contentOffset.y = 0
        window.layoutIfNeeded()
        #expect(bar.frame.height == 96)
        #expect(!secondPassChanges(window, bar, scrollView))
    }
}
