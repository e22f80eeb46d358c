import Foundation
import Testing
import TestSupport
import HeadlessTesting

/// Keeps the code in the docs honest. A doc marks a snippet with `<!-- snippet: NAME -->` just
/// before a ```swift block; a test file marks the same code with `// snippet: NAME` and
/// `// end snippet` inside a test that runs it. `<!-- snippet: file PATH -->` shows a whole file
/// of the repository instead (a manifest, whose first line cannot be a marker). This test checks
/// that every doc snippet is, line for line (indentation aside), a region of a test or that file,
/// so no snippet can rot; and that every other ```swift block follows a paragraph that starts
/// with `*Fragment:*` and says what a reader must add to run it.
@Suite("Documentation snippets", .headless)
struct DocSnippetTests {
    static let root = packageRoot()

    /// Every file under `folder` whose name ends with `suffix`.
    static func files(under folder: String, endingWith suffix: String) -> [URL] {
        let base = root.appendingPathComponent(folder)
        guard let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { return [] }
        return enumerator.compactMap { $0 as? URL }.filter { $0.lastPathComponent.hasSuffix(suffix) }
            .sorted { $0.path < $1.path }
    }

    /// Lines without their common indentation, trailing spaces and surrounding blank lines.
    static func normalized(_ lines: [String]) -> [String] {
        var lines = lines.map { line -> String in
            var line = line
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }
        while lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        let indent = lines.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return lines.map { $0.isEmpty ? $0 : String($0.dropFirst(indent)) }
    }

    /// The snippets the docs show, by name, with the file that shows each.
    static func docSnippets() throws -> [(name: String, file: String, lines: [String])] {
        var result: [(String, String, [String])] = []
        for url in files(under: "Docs", endingWith: ".md") + [root.appendingPathComponent("README.md")] {
            let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
            var index = 0
            while index < lines.count {
                let line = lines[index].trimmingCharacters(in: .whitespaces)
                if line.hasPrefix("<!-- snippet:"), line.hasSuffix("-->") {
                    let name = line.dropFirst("<!-- snippet:".count).dropLast(3).trimmingCharacters(in: .whitespaces)
                    var start = index + 1
                    while start < lines.count, !lines[start].hasPrefix("```") { start += 1 }
                    var end = start + 1
                    while end < lines.count, !lines[end].hasPrefix("```") { end += 1 }
                    result.append((name, url.lastPathComponent, normalized(Array(lines[(start + 1)..<min(end, lines.count)]))))
                    index = end
                }
                index += 1
            }
        }
        return result
    }

    /// The marked regions of the test sources, by name.
    static func testRegions() throws -> [String: [String]] {
        var regions: [String: [String]] = [:]
        for url in files(under: "Tests", endingWith: ".swift") where url.lastPathComponent != "DocSnippetTests.swift" {
            let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
            var current: (name: String, lines: [String])?
            for line in lines {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix("// snippet:") {
                    current = (trimmed.dropFirst("// snippet:".count).trimmingCharacters(in: .whitespaces), [])
                } else if trimmed == "// end snippet", let finished = current {
                    regions[finished.name] = normalized(finished.lines)
                    current = nil
                } else if current != nil {
                    current?.lines.append(line)
                }
            }
        }
        return regions
    }

    @Test func everyDocSnippetIsCompiledAndRunByATest() throws {
        let regions = try Self.testRegions()
        let snippets = try Self.docSnippets()
        #expect(!snippets.isEmpty)
        for snippet in snippets {
            if snippet.name.hasPrefix("file ") {
                let path = String(snippet.name.dropFirst("file ".count))
                let text = try? String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
                #expect(text.map { Self.normalized($0.components(separatedBy: "\n")) } == snippet.lines,
                        "\(snippet.file): snippet '\(snippet.name)' differs from the file")
                continue
            }
            guard let region = regions[snippet.name] else {
                Issue.record("\(snippet.file): snippet '\(snippet.name)' has no '// snippet: \(snippet.name)' region in Tests/")
                continue
            }
            #expect(region == snippet.lines, "\(snippet.file): snippet '\(snippet.name)' differs from its test region")
        }
    }

    /// Every ```swift block of README.md and Docs/ is a checked snippet or a marked fragment.
    @Test func everySwiftBlockIsASnippetOrAMarkedFragment() throws {
        for url in Self.files(under: "Docs", endingWith: ".md") + [Self.root.appendingPathComponent("README.md")] {
            let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
            var inBlock = false
            for (index, line) in lines.enumerated() where line.hasPrefix("```") {
                defer { inBlock.toggle() }
                guard !inBlock, line == "```swift" else { continue }
                // The paragraph just above the block.
                var end = index
                while end > 0, lines[end - 1].trimmingCharacters(in: .whitespaces).isEmpty { end -= 1 }
                var start = end
                while start > 0, !lines[start - 1].trimmingCharacters(in: .whitespaces).isEmpty { start -= 1 }
                let paragraph = lines[start..<end].joined(separator: " ")
                let isSnippet = lines[..<end].last?.hasPrefix("<!-- snippet:") == true
                let fragment = paragraph.hasPrefix("*Fragment:*")
                    ? paragraph.dropFirst("*Fragment:*".count).trimmingCharacters(in: .whitespaces) : ""
                #expect(isSnippet || !fragment.isEmpty,
                        "\(url.lastPathComponent):\(index + 1): a swift block that is neither a snippet nor a fragment saying what it needs")
            }
        }
    }
}
