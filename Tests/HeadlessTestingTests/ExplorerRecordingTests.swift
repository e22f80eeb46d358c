// ExplorerRecordingTests.swift: `Headless.explore(rootViewController:)` on a controller of the
// test's own, and the test it records: each command's line, the locator chosen, Swift literals,
// lines left out (errors, failed expects), snapshots written beside the test, determinism.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// A sign-in screen: an Email field, a Log in button (tag 7) that greets in a status label, two
/// buttons both titled OK, a Help button with an identifier, a Delete button never enabled, and
/// empty space below.
final class RecordingSignInController: UIViewController {
    let email = UITextField()
    let logIn = UIButton(type: .system)
    let status = UILabel()
    private(set) var okTaps: [Int] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        email.placeholder = "Email"
        email.borderStyle = .roundedRect
        email.frame = CGRect(x: 20, y: 40, width: 280, height: 34)
        logIn.setTitle("Log in", for: .normal)
        logIn.tag = 7
        logIn.frame = CGRect(x: 20, y: 90, width: 120, height: 34)
        logIn.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            status.text = "Welcome, \(email.text ?? "")"
        }, for: .touchUpInside)
        status.accessibilityIdentifier = "status"
        status.frame = CGRect(x: 20, y: 140, width: 280, height: 30)
        view.addSubview(email)
        view.addSubview(logIn)
        view.addSubview(status)
        for index in 0..<2 {
            let ok = UIButton(type: .system)
            ok.setTitle("OK", for: .normal)
            ok.frame = CGRect(x: 20 + CGFloat(index) * 140, y: 200, width: 120, height: 34)
            ok.addAction(UIAction { [weak self] _ in self?.okTaps.append(index) }, for: .touchUpInside)
            view.addSubview(ok)
        }
        let help = UIButton(type: .system)
        help.setTitle("Help", for: .normal)
        help.accessibilityIdentifier = "help"
        help.frame = CGRect(x: 20, y: 250, width: 120, height: 34)
        view.addSubview(help)
        let delete = UIButton(type: .system)
        delete.setTitle("Delete", for: .normal)
        delete.isEnabled = false
        delete.frame = CGRect(x: 160, y: 250, width: 120, height: 34)
        view.addSubview(delete)
    }
}

@MainActor
@Suite(.headless)
struct ExplorerRecordingTests {
    /// Runs `lines` on a fresh sign-in screen, recording to `<folder>/<file>`; the output, the
    /// status, the written test (nil when none) and the folder.
    private func record(_ lines: [String], file: String = "RecordedSignInTests.swift", strict: Bool = true)
        -> (output: String, status: Int32, test: String?, folder: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("recording-\(UUID().uuidString)")
        let path = folder.appendingPathComponent(file).path
        var remaining = lines[...]
        var output: [String] = []
        let status = Headless.explore(rootViewController: RecordingSignInController(), recordingTo: path, strict: strict,
                                      input: { remaining.popFirst() }, output: { output.append($0) })
        return (output.joined(separator: "\n"), status, try? String(contentsOfFile: path, encoding: .utf8), folder)
    }

    /// The recorded body's lines (between `app.launch()` and the end of the test).
    private func body(_ test: String?) -> [String] {
        guard let test, let start = test.range(of: "        app.launch()\n") else { return [] }
        return test[start.upperBound...].components(separatedBy: "\n")
            .prefix { $0 != "    }" }.map { $0.trimmingCharacters(in: .whitespaces) }
    }

