// ButtonMenuTests.swift: a button's menu (iOS 14): opened by a tap with
// showsMenuAsPrimaryAction or by a long press, its rows as buttons to a UI test, picking and
// dismissing, and the pop-up button (iOS 15).
import Testing
import HeadlessTesting
import ViewWidgets

/// Records which actions ran and with which sender.
@MainActor
final class MenuLog {
    var picked: [String] = []
    var senders: [AnyObject?] = []

    func action(_ title: String, attributes: UIMenuElement.Attributes = [],
                state: UIMenuElement.State = .off) -> UIAction {
        UIAction(title: title, attributes: attributes, state: state) { [weak self] action in
            self?.picked.append(action.title)
            self?.senders.append(action.sender as AnyObject?)
        }
    }
}

@MainActor
@Suite("Button menus", .headless)
struct ButtonMenuTests {
    /// A window with a "Sort" button at (20, 40, 120, 44) holding `menu`.
    /// The app holds the window.
    private func makeButton(menu: UIMenu, primary: Bool = true) -> (UIButton, XCUIApplication) {
        let window = makeControlWindow()
        let button = UIButton(type: .system)
        button.setTitle("Sort", for: .normal)
        button.frame = CGRect(x: 20, y: 40, width: 120, height: 44)
        button.menu = menu
        button.showsMenuAsPrimaryAction = primary
        window.addSubview(button)
        return (button, XCUIApplication(window: window))
    }

    @Test func settingAMenuTurnsTheContextMenuInteractionOn() {
        let button = UIButton(type: .system)
        #expect(!button.isContextMenuInteractionEnabled)
        #expect(button.contextMenuInteraction == nil)
        button.menu = UIMenu(children: [UIAction(title: "A") { _ in }])
        #expect(button.isContextMenuInteractionEnabled)
        #expect(button.contextMenuInteraction?.view === button)
        #expect(button.interactions.count == 1)
        button.menu = nil
        #expect(button.contextMenuInteraction == nil)
        #expect(button.interactions.isEmpty)
    }

    @Test func aTapOpensAMenuThatIsThePrimaryActionAndPickingRunsTheHandlerOnce() {
        let log = MenuLog()
        let menu = UIMenu(children: [log.action("Name"), log.action("Date")])
        let (button, app) = makeButton(menu: menu)
        var primaryActions = 0
        button.addAction(UIAction { _ in primaryActions += 1 }, for: .primaryActionTriggered)
        #expect(!app.buttons["Date"].exists)
        button.tap()
        #expect(app.buttons["Name"].exists)
        #expect(app.buttons["Date"].exists)
        app.buttons["Date"].tap()
        #expect(log.picked == ["Date"])
        #expect(log.senders.first.flatMap { $0 } === button)
        #expect(primaryActions == 0)
        #expect(!app.buttons["Date"].exists)
    }

    @Test func theMenuOpensOnTouchDownAndSendsMenuActionTriggered() {
        let (button, app) = makeButton(menu: UIMenu(children: [UIAction(title: "One") { _ in }]))
        var events: [String] = []
        button.addAction(UIAction { _ in events.append("menu") }, for: .menuActionTriggered)
        button.addAction(UIAction { _ in events.append("up") }, for: .touchUpInside)
        let window = app.window
        let touch = window.beginTouch(at: CGPoint(x: 80, y: 62))
        #expect(events == ["menu"])
        #expect(window.subviews.count == 2)
        window.endTouch(touch)
        #expect(events == ["menu"])
    }

