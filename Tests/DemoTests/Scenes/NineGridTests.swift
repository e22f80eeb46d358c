import Foundation
import Testing
import HeadlessTesting
import ViewWidgets
@testable import Demos

@MainActor
@Suite("nine-grid scene", .headless)
struct NineGridTests {
    private static var shownWindow: UIWindow?

    /// The scene's window, built on the runner's 320x480 screen, and its table.
    private func launch() throws -> (UIWindow, NineGridViewController, UITableView) {
        Headless.setScreen(size: CGSize(width: 320, height: 480), scale: 2)
        DemoResources.register()
        let window = try NineGridScene().makeWindow()
        Headless.runUntilIdle()
        // Kept until the next test: a window that nothing holds is freed, and its tree with it.
        Self.shownWindow = window
        let controller = try #require(window.rootViewController as? NineGridViewController)
        return (window, controller, try #require(controller.tableView))
    }

    private func buttons(of cell: UITableViewCell?) throws -> [MyButton] {
        let cell = try #require(cell as? ProductRowCell)
        return try (0..<ProductRowCell.kColumn).map { column in
            try #require(cell.contentView.viewWithTag(ProductRowCell.kTagStart + column) as? MyButton)
        }
    }

    private func scrollToBottom(_ table: UITableView) {
        table.setContentOffset(CGPoint(x: 0, y: table.contentSize.height - table.bounds.height), animated: false)
        Headless.advance(by: 0)
    }

    @Test func rowsAreProductsPlusColumnsMinusOneOverColumns() throws {
        let (_, controller, table) = try launch()
        #expect(controller.products.count == 39)
        #expect(table.numberOfRows(inSection: 0) == (39 + 5 - 1) / 5)
        #expect(table.numberOfRows(inSection: 0) == 8)
        #expect(table.contentSize.height == 800)
    }

    @Test func theLastRowHidesTheRightButtonsAfterReuse() throws {
        let (_, _, table) = try launch()
        let cellsMadeAtTheStart = table.visibleCells.map(ObjectIdentifier.init)
        scrollToBottom(table)

        let lastRow = table.cellForRow(at: IndexPath(row: 7, section: 0))
        // The last row's cell is one of the full rows' cells, taken from the reuse pool.
        #expect(try cellsMadeAtTheStart.contains(ObjectIdentifier(#require(lastRow))))
        let lastButtons = try buttons(of: lastRow)
        #expect(lastButtons.map(\.isHidden) == [false, false, false, false, true])
        #expect(lastButtons.prefix(4).map { $0.currentTitle } == ["产品-36", "产品-37", "产品-38", "产品-39"])
        // The rows above it still show all five.
        let rowAbove = try buttons(of: table.cellForRow(at: IndexPath(row: 6, section: 0)))
        #expect(rowAbove.allSatisfy { !$0.isHidden })
    }

    @Test func aCellReusedAfterTheLastRowShowsItsFifthButtonAgain() throws {
        let (_, _, table) = try launch()
        scrollToBottom(table)
        let lastRowCell = try #require(table.cellForRow(at: IndexPath(row: 7, section: 0)))
        table.setContentOffset(.zero, animated: false)
        Headless.advance(by: 0)

        let reused = table.visibleCells.first { $0 === lastRowCell }
        let buttons = try buttons(of: reused)
        #expect(buttons.allSatisfy { !$0.isHidden })
        #expect(try table.indexPath(for: #require(reused)).map { $0.row < 7 } == true)
    }

    @Test func aHiddenGridCellCannotBeTappedAndRowsDoNotSelect() throws {
        let (window, _, table) = try launch()
        scrollToBottom(table)
        let hidden = try buttons(of: table.cellForRow(at: IndexPath(row: 7, section: 0)))[4]
        let messages = Headless.recordingViolations { hidden.tap() }
        #expect(messages.count == 1 && messages.first?.contains("it is hidden") == true)
        // A finger where the hidden button is lands on the row itself, which does not select.
        #expect(!(window.tap(at: CGPoint(x: 290, y: 430)) is MyButton))
        #expect(!table.allowsSelection)
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test func myButtonPutsTheImageOnTheTopSeventyPercent() throws {
        DemoResources.register()
        let button = MyButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 64, height: 100)
        button.setTitle("产品-1", for: .normal)
        button.setImage(UIImage(named: "tmall_icon_cat_outing_1.png"), for: .normal)
        button.layoutIfNeeded()
        #expect(button.imageView?.frame == CGRect(x: 0, y: 0, width: 64, height: 70))
        #expect(button.titleLabel?.frame == CGRect(x: 0, y: 70, width: 64, height: 30))
        #expect(button.imageView?.contentMode == .scaleAspectFit)
        #expect(button.titleLabel?.textAlignment == .center)
        #expect(button.titleLabel?.font.pointSize == 15)
    }

    @Test func productIconsCycleThroughOneToElevenAndAllLoad() throws {
        let (_, controller, _) = try launch()
        let icons = controller.products.map(\.icon)
        #expect(icons.prefix(12).map { $0 } == (1...11).map { "tmall_icon_cat_outing_\($0).png" } + ["tmall_icon_cat_outing_1.png"])
        #expect(icons.allSatisfy { UIImage(named: $0) != nil })
    }
}
