// AssertAccessibilityTree.swift: accessibility-tree assertions: the element tree a UI test
// sees, in text; whether part of it is as a test expects; and a failure that says which
// expected element is missing, what nearly matched, and what the tree is now.

import ViewWidgets

/// The element tree of `element` (itself first), as XCUITest's queries see it, in the text form
/// of ``ElementPattern/parse(_:)``: every element with its kind, label, identifier, value,
/// states and traits, frames left out. Printed, it is a pattern that matches the tree as it
/// is now, ready to copy into a test and cut down to what matters.
///
///     Window
///       NavigationBar identifier="Sign in"
///         StaticText "Sign in"
///       TextField "Email" value="ada@example.com" [focused]
///       Button "Log in"
///
/// An element that does not exist gives the query's failure message.
@MainActor
public func accessibilityTree(of element: XCUIElement) -> String {
    switch element.resolve() {
    case .success(let view): FlatElementTree(roots: [view]).text
    case .failure(let failure): failure.message
    }
}

/// The element tree of `view` (itself first) in the text form, as for an element.
@MainActor
public func accessibilityTree(of view: UIView) -> String {
    view.layoutIfNeeded()
    return FlatElementTree(roots: [view]).text
}

/// Whether the element tree of `element` holds what `patterns` expect, as
/// `assertAccessibilityTree(of:matches:)` checks, without failing the test. An element that
/// does not exist holds nothing, and a pattern whose regular expression does not compile
/// matches nothing (the assertion says why).
@MainActor
public func accessibilityTree(of element: XCUIElement, matches patterns: [ElementPattern]) -> Bool {
    guard case .success(let view) = element.resolve(explaining: false) else { return false }
    return TreeMatcher(tree: FlatElementTree(roots: [view]), patterns: patterns).matchesTree
}

/// Whether the element tree of `view` (itself first, laid out) holds what `patterns` expect.
@MainActor
public func accessibilityTree(of view: UIView, matches patterns: [ElementPattern]) -> Bool {
    view.layoutIfNeeded()
    return TreeMatcher(tree: FlatElementTree(roots: [view]), patterns: patterns).matchesTree
}

/// Fails the test unless the element tree of `element` holds the elements `expected` describes
/// in the text form of ``ElementPattern/parse(_:)`` (text that cannot be read fails too).
///
///     assertAccessibilityTree(of: app, matches: """
///         TextField "Email" value="ada@example.com"
///         Button "Log in" [disabled=false]
///         StaticText /Welcome, .+/
///         """)
@MainActor
public func assertAccessibilityTree(of element: XCUIElement, matches expected: String,
                                    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                                    line: UInt = #line, column: UInt = #column) {
    let here = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    do {
        TreeAssertion(patterns: try ElementPattern.parse(expected), text: expected).check(element, here)
    } catch {
        here.fail("The expected accessibility tree cannot be read: \(error)", artifacts: [])
    }
}

