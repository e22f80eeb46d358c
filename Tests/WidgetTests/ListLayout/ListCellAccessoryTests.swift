// ListCellAccessoryTests.swift: a list cell's accessories (UICellAccessory) as UIKit documents
// them: system accessories at the trailing or leading edge beside the content view, the editing
// ones only while the collection view edits, custom views where their placement says, taps on the
// acting ones, and indentation.
import Foundation
import Testing
import HeadlessTesting
@testable import ViewWidgets

@MainActor
@Suite(.headless)
struct ListCellAccessoryTests {
    @Test func aDisclosureIndicatorSitsAtTheTrailingMarginAndNarrowsTheContent() throws {
        let screen = ListScreen(appearance: .insetGrouped, sections: [["General"]], accessories: [.disclosureIndicator()])
        let cell = try #require(screen.cell(0))
        let indicator = try #require(cell.subviews.first { $0 is ListAccessoryView })
        #expect(indicator.frame.maxX == cell.bounds.width - 16)
        #expect(cell.contentView.frame.minX == 0)
        #expect(cell.contentView.frame.maxX == indicator.frame.minX)
        #expect(cell.recursiveDescription().contains("'General'"))
    }

    @Test func editingAccessoriesShowOnlyWhileTheCollectionViewEdits() throws {
        let screen = ListScreen(appearance: .plain, sections: [["Milk", "Eggs"]],
                                accessories: [.delete(), .reorder(), .disclosureIndicator(displayed: .whenNotEditing)])
        let cell = try #require(screen.cell(0))
        func shown() -> [String] {
            cell.subviews.compactMap { $0 as? ListAccessoryView }.map { "\($0.accessory.kind)" }
        }
        #expect(shown() == ["disclosureIndicator"])
        #expect(!cell.configurationState.isEditing)
        screen.collectionView.isEditing = true
        screen.collectionView.layoutIfNeeded()
        #expect(shown() == ["delete", "reorder"])
        #expect(cell.configurationState.isEditing)
        let delete = try #require(cell.subviews.compactMap { $0 as? ListAccessoryView }.first)
        #expect(delete.frame.minX == 16)
        #expect(cell.contentView.frame.minX == delete.frame.maxX)
        screen.collectionView.isEditing = false
        screen.collectionView.layoutIfNeeded()
        #expect(shown() == ["disclosureIndicator"])
    }

    @Test func aTapOnTheDeleteAccessoryRunsItsHandlerAndSelectsNothing() throws {
        var deleted = 0
        let screen = ListScreen(appearance: .plain, sections: [["Milk"]], accessories: [.delete(actionHandler: { deleted += 1 })])
        screen.collectionView.isEditing = true
        screen.collectionView.allowsSelectionDuringEditing = true
        screen.collectionView.layoutIfNeeded()
        let cell = try #require(screen.cell(0))
        let delete = try #require(cell.subviews.compactMap { $0 as? ListAccessoryView }.first)
        #expect(delete.tap() === delete)
        #expect(deleted == 1)
        #expect(screen.collectionView.indexPathsForSelectedItems?.isEmpty ?? true)
    }

    @Test func whileEditingATapSelectsOnlyWhenSelectionDuringEditingIsAllowed() throws {
        let screen = ListScreen(appearance: .plain, sections: [["Milk", "Eggs"]], accessories: [.multiselect()])
        screen.collectionView.isEditing = true
        screen.collectionView.layoutIfNeeded()
        _ = try #require(screen.cell(0)).tap()
        #expect(screen.collectionView.indexPathsForSelectedItems?.isEmpty ?? true)
        screen.collectionView.allowsMultipleSelectionDuringEditing = true
        _ = try #require(screen.cell(0)).tap()
        _ = try #require(screen.cell(1)).tap()
        #expect(screen.collectionView.indexPathsForSelectedItems?.count == 2)
        screen.collectionView.layoutIfNeeded()
        let mark = try #require(screen.cell(0)?.subviews.compactMap { $0 as? ListAccessoryView }.first)
        #expect(mark.subviews.compactMap { ($0 as? UIImageView)?.image }.first == UIImage(systemName: "checkmark.circle.fill"))
    }

