// SearchScopeActivationTests.swift: UISearchController's scopeBarActivation modes (iOS 16) as the
// user taps the field and types, the search bar placement (stacked here) and search suggestions.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite(.headless)
struct SearchScopeActivationTests {
    private func show(_ search: UISearchController) -> UIWindow {
        HeadlessTrait.Screen.iPhone15.install()
        let content = UIViewController()
        content.navigationItem.searchController = search
        let navigation = UINavigationController(rootViewController: content)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    private func tapField(of search: UISearchController, in window: UIWindow) {
        let field = search.searchBar.searchTextField
        window.tap(at: field.convert(CGPoint(x: field.bounds.midX, y: field.bounds.midY), to: window))
    }

    @Test func onTextEntryShowsTheScopeBarOnceTypingBegins() {
        let search = UISearchController(searchResultsController: nil)
        search.searchBar.scopeButtonTitles = ["All", "Unread"]
        search.scopeBarActivation = .onTextEntry
        let window = show(search)
        tapField(of: search, in: window)
        #expect(search.isActive)
        #expect(!search.searchBar.showsScopeBar)
        search.searchBar.searchTextField.typeText("a")
        #expect(search.searchBar.showsScopeBar)
        search.isActive = false
        #expect(!search.searchBar.showsScopeBar)
    }

    @Test func manualLeavesTheScopeBarAlone() {
        let search = UISearchController(searchResultsController: nil)
        search.searchBar.scopeButtonTitles = ["All", "Unread"]
        search.scopeBarActivation = .manual
        let window = show(search)
        tapField(of: search, in: window)
        search.searchBar.searchTextField.typeText("a")
        #expect(!search.searchBar.showsScopeBar)
        search.searchBar.showsScopeBar = true
        search.isActive = false
        #expect(search.searchBar.showsScopeBar)
    }

    @Test func onSearchActivationShowsItWhenTheSearchBegins() {
        let search = UISearchController(searchResultsController: nil)
        search.searchBar.scopeButtonTitles = ["All", "Unread"]
        search.automaticallyShowsScopeBar = false
        search.scopeBarActivation = .onSearchActivation
        let window = show(search)
        tapField(of: search, in: window)
        #expect(search.searchBar.showsScopeBar)
        search.isActive = false
        #expect(!search.searchBar.showsScopeBar)
    }

    @Test func placementsSuggestionsAndDefaults() {
        let search = UISearchController(searchResultsController: nil)
        #expect(search.scopeBarActivation == .automatic)
        #expect(UISearchController.ScopeBarActivation.onSearchActivation.rawValue == 3)
        #expect(search.searchBarPlacement == .stacked)
        #expect(!search.ignoresSearchSuggestionsForSearchBarPlacementStacked)
        #expect(search.searchSuggestions == nil)
        let item = UINavigationItem(title: "Mail")
        #expect(item.preferredSearchBarPlacement == .automatic)
        item.preferredSearchBarPlacement = .inline
        #expect(item.preferredSearchBarPlacement == .inline)
        #expect(item.searchBarPlacement == .stacked)
        #expect(UINavigationItem.SearchBarPlacement.stacked.rawValue == 2)

        let icon = UIImage(systemName: "clock")
        search.searchSuggestions = [
            UISearchSuggestionItem(localizedSuggestion: "Mail"),
            UISearchSuggestionItem(localizedSuggestion: "Maps", localizedDescription: "Open Maps"),
            UISearchSuggestionItem(localizedSuggestion: "Music", localizedDescription: nil, iconImage: icon),
            UISearchSuggestionItem(localizedAttributedSuggestion: NSAttributedString(string: "Notes")),
            UISearchSuggestionItem(localizedAttributedSuggestion: NSAttributedString(string: "News"), localizedDescription: "N"),
            UISearchSuggestionItem(localizedAttributedSuggestion: NSAttributedString(string: "Photos"), localizedDescription: nil,
                                   iconImage: icon),
        ]
        let suggestions = search.searchSuggestions ?? []
        #expect(suggestions.map(\.localizedSuggestion) == ["Mail", "Maps", "Music", "Notes", "News", "Photos"])
        #expect(suggestions[1].localizedDescription == "Open Maps")
        #expect(suggestions[2].iconImage == icon)
        #expect(suggestions[0].localizedAttributedSuggestion == nil)
        #expect(suggestions[3].localizedAttributedSuggestion?.string == "Notes")
        let item0 = UISearchSuggestionItem(localizedSuggestion: "x")
        item0.representedObject = 7
        #expect(item0.representedObject as? Int == 7)
    }
}
