// PageViewControllerEdgeTests.swift: the corners a review found: a drag that turns back to the
// other neighbour, a looping two-page book, two animated turns in a row, a vertical book's page
// control, and scroll views that zoom and page.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// Two pages, each the other's neighbour on both sides.
@MainActor
private final class LoopingBook: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    let pages = [UIViewController(), UIViewController()]
    var completed: [Bool] = []

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController? {
        pages.first { $0 !== viewController }
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController? {
        pages.first { $0 !== viewController }
    }

    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        self.completed.append(completed)
    }
}

@MainActor
@Suite("UIPageViewController corners", .headless)
struct PageViewControllerEdgeTests {
    private func shown(_ pages: UIPageViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = pages
        window.makeKeyAndVisible()
        Headless.runUntilIdle()
        return window
    }

    @Test func aLoopingBookTurnsForwardToThePageThatIsAlsoBefore() {
        let book = LoopingBook()
        let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pages.dataSource = book
        pages.delegate = book
        pages.setViewControllers([book.pages[0]], direction: .forward, animated: false)
        let window = shown(pages)
        window.drag(from: CGPoint(x: 340, y: 400), to: CGPoint(x: 100, y: 400))
        Headless.advance(by: 0.5)
        #expect(book.completed == [true])
        #expect(pages.viewControllers?.first === book.pages[1])
    }

    @Test func aDragThatTurnsBackPastTheStartSwitchesToTheOtherNeighbour() {
        let log = PageLog()
        let book = PageBook(count: 3, log: log)
        let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pages.dataSource = book
        pages.delegate = book
        pages.setViewControllers([book.pages[1]], direction: .forward, animated: false)
        let window = shown(pages)
        log.entries.removeAll()
        let touch = window.beginTouch(at: CGPoint(x: 200, y: 400))
        for x in stride(from: 180, through: 100, by: -20) {
            Headless.advance(by: 1.0 / 60)
            window.moveTouch(touch, to: CGPoint(x: CGFloat(x), y: 400))
        }
        for x in stride(from: 150, through: 390, by: 30) {
            Headless.advance(by: 1.0 / 60)
            window.moveTouch(touch, to: CGPoint(x: CGFloat(x), y: 400))
        }
        Headless.advance(by: 0.2)   // the finger rests: no flick
        window.endTouch(touch)
        Headless.advance(by: 0.5)
        // The turn switched to the page before; released short of half a page, it goes back.
        #expect(log.entries.filter { $0.hasPrefix("willTransitionTo") } == ["willTransitionTo [\"p2\"]", "willTransitionTo [\"p0\"]"])
        #expect(log.entries.last == "didFinish [\"p1\"] completed false")
        #expect(pages.viewControllers?.first === book.pages[1])
        #expect(pages.children.count == 1)
        #expect(book.pages[2].parent == nil && book.pages[0].parent == nil)
    }

    @Test func twoAnimatedTurnsInARowBothComplete() {
        let log = PageLog()
        let book = PageBook(count: 3, log: log)
        let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pages.dataSource = book
        pages.setViewControllers([book.pages[0]], direction: .forward, animated: false)
        _ = shown(pages)
        var finished: [Int] = []
        pages.setViewControllers([book.pages[1]], direction: .forward, animated: true) { _ in finished.append(1) }
        Headless.advance(by: 0.1)
        pages.setViewControllers([book.pages[2]], direction: .forward, animated: true) { _ in finished.append(2) }
        Headless.advance(by: 0.3)
        #expect(finished == [1, 2])
        #expect(log.entries.contains("p1.didAppear"))
        #expect(log.entries.last == "p2.didAppear")
        #expect(pages.children.count == 1)
    }

    @Test func aVerticalBookShowsNoPageControl() {
        let log = PageLog()
        let book = PageBook(count: 3, log: log)
        let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .vertical)
        pages.dataSource = book
        pages.setViewControllers([book.pages[0]], direction: .forward, animated: false)
        _ = shown(pages)
        #expect(!pages.view.subviews.contains { $0 is UIPageControl })
    }
    @Test func aPageCaughtMidTurnStaysUnderTheFingerUntilItLifts() throws {
        let book = LoopingBook()
        let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pages.dataSource = book
        pages.delegate = book
        pages.setViewControllers([book.pages[0]], direction: .forward, animated: false)
        let window = shown(pages)
        let scrollView = try #require(pages.view.subviews.compactMap { $0 as? UIScrollView }.first)
        window.drag(from: CGPoint(x: 340, y: 400), to: CGPoint(x: 100, y: 400))
        Headless.advance(by: 0.1)
        #expect(scrollView.isDecelerating)
        let caught = scrollView.contentOffset
        let finger = window.beginTouch(at: CGPoint(x: 200, y: 400))
        #expect(scrollView.contentOffset == caught)
        Headless.advance(by: 0.3)
        #expect(scrollView.contentOffset == caught)
        #expect(book.completed.isEmpty)
        #expect(pages.viewControllers?.first === book.pages[0])
        window.endTouch(finger)
        Headless.advance(by: 1)
        #expect(book.completed.count == 1)
        #expect(!scrollView.isDecelerating)
    }
}
