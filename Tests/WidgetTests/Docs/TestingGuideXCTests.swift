// TestingGuideXCTests.swift: the XCTest case Docs/Testing.md shows, compiled and run as shown.
import XCTest
import HeadlessTesting
import ViewWidgets

// snippet: xctest-case
final class BadgeXCTests: HeadlessTestCase {
    @MainActor
    func testTheBadge() async {
        let badge = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 24))
        badge.text = "New"
        assertSnapshot(of: badge, as: .accessibility)
    }
}
// end snippet
