// MonkeyTests.swift: the seeded random explorer: it finds planted bugs, shrinks the run to the
// few steps that matter, writes them as a test, and runs the same way for the same seed.
import Testing
@testable import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("The monkey", .headless)
struct MonkeyTests {
    /// Runs the monkey where a failure is expected, and returns its report.
    private func monkeyFindingABug(_ make: @autoclosure @escaping @MainActor () -> UIViewController, seed: UInt64,
                                   steps: Int = 200, invariants: [MonkeyInvariant] = []) -> MonkeyReport? {
        var report: MonkeyReport?
        withKnownIssue {
            report = Headless.monkey(rootViewController: make(), seed: seed, steps: steps, invariants: invariants)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("The monkey (seed \(seed)) broke ") }
        }
        return report
    }

    @Test func findsAPlantedBugAndShrinksItToTheStepsThatMatter() throws {
        let found = monkeyFindingABug(PlantedBugListScreen(), seed: 1)   // not inside #require: it would make the screen once
        let report = try #require(found)
        let failure = try #require(report.failure)
        #expect(failure.invariant == "no UIKit exception or error")
        #expect(failure.message.hasPrefix("Invalid update: invalid number of rows in section 0."))
        #expect(failure.reproduced)
        // Two rows are needed for the bug, then Clear: nothing else matters.
        #expect(failure.steps == [#"app.buttons["Add"].tap()"#, #"app.buttons["Add"].tap()"#, #"app.buttons["Clear"].tap()"#])
        #expect(failure.stepsBeforeShrinking >= 3)
        #expect(report.stepsTaken == failure.stepsBeforeShrinking)
    }

    @Test func theWrittenTestDoesTheStepsOnTheSameScreen() throws {
        let found = monkeyFindingABug(PlantedBugListScreen(), seed: 1)
        let report = try #require(found)
        let failure = try #require(report.failure)
        #expect(failure.test == """
            import Testing
            import UIKit
            import HeadlessTesting
            @testable import HeadlessTestingTests

            @MainActor
            @Suite(.headless)
            struct MonkeySeed1Tests {
                /// Found by `Headless.monkey(rootViewController: PlantedBugListScreen(), seed: 1)`:
                /// "no UIKit exception or error" broke: \(failure.message)
                @Test func theShortestRunThatBreaksIt() {
                    let app = XCUIApplication(rootViewController: PlantedBugListScreen())
                    app.launch()
                    app.buttons["Add"].tap()
                    app.buttons["Add"].tap()
                    app.buttons["Clear"].tap()
                    // UIKit reported it here: the .headless trait fails the test with its message.
                }
            }
            """)
        #expect(report.description.contains("Shrunk to 3 steps; a test that does them:\n\n" + failure.test))
    }

    @Test func theWrittenStepsBreakItAgainAsWritten() {
        // The three lines the monkey wrote, run as a test runs them.
        let app = XCUIApplication(rootViewController: PlantedBugListScreen())
        app.launch()
        let messages = Headless.recordingViolations {
            app.buttons["Add"].tap()
            app.buttons["Add"].tap()
            app.buttons["Clear"].tap()
        }
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("Invalid update: invalid number of rows in section 0.") == true)
    }

    @Test func typingIsPartOfTheRun() throws {
        let found = monkeyFindingABug(PlantedBugFieldScreen(), seed: 3, steps: 300)
        let report = try #require(found)
        let failure = try #require(report.failure)
        #expect(failure.message == "Can't add self as subview")
        #expect(failure.steps.first == #"app.textFields["Code"].tap()"#)
        #expect(failure.steps.last == #"app.buttons["Go"].tap()"#)
        #expect(failure.steps.contains(#"app.textFields["Code"].typeText("42")"#))
        #expect(failure.steps.count == 3)
    }

    @Test func theSameSeedMakesTheSameRun() {
        let screen = { let list = PlantedBugListScreen(); list.fixed = true; return list }
        let first = Headless.monkey(rootViewController: screen(), seed: 99, steps: 60)
        let second = Headless.monkey(rootViewController: screen(), seed: 99, steps: 60)
        let other = Headless.monkey(rootViewController: screen(), seed: 100, steps: 60)
        #expect(first.failure == nil)
        #expect(first.steps.count == 60)
        #expect(first.steps == second.steps)
        #expect(first.steps != other.steps)
    }

    @Test func aHealthyScreenPassesEveryStep() {
        let screen = { let list = PlantedBugListScreen(); list.fixed = true; return list }
        let report = Headless.monkey(rootViewController: screen(), seed: 1, steps: 150)
        #expect(report.failure == nil)
        #expect(report.stepsTaken == 150)
        #expect(report.description == "The monkey (seed 1) took 150 steps; every invariant held.")
        // Every kind of step came up.
        for kind in [".tap()", ".swipe", "Headless.advance(by:", "Headless.rotate(to:", "Headless.simulateMemoryWarning()"] {
            #expect(report.steps.contains { $0.contains(kind) }, "no \(kind) step")
        }
    }

    @Test func aTestsOwnInvariantIsCheckedAfterEveryStep() throws {
        let screen = { let list = PlantedBugListScreen(); list.fixed = true; return list }
        let found = monkeyFindingABug(screen(), seed: 5, steps: 300, invariants: [
            .that("at most two rows") { app in app.cells.count <= 2 },
        ])
        let report = try #require(found)
        let failure = try #require(report.failure)
        #expect(failure.invariant == "at most two rows")
        #expect(failure.message == "it no longer holds")
        #expect(failure.steps == Array(repeating: #"app.buttons["Add"].tap()"#, count: 3))
        #expect(failure.test.contains(#"// Here "at most two rows" no longer holds: check it with #expect."#))
    }

    @Test func aScreenThatBreaksAtLaunchNeedsNoSteps() throws {
        let found = monkeyFindingABug(BrokenAtLaunchScreen(), seed: 1)
        let report = try #require(found)
        let failure = try #require(report.failure)
        #expect(failure.message == "Can't add self as subview")
        #expect(failure.steps.isEmpty)
        #expect(report.stepsTaken == 0)
    }

    @Test func aNavigationControllerIsWrittenAsItWasMade() throws {
        let found = monkeyFindingABug(UINavigationController(rootViewController: PlantedBugListScreen()), seed: 1)
        let failure = try #require(found?.failure)
        #expect(failure.test.contains(
            "let app = XCUIApplication(rootViewController: UINavigationController(rootViewController: PlantedBugListScreen()))"))
        #expect(failure.test.contains("@testable import HeadlessTestingTests"))
    }

    @Test func aQueryThatFailsInsideAnInvariantBreaksItAndFailsNothingElse() throws {
        let found = monkeyFindingABug(PlantedBugListScreen(), seed: 1, invariants: [
            .that("the badge reads 0") { app in app.staticTexts["badge"].label == "0" },
        ])
        let failure = try #require(found?.failure)
        #expect(failure.invariant == "the badge reads 0")
        #expect(failure.message.hasPrefix(#"No matches found for app.staticTexts["badge"]"#))
        #expect(failure.steps.isEmpty)   // broken from the launch on
    }

    @Test func theFirstStepsOfASeedAreFixed() {
        let screen = { let list = PlantedBugListScreen(); list.fixed = true; return list }
        let report = Headless.monkey(rootViewController: screen(), seed: 99, steps: 8)
        #expect(report.steps == [
            "Headless.advance(by: 0.1)", #"app.buttons["Clear"].tap()"#, #"app.buttons["Clear"].tap()"#,
            "app.tables.element(boundBy: 0).swipeLeft()", #"app.buttons["Clear"].tap()"#, #"app.buttons["Clear"].tap()"#,
            #"app.buttons["Add"].tap()"#, #"app.cells["Item 1"].tap()"#,
        ])
    }

    @Test func theTestsChecksAreOffDuringTheRunAndBackAfterIt() {
        XCUIElement.resetChecks(audit: .contrast, lints: .truncatedText)
        let report = Headless.monkey(rootViewController: UIViewController(), seed: 1, steps: 20)
        #expect(report.failure == nil)
        #expect(XCUIElement.auditAfterEachAction == .contrast)
        #expect(XCUIElement.lintsAfterEachAction == .truncatedText)
        XCUIElement.resetChecks()
    }
}

@MainActor
@Suite("The monkey on a device", .headless(screen: .iPhone15))
struct MonkeyDeviceTests {
    @Test func theWrittenTestRunsOnTheSameDevice() throws {
        var report: MonkeyReport?
        withKnownIssue {
            report = Headless.monkey(rootViewController: PlantedBugListScreen(), seed: 2, steps: 300)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("The monkey (seed 2) broke ") }
        }
        let failure = try #require(report?.failure)
        #expect(failure.test.contains("@Suite(.headless(screen: .iPhone15))"))
    }

    @Test func theRuntimeLeftBehindIsTheTestsDeviceUpright() {
        let screen = { let list = PlantedBugListScreen(); list.fixed = true; return list }
        let report = Headless.monkey(rootViewController: screen(), seed: 1, steps: 150)
        // The run turned the device; the runtime left behind is the test's device, upright.
        #expect(report.steps.contains { $0.hasPrefix("Headless.rotate(to: .landscape") })
        #expect(UIScreen.main.bounds.size == CGSize(width: 393, height: 852))
        #expect(Headless.interfaceOrientation == .portrait)
        #expect(UIScreen.main.scale == 3)
    }
}

@MainActor
@Suite("The monkey misused", .headless)
struct MonkeyMisuseTests {
    @Test func aControllerMadeOnceIsReportedNotShrunk() {
        withKnownIssue {
            // Made before the call: every launch gets this one controller.
            let screen = PlantedBugListScreen()
            #expect(Headless.monkey(rootViewController: screen, seed: 1).failure?.reproduced == false)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("Headless.monkey(rootViewController:) got the same controller for two launches") }
        }
    }
}

@MainActor
@Suite("The monkey in dark mode", .headless(traits: .init(userInterfaceStyle: .dark)))
struct MonkeyTraitsTests {
    @Test func theWrittenTestRunsInTheSameSettings() throws {
        var report: MonkeyReport?
        withKnownIssue {
            report = Headless.monkey(rootViewController: PlantedBugListScreen(), seed: 1)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("The monkey (seed 1) broke ") }
        }
        let failure = try #require(report?.failure)
        #expect(failure.test.contains("@Suite(.headless(traits: .init(userInterfaceStyle: .dark)))"))
        #expect(Headless.traits.userInterfaceStyle == .dark)   // the runtime left behind is the test's device
    }
}
