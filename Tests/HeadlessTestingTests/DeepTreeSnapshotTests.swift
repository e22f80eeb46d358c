// DeepTreeSnapshotTests.swift: the `.accessibility` and `.constraints` snapshots of a chain 20,000
// containers deep and of a tree 100,001 elements wide are made, recorded and compared within the
// view dump's caps (Docs/Reliability.md, "Deep trees").
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("Snapshots of deep and wide trees", .headless, .serialized)
struct DeepTreeSnapshotTests {
    /// The dumps' caps: `recursiveDescription()`'s.
    private let lineLimit = 100_000
    private let indentation = String(repeating: "   | ", count: 64)

    /// Records `view`'s snapshot in a fresh folder, checks that it then matches, and gives its text.
    private func recordAndVerify(_ view: UIView, as snapshotting: Snapshotting<UIView>) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("deep-snapshots-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = verifySnapshot(of: view, as: snapshotting, named: "deep", snapshotDirectory: folder.path, testName: "deep()")
        #expect(first?.hasPrefix("No snapshot was recorded") == true)
        #expect(verifySnapshot(of: view, as: snapshotting, named: "deep", snapshotDirectory: folder.path, testName: "deep()") == nil)
        let file = folder.appendingPathComponent("deep.deep.txt")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.hasSuffix("\n"))
        return String(text.dropLast())
    }

    @Test func theAccessibilityTreeOfADeepChainIsSnapshotted() throws {
        let chain = DeepChain()
        let text = try recordAndVerify(chain.window, as: .accessibility)
        let all = lines(of: text)
        // A flat list in reading order (VoiceOver's): every label, then the button and the
        // field; nothing is indented, so no line carries a depth.
        #expect(all.count == deepChainDepth + 2)
        #expect(all.count <= lineLimit + 1)
        #expect(all[0] == #"<UILabel; frame = (10 20; 300 10); label = "level 0"; traits = staticText>"#)
        let last = deepChainDepth - 1
        #expect(all[last] == Substring(#"<UILabel; frame = (10 20; 300 10); label = "level \#(last)"; traits = staticText>"#))
        #expect(all[last + 1] == #"<UIButton; frame = (10 120; 100 44); label = "Tap me"; identifier = "x"; traits = button>"#)
        #expect(all[last + 2] == #"<UITextField; frame = (10 170; 100 30); identifier = "field">"#)
        #expect(text.utf8.count < 2_000_000)
        // Each label's frame is where `convert(_:to:)` puts it, however deep.
        let deepest = try #require(chain.labels.last)
        #expect(deepest.convert(deepest.bounds, to: chain.window) == CGRect(x: 10, y: 20, width: 300, height: 10))
    }

    @Test func theConstraintsOfADeepChainAreSnapshottedWithinTheDumpsLimits() throws {
        let chain = DeepChain()
        let text = try recordAndVerify(chain.window, as: .constraints)
        let all = lines(of: text)
        // The same lines as the view dump, which has the same caps, and the four constraints.
        let dump = lines(of: chain.window.recursiveDescription())
        #expect(all.count == dump.count + 4)
        #expect(all.count <= lineLimit + 1)
        #expect(all[0] == "<UIWindow; frame = (0 0; 320 480)>")
        #expect(all[1] == "   | <UIView; frame = (10 20; 300 400)>")
        // Container 63 is 64 levels down, its label 65.
        #expect(all[127] == Substring(indentation + "<UIView; frame = (1 0; 300 400)>"))
        #expect(all[128].hasPrefix(indentation + "[depth 65] <UILabel; frame = (0 0; 300 10); text = 'level 63'"))
        #expect(text.contains("\n" + indentation + "[depth \(deepChainDepth + 1)] <UIButton; frame = (0 100; 100 44)"))
        // The constraints held deep down are listed under their views, indented as far as the cap.
        let constraints = all.filter { $0.hasPrefix(indentation + "   - <NSLayoutConstraint") }
        #expect(constraints.count == 4)
        #expect(all.allSatisfy { $0.utf8.count < 500 })
        // About 400 characters a line for 40,000 views: the indentation alone of an uncapped
        // dump would be 20,000 levels × 5 characters a line, 4 GB.
        #expect(text.utf8.count < 20_000_000)
    }

    @Test func theSnapshotsOfAWideTreeAreCutAtTheLineLimit() throws {
        let (window, container) = makeWideTree()
        let accessibility = lines(of: window.accessibilityTreeDescription())
        #expect(accessibility.count == lineLimit + 1)
        #expect(accessibility[0] == #"<UIView; frame = (0 0; 10 1); label = "e0">"#)
        #expect(accessibility[lineLimit - 1] == #"<UIView; frame = (0 99999; 10 1); label = "e99999">"#)
        #expect(accessibility[lineLimit] == "... 1 more lines not listed (accessibilityTreeDescription lists at most 100000)")
        let constraints = lines(of: container.recursiveConstraintsDescription())
        #expect(constraints.count == lineLimit + 1)
        #expect(constraints[0] == "<UIView; frame = (0 0; 320 480)>")
        #expect(constraints[lineLimit - 1] == "   | <UIView; frame = (0 99998; 10 1)>")
        #expect(constraints[lineLimit] == "... 2 more lines not listed (recursiveConstraintsDescription lists at most 100000)")
        // The snapshot strategies give the same texts.
        let snapshot = try recordAndVerify(window, as: .accessibility)
        #expect(lines(of: snapshot) == accessibility)
    }
}
