// ListCellAccessibilityTests.swift: a list cell reads as one element, as a table view's row does:
// labelled by its content (text, then secondary text), selected rows carry the `.selected` trait,
// and UI tests find a row with `app.cells["Inbox"]` while its text stays queryable inside it.
import Foundation
import Testing
import HeadlessTesting
@testable import ViewWidgets

@MainActor
@Suite("List cells as accessibility elements", .headless)
struct ListCellAccessibilityTests {
    @Test func aListRowIsOneElementLabelledByItsText() throws {
        let screen = ListScreen(appearance: .insetGrouped, sections: [["Inbox", "Drafts", "Sent"]])
        let cell = try #require(screen.cell(1))
        #expect(cell.isAccessibilityElement)
        #expect(cell.accessibilityLabel == "Drafts")
        // The row's label is the element; the text inside is not reached separately.
        let labels = screen.collectionView.accessibilityElementViews.compactMap(\.accessibilityLabel)
        #expect(labels == ["Inbox", "Drafts", "Sent"])
        #expect(screen.collectionView.accessibilityElementViews.allSatisfy { $0 is UICollectionViewListCell })
        withExtendedLifetime(screen) {}
    }

    @Test func secondaryTextFollowsTheTextAndAnAppsLabelWins() throws {
        let screen = ListScreen(appearance: .plain, sections: [["Inbox"]])
        let cell = try #require(screen.cell(0))
        var content = UIListContentConfiguration.valueCell()
        content.text = "Inbox"
        content.secondaryText = "12"
        cell.contentConfiguration = content
        // Read in reading order, from the laid-out frames: the value sits right of the text.
        cell.layoutIfNeeded()
        #expect(cell.accessibilityLabel == "Inbox, 12")
        cell.accessibilityLabel = "Inbox, 12 unread"
        #expect(cell.accessibilityLabel == "Inbox, 12 unread")
        cell.isAccessibilityElement = false
        #expect(!cell.isAccessibilityElement)
        withExtendedLifetime(screen) {}
    }

    @Test func aSelectedRowCarriesTheSelectedTrait() throws {
        let screen = ListScreen(appearance: .plain, sections: [["Inbox", "Drafts"]])
        screen.collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        let selected = try #require(screen.cell(1)), other = try #require(screen.cell(0))
        #expect(selected.accessibilityTraits.contains(.selected))
        #expect(!other.accessibilityTraits.contains(.selected))
        withExtendedLifetime(screen) {}
    }

    @Test func aUITestFindsARowByItsTextAndTapsIt() throws {
        final class Delegate: NSObject, UICollectionViewDelegate {
            var selected: [IndexPath] = []
            func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
                selected.append(indexPath)
            }
        }
        let screen = ListScreen(appearance: .insetGrouped, sections: [["Inbox", "Drafts", "Sent"]])
        let delegate = Delegate()
        screen.collectionView.delegate = delegate
        let app = XCUIApplication(window: screen.window)
        #expect(app.cells.count == 3)
        #expect(app.cells["Drafts"].exists)
        #expect(app.cells["Drafts"].staticTexts["Drafts"].exists)
        #expect(app.staticTexts["Sent"].exists)
        app.cells["Sent"].tap()
        #expect(delegate.selected == [IndexPath(item: 2, section: 0)])
        #expect(app.cells["Sent"].isSelected)
        withExtendedLifetime(screen) {}
    }
}
