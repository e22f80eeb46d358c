// HugeFrameTests.swift: an element's description prints any frame, however far out, without
// trapping on a conversion to an integer (Docs/Reliability.md, "Bad input").
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("Element descriptions of huge frames", .headless)
struct HugeFrameTests {
    /// Whole numbers that fit an Int print as integers ("16"); others, 1e300 among them, as
    /// "%.1f" prints them, as XCUITest's descriptions do.
    @Test(arguments: [CGFloat(1e300), -1e300, .greatestFiniteMagnitude, 1e19, 12.25])
    func aLabelFarAwayIsDescribed(x: CGFloat) {
        let screen = UIViewController()
        let label = UILabel(frame: CGRect(x: x, y: 16, width: 100, height: 20))
        label.text = "Far"
        screen.view.addSubview(label)
        let app = XCUIApplication(rootViewController: screen)
        app.launch()

        let line = app.staticTexts.debugDescription

        // The frame is converted to the window's coordinates: that far out, x + 100 is x.
        let width = (x + 100) - x == 100 ? "100" : "0"
        #expect(line == "StaticText, {{\(String(format: "%.1f", Double(x))), 16}, {\(width), 20}}, label: 'Far'")
    }
}
