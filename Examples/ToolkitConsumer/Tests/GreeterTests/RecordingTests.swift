// RecordingTests.swift: the checked-in recorded test is what the checked-in session records: the
// session is recorded again and the test file and its snapshots compared, so the two cannot drift.
import Foundation
import Testing
import HeadlessTesting
import UIKit
import Greeter

@MainActor
@Suite(.headless)
struct RecordingTests {
    @Test func theSessionRecordsTheCheckedInTest() throws {
        let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let session = try String(contentsOf: here.appendingPathComponent("Recorded/greeter.session"), encoding: .utf8)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("recording-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("RecordedGreeterTests.swift")
        var lines = session.components(separatedBy: "\n")[...]
        var output: [String] = []
        let status = Headless.explore(rootViewController: GreeterViewController(), screen: .iPhoneSE, recordingTo: file.path,
                                      input: { lines.popFirst() }, output: { output.append($0) })
        #expect(status == 0)
        // The refused line and the failed expect are reported.
        #expect(output.contains("error: unknown command 'bogus' (type help for the list)"))
        #expect(output.contains { $0.hasPrefix("error: expect failed: no element shows \"Grace\"") })
        let recorded = try String(contentsOf: file, encoding: .utf8)
        let checkedIn = try String(contentsOf: here.appendingPathComponent("RecordedGreeterTests.swift"), encoding: .utf8)
        #expect(recorded == checkedIn)
        for name in ["greeted", "cleared"] {
            let path = "__Snapshots__/RecordedGreeterTests/replaysTheSession.\(name).txt"
            let written = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
            #expect(written == (try String(contentsOf: here.appendingPathComponent(path), encoding: .utf8)), "\(name)")
        }
    }
}
