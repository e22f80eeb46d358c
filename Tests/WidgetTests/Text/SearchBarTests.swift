// SearchBarTests.swift: UISearchBar (Text/UISearchBar.swift): its field's editing reaching the
// search bar's delegate in order, the Search key, the clear and Cancel buttons, and its layout.

import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// Logs every search bar delegate call.
@MainActor
private final class RecordingSearchDelegate: UISearchBarDelegate {
    var log: [String] = []
    var resignsOnSearch = false

    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { log.append("shouldBegin"); return true }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { log.append("didBegin") }
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { log.append("shouldEnd"); return true }
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { log.append("didEnd") }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { log.append("textDidChange '\(searchText)'") }
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        log.append("shouldChange {\(range.location), \(range.length)} '\(text)'")
        return true
    }
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
        log.append("search")
        if resignsOnSearch { searchBar.resignFirstResponder() }
    }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { log.append("cancel") }
}

@MainActor
@Suite(.headless)
struct SearchBarTests {
    @Test func defaultsAreUIKits() {
        let searchBar = UISearchBar()
        #expect(searchBar.text == "")
        #expect(searchBar.placeholder == nil)
        #expect(!searchBar.showsCancelButton)
        #expect(searchBar.returnKeyType == .search)
        #expect(searchBar.searchBarStyle == .default)
        #expect(searchBar.intrinsicContentSize.height == 56)
        searchBar.sizeToFit()
        #expect(searchBar.frame.height == 56)
        #expect(searchBar.searchTextField.clearButtonMode == .whileEditing)
    }

    @Test func theFieldsEditingReachesTheSearchBarsDelegateInOrder() throws {
        let delegate = RecordingSearchDelegate()
        let searchBar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
        searchBar.delegate = delegate
        let window = makeWindow(with: searchBar)
        searchBar.layoutIfNeeded()

        #expect(searchBar.becomeFirstResponder())
        #expect(searchBar.searchTextField.isFirstResponder)
        searchBar.searchTextField.typeText("ca")
        let clear = searchBar.searchTextField.clearButtonRect(forBounds: searchBar.searchTextField.bounds)
        window.tap(at: searchBar.searchTextField.convert(CGPoint(x: clear.midX, y: clear.midY), to: window))
        searchBar.searchTextField.typeText("dog\n")
        #expect(delegate.log == [
            "shouldBegin", "didBegin",
            "shouldChange {0, 0} 'c'", "textDidChange 'c'", "shouldChange {1, 0} 'a'", "textDidChange 'ca'",
            "textDidChange ''",
            "shouldChange {0, 0} 'd'", "textDidChange 'd'", "shouldChange {1, 0} 'o'", "textDidChange 'do'",
            "shouldChange {2, 0} 'g'", "textDidChange 'dog'", "search",
        ])
        #expect(searchBar.text == "dog")
        #expect(searchBar.searchTextField.isFirstResponder)        // Search keeps editing
        delegate.log.removeAll()
        #expect(searchBar.resignFirstResponder())
        #expect(delegate.log == ["shouldEnd", "didEnd"])
    }

    @Test func theCancelButtonShowsAtTheRightAndTellsTheDelegate() throws {
        let delegate = RecordingSearchDelegate()
        let searchBar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
        searchBar.delegate = delegate
        makeWindow(with: searchBar)
        searchBar.layoutIfNeeded()
        #expect(searchBar.searchTextField.frame == CGRect(x: 8, y: 10, width: 304, height: 36))

        searchBar.setShowsCancelButton(true, animated: true)
        searchBar.layoutIfNeeded()
        let cancel = try #require(searchBar.subviews.compactMap { $0 as? UIButton }.first)
        #expect(cancel.currentTitle == "Cancel")
        #expect(cancel.frame.maxX == 312)
        #expect(searchBar.searchTextField.frame.maxX == cancel.frame.minX - 8)
        cancel.tap()
        #expect(delegate.log == ["cancel"])
    }

    @Test func settingTheTextInCodeTellsNobody() {
        let delegate = RecordingSearchDelegate()
        let searchBar = UISearchBar()
        searchBar.delegate = delegate
        searchBar.text = "query"
        #expect(searchBar.searchTextField.text == "query")
        #expect(delegate.log.isEmpty)
    }
}
