// PageCurlTests.swift: a page-curl UIPageViewController turned as on a device: a tap near the
// edge of the page, and both gestures turning the other way in a right-to-left interface.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("UIPageViewController page curl", .headless)
struct PageCurlTests {
    /// A page-curl book of three pages on its second, shown in a 390 × 844 window; `setUp`
    /// runs before it shows (to set a layout direction).
    private func book(orientation: UIPageViewController.NavigationOrientation = .horizontal,
                      setUp: (UIPageViewController) -> Void = { _ in }) -> (UIPageViewController, PageBook, UIWindow) {
        let book = PageBook(count: 3, log: PageLog())
        let (pages, window) = shown(book, start: 1, style: .pageCurl, orientation: orientation, setUp: setUp)
        return (pages, book, window)
    }

    /// The name of the page shown.
    private func shownPage(_ pages: UIPageViewController) -> String? {
        (pages.viewControllers?.first as? LoggedPage)?.name
    }

    @Test func theBookHasAPanAndATapRecognizer() {
        let (pages, _, window) = book()
        #expect(pages.gestureRecognizers.count == 2)
        #expect(pages.gestureRecognizers.contains { $0 is UIPanGestureRecognizer })
        #expect(pages.gestureRecognizers.contains { $0 is UITapGestureRecognizer })
        #expect(pages.gestureRecognizers.allSatisfy { $0.view === pages.view })
        withExtendedLifetime(window) {}
    }

    @Test func aTapNearTheRightEdgeTurnsForwardAndNearTheLeftEdgeBack() {
        let (pages, book, window) = book()
        window.tap(at: CGPoint(x: 375, y: 400))
        #expect(pages.view.layer.animationKeys() == ["transition"])
        Headless.advance(by: 0.3)
        #expect(shownPage(pages) == "p2")
        #expect(book.log.entries.contains("willTransitionTo [\"p2\"]"))
        #expect(book.log.entries.last == "didFinish [\"p1\"] completed true")
        Headless.advance(by: 0.5)
        window.tap(at: CGPoint(x: 15, y: 400))
        Headless.advance(by: 0.3)
        #expect(shownPage(pages) == "p1")
        Headless.advance(by: 0.5)
        window.tap(at: CGPoint(x: 15, y: 400))
        Headless.advance(by: 0.3)
        #expect(shownPage(pages) == "p0")
        // No page before the first: a tap on the left edge does nothing.
        Headless.advance(by: 0.5)
        book.log.entries.removeAll()
        window.tap(at: CGPoint(x: 15, y: 400))
        Headless.advance(by: 0.3)
        #expect(shownPage(pages) == "p0")
        #expect(book.log.entries.filter { $0.hasPrefix("willTransitionTo") }.isEmpty)
    }

    @Test func aTapInTheMiddleOfThePageTurnsNothing() {
        let (pages, book, window) = book()
        window.tap(at: CGPoint(x: 195, y: 400))
        Headless.advance(by: 0.5)
        #expect(shownPage(pages) == "p1")
        #expect(book.log.entries.filter { $0.hasPrefix("willTransitionTo") || $0.hasPrefix("didFinish") }.isEmpty)
        // The tap was one: the same book turns on a tap near the edge.
        window.tap(at: CGPoint(x: 375, y: 400))
        Headless.advance(by: 0.3)
        #expect(shownPage(pages) == "p2")
    }

    @Test func aVerticalBookTurnsForwardOnATapNearTheBottom() {
        let (pages, book, window) = book(orientation: .vertical)
        window.tap(at: CGPoint(x: 195, y: 820))
        Headless.advance(by: 0.3)
        #expect(shownPage(pages) == "p2")
        Headless.advance(by: 0.5)
        window.tap(at: CGPoint(x: 195, y: 30))
        Headless.advance(by: 0.3)
        #expect(shownPage(pages) == "p1")
        withExtendedLifetime(book) {}
    }

    @Test func rightToLeftATapNearTheLeftEdgeTurnsForward() {
        // The data source is held weakly by the page view controller: the test keeps it.
        let (pages, book, window) = book { $0.view.semanticContentAttribute = .forceRightToLeft }
        #expect(pages.view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        window.tap(at: CGPoint(x: 15, y: 400))
        Headless.advance(by: 0.3)
        #expect(shownPage(pages) == "p2")
        Headless.advance(by: 0.5)
        window.tap(at: CGPoint(x: 375, y: 400))
        Headless.advance(by: 0.3)
        #expect(shownPage(pages) == "p1")
        withExtendedLifetime(book) {}
    }

    @Test func rightToLeftADragRightwardsTurnsForwardAndLeftwardsBack() {
        let (pages, book, window) = book { $0.traitOverrides.layoutDirection = .rightToLeft }
        window.drag(from: CGPoint(x: 60, y: 400), to: CGPoint(x: 320, y: 400))
        Headless.advance(by: 0.3)
        #expect(shownPage(pages) == "p2")
        #expect(book.log.entries.last == "didFinish [\"p1\"] completed true")
        Headless.advance(by: 0.5)
        window.drag(from: CGPoint(x: 320, y: 400), to: CGPoint(x: 60, y: 400))
        Headless.advance(by: 0.3)
        #expect(shownPage(pages) == "p1")
    }

    @Test func leftToRightADragLeftwardsTurnsForwardAndRightwardsBack() {
        let (pages, book, window) = book()
        window.drag(from: CGPoint(x: 320, y: 400), to: CGPoint(x: 60, y: 400))
        Headless.advance(by: 0.3)
        #expect(shownPage(pages) == "p2")
        #expect(book.log.entries.last == "didFinish [\"p1\"] completed true")
        Headless.advance(by: 0.5)
        window.drag(from: CGPoint(x: 60, y: 400), to: CGPoint(x: 320, y: 400))
        Headless.advance(by: 0.3)
        #expect(shownPage(pages) == "p1")
        withExtendedLifetime(book) {}
    }

    @Test func aTapInTheMiddleOfAPageSelectsATableRowAndATapNearTheEdgeStillTurns() {
        let (pages, book, window) = book()
        let source = RecordingTableSource(rowCounts: [20])
        let table = UITableView(frame: book.pages[1].view.bounds, style: .plain)
        table.dataSource = source
        table.delegate = source
        book.pages[1].view.addSubview(table)
        Headless.runUntilIdle()
        // Row 2 (44-point rows) under the middle of the page: the book's tap never begins,
        // so the table's touches are not cancelled and the row selects.
        window.tap(at: CGPoint(x: 195, y: 110))
        Headless.advance(by: 0.5)
        #expect(source.calls == ["willSelect 2", "didSelect 2"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(shownPage(pages) == "p1")
        // A tap in the trailing fifth, over the same table, turns the page.
        window.tap(at: CGPoint(x: 375, y: 400))
        Headless.advance(by: 0.3)
        #expect(shownPage(pages) == "p2")
        withExtendedLifetime(source) {}
    }
}
