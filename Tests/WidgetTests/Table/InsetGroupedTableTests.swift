// InsetGroupedTableTests.swift: `UITableView.Style.insetGrouped` ("A table view where the grouped
// sections are inset with rounded corners"): rows, headers and footers inset from the sides by
// the table's layout margins (16 points on an iPhone up to 413 points wide, 20 from 414), the
// first row of a section rounded at the top, the last at the bottom (radius 10), separators only
// between rows, on the grouped backgrounds; right to left and swiped rows too.
import Foundation
import Testing
import HeadlessTesting
import TestSupport
@_spi(Testing) import ViewWidgets

@MainActor
@Suite(.headless)
struct InsetGroupedTableTests {
    private let topCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    private let bottomCorners: CACornerMask = [.layerMinXMaxYCorner, .layerMaxXMaxYCorner]

    /// A `style` table filling an iPhone screen `width` points wide, with `rowCounts` rows and a
    /// titled header on each section, laid out.
    private func makeScreen(width: CGFloat = 390, rowCounts: [Int] = [3, 1], style: UITableView.Style = .insetGrouped,
                            configure: (UITableView) -> Void = { _ in })
        -> (window: UIWindow, table: UITableView, source: RecordingTableSource) {
        Headless.setScreen(size: CGSize(width: width, height: 844), scale: 3)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: 844))
        let table = UITableView(frame: window.bounds, style: style)
        configure(table)
        let source = RecordingTableSource(rowCounts: rowCounts)
        for section in rowCounts.indices { source.headerTitles[section] = "Section \(section)" }
        table.dataSource = source
        table.delegate = source
        window.addSubview(table)
        window.makeKeyAndVisible()
        table.layoutIfNeeded()
        return (window, table, source)
    }

    private func cell(_ row: Int, _ section: Int = 0, in table: UITableView) throws -> UITableViewCell {
        try #require(table.cellForRow(at: IndexPath(row: row, section: section)))
    }

    /// The marks `view` draws itself in the picture of `root` (inside its clip, not its subviews').
    private func marks(of view: UIView, in root: UIView) throws -> [ParsedElement] {
        let svg = try XMLTree.parse(root.renderSVG())
        let line = view.description
        let group = try #require(svg.descendants(named: "g").first { $0.children.first?.name == "title" && $0.children.first?.text == line })
        func own(_ element: ParsedElement) -> [ParsedElement] {
            element.children.flatMap { child -> [ParsedElement] in
                if child.name == "title" { return [] }
                if child.name == "g" { return child.children.first?.name == "title" ? [] : own(child) }
                return [child]
            }
        }
        return own(group)
    }

    /// The hairlines (separators) `cell` draws, left to right.
    private func hairlines(of cell: UITableViewCell, in table: UITableView) throws -> [ParsedElement] {
        try marks(of: cell, in: table).filter { $0.name == "rect" && ($0["height"].flatMap(Double.init) ?? 1) < 1 }
    }

    // MARK: - Geometry

    @Test func rowsAreInsetBySixteenPointsOnA390PointWideTable() throws {
        let (_, table, source) = makeScreen()
        defer { withExtendedLifetime(source) {} }
        for row in 0..<3 {
            let cell = try cell(row, in: table)
            #expect(cell.frame.minX == 16)
            #expect(cell.frame.width == CGFloat(390 - 32))
            #expect(table.rectForRow(at: IndexPath(row: row, section: 0)) == cell.frame)
        }
        #expect(try cell(0, 1, in: table).frame.minX == 16)
    }

    @Test func onA428PointWideTableTheInsetIsTwentyPoints() throws {
        let (_, table, source) = makeScreen(width: 428)
        defer { withExtendedLifetime(source) {} }
        let cell = try cell(0, in: table)
        #expect(cell.frame.minX == 20)
        #expect(cell.frame.width == CGFloat(428 - 40))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).maxX == CGFloat(428 - 20))
    }

    @Test func rowsSitWhereAGroupedTablePutsThemVertically() throws {
        let (_, inset, insetSource) = makeScreen()
        let (_, grouped, groupedSource) = makeScreen(style: .grouped)
        defer { withExtendedLifetime((insetSource, groupedSource)) {} }
        for indexPath in [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0), IndexPath(row: 0, section: 1)] {
            let insetRect = inset.rectForRow(at: indexPath), groupedRect = grouped.rectForRow(at: indexPath)
            #expect(insetRect.minY == groupedRect.minY)
            #expect(insetRect.height == groupedRect.height)
            #expect(groupedRect.minX == 0)
        }
        #expect(inset.contentSize.height == grouped.contentSize.height)
    }

    @Test func headersAreInsetSoTheirTextLinesUpWithTheRows() throws {
        let (_, table, source) = makeScreen()
        defer { withExtendedLifetime(source) {} }
        let header = try #require(table.headerView(forSection: 0))
        #expect(header.frame.minX == 16)
        #expect(header.frame.width == CGFloat(390 - 32))
        #expect(table.rectForHeader(inSection: 0) == header.frame)
        let title = try #require(header.textLabel)
        #expect(title.text == "SECTION 0")
        let text = try #require(try cell(0, in: table).textLabel)
        #expect(title.convert(title.bounds, to: table).minX == text.convert(text.bounds, to: table).minX)
    }

    @Test func aCustomHeaderViewAndAFooterAreInsetToo() throws {
        let custom = UIView()
        Headless.setScreen(size: CGSize(width: 390, height: 844), scale: 3)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .insetGrouped)
        table.sectionFooterHeight = 30
        let source = RecordingTableSource(rowCounts: [2])
        source.headerViews[0] = custom
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        #expect(custom.frame.minX == 16)
        #expect(custom.frame.width == CGFloat(390 - 32))
        #expect(table.rectForFooter(inSection: 0).minX == 16)
        #expect(table.rectForFooter(inSection: 0).width == CGFloat(390 - 32))
    }

    @Test func selfSizingRowsMeasureAtTheInsetWidth() throws {
        let message = "Self-sizing rows of an inset-grouped table wrap their text at the width of the inset row, which is narrower than the table."
        Headless.setScreen(size: CGSize(width: 390, height: 844), scale: 3)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .insetGrouped)
        let source = MessageSource(messages: [message])
        table.rowHeight = UITableView.automaticDimension
        table.estimatedRowHeight = 44
        table.dataSource = source
        table.layoutIfNeeded()
        let label = UILabel()
        label.numberOfLines = 0
        label.text = message
        // MessageCell pins its label 8 points from the top and bottom and 16 from the sides.
        let expected = 8 + label.sizeThatFits(CGSize(width: CGFloat(390 - 32 - 32), height: CGFloat.greatestFiniteMagnitude)).height + 8
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? MessageCell)
        #expect(cell.frame.height == expected)
        #expect(cell.messageLabel.frame.width == CGFloat(390 - 32 - 32))
        // The table asks the cell's fitting size at the row's width, not its own.
        final class FittingCell: UITableViewCell {
            var fittingWidths: [CGFloat] = []
            override func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontal: UILayoutPriority,
                                                  verticalFittingPriority vertical: UILayoutPriority) -> CGSize {
                fittingWidths.append(targetSize.width)
                return CGSize(width: targetSize.width, height: 50)
            }
        }
        final class FittingSource: NSObject, UITableViewDataSource {
            let cell = FittingCell(style: .default, reuseIdentifier: nil)
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { cell }
        }
        let fitting = FittingSource()
        let other = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .insetGrouped)
        other.rowHeight = UITableView.automaticDimension
        other.dataSource = fitting
        other.layoutIfNeeded()
        #expect(fitting.cell.fittingWidths == [CGFloat(390 - 32)])
        #expect(fitting.cell.frame.height == 50)
    }

    @Test func selfSizingHeadersMeasureAtTheInsetWidth() {
        final class FittingHeader: UIView {
            var fittingWidths: [CGFloat] = []
            override func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontal: UILayoutPriority,
                                                  verticalFittingPriority vertical: UILayoutPriority) -> CGSize {
                fittingWidths.append(targetSize.width)
                return CGSize(width: targetSize.width, height: 40)
            }
        }
        let header = FittingHeader()
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        header.addSubview(label)
        NSLayoutConstraint.activate([label.topAnchor.constraint(equalTo: header.topAnchor),
                                     label.bottomAnchor.constraint(equalTo: header.bottomAnchor)])
        Headless.setScreen(size: CGSize(width: 428, height: 926), scale: 3)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 428, height: 926), style: .insetGrouped)
        table.sectionHeaderHeight = UITableView.automaticDimension
        let source = RecordingTableSource(rowCounts: [1])
        source.headerViews[0] = header
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        #expect(header.fittingWidths.last == CGFloat(428 - 40))
        #expect(header.frame == CGRect(x: 20, y: 0, width: 428 - 40, height: 40))
    }

    // MARK: - Corners

    @Test func theFirstRowRoundsItsTopCornersAndTheLastItsBottomOnes() throws {
        let (_, table, source) = makeScreen()
        defer { withExtendedLifetime(source) {} }
        let first = try cell(0, in: table), middle = try cell(1, in: table), last = try cell(2, in: table)
        #expect(first.layer.cornerRadius == 10)
        #expect(first.layer.maskedCorners == topCorners)
        #expect(first.clipsToBounds)
        #expect(middle.layer.cornerRadius == 0)
        #expect(last.layer.cornerRadius == 10)
        #expect(last.layer.maskedCorners == bottomCorners)
        #expect(last.clipsToBounds)
        let single = try cell(0, 1, in: table)
        #expect(single.layer.cornerRadius == 10)
        #expect(single.layer.maskedCorners == topCorners.union(bottomCorners))
    }

    @Test func aGroupedTablesRowsAreSquare() throws {
        let (_, table, source) = makeScreen(style: .grouped)
        defer { withExtendedLifetime(source) {} }
        #expect(try cell(0, in: table).layer.cornerRadius == 0)
        #expect(try cell(0, 1, in: table).layer.cornerRadius == 0)
    }

    @Test func theCornersFollowTheRowsWhenTheLastRowIsDeleted() throws {
        let (_, table, source) = makeScreen()
        source.rowCounts[0] = 2
        table.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .none)
        table.layoutIfNeeded()
        let newLast = try cell(1, in: table)
        #expect(newLast.layer.cornerRadius == 10)
        #expect(newLast.layer.maskedCorners == bottomCorners)
        source.rowCounts[0] = 3
        table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .none)
        table.layoutIfNeeded()
        #expect(try cell(1, in: table).layer.cornerRadius == 0)
        #expect(try cell(2, in: table).layer.maskedCorners == bottomCorners)
    }

    @Test func thePictureRoundsOnlyTheSectionsEnds() throws {
        let (_, table, source) = makeScreen()
        defer { withExtendedLifetime(source) {} }
        let first = try #require(try marks(of: cell(0, in: table), in: table).first)
        #expect(first.name == "path")
        #expect(first["d"] == "M10,0 H348 A10,10 0 0 1 358,10 V44 H0 V10 A10,10 0 0 1 10,0 Z")
        #expect(first["fill"] == "#ffffff")
        let middle = try #require(try marks(of: cell(1, in: table), in: table).first)
        #expect(middle.name == "rect")
        #expect(middle["rx"] == nil)
        let last = try #require(try marks(of: cell(2, in: table), in: table).first)
        #expect(last["d"] == "M0,0 H358 V34 A10,10 0 0 1 348,44 H10 A10,10 0 0 1 0,34 V0 Z")
    }

    // MARK: - Separators

    @Test func separatorsRunBetweenRowsOnlyFromTheText() throws {
        let (_, table, source) = makeScreen()
        defer { withExtendedLifetime(source) {} }
        for row in 0..<2 {
            let lines = try hairlines(of: cell(row, in: table), in: table)
            try #require(lines.count == 1, "row \(row): one separator, at its bottom, none on top")
            #expect(lines[0]["x"] == "15")
            #expect(lines[0]["width"] == "343")
            #expect(lines[0]["y"].flatMap(Double.init).map { $0 > 43 } == true)
        }
        #expect(try hairlines(of: cell(2, in: table), in: table).isEmpty, "none below a section's last row")
        #expect(try hairlines(of: cell(0, 1, in: table), in: table).isEmpty)
    }

    @Test func aGroupedTableStillDrawsFullWidthLinesAtTheSectionsEnds() throws {
        let (_, table, source) = makeScreen(style: .grouped)
        defer { withExtendedLifetime(source) {} }
        let first = try hairlines(of: cell(0, in: table), in: table)
        #expect(first.map { $0["width"] } == ["390", "375"])
        #expect(try hairlines(of: cell(2, in: table), in: table).map { $0["width"] } == ["390"])
    }

    // MARK: - Backgrounds and configurations

    @Test func rowsAreWhiteOnGreyInLightModeAndDarkGreyOnBlackInDarkMode() throws {
        let (window, table, source) = makeScreen()
        defer { withExtendedLifetime(source) {} }
        #expect(try marks(of: cell(1, in: table), in: table).first?["fill"] == "#ffffff")
        #expect(try marks(of: table, in: table).first?["fill"] == "#f2f2f7")
        window.overrideUserInterfaceStyle = .dark
        table.layoutIfNeeded()
        #expect(try marks(of: cell(1, in: table), in: window).first?["fill"] == "#1c1c1e")
        #expect(try marks(of: table, in: window).first?["fill"] == "#000000")
    }

    @Test func cellsAndHeadersTakeTheGroupedConfigurations() throws {
        let (_, table, source) = makeScreen()
        defer { withExtendedLifetime(source) {} }
        let cell = try cell(0, in: table)
        #expect(cell.defaultBackgroundConfiguration() == .listGroupedCell())
        #expect(cell.defaultContentConfiguration() == .cell())
        let header = try #require(table.headerView(forSection: 0))
        #expect(header.defaultContentConfiguration() == .groupedHeader())
        #expect(header.defaultBackgroundConfiguration() == .listGroupedHeaderFooter())
    }

    // MARK: - Right to left

    @Test func rightToLeftTheInsetsAndCornersStayAndSeparatorsStartAtTheRight() throws {
        let (_, table, source) = makeScreen { $0.traitOverrides.layoutDirection = .rightToLeft }
        defer { withExtendedLifetime(source) {} }
        let first = try cell(0, in: table)
        #expect(first.frame.minX == 16)
        #expect(first.frame.maxX == CGFloat(390 - 16))
        #expect(first.layer.maskedCorners == topCorners)
        #expect(try cell(2, in: table).layer.maskedCorners == bottomCorners)
        let lines = try hairlines(of: first, in: table)
        try #require(lines.count == 1)
        #expect(lines[0]["x"] == "0")
        #expect(lines[0]["width"] == "343")
        #expect(try #require(table.headerView(forSection: 0)).frame.minX == 16)
    }

    // MARK: - Swiping

    @Test func aSwipeRevealsTheButtonsInsideTheInsetRow() throws {
        Headless.setScreen(size: CGSize(width: 390, height: 844), scale: 3)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let table = UITableView(frame: window.bounds, style: .insetGrouped)
        let source = ToDoListSource(items: ["Milk", "Eggs", "Bread"])
        table.dataSource = source
        table.delegate = source
        window.addSubview(table)
        window.makeKeyAndVisible()
        Headless.runUntilIdle()
        let cell = try cell(0, in: table)
        let middle = table.convert(CGPoint(x: cell.frame.midX, y: cell.frame.midY), to: window)
        window.drag(from: CGPoint(x: 330, y: middle.y), to: CGPoint(x: 230, y: middle.y))
        let buttons = swipeButtons(in: cell)
        try #require(buttons.count == 1)
        #expect(buttons[0].title(for: .normal) == "Delete")
        #expect(frame(of: buttons[0], in: cell).maxX == CGFloat(390 - 32))
        #expect(buttons[0].convert(buttons[0].bounds, to: table).maxX == CGFloat(390 - 16))
        #expect(cell.frame.minX == 16)
        #expect(abs(cell.contentView.frame.minX + frame(of: buttons[0], in: cell).width) < 0.001,
                "the row's content slides left by the button's width")
        let middleRow = try self.cell(1, in: table)
        #expect(middleRow.layer.cornerRadius == 0)
        #expect(middleRow.clipsToBounds, "a swiped middle row's content slides under the row's edge, not into the margin")
        buttons[0].tap()
        #expect(source.items == ["Eggs", "Bread"])
        #expect(try self.cell(0, in: table).layer.maskedCorners == topCorners)
    }
}
