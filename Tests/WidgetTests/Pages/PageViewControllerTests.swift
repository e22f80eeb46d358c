// PageViewControllerTests.swift: UIPageViewController as Apple documents it: the scroll style
// turned by real drags, the delegate's and the pages' calls in UIKit's order, the page control,
// setViewControllers, spacing, the vertical axis, the page-curl style and misuse.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// A page that writes its appearance calls into a shared log.
@MainActor
final class LoggedPage: UIViewController {
    let name: String
    let log: PageLog

    init(_ name: String, log: PageLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.add("\(name).willAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.add("\(name).didAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.add("\(name).willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.add("\(name).didDisappear") }
}

/// What pages, data source and delegate did, in order.
@MainActor
final class PageLog {
    var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
}

/// A data source and delegate over a fixed list of pages.
@MainActor
final class PageBook: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    let pages: [LoggedPage]
    let log: PageLog
    var countsPages = true

    init(count: Int, log: PageLog) {
        self.log = log
        pages = (0..<count).map { LoggedPage("p\($0)", log: log) }
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(where: { $0 === viewController }), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(where: { $0 === viewController }), index + 1 < pages.count else { return nil }
        return pages[index + 1]
    }

    func presentationCount(for pageViewController: UIPageViewController) -> Int { countsPages ? pages.count : 0 }

    func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        guard let shown = pageViewController.viewControllers?.first else { return 0 }
        return pages.firstIndex { $0 === shown } ?? 0
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            willTransitionTo pendingViewControllers: [UIViewController]) {
        log.add("willTransitionTo \(pendingViewControllers.compactMap { ($0 as? LoggedPage)?.name })")
    }

    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        log.add("didFinish \(previousViewControllers.compactMap { ($0 as? LoggedPage)?.name }) completed \(completed)")
    }
}

@MainActor
@Suite("UIPageViewController", .headless)
struct PageViewControllerTests {
    /// A full-screen page view controller over `book`, showing its first page.
    private func shown(_ book: PageBook, style: UIPageViewController.TransitionStyle = .scroll,
                       orientation: UIPageViewController.NavigationOrientation = .horizontal,
                       options: [UIPageViewController.OptionsKey: Any]? = nil) -> (UIPageViewController, UIWindow) {
        WidgetTests.shown(book, style: style, orientation: orientation, options: options)
    }

