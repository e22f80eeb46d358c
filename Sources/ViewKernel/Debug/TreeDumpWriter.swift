// TreeDumpWriter.swift: the caps every text dump of a tree shares, so that no tree a test can
// build, however deep or wide, makes a dump that exhausts memory (Docs/Reliability.md).

/// Writes a dump one line at a time under `recursiveDescription()`'s caps: a line is indented one
/// unit per level up to ``UIView/recursiveDescriptionIndentationLimit`` levels, a deeper line then
/// says its depth (`[depth 70] `), and after ``UIView/recursiveDescriptionLineLimit`` lines the
/// rest are only counted, for a last line saying how many were left out
/// (`... 900000 more lines not listed (recursiveDescription lists at most 100000)`).
///
/// Without the caps, the indentation alone of a chain 20,000 deep would be 20,000 units on each of
/// 20,000 lines (gigabytes), and a tree a million wide would be a million lines. The view dump,
/// the constraints dump, the accessibility tree and the UI-test element tree all write through
/// this, so their caps cannot drift apart.
@MainActor
package struct TreeDumpWriter: ~Copyable {
    /// The text so far. A line's content is appended after ``startLine(depth:showingDepth:)``
    /// accepted it.
    var text: UTF8Buffer
    /// The dump's name, for the last line.
    private let name: StaticString
    /// One level of indentation (`   | ` in the view dump).
    private let indentation: StaticString
    private var lineCount = 0
    private var omitted = 0

    /// A writer for the dump `name` (the function or property that makes it), indenting each
    /// level by `indentation`.
    package init(name: StaticString, indentation: StaticString, capacity: Int = 4096) {
        self.name = name
        self.indentation = indentation
        text = UTF8Buffer(capacity: capacity)
    }

    /// Starts a line `depth` levels down: the line break before it and its indentation, with the
    /// depth past the indentation cap unless `showingDepth` is false (a line that belongs to the
    /// one above it, such as a constraint under its view). Returns false, writing nothing and
    /// counting the line as left out, once the dump has all the lines it lists.
    @inline(__always)
    package mutating func startLine(depth: Int, showingDepth: Bool = true) -> Bool {
        guard lineCount < UIView.recursiveDescriptionLineLimit else {
            omitted += 1
            return false
        }
        if lineCount > 0 { text.append(0x0A) }
        lineCount += 1
        let indentationLimit = UIView.recursiveDescriptionIndentationLimit
        for _ in 0..<min(depth, indentationLimit) { text.append(indentation) }
        if showingDepth, depth > indentationLimit { text.append("[depth \(depth)] ") }
        return true
    }

    /// Whether the dump still lists lines; once it does not, the caller may count the lines it
    /// would have written (``omit(_:)``) instead of making them.
    package var isListing: Bool { lineCount < UIView.recursiveDescriptionLineLimit }

    /// Counts `lines` lines left out without making them.
    package mutating func omit(_ lines: Int) {
        omitted += lines
    }

    /// Appends `string` to the current line.
    package mutating func append(_ string: String) {
        text.append(string)
    }

    /// The dump, ending with the line that counts the lines left out, if any.
    package mutating func finish() -> String {
        if omitted > 0 {
            text.append(0x0A)
            text.append("... \(omitted) more lines not listed (\(name) lists at most \(UIView.recursiveDescriptionLineLimit))")
        }
        return text.makeString()
    }
}
