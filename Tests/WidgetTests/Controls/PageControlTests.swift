// PageControlTests.swift: UIPageControl's pages and taps on either side of the current dot
// (Controls/UIPageControl.swift).
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("UIPageControl", .headless)
struct PageControlTests {
    /// A five-page control, 160 x 26 at (80, 400), in a visible window, its events logged.
    private func makePageControl() -> (UIWindow, UIPageControl, ControlLog) {
        let window = makeControlWindow()
        let control = UIPageControl(frame: CGRect(x: 80, y: 400, width: 160, height: 26))
        control.numberOfPages = 5
        window.addSubview(control)
        let log = ControlLog()
        recordEvents(of: control, into: log)
        return (window, control, log)
    }

    @Test func pagesAndTheCurrentPageStayInRange() {
        let control = UIPageControl()
        #expect(control.numberOfPages == 0 && control.currentPage == 0)
        control.numberOfPages = 3
        control.currentPage = 7
        #expect(control.currentPage == 2)
        control.numberOfPages = 2
        #expect(control.currentPage == 1)
        control.currentPage = -4
        #expect(control.currentPage == 0)
        #expect(control.size(forNumberOfPages: 4) == CGSize(width: 64, height: 26))
    }

    @Test func aTapRightOfTheCurrentDotGoesToTheNextPage() {
        let (window, control, log) = makePageControl()

        #expect(window.tap(at: CGPoint(x: 220, y: 413)) === control)

        #expect(control.currentPage == 1)
        #expect(log.entries == ["touchDown", "valueChanged", "touchUpInside"])
    }

    @Test func aTapLeftOfTheCurrentDotGoesBack() {
        let (window, control, _) = makePageControl()
        control.currentPage = 3

        window.tap(at: CGPoint(x: 90, y: 413))

        #expect(control.currentPage == 2)
    }

    @Test func aTapOutwardAtTheLastPageDoesNothing() {
        let (window, control, log) = makePageControl()
        control.currentPage = 4

        window.tap(at: CGPoint(x: 235, y: 413))

        #expect(control.currentPage == 4)
        #expect(!log.entries.contains("valueChanged"))
    }

    @Test func aDragThatEndsOutsideChangesNothing() {
        let (window, control, _) = makePageControl()

        window.drag(from: CGPoint(x: 220, y: 413), to: CGPoint(x: 220, y: 100))

        #expect(control.currentPage == 0)
    }

    @Test func settingThePageInCodeSendsNothing() {
        let (_, control, log) = makePageControl()
        control.currentPage = 2
        #expect(log.entries.isEmpty)
        #expect(control.description.contains("currentPage = 2; numberOfPages = 5"))
    }
}
