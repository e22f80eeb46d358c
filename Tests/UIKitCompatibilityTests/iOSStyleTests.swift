// iOSStyleTests.swift: XCTest tests as an iOS project writes them, run against this package.

import UIKit
import XCTest

@MainActor
final class iOSStyleTests: XCTestCase {
    override func setUp() async throws {
        Headless.reset()
    }

    func testMyButtonPlacesImageOnTopAndTitleBelow() async {
        let button = MyButton(type: .custom)
        XCTAssertTrue(type(of: button) == MyButton.self)
        button.frame = CGRect(x: 0, y: 0, width: 80, height: 100)
        button.setTitle("Cat", for: .normal)
        button.layoutIfNeeded()
        XCTAssertEqual(button.titleLabel?.frame, CGRect(x: 0, y: 70, width: 80, height: 30))
        XCTAssertEqual(button.titleLabel?.text, "Cat")
    }

    func testTableViewControllerShowsSectionsAndSelectsByTap() async throws {
        let controller = ContactsViewController(style: .plain)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        Headless.runUntilIdle()

        let table = try XCTUnwrap(controller.tableView)
        XCTAssertEqual(table.numberOfSections, 2)
        XCTAssertEqual(table.visibleCells.map { $0.textLabel?.text }, ["Ann", "Bo", "Cy"])
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryType, .checkmark)

        let bo = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        bo.tap()
        XCTAssertEqual(controller.tappedContacts, ["Bo"])
        XCTAssertNil(table.indexPathForSelectedRow)
    }

    func testTapGestureOnTheTableHeader() async throws {
        let controller = ContactsViewController(style: .grouped)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let header = try XCTUnwrap(controller.tableView.tableHeaderView)
        header.tap()
        XCTAssertEqual(controller.headerTaps, 1)
    }

    func testRotationsCompose() async {
        let arrow = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        arrow.transform = CGAffineTransform(rotationAngle: .pi / 4).rotated(by: .pi / 4)
        XCTAssertEqual(arrow.frame.width, 10, accuracy: 1e-9)
        XCTAssertEqual(arrow.frame.height, 20, accuracy: 1e-9)
        arrow.transform = .identity
        XCTAssertEqual(arrow.frame, CGRect(x: 0, y: 0, width: 20, height: 10))
    }

    func testDownloadFadesTheStatusAndRemovesIt() async throws {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let panel = DownloadPanel(frame: window.bounds)
        window.addSubview(panel)
        window.makeKeyAndVisible()

        panel.button.tap()
        XCTAssertEqual(panel.downloads, 1)
        XCTAssertFalse(panel.button.isEnabled)
        XCTAssertEqual(panel.status.text, "Downloaded")

        Headless.advance(by: 1)
        let opacity = try XCTUnwrap(panel.status.layer.presentation()?.opacity)
        XCTAssertEqual(Double(opacity), 0.5, accuracy: 0.02)
        XCTAssertNotNil(panel.status.superview)

        Headless.advance(by: 1.01)
        XCTAssertNil(panel.status.superview)

        panel.button.tap()               // a disabled button sends nothing
        XCTAssertEqual(panel.downloads, 1)
    }
}
