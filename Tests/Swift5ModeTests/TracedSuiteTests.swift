// TracedSuiteTests.swift: `.headless(trace:)` beside the trait's other settings, from Swift 5
// language-mode code (Docs/Traces.md); `.off` so that nothing is written.
import Testing
import UIKit
import HeadlessTesting

@MainActor
@Suite("A traced suite, from Swift 5 language-mode code", .headless(screen: .iPhoneSE, actionTimeout: 2, trace: .off))
struct TracedSuiteTests {
    @Test func theTraceModeIsOneOfTheTraitsSettings() {
        let trait: HeadlessTrait = .headless(trace: .retainOnFailure)
        #expect(trait.trace == .retainOnFailure)
        #expect(HeadlessTrait.headless.trace == .off)
        let screen = PayScreen()
        let app = XCUIApplication(rootViewController: screen)
        app.launch()
        app.buttons["Pay"].tap()
        #expect(screen.payments == 1)
    }
}
