// BarHidingTests.swift: hidesBarsOnSwipe and hidesBarsOnTap through real drags and taps, their
// recognizers, and the settings kept without effect (Navigation/UINavigationController+BarHiding.swift).
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("Hiding the navigation bars on a swipe or a tap", .headless)
struct BarHidingTests {
    /// A shown navigation controller whose top controller has toolbar items and a button.
    private func screen(toolbar: Bool = true) -> (UINavigationController, UIWindow, UIButton) {
        let top = UIViewController()
        top.title = "Photos"
        if toolbar { top.toolbarItems = [UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)] }
        let button = UIButton(type: .system)
        button.setTitle("Like", for: .normal)
        button.frame = CGRect(x: 20, y: 300, width: 80, height: 44)
        top.view.addSubview(button)
        let navigation = UINavigationController(rootViewController: top)
        navigation.isToolbarHidden = false
        let window = makeShownWindow(root: navigation)
        Headless.runUntilIdle()
        return (navigation, window, button)
    }

    @Test func theSettingsAreOffByDefaultAndTheRecognizersDisabled() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        #expect(!navigation.hidesBarsOnSwipe)
        #expect(!navigation.hidesBarsOnTap)
        #expect(!navigation.hidesBarsWhenKeyboardAppears)
        #expect(!navigation.hidesBarsWhenVerticallyCompact)
        #expect(!navigation.barHideOnSwipeGestureRecognizer.isEnabled)
        #expect(!navigation.barHideOnTapGestureRecognizer.isEnabled)
        let view = navigation.view
        #expect(navigation.barHideOnSwipeGestureRecognizer.view === view)
        #expect(navigation.barHideOnTapGestureRecognizer.view === view)
    }

    @Test func anUpwardSwipeHidesBothBarsAndADownwardOneShowsThem() {
        let (navigation, window, _) = screen()
        navigation.hidesBarsOnSwipe = true
        #expect(navigation.barHideOnSwipeGestureRecognizer.isEnabled)

        window.drag(from: CGPoint(x: 160, y: 350), to: CGPoint(x: 160, y: 200))
        Headless.runUntilIdle()
        #expect(navigation.isNavigationBarHidden)
        #expect(navigation.isToolbarHidden)

        window.drag(from: CGPoint(x: 160, y: 200), to: CGPoint(x: 160, y: 350))
        Headless.runUntilIdle()
        #expect(!navigation.isNavigationBarHidden)
        #expect(!navigation.isToolbarHidden)
    }

    @Test func aSwipeInAScrollViewHidesTheBarsAndStillScrolls() {
        let top = UIViewController()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scroll.contentSize = CGSize(width: 320, height: 2000)
        top.view.addSubview(scroll)
        let navigation = UINavigationController(rootViewController: top)
        navigation.hidesBarsOnSwipe = true
        let window = makeShownWindow(root: navigation)
        Headless.runUntilIdle()
        let startOffset = scroll.contentOffset.y

        window.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200))
        Headless.runUntilIdle()

        #expect(navigation.isNavigationBarHidden)
        #expect(scroll.contentOffset.y > startOffset)
    }

    @Test func withoutToolbarItemsTheToolbarStays() {
        let (navigation, window, _) = screen(toolbar: false)
        navigation.hidesBarsOnSwipe = true
        window.drag(from: CGPoint(x: 160, y: 350), to: CGPoint(x: 160, y: 200))
        Headless.runUntilIdle()
        #expect(navigation.isNavigationBarHidden)
        #expect(!navigation.isToolbarHidden)
    }

    @Test func aTapInTheContentTogglesTheBars() {
        let (navigation, window, _) = screen()
        navigation.hidesBarsOnTap = true

        window.tap(at: CGPoint(x: 200, y: 240))
        Headless.runUntilIdle()
        #expect(navigation.isNavigationBarHidden)
        #expect(navigation.isToolbarHidden)

        window.tap(at: CGPoint(x: 200, y: 240))
        Headless.runUntilIdle()
        #expect(!navigation.isNavigationBarHidden)
        #expect(!navigation.isToolbarHidden)
    }

    /// The tap that toggles the bars does not take the touch from the content: a table row
    /// tapped under a controller that hides its bars on tap is still selected.
    @Test func aRowTappedWhileBarsHideOnTapIsStillSelected() throws {
        final class Rows: UITableViewController {
            var selected: [Int] = []
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                cell.textLabel?.text = "Row \(indexPath.row)"
                return cell
            }
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                selected.append(indexPath.row)
            }
        }
        let rows = Rows(style: .plain)
        let navigation = UINavigationController(rootViewController: rows)
        navigation.hidesBarsOnTap = true
        let window = showInWindow(navigation)
        let cell = try #require(rows.tableView.cellForRow(at: IndexPath(row: 3, section: 0)))
        let point = cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil)
        window.tap(at: point)
        Headless.runUntilIdle()
        #expect(rows.selected == [3])
        #expect(navigation.isNavigationBarHidden)
    }

    @Test func aTapOnAControlOrWithTheSettingOffChangesNothing() {
        let (navigation, window, button) = screen()
        var likes = 0
        button.addAction(UIAction { _ in likes += 1 }, for: .touchUpInside)

        window.tap(at: CGPoint(x: 200, y: 240))
        Headless.runUntilIdle()
        #expect(!navigation.isNavigationBarHidden)

        navigation.hidesBarsOnTap = true
        button.tap()
        Headless.runUntilIdle()
        #expect(likes == 1)
        #expect(!navigation.isNavigationBarHidden)
    }

    @Test func theKeyboardAndCompactSettingsAreKept() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.hidesBarsWhenKeyboardAppears = true
        navigation.hidesBarsWhenVerticallyCompact = true
        #expect(navigation.hidesBarsWhenKeyboardAppears)
        #expect(navigation.hidesBarsWhenVerticallyCompact)
    }
}
