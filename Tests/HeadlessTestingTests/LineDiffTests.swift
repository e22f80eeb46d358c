// LineDiffTests.swift: the snapshot diff is a shortest edit script (checked against the
// textbook longest-common-subsequence table on random texts), reads as `diff -u` does, and stays
// fast and small on dumps of tens of thousands of lines, whatever changed.
import Foundation
import Testing
import HeadlessTesting
import TestSupport

@Suite("The snapshot diff")
struct LineDiffTests {
    /// The length of the longest common subsequence of two line lists, by the full table.
    private func lcsLength(_ a: [String], _ b: [String]) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        return table[0][0]
    }

    /// The old and new texts a diff shows (with three lines of context, only the hunks), and its
    /// count of changed lines.
    private func changedLineCount(_ diff: String) -> Int {
        diff.split(separator: "\n").filter { $0.hasPrefix("- ") || $0.hasPrefix("+ ") }.count
    }

    @Test func randomTextsGetAShortestEditScript() {
        var generator = SeededGenerator(seed: 0x5eed)
        for _ in 0..<300 {
            let a = (0..<Int.random(in: 1...14, using: &generator)).map { _ in ["a", "b", "c", "d"].randomElement(using: &generator) ?? "a" }
            let b = (0..<Int.random(in: 1...14, using: &generator)).map { _ in ["a", "b", "c", "d"].randomElement(using: &generator) ?? "a" }
            // With a context longer than the texts, one hunk shows every line: both texts can
            // be read back from it.
            let diff = HeadlessTesting.lineDiff(expected: a.joined(separator: "\n"), actual: b.joined(separator: "\n"), context: 100)
            guard a != b else {
                #expect(diff.isEmpty)
                continue
            }
            let body = diff.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
            let old = body.filter { !$0.hasPrefix("+ ") }.map { String($0.dropFirst(2)) }
            let new = body.filter { !$0.hasPrefix("- ") }.map { String($0.dropFirst(2)) }
            #expect(old == a, "\(a) → \(b)")
            #expect(new == b, "\(a) → \(b)")
            #expect(changedLineCount(diff) == a.count + b.count - 2 * lcsLength(a, b), "\(a) → \(b)")
        }
    }

    @Test func aChangedLineShowsAsRemovedThenAdded() {
        let diff = HeadlessTesting.lineDiff(expected: "one\ntwo\nthree", actual: "one\n2\nthree")
        #expect(diff == """
            @@ -1,3 +1,3 @@
              one
            - two
            + 2
              three
            """)
    }

    @Test func oneChangeInTwentyThousandLinesIsOneSmallHunk() {
        let lines = (0..<20_000).map { "<UIView; frame = (0 \($0); 320 44)>" }
        var changed = lines
        changed[12_345] = "<UILabel; frame = (0 12345; 320 44)>"
        let diff = HeadlessTesting.lineDiff(expected: lines.joined(separator: "\n"), actual: changed.joined(separator: "\n"))
        let shown = diff.split(separator: "\n")
        #expect(shown.first == "@@ -12343,7 +12343,7 @@")
        #expect(shown.count == 9)
    }

    @Test func manyScatteredChangesStillGiveAShortestScript() {
        let lines = (0..<20_000).map { "line \($0)" }
        var changed = lines
        for index in stride(from: 0, to: 20_000, by: 40) { changed[index] = "changed \(index)" }
        let diff = HeadlessTesting.lineDiff(expected: lines.joined(separator: "\n"), actual: changed.joined(separator: "\n"))
        // 500 lines changed: 1,000 edits, within the search's bound; the hunks are cut short.
        #expect(diff.hasSuffix("more lines of the diff not shown"))
        #expect(diff.hasPrefix("@@ -1,4 +1,4 @@\n- line 0\n+ changed 0\n  line 1"))
    }

    @Test func pastTheSearchBoundTheRestShowsAsOneBlockReplaced() {
        let old = (0..<3_000).map { "old \($0)" }
        let new = (0..<3_000).map { "new \($0)" }
        let diff = HeadlessTesting.lineDiff(expected: old.joined(separator: "\n"), actual: new.joined(separator: "\n"))
        let shown = diff.split(separator: "\n")
        #expect(shown.first == "@@ -1,3000 +1,3000 @@")
        #expect(shown[1] == "- old 0")
        #expect(shown.count == LineDiff.maximumShownLines + 1)
        #expect(shown.last == "... \(6_001 - LineDiff.maximumShownLines) more lines of the diff not shown")
    }
}
