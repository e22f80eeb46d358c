// EditingSeparatorTests.swift: in editing mode a cell's content moves aside for its delete or
// insert control, and its separator starts with the indented content, as on a device (checked in
// the picture, where the package draws separators).
import Foundation
import Testing
import HeadlessTesting
import TestSupport
import ViewWidgets

@MainActor
@Suite("Table editing: separators follow the indented content", .headless)
struct EditingSeparatorTests {
    /// The separator drawn for `cell` in the table's picture: its x and width.
    private func separator(of cell: UITableViewCell, in table: UITableView) throws -> (x: String?, width: String?) {
        let svg = try XMLTree.parse(table.renderSVG())
        let line = cell.description
        let group = try #require(svg.descendants(named: "g").first { $0.children.first?.text == line })
        let hairline = try #require(group.children(named: "rect").last { $0["height"] == "0.5" })
        return (hairline["x"], hairline["width"])
    }

    @Test func inEditingModeTheSeparatorStartsWithTheIndentedContent() throws {
        let (window, table, source) = makeToDoTable()
        defer { withExtendedLifetime((window, source)) {} }
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(try separator(of: cell, in: table) == ("15", "305"))
        table.setEditing(true, animated: false)
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame.minX == 38)
        #expect(try separator(of: cell, in: table) == ("53", "267"))
        table.setEditing(false, animated: false)
        cell.layoutIfNeeded()
        #expect(try separator(of: cell, in: table) == ("15", "305"))
    }

    @Test func theEditButtonIndentsTheSeparatorsOfEveryRow() throws {
        let list = UITableViewController(style: .plain)
        let source = ToDoListSource(items: ["Milk", "Eggs", "Bread"])
        list.tableView.dataSource = source
        list.tableView.delegate = source
        list.navigationItem.rightBarButtonItem = list.editButtonItem
        let navigation = UINavigationController(rootViewController: list)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        defer { withExtendedLifetime((window, source)) {} }
        let edit = try #require(navigation.navigationBar.subviews.first { $0.accessibilityLabel == "Edit" })
        edit.tap()
        Headless.runUntilIdle()
        #expect(list.tableView.isEditing)
        for cell in list.tableView.visibleCells {
            #expect(try separator(of: cell, in: list.tableView) == ("53", "267"))
        }
    }

    @Test func aRowWithoutAControlOrThatDoesNotIndentKeepsItsSeparator() throws {
        let (window, table, source) = makeToDoTable { source in
            source.editable = { $0.row != 1 }
        }
        defer { withExtendedLifetime((window, source)) {} }
        let noIndent = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        noIndent.shouldIndentWhileEditing = false
        let locked = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        table.setEditing(true, animated: false)
        table.layoutIfNeeded()
        #expect(try separator(of: noIndent, in: table) == ("15", "305"))
        #expect(try separator(of: locked, in: table) == ("15", "305"))
        #expect(try separator(of: #require(table.cellForRow(at: IndexPath(row: 2, section: 0))), in: table) == ("53", "267"))
    }

    @Test func rightToLeftTheEditingIndentIsAtTheRight() throws {
        let (window, table, source) = makeToDoTable()
        defer { withExtendedLifetime((window, source)) {} }
        table.traitOverrides.layoutDirection = .rightToLeft
        table.setEditing(true, animated: false)
        table.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        cell.layoutIfNeeded()
        #expect(try separator(of: cell, in: table) == ("0", "267"))
    }
}
