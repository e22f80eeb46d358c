// iOSStyleAppTests.swift: XCTest tests of iOSStyleAppCode.swift, as an iOS project writes them.
// (This file imports XCTest, which re-exports Foundation, so it does not name `Timer`: see
// Docs/Porting.md.)

import UIKit
import XCTest

/// The demos' resource folder, read as a bundle of images.
func demoImageBundle(file: String = #filePath) -> Bundle? {
    let root = URL(fileURLWithPath: file).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    return Bundle(path: root.appendingPathComponent("Sources/Demos/Resources").path)
}

@MainActor
final class iOSStyleAppTests: XCTestCase {
    override func setUp() async throws {
        Headless.reset()
    }

    /// A key window showing a fresh stopwatch.
    private func showStopwatch() -> (UIWindow, StopwatchViewController) {
        let controller = StopwatchViewController()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return (window, controller)
    }

    func testAMemoryWarningReachesTheOverride() async {
        let (window, controller) = showStopwatch()
        Headless.simulateMemoryWarning()
        XCTAssertEqual(controller.cachesPurged, 1)
        XCTAssertNotNil(window.rootViewController)
    }

    func testNothingCallsAwakeFromNibWithoutNibs() async {
        let (_, controller) = showStopwatch()
        let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        controller.view.addSubview(badge)
        XCTAssertFalse(controller.awokeFromNib)
        XCTAssertFalse(badge.isSetUp)
        badge.awakeFromNib()
        XCTAssertEqual(badge.layer.cornerRadius, 10)
    }

    func testTheBlockTimerCountsSecondsAsTheClockMoves() async {
        let (_, controller) = showStopwatch()
        controller.start()
        Headless.advance(by: 3)
        XCTAssertEqual(controller.seconds, 3)
        XCTAssertEqual(controller.timeLabel.text, "3 s")
    }

    func testSizeToFitWidensTheOneLineLabel() async {
        let (_, controller) = showStopwatch()
        controller.start()
        Headless.advance(by: 12)
        XCTAssertEqual(controller.timeLabel.text, "12 s")
        XCTAssertEqual(controller.timeLabel.frame.width, controller.timeLabel.intrinsicContentSize.width)
    }

    func testTheTimerAddedToTheRunLoopAutosavesEveryFiveSeconds() async {
        let (_, controller) = showStopwatch()
        controller.start()
        Headless.advance(by: 11)
        XCTAssertEqual(controller.autosaves, 2)
    }

    func testStopInvalidatesBothTimers() async throws {
        let (_, controller) = showStopwatch()
        controller.start()
        let timer = try XCTUnwrap(controller.timer)
        controller.stop()
        Headless.advance(by: 10)
        XCTAssertFalse(timer.isValid)
        XCTAssertEqual(controller.seconds, 0)
        XCTAssertEqual(controller.autosaves, 0)
    }

    func testRepeatedRefreshRequestsCoalesceIntoOne() async {
        let (_, controller) = showStopwatch()
        controller.scheduleRefresh()
        Headless.advance(by: 0.3)
        controller.scheduleRefresh()
        Headless.advance(by: 0.3)
        XCTAssertEqual(controller.refreshes, 0)
        Headless.advance(by: 0.2)
        XCTAssertEqual(controller.refreshes, 1)
    }

    func testTheKeyboardNotificationReachesTheObserver() async {
        let (_, controller) = showStopwatch()
        NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil,
                                        userInfo: [UIResponder.keyboardFrameEndUserInfoKey: CGRect(x: 0, y: 264, width: 320, height: 216)])
        XCTAssertEqual(controller.keyboardHeights, [216])
    }

    func testAClosedScreenIsFreedWithItsTimerAndObserver() async {
        weak var weakController: StopwatchViewController?
        do {
            let controller = StopwatchViewController()
            controller.loadViewIfNeeded()
            controller.start()
            controller.stop()
            weakController = controller
        }
        XCTAssertNil(weakController)
        NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    func testTheCountdownLabelTicksAndStopsItself() async {
        let label = CountdownLabel(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        label.start()
        Headless.runUntilIdle()
        XCTAssertEqual(label.text, "Go!")
        XCTAssertEqual(Headless.now, 3)
    }

    func testCellsWithTheirOwnInitialiserShowInTheTable() async {
        let menu = MenuViewController(style: .plain)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = menu
        window.makeKeyAndVisible()
        XCTAssertEqual(menu.tableView.visibleCells.map { $0.textLabel?.text }, ["Profile", "Settings"])
    }

    func testTheAvatarStoreLoadsImagesOffTheMainActor() async throws {
        let store = AvatarStore(bundle: try XCTUnwrap(demoImageBundle()))
        let size = await store.loadInBackground(named: "me")
        XCTAssertEqual(size, CGSize(width: 40, height: 40))
    }

    func testEqualToComparesGeometry() async {
        XCTAssertTrue(isSquare(CGRect(x: 5, y: 5, width: 30, height: 30)))
        XCTAssertFalse(isSquare(CGRect(x: 5, y: 5, width: 30, height: 31)))
    }
}
