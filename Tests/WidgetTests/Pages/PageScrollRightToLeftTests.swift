// PageScrollRightToLeftTests.swift: a scroll-style UIPageViewController in a right-to-left
// interface mirrors its pages: the page after the shown one sits on its left, a drag rightwards
// turns forward and leftwards back (forceRightToLeft and the layout-direction trait alike).
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("UIPageViewController scroll style, right to left", .headless)
struct PageScrollRightToLeftTests {
    @Test func theNextPageSitsOnTheLeftOfTheShownOne() throws {
        let book = PageBook(count: 3, log: PageLog())
        let (pages, window) = shown(book, start: 1) { $0.view.semanticContentAttribute = .forceRightToLeft }
        #expect(pages.view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(book.pages[1].view.convert(book.pages[1].view.bounds, to: window).minX == 0)
        // Drag rightwards without lifting: the page after comes into view from the left.
        let finger = window.beginTouch(at: CGPoint(x: 100, y: 400))
        for step in 1...10 {
            Headless.advance(by: 1.0 / 60)
            window.moveTouch(finger, to: CGPoint(x: 100 + CGFloat(step) * 10, y: 400))
        }
        let next = try #require(book.pages[2].viewIfLoaded)
        #expect(next.window === window)
        #expect(next.convert(next.bounds, to: window).maxX < 390)
        #expect(book.log.entries.first == "willTransitionTo [\"p2\"]")
        window.endTouch(finger)
        Headless.advance(by: 1)
    }

    @Test func aDragRightwardsTurnsForwardWithForceRightToLeft() {
        let log = PageLog()
        let book = PageBook(count: 3, log: log)
        let (pages, window) = shown(book) { $0.view.semanticContentAttribute = .forceRightToLeft }
        window.drag(from: CGPoint(x: 50, y: 400), to: CGPoint(x: 300, y: 400))
        Headless.advance(by: 0.5)
        #expect(pages.viewControllers?.first === book.pages[1])
        #expect(log.entries.first == "willTransitionTo [\"p1\"]")
        #expect(log.entries.last == "didFinish [\"p0\"] completed true")
        #expect(book.pages[1].view.convert(book.pages[1].view.bounds, to: window).minX == 0)
    }

    @Test func aDragLeftwardsTurnsBackWithTheLayoutDirectionTrait() {
        let log = PageLog()
        let book = PageBook(count: 3, log: log)
        let (pages, window) = shown(book, start: 1) { $0.traitOverrides.layoutDirection = .rightToLeft }
        window.drag(from: CGPoint(x: 340, y: 400), to: CGPoint(x: 100, y: 400))
        Headless.advance(by: 0.5)
        #expect(pages.viewControllers?.first === book.pages[0])
        #expect(log.entries.first == "willTransitionTo [\"p0\"]")
    }

    @Test func theFirstPageHasNothingOnItsRight() {
        let log = PageLog()
        let book = PageBook(count: 3, log: log)
        let (pages, window) = shown(book) { $0.traitOverrides.layoutDirection = .rightToLeft }
        window.drag(from: CGPoint(x: 340, y: 400), to: CGPoint(x: 100, y: 400))
        Headless.advance(by: 0.5)
        #expect(pages.viewControllers?.first === book.pages[0])
        #expect(log.entries.isEmpty)
    }

    @Test func leftToRightADragRightwardsStillTurnsBack() {
        let log = PageLog()
        let book = PageBook(count: 3, log: log)
        let (pages, window) = shown(book, start: 1) { $0.view.semanticContentAttribute = .forceLeftToRight }
        window.drag(from: CGPoint(x: 50, y: 400), to: CGPoint(x: 300, y: 400))
        Headless.advance(by: 0.5)
        #expect(pages.viewControllers?.first === book.pages[0])
    }
}
