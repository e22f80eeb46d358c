// MenuStructureTests.swift: what a menu shows: inline groups and submenus, titles and
// subtitles, deferred elements (cached and uncached), a menu that contains itself, the model's
// initializers, and the rows in the dump and the SVG picture.
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("Menu structure", .headless)
struct MenuStructureTests {
    /// Opens `menu` from a button at the top of a window; returns the app.
    private func open(_ menu: UIMenu) -> XCUIApplication {
        let window = makeControlWindow()
        let button = UIButton(type: .system)
        button.setTitle("More", for: .normal)
        button.frame = CGRect(x: 20, y: 40, width: 120, height: 44)
        button.menu = menu
        button.showsMenuAsPrimaryAction = true
        window.addSubview(button)
        let app = XCUIApplication(window: window)
        app.buttons["More"].tap()
        return app
    }

    @Test func theInitializersKeepUIKitsDefaults() {
        let action = UIAction { _ in }
        #expect(action.title == "")
        #expect(action.subtitle == nil)
        #expect(action.attributes == [])
        #expect(action.state == .off)
        let menu = UIMenu()
        #expect(menu.title == "")
        #expect(menu.children.isEmpty)
        #expect(menu.options == [])
        #expect(menu.preferredElementSize == .large)
        #expect(menu.identifier != UIMenu().identifier)
        let named = UIMenu(title: "Edit", identifier: UIMenu.Identifier("edit"), options: [.displayInline, .destructive])
        #expect(named.identifier.rawValue == "edit")
        #expect(named.options.contains(.displayInline))
    }

    @Test func replacingChildrenKeepsTheRest() {
        let menu = UIMenu(title: "Sort", identifier: UIMenu.Identifier("sort"), options: .singleSelection,
                          children: [UIAction(title: "A") { _ in }])
        let replaced = menu.replacingChildren([UIAction(title: "B") { _ in }, UIAction(title: "C") { _ in }])
        #expect(replaced.title == "Sort")
        #expect(replaced.identifier == menu.identifier)
        #expect(replaced.options == .singleSelection)
        #expect(replaced.children.map(\.title) == ["B", "C"])
        #expect(menu.children.map(\.title) == ["A"])
    }

    @Test func anInlineMenuShowsItsChildrenBetweenSeparators() {
        let menu = UIMenu(children: [
            UIAction(title: "Copy") { _ in },
            UIMenu(title: "", options: .displayInline, children: [UIAction(title: "Pin") { _ in }]),
            UIAction(title: "Delete", attributes: .destructive) { _ in },
        ])
        let app = open(menu)
        #expect(app.buttons["Pin"].exists)
        let dump = app.window.recursiveDescription()
        let rows = dump.split(separator: "\n").compactMap { line -> String? in
            guard let range = line.range(of: "menu ") else { return nil }
            return String(line[range.lowerBound...].prefix { $0 != ";" && $0 != ">" })
        }
        #expect(rows == ["menu row 'Copy'", "menu group separator", "menu row 'Pin'", "menu group separator",
                         "menu row 'Delete' (destructive)"])
    }

    @Test func aSubmenuIsARowThatOpensIt() {
        var picked: [String] = []
        let menu = UIMenu(children: [
            UIMenu(title: "Share", subtitle: "3 apps", children: [UIAction(title: "Mail") { _ in picked.append("Mail") }]),
        ])
        let app = open(menu)
        #expect(!app.buttons["Mail"].exists)
        #expect(app.buttons["Share"].value as? String == "3 apps")
        app.buttons["Share"].tap()
        #expect(app.buttons["Mail"].exists)
        app.buttons["Share"].tap()
        #expect(!app.buttons["Mail"].exists)
        app.buttons["Share"].tap()
        app.buttons["Mail"].tap()
        #expect(picked == ["Mail"])
    }

    @Test func aMenuTitleAndSubtitlesShow() {
        let app = open(UIMenu(title: "Sort by", children: [UIAction(title: "Date", subtitle: "Newest first") { _ in }]))
        #expect(app.staticTexts["Sort by"].exists)
        #expect(app.buttons["Date"].value as? String == "Newest first")
    }

    @Test func aDeferredElementShowsLoadingUntilItsProviderAnswers() {
        var asked = 0
        let deferred = UIDeferredMenuElement { completion in
            asked += 1
            _ = Headless.schedule(after: 1) { completion([UIAction(title: "Recent") { _ in }]) }
        }
        let menu = UIMenu(children: [UIAction(title: "New") { _ in }, deferred])
        let app = open(menu)
        #expect(app.staticTexts["Loading…"].exists)
        #expect(!app.buttons["Recent"].exists)
        Headless.advance(by: 1)
        #expect(app.buttons["Recent"].exists)
        #expect(!app.staticTexts["Loading…"].exists)
        // Cached: the next showing has the items at once and does not ask again.
        app.window.tap(at: CGPoint(x: 300, y: 460))
        Headless.advance(by: 1)
        app.buttons["More"].tap()
        #expect(app.buttons["Recent"].exists)
        #expect(asked == 1)
    }

    @Test func anUncachedDeferredElementAsksEachTime() {
        var asked = 0
        let deferred = UIDeferredMenuElement.uncached { completion in
            asked += 1
            completion([UIAction(title: "Item \(asked)") { _ in }])
        }
        let app = open(UIMenu(children: [deferred]))
        #expect(app.buttons["Item 1"].exists)
        app.window.tap(at: CGPoint(x: 300, y: 460))
        Headless.advance(by: 1)
        app.buttons["More"].tap()
        #expect(app.buttons["Item 2"].exists)
        #expect(asked == 2)
    }

    @Test func aMenuThatContainsItselfIsReportedAndShownOnce() {
        final class Box { var menu: UIMenu? }
        let box = Box()
        let deferred = UIDeferredMenuElement { completion in
            completion([UIAction(title: "Inner") { _ in }, box.menu].compactMap { $0 })
        }
        let inline = UIMenu(options: .displayInline, children: [deferred])
        box.menu = inline
        var app: XCUIApplication?
        let messages = Headless.recordingViolations {
            app = open(UIMenu(children: [inline]))
        }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("contains itself") == true)
        #expect(app?.buttons["Inner"].exists == true)
        box.menu = nil
    }

    @Test func thePictureDrawsTheRows() {
        let app = open(UIMenu(children: [UIAction(title: "Rename") { _ in }, UIAction(title: "Delete", attributes: .destructive) { _ in }]))
        Headless.advance(by: 1)
        let svg = app.window.renderSVG()
        #expect(svg.contains("Rename"))
        #expect(svg.contains("Delete"))
    }
}

