// ConfiguredCellsTests.swift: the configured cells of ConfiguredCells.swift, compiled in the Swift
// 5 language mode, behave as on a device.
import Foundation
import Testing
import UIKit
import HeadlessTesting

@MainActor
@Suite("Content configurations from Swift 5 language-mode code", .headless)
struct ConfiguredCellsTests {
    @Test func aCustomConfigurationSelfSizesItsRowAndFollowsSelection() throws {
        let controller = ConfiguredSettingsViewController(style: .insetGrouped)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let table = controller.tableView!
        table.layoutIfNeeded()
        let badgeCell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        let badgeView = try #require(badgeCell.contentView as? BadgeContentView)
        #expect(badgeView.titleLabel.text == "Mail")
        // 20 points above and below the title's one line.
        let lineHeight = badgeView.titleLabel.sizeThatFits(CGSize(width: 300, height: 1000)).height
        #expect(abs(table.rectForRow(at: IndexPath(row: 2, section: 0)).height - (40 + lineHeight)) < 1)

        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        table.layoutIfNeeded()
        badgeCell.layoutIfNeeded()
        #expect(badgeView.titleLabel.textColor == .white)
        #expect(badgeCell.backgroundConfiguration?.backgroundColor == .systemBlue)

        let valueCell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let texts = valueCell.contentView.subviews.compactMap { ($0 as? UILabel)?.text }
        #expect(texts == ["Wi-Fi", "Home"])
        withExtendedLifetime(window) {}
    }
}
