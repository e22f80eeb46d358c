// PlistInputTests.swift: a damaged plist never crashes a demo: every scene's model loader reports
// an error that names the file, whatever is wrong with the data.
import Foundation
import Testing
import HeadlessTesting
import TestSupport
@testable import Demos

@MainActor
@Suite("Malformed plists in the demos", .headless)
struct PlistInputTests {
    /// The bytes of a plist in the Demos bundle.
    private func contents(of name: String) throws -> Data {
        try Data(contentsOf: try DemoResources.url(forResource: name, withExtension: "plist"))
    }

    /// Decodes `data` as the scene that reads `name` does: the number of entries.
    private func decode(_ data: Data, as name: String) throws -> Int {
        switch name {
        case "app": return try DemoResources.decodePlist([AppInfo].self, from: data, named: name).count
        case "FriendsList": return try DemoResources.decodePlist([FriendInfo].self, from: data, named: name).count
        case "friends-status": return try DemoResources.decodePlist([FriendGroup].self, from: data, named: name).count
        default: return try DemoResources.decodePlist([YYQQGroupModel].self, from: data, named: name).count
        }
    }

    /// Expects decoding `data` as `name` to fail with the error that names the file.
    private func expectMalformed(_ data: Data, as name: String, _ comment: Comment? = nil) {
        let error = #expect(throws: SceneError.self, comment) { _ = try decode(data, as: name) }
        #expect(error?.description.hasPrefix("malformed \(name).plist: ") == true, comment)
    }

    nonisolated static let plists = ["app", "FriendsList", "friends-status", "qq-friends"]

    @Test(arguments: plists)
    func theBundledPlistDecodes(name: String) throws {
        #expect(try decode(contents(of: name), as: name) > 0)
    }

    @Test(arguments: plists)
    func emptyGarbageAndOtherShapesAreReported(name: String) {
        let dictionary = Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>name</key><string>x</string></dict></plist>
            """.utf8)
        let wrongTypes = Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><array><dict><key>name</key><integer>7</integer></dict></array></plist>
            """.utf8)
        for (data, what) in [(Data(), "empty"), (Data("not a plist".utf8), "text"),
                             (Data([0x62, 0x70, 0x6C, 0x69, 0x73, 0x74, 0x30, 0x30, 0xFF, 0xFF]), "a broken binary plist"),
                             (dictionary, "a dictionary at the root"), (wrongTypes, "entries of the wrong types")] {
            expectMalformed(data, as: name, Comment(rawValue: what))
        }
    }

    @Test(arguments: plists)
    func everyTruncationIsReported(name: String) throws {
        // Every cut of the real file short of its closing tags (the last 20 bytes are
        // "</array>\n</plist>\n" and whitespace, which a lenient parser may not need).
        let data = try contents(of: name)
        for length in stride(from: 0, to: data.count - 20, by: max(1, data.count / 200)) {
            expectMalformed(data.prefix(length), as: name, Comment(rawValue: "cut at \(length) of \(data.count) bytes"))
        }
    }

    @Test(arguments: plists)
    func seededCorruptionsNeverCrash(name: String) throws {
        // Random bytes overwritten: the result is either a model or an error naming the file.
        let original = try contents(of: name)
        var generator = SeededGenerator(seed: 12)
        for _ in 0..<200 {
            var data = original
            for _ in 0..<(1 + generator.index(below: 4)) {
                data[generator.index(below: data.count)] = UInt8(generator.index(below: 256))
            }
            do {
                _ = try decode(data, as: name)
            } catch let error as SceneError {
                #expect(error.description.hasPrefix("malformed \(name).plist: "))
            }
        }
    }
}
