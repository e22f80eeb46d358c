import Foundation
import Testing
import TestSupport
import HeadlessTesting

/// Docs/Coverage.md lists the UIKit types and members this package provides. The list between
/// its `generated` markers is made from the sources by this test, so it cannot drift: a change of
/// public API that is not in the doc fails here. `RECORD_GOLDEN=1 swift test --filter Coverage`
/// rewrites it.
@Suite("Coverage table", .headless)
struct CoverageTests {
    static let root = packageRoot()

    /// The public and open members of each type, read from the declarations in `Sources/<module>`.
    static func publicSurface(of modules: [String]) throws -> [String: Set<String>] {
        var surface: [String: Set<String>] = [:]
        let declaration = try NSRegularExpression(
            pattern: #"^(\s*)(?:@\w+(?:\([^)]*\))?\s+)*(?:public|open)\s+(?:(?:static|class|final|override|required|convenience|nonisolated|weak|private\(set\)|internal\(set\))\s+)*(class|struct|enum|protocol|func|var|let|init\??|typealias|case)\b\s*([^\s(:<={]*)(\([^)]*\))?"#)
        let container = try NSRegularExpression(
            pattern: #"^(\s*)(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|open|package|internal|private|fileprivate|final)\s+)*(class|struct|enum|protocol|extension)\s+([A-Za-z_][\w.]*)"#)
        for module in modules {
            let base = root.appendingPathComponent("Sources/\(module)")
            guard let files = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in files where url.pathExtension == "swift" {
                var stack: [(indent: Int, name: String)] = []
                for line in try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n") {
                    let range = NSRange(line.startIndex..., in: line)
                    let indent = line.prefix { $0 == " " }.count
                    if line.trimmingCharacters(in: .whitespaces).hasPrefix("//") { continue }
                    while let top = stack.last, indent <= top.indent, !line.trimmingCharacters(in: .whitespaces).isEmpty,
                          !line.trimmingCharacters(in: .whitespaces).hasPrefix("}") || indent < top.indent {
                        stack.removeLast()
                    }
                    if let match = container.firstMatch(in: line, range: range),
                       let nameRange = Range(match.range(at: 3), in: line) {
                        let name = String(line[nameRange])
                        let qualified = (stack.last.map { $0.name + "." } ?? "") + name
                        let full = name.contains(".") ? name : qualified
                        if line.contains("public ") || line.contains("open ") {
                            surface[full, default: []].formUnion([])
                        }
                        stack.append((indent, full))
                        continue
                    }
                    guard let match = declaration.firstMatch(in: line, range: range),
                          let kindRange = Range(match.range(at: 2), in: line),
                          let owner = stack.last?.name else { continue }
                    let kind = String(line[kindRange])
                    let name = Range(match.range(at: 3), in: line).map { String(line[$0]) } ?? ""
                    let parameters = Range(match.range(at: 4), in: line).map { String(line[$0]) } ?? ""
                    let labels = parameters.dropFirst().dropLast().split(separator: ",").map { parameter in
                        String(parameter.split(separator: ":").first?.split(separator: " ").first ?? "_") + ":"
                    }.joined()
                    // Underscored members (Swift's bridging hooks) are not UIKit API.
                    if name.hasPrefix("_") { continue }
                    switch kind {
                    case "func": surface[owner, default: []].insert("\(name)(\(labels))")
                    case "init", "init?": surface[owner, default: []].insert("init(\(labels))")
                    case "var", "let", "case": surface[owner, default: []].insert(name)
                    default: break
                    }
                }
            }
        }
        return surface
    }

    /// The generated section: one line per UIKit-named type with its members.
    static func generatedSection() throws -> String {
        let surface = try publicSurface(of: ["ViewKernel", "ViewWidgets"])
        let uikitNames = surface.keys.filter { name in
            let head = name.split(separator: ".").first.map(String.init) ?? name
            return ["UI", "CG", "CA", "NS", "IndexPath"].contains { head.hasPrefix($0) }
        }.sorted()
        var lines = ["| Type | Members provided |", "| --- | --- |"]
        for name in uikitNames {
            let members = surface[name, default: []].sorted()
            lines.append("| `\(name)` | \(members.isEmpty ? "(type only)" : members.map { "`\($0)`" }.joined(separator: ", ")) |")
        }
        return lines.joined(separator: "\n")
    }

    @Test func theCoverageTableMatchesThePublicAPI() throws {
        let file = Self.root.appendingPathComponent("Docs/Coverage.md")
        let text = try String(contentsOf: file, encoding: .utf8)
        let begin = "<!-- generated:begin -->\n", end = "\n<!-- generated:end -->"
        guard let start = text.range(of: begin), let stop = text.range(of: end) else {
            Issue.record("Docs/Coverage.md lacks its generated markers")
            return
        }
        let generated = try Self.generatedSection()
        if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
            try (String(text[..<start.upperBound]) + generated + String(text[stop.lowerBound...]))
                .write(to: file, atomically: true, encoding: .utf8)
            return
        }
        #expect(String(text[start.upperBound..<stop.lowerBound]) == generated,
                "Docs/Coverage.md is out of date: run RECORD_GOLDEN=1 swift test --filter Coverage and read the diff")
    }
}