    @Test func aSessionBecomesAWholeTest() {
        let (output, status, test, folder) = record([
            "tap \"Email\"", "type \"ada\"", "tap #7", "expect \"Welcome, ada\"", "dump", "hit 30 100", "why 30 100", "diff",
            "tap 300 400", "drag 10 300 10 400 3", "advance 1.5", "idle", "snapshot \"signed in\""])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(status == 0, "\(output)")
        #expect(output.hasPrefix("exploring RecordingSignInController on a 320x480 screen; type help for the commands\n"))
        #expect(test == """
            // RecordedSignInTests.swift: a test recorded by Headless.explore from an explorer session on
            // RecordingSignInController: it replays the session.
            import Testing
            import UIKit
            import HeadlessTesting
            import HeadlessTestingTests

            @MainActor
            @Suite(.headless)
            struct RecordedSignInTests {
                @Test func replaysTheSession() {
                    let app = XCUIApplication(rootViewController: RecordingSignInController())
                    app.launch()
                    app.textFields["Email"].tap()
                    app.textFields["Email"].typeText("ada")
                    app.buttons["Log in"].tap()
                    #expect(app.staticTexts["Welcome, ada"].exists)
                    app.window.tap(at: CGPoint(x: 300, y: 400))  // no element at (300, 400): UIView there
                    app.window.drag(from: CGPoint(x: 10, y: 300), to: CGPoint(x: 10, y: 400), steps: 3)
                    Headless.advance(by: 1.5)
                    Headless.runUntilIdle()
                    assertSnapshot(of: app.window, as: .dump, named: "signed in")
                }
            }

            """)
    }

    @Test func eachTapActsThroughTheElementItRecords() {
        // The recorded line is what the explorer did: the Log in button's action ran.
        let (output, _, test, folder) = record(["tap \"Email\"", "type \"bo\"", "tap 30 100", "expect \"Welcome, bo\""])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(output.contains("tapped app.buttons[\"Log in\"]: <UIButton; frame = (20 90; 120 34)"))
        #expect(body(test) == ["app.textFields[\"Email\"].tap()", "app.textFields[\"Email\"].typeText(\"bo\")",
                               "app.buttons[\"Log in\"].tap()", "#expect(app.staticTexts[\"Welcome, bo\"].exists)"])
    }

    @Test func anIdentifierBeatsALabelWhichBeatsAnIndex() {
        // Help has an identifier; Log in only a title; the two OK buttons share theirs, so each
        // is found by its place among the buttons (Log in is 0).
        let (_, _, test, folder) = record(["tap \"Help\"", "tap #7", "tap 30 217", "tap 200 217"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(body(test) == ["app.buttons[\"help\"].tap()", "app.buttons[\"Log in\"].tap()",
                               "app.buttons.element(boundBy: 1).tap()", "app.buttons.element(boundBy: 2).tap()"])
    }

    @Test func stringsAreWrittenAsSwiftLiterals() {
        let typed = "say \\\"hi\\\" \\\\ é 👋\\n"   // say "hi" \ é 👋 and Return, as a session line writes it
        let (output, _, test, folder) = record(["tap \"Email\"", "type \"\(typed)\"", "tap #7"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(body(test).dropFirst().first == #"app.textFields["Email"].typeText("say \"hi\" \\ é 👋\n")"#, "\(output)")
        // The field kept its text (Return does not clear it); the label shows it, quotes and all.
        let (_, _, expected, other) = record(["tap \"Email\"", "type \"\(typed)\"", "tap #7", "expect \"Welcome, say \\\"hi\\\" \\\\ é 👋\""])
        defer { try? FileManager.default.removeItem(at: other) }
        #expect(body(expected).dropFirst(3).first == #"#expect(app.staticTexts["Welcome, say \"hi\" \\ é 👋"].exists)"#)
    }

    @Test func errorLinesAndFailedExpectsAreReportedAndLeftOut() {
        let lines = ["bogus", "tap #99", "type \"x\"", "expect \"Nobody\"", "tap #7", "snapshot \"\"", "snapshot \"a\"", "snapshot \"a\""]
        let (output, status, test, folder) = record(lines)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(output.contains("error: unknown command 'bogus' (type help for the list)"))
        #expect(output.contains("error: no view has tag 99"))
        #expect(output.contains("error: nothing is the first responder to type into (tap a text field first)"))
        #expect(output.contains("error: expect failed: no element shows \"Nobody\" (not recorded)"))
        #expect(output.contains("error: snapshot: '' makes no file name (letters, digits or _ needed)"))
        #expect(output.contains("error: snapshot: a snapshot named 'a' was kept already"))
        #expect(body(test) == ["app.buttons[\"Log in\"].tap()", "assertSnapshot(of: app.window, as: .dump, named: \"a\")"])
        #expect(status == 2)
        // Not strict: the same session ends with status 0, and the test is written all the same.
        let (_, relaxed, again, other) = record(lines, strict: false)
        defer { try? FileManager.default.removeItem(at: other) }
        #expect(relaxed == 0)
        #expect(again == test)
    }

    @Test func aSnapshotIsWrittenWhereTheTestLooksForIt() throws {
        let (_, _, _, folder) = record(["tap #7", "snapshot \"after log in\""])
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("__Snapshots__/RecordedSignInTests/replaysTheSession.after-log-in.txt")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.hasPrefix("<UIWindow; frame = (0 0; 320 480)>\n"))
        #expect(text.contains("text = 'Welcome, '"))
    }

    @Test func recordPrintsOrWritesTheTestSoFar() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("recording-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let early = folder.appendingPathComponent("Early.swift").path
        let (output, _, test, other) = record(["tap #7", "record \(early)", "record", "tap \"Help\""])
        defer { try? FileManager.default.removeItem(at: other) }
        // The file is named for the suite; printed, the test takes the session's file's name.
        let written = try String(contentsOfFile: early, encoding: .utf8)
        #expect(written.contains("struct Early {"))
        #expect(body(written) == ["app.buttons[\"Log in\"].tap()"])
        #expect(output.contains("struct RecordedSignInTests {\n    @Test func replaysTheSession() {"))
        #expect(body(test) == ["app.buttons[\"Log in\"].tap()", "app.buttons[\"help\"].tap()"])
    }

    @Test func withoutARecordingTheSessionRecordsNothing() {
        var remaining = ["tap #7", "snapshot \"x\"", "record", "help"][...]
        var output: [String] = []
        let status = Headless.explore(rootViewController: RecordingSignInController(), screen: .iPhoneSE, strict: true,
                                      input: { remaining.popFirst() }, output: { output.append($0) })
        #expect(status == 2)
        #expect(output.first == "exploring RecordingSignInController on a 375x667 screen; type help for the commands\n")
        #expect(output.filter { $0 == "error: this session is not recorded (Headless.explore records one)" }.count == 2)
        let help = output.last ?? ""
        #expect(help.contains("expect \"TEXT\""))
        #expect(!help.contains("record [FILE]"))
        #expect(!help.contains("step "))
    }

    @Test func theScreenAndModuleAreWrittenAsGiven() {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("recording-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("9 lives.swift").path
        var remaining = ["record"][...]
        var output: [String] = []
        Headless.explore(rootViewController: RecordingSignInController(), screen: .iPhoneSE, recordingTo: path, module: "SignIn",
                         input: { remaining.popFirst() }, output: { output.append($0) })
        let test = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        #expect(test.contains("import HeadlessTesting\nimport SignIn\n\n@MainActor\n@Suite(.headless(screen: .iPhoneSE))\nstruct _9lives {"))
        // A screen of no name is written out in full (insets and all), so the test runs on it.
        let sized = folder.appendingPathComponent("Sized.swift").path
        var odd = ["record"][...]
        Headless.explore(rootViewController: RecordingSignInController(), screen: .size(CGSize(width: 300, height: 500), scale: 1),
                         recordingTo: sized, input: { odd.popFirst() }, output: { output.append($0) })
        let sizedTest = (try? String(contentsOfFile: sized, encoding: .utf8)) ?? ""
        #expect(sizedTest.contains("@Suite(.headless(screen: .init(size: CGSize(width: 300, height: 500), scale: 1, "
            + "safeAreaInsets: UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))))\nstruct Sized {"))
        #expect(sizedTest.contains("import HeadlessTestingTests\n"))
    }

    @Test func theSameSessionRecordsTheSameTest() {
        let lines = ["tap \"Email\"", "type \"ann\"", "tap 300 400", "tap #7", "advance 0.25", "expect \"Welcome, ann\"", "snapshot \"s\""]
        let (_, _, first, one) = record(lines)
        let (_, _, second, two) = record(lines)
        defer {
            try? FileManager.default.removeItem(at: one)
            try? FileManager.default.removeItem(at: two)
        }
        #expect(first != nil)
        #expect(first == second)
        let snapshot = "__Snapshots__/RecordedSignInTests/replaysTheSession.s.txt"
        #expect((try? String(contentsOf: one.appendingPathComponent(snapshot), encoding: .utf8))
            == (try? String(contentsOf: two.appendingPathComponent(snapshot), encoding: .utf8)))
    }

    @Test func theNewCommandsAreRead() throws {
        #expect(try ExplorerCommand.parse("expect \"Hello, \\\"you\\\"\"") == .expect("Hello, \"you\""))
        #expect(try ExplorerCommand.parse("snapshot greeted") == .snapshot(name: "greeted"))
        #expect(try ExplorerCommand.parse("record") == .record(file: nil))
        #expect(try ExplorerCommand.parse("record \"My Tests.swift\"") == .record(file: "My Tests.swift"))
        for (line, message) in [("expect", "expect takes one \"text\""), ("expect a b", "expect takes one \"text\""),
                                ("snapshot", "snapshot takes one name"), ("record a b", "record takes at most one file name")] {
            #expect(throws: ExplorerCommand.ParseError(message: message)) { try ExplorerCommand.parse(line) }
        }
    }

    @Test func htmlWritesTheSessionAsAWalkThroughPage() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("explorer-page-\(UUID().uuidString).html").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        let (output, _, _, folder) = record(["tap \"Email\"", "type \"ada\"", "dump", "tap #7", "html \(file)"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(output.contains("wrote \(file) (4 steps)"))
        let page = try String(contentsOfFile: file, encoding: .utf8)
        // The opening screen, then each command that acted (dump only looks), with its recorded line.
        #expect(page.contains("<h1>exploring RecordingSignInController</h1>"))
        #expect(page.contains("<li><a href=\"#step-1\">the screen as it opens</a></li>\n<li><a href=\"#step-2\">tap &quot;Email&quot;</a></li>"))
        #expect(page.contains("<pre class=\"source\"><code>app.buttons[&quot;Log in&quot;].tap()</code></pre>"))
        #expect(page.contains("<h2>4. tap #7</h2>"))
        #expect(!page.contains("step-5"))
        #expect(page.contains("<mark>"))
    }

    @Test func aDisabledButtonIsTappedAsXCUITestTapsIt() {
        // XCUITest taps a disabled button (to no effect) once nothing under way could enable it:
        // the tap is recorded, and the Log in tap after it still works.
        let (output, status, test, folder) = record(["tap \"Delete\"", "tap #7"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(status == 0)
        #expect(output.contains("tapped app.buttons[\"Delete\"]: <UIButton; frame = (160 250; 120 34); title = 'Delete'; state = disabled;"))
        #expect(body(test) == ["app.buttons[\"Delete\"].tap()", "app.buttons[\"Log in\"].tap()"])
    }
}
