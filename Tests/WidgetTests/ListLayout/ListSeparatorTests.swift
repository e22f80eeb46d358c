// ListSeparatorTests.swift: a list's separators in its picture, as UIListSeparatorConfiguration
// documents them: below each row from its text's leading edge, not below the last row of a grouped
// section, per item through itemSeparatorHandler, none when showsSeparators is false.
import Foundation
import Testing
import HeadlessTesting
import TestSupport
@testable import ViewWidgets

@MainActor
@Suite(.headless)
struct ListSeparatorTests {
    /// The separators drawn for the cell at `item`: the hairline rectangles of its picture group.
    private func separators(of item: Int, in screen: ListScreen) throws -> [ParsedElement] {
        let cell = try #require(screen.cell(item))
        let svg = try XMLTree.parse(screen.collectionView.renderSVG())
        let group = try #require(svg.descendants(named: "g").first { $0.children.first?.text == cell.description })
        // Hairlines: one pixel at scale 3. (A clipped cell's marks sit in its clipping group.)
        return group.descendants(named: "rect").filter { (Double($0["height"] ?? "") ?? 1) < 0.5 }
    }

    private func make(_ appearance: UICollectionLayoutListConfiguration.Appearance,
                      _ change: (inout UICollectionLayoutListConfiguration) -> Void = { _ in }) -> ListScreen {
        let screen = ListScreen(appearance: appearance, sections: [["Wi-Fi", "Bluetooth", "Cellular"]])
        var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        change(&configuration)
        screen.collectionView.collectionViewLayout = UICollectionViewCompositionalLayout.list(using: configuration)
        screen.collectionView.layoutIfNeeded()
        return screen
    }

    @Test func aGroupedSectionSeparatesItsRowsButNotTheLast() throws {
        let screen = make(.insetGrouped)
        let first = try separators(of: 0, in: screen)
        #expect(first.count == 1)
        // From the text (16 points in) to the row's end.
        #expect(first.first?["x"] == "16")
        #expect(first.first?["width"] == "342")
        #expect(try separators(of: 2, in: screen).isEmpty)
    }

    @Test func aPlainListSeparatesEveryRow() throws {
        #expect(try separators(of: 2, in: make(.plain)).count == 1)
    }

    @Test func theItemHandlerHidesOrInsetsOneRowsSeparators() throws {
        let screen = make(.plain) { configuration in
            configuration.itemSeparatorHandler = { indexPath, section in
                var separators = section
                if indexPath.item == 0 { separators.bottomSeparatorVisibility = .hidden }
                if indexPath.item == 1 { separators.bottomSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0) }
                if indexPath.item == 2 { separators.topSeparatorVisibility = .visible }
                return separators
            }
        }
        #expect(try separators(of: 0, in: screen).isEmpty)
        let inset = try separators(of: 1, in: screen)
        #expect(inset.first?["x"] == "0")
        #expect(inset.first?["width"] == "390")
        #expect(try separators(of: 2, in: screen).count == 2)
    }

    @Test func noSeparatorsWhenTheListShowsNone() throws {
        let screen = make(.plain) { $0.showsSeparators = false }
        #expect(try separators(of: 0, in: screen).isEmpty)
    }

    @Test func theDefaultsFollowTheAppearance() {
        let separators = UIListSeparatorConfiguration(listAppearance: .insetGrouped)
        #expect(separators.topSeparatorVisibility == .automatic)
        #expect(separators.bottomSeparatorVisibility == .automatic)
        #expect(separators.bottomSeparatorInsets == UIListSeparatorConfiguration.automaticInsets)
        #expect(separators.color == .separator)
        #expect(UICollectionLayoutListConfiguration(appearance: .plain).separatorConfiguration == UIListSeparatorConfiguration(listAppearance: .plain))
    }
}
