// SearchBarButtonsTests.swift: UISearchBar's bookmark and results list buttons (real taps reach
// the delegate), isEnabled, the scope bar's two-title minimum, setShowsScope, the icon and
// background images, the text input traits forwarded to the field, and the search text field's
// token settings.
import Foundation
import Testing
import HeadlessTesting
@testable import ViewWidgets

@MainActor
private final class ButtonLog: UISearchBarDelegate {
    var log: [String] = []
    func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) { log.append("bookmark") }
    func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) { log.append("results") }
}

@MainActor
@Suite(.headless)
struct SearchBarButtonsTests {
    private func shownBar() -> (UIWindow, UISearchBar) {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 40, width: 320, height: 56))
        let window = makeWindow(with: bar)
        window.layoutIfNeeded()
        return (window, bar)
    }

    @Test func defaultsAreUIKits() {
        let bar = UISearchBar()
        #expect(bar.barStyle == .default)
        #expect(bar.isTranslucent)
        #expect(!bar.showsBookmarkButton)
        #expect(!bar.showsSearchResultsButton)
        #expect(!bar.isSearchResultsButtonSelected)
        #expect(bar.isEnabled)
        #expect(bar.searchFieldBackgroundPositionAdjustment == UIOffset())
        #expect(bar.searchTextPositionAdjustment == UIOffset())
        #expect(bar.positionAdjustment(for: .clear) == UIOffset())
        #expect(bar.image(for: .search, state: .normal) == nil)
        #expect(bar.backgroundImage == nil)
        #expect(bar.scopeBarBackgroundImage == nil)
        #expect(bar.searchFieldBackgroundImage(for: .normal) == nil)
        #expect(bar.scopeBarButtonTitleTextAttributes(for: .normal) == nil)
        #expect(UISearchBar.Icon.resultsList.rawValue == 3)
        #expect(bar.enablesReturnKeyAutomatically)
        #expect(bar.spellCheckingType == .default)
        let field = bar.searchTextField
        #expect(field.allowsDeletingTokens)
        #expect(field.allowsCopyingTokens)
        #expect(field.searchSuggestions == nil)
    }

    @Test func tappingTheBookmarkButtonTellsTheDelegate() throws {
        let (window, bar) = shownBar()
        let delegate = ButtonLog()
        bar.delegate = delegate
        bar.showsBookmarkButton = true
        window.layoutIfNeeded()
        let button = try #require(bar.searchTextField.rightView as? UIButton)
        #expect(button.window === window)
        #expect(button.image(for: .normal) != nil)
        #expect(button.image(for: .normal)?.size.width ?? 0 > 0)
        window.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: window))
        #expect(delegate.log == ["bookmark"])
        bar.showsSearchResultsButton = true
        window.layoutIfNeeded()
        let results = try #require(bar.searchTextField.rightView as? UIButton)
        #expect(results.image(for: .normal) != nil)
        window.tap(at: results.convert(CGPoint(x: results.bounds.midX, y: results.bounds.midY), to: window))
        #expect(delegate.log == ["bookmark", "results"])
        bar.showsSearchResultsButton = false
        bar.showsBookmarkButton = false
        #expect(bar.searchTextField.rightView == nil)
    }

    @Test func aDisabledBarsBookmarkButtonDoesNotTellTheDelegate() throws {
        let (window, bar) = shownBar()
        let delegate = ButtonLog()
        bar.delegate = delegate
        bar.isEnabled = false
        bar.showsBookmarkButton = true
        window.layoutIfNeeded()
        let button = try #require(bar.searchTextField.rightView as? UIButton)
        #expect(!button.isEnabled)
        window.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: window))
        #expect(delegate.log.isEmpty)
        bar.isEnabled = true
        window.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: window))
        #expect(delegate.log == ["bookmark"])
        bar.isEnabled = false
        window.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: window))
        #expect(delegate.log == ["bookmark"])
    }

    @Test func hidingBothButtonsRestoresTheRightViewMode() {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
        bar.searchTextField.rightViewMode = .always
        bar.showsBookmarkButton = true
        #expect(bar.searchTextField.rightViewMode == .unlessEditing)
        bar.showsSearchResultsButton = true
        #expect(bar.searchTextField.rightViewMode == .unlessEditing)
        bar.showsSearchResultsButton = false
        bar.showsBookmarkButton = false
        #expect(bar.searchTextField.rightView == nil)
        #expect(bar.searchTextField.rightViewMode == .always)
    }

    @Test func aDisabledBarDoesNotBeginEditing() {
        let (window, bar) = shownBar()
        bar.isEnabled = false
        #expect(!bar.searchTextField.isEnabled)
        window.tap(at: bar.searchTextField.convert(CGPoint(x: 60, y: 18), to: window))
        #expect(!bar.searchTextField.isFirstResponder)
        bar.isEnabled = true
        window.tap(at: bar.searchTextField.convert(CGPoint(x: 60, y: 18), to: window))
        #expect(bar.searchTextField.isFirstResponder)
    }

    @Test func theScopeBarNeedsTwoTitles() {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
        bar.scopeButtonTitles = ["All"]
        bar.setShowsScope(true, animated: true)
        #expect(bar.showsScopeBar)
        #expect(bar.intrinsicContentSize.height == 56)
        bar.scopeButtonTitles = ["All", "Unread"]
        #expect(bar.intrinsicContentSize.height == 100)
        bar.setScopeBarButtonTitleTextAttributes([.foregroundColor: UIColor.systemRed], for: .normal)
        #expect(bar.scopeBarButtonTitleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .systemRed)
        bar.setShowsScope(false, animated: false)
        #expect(bar.intrinsicContentSize.height == 56)
    }

    @Test func imagesAndTraitsAreKeptAndForwarded() throws {
        let bar = UISearchBar()
        let star = try #require(UIImage(systemName: "star"))
        bar.setImage(star, for: .search, state: .normal)
        #expect(bar.image(for: .search, state: .normal) == star)
        #expect((bar.searchTextField.leftView as? UIImageView)?.image == star)
        bar.setPositionAdjustment(UIOffset(horizontal: 2, vertical: 1), for: .search)
        #expect(bar.positionAdjustment(for: .search) == UIOffset(horizontal: 2, vertical: 1))
        bar.setSearchFieldBackgroundImage(star, for: .normal)
        #expect(bar.searchFieldBackgroundImage(for: .normal) == star)
        bar.isSecureTextEntry = true
        bar.keyboardAppearance = .dark
        bar.textContentType = .username
        bar.smartQuotesType = .no
        #expect(bar.searchTextField.isSecureTextEntry)
        #expect(bar.searchTextField.keyboardAppearance == .dark)
        #expect(bar.searchTextField.textContentType == .username)
        #expect(bar.searchTextField.smartQuotesType == .no)
        let traits: any UITextInputTraits = bar
        #expect(traits.keyboardAppearance == .dark)
        let field = bar.searchTextField
        // The package's decided default (Docs/Differences.md): the field's tint colour, following it.
        #expect(field.tokenBackgroundColor == field.tintColor)
        field.tintColor = .systemPurple
        #expect(field.tokenBackgroundColor == .systemPurple)
        field.tokenBackgroundColor = .systemGreen
        #expect(field.tokenBackgroundColor == .systemGreen)
        field.tokenBackgroundColor = nil
        #expect(field.tokenBackgroundColor == .systemPurple)
    }
}
