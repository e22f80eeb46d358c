// SearchControllerTests.swift: UISearchController (Text/UISearchController.swift) and
// navigationItem.searchController as Apple documents them: the search bar in a row under the
// navigation bar's title, activation by a tap in the field, the updater asked as the text changes,
// the results controller over the content once there is text, Cancel, and memory.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// Logs the search controller's delegate, its updater and the search bar's delegate, in order.
@MainActor
private final class SearchLog: NSObject, UISearchResultsUpdating, UISearchControllerDelegate, UISearchBarDelegate {
    var entries: [String] = []

    func updateSearchResults(for searchController: UISearchController) {
        entries.append("update '\(searchController.searchBar.text ?? "")' active=\(searchController.isActive)")
    }
    func willPresentSearchController(_ searchController: UISearchController) { entries.append("willPresent") }
    func didPresentSearchController(_ searchController: UISearchController) { entries.append("didPresent") }
    func willDismissSearchController(_ searchController: UISearchController) { entries.append("willDismiss") }
    func didDismissSearchController(_ searchController: UISearchController) { entries.append("didDismiss") }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { entries.append("didBeginEditing") }
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { entries.append("didEndEditing") }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { entries.append("cancelClicked") }
}

/// A delegate that presents the search interface itself (and does nothing).
@MainActor
private final class PresentingDelegate: UISearchControllerDelegate {
    var presented = 0
    func presentSearchController(_ searchController: UISearchController) { presented += 1 }
}

/// A weak reference, to see whether something was freed.
@MainActor
private struct Weak<Object: AnyObject> {
    weak var object: Object?
}

