// MenusSnippetTests.swift: the code of Docs/Concepts/Menus.md, run as tests.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite(.headless)
struct MenusSnippetTests {
    @Test func aButtonMenu() {
        // snippet: menus-button
        var sortedBy = ""
        let byName = UIAction(title: "Name", state: .on) { action in sortedBy = action.title }
        let byDate = UIAction(title: "Date") { action in sortedBy = action.title }
        let delete = UIAction(title: "Delete All", attributes: .destructive) { _ in }
        let button = UIButton(type: .system)
        button.setTitle("Sort", for: .normal)
        button.frame = CGRect(x: 20, y: 40, width: 120, height: 44)
        button.menu = UIMenu(children: [
            UIMenu(options: [.displayInline, .singleSelection], children: [byName, byDate]),
            delete,
        ])
        button.showsMenuAsPrimaryAction = true           // a tap opens it; else a long press

        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.addSubview(button)
        window.makeKeyAndVisible()
        let app = XCUIApplication(window: window)
        app.buttons["Sort"].tap()                        // the rows are buttons to a UI test
        app.buttons["Date"].tap()                        // runs the handler, closes the menu
        #expect(sortedBy == "Date")
        #expect(byDate.state == .on && byName.state == .off)
        #expect(!app.buttons["Date"].exists)
        // end snippet
    }

    @Test func aContextMenu() {
        // snippet: menus-context
        final class PhotoController: NSObject, UIContextMenuInteractionDelegate {
            var shared = 0
            func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                        configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
                UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                    UIMenu(children: [UIAction(title: "Share") { [weak self] _ in self?.shared += 1 }])
                }
            }
        }
        let controller = PhotoController()
        let photo = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 150))
        photo.addInteraction(UIContextMenuInteraction(delegate: controller))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.addSubview(photo)
        window.makeKeyAndVisible()
        photo.longPress()                                // held 1 s: the menu opens at 0.5 s
        XCUIApplication(window: window).buttons["Share"].tap()
        #expect(controller.shared == 1)
        // end snippet
    }
}
