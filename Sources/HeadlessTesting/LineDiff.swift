// LineDiff.swift: the readable difference between two texts, as unified-diff hunks.

/// The lines that differ between `expected` and `actual`, as unified-diff hunks: a header with the
/// line numbers, three lines of context around each change, `-` for golden lines, `+` for new ones.
package func lineDiff(expected: String, actual: String, context: Int = 3) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // Longest common subsequence, by dynamic programming from the ends.
    var common = [[Int]](repeating: [Int](repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
        for j in stride(from: new.count - 1, through: 0, by: -1) {
            common[i][j] = old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
        }
    }
    // The edit script: (kind, old index, new index) per line.
    enum Kind { case same, removed, added }
    var edits: [(kind: Kind, old: Int, new: Int)] = []
    var i = 0, j = 0
    while i < old.count || j < new.count {
        if i < old.count, j < new.count, old[i] == new[j] {
            edits.append((.same, i, j)); i += 1; j += 1
        } else if i < old.count, j == new.count || common[i + 1][j] >= common[i][j + 1] {
            // Removed lines before added ones, as `diff -u` shows a changed line.
            edits.append((.removed, i, j)); i += 1
        } else {
            edits.append((.added, i, j)); j += 1
        }
    }
    // Group the changes with their context into hunks.
    let changed = edits.indices.filter { edits[$0].kind != .same }
    var hunks: [String] = []
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
        let oldCount = slice.filter { $0.kind != .added }.count
        let newCount = slice.filter { $0.kind != .removed }.count
        var lines = ["@@ -\(slice.first.map { $0.old + 1 } ?? 0),\(oldCount) +\(slice.first.map { $0.new + 1 } ?? 0),\(newCount) @@"]
        for edit in slice {
            switch edit.kind {
            case .same: lines.append("  " + old[edit.old])
            case .removed: lines.append("- " + old[edit.old])
            case .added: lines.append("+ " + new[edit.new])
            }
        }
        hunks.append(lines.joined(separator: "\n"))
    }
    return hunks.joined(separator: "\n")
}