@MainActor
@Suite("Search controller", .headless)
struct SearchControllerTests {
    /// A controller with `searchController` in its navigation item, in a navigation controller
    /// (large titles when asked) in an iPhone 15 window.
    private func showSearchable(_ search: UISearchController, largeTitles: Bool = true) -> (UIWindow, UIViewController, UINavigationController) {
        HeadlessTrait.Screen.iPhone15.install()
        let content = UIViewController()
        content.title = "Mail"
        content.navigationItem.searchController = search
        let navigation = UINavigationController(rootViewController: content)
        navigation.navigationBar.prefersLargeTitles = largeTitles
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, content, navigation)
    }

    private func center(of view: UIView, in window: UIWindow) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)
    }

    @Test func defaultsAreUIKits() {
        let results = UIViewController()
        let search = UISearchController(searchResultsController: results)
        #expect(search.searchResultsController === results)
        #expect(search.searchBar === search.searchBar)
        #expect(!search.isActive)
        #expect(!search.obscuresBackgroundDuringPresentation)
        #expect(!search.dimsBackgroundDuringPresentation)
        #expect(search.hidesNavigationBarDuringPresentation)
        #expect(search.automaticallyShowsCancelButton)
        #expect(search.automaticallyShowsScopeBar)
        #expect(search.automaticallyShowsSearchResultsController)
        #expect(!search.showsSearchResultsController)
        #expect(search.searchResultsUpdater == nil)
        #expect(search.delegate == nil)
        #expect(UISearchController(searchResultsController: nil).searchResultsController == nil)
        let item = UINavigationItem(title: "Mail")
        #expect(item.searchController == nil)
        #expect(item.hidesSearchBarWhenScrolling)
    }

    @Test func theSearchBarSitsInA52PointRowUnderTheLargeTitle() {
        let search = UISearchController(searchResultsController: nil)
        let (window, content, navigation) = showSearchable(search)
        let bar = navigation.navigationBar
        #expect(bar.frame == CGRect(x: 0, y: 59, width: 393, height: CGFloat(44 + 52 + 52)))
        #expect(content.view.safeAreaInsets.top == CGFloat(59 + 44 + 52 + 52))
        #expect(search.searchBar.superview === bar)
        #expect(search.searchBar.frame == CGRect(x: 8, y: 96, width: 377, height: 52))
        let field = search.searchBar.searchTextField.convert(search.searchBar.searchTextField.bounds, to: window)
        #expect(field.minX == 16)
        #expect(field.height == 36)
        withExtendedLifetime(window) {}
    }

    @Test func withoutALargeTitleTheBarIs96PointsHigh() {
        let search = UISearchController(searchResultsController: nil)
        let (window, content, navigation) = showSearchable(search, largeTitles: false)
        #expect(navigation.navigationBar.frame.height == CGFloat(44 + 52))
        #expect(content.view.safeAreaInsets.top == CGFloat(59 + 44 + 52))
        content.navigationItem.searchController = nil
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 44)
        #expect(search.searchBar.superview == nil)
        withExtendedLifetime(window) {}
    }

    @Test func anActiveSearchHidesTheTitleRowAndCancelBringsItBack() throws {
        let search = UISearchController(searchResultsController: nil)
        let (window, content, navigation) = showSearchable(search)
        let bar = navigation.navigationBar
        window.tap(at: center(of: search.searchBar.searchTextField, in: window))
        window.layoutIfNeeded()
        #expect(bar.frame == CGRect(x: 0, y: 59, width: 393, height: 52))
        #expect(content.view.safeAreaInsets.top == CGFloat(59 + 52))
        #expect(search.searchBar.frame == CGRect(x: 8, y: 0, width: 377, height: 52))
        #expect(!bar.subviews.contains { ($0 as? UILabel)?.text == "Mail" })
        #expect(search.searchBar.searchTextField.isFirstResponder)
        let cancel = try #require(search.searchBar.subviews.compactMap { $0 as? UIButton }.first)
        window.tap(at: center(of: cancel, in: window))
        window.layoutIfNeeded()
        #expect(bar.frame.height == CGFloat(44 + 52 + 52))
        #expect(bar.subviews.contains { ($0 as? UILabel)?.text == "Mail" })
        #expect(search.searchBar.frame.minY == 96)
    }

    @Test func aSearchThatKeepsTheNavigationBarLeavesItsTitleRow() {
        let search = UISearchController(searchResultsController: nil)
        search.hidesNavigationBarDuringPresentation = false
        let (window, _, navigation) = showSearchable(search)
        search.isActive = true
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == CGFloat(44 + 52 + 52))
        #expect(navigation.navigationBar.subviews.contains { ($0 as? UILabel)?.text == "Mail" })
    }

    @Test func tappingTheFieldActivatesAndTypingAsksTheUpdaterInOrder() {
        let log = SearchLog()
        let search = UISearchController(searchResultsController: nil)
        search.searchResultsUpdater = log
        search.delegate = log
        search.searchBar.delegate = log
        let (window, _, _) = showSearchable(search)
        window.tap(at: center(of: search.searchBar.searchTextField, in: window))
        #expect(search.isActive)
        #expect(search.searchBar.searchTextField.isFirstResponder)
        #expect(search.searchBar.showsCancelButton)
        search.searchBar.searchTextField.typeText("ma")
        #expect(log.entries == [
            "willPresent", "update '' active=true", "didPresent", "didBeginEditing",
            "update 'm' active=true", "update 'ma' active=true",
        ])
        log.entries.removeAll()
        window.layoutIfNeeded()
        let cancel = search.searchBar.subviews.compactMap { $0 as? UIButton }.first { $0.currentTitle == "Cancel" }
        #expect(cancel != nil)
        if let cancel { window.tap(at: center(of: cancel, in: window)) }
        #expect(log.entries == ["cancelClicked", "willDismiss", "didEndEditing", "update '' active=false", "didDismiss"])
        #expect(!search.isActive)
        #expect(search.searchBar.text == "")
        #expect(!search.searchBar.showsCancelButton)
        #expect(!search.searchBar.searchTextField.isFirstResponder)
    }

    @Test func theResultsControllerShowsOverTheContentOnceThereIsText() throws {
        let results = UIViewController()
        let search = UISearchController(searchResultsController: results)
        let (window, _, navigation) = showSearchable(search)
        #expect(results.parent === search)
        window.tap(at: center(of: search.searchBar.searchTextField, in: window))
        #expect(results.viewIfLoaded?.window == nil)
        #expect(!search.showsSearchResultsController)
        search.searchBar.searchTextField.typeText("a")
        #expect(search.showsSearchResultsController)
        let resultsView = try #require(results.viewIfLoaded)
        #expect(resultsView.window === window)
        let frame = resultsView.convert(resultsView.bounds, to: window)
        #expect(frame == CGRect(x: 0, y: navigation.navigationBar.frame.maxY, width: 393,
                                height: 852 - navigation.navigationBar.frame.maxY))
        search.searchBar.searchTextField.deleteBackward()
        #expect(resultsView.window == nil)
        search.showsSearchResultsController = true
        #expect(!search.automaticallyShowsSearchResultsController)
        #expect(resultsView.window === window)
        search.isActive = false
        #expect(resultsView.window == nil)
    }

    @Test func anObscuredBackgroundIsDimmedAndATapOnItEndsTheSearch() {
        let log = SearchLog()
        let search = UISearchController(searchResultsController: nil)
        search.obscuresBackgroundDuringPresentation = true
        search.delegate = log
        let (window, _, navigation) = showSearchable(search)
        window.tap(at: center(of: search.searchBar.searchTextField, in: window))
        let dimming = search.view.subviews.first
        #expect(search.view.window === window)
        #expect(search.view.frame.minY == navigation.navigationBar.frame.maxY)
        #expect(dimming?.backgroundColor != nil)
        window.tap(at: CGPoint(x: 200, y: 600))
        #expect(!search.isActive)
        #expect(search.view.window == nil)
        #expect(log.entries == ["willPresent", "didPresent", "willDismiss", "didDismiss"])
    }

    @Test func aSearchBarInATableHeaderDimsTheWindowBelowIt() {
        let search = UISearchController(searchResultsController: nil)
        search.obscuresBackgroundDuringPresentation = true
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        search.searchBar.sizeToFit()
        table.tableHeaderView = search.searchBar
        let window = makeWindow(with: table)
        window.layoutIfNeeded()
        window.tap(at: center(of: search.searchBar.searchTextField, in: window))
        #expect(search.isActive)
        #expect(search.view.superview === window)
        #expect(search.view.frame == CGRect(x: 0, y: 56, width: 320, height: CGFloat(480 - 56)))
        search.isActive = false
        #expect(search.view.superview == nil)
    }

    @Test func settingIsActivePresentsWithoutEditing() {
        let log = SearchLog()
        let search = UISearchController(searchResultsController: nil)
        search.delegate = log
        search.searchResultsUpdater = log
        let (window, _, _) = showSearchable(search)
        search.isActive = true
        #expect(search.isActive)
        #expect(!search.searchBar.searchTextField.isFirstResponder)
        search.isActive = true
        search.isActive = false
        search.isActive = false
        #expect(log.entries == ["willPresent", "update '' active=true", "didPresent",
                                "willDismiss", "update '' active=false", "didDismiss"])
        withExtendedLifetime(window) {}
    }

    @Test func aDelegateThatPresentsItselfGetsTheCallInstead() {
        let delegate = PresentingDelegate()
        let search = UISearchController(searchResultsController: nil)
        search.obscuresBackgroundDuringPresentation = true
        search.delegate = delegate
        let (window, _, _) = showSearchable(search)
        search.isActive = true
        #expect(delegate.presented == 1)
        #expect(search.viewIfLoaded?.window == nil)
        withExtendedLifetime(window) {}
    }

    @Test func aReleasedSearchControllerIsFreedWithItsBarAndResults() {
        var search = Weak<UISearchController>()
        var bar = Weak<UISearchBar>()
        var results = Weak<UIViewController>()
        do {
            let resultsController = UIViewController()
            let controller = UISearchController(searchResultsController: resultsController)
            let log = SearchLog()
            controller.searchResultsUpdater = log
            controller.delegate = log
            let (window, content, _) = showSearchable(controller)
            window.tap(at: center(of: controller.searchBar.searchTextField, in: window))
            controller.searchBar.searchTextField.typeText("x")
            controller.isActive = false
            content.navigationItem.searchController = nil
            window.layoutIfNeeded()
            search.object = controller
            bar.object = controller.searchBar
            results.object = resultsController
            window.rootViewController = nil
            window.isHidden = true
        }
        #expect(search.object == nil)
        #expect(bar.object == nil)
        #expect(results.object == nil)
    }
}
