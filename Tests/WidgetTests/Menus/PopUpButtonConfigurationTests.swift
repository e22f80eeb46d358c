// PopUpButtonConfigurationTests.swift: a configured pop-up button (iOS 15): a button with a
// configuration, a menu and changesSelectionAsPrimaryAction shows the selected action's title and
// the pop-up chevron, and a pick changes both the selection and the title.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("Configured pop-up buttons", .headless)
struct PopUpButtonConfigurationTests {
    private func popUp(in window: UIWindow) -> (UIButton, [UIAction]) {
        let actions = ["Newest", "Oldest", "Name"].map { UIAction(title: $0) { _ in } }
        let button = UIButton(configuration: .bordered())
        button.menu = UIMenu(children: actions)
        button.showsMenuAsPrimaryAction = true
        button.changesSelectionAsPrimaryAction = true
        button.frame = CGRect(x: 20, y: 100, width: 200, height: 44)
        window.addSubview(button)
        button.layoutIfNeeded()
        return (button, actions)
    }

    @Test func theFirstActionIsSelectedAndItsTitleShows() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let (button, actions) = popUp(in: window)
        #expect(actions.map(\.state) == [.on, .off, .off])
        #expect(button.configuration?.title == "Newest")
        #expect(button.titleLabel?.text == "Newest")
        // The automatic indicator of a pop-up button is the chevron.
        #expect(button.subviews.contains { ($0 as? UIImageView)?.image?.description.contains("chevron.up.chevron.down") == true })
    }

    @Test func pickingAnActionSelectsItAndRetitlesTheButtonWithoutTogglingIsSelected() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let app = XCUIApplication(window: window)
        let (button, actions) = popUp(in: window)
        button.tap()
        Headless.advance(by: 0.3)
        app.buttons["Name"].tap()
        Headless.advance(by: 0.3)
        #expect(actions.map(\.state) == [.off, .off, .on])
        button.layoutIfNeeded()
        #expect(button.titleLabel?.text == "Name")
        #expect(!button.isSelected)
    }

    @Test func aToggleButtonWithoutAMenuStillTogglesOnTap() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let button = UIButton(configuration: .plain())
        button.configuration?.title = "Follow"
        button.changesSelectionAsPrimaryAction = true
        button.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
        window.addSubview(button)
        button.tap()
        #expect(button.isSelected)
    }
}
