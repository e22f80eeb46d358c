// LargeTitleCollapseStateTests.swift: where a large title's collapse comes from when what shows
// changes: a push or pop sizes the bar for the controller arriving in the same layout pass, a
// collapse measured while no band shows does not carry a partial collapse into a band later, a
// scroll view shown elsewhere loses the room its old bar gave it, and a crossing of the full
// collapse moves only the title, keeping the bar buttons' views.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("Navigation bar: a large title's collapse as the content changes", .headless(screen: .iPhone15))
struct LargeTitleCollapseStateTests {
    /// A plain controller whose view is a long scroll view; it notes the bar's height when it appears.
    final class Page: UIViewController {
        let scrollView = UIScrollView()
        var barHeightAtAppear: CGFloat?
        /// The bar's heights each time this view was laid out.
        var barHeightsAtLayout: [CGFloat] = []
        init(title: String) {
            super.init(nibName: nil, bundle: nil)
            self.title = title
        }
        required init?(coder: NSCoder) { nil }
        override func loadView() {
            scrollView.contentSize = CGSize(width: 393, height: 3000)
            view = scrollView
        }
        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            if let bar = navigationController?.navigationBar { barHeightsAtLayout.append(bar.frame.height) }
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            barHeightAtAppear = navigationController?.navigationBar.frame.height
        }
    }

    /// A page under a navigation bar that prefers large titles, shown.
    private func makePage() -> (UINavigationController, Page, UIWindow) {
        let page = Page(title: "First")
        let navigation = UINavigationController(rootViewController: page)
        navigation.navigationBar.prefersLargeTitles = true
        return (navigation, page, showInWindow(navigation))
    }

    /// The bar's label showing `title` large (34 points), if any.
    private func largeTitle(_ bar: UINavigationBar, _ title: String) -> UILabel? {
        bar.subviews.compactMap { $0 as? UILabel }.first { $0.text == title && $0.font.pointSize == 34 }
    }

    @Test func aPushSizesTheBarForTheArrivingControllerAtOnce() {
        let (navigation, first, window) = makePage()
        defer { withExtendedLifetime(window) {} }
        let bar = navigation.navigationBar
        first.scrollView.contentOffset.y = -155 + 300
        window.layoutIfNeeded()
        #expect(bar.frame.height == 44)
        let second = Page(title: "Second")
        navigation.pushViewController(second, animated: false)
        // No extra layout pass: the bar is already the expanded one the new content rests under.
        #expect(bar.frame.height == 96)
        #expect(second.barHeightAtAppear == 96)
        #expect(second.scrollView.contentOffset.y == -155)
        #expect(largeTitle(bar, "Second").map { $0.alpha == 1 && $0.frame.minY >= 44 } == true)
    }

    @Test func aPopSizesTheBarForTheControllerShownAgainAtOnce() {
        let (navigation, first, window) = makePage()
        defer { withExtendedLifetime(window) {} }
        let bar = navigation.navigationBar
        first.scrollView.contentOffset.y = -155 + 300
        window.layoutIfNeeded()
        let second = Page(title: "Second")
        navigation.pushViewController(second, animated: false)
        window.layoutIfNeeded()
        #expect(bar.frame.height == 96)
        first.barHeightAtAppear = nil
        navigation.popViewController(animated: false)
        #expect(bar.frame.height == 44)
        #expect(first.barHeightAtAppear == 44)
        #expect(largeTitle(bar, "First") == nil)
    }

    /// Lays the window out again and says whether that pass moved the bar or the content.
    private func secondPassChanges(_ window: UIWindow, _ bar: UINavigationBar, _ scrollView: UIScrollView) -> Bool {
        let before = (bar.frame, scrollView.contentOffset, scrollView.adjustedContentInset)
        window.setNeedsLayout()
        window.layoutIfNeeded()
        return before != (bar.frame, scrollView.contentOffset, scrollView.adjustedContentInset)
    }

    @Test func scrolledOnItsSideThenTurnedUprightTheBarIsCollapsedInOnePass() {
        let (navigation, page, window) = makePage()
        defer { withExtendedLifetime(window) {} }
        let bar = navigation.navigationBar, scrollView = page.scrollView
        Headless.rotate(to: .landscapeLeft, animated: false)
        window.layoutIfNeeded()
        #expect(bar.frame.height == 32)
        scrollView.contentOffset.y += 20
        window.layoutIfNeeded()
        page.barHeightsAtLayout = []
        Headless.rotate(to: .portrait, animated: false)
        window.layoutIfNeeded()
        #expect(bar.frame.height == 44)
        // Scrolled at all with no band, the band comes back collapsed: never partly open.
        #expect(page.barHeightsAtLayout.allSatisfy { $0 == 32 || $0 == 44 })
        #expect(!secondPassChanges(window, bar, scrollView))
    }

    @Test func anItemThatStartsShowingALargeTitleWhileScrolledShowsItCollapsed() {
        let page = Page(title: "First")
        page.navigationItem.largeTitleDisplayMode = .never
        let navigation = UINavigationController(rootViewController: page)
        navigation.navigationBar.prefersLargeTitles = true
        let window = showInWindow(navigation)
        defer { withExtendedLifetime(window) {} }
        let bar = navigation.navigationBar, scrollView = page.scrollView
        #expect(bar.frame.height == 44)
        #expect(scrollView.contentOffset.y == -103)
        scrollView.contentOffset.y += 10
        window.layoutIfNeeded()
        page.navigationItem.largeTitleDisplayMode = .always
        window.layoutIfNeeded()
        #expect(bar.frame.height == 44)
        #expect(scrollView.contentOffset.y == -93)
        #expect(!secondPassChanges(window, bar, scrollView))
    }

    @Test func largeTitlesTurnedBackOnWithTheContentAtItsTopShowExpanded() {
        let (navigation, page, window) = makePage()
        defer { withExtendedLifetime(window) {} }
        let bar = navigation.navigationBar, scrollView = page.scrollView
        scrollView.contentOffset.y = -155 + 300
        window.layoutIfNeeded()
        #expect(bar.frame.height == 44)
        bar.prefersLargeTitles = false
        window.layoutIfNeeded()
        scrollView.contentOffset.y = -scrollView.adjustedContentInset.top
        window.layoutIfNeeded()
        #expect(scrollView.contentOffset.y == -103)
        bar.prefersLargeTitles = true
        window.layoutIfNeeded()
        #expect(bar.frame.height == 96)
        #expect(scrollView.contentOffset.y == -155)
        #expect(largeTitle(bar, "First")?.alpha == 1)
    }

    @Test func aScrollViewShownElsewhereAfterItsBarWentRestsAtItsOwnTop() {
        let (navigation, page, window) = makePage()
        defer { withExtendedLifetime((window, navigation)) {} }
        let scrollView = page.scrollView
        scrollView.contentOffset.y = -155 + 30
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 66)
        let other = UIViewController()
        window.rootViewController = other
        window.layoutIfNeeded()
        scrollView.removeFromSuperview()
        scrollView.frame = other.view.bounds
        other.view.addSubview(scrollView)
        window.layoutIfNeeded()
        window.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 700), steps: 5)
        Headless.runUntilIdle()
        #expect(scrollView.contentOffset.y == -scrollView.adjustedContentInset.top)
    }

    @Test func scrollingThroughTheCollapseKeepsTheBarButtonsViews() throws {
        let page = Page(title: "First")
        var taps = 0
        page.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", primaryAction: UIAction(title: "Edit") { _ in taps += 1 })
        let navigation = UINavigationController(rootViewController: page)
        navigation.navigationBar.prefersLargeTitles = true
        let window = showInWindow(navigation)
        defer { withExtendedLifetime(window) {} }
        let bar = navigation.navigationBar
        let button = try #require(bar.subviews.first { $0.accessibilityLabel == "Edit" })
        page.scrollView.contentOffset.y = -155 + 100
        window.layoutIfNeeded()
        #expect(bar.frame.height == 44)
        #expect(button.superview === bar)
        page.scrollView.contentOffset.y = -155
        window.layoutIfNeeded()
        #expect(bar.frame.height == 96)
        #expect(button.superview === bar)
        button.tap()
        #expect(taps == 1)
    }
}
