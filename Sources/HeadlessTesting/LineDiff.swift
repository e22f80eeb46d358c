// LineDiff.swift: the readable difference between two texts, as unified-diff hunks, in time and
// memory that grow with the texts' length and the number of changes, never with their product.

/// The lines that differ between `expected` and `actual`, as unified-diff hunks: a header with the
/// line numbers, three lines of context around each change, `-` for golden lines, `+` for new ones.
///
/// The common first and last lines are set aside, then Myers' algorithm finds a shortest edit
/// script for the rest (O((N + M) · D) time for D differing lines). Past
/// ``LineDiff/maximumEdits`` differing lines it stops searching and shows the rest as one block
/// removed and one added, and past ``LineDiff/maximumShownLines`` lines the hunks end with a line
/// saying how many more there are: a dump of 20,000 lines costs milliseconds whatever changed.
package func lineDiff(expected: String, actual: String, context: Int = 3) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let edits = LineDiff.editScript(old: old, new: new)
    return LineDiff.hunks(of: edits, old: old, new: new, context: context)
}

/// The pieces of ``lineDiff(expected:actual:context:)``.
package enum LineDiff {
    /// The most differing lines the search looks for a shortest script with (its memory grows
    /// with the square of this): beyond, the rest is shown as a block replaced.
    package static let maximumEdits = 2_000
    /// The most lines the hunks show.
    package static let maximumShownLines = 2_000

    enum Kind { case same, removed, added }
    typealias Edit = (kind: Kind, old: Int, new: Int)

    /// An edit script from `old` to `new`: (kind, old index, new index) per line, removed lines
    /// before added ones where a line changed, as `diff -u` shows them.
    static func editScript(old: [String], new: [String]) -> [Edit] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
              old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        var edits: [Edit] = []
        edits.reserveCapacity(max(old.count, new.count))
        for index in 0..<prefix { edits.append((.same, index, index)) }
        let oldMiddle = prefix..<(old.count - suffix), newMiddle = prefix..<(new.count - suffix)
        if let middle = myers(old[oldMiddle], new[newMiddle]) {
            edits.append(contentsOf: middle)
        } else {
            for index in oldMiddle { edits.append((.removed, index, newMiddle.lowerBound)) }
            for index in newMiddle { edits.append((.added, oldMiddle.upperBound, index)) }
        }
        for offset in 0..<suffix {
            edits.append((.same, oldMiddle.upperBound + offset, newMiddle.upperBound + offset))
        }
        return edits
    }

    /// Myers' shortest edit script between two slices (indexes are the slices' own), or nil when
    /// it needs more than ``maximumEdits`` edits.
    private static func myers(_ a: ArraySlice<String>, _ b: ArraySlice<String>) -> [Edit]? {
        let n = a.count, m = b.count
        if n == 0 || m == 0 {
            return a.indices.map { (.removed, $0, b.startIndex) } + b.indices.map { (.added, a.endIndex, $0) }
        }
        let limit = min(n + m, maximumEdits)
        let offset = limit + 1
        // v[k + offset]: the furthest x on diagonal k (x - y = k); trace[d]: v before step d,
        // for k in -d...d only, so the trace takes O(D²) and no more.
        var v = [Int](repeating: 0, count: 2 * limit + 3)
        var trace: [[Int]] = []
        for d in 0...limit {
            trace.append(Array(v[(offset - d)...(offset + d)]))
            for k in stride(from: -d, through: d, by: 2) {
                var x = (k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]))
                    ? v[offset + k + 1] : v[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[a.startIndex + x] == b[b.startIndex + y] {
                    x += 1
                    y += 1
                }
                v[offset + k] = x
                if x >= n, y >= m {
                    return backtrack(trace: trace, finalD: d, n: n, m: m, aStart: a.startIndex, bStart: b.startIndex)
                }
            }
        }
        return nil
    }

    /// Walks the trace back from (n, m) to (0, 0), collecting the edits in order.
    private static func backtrack(trace: [[Int]], finalD: Int, n: Int, m: Int, aStart: Int, bStart: Int) -> [Edit] {
        var edits: [Edit] = []
        var x = n, y = m
        for d in stride(from: finalD, through: 0, by: -1) {
            let row = trace[d]
            func furthest(_ k: Int) -> Int { row[k + d] }   // row covers k in -d...d
            let k = x - y
            let previousK: Int
            if d == 0 {
                previousK = k
            } else if k == -d || (k != d && furthest(k - 1) < furthest(k + 1)) {
                previousK = k + 1
            } else {
                previousK = k - 1
            }
            let previousX = d == 0 ? 0 : furthest(previousK)
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                x -= 1
                y -= 1
                edits.append((.same, aStart + x, bStart + y))
            }
            guard d > 0 else { break }
            if x == previousX {
                y -= 1
                edits.append((.added, aStart + x, bStart + y))
            } else {
                x -= 1
                edits.append((.removed, aStart + x, bStart + y))
            }
        }
        return edits.reversed()
    }

    /// The changes with `context` lines around them, grouped into hunks.
    static func hunks(of edits: [Edit], old: [String], new: [String], context: Int) -> String {
        var changed: [Int] = []
        for index in edits.indices where edits[index].kind != .same { changed.append(index) }
        var lines: [String] = []
        var index = 0
        while index < changed.count {
            let start = max(0, changed[index] - context)
            var end = min(edits.count, changed[index] + context + 1)
            while index + 1 < changed.count, changed[index + 1] - context <= end {
                index += 1
                end = min(edits.count, changed[index] + context + 1)
            }
            index += 1
            let slice = edits[start..<end]
            var oldCount = 0, newCount = 0
            for edit in slice {
                if edit.kind != .added { oldCount += 1 }
                if edit.kind != .removed { newCount += 1 }
            }
            let first = slice.first.map { ($0.old + 1, $0.new + 1) } ?? (0, 0)
            lines.append("@@ -\(first.0),\(oldCount) +\(first.1),\(newCount) @@")
            for edit in slice {
                switch edit.kind {
                case .same: lines.append("  " + old[edit.old])
                case .removed: lines.append("- " + old[edit.old])
                case .added: lines.append("+ " + new[edit.new])
                }
            }
        }
        guard lines.count > maximumShownLines else { return lines.joined(separator: "\n") }
        let hidden = lines.count - maximumShownLines
        return (lines.prefix(maximumShownLines) + ["... \(hidden) more lines of the diff not shown"]).joined(separator: "\n")
    }
}
