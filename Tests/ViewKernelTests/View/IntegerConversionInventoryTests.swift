// IntegerConversionInventoryTests.swift: the guard for the whole class of "finite values that
// trap": every integer initialiser in Sources/ is either total (`init(clampingFloat:)`,
// `init(exactly:)`, `init(bitPattern:)`, `init(truncatingIfNeeded:)`, `UInt8(ascii:)`) or one of
// the reviewed calls below, none of which takes a floating value that could be out of range. A
// new `Int(x)` fails here until someone decides: a floating `x` goes through
// `Int(clampingFloat:)` with a documented decision (Docs/Reliability.md, "Bad input"), an
// integer or a string one is added to the list with the reason.
import Foundation
import Testing
import TestSupport

@Suite("Every conversion to an integer in Sources/ is total or reviewed")
struct IntegerConversionInventoryTests {
    /// The reviewed calls per file, and why none of them can trap on a floating value.
    static let reviewed: [String: (count: Int, reason: String)] = [
        "Benchmarks/CollectionBenchmarks.swift": (6, "counters that count cells and elements"),
        "Benchmarks/Harness.swift": (1, "digits parsed from /proc (String)"),
        "Benchmarks/Report.swift": (12, "counters that count cells, rows, actions, pages turned, constraints; byte targets"),
        "Benchmarks/TreeBenchmarks.swift": (2, "UInt64 arithmetic of the seeded generator"),
        "Benchmarks/main.swift": (1, "counts parsed from the command line (String)"),
        "HeadlessTestRunner/TestRunner.swift": (1, "the worker count parsed from the command line (String)"),
        "HeadlessTestRunner/TestSelection.swift": (5, "a shard's K and N parsed (String); a hash's remainder below N and the bytes hashed (UInt64)"),
        "HeadlessTesting/Explorer/ExplorerCommand.swift": (2, "a tag parsed (String); steps checked whole and 1...10000 first"),
        "HeadlessTesting/Explorer/WindowExplorer.swift": (3, "indexes parsed (String); a number checked whole and below 1e15 first"),
        "Demos/Scenes/Stretch/StretchViewController.swift": (2, "halves of a bundled 40 x 30 image's size"),
        "Demos/Scenes/Tabs/SettingsViewController.swift": (1, "a stepper held to 12...24"),
        "HeadlessTesting/ElementPattern+Parsing.swift": (2, "a [depth N] prefix and a \\u{hex} escape, parsed from text (nil when not a number)"),
        "HeadlessTesting/TestFailure.swift": (2, "line and column (UInt)"),
        "LayoutSolver/SolverSymbol.swift": (4, "symbol indexes and kinds (integers)"),
        "ViewKernel/CoreAnimation/CALayer.swift": (1, "a sublayer index (UInt32)"),
        "ViewKernel/Debug/HeapUsage.swift": (1, "digits of malloc's report (String)"),
        "ViewKernel/Debug/NumberFormatting.swift": (1, "a whole number checked below 1e15 first"),
        "ViewKernel/Debug/SVGMarkup.swift": (2, "a whole number checked below 1e15; a colour component made finite and 0...1 first"),
        "ViewKernel/Debug/UTF8Buffer.swift": (3, "a number checked below 1e15 first; its magnitude (Int64)"),
        "ViewKernel/Graphics/ImageHeader.swift": (13, "bytes of an image file (UInt8)"),
        "ViewKernel/Graphics/UIColor+Named.swift": (2, "numbers parsed (String)"),
        "ViewKernel/Graphics/UIFont+Metrics.swift": (2, "Unicode scalar values (UInt32)"),
        "ViewKernel/View/FastPaths/UIViewOverrides.swift": (2, "class metadata fields (UInt32)"),
        "ViewKernel/View/UIView+AnimationOptions.swift": (1, "option bits (UInt)"),
        "ViewWidgets/Controls/UIControl+Types.swift": (1, "a mask literal (UInt)"),
    ]

    /// `Int(`, `UInt8(`, `Int64(` ... not followed by a label that makes the conversion total.
    static let pattern = #"\bU?Int(8|16|32|64)?\((?!exactly:|clampingFloat:|bitPattern:|truncatingIfNeeded:|ascii:)"#

    /// The conversions in each Swift file under Sources/, comments left out, by path from there.
    static func conversions() throws -> [String: [String]] {
        let conversion = try NSRegularExpression(pattern: pattern)
        let sources = packageRoot().appendingPathComponent("Sources")
        var found: [String: [String]] = [:]
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        for file in files {
            let path = String(file.standardizedFileURL.path.dropFirst(sources.standardizedFileURL.path.count + 1))
            for (number, line) in try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = String(line.components(separatedBy: "//").first ?? "")
                let matches = conversion.numberOfMatches(in: code, range: NSRange(code.startIndex..., in: code))
                for _ in 0..<matches { found[path, default: []].append("\(path):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))") }
            }
        }
        return found
    }

    @Test func everyConversionIsTotalOrReviewed() throws {
        let found = try Self.conversions()
        #expect(!found.isEmpty || Self.reviewed.isEmpty, "no sources found under \(packageRoot().path)/Sources")
        for (path, lines) in found.sorted(by: { $0.key < $1.key }) where lines.count != Self.reviewed[path]?.count {
            Issue.record("""
                \(path) has \(lines.count) integer conversions, \(Self.reviewed[path]?.count ?? 0) reviewed. \
                Convert a floating value with Int(clampingFloat:) and document the decision, or review the \
                new calls and update the list:
                \(lines.joined(separator: "\n"))
                """)
        }
        for (path, entry) in Self.reviewed where found[path] == nil {
            Issue.record("\(path) no longer has the \(entry.count) reviewed conversions (\(entry.reason)): update the list")
        }
    }
}
