import Foundation
import Testing
import TestSupport
import HeadlessTesting

/// Docs/Coverage.md lists the UIKit types and members this package provides. The table between
/// its `generated` markers is made by this test from the compiler's own view of the API: the
/// symbol graphs `swift symbolgraph-extract` writes for the modules this very test build compiled
/// (`ViewKernel`, `ViewWidgets` and `UIKit`'s own declarations). A change of public API that is
/// not in the page fails here, in CI too. `RECORD_GOLDEN=1 swift test --filter Coverage` rewrites
/// the table.
@Suite("Coverage table", .headless)
struct CoverageTests {
    static let root = packageRoot()
    static let modules = ["ViewKernel", "ViewWidgets", "UIKit"]

    /// The folder of the `.swiftmodule` files of the build running this test: beside the test
    /// executable (`.build/<triple>/debug/Modules`, or the sanitizer build's own scratch path),
    /// else the package's default build folder.
    static func modulesDirectory() -> URL? {
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
        var candidates = [executable.deletingLastPathComponent().appendingPathComponent("Modules")]
        // On macOS the test binary sits inside an .xctest bundle (Contents/MacOS).
        candidates.append(executable.deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Modules"))
        candidates.append(root.appendingPathComponent(".build/debug/Modules"))
        return candidates.first {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent("ViewKernel.swiftmodule").path)
        }
    }

    /// Runs `swift symbolgraph-extract` for `modules` and decodes every file it writes (the
    /// module's own symbols and its extensions of other modules' types).
    static func symbolGraphs() throws -> [SymbolGraph] {
        guard let modulesDirectory = modulesDirectory() else {
            throw CoverageError("no ViewKernel.swiftmodule beside the test executable or in .build/debug/Modules")
        }
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("coverage-symbol-graphs-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: output)
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        for module in modules {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["swift", "symbolgraph-extract", "-module-name", module,
                                 "-I", modulesDirectory.path, "-minimum-access-level", "public",
                                 "-skip-inherited-docs", "-output-dir", output.path]
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            let message = errors.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                throw CoverageError("swift symbolgraph-extract failed for \(module): "
                                    + (String(data: message, encoding: .utf8) ?? ""))
            }
        }
        let files = try FileManager.default.contentsOfDirectory(at: output, includingPropertiesForKeys: nil)
            .filter { $0.lastPathComponent.hasSuffix(".symbols.json") }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        return try files.map { try JSONDecoder().decode(SymbolGraph.self, from: Data(contentsOf: $0)) }
    }

    struct CoverageError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    @Test func theCoverageTableMatchesThePublicAPI() throws {
        let file = Self.root.appendingPathComponent("Docs/Coverage.md")
        let text = try String(contentsOf: file, encoding: .utf8)
        let begin = "<!-- generated:begin -->\n", end = "\n<!-- generated:end -->"
        guard let start = text.range(of: begin), let stop = text.range(of: end) else {
            Issue.record("Docs/Coverage.md lacks its generated markers")
            return
        }
        let generated = CoverageTable(graphs: try Self.symbolGraphs()).markdown()
        if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
            try (String(text[..<start.upperBound]) + generated + String(text[stop.lowerBound...]))
                .write(to: file, atomically: true, encoding: .utf8)
            return
        }
        #expect(String(text[start.upperBound..<stop.lowerBound]) == generated,
                "Docs/Coverage.md is out of date: run RECORD_GOLDEN=1 swift test --filter Coverage and read the diff")
    }

    /// The rows a newcomer looks for first, which the text-pattern generator this replaced got
    /// wrong: class members, labels of declarations spread over lines, operators, target-action
    /// forms that come from protocols, protocol requirements, enum cases and the marking of
    /// headless additions.
    @Test func theTableHasTheMembersTextPatternsMissed() throws {
        let table = CoverageTable(graphs: try Self.symbolGraphs()).markdown()
        func row(_ type: String) -> String {
            table.components(separatedBy: "\n").first { $0.hasPrefix("| `\(type)` ") } ?? ""
        }
        func columns(_ type: String) -> [String] { row(type).components(separatedBy: " | ") }
        #expect(row("UIView").contains("`class animate(withDuration:animations:)`"))
        #expect(row("UIFont").contains("`class systemFont(ofSize:)`"))
        #expect(row("UIColor").contains("`class red`"))
        #expect(!table.contains("`UIView.func`") && !table.contains("`UIColor.var`"))
        #expect(row("UITableViewDataSource").contains("`tableView(_:numberOfRowsInSection:)` (required)"))
        #expect(row("UITableViewDataSource").contains("`tableView(_:cellForRowAt:)` (required)"))
        #expect(row("UIControl").contains("`addTarget(_:action:for:)`"))
        #expect(row("UIGestureRecognizer").contains("`init(target:action:)`"))
        #expect(row("UIView.ContentMode").contains("`case scaleAspectFit`"))
        #expect(row("CGColor").contains("`static ==(_:_:)`"))
        #expect(row("UIView.AnimationOptions").contains("`static repeat`"))
        // UIKit API in the second column, headless additions in the third.
        let view = columns("UIView")
        #expect(view.count == 3 && view[1].contains("`addSubview(_:)`") && !view[1].contains("`tap()`"))
        #expect(view.count == 3 && view[2].contains("`tap()`") && view[2].contains("`renderSVG(tree:)`"))
        #expect(row("UIControl").components(separatedBy: " | ")[1].contains("`addTarget(_:action:for:)`"))
        #expect(row("Headless").hasPrefix("| `Headless` (headless) |  | "))
        #expect(columns("UILabel").last?.contains("`drawSVGContent(in:)`") == true)
    }
    /// The page's "Missing from the iOS 17 SDK" table is written by hand: every member it names
    /// must still be missing, so that the page never tells a reader to avoid what compiles.
    @Test func theMissingTableNamesOnlyWhatIsMissing() throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("Docs/Coverage.md"), encoding: .utf8)
        guard let heading = text.range(of: "## Missing from the iOS 17 SDK\n") else {
            Issue.record("Docs/Coverage.md lacks its table of missing members")
            return
        }
        let section = text[heading.upperBound...].components(separatedBy: "\n## ").first ?? ""
        let table = CoverageTable(graphs: try Self.symbolGraphs())
        var provided = Set<String>(), types = Set<String>()
        for entry in table.entries {
            if entry.isType { types.insert(entry.owner) }
            let member = entry.text.replacingOccurrences(of: CoverageTable.requiredMark, with: "")
            provided.insert(entry.owner + " " + member)
        }
        var rows = 0
        for line in section.components(separatedBy: "\n") where line.hasPrefix("| `") {
            let cells = line.components(separatedBy: " | ")
            guard cells.count == 2 else { continue }
            let type = cells[0].dropFirst(3).prefix { $0 != "`" }
            rows += 1
            // Every code span of the second cell: a member of `type`, or a type of its own.
            let names = cells[1].components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
            for name in names {
                // Plain Booleans: an expectation on the sets would print all of them.
                let isProvided = provided.contains("\(type) \(name)")
                #expect(!isProvided, "Coverage.md lists \(type).\(name) as missing, but it is provided")
                let isProvidedType = !name.contains("(") && name.first?.isUppercase == true && types.contains(name)
                #expect(!isProvidedType, "Coverage.md lists the type \(name) as missing, but it is provided")
            }
        }
        #expect(rows > 20, "the table of missing members was not found or not read")
    }
}