    @Test func withoutPrimaryActionATapDoesNotOpenTheMenuButALongPressDoes() {
        let log = MenuLog()
        let (button, app) = makeButton(menu: UIMenu(children: [log.action("Copy")]), primary: false)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .primaryActionTriggered)
        button.tap()
        Headless.advance(by: 1)
        #expect(taps == 1)
        #expect(!app.buttons["Copy"].exists)
        button.longPress()
        #expect(taps == 1)
        #expect(app.buttons["Copy"].exists)
        app.buttons["Copy"].tap()
        #expect(log.picked == ["Copy"])
    }

    @Test func aShortPressDoesNotOpenTheContextMenu() {
        let (button, app) = makeButton(menu: UIMenu(children: [UIAction(title: "Copy") { _ in }]), primary: false)
        button.longPress(duration: 0.3)
        #expect(!app.buttons["Copy"].exists)
    }

    @Test func xcuiPressForDurationOpensTheContextMenu() {
        let (_, app) = makeButton(menu: UIMenu(children: [UIAction(title: "Copy") { _ in }]), primary: false)
        app.buttons["Sort"].press(forDuration: 0.6)
        #expect(app.buttons["Copy"].exists)
    }

    @Test func aTapOutsideDismissesWithoutRunningAnything() {
        let log = MenuLog()
        let (button, app) = makeButton(menu: UIMenu(children: [log.action("Name")]))
        button.tap()
        let window = app.window
        window.tap(at: CGPoint(x: 300, y: 460))
        Headless.advance(by: 1)
        #expect(log.picked.isEmpty)
        #expect(!app.buttons["Name"].exists)
        #expect(window.subviews.count == 1)
    }

    @Test func destructiveDisabledAndHiddenActions() {
        let log = MenuLog()
        let menu = UIMenu(children: [
            log.action("Delete", attributes: .destructive),
            log.action("Archive", attributes: .disabled),
            log.action("Secret", attributes: .hidden),
        ])
        let (button, app) = makeButton(menu: menu)
        button.tap()
        #expect(app.buttons["Delete"].exists)
        #expect(!app.buttons["Secret"].exists)
        #expect(!app.buttons["Archive"].isEnabled)
        app.buttons["Archive"].tap()                    // a disabled row: the touch does nothing
        #expect(log.picked.isEmpty)
        #expect(app.buttons["Delete"].exists)
        let dump = button.window?.recursiveDescription() ?? ""
        #expect(dump.contains("menu row 'Delete' (destructive)"))
        #expect(dump.contains("menu row 'Archive' (disabled)"))
        #expect(!dump.contains("Secret"))
        app.buttons["Delete"].tap()
        #expect(log.picked == ["Delete"])
    }

    @Test func keepsMenuPresentedLeavesTheMenuOpen() {
        let log = MenuLog()
        let (button, app) = makeButton(menu: UIMenu(children: [log.action("Zoom In", attributes: .keepsMenuPresented)]))
        button.tap()
        app.buttons["Zoom In"].tap()
        app.buttons["Zoom In"].tap()
        #expect(log.picked == ["Zoom In", "Zoom In"])
        #expect(app.buttons["Zoom In"].exists)
    }

    @Test func singleSelectionTurnsThePickedActionOnAndTheOthersOff() {
        let log = MenuLog()
        let name = log.action("Name", state: .on)
        let date = log.action("Date")
        let menu = UIMenu(options: .singleSelection, children: [name, date])
        let (button, app) = makeButton(menu: menu)
        #expect(menu.selectedElements == [name])
        button.tap()
        #expect(app.buttons["Name"].isSelected)
        app.buttons["Date"].tap()
        #expect(name.state == .off)
        #expect(date.state == .on)
        #expect(menu.selectedElements == [date])
    }

    @Test func withoutSingleSelectionStatesAreLeftToTheHandler() {
        let log = MenuLog()
        let bold = log.action("Bold", state: .on)
        let (button, app) = makeButton(menu: UIMenu(children: [bold, log.action("Italic")]))
        button.tap()
        app.buttons["Italic"].tap()
        #expect(bold.state == .on)
    }

    @Test func aPopUpButtonSelectsTheFirstActionAndShowsThePickedTitle() {
        let log = MenuLog()
        let small = log.action("Small")
        let large = log.action("Large")
        let (button, app) = makeButton(menu: UIMenu(children: [small, large]))
        button.changesSelectionAsPrimaryAction = true
        #expect(small.state == .on)
        #expect(button.currentTitle == "Small")
        button.tap()
        app.buttons["Large"].tap()
        #expect(large.state == .on)
        #expect(small.state == .off)
        #expect(button.currentTitle == "Large")
        #expect(log.picked == ["Large"])
    }

    @Test func aPopUpButtonKeepsTheActionThatIsAlreadyOn() {
        let menu = UIMenu(children: [UIAction(title: "S") { _ in }, UIAction(title: "M", state: .on) { _ in }])
        let button = UIButton(type: .system)
        button.changesSelectionAsPrimaryAction = true
        button.showsMenuAsPrimaryAction = true
        button.menu = menu
        #expect(button.currentTitle == "M")
    }

    @Test func changingAnActionsTitleWhileTheMenuIsOpenRedrawsIt() {
        let action = UIAction(title: "Play") { _ in }
        let (button, app) = makeButton(menu: UIMenu(children: [action]))
        button.tap()
        action.title = "Pause"
        #expect(app.buttons["Pause"].exists)
        #expect(!app.buttons["Play"].exists)
    }

    @Test func theMenuFadesInAndOutOnTheVirtualClock() {
        let (button, app) = makeButton(menu: UIMenu(children: [UIAction(title: "A") { _ in }]))
        button.tap()
        #expect(Headless.hasRunningAnimations)
        Headless.advance(by: 0.5)
        #expect(!Headless.hasRunningAnimations)
        let window = app.window
        window.tap(at: CGPoint(x: 300, y: 460))
        #expect(window.subviews.count == 2)
        Headless.advance(by: 0.5)
        #expect(window.subviews.count == 1)
    }

    @Test func aControlSubclassSuppliesItsOwnMenu() {
        final class ShareControl: UIControl {
            var shown: [String] = []
            override func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                                 configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
                UIContextMenuConfiguration(actionProvider: { _ in UIMenu(children: [UIAction(title: "AirDrop") { _ in }]) })
            }
            override func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                                 willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                                 animator: (any UIContextMenuInteractionAnimating)?) {
                shown.append("willDisplay")
            }
        }
        let window = makeControlWindow()
        let control = ShareControl(frame: CGRect(x: 20, y: 40, width: 100, height: 44))
        control.isContextMenuInteractionEnabled = true
        window.addSubview(control)
        let app = XCUIApplication(window: window)
        control.longPress()
        #expect(control.shown == ["willDisplay"])
        #expect(app.buttons["AirDrop"].exists)
    }

    @Test func anInteractionMovesBetweenViews() {
        final class Delegate: NSObject, UIContextMenuInteractionDelegate {
            func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                        configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? { nil }
        }
        let delegate = Delegate()
        let interaction = UIContextMenuInteraction(delegate: delegate)
        let first = UIView(), second = UIView()
        first.addInteraction(interaction)
        second.interactions = [interaction]
        #expect(first.interactions.isEmpty)
        #expect(first.gestureRecognizers?.isEmpty ?? true)
        #expect(interaction.view === second)
        #expect(second.gestureRecognizers?.count == 1)
    }
}
