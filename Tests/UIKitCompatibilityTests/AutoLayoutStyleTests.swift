// AutoLayoutStyleTests.swift: XCTest tests as an iOS project writes them for an Auto Layout screen.

import UIKit
import XCTest

@MainActor
final class AutoLayoutStyleTests: XCTestCase {
    override func setUp() async throws {
        Headless.reset()
    }

    func testLoginScreenOnANotchedPhone() async throws {
        Headless.setScreen(size: CGSize(width: 375, height: 812), scale: 3,
                           safeAreaInsets: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        let controller = LoginViewController()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.view.layoutIfNeeded()

        // Centred at 147.5 points, which a 3x screen shows at the nearest pixel, as on a device.
        XCTAssertEqual(controller.logo.frame.minX, 147.5, accuracy: 1.0 / 6)
        XCTAssertEqual(controller.logo.frame.size, CGSize(width: 80, height: 80))
        XCTAssertEqual(controller.logo.frame.minY, 84)
        XCTAssertEqual(controller.titleLabel.frame.minX, 16)
        XCTAssertEqual(controller.titleLabel.frame.width, 343)
        XCTAssertEqual(controller.titleLabel.frame.minY, 188)
        XCTAssertEqual(controller.signInButton.frame.maxY, 812 - 34 - 20)
        XCTAssertEqual(controller.signInButton.frame.midX, 187.5, accuracy: 1.0 / 3)
    }

    func testMovingTheLogoUpByChangingItsConstant() async throws {
        let controller = LoginViewController()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.view.layoutIfNeeded()
        XCTAssertEqual(controller.logo.frame.minY, 40)

        controller.logoTopConstraint.constant = 10
        controller.view.layoutIfNeeded()
        XCTAssertEqual(controller.logo.frame.minY, 10)
        XCTAssertEqual(controller.titleLabel.frame.minY, 114)
    }
}
