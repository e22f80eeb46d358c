// PageProgrammaticSlideTests.swift: an animated setViewControllers on scroll-style pages slides
// the new page in from the side its direction gives (mirrored right to left) over UIKit's animated
// scroll, completes with true at its end, and tells the delegate nothing (its methods are for
// gesture-driven turns only, as Apple documents them).
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("UIPageViewController scroll style: animated setViewControllers slides", .headless)
struct PageProgrammaticSlideTests {
    /// Where `page`'s view is drawn in the window now (its scroll view's presentation counted).
    private func drawnMinX(of page: UIViewController, in window: UIWindow) -> CGFloat? {
        guard let view = page.viewIfLoaded, let scrollView = view.superview as? UIScrollView,
              let shown = scrollView.layer.presentation() else { return nil }
        let inScrollView = view.frame.minX - shown.bounds.minX
        return scrollView.convert(CGPoint(x: scrollView.bounds.minX + inScrollView, y: 0), to: window).x
    }

    @Test func forwardTheNewPageSlidesInFromTheRightAndTheCompletionRunsAtTheEnd() throws {
        let book = PageBook(count: 4, log: PageLog())
        let (pages, window) = shown(book, start: 0)
        var finished: [Bool] = []
        pages.setViewControllers([book.pages[3]], direction: .forward, animated: true) { finished.append($0) }
        Headless.advance(by: 0.15)
        // Mid-flight both pages are on screen: the old one leaving on the left, the new one coming from the right.
        let old = try #require(drawnMinX(of: book.pages[0], in: window))
        let new = try #require(drawnMinX(of: book.pages[3], in: window))
        #expect(old < 0 && old > -390)
        #expect(new > 0 && new < 390)
        #expect(abs(new - old - 390) < 0.5)
        #expect(book.pages[0].viewIfLoaded?.window === window)
        #expect(finished.isEmpty)
        Headless.advance(by: 0.2)
        #expect(finished == [true])
        #expect(drawnMinX(of: book.pages[3], in: window) == 0)
        #expect(book.pages[0].viewIfLoaded?.superview == nil)
        #expect(book.log.entries == ["p3.willAppear", "p0.willDisappear", "p0.didDisappear", "p3.didAppear"])
        // Its neighbour, asked once it settled, comes in with a drag.
        window.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 300, y: 400), steps: 10)
        Headless.advance(by: 1)
        #expect(pages.viewControllers?.first === book.pages[2])
    }

    @Test func reverseTheNewPageSlidesInFromTheLeft() throws {
        let book = PageBook(count: 4, log: PageLog())
        let (pages, window) = shown(book, start: 3)
        pages.setViewControllers([book.pages[0]], direction: .reverse, animated: true)
        Headless.advance(by: 0.15)
        let old = try #require(drawnMinX(of: book.pages[3], in: window))
        let new = try #require(drawnMinX(of: book.pages[0], in: window))
        #expect(new < 0 && new > -390)
        #expect(old > 0 && old < 390)
        Headless.advance(by: 0.2)
        #expect(drawnMinX(of: book.pages[0], in: window) == 0)
        #expect(book.log.entries == ["p0.willAppear", "p3.willDisappear", "p3.didDisappear", "p0.didAppear"])
    }

    @Test func rightToLeftForwardComesInFromTheLeft() throws {
        let book = PageBook(count: 4, log: PageLog())
        let (pages, window) = shown(book, start: 0) { $0.view.semanticContentAttribute = .forceRightToLeft }
        pages.setViewControllers([book.pages[2]], direction: .forward, animated: true)
        Headless.advance(by: 0.15)
        let old = try #require(drawnMinX(of: book.pages[0], in: window))
        let new = try #require(drawnMinX(of: book.pages[2], in: window))
        #expect(new < 0 && new > -390)
        #expect(old > 0 && old < 390)
        Headless.advance(by: 0.2)
        #expect(drawnMinX(of: book.pages[2], in: window) == 0)
        #expect(pages.viewControllers?.first === book.pages[2])
    }

    @Test func theDelegateHearsNothingOfAProgrammaticTurn() {
        let book = PageBook(count: 4, log: PageLog())
        let (pages, _) = shown(book, start: 1)
        pages.setViewControllers([book.pages[2]], direction: .forward, animated: true)
        Headless.runUntilIdle()
        #expect(!book.log.entries.contains { $0.hasPrefix("willTransitionTo") || $0.hasPrefix("didFinish") })
        #expect(pages.viewControllers?.first === book.pages[2])
    }

    @Test func aDragDuringTheSlideTurnsNothingAndAnAppsLockOnThePagesStays() throws {
        let book = PageBook(count: 4, log: PageLog())
        let (pages, window) = shown(book, start: 1)
        let scrollView = try #require(pages.view.subviews.compactMap { $0 as? UIScrollView }.first)
        pages.setViewControllers([book.pages[2]], direction: .forward, animated: true)
        Headless.advance(by: 0.1)
        // The app locks paging while the slide runs, as a quiz locks it until an answer.
        scrollView.isUserInteractionEnabled = false
        window.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 50, y: 400), steps: 5)
        Headless.runUntilIdle()
        #expect(pages.viewControllers?.first === book.pages[2])
        #expect(scrollView.isUserInteractionEnabled == false)
    }

    @Test func aSecondAnimatedTurnMidSlideEndsOnItsPageAndBothCompletionsRun() {
        let book = PageBook(count: 4, log: PageLog())
        let (pages, window) = shown(book, start: 0)
        defer { withExtendedLifetime(window) {} }
        var finished: [String] = []
        pages.setViewControllers([book.pages[1]], direction: .forward, animated: true) { _ in finished.append("first") }
        Headless.advance(by: 0.1)
        pages.setViewControllers([book.pages[3]], direction: .forward, animated: true) { _ in finished.append("second") }
        Headless.runUntilIdle()
        #expect(pages.viewControllers?.first === book.pages[3])
        #expect(finished.sorted() == ["first", "second"])
        #expect(book.pages[3].viewIfLoaded?.window === window)
    }

    @Test func notAnimatedThePageChangesAtOnce() {
        let book = PageBook(count: 4, log: PageLog())
        let (pages, window) = shown(book, start: 0)
        var finished: Bool?
        pages.setViewControllers([book.pages[2]], direction: .forward, animated: false) { finished = $0 }
        #expect(finished == true)
        #expect(drawnMinX(of: book.pages[2], in: window) == 0)
        #expect(book.pages[0].viewIfLoaded?.superview == nil)
    }
}
