import Foundation
import Testing
import UIKit
import HeadlessTesting

/// Compares `dump` with `__Snapshots__/<name>.txt` beside the calling test file. When the file is
/// missing, or `RECORD_DUMPS=1` is set, writes it instead and fails, so that a new recording is
/// read once before it is trusted.
func expectDump(_ dump: String, named name: String, filePath: String = #filePath) throws {
    let file = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__/\(name).txt")
    let recorded = try? String(contentsOf: file, encoding: .utf8)
    if recorded == nil || ProcessInfo.processInfo.environment["RECORD_DUMPS"] == "1" {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try dump.write(to: file, atomically: true, encoding: .utf8)
        Issue.record("Recorded \(file.path): read it, then run the test again")
        return
    }
    #expect(dump == recorded, "\(name) differs from \(file.path)")
}

@MainActor
@Suite(.headless)
struct ProfileCardDumpTests {
    @Test func theProfileCard() throws {
        let window = UIWindow()
        let card = UIView(frame: CGRect(x: 20, y: 40, width: 280, height: 120))
        let name = UILabel(frame: CGRect(x: 16, y: 16, width: 248, height: 24))
        name.text = "Ada Lovelace"
        card.addSubview(name)
        window.addSubview(card)
        window.makeKeyAndVisible()

        try expectDump(window.recursiveDescription(), named: "profile-card")
    }
}
