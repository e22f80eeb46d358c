// TreeAssertionTests.swift: accessibility-tree assertions written in a Swift 5 language-mode test
// target, as an app's tests are: the result builder with `for` and `if`, an interpolated label,
// the text form, and `ElementPattern.parse` with its typed error in a do/catch.
import Foundation
import Testing
import UIKit
import HeadlessTesting

@MainActor
@Suite("Accessibility-tree assertions from Swift 5 language-mode code", .headless)
struct TreeAssertionTests {
    private func settings(showsFooter: Bool) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        for (index, title) in ["Wi-Fi", "Bluetooth"].enumerated() {
            let label = UILabel(frame: CGRect(x: 16, y: CGFloat(index) * 44, width: 200, height: 44))
            label.text = title
            let toggle = UISwitch(frame: CGRect(x: 250, y: CGFloat(index) * 44 + 6, width: 51, height: 31))
            toggle.isOn = index == 0
            toggle.accessibilityLabel = title
            view.addSubview(label)
            view.addSubview(toggle)
        }
        if showsFooter {
            let footer = UILabel(frame: CGRect(x: 16, y: 200, width: 288, height: 44))
            footer.text = "2 settings"
            view.addSubview(footer)
        }
        return view
    }

    @Test(arguments: [false, true])
    func theBuilderTakesLoopsConditionsAndInterpolation(showsFooter: Bool) {
        let view = settings(showsFooter: showsFooter)
        let titles = ["Wi-Fi", "Bluetooth"]
        assertAccessibilityTree(of: view) {
            for (index, title) in titles.enumerated() {
                ElementPattern(.staticText, "\(title)")
                ElementPattern(.switch, .exactly(title), value: index == 0 ? "1" : "0")
            }
            if showsFooter {
                ElementPattern(.staticText, "\(titles.count) settings")
            }
        }
    }

    @Test func theTextFormAndItsErrors() {
        let view = settings(showsFooter: false)
        assertAccessibilityTree(of: view, matches: """
            StaticText "Wi-Fi"
            Switch "Wi-Fi" value="1"
            Switch /Blue.*/ value="0"
            """)
        do {
            _ = try ElementPattern.parse("Swich \"Wi-Fi\"")
            Issue.record("a misspelt kind was read")
        } catch {
            #expect(error.line == 1)
            #expect(error.description.hasPrefix("line 1: unknown element type \"Swich\""))
        }
    }
}
