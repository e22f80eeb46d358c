// DocLinkTests.swift: the docs stand alone: every link of README.md and Docs/ that is not a web
// address leads to a file of this repository.
import Foundation
import Testing
import TestSupport
import HeadlessTesting

@Suite("Documentation links", .headless)
struct DocLinkTests {
    @Test func everyRelativeLinkLeadsToAFileOfTheRepository() throws {
        let root = packageRoot().standardizedFileURL
        let pages = DocSnippetTests.files(under: "Docs", endingWith: ".md") + [root.appendingPathComponent("README.md")]
        let link = try NSRegularExpression(pattern: #"\]\(([^)\s]+)\)"#)
        var checked = 0
        for page in pages {
            let text = try String(contentsOf: page, encoding: .utf8)
            for match in link.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                guard let range = Range(match.range(at: 1), in: text) else { continue }
                let target = String(text[range])
                // Web addresses and anchors within the page are not files.
                if target.hasPrefix("#") || target.range(of: #"^[a-z]+:"#, options: .regularExpression) != nil { continue }
                let path = String(target.prefix { $0 != "#" })
                let file = page.deletingLastPathComponent().appendingPathComponent(path).standardizedFileURL
                #expect(file.path.hasPrefix(root.path + "/"), "\(page.lastPathComponent): \(target) leaves the repository")
                #expect(FileManager.default.fileExists(atPath: file.path), "\(page.lastPathComponent): \(target) does not exist")
                checked += 1
            }
        }
        #expect(checked > 50)
    }
}
