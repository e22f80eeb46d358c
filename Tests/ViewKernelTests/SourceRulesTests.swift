// SourceRulesTests.swift: the rules of Docs/Architecture.md that the sources themselves can show:
// files split by concern past 400 lines, and the budget for unchecked and unsafe fields.
import Foundation
import Testing

@Suite("The sources keep the architecture's rules")
struct SourceRulesTests {
    /// Every Swift file under Sources/, with its path relative to the package and its text.
    private static func sourceFiles() throws -> [(path: String, text: String)] {
        let package = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let sources = package.appendingPathComponent("Sources")
        let enumerator = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var files: [(path: String, text: String)] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let path = String(url.path.dropFirst(package.path.count + 1))
            files.append((path, try String(contentsOf: url, encoding: .utf8)))
        }
        return files.sorted { $0.path < $1.path }
    }

    @Test func filesPastFourHundredLinesAreSplitByConcern() throws {
        let files = try Self.sourceFiles()
        #expect(files.count > 300)
        // UIView's override points and stored fields can live only in its class body.
        let exceptions: Set = ["Sources/ViewKernel/View/UIView.swift"]
        for file in files where !exceptions.contains(file.path) {
            let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false).count
            #expect(lines <= 401, "\(file.path) has \(lines) lines: split it by concern")
        }
    }

    @Test func uncheckedAndUnsafeDeclarationsStayWithinTheBudget() throws {
        let attributes = ["@exclusivity(unchecked)", "unowned(unsafe)", "nonisolated(unsafe)"]
        var declarations = 0
        for file in try Self.sourceFiles() {
            for line in file.text.split(separator: "\n") {
                let code = line.drop { $0 == " " }
                guard !code.hasPrefix("//"), attributes.contains(where: { code.contains($0) }) else { continue }
                declarations += 1
            }
        }
        // The figure of "Unchecked and unsafe fields" in Docs/Performance.md. A new unchecked or
        // unsafe field comes with the workload that needs it there, and raises this figure.
        #expect(declarations <= 198, "\(declarations) declarations are unchecked or unsafe; the budget is 198")
    }
}
