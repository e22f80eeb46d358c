// ScrollEdgeUpdateTests.swift: a bar looks at its scroll edge again whenever whether the content
// reaches that edge can change, not only when the content scrolls: the content inset, the
// content size and the scroll view's own size (Appearance/BarScrollEdge.swift).
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("Bars: the scroll edge follows insets and sizes", .headless)
struct ScrollEdgeUpdateTests {
    /// A navigation controller showing its toolbar over a 2,000-point scroll view at `frame` in
    /// its root controller's view, scrolled to the bottom: the toolbar shows its scroll-edge look.
    private func toolbarAtTheBottom(frame: CGRect) -> (UIToolbar, UIScrollView, UIWindow) {
        let root = UIViewController()
        root.toolbarItems = [UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)]
        let scrollView = UIScrollView(frame: frame)
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.contentSize = CGSize(width: frame.width, height: 2000)
        root.view.addSubview(scrollView)
        let (navigation, window) = makeShownNavigationController(root: root)
        navigation.setToolbarHidden(false, animated: false)
        window.layoutIfNeeded()
        scrollView.contentOffset = CGPoint(x: 0, y: 2000 - frame.height)
        window.layoutIfNeeded()
        return (navigation.toolbar, scrollView, window)
    }

    @Test func scrolledToTheBottomTheToolbarShowsTheScrollEdgeLook() {
        let (toolbar, scrollView, window) = toolbarAtTheBottom(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        defer { withExtendedLifetime(window) {} }
        #expect(!barShowsHairline(toolbar))
        scrollView.contentOffset = CGPoint(x: 0, y: 100)
        #expect(barShowsHairline(toolbar))
    }

    @Test func aLargerBottomInsetTakesTheContentAwayFromTheEdge() {
        let (toolbar, scrollView, window) = toolbarAtTheBottom(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        defer { withExtendedLifetime(window) {} }
        scrollView.contentInset.bottom = 200
        #expect(barShowsHairline(toolbar))
        scrollView.contentInset.bottom = 0
        #expect(!barShowsHairline(toolbar))
    }

    @Test func longerContentTakesItAwayFromTheEdge() {
        let (toolbar, scrollView, window) = toolbarAtTheBottom(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        defer { withExtendedLifetime(window) {} }
        scrollView.contentSize.height = 3000
        #expect(barShowsHairline(toolbar))
    }

    @Test func aShorterScrollViewTakesItAwayFromTheEdge() {
        let (toolbar, scrollView, window) = toolbarAtTheBottom(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        defer { withExtendedLifetime(window) {} }
        scrollView.frame.size.height = 300
        window.layoutIfNeeded()
        #expect(barShowsHairline(toolbar))
        scrollView.frame.size.height = 400
        window.layoutIfNeeded()
        #expect(!barShowsHairline(toolbar))
    }
}
