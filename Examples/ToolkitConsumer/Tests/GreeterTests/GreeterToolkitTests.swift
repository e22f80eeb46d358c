// GreeterToolkitTests.swift: the rest of the toolkit as an app's tests use it, through the
// products only: actions that wait for their element, queries that explain, the accessibility
// audit, layout lints, accessibility-tree assertions and the files a failure leaves. Each
// failure is made to happen and its text checked word for word: Docs/Testing.md ("The toolkit
// from another package") shows these texts as they print.
import Foundation
import Testing
import HeadlessTesting
import UIKit
import Greeter

/// The messages of the failures `body` records, each expected, without the line naming the
/// failure's files (there when HEADLESS_ARTIFACTS is set).
@MainActor
func failureMessages(_ body: () throws -> Void) -> [String] {
    final class Box: @unchecked Sendable { var messages: [String] = [] }
    let box = Box()
    withKnownIssue {
        do { try body() } catch { Issue.record(error) }
    } matching: { issue in
        let text = issue.comments.map(\.rawValue).joined()
        box.messages.append(text.components(separatedBy: "\nFiles of this failure: ")[0])
        return true
    }
    return box.messages
}

@MainActor
@Suite(.headless(screen: .iPhoneSE))
struct GreeterToolkitTests {
    private func launch() -> XCUIApplication {
        let app = XCUIApplication(rootViewController: GreeterViewController())
        app.launch()
        return app
    }

    private func greet(_ name: String, in app: XCUIApplication) {
        app.textFields["Name"].tap()
        app.textFields["Name"].typeText(name)
        app.buttons["Greet"].tap()
    }

    @Test func clearIsTappedOnceItHasFadedInWithoutAWaitInTheTest() {
        let app = launch()
        greet("Ada", in: app)
        app.buttons["Clear"].tap()
        #expect(app.cells.count == 0)
        #expect(!app.buttons["Clear"].exists)
    }

