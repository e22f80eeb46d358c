// MenuReviewTests.swift: corners of buttons and menus against UIKit's headers: configuration
// sizes' raw values, truncating line break modes, bar items with a target-action and a menu,
// selection toggling when the menu is not the primary action, disabled controls, and an open
// menu freed with its window.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// Counts the actions a bar item sends.
@MainActor
private final class SortTarget {
    var sorts = 0
    func sort() { sorts += 1 }
}

@MainActor
@Suite("Buttons and menus against UIKit's headers", .headless)
struct MenuReviewTests {
    @Test func configurationSizesCarryUIKitsRawValues() {
        typealias Size = UIButton.Configuration.Size
        #expect([Size.medium, .small, .mini, .large].map(\.rawValue) == [0, 1, 2, 3])
    }

    @Test func aTruncatingTitleStaysOnOneLine() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "A title far too long for the narrow button it is in"
        configuration.titleLineBreakMode = .byTruncatingTail
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
        button.layoutIfNeeded()
        #expect(button.titleLabel?.numberOfLines == 1)
    }

    @Test func aBarItemWithATargetActionAndAMenuSendsTheActionOnTapAndOpensTheMenuOnALongPress() {
        let target = SortTarget()
        let item = UIBarButtonItem(title: "Sort", style: .plain, target: target, action: SortTarget.sort)
        item.menu = UIMenu(children: [UIAction(title: "By Name") { _ in }])
        let root = UIViewController()
        root.navigationItem.rightBarButtonItem = item
        let app = XCUIApplication(rootViewController: UINavigationController(rootViewController: root))
        app.launch()
        app.navigationBars.buttons["Sort"].tap()
        #expect(target.sorts == 1)
        #expect(!app.buttons["By Name"].exists)
        app.navigationBars.buttons["Sort"].press(forDuration: 1)
        #expect(app.buttons["By Name"].exists)
        #expect(target.sorts == 1)
    }

    @Test func withoutTheMenuAsPrimaryActionTheSelectionToggles() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let button = UIButton(type: .system)
        button.setTitle("Bold", for: .normal)
        button.frame = CGRect(x: 20, y: 100, width: 100, height: 44)
        button.menu = UIMenu(children: [UIAction(title: "Heavier") { _ in }])
        button.changesSelectionAsPrimaryAction = true
        window.addSubview(button)
        button.tap()
        #expect(button.isSelected)
        #expect(button.title(for: .normal) == "Bold")
    }

    @Test func aDisabledButtonOpensNoMenuOnALongPress() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let button = UIButton(type: .system)
        button.setTitle("More", for: .normal)
        button.frame = CGRect(x: 20, y: 100, width: 100, height: 44)
        button.menu = UIMenu(children: [UIAction(title: "Share") { _ in }])
        button.isEnabled = false
        window.addSubview(button)
        _ = Headless.recordingViolations { _ = button.longPress() }
        #expect(!XCUIApplication(window: window).buttons["Share"].exists)
    }

    @Test func anOpenMenuIsFreedWithItsWindow() {
        weak var freedHandlerOwner: AnyObject?
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.makeKeyAndVisible()
            let owner = SortTarget()
            freedHandlerOwner = owner
            let button = UIButton(type: .system)
            button.setTitle("Open", for: .normal)
            button.frame = CGRect(x: 20, y: 100, width: 100, height: 44)
            button.menu = UIMenu(children: [UIAction(title: "Sort") { _ in owner.sort() }])
            button.showsMenuAsPrimaryAction = true
            window.addSubview(button)
            button.tap()
            Headless.advance(by: 0.3)
            #expect(XCUIApplication(window: window).buttons["Sort"].exists)
            window.isHidden = true
            window.subviews.forEach { $0.removeFromSuperview() }
        }
        Headless.runUntilIdle()
        #expect(freedHandlerOwner == nil)
    }
}

@MainActor
@Suite("iOS 15-16 menu members", .headless)
struct MenuMemberTests {
    @Test func isHeldIsTrueOnlyWhileALongPressMenuIsOpen() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let button = UIButton(type: .system)
        button.setTitle("More", for: .normal)
        button.frame = CGRect(x: 20, y: 100, width: 100, height: 44)
        button.menu = UIMenu(children: [UIAction(title: "Share") { _ in }])
        window.addSubview(button)
        #expect(!button.isHeld)
        button.longPress()
        #expect(button.isHeld)
        XCUIApplication(window: window).buttons["Share"].tap()
        Headless.advance(by: 0.3)
        #expect(!button.isHeld)
        button.showsMenuAsPrimaryAction = true
        button.tap()
        Headless.advance(by: 0.3)
        #expect(!button.isHeld)
    }

    @Test func menuElementOrderCarriesUIKitsRawValuesAndIsKept() {
        typealias Order = UIContextMenuConfiguration.ElementOrder
        #expect([Order.automatic, .priority, .fixed].map(\.rawValue) == [0, 1, 2])
        let button = UIButton(type: .system)
        button.preferredMenuElementOrder = .fixed
        #expect(button.preferredMenuElementOrder == .fixed)
        let configuration = UIContextMenuConfiguration(actionProvider: { _ in nil })
        #expect(configuration.preferredMenuElementOrder == .automatic)
        let item = UIBarButtonItem(title: "Sort")
        item.preferredMenuElementOrder = .priority
        #expect(item.preferredMenuElementOrder == .priority)
    }
}
