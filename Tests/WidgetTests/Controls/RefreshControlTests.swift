// RefreshControlTests.swift: UIRefreshControl (Scrolling/UIRefreshControl.swift) as Apple documents
// it: a drag that pulls the content down past the threshold sends `.valueChanged` once and keeps
// the control refreshing with 60 more points of top inset; endRefreshing() takes them away;
// beginRefreshing() in code sends nothing; memory and misuse as on a device.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// Counts `.valueChanged` and what the scroll view looked like at that moment.
@MainActor
private final class RefreshTarget: NSObject {
    var log: [String] = []
    weak var scrollView: UIScrollView?

    func refresh(_ sender: UIRefreshControl) {
        log.append("valueChanged refreshing=\(sender.isRefreshing) dragging=\(scrollView?.isDragging == true)")
    }
}

/// Two rows of text.
@MainActor
private final class TwoRows: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}

/// A weak reference, to see whether something was freed.
@MainActor
private struct Weak<Object: AnyObject> {
    weak var object: Object?
}

@MainActor
@Suite("Pull to refresh", .headless)
struct RefreshControlTests {
    /// A 320 x 480 scroll view with 1,000 points of content in a window, with a refresh control.
    private func makeScrollView(contentHeight: CGFloat = 1000) -> (UIWindow, UIScrollView, UIRefreshControl, RefreshTarget) {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.contentSize = CGSize(width: 320, height: contentHeight)
        let control = UIRefreshControl()
        let target = RefreshTarget()
        target.scrollView = scrollView
        control.addTarget(target, action: RefreshTarget.refresh, for: .valueChanged)
        scrollView.refreshControl = control
        let window = makeWindow(with: scrollView)
        window.layoutIfNeeded()
        return (window, scrollView, control, target)
    }

    @Test func defaultsAreUIKits() {
        let control = UIRefreshControl()
        #expect(!control.isRefreshing)
        #expect(control.attributedTitle == nil)
        #expect(UIScrollView().refreshControl == nil)
        #expect(UITableView().refreshControl == nil)
    }

    @Test func attachingPlacesTheControlAboveTheContentAcrossTheWidth() {
        let (_, scrollView, control, _) = makeScrollView()
        #expect(control.superview === scrollView)
        #expect(control.frame == CGRect(x: 0, y: -60, width: 320, height: 60))
        #expect(scrollView.adjustedContentInset.top == 0)
        scrollView.contentInset.top = 20
        control.beginRefreshing()
        #expect(control.frame == CGRect(x: 0, y: CGFloat(-20 - 60), width: 320, height: 60))
        #expect(scrollView.adjustedContentInset.top == CGFloat(20 + 60))
    }

    @Test func aPullPastTheThresholdSendsValueChangedOnceWhileTheFingerIsDown() {
        let (window, scrollView, control, target) = makeScrollView()
        let touch = window.beginTouch(at: CGPoint(x: 160, y: 100))
        window.moveTouch(touch, to: CGPoint(x: 160, y: 150))
        window.moveTouch(touch, to: CGPoint(x: 160, y: 250))
        #expect(target.log.isEmpty)                                  // pulled about 70 points
        #expect(scrollView.contentOffset.y < 0)
        window.moveTouch(touch, to: CGPoint(x: 160, y: 300))       // pulled about 95 points
        #expect(target.log == ["valueChanged refreshing=true dragging=true"])
        #expect(control.isRefreshing)
        window.moveTouch(touch, to: CGPoint(x: 160, y: 400))
        window.moveTouch(touch, to: CGPoint(x: 160, y: 320))
        #expect(target.log.count == 1)
        window.endTouch(touch)
        Headless.advance(by: 0.35)                                 // the content springs back, decelerating
        // The content rests with the spinner in sight: 60 points more of top inset.
        #expect(scrollView.adjustedContentInset.top == 60)
        #expect(scrollView.contentOffset.y == -60)
        #expect(control.isRefreshing)
    }

