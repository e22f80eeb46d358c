// ExplorerTests.swift: piped sessions of `swift run Demos explore <scene>`, one command at a time,
// bad input included.
import Foundation
import Testing
import HeadlessTesting
@testable import Demos

@MainActor
@Suite(.headless)
struct ExplorerTests {
    /// Runs `lines` through an explorer of `scene`; the output and the exit status.
    private func session(_ lines: [String], scene: String = "friends-tap", strict: Bool = false) throws -> (output: String, status: Int32) {
        let sceneType = try #require(SceneCatalog.scene(named: scene))
        var output: [String] = []
        let explorer = try SceneExplorer(sceneType, screenSize: CGSize(width: 320, height: 480)) { output.append($0) }
        var remaining = lines[...]
        let status = explorer.run(strict: strict) { remaining.popFirst() }
        return (output.joined(separator: "\n"), status)
    }

    /// The part of `output` after the echo of `command`.
    private func reply(to command: String, in output: String) -> String {
        guard let range = output.range(of: "> \(command)\n") else { return "" }
        let rest = output[range.upperBound...]
        return String(rest.prefix { _ in true }.split(separator: "\n> ", maxSplits: 1).first ?? "")
    }

    @Test func opensTheSceneAndPrintsItsTree() throws {
        let (output, status) = try session([])
        #expect(status == 0)
        #expect(output.hasPrefix("exploring friends-tap: "))
        #expect(output.contains("4 scripted steps"))
        #expect(output.contains("<UIWindow; frame = (0 0; 320 480)>"))
    }

    @Test func tapAtAPointGoesThroughHitTestingAndPrintsWhatChanged() throws {
        // The third group's header (tag 3) sits at y = 64 + 220 in the window (each header has the
        // 22 points of padding a plain table puts above it, iOS 15): tapping it opens the group.
        let (output, _) = try session(["tap 160 306"])
        let answer = reply(to: "tap 160 306", in: output)
        #expect(answer.hasPrefix("tapped <UIView; frame = (0 0; 320 44)>"))
        #expect(answer.contains("+ 0.0.0.0 <LHYFriendsListCell"))
        #expect(answer.contains("~ 0.0.0 <UITableView"))
    }

    @Test func tapByTagAndByTitle() throws {
        let (byTag, _) = try session(["tap #3"])
        #expect(reply(to: "tap #3", in: byTag).contains("<LHYFriendsListCell"))
        let (byTitle, _) = try session(["tap \"同学\""])
        let answer = reply(to: "tap \"同学\"", in: byTitle)
        #expect(answer.hasPrefix("tapped \"同学\" at (135, 306): <UIView; frame = (0 0; 320 44)>"))
        #expect(answer.contains("<LHYFriendsListCell"))
    }

    @Test func tapByAccessibilityLabel() throws {
        // The clock face draws itself: no label shows "Clock", its accessibility label says it.
        let (output, status) = try session(["tap \"Clock\""], scene: "clock", strict: true)
        #expect(status == 0)
        #expect(reply(to: "tap \"Clock\"", in: output).hasPrefix("tapped \"Clock\" at (160, 280): <ClockFaceView; "))
    }

    @Test func aTagOrTitleThatIsNotThereIsAnError() throws {
        let (output, status) = try session(["tap #99", "tap \"Nobody\""], strict: true)
        #expect(output.contains("error: no view has tag 99"))
        #expect(output.contains("error: no view shows \"Nobody\""))
        #expect(status == 2)
    }

    @Test func dragScrollsTheTable() throws {
        let (output, _) = try session(["tap #3", "drag 160 400 160 200 5"])
        let answer = reply(to: "drag 160 400 160 200 5", in: output)
        #expect(answer.hasPrefix("dragged; the touch began on "))
        #expect(answer.contains("contentOffset: {0, 200}"))
    }

    @Test func advanceAndIdleMoveTheVirtualClock() throws {
        let (output, _) = try session(["advance 1.5", "idle"])
        #expect(reply(to: "advance 1.5", in: output).hasPrefix("advanced 1.5 s; the clock reads 1.5 s\n(no change)"))
        #expect(reply(to: "idle", in: output).hasPrefix("idle; the clock reads"))
    }

    @Test func dumpShowsTheTreeOrASubtree() throws {
        let (output, _) = try session(["dump 0.0.0", "dump #3", "dump 7.7"])
        #expect(reply(to: "dump 0.0.0", in: output).hasPrefix("<UITableView; frame = (0 64; 320 416)"))
        #expect(reply(to: "dump #3", in: output).hasPrefix("<LHYHeaderView; frame = (0 220; 320 44); tag = 3>"))
        #expect(reply(to: "dump 7.7", in: output).hasPrefix("error: no view at 7.7"))
    }

