// RightToLeftTableTests.swift: table cells running right to left as UIKit mirrors them
// ("Supporting right-to-left languages": a cell's accessory is on its leading side, which is
// the left, and the disclosure chevron points left; separators keep their inset from the
// leading edge, UITableView.separatorInset: "iOS vertically aligns the leading edge of all
// separators"). The mirrored values are worked out from the left-to-right ones: x' = 320 − maxX.
import Foundation
import Testing
import HeadlessTesting
import TestSupport
import ViewWidgets

@MainActor
@Suite(.headless)
struct RightToLeftTableTests {
    private func picture(of view: UIView) throws -> ParsedElement {
        try XMLTree.parse(view.renderSVG())
    }

    /// A 320x44 cell of `style` with `accessory`, running right to left, laid out.
    private func rightToLeftCell(_ accessory: UITableViewCell.AccessoryType) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.accessoryType = accessory
        cell.traitOverrides.layoutDirection = .rightToLeft
        cell.layoutIfNeeded()
        return cell
    }

    @Test func theDisclosureChevronIsAtTheLeftMarginPointingLeft() throws {
        // Left to right: "299,15.5 305,22 299,28.5", its tip at the right margin.
        let chevron = try #require(try picture(of: rightToLeftCell(.disclosureIndicator)).descendants(named: "polyline").first)
        #expect(chevron["points"] == "21,15.5 15,22 21,28.5")
    }

    @Test func theCheckmarkIsAtTheLeftMarginUnmirrored() throws {
        // Left to right the mark runs 291...305; right to left 15...29, the same shape.
        let mark = try #require(try picture(of: rightToLeftCell(.checkmark)).descendants(named: "polyline").first)
        #expect(mark["points"] == "15,22 20,27 29,16")
    }

    @Test func aDetailDisclosureButtonsRingIsRightOfItsChevron() throws {
        let svg = try picture(of: rightToLeftCell(.detailDisclosureButton))
        // Left to right the ring's centre is at 272, left of the chevron; mirrored: 48.
        let ring = try #require(svg.descendants(named: "ellipse").first)
        #expect(ring["cx"] == "48")
        #expect(svg.descendants(named: "polyline").first?["points"] == "21,15.5 15,22 21,28.5")
    }

    @Test func aCustomAccessoryViewIsAtTheLeftAndTheContentViewBesideIt() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let accessory = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        cell.accessoryView = accessory
        cell.layoutIfNeeded()
        // Left to right: the accessory at 285...305, the content view 0...270 (20 + 2 margins).
        #expect(accessory.frame.minX == 285)
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 270, height: 44))
        cell.traitOverrides.layoutDirection = .rightToLeft
        cell.layoutIfNeeded()
        #expect(accessory.frame == CGRect(x: 15, y: 12, width: 20, height: 20))
        #expect(cell.contentView.frame == CGRect(x: 50, y: 0, width: 270, height: 44))
    }

    @Test func separatorsAreInsetFromTheRightEdge() throws {
        let (table, source) = makeTable(rowCounts: [2]) { _, table in
            table.traitOverrides.layoutDirection = .rightToLeft
        }
        defer { withExtendedLifetime(source) {} }
        let svg = try picture(of: table)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let line = cell.description
        let group = try #require(svg.descendants(named: "g").first { $0.children.first?.text == line })
        let separator = try #require(group.children(named: "rect").last { $0["height"] == "0.5" })
        // Left to right: x 15, width 305.
        #expect(separator["x"] == "0")
        #expect(separator["width"] == "305")
        table.separatorInset = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 10)
        let inset = try #require(try picture(of: table).descendants(named: "g").first { $0.children.first?.text == line })
        let moved = try #require(inset.children(named: "rect").last { $0["height"] == "0.5" })
        #expect(moved["x"] == "10", "the left inset (leading) is now at the right")
        #expect(moved["width"] == "270")
    }
}