    @Test func aCustomViewGoesWhereItsPlacementSays() throws {
        let toggle = UISwitch()
        let screen = ListScreen(appearance: .insetGrouped, sections: [["Airplane Mode"]],
                                accessories: [.customView(configuration: .init(customView: toggle, placement: .trailing(displayed: .always)))])
        let cell = try #require(screen.cell(0))
        #expect(toggle.isDescendant(of: cell))
        let frame = toggle.convert(toggle.bounds, to: cell)
        #expect(frame.maxX == cell.bounds.width - 16)
        #expect(frame.size == CGSize(width: 51, height: 31))
        #expect(cell.contentView.frame.maxX <= frame.minX)
    }

    @Test func labelsAndCheckmarksShowInOrderAtTheTrailingEdge() throws {
        let screen = ListScreen(appearance: .plain, sections: [["Inbox"]], accessories: [.label(text: "12"), .checkmark()])
        let cell = try #require(screen.cell(0))
        let views = cell.subviews.compactMap { $0 as? ListAccessoryView }
        #expect(views.count == 2)
        #expect(views[0].frame.maxX == views[1].frame.minX)
        #expect(views[1].frame.maxX == cell.bounds.width - 16)
        #expect(views[0].subviews.contains { ($0 as? UILabel)?.text == "12" })
    }

    @Test func indentationMovesTheContentByItsWidthPerLevel() throws {
        let screen = ListScreen(appearance: .plain, sections: [["Nested"]])
        let cell = try #require(screen.cell(0))
        cell.indentationLevel = 2
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame.minX == 20)
        cell.indentationWidth = 15
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame.minX == 30)
        cell.prepareForReuse()
        #expect(cell.indentationLevel == 0)
    }

    @Test func rightToLeftTheAccessoriesTradeSides() throws {
        let screen = ListScreen(appearance: .plain, sections: [["General"]], accessories: [.disclosureIndicator()])
        screen.collectionView.semanticContentAttribute = .forceRightToLeft
        let cell = try #require(screen.cell(0))
        cell.semanticContentAttribute = .forceRightToLeft
        cell.setNeedsLayout()
        cell.layoutIfNeeded()
        let indicator = try #require(cell.subviews.first { $0 is ListAccessoryView })
        #expect(indicator.frame.minX == 16)
        #expect(cell.contentView.frame.minX == indicator.frame.maxX)
    }

    @Test func systemAccessoriesTakeTheSystemsOrderWhateverTheArraysOrder() throws {
        let screen = ListScreen(appearance: .plain, sections: [["Inbox"]], accessories: [.disclosureIndicator(), .label(text: "12")])
        let views = try #require(screen.cell(0)).subviews.compactMap { $0 as? ListAccessoryView }
        #expect(views.map { "\($0.accessory.kind)" }.first?.hasPrefix("label") == true)
        #expect(views.last.map { "\($0.accessory.kind)" } == "disclosureIndicator")
    }

    @Test func aReusedCellShowsOnlyItsNewCustomView() throws {
        let screen = ListScreen(appearance: .plain, sections: [["Wi-Fi"]])
        let cell = try #require(screen.cell(0))
        let first = UISwitch(), second = UISwitch()
        cell.accessories = [.customView(configuration: .init(customView: first, placement: .trailing()))]
        cell.layoutIfNeeded()
        cell.accessories = [.customView(configuration: .init(customView: second, placement: .trailing()))]
        cell.layoutIfNeeded()
        #expect(second.isDescendant(of: cell))
        #expect(!first.isDescendant(of: cell))
        cell.accessories = []
        cell.layoutIfNeeded()
        #expect(!second.isDescendant(of: cell))
    }

    @Test func aTapOnAPassiveCustomAccessorySelectsTheRow() throws {
        let badge = UIImageView(image: UIImage(systemName: "star.fill"))
        let screen = ListScreen(appearance: .plain, sections: [["Starred"]],
                                accessories: [.customView(configuration: .init(customView: badge, placement: .trailing(), maintainsFixedSize: true))])
        let frame = badge.convert(badge.bounds, to: nil)
        screen.window.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        #expect(screen.collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    }
}
