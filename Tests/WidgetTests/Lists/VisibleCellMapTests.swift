// VisibleCellMapTests.swift: the cells on screen by index path, as tables and collection views
// keep them: in index-path order whatever order they arrive in.
import Foundation
import Testing
import HeadlessTesting
@testable import ViewWidgets

@MainActor
@Suite("Visible cells by index path", .headless)
struct VisibleCellMapTests {
    @Test func cellsComeOutInIndexPathOrderWhateverOrderTheyWentIn() {
        var map = VisibleCellMap<UIView>()
        let paths = [IndexPath(item: 3, section: 1), IndexPath(item: 0, section: 2), IndexPath(item: 7, section: 0),
                     IndexPath(item: 0, section: 1), IndexPath(item: 8, section: 0)]
        var cells: [IndexPath: UIView] = [:]
        for path in paths {
            let cell = UIView()
            cells[path] = cell
            map[path] = cell
        }
        #expect(map.keys == paths.sorted())
        #expect(map.values.map(ObjectIdentifier.init) == paths.sorted().compactMap { cells[$0] }.map(ObjectIdentifier.init))
        #expect(map.map(\.key) == paths.sorted())
        for path in paths { #expect(map[path] === cells[path]) }
        #expect(map[IndexPath(item: 5, section: 0)] == nil)
    }

    @Test func settingACellReplacesTheOneThereAndNilTakesItOut() {
        var map = VisibleCellMap<UIView>()
        let path = IndexPath(row: 2, section: 0)
        let first = UIView(), second = UIView()
        map[path] = first
        map[path] = second
        #expect(map.count == 1)
        #expect(map[path] === second)
        #expect(!map.contains(cell: first))
        #expect(map.indexPath(of: second) == path)
        map[path] = nil
        #expect(map.isEmpty)
        #expect(map.indexPath(of: second) == nil)
        map[path] = nil   // nothing there: nothing happens
        #expect(map.isEmpty)
    }

    @Test func onlyTwoElementIndexPathsAreKept() {
        var map = VisibleCellMap<UIView>()
        let cell = UIView()
        map[IndexPath(index: 4)] = cell
        map[IndexPath(indexes: [0, 1, 2])] = cell
        #expect(map.isEmpty)
        #expect(map[IndexPath(index: 4)] == nil)
        #expect(map[IndexPath()] == nil)
    }

    @Test func aCellsZIndexIsKeptWithIt() throws {
        var map = VisibleCellMap<UIView>()
        let inserted = map.insert(UIView(), at: IndexPath(item: 1, section: 0), zIndex: 2)
        let position = try #require(inserted)
        let unchanged = map.noteZIndex(2, at: position)
        #expect(!unchanged)
        let changed = map.noteZIndex(-1, at: position)
        #expect(changed)
        #expect(map.entries[position].zIndex == -1)
    }
}
