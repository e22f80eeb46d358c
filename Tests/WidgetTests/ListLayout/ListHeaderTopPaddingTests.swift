// ListHeaderTopPaddingTests.swift: UICollectionLayoutListConfiguration.headerTopPadding (iOS 15),
// "the amount of padding above each section header", nil (automatic) by default: automatic puts
// the room a plain table leaves above its headers (22 points) above each supplementary header of
// a plain list, and none in grouped lists; an explicit value is used as it is. The room is part
// of the section, and a header pinned at the top of a plain list leaves it behind.
import Foundation
import Testing
import HeadlessTesting
@testable import ViewWidgets

@MainActor
@Suite("List layout: the padding above section headers", .headless)
struct ListHeaderTopPaddingTests {
    /// The header view of `section`.
    private func header(_ screen: ListScreen, _ section: Int) throws -> UICollectionReusableView {
        try #require(screen.collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                             at: IndexPath(item: 0, section: section)))
    }

    @Test func theDefaultIsAutomatic() {
        #expect(UICollectionLayoutListConfiguration(appearance: .plain).headerTopPadding == nil)
        #expect(UICollectionLayoutListConfiguration(appearance: .insetGrouped).headerTopPadding == nil)
    }

    @Test func aPlainListLeavesAPlainTablesRoomAboveEachHeader() throws {
        let screen = ListScreen(appearance: .plain, sections: [["Inbox", "Sent"], ["Drafts"]], headers: true)
        let first = try header(screen, 0), second = try header(screen, 1)
        #expect(abs(first.frame.minY - 22) < 0.001)
        let row = try #require(screen.cell(0))
        #expect(abs(row.frame.minY - first.frame.maxY) < 0.001)
        let last = try #require(screen.cell(1))
        #expect(abs(second.frame.minY - (last.frame.maxY + 22)) < 0.001)
        // The room is empty: a point in it finds no item.
        #expect(screen.collectionView.indexPathForItem(at: CGPoint(x: 100, y: last.frame.maxY + 10)) == nil)
    }

    @Test func groupedListsHaveNoAutomaticPaddingButTakeAnExplicitOne() throws {
        let automatic = ListScreen(appearance: .insetGrouped, sections: [["Wi-Fi"], ["General"]], headers: true)
        #expect(try header(automatic, 0).frame.minY == 0)
        let padded = ListScreen(appearance: .insetGrouped, sections: [["Wi-Fi"], ["General"]], headers: true) {
            $0.headerTopPadding = 12
        }
        let first = try header(padded, 0), second = try header(padded, 1)
        #expect(first.frame.minY == 12)
        let row = try #require(padded.cell(0))
        #expect(abs(second.frame.minY - (row.frame.maxY + 12)) < 0.001)
    }

    @Test func zeroGivesTheLayoutOfIOS14AndAnExplicitValueIsUsed() throws {
        let tight = ListScreen(appearance: .plain, sections: [["Inbox"]], headers: true) { $0.headerTopPadding = 0 }
        #expect(try header(tight, 0).frame.minY == 0)
        let loose = ListScreen(appearance: .plain, sections: [["Inbox"]], headers: true) { $0.headerTopPadding = 40 }
        let header = try header(loose, 0)
        #expect(header.frame.minY == 40)
        #expect(abs(try #require(loose.cell(0)).frame.minY - header.frame.maxY) < 0.001)
        // A negative or infinite padding is none.
        let negative = ListScreen(appearance: .plain, sections: [["Inbox"]], headers: true) { $0.headerTopPadding = -5 }
        #expect(try self.header(negative, 0).frame.minY == 0)
    }

    @Test func aListWithoutSupplementaryHeadersGetsNoPadding() throws {
        let screen = ListScreen(appearance: .plain, sections: [["Inbox"], ["Drafts"]])
        #expect(try #require(screen.cell(0)).frame.minY == 0)
        #expect(try #require(screen.cell(0, section: 1)).frame.minY == 44)
    }

    @Test func aPinnedHeaderLeavesItsPaddingBehind() throws {
        let screen = ListScreen(appearance: .plain, sections: [(0..<40).map { "Row \($0)" }, ["Last"]], headers: true)
        screen.window.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), steps: 10, holdBeforeLifting: 0.2)
        Headless.runUntilIdle()
        let offset = screen.collectionView.contentOffset.y
        #expect(offset > 22)
        // Pinned at the top edge, not 22 points below it.
        #expect(abs(try header(screen, 0).frame.minY - offset) < 0.001)
    }
}
