// ListCellAccessoryTypeTests.swift: UICellAccessory's accessoryType, the default trailing
// placement of a custom view (next to the content), the options' declared defaults, and the
// iOS 16 pop-up menu accessory, whose cell shows its menu on a tap, and a label accessory's
// Dynamic Type.
import Foundation
import Testing
import HeadlessTesting
@testable import ViewWidgets

@MainActor
@Suite(.headless)
struct ListCellAccessoryTypeTests {
    @Test func eachFactoryGivesItsAccessoryType() {
        let view = UIView()
        let menu = UIMenu(children: [UIAction(title: "A") { _ in }])
        #expect(UICellAccessory.disclosureIndicator().accessoryType == .disclosureIndicator)
        #expect(UICellAccessory.detail().accessoryType == .detail)
        #expect(UICellAccessory.checkmark().accessoryType == .checkmark)
        #expect(UICellAccessory.delete().accessoryType == .delete)
        #expect(UICellAccessory.insert().accessoryType == .insert)
        #expect(UICellAccessory.reorder().accessoryType == .reorder)
        #expect(UICellAccessory.multiselect().accessoryType == .multiselect)
        #expect(UICellAccessory.outlineDisclosure().accessoryType == .outlineDisclosure)
        #expect(UICellAccessory.popUpMenu(menu).accessoryType == .popUpMenu)
        #expect(UICellAccessory.label(text: "3").accessoryType == .label)
        let custom = UICellAccessory.customView(configuration: .init(customView: view, placement: .leading()))
        #expect(custom.accessoryType == .customView(view))
        #expect(custom.accessoryType != .customView(UIView()))
    }

    @Test func optionsTakeTheirDeclaredDefaults() {
        let label = UICellAccessory.LabelOptions()
        #expect(label.font == UIFont.preferredFont(forTextStyle: .body))
        let bold = UIFont.boldSystemFont(ofSize: 20)
        #expect(UICellAccessory.LabelOptions(font: bold).font == bold)
        let reorder = UICellAccessory.ReorderOptions(isHidden: nil, reservedLayoutWidth: nil, tintColor: nil, showsVerticalSeparator: nil)
        #expect(reorder.showsVerticalSeparator)
        #expect(!UICellAccessory.ReorderOptions(showsVerticalSeparator: false).showsVerticalSeparator)
        let popUp = UICellAccessory.PopUpMenuOptions()
        #expect(!popUp.isHidden)
        #expect(popUp.reservedLayoutWidth == .standard)
        #expect(popUp.tintColor == nil)
    }

    @Test func aTrailingCustomViewGoesNextToTheContentByDefault() throws {
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let screen = ListScreen(appearance: .plain, sections: [["Inbox"]], accessories: [
            .disclosureIndicator(),
            .customView(configuration: .init(customView: badge, placement: .trailing())),
        ])
        let cell = try #require(screen.cell(0))
        let indicator = try #require(cell.subviews.compactMap { $0 as? ListAccessoryView }.first { $0.accessory.accessoryType == .disclosureIndicator })
        let badgeFrame = badge.convert(badge.bounds, to: cell)
        #expect(badgeFrame.maxX <= indicator.frame.minX)
        #expect(cell.contentView.frame.maxX <= badgeFrame.minX)
    }

    @Test func aTapOnAPopUpMenuCellShowsItsMenuAndAPickCallsTheHandler() throws {
        var picked: [String] = []
        let sort = UIMenu(title: "Sort", children: [
            UIAction(title: "Name") { _ in }, UIAction(title: "Date") { _ in },
        ])
        let screen = ListScreen(appearance: .insetGrouped, sections: [["Sort By"]], accessories: [
            .popUpMenu(sort) { menu in picked.append(menu.selectedElements.compactMap { ($0 as? UIAction)?.title }.joined()) },
        ])
        let app = XCUIApplication(window: screen.window)
        let cell = try #require(screen.cell(0))
        #expect(cell.subviews.contains { ($0 as? ListAccessoryView)?.accessory.accessoryType == .popUpMenu })
        #expect(!app.buttons["Date"].exists)
        _ = cell.tap()
        Headless.advance(by: 0.3)
        #expect(app.buttons["Date"].exists)
        #expect(screen.collectionView.indexPathsForSelectedItems?.isEmpty ?? true)
        app.buttons["Date"].tap()
        Headless.advance(by: 0.3)
        #expect(picked == ["Date"])
        #expect(!app.buttons["Date"].exists)
    }

