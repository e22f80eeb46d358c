// SearchBarScopeTests.swift: the search bar's scope bar (Text/UISearchBar+Scope.swift): a segmented
// control under the field whose taps reach the delegate, shown by a search controller while
// active; and the search field's tokens.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// Logs scope changes.
@MainActor
private final class ScopeLog: UISearchBarDelegate {
    var scopes: [Int] = []
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
        scopes.append(selectedScope)
    }
}

@MainActor
@Suite("Search bar scope bar and tokens", .headless)
struct SearchBarScopeTests {
    @Test func defaultsAreUIKits() {
        let searchBar = UISearchBar()
        #expect(searchBar.scopeButtonTitles == nil)
        #expect(!searchBar.showsScopeBar)
        #expect(searchBar.selectedScopeButtonIndex == 0)
        #expect(searchBar.searchTextField.tokens.isEmpty)
    }

    @Test func theScopeBarShowsUnderTheFieldAndTapsReachTheDelegate() throws {
        let log = ScopeLog()
        let searchBar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
        searchBar.delegate = log
        searchBar.scopeButtonTitles = ["All", "Unread", "Flagged"]
        #expect(searchBar.intrinsicContentSize.height == 56)        // titles alone show nothing
        searchBar.showsScopeBar = true
        #expect(searchBar.intrinsicContentSize.height == CGFloat(56 + 44))
        searchBar.sizeToFit()
        let window = makeWindow(with: searchBar)
        searchBar.layoutIfNeeded()
        #expect(searchBar.frame.height == 100)
        #expect(searchBar.searchTextField.frame == CGRect(x: 8, y: 10, width: 304, height: 36))
        let scope = try #require(searchBar.subviews.compactMap { $0 as? UISegmentedControl }.first)
        #expect(scope.frame == CGRect(x: 8, y: 62, width: 304, height: 32))
        #expect(scope.numberOfSegments == 3)
        #expect(scope.titleForSegment(at: 1) == "Unread")
        #expect(scope.selectedSegmentIndex == 0)

        window.tap(at: scope.convert(CGPoint(x: scope.bounds.width * 5 / 6, y: 16), to: window))
        #expect(log.scopes == [2])
        #expect(searchBar.selectedScopeButtonIndex == 2)
        searchBar.selectedScopeButtonIndex = 1                     // in code: nobody is told
        #expect(scope.selectedSegmentIndex == 1)
        #expect(log.scopes == [2])

        searchBar.showsScopeBar = false
        searchBar.layoutIfNeeded()
        #expect(scope.superview == nil)
    }

    @Test func anActiveSearchControllerShowsTheScopeBarAndTheNavigationBarGrows() {
        HeadlessTrait.Screen.iPhone15.install()
        let search = UISearchController(searchResultsController: nil)
        search.searchBar.scopeButtonTitles = ["All", "Unread"]
        let content = UIViewController()
        content.navigationItem.searchController = search
        let navigation = UINavigationController(rootViewController: content)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == CGFloat(44 + 52))
        search.isActive = true
        window.layoutIfNeeded()
        #expect(search.searchBar.showsScopeBar)
        // The title row hides while searching: the search row and the scope bar are the bar.
        #expect(navigation.navigationBar.frame.height == CGFloat(52 + 44))
        #expect(content.view.safeAreaInsets.top == CGFloat(59 + 52 + 44))
        search.hidesNavigationBarDuringPresentation = false
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == CGFloat(44 + 52 + 44))
        #expect(content.view.safeAreaInsets.top == CGFloat(59 + 44 + 52 + 44))
        search.isActive = false
        window.layoutIfNeeded()
        #expect(!search.searchBar.showsScopeBar)
        #expect(navigation.navigationBar.frame.height == CGFloat(44 + 52))
    }

    @Test func tokensAreInsertedAndRemovedAndBadIndexesAreReported() {
        let field = UISearchBar().searchTextField
        let mail = UISearchToken(icon: nil, text: "Mail")
        mail.representedObject = "mail"
        field.insertToken(mail, at: 0)
        field.insertToken(UISearchToken(icon: nil, text: "Photos"), at: 1)
        #expect(field.tokens.map(\.text) == ["Mail", "Photos"])
        #expect(field.tokens.first?.representedObject as? String == "mail")
        let messages = Headless.recordingViolations {
            field.insertToken(UISearchToken(icon: nil, text: "Late"), at: 5)
            field.removeToken(at: 2)
        }
        #expect(messages.count == 2)
        #expect(field.tokens.count == 2)
        field.removeToken(at: 0)
        #expect(field.tokens.map(\.text) == ["Photos"])
        field.tokens = []
        #expect(field.tokens.isEmpty)
    }
}
