// SVGDefaultBackgroundTests.swift: pictures paint the backgrounds UIKit gives tables and cells
// by default when their backgroundColor is nil (UITableView+SVG.swift, UITableViewCell+SVG.swift).
import Foundation
import Testing
import HeadlessTesting
import TestSupport
import ViewWidgets

@MainActor
@Suite("Pictures: default backgrounds", .headless)
struct SVGDefaultBackgroundTests {
    /// The first rectangle drawn in `view`'s own group of its picture.
    private func backgroundFill(of view: UIView, in root: UIView) throws -> String? {
        let svg = try XMLTree.parse(root.renderSVG())
        let group = try #require(svg.descendants(named: "g").first {
            $0.children.first?.name == "title" && $0.children.first?.text == view.description
        })
        return group.children(named: "rect").first?["fill"]
    }

    @Test func aPlainTableIsWhite() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        #expect(try backgroundFill(of: table, in: table) == "#ffffff")
        #expect(table.backgroundColor == nil)          // the model is left alone
    }

    @Test func aGroupedTableIsTheSystemGroupedBackground() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .grouped)
        #expect(try backgroundFill(of: table, in: table) == "#f2f2f7")
    }

    @Test func aTablesOwnColourWins() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .grouped)
        table.backgroundColor = .orange
        #expect(try backgroundFill(of: table, in: table) == "#ff8000")
    }

    @Test func aCellWithoutABackgroundIsWhite() throws {
        let (table, source) = makeTable(rowCounts: [1], style: .grouped)
        let cell = try #require(table.visibleCells.first)
        #expect(try backgroundFill(of: cell, in: table) == "#ffffff")
        withExtendedLifetime(source) {}
    }

    @Test func aClearCellShowsTheTableThrough() throws {
        let (table, source) = makeTable(rowCounts: [1])
        let cell = try #require(table.visibleCells.first)
        cell.backgroundColor = .clear
        #expect(try backgroundFill(of: cell, in: table) != "#ffffff")
        withExtendedLifetime(source) {}
    }
}