    @Test func thePopUpMenuOpensWhenSelectionIsOffAndSelectsNothing() throws {
        let sort = UIMenu(title: "Sort", children: [UIAction(title: "Name") { _ in }, UIAction(title: "Date") { _ in }])
        let screen = ListScreen(appearance: .insetGrouped, sections: [["Sort By"]], accessories: [.popUpMenu(sort)])
        screen.collectionView.allowsSelection = false
        let app = XCUIApplication(window: screen.window)
        let cell = try #require(screen.cell(0))
        _ = cell.tap()
        Headless.advance(by: 0.3)
        #expect(app.buttons["Date"].exists)
        #expect(screen.collectionView.indexPathsForSelectedItems?.isEmpty ?? true)
    }

    @Test func pickingTheSelectedItemAgainDoesNotCallTheHandler() throws {
        var calls = 0
        let name = UIAction(title: "Name") { _ in }
        let date = UIAction(title: "Date") { _ in }
        let sort = UIMenu(title: "Sort", children: [name, date])
        let screen = ListScreen(appearance: .insetGrouped, sections: [["Sort By"]], accessories: [
            .popUpMenu(sort) { _ in calls += 1 },
        ])
        let app = XCUIApplication(window: screen.window)
        let cell = try #require(screen.cell(0))
        _ = cell.tap()
        Headless.advance(by: 0.3)
        app.buttons["Name"].tap()
        Headless.advance(by: 0.3)
        #expect(calls == 0)
        #expect(name.state == .on)
        _ = cell.tap()
        Headless.advance(by: 0.3)
        app.buttons["Date"].tap()
        Headless.advance(by: 0.3)
        #expect(calls == 1)
        #expect(date.state == .on && name.state == .off)
    }

    @Test func aMenuThatCannotOpenLeavesTheActionsAsTheyWere() {
        let name = UIAction(title: "Name") { _ in }
        let sort = UIMenu(title: "Sort", children: [name, UIAction(title: "Date") { _ in }])
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        cell.accessories = [.popUpMenu(sort)]
        #expect(!cell.presentPopUpMenuIfAny())
        #expect(name.state == .off)
    }

    @Test func aLabelAccessoryFollowsTheTextSizeUnlessToldNotTo() throws {
        let screen = ListScreen(appearance: .plain, sections: [["Inbox"]], accessories: [.label(text: "12")])
        let cell = try #require(screen.cell(0))
        func label() throws -> UILabel {
            let wrapper = try #require(cell.subviews.compactMap { $0 as? ListAccessoryView }.first { $0.accessory.accessoryType == .label })
            return try #require(wrapper.subviews.compactMap { $0 as? UILabel }.first)
        }
        let body = UIFont.preferredFont(forTextStyle: .body).pointSize
        #expect(try label().adjustsFontForContentSizeCategory)
        #expect(try label().font.pointSize == body)
        screen.window.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
        screen.window.layoutIfNeeded()
        let large = try label().font.pointSize
        #expect(large > body)
        cell.accessories = [.label(text: "13")]
        cell.layoutIfNeeded()
        #expect(try label().font.pointSize == large)

        cell.accessories = [.label(text: "14", options: .init(adjustsFontForContentSizeCategory: false))]
        cell.layoutIfNeeded()
        #expect(try !label().adjustsFontForContentSizeCategory)
        #expect(try label().font.pointSize == body)
    }
}