    @Test func aSwipeTurnsToTheNextPageWithTheCallsInUIKitsOrder() {
        let log = PageLog()
        let book = PageBook(count: 3, log: log)
        let (pages, window) = shown(book)
        window.drag(from: CGPoint(x: 340, y: 400), to: CGPoint(x: 100, y: 400))
        Headless.advance(by: 0.5)
        #expect(pages.viewControllers?.first === book.pages[1])
        #expect(pages.children.count == 1 && pages.children.first === book.pages[1])
        #expect(log.entries == ["willTransitionTo [\"p1\"]", "p1.willAppear", "p0.willDisappear",
                                "p0.didDisappear", "p1.didAppear", "didFinish [\"p0\"] completed true"])
        #expect(book.pages[1].view.window === window)
        #expect(book.pages[0].viewIfLoaded?.window == nil)
    }

    @Test func aShortDragGoesBackAndTheDelegateHearsTheTurnDidNotComplete() {
        let log = PageLog()
        let book = PageBook(count: 3, log: log)
        let (pages, window) = shown(book)
        // The finger rests before it lifts: a flick would turn the page however short.
        window.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 240, y: 400), holdBeforeLifting: 0.2)
        Headless.advance(by: 0.5)
        #expect(pages.viewControllers?.first === book.pages[0])
        #expect(log.entries == ["willTransitionTo [\"p1\"]", "p1.willAppear", "p0.willDisappear",
                                "p1.willDisappear", "p0.willAppear", "p1.didDisappear", "p0.didAppear",
                                "didFinish [\"p0\"] completed false"])
        #expect(book.pages[1].parent == nil)
    }

    @Test func theFirstPageHasNothingBeforeIt() {
        let log = PageLog()
        let book = PageBook(count: 3, log: log)
        let (pages, window) = shown(book)
        window.drag(from: CGPoint(x: 50, y: 400), to: CGPoint(x: 300, y: 400))
        Headless.advance(by: 0.5)
        #expect(pages.viewControllers?.first === book.pages[0])
        #expect(log.entries.isEmpty)
    }

    @Test func thePageControlShowsTheCountAndFollowsTheSwipes() throws {
        let log = PageLog()
        let book = PageBook(count: 4, log: log)
        let (pages, window) = shown(book)
        let control = try #require(pages.view.subviews.compactMap { $0 as? UIPageControl }.first)
        #expect(control.numberOfPages == 4)
        #expect(control.currentPage == 0)
        #expect(control.frame.maxY == 844)
        #expect(book.pages[0].view.frame.height == 844 - control.frame.height)
        window.drag(from: CGPoint(x: 340, y: 400), to: CGPoint(x: 100, y: 400))
        Headless.advance(by: 0.5)
        #expect(control.currentPage == 1)
    }

    @Test func withoutAPresentationCountThereIsNoPageControl() {
        let log = PageLog()
        let book = PageBook(count: 2, log: log)
        book.countsPages = false
        let (pages, _) = shown(book)
        #expect(pages.view.subviews.contains { $0 is UIPageControl } == false)
        #expect(book.pages[0].view.frame.size == CGSize(width: 390, height: 844))
    }

    @Test func setViewControllersTurnsByCodeWithoutTellingTheDelegate() {
        let log = PageLog()
        let book = PageBook(count: 3, log: log)
        let (pages, _) = shown(book)
        var finished: Bool?
        pages.setViewControllers([book.pages[2]], direction: .forward, animated: true) { finished = $0 }
        #expect(pages.viewControllers?.first === book.pages[2])
        #expect(finished == nil)
        Headless.advance(by: 0.3)
        #expect(finished == true)
        #expect(log.entries == ["p2.willAppear", "p0.willDisappear", "p0.didDisappear", "p2.didAppear"])
    }

    @Test func theWrongNumberOfControllersIsUIKitsError() {
        let log = PageLog()
        let book = PageBook(count: 3, log: log)
        let (pages, _) = shown(book)
        let messages = Headless.recordingViolations {
            pages.setViewControllers([book.pages[1], book.pages[2]], direction: .forward, animated: false)
        }
        #expect(messages == ["The number of view controllers provided (2) doesn't match the number required (1) for the requested transition"])
        #expect(pages.viewControllers?.first === book.pages[0])
    }

    @Test func interPageSpacingSeparatesThePages() {
        let log = PageLog()
        let book = PageBook(count: 3, log: log)
        let (_, window) = shown(book, options: [.interPageSpacing: 20])
        let scrollView = book.pages[0].view.superview as? UIScrollView
        #expect(scrollView?.frame.width == 410)
        window.drag(from: CGPoint(x: 340, y: 400), to: CGPoint(x: 100, y: 400))
        #expect(book.pages[1].view.frame.minX == 410)
    }

    @Test func aVerticalPageViewControllerTurnsOnAnUpwardSwipe() {
        let log = PageLog()
        let book = PageBook(count: 2, log: log)
        book.countsPages = false
        let (pages, window) = shown(book, orientation: .vertical)
        window.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 200))
        Headless.advance(by: 0.5)
        #expect(pages.viewControllers?.first === book.pages[1])
    }

    @Test func aPageCurlBookTurnsOnADragAcrossThePage() {
        let log = PageLog()
        let book = PageBook(count: 2, log: log)
        let (pages, window) = shown(book, style: .pageCurl)
        #expect(pages.spineLocation == .min)
        #expect(pages.gestureRecognizers.count == 2)
        window.drag(from: CGPoint(x: 350, y: 400), to: CGPoint(x: 100, y: 400))
        #expect(pages.view.layer.animationKeys() == ["transition"])
        Headless.advance(by: 0.3)
        #expect(pages.viewControllers?.first === book.pages[1])
        #expect(log.entries.last == "didFinish [\"p0\"] completed true")
    }

    @Test func aMiddleSpineNeedsTwoPages() {
        let pages = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                         options: [.spineLocation: UIPageViewController.SpineLocation.mid.rawValue])
        #expect(pages.spineLocation == .mid)
        let messages = Headless.recordingViolations {
            pages.setViewControllers([UIViewController()], direction: .forward, animated: false)
        }
        #expect(messages == ["The number of view controllers provided (1) doesn't match the number required (2) for the requested transition"])
    }

    @Test func aPageViewControllerAndItsPagesAreFreedWithTheirWindow() {
        weak var freedPages: UIPageViewController?
        weak var freedPage: UIViewController?
        do {
            let log = PageLog()
            let book = PageBook(count: 3, log: log)
            let (pages, window) = shown(book)
            window.drag(from: CGPoint(x: 340, y: 400), to: CGPoint(x: 100, y: 400))
            Headless.advance(by: 0.5)
            freedPages = pages
            freedPage = book.pages[1]
            window.rootViewController = nil
        }
        Headless.runUntilIdle()
        #expect(freedPages == nil)
        #expect(freedPage == nil)
    }
}