    @Test func diffRepeatsWhatTheLastChangeDid() throws {
        let (output, _) = try session(["diff", "tap #3", "dump", "diff"])
        #expect(reply(to: "diff", in: output).hasPrefix("(the last command changed nothing)"))
        let parts = output.components(separatedBy: "> diff\n")
        #expect(parts.count == 3)
        #expect(parts[2].contains("+ 0.0.0.0 <LHYFriendsListCell"))
    }

    @Test func hitNamesTheViewAndItsResponderChain() throws {
        let (output, _) = try session(["hit 160 306"])
        let answer = reply(to: "hit 160 306", in: output)
        #expect(answer.hasPrefix("a finger at (160, 306) touches <UIView; frame = (0 0; 320 44)>\nresponder chain:"))
        #expect(answer.contains("  <LHYHeaderView; frame = (0 220; 320 44); tag = 3>"))
        #expect(answer.contains("  <UIWindow; frame = (0 0; 320 480)>"))
    }

    @Test func whySaysWhatStopsATap() throws {
        let (output, _) = try session(["why 280 306", "why 80 306"])
        // The header's row takes taps; its title label does not (userInteractionEnabled = NO).
        #expect(reply(to: "why 280 306", in: output).hasPrefix("a tap at (280, 306) reaches <UIView; frame = (0 0; 320 44)>"))
        let refused = reply(to: "why 80 306", in: output)
        #expect(refused.hasPrefix("a tap at (80, 306) does not reach <UILabel;"))
        #expect(refused.contains("it has userInteractionEnabled = NO"))
    }

    @Test func svgWritesAPicture() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("explorer-\(UUID().uuidString).svg").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        let (output, _) = try session(["svg \(file)"])
        #expect(output.contains("wrote \(file)"))
        let svg = try String(contentsOfFile: file, encoding: .utf8)
        #expect(svg.contains("<svg"))
    }

    @Test func stepRunsTheScriptInOrderAndThenSaysItIsDone() throws {
        let (output, status) = try session(["step", "step", "step", "step", "step"], strict: true)
        #expect(output.contains("step 1: all-closed"))
        #expect(output.contains("step 2: open-group-1"))
        #expect(output.contains("error: the scene has no more steps (it has 4)"))
        #expect(status == 2)
    }

    @Test func helpListsTheCommandsAndQuitStops() throws {
        let (output, status) = try session(["help", "quit", "tap #3"])
        #expect(output.contains("tap X Y"))
        #expect(output.contains("why X Y"))
        #expect(!output.contains("> tap #3"))
        #expect(status == 0)
    }

    @Test func typeNeedsAFirstResponder() throws {
        let (output, status) = try session(["type \"hello\""], strict: true)
        #expect(reply(to: "type \"hello\"", in: output)
            == "error: nothing is the first responder to type into (tap a text field first)")
        #expect(status == 2)
    }

    @Test func typingGoesKeyByKeyIntoTheFieldTappedByItsPlaceholder() throws {
        let lines = ["tap \"Email\"", "type \"ann@example.comm\\b\\n\"", "type \"pw\""]
        let (output, status) = try session(lines, scene: "login", strict: true)
        #expect(status == 0)
        #expect(reply(to: lines[0], in: output).contains("placeholder = 'Email'; editing = YES"))
        let typed = reply(to: lines[1], in: output)
        // The delete key took the second m; Return moved on to the password field.
        #expect(typed.hasPrefix("typed \"ann@example.comm\\u{08}\\n\" into <UITextField"))
        #expect(typed.contains("text = 'ann@example.com'; opaque = NO>"))
        #expect(typed.contains("placeholder = 'Password'; editing = YES"))
        let password = reply(to: lines[2], in: output)
        #expect(password.contains("text = '••'; editing = YES"))
        #expect(password.contains("text = 'Ready'"))
    }

    @Test func badInputGivesAnErrorAndTheSessionGoesOn() throws {
        let lines = ["bogus", "tap", "tap 1", "tap a b", "tap #x", "drag 1 2 3", "drag 0 0 1 1 0",
                     "advance -1", "advance nan", "advance inf", "dump 1 2", "svg", "help me",
                     "\"unclosed", "why 1", "hit x 2", "", "# a comment", "dump 0.0.0"]
        let (output, status) = try session(lines)
        let errors = output.components(separatedBy: "\n").filter { $0.hasPrefix("error: ") }
        #expect(errors.count == 16, "\(errors)")
        #expect(errors.contains("error: unknown command 'bogus' (type help for the list)"))
        #expect(errors.contains("error: a quote is not closed"))
        #expect(errors.contains("error: advance: seconds must be from 0 to 86400"))
        #expect(output.contains("> dump 0.0.0\n<UITableView"))   // still working after all that
        #expect(status == 0)
        let (_, strictStatus) = try session(lines, strict: true)
        #expect(strictStatus == 2)
    }
}
