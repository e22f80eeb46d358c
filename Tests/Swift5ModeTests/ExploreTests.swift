// ExploreTests.swift: the explorer, and the test it records, called from Swift 5 language-mode code.
import Foundation
import Testing
import UIKit
import HeadlessTesting

@MainActor
@Suite("The explorer from Swift 5 language-mode code", .headless)
struct ExploreTests {
    @Test func aPipedSessionIsRecordedAsATest() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swift5-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("RecordedPayTests.swift")
        var lines = ["tap \"Pay\"", "advance 0.5", "tap \"Pay\"", "expect \"Pay\""][...]
        var output: [String] = []
        let status = Headless.explore(rootViewController: PayScreen(), recordingTo: file.path,
                                      input: { lines.popFirst() }, output: { output.append($0) })
        #expect(status == 0)
        let test = try String(contentsOf: file, encoding: .utf8)
        // The first tap waits, as the recorded line will, for the timer that enables the button.
        #expect(output.filter { $0.hasPrefix("tapped app.buttons[\"Pay\"]: <UIButton") }.count == 2)
        #expect(test.contains("""
                    app.launch()
                    app.buttons["Pay"].tap()
                    Headless.advance(by: 0.5)
                    app.buttons["Pay"].tap()
                    #expect(app.buttons["Pay"].exists)
                }
            """))
    }
}