    @Test func endRefreshingSlidesTheContentBackToItsTop() {
        let (window, scrollView, control, target) = makeScrollView()
        window.drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 400))
        Headless.advance(by: 0.35)                                 // the content springs back, decelerating
        #expect(target.log.count == 1)
        #expect(scrollView.contentOffset.y == -60)
        control.endRefreshing()
        #expect(!control.isRefreshing)
        #expect(scrollView.adjustedContentInset.top == 0)
        Headless.advance(by: 0.35)
        #expect(scrollView.contentOffset.y == 0)
        // A new pull refreshes again.
        window.drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 400))
        #expect(target.log.count == 2)
    }

    @Test func aShortPullSpringsBackWithoutRefreshing() {
        let (window, scrollView, control, target) = makeScrollView()
        window.drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 220))
        Headless.advance(by: 0.35)                                 // the content springs back, decelerating
        #expect(target.log.isEmpty)
        #expect(!control.isRefreshing)
        #expect(scrollView.contentOffset.y == 0)
    }

    @Test func aPullWhileRefreshingSendsNothingMore() {
        let (window, _, control, target) = makeScrollView()
        window.drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 400))
        window.drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 450))
        #expect(target.log.count == 1)
        #expect(control.isRefreshing)
    }

    @Test func beginRefreshingInCodeSendsNoValueChangedAndDoesNotScroll() {
        let (_, scrollView, control, target) = makeScrollView()
        control.beginRefreshing()
        #expect(control.isRefreshing)
        #expect(target.log.isEmpty)
        #expect(scrollView.adjustedContentInset.top == 60)
        #expect(scrollView.contentOffset.y == 0)
        control.endRefreshing()
        #expect(scrollView.adjustedContentInset.top == 0)
        #expect(scrollView.contentOffset.y == 0)
    }

    @Test func aDisabledControlIsNotStartedByAPull() {
        let (window, _, control, target) = makeScrollView()
        control.isEnabled = false
        window.drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 400))
        #expect(target.log.isEmpty)
        #expect(!control.isRefreshing)
    }

    @Test func shortContentCannotBePulledUnlessItAlwaysBouncesVertically() {
        let (window, scrollView, control, target) = makeScrollView(contentHeight: 200)
        window.drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 400))
        #expect(target.log.isEmpty)
        #expect(!control.isRefreshing)
        scrollView.alwaysBounceVertical = true
        window.drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 400))
        #expect(target.log.count == 1)
    }

    @Test func aTableViewControllersRefreshControlIsItsTables() {
        HeadlessTrait.Screen.iPhone15.install()
        let controller = UITableViewController(style: .plain)
        let control = UIRefreshControl()
        controller.refreshControl = control
        #expect(controller.tableView.refreshControl === control)
        let navigation = UINavigationController(rootViewController: controller)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let top = controller.tableView.adjustedContentInset.top
        #expect(top == CGFloat(59 + 44))
        control.beginRefreshing()
        #expect(controller.tableView.adjustedContentInset.top == top + 60)
        control.endRefreshing()
        #expect(controller.tableView.adjustedContentInset.top == top)
        controller.refreshControl = nil
        #expect(control.superview == nil)
        withExtendedLifetime(window) {}
    }

    /// A table view always bounces vertically (UIKit's table sets `alwaysBounceVertical`; a
    /// scroll view and a collection view do not), so a table of two rows can be pulled to refresh.
    @Test func aShortTableIsPulledToRefreshWithoutSettingAnything() {
        #expect(UITableView().alwaysBounceVertical)
        #expect(!UITableView().alwaysBounceHorizontal)
        #expect(!UIScrollView().alwaysBounceVertical)
        #expect(!UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout()).alwaysBounceVertical)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let rows = TwoRows()
        table.dataSource = rows
        let control = UIRefreshControl()
        let target = RefreshTarget()
        target.scrollView = table
        control.addTarget(target, action: RefreshTarget.refresh, for: .valueChanged)
        table.refreshControl = control
        let window = makeWindow(with: table)
        window.layoutIfNeeded()
        #expect(table.contentSize.height < table.bounds.height)
        window.drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 400))
        #expect(target.log == ["valueChanged refreshing=true dragging=true"])
        withExtendedLifetime((window, rows)) {}
    }

    @Test func aCollectionViewRefreshesAndKeepsItsCellsInPlace() throws {
        final class Swatches: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "Swatch", for: indexPath)
            }
        }
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 90)
        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Swatch")
        let swatches = Swatches()
        grid.dataSource = swatches
        grid.alwaysBounceVertical = true                  // one row: short content, as apps set it
        let control = UIRefreshControl()
        let target = RefreshTarget()
        control.addTarget(target, action: RefreshTarget.refresh, for: .valueChanged)
        grid.refreshControl = control
        let window = makeWindow(with: grid)
        window.layoutIfNeeded()
        window.drag(from: CGPoint(x: 160, y: 150), to: CGPoint(x: 160, y: 450))
        Headless.advance(by: 0.35)                                 // the content springs back, decelerating
        #expect(target.log.count == 1)
        #expect(grid.contentOffset.y == -60)
        grid.layoutIfNeeded()
        #expect(control.superview === grid)
        let first = try #require(grid.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(first.frame.minY == 0)
        #expect(grid.convert(first.frame, to: window).minY == 60)   // below the spinner
        control.endRefreshing()
        Headless.advance(by: 0.35)
        #expect(grid.contentOffset.y == 0)
    }

    @Test func replacingARefreshingControlLogsUIKitsWarning() {
        let (_, scrollView, control, _) = makeScrollView()
        control.beginRefreshing()
        let messages = Headless.recordingViolations { scrollView.refreshControl = UIRefreshControl() }
        #expect(messages == ["Attempting to change the refresh control while it is not idle is strongly discouraged and probably won't work properly."])
        #expect(scrollView.adjustedContentInset.top == 0)
        #expect(control.superview == nil)
    }

    @Test func aControlMovedToAnotherScrollViewLeavesTheFirst() {
        let (_, scrollView, control, _) = makeScrollView()
        let other = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        other.refreshControl = control
        #expect(scrollView.refreshControl == nil)
        #expect(control.superview === other)
        #expect(control.frame.width == 200)
    }

    @Test func aReleasedScrollViewFreesItsRefreshControlAndTarget() {
        var control = Weak<UIRefreshControl>()
        var scroll = Weak<UIScrollView>()
        do {
            let (window, scrollView, refresh, _) = makeScrollView()
            window.drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 400))
            control.object = refresh
            scroll.object = scrollView
            scrollView.removeFromSuperview()
        }
        #expect(scroll.object == nil)
        #expect(control.object == nil)
    }
}