    @Test func anActionThatCannotBeDoneSaysWhatItWaitedFor() {
        let app = launch()
        XCUIElement.actionTimeout = 0.5
        let messages = failureMessages { app.buttons["Clear"].tap() }
        #expect(messages == [
            """
            Failed to tap app.buttons["Clear"] after waiting 0.5 s of virtual time: it does not exist
            No matches found for app.buttons["Clear"]
            Nearly matching:
                Button, {{232, 86}, {72, 32}}, label: 'Clear': it is hidden
                StaticText, {{250, 93}, {36, 18}}, label: 'Clear': it is inside a hidden view: <UIButton; frame = (232 86; 72 32); title = 'Clear'; hidden = YES; opaque = NO>
            Nothing is under way (no animation, timer, delayed call or transition).
            """,
        ])
    }

    @Test func aTapThatWouldLandElsewhereSaysWhatIsInTheWay() throws {
        let app = launch()
        XCUIElement.actionTimeout = 0.5
        let banner = UIView(frame: CGRect(x: 200, y: 30, width: 120, height: 60))
        try #require(app.window.rootViewController?.view).addSubview(banner)
        let messages = failureMessages { app.buttons["Greet"].tap() }
        #expect(messages == [
            """
            Failed to tap app.buttons["Greet"] after waiting 0.5 s of virtual time: it is not hittable: <UIView; frame = (200 30; 120 60)> is in the way at (268, 57) in the window
            Element: UIButton: Button, {{232, 40}, {72, 34}}, label: 'Greet'
            Nothing is under way (no animation, timer, delayed call or transition).
            """,
        ])
        #expect(app.explain(app.buttons["Greet"]).contains(
            "A tap cannot reach it: <UIView; frame = (200 30; 120 60)> is in the way at (268, 57) in the window"))
    }

    @Test func aQueryThatFindsNothingNamesWhatNearlyMatched() {
        let app = launch()
        let messages = failureMessages { _ = app.buttons["greet"].label }
        #expect(messages == [
            """
            No matches found for app.buttons["greet"]
            Nearly matching:
                Button, {{232, 40}, {72, 34}}, label: 'Greet': its label differs in case or spaces; app.buttons["Greet"] finds it
            """,
        ])
        #expect(app.explain(app.buttons["greet"]) == messages.first)
    }

    @Test func theAuditFindsWhatTheScreenGetsWrong() {
        let app = launch()
        let messages = failureMessages { try app.performAccessibilityAudit(for: [.contrast, .hitRegion]) }
        #expect(messages == [
            "Accessibility audit: Contrast failed (Button, {{232, 40}, {72, 34}}, label: 'Greet'): the text 'Greet' (#007aff) "
                + "on #ffffff has a contrast ratio of 4.02:1; text needs 4.5:1 (WCAG AA)",
            "Accessibility audit: Hit region too small (Button, {{232, 40}, {72, 34}}, label: 'Greet'): it is 72 × 34 points; "
                + "a finger needs at least 44 × 44 points (Human Interface Guidelines)",
        ])
    }

    @Test func theLayoutLintsNameTheSmallButtons() {
        let app = launch()
        greet("Ada", in: app)
        let messages = failureMessages { assertNoLayoutLints(in: app.window) }
        #expect(messages == [
            "Layout lint: Button, {{232, 40}, {72, 34}}, label: 'Greet': it is 72 × 34 points; "
                + "touch targets need at least 44 × 44 points (Human Interface Guidelines)",
            "Layout lint: Button, {{232, 86}, {72, 32}}, label: 'Clear': it is 72 × 32 points; "
                + "touch targets need at least 44 × 44 points (Human Interface Guidelines)",
        ])
    }

    @Test func theScreenSaysWhatItShows() {
        let app = launch()
        greet("Ada", in: app)
        assertAccessibilityTree(of: app, matches: """
            TextField value="Name"
            Button "Greet"
            StaticText "Hello, Ada!" identifier="greeting"
            Button "Clear"
            Table
              Cell "Ada"
            """)
    }

    @Test func aTreeThatDiffersSaysWhere() {
        let app = launch()
        greet("Ada", in: app)
        let messages = failureMessages {
            assertAccessibilityTree(of: app, matches: """
                StaticText "Hello, Ada" identifier="greeting"
                Table
                  Cell "Ada"
                """)
        }
        #expect(messages == [
            """
            The accessibility tree does not match: nothing matches line 1, `StaticText "Hello, Ada" identifier="greeting"`.
            Nearly matching:
              `StaticText "Hello, Ada!" identifier="greeting"`: its label is "Hello, Ada!"
            Expected:
            StaticText "Hello, Ada" identifier="greeting"
            Table
              Cell "Ada"
            The tree now:
            Window
              TextField identifier="name" value="Name" [focused]
              Button "Greet"
              StaticText "Hello, Ada!" identifier="greeting"
              Button "Clear"
              Table
                Cell "Ada"
                  StaticText "Ada"
            """,
        ])
    }

    @Test func aFailureLeavesTheScreenAsItWasInItsFolder() throws {
        let app = launch()
        final class Box: @unchecked Sendable { var message = "" }
        let box = Box()
        withKnownIssue {
            app.buttons["Say hello"].tap()
        } matching: { issue in
            box.message = issue.comments.map(\.rawValue).joined()
            return true
        }
        guard let root = ProcessInfo.processInfo.environment["HEADLESS_ARTIFACTS"] else {
            #expect(!box.message.contains("Files of this failure"))
            return
        }
        let folder = "\(root)/GreeterTests.GreeterToolkitTests.aFailureLeavesTheScreenAsItWasInItsFolder"
        #expect(box.message.hasSuffix("\nFiles of this failure: \(folder)"))
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(files == ["1.accessibility.txt", "1.screen.svg", "1.screen.txt"])
        let screen = try String(contentsOfFile: "\(folder)/1.screen.txt", encoding: .utf8)
        #expect(screen.contains("title = 'Greet'"))
    }
}

/// The same screen under the checks a suite can run after every action.
@MainActor
@Suite(.headless(screen: .iPhoneSE, lints: .smallTouchTarget))
struct GreeterCheckedTests {
    @Test func eachActionIsFollowedByTheLints() {
        let app = XCUIApplication(rootViewController: GreeterViewController())
        app.launch()
        let messages = failureMessages { app.textFields["Name"].tap() }
        #expect(messages == [
            "Layout lint after tap app.textFields[\"Name\"]: Button, {{232, 40}, {72, 34}}, label: 'Greet': it is 72 × 34 points; "
                + "touch targets need at least 44 × 44 points (Human Interface Guidelines)",
        ])
    }
}
