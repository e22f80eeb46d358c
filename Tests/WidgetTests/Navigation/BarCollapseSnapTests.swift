// BarCollapseSnapTests.swift: a drag released with the navigation bar half collapsed does not
// leave it half-way, as on a device: the content goes on to where the large title's band (or the
// integrated search row) is fully open or fully shut, the nearer of the two from where the
// release would have let it rest (so a flick carries it on); the scroll view's delegate hears
// that target in `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` and may still
// move it; nothing snaps while the search is active.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("Navigation bar: a half-collapsed bar snaps open or shut when the finger lifts", .headless(screen: .iPhone15))
struct BarCollapseSnapTests {
    /// An inbox under a bar that prefers large titles (with a search controller when
    /// `searchable`), shown.
    private func makeInbox(searchable: Bool = false) -> (UINavigationBar, LargeTitleMailbox, UIWindow) {
        let inbox = LargeTitleMailbox(title: "Inbox", searchable: searchable)
        let navigation = UINavigationController(rootViewController: inbox)
        navigation.navigationBar.prefersLargeTitles = true
        return (navigation.navigationBar, inbox, showInWindow(navigation))
    }

    /// Drags the content up by `distance` points (down when negative; at least 11 either way):
    /// 11 points at once to start the pan (its translation counts them), then one point a frame,
    /// lifting the finger at that speed (60 points a second) unless it is held still first.
    private func drag(_ window: UIWindow, by distance: CGFloat, from y: CGFloat = 500, hold: Bool) {
        let direction: CGFloat = distance < 0 ? 1 : -1
        let touch = window.beginTouch(at: CGPoint(x: 200, y: y))
        var moved: CGFloat = 11
        Headless.advance(by: UIWindow.simulatedFrameDuration)
        window.moveTouch(touch, to: CGPoint(x: 200, y: y + direction * moved))
        while moved < abs(distance) {
            moved += 1
            Headless.advance(by: UIWindow.simulatedFrameDuration)
            window.moveTouch(touch, to: CGPoint(x: 200, y: y + direction * moved))
        }
        if hold { Headless.advance(by: 0.2) }
        window.endTouch(touch)
    }

    @Test func releasedLessThanHalfCollapsedTheLargeTitleOpensAgain() {
        let (bar, inbox, window) = makeInbox()
        defer { withExtendedLifetime(window) {} }
        let table: UITableView = inbox.tableView
        let touch = window.beginTouch(at: CGPoint(x: 200, y: 500))
        Headless.advance(by: UIWindow.simulatedFrameDuration)
        window.moveTouch(touch, to: CGPoint(x: 200, y: 480))
        Headless.advance(by: 0.2)
        // The finger still down, 20 of the band's 52 points have gone with it.
        #expect(bar.frame.height == 76)
        window.endTouch(touch)
        Headless.runUntilIdle()
        #expect(bar.frame.height == 96)
        #expect(table.contentOffset.y == -155)
        #expect(table.adjustedContentInset.top == 155)
    }

    @Test func releasedMoreThanHalfCollapsedTheLargeTitleCollapses() {
        let (bar, inbox, window) = makeInbox()
        defer { withExtendedLifetime(window) {} }
        let table: UITableView = inbox.tableView
        drag(window, by: 40, hold: true)
        Headless.runUntilIdle()
        #expect(bar.frame.height == 44)
        #expect(table.adjustedContentInset.top == 103)
        #expect(table.contentOffset.y == -103)
        #expect(!bar.subviews.contains { ($0 as? UILabel)?.font.pointSize == 34 })
    }

    @Test func aReleaseStillMovingCarriesTheBandToTheEndItWasGoingTo() {
        // Released with 20 of the band's 52 points collapsed: held still first, it opens.
        let (heldBar, heldInbox, heldWindow) = makeInbox()
        drag(heldWindow, by: 20, hold: true)
        Headless.runUntilIdle()
        #expect(heldBar.frame.height == 96)
        withExtendedLifetime((heldInbox, heldWindow)) {}
        // Lifted while moving up at 60 points a second, the content would go on 20 points,
        // past the middle: the band collapses.
        let (bar, inbox, window) = makeInbox()
        defer { withExtendedLifetime(window) {} }
        drag(window, by: 20, hold: false)
        #expect(inbox.proposedTargets == [-103])
        Headless.runUntilIdle()
        #expect(bar.frame.height == 44)
        #expect(inbox.tableView.contentOffset.y == -103)
    }

