// GreeterSwiftTestingTests.swift: the toolkit from Swift Testing, through the products only: the
// trait, an XCUITest-style test, and snapshots that pass and that fail with a diff.
import Foundation
import Testing
import HeadlessTesting
import UIKit
import Greeter

@MainActor
@Suite(.headless(screen: .iPhoneSE))
struct GreeterSwiftTestingTests {
    @Test func eachTestGetsAFreshRuntimeOnTheChosenScreen() {
        #expect(Headless.now == 0)
        #expect(UIScreen.main.bounds.size == CGSize(width: 375, height: 667))
        Headless.advance(by: 3)
    }

    @Test func greetingSomeoneTheWayAPersonWould() {
        let app = XCUIApplication(rootViewController: GreeterViewController())
        app.launch()
        app.textFields["Name"].tap()
        app.textFields["Name"].typeText("Ada")
        app.buttons["Greet"].tap()
        #expect(app.staticTexts["greeting"].label == "Hello, Ada!")
        #expect(app.tables.cells.count == 1)
        #expect(app.cells.element(boundBy: 0).label == "Ada")
    }

    @Test func theScreenMatchesItsSnapshots() {
        let controller = GreeterViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        assertSnapshot(of: controller.view, as: .accessibility)
        assertSnapshot(of: controller.view, as: .dump)
    }

    @Test func aMissingSnapshotIsRecordedAndFailsOnce() {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("greeter-\(UUID().uuidString)").path
        let controller = GreeterViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        let first = verifySnapshot(of: controller.view, as: .svg, named: "screen", snapshotDirectory: folder)
        #expect(first?.hasPrefix("No snapshot was recorded") == true)
        #expect(verifySnapshot(of: controller.view, as: .svg, named: "screen", snapshotDirectory: folder) == nil)
    }

    @Test func aChangedScreenFailsWithADiff() {
        let controller = GreeterViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        controller.greetButton.setTitle("Say hello", for: .normal)
        let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/GreeterSwiftTestingTests")
        defer { try? FileManager.default.removeItem(at: snapshots.appendingPathComponent("aChangedScreenFailsWithADiff.1.new.txt")) }
        withKnownIssue {
            assertSnapshot(of: controller.view, as: .accessibility)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("""
                - <UIButton; frame = (232 40; 72 34); label = "Greet"; traits = button>
                + <UIButton; frame = (232 40; 72 34); label = "Say hello"; traits = button>
                """) }
        }
    }
}