/// Fails the test unless the element tree of `element` holds the elements the patterns
/// describe (``ElementPattern``).
///
///     assertAccessibilityTree(of: app) {
///         ElementPattern(.textField, value: "ada@example.com")
///         ElementPattern(.button, "Log in", isEnabled: true)
///     }
@MainActor
public func assertAccessibilityTree(of element: XCUIElement,
                                    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                                    line: UInt = #line, column: UInt = #column,
                                    @ElementPatternBuilder matches expected: () -> [ElementPattern]) {
    TreeAssertion(patterns: expected()).check(element, TestLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Fails the test unless the element tree of `view` (itself first, laid out) holds the elements
/// `expected` describes in the text form, as for an element of an app.
@MainActor
public func assertAccessibilityTree(of view: UIView, matches expected: String,
                                    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                                    line: UInt = #line, column: UInt = #column) {
    view.layoutIfNeeded()
    assertAccessibilityTree(of: XCUIElement(view: view, path: "the view"), matches: expected,
                            fileID: fileID, file: filePath, line: line, column: column)
}

/// Fails the test unless the element tree of `view` (itself first, laid out) holds the elements
/// the patterns describe, as for an element of an app.
@MainActor
public func assertAccessibilityTree(of view: UIView,
                                    fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                                    line: UInt = #line, column: UInt = #column,
                                    @ElementPatternBuilder matches expected: () -> [ElementPattern]) {
    view.layoutIfNeeded()
    TreeAssertion(patterns: expected()).check(XCUIElement(view: view, path: "the view"),
                                              TestLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// One tree assertion: its patterns checked against an element's tree, and the failure's words.
@MainActor
struct TreeAssertion {
    let patterns: [ElementPattern]
    /// The text the patterns were read from, shown as written in a failure (its line numbers
    /// are the ones the message gives).
    var text: String?

    func check(_ element: XCUIElement, _ here: TestLocation) {
        if patterns.isEmpty {
            return here.fail("The expected accessibility tree is empty: it would match any screen", artifacts: [])
        }
        if let problem = regexProblem() {
            return here.fail("The expected accessibility tree cannot be used: \(problem)", artifacts: [])
        }
        let view: UIView
        switch element.resolve() {
        case .success(let resolved): view = resolved
        case .failure(let failure): return here.fail(failure.message)
        }
        let matcher = TreeMatcher(tree: FlatElementTree(roots: [view]), patterns: patterns)
        guard !matcher.matchesTree else { return }
        let why = explain(matcher.roots, in: 0..<matcher.tree.records.count, inside: nil, matcher)
        let expected = text.map { $0.hasSuffix("\n") ? String($0.dropLast()) : $0 }
            ?? patterns.map(\.textForm).joined(separator: "\n")
        let tree = matcher.tree.text
        here.fail("The accessibility tree does not match: \(why)\nExpected:\n\(expected)\nThe tree now:\n\(Self.firstLines(of: tree))",
                  artifacts: [FailureArtifact(name: "accessibility-tree.txt", contents: tree)] + FailureArtifacts.screenState())
    }

    /// At most this many lines of the tree are in a failure's message; the whole tree is in
    /// its files.
    static let messageLineLimit = 200

    /// The first ``messageLineLimit`` lines of `text`, then how many more the files hold.
    static func firstLines(of text: String) -> String {
        var lines = 0
        guard let cut = text.firstIndex(where: { character in
            if character == "\n" { lines += 1 }
            return lines == messageLineLimit
        }) else { return text }
        let rest = text[cut...].reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
        return String(text[..<cut]) + "\n(\(rest) more lines in accessibility-tree.txt, among the files of this failure)"
    }

    /// The first regular expression of the patterns that does not compile, in words.
    private func regexProblem() -> String? {
        var stack = patterns
        while let pattern = stack.popLast() {
            for text in [pattern.label, pattern.identifier, pattern.value] {
                if let problem = text?.problem { return pattern.sourceLine.map { "line \($0): " + problem } ?? problem }
            }
            stack += pattern.children
        }
        return nil
    }

    /// Why the patterns `numbers` do not match side by side in `range` (below the element at
    /// `inside`, if any): the pattern nothing took and, in this order, an element that matches
    /// it whole but was taken already, sits out of order or outside its parent; an element that
    /// is what it asks but does not hold its children (explained one level down, in a loop, so
    /// that a pattern of any depth is explained); or the elements that differ from it in one way.
    private func explain(_ numbers: [Int], in range: Range<Int>, inside: Int?, _ matcher: TreeMatcher) -> String {
        let records = matcher.tree.records
        var (numbers, range, inside) = (numbers, range, inside)
        var text = ""
        while true {
            let result = matcher.run(numbers, in: range)
            guard let failed = result.failed else { return text }
            let number = numbers[failed]
            let pattern = matcher.nodes[number].pattern
            text += "nothing matches \(pattern.reference)"
            if let inside { text += " inside `\(records[inside].line)`" }
            if let previous = result.taken.last {
                text += " after `\(records[previous].line)` (matched by \(matcher.nodes[numbers[failed - 1]].pattern.reference))"
            }
            // A whole match in the range is explained before one outside it.
            let whole = matcher.wholeMatches(of: number)
            if let elsewhere = whole.first(where: range.contains) ?? whole.first {
                let place: String
                if let index = result.taken.firstIndex(of: elsewhere) {
                    place = "it is the element matched by \(matcher.nodes[numbers[index]].pattern.reference)"
                } else if let owner = result.taken.firstIndex(where: { $0 < elsewhere && elsewhere < matcher.tree.ends[$0] }) {
                    place = "it is inside the element matched by \(matcher.nodes[numbers[owner]].pattern.reference)"
                        + " (indent a pattern to look inside an element)"
                } else if range.contains(elsewhere) {
                    place = "it comes before (elements side by side are matched in reading order)"
                } else {
                    place = "it is not inside that element"
                }
                return text + ".\n`\(records[elsewhere].line)` matches it, but \(place)"
            }
            let rest = result.position..<range.upperBound
            if !pattern.children.isEmpty, let holder = rest.first(where: { records[$0].matches(pattern, matcher.regexes) }) {
                text += ".\n`\(records[holder].line)` is that element, but "
                (numbers, range, inside) = (matcher.nodes[number].children, holder + 1..<matcher.tree.ends[holder], holder)
                continue
            }
            let nearMisses = rest.lazy.compactMap { index -> String? in
                let differences = records[index].differences(from: pattern, matcher.regexes)
                return differences.count == 1 ? "  `\(records[index].line)`: \(differences[0])" : nil
            }.prefix(NearMisses.limit).map { $0 }
            guard !nearMisses.isEmpty else { return text + "." }
            return text + ".\nNearly matching:\n" + nearMisses.joined(separator: "\n")
        }
    }
}