    @Test func aFlickDownFromAMostlyCollapsedBandOpensIt() {
        let (bar, inbox, window) = makeInbox()
        defer { withExtendedLifetime(window) {} }
        let table: UITableView = inbox.tableView
        drag(window, by: 40, hold: true)
        Headless.runUntilIdle()
        #expect(bar.frame.height == 44)
        // Down 20 points (32 of the band still collapsed), lifted moving down.
        drag(window, by: -20, from: 300, hold: false)
        Headless.runUntilIdle()
        #expect(bar.frame.height == 96)
        #expect(table.contentOffset.y == -155)
    }

    @Test func theSearchRowSnapsOnItsOwnBeforeTheLargeTitle() {
        let (bar, inbox, window) = makeInbox(searchable: true)
        defer { withExtendedLifetime(window) {} }
        let table: UITableView = inbox.tableView
        #expect(bar.frame.height == 148)
        // 20 of the search row's 52 points: it shows again.
        drag(window, by: 20, hold: true)
        Headless.runUntilIdle()
        #expect(bar.frame.height == 148)
        #expect(table.contentOffset.y == -207)
        #expect(inbox.search.searchBar.frame.height == 52)
        // 40 points: the search row goes, and the large title stays whole.
        drag(window, by: 40, hold: true)
        Headless.runUntilIdle()
        #expect(bar.frame.height == 96)
        #expect(table.contentOffset.y == -155)
        #expect(inbox.search.searchBar.frame.height == 0)
        #expect(bar.subviews.contains { ($0 as? UILabel)?.font.pointSize == 34 && $0.alpha == 1 })
        // From there, 20 points of the band: it opens again; the search row stays hidden.
        drag(window, by: 20, hold: true)
        Headless.runUntilIdle()
        #expect(bar.frame.height == 96)
        #expect(table.contentOffset.y == -155)
    }

    @Test func theDelegateHearsTheSnappedTargetAndMayMoveIt() {
        let (bar, inbox, window) = makeInbox()
        defer { withExtendedLifetime(window) {} }
        let table: UITableView = inbox.tableView
        drag(window, by: 20, hold: true)
        #expect(inbox.proposedTargets == [-155])
        Headless.runUntilIdle()
        #expect(bar.frame.height == 96)
        // A delegate that keeps the content where the finger left it has the last word.
        inbox.overridesTarget = { $0.contentOffset.y }
        drag(window, by: 20, hold: true)
        #expect(inbox.proposedTargets.last == -155)
        let left = table.contentOffset.y
        Headless.runUntilIdle()
        #expect(table.contentOffset.y == left)
        #expect(bar.frame.height == 76)
    }

    @Test func farFromTheBandTheTargetIsLeftAlone() {
        let (bar, inbox, window) = makeInbox()
        defer { withExtendedLifetime(window) {} }
        let table: UITableView = inbox.tableView
        table.contentOffset.y = 400
        window.layoutIfNeeded()
        #expect(bar.frame.height == 44)
        drag(window, by: 20, hold: true)
        #expect(inbox.proposedTargets == [table.contentOffset.y])
        Headless.runUntilIdle()
        #expect(table.contentOffset.y == inbox.proposedTargets[0])
    }

    @Test func nothingSnapsWhileTheSearchIsActive() {
        let (bar, inbox, window) = makeInbox(searchable: true)
        defer { withExtendedLifetime(window) {} }
        inbox.search.hidesNavigationBarDuringPresentation = false
        let field = inbox.search.searchBar.searchTextField
        window.tap(at: field.convert(CGPoint(x: field.bounds.midX, y: field.bounds.midY), to: window))
        window.layoutIfNeeded()
        #expect(inbox.search.isActive)
        #expect(bar.frame.height == 148)
        // Above the keyboard: 20 points of the large title's band go with the finger, and stay.
        drag(window, by: 20, from: 400, hold: true)
        Headless.runUntilIdle()
        #expect(bar.frame.height == 128)
    }

    @Test func nothingSnapsWhenTheAppTurnsScrollingOffMidDrag() {
        let (bar, inbox, window) = makeInbox()
        defer { withExtendedLifetime(window) {} }
        let table: UITableView = inbox.tableView
        let touch = window.beginTouch(at: CGPoint(x: 200, y: 500))
        Headless.advance(by: UIWindow.simulatedFrameDuration)
        window.moveTouch(touch, to: CGPoint(x: 200, y: 480))
        Headless.advance(by: 0.2)
        #expect(bar.frame.height == 76)
        let offset = table.contentOffset.y
        table.isScrollEnabled = false
        window.endTouch(touch)
        Headless.runUntilIdle()
        // The content stays where the finger left it; so does the half-collapsed band.
        #expect(table.contentOffset.y == offset)
        #expect(bar.frame.height == 76)
    }
}