@MainActor
@Suite("Bar button item menus", .headless)
struct BarButtonItemMenuTests {
    @Test func aBarItemWithAMenuAndNoPrimaryActionOpensItOnTap() {
        var picked: [String] = []
        var senders: [AnyObject?] = []
        let root = UIViewController()
        let item = UIBarButtonItem(title: "Sort", menu: UIMenu(children: [
            UIAction(title: "Name") { action in picked.append(action.title); senders.append(action.sender as AnyObject?) },
        ]))
        root.navigationItem.rightBarButtonItem = item
        let app = XCUIApplication(rootViewController: UINavigationController(rootViewController: root))
        app.launch()
        #expect(item.menu != nil)
        #expect(item.primaryAction == nil)
        app.navigationBars.buttons["Sort"].tap()
        app.buttons["Name"].tap()
        #expect(picked == ["Name"])
        #expect(senders.first.flatMap { $0 } === item)
    }

    @Test func aPrimaryActionRunsOnTapAndGivesTheItemItsTitle() {
        var runs = 0
        let item = UIBarButtonItem(primaryAction: UIAction(title: "Add") { _ in runs += 1 },
                                   menu: UIMenu(children: [UIAction(title: "Folder") { _ in }]))
        #expect(item.title == "Add")
        let root = UIViewController()
        root.navigationItem.rightBarButtonItem = item
        let app = XCUIApplication(rootViewController: UINavigationController(rootViewController: root))
        app.launch()
        app.navigationBars.buttons["Add"].tap()
        #expect(runs == 1)
        #expect(!app.buttons["Folder"].exists)
    }

    @Test func aLongPressOnAnItemWithAPrimaryActionOpensItsMenu() {
        var runs = 0
        var folders = 0
        let item = UIBarButtonItem(primaryAction: UIAction(title: "Add") { _ in runs += 1 },
                                   menu: UIMenu(children: [UIAction(title: "Folder") { _ in folders += 1 }]))
        let root = UIViewController()
        root.navigationItem.rightBarButtonItem = item
        let app = XCUIApplication(rootViewController: UINavigationController(rootViewController: root))
        app.launch()
        app.navigationBars.buttons["Add"].press(forDuration: 1)
        #expect(runs == 0)
        app.buttons["Folder"].tap()
        #expect(folders == 1)
    }

    @Test func aSystemItemTakesAMenu() {
        let item = UIBarButtonItem(systemItem: .add, menu: UIMenu(children: [UIAction(title: "File") { _ in }]))
        #expect(item.menu?.children.count == 1)
        #expect(item.primaryAction == nil)
    }
}
