// AccessibilityTreeMatch.swift: the element tree a UI test sees, flattened once, printed in the
// text form of tree patterns, and matched against patterns, with what failed and what nearly
// matched when they do not.

import ViewWidgets

/// One element of the tree, with what patterns compare, read once.
@MainActor
struct ElementRecord {
    let type: XCUIElement.ElementType
    let label: String
    let identifier: String
    let value: String?
    let traits: UIAccessibilityTraits
    let isEnabled: Bool
    let isSelected: Bool
    let hasFocus: Bool

    init(_ view: UIView, type: XCUIElement.ElementType) {
        self.type = type
        label = ElementAttributes.label(of: view)
        identifier = ElementAttributes.identifier(of: view)
        value = ElementAttributes.value(of: view)
        traits = view.accessibilityTraits
        isEnabled = ElementAttributes.isEnabled(view)
        isSelected = ElementAttributes.isSelected(view)
        hasFocus = view.isFirstResponder
    }

    /// The traits a kind implies, left out of its line (a button's `button` trait).
    private var impliedTraits: UIAccessibilityTraits {
        switch type {
        case .button: .button
        case .staticText: .staticText
        case .image: .image
        case .searchField: .searchField
        case .slider: .adjustable
        case .switch: [.button, .toggleButton]
        case .tabBar: .tabBar
        default: []
        }
    }

    /// The element as a line of the text form, everything it says: a pattern that matches it.
    var line: String {
        var pattern = ElementPattern(type)
        if !label.isEmpty { pattern.label = .exactly(label) }
        if !identifier.isEmpty { pattern.identifier = .exactly(identifier) }
        pattern.value = value.map { .exactly($0) }
        if !isEnabled { pattern.isEnabled = false }
        if isSelected { pattern.isSelected = true }
        if hasFocus { pattern.hasFocus = true }
        pattern.traits = traits.subtracting(impliedTraits)
        return pattern.description
    }

    /// Whether the element is what `pattern` itself asks (its children aside).
    func matches(_ pattern: ElementPattern) -> Bool { differences(from: pattern).isEmpty }

    /// Each way the element differs from `pattern` itself, in words.
    func differences(from pattern: ElementPattern) -> [String] {
        var found: [String] = []
        if pattern.type != .any, pattern.type != type { found.append("it is a \(type), not a \(pattern.type)") }
        func compare(_ name: String, _ match: TextMatch?, _ text: String?) {
            guard let match, !match.matches(text ?? "") else { return }
            guard let text, !text.isEmpty else { return found.append("it has no \(name)") }
            if case .exactly(let expected) = match.kind, NearMisses.normalized(expected) == NearMisses.normalized(text) {
                return found.append("its \(name) \(ElementPattern.quoted(text)) differs in case or spaces")
            }
            found.append("its \(name) is \(ElementPattern.quoted(text))")
        }
        compare("label", pattern.label, label)
        compare("identifier", pattern.identifier, identifier)
        compare("value", pattern.value, value)
        func state(_ wanted: Bool?, _ actual: Bool, _ yes: String, _ no: String) {
            if let wanted, wanted != actual { found.append(actual ? yes : no) }
        }
        state(pattern.isEnabled, isEnabled, "it is enabled", "it is disabled")
        state(pattern.isSelected, isSelected, "it is selected", "it is not selected")
        state(pattern.hasFocus, hasFocus, "it has the focus", "it does not have the focus")
        let missing = ElementPattern.traitNames(pattern.traits.subtracting(traits))
        if !missing.isEmpty { found.append("it lacks the trait \(missing.joined(separator: ", "))") }
        let unwanted = ElementPattern.traitNames(pattern.absentTraits.intersection(traits))
        if !unwanted.isEmpty { found.append("it has the trait \(unwanted.joined(separator: ", "))") }
        return found
    }
}

/// The element tree below some roots in reading order, as the queries see it: each element
/// with its depth and where its subtree ends.
@MainActor
struct FlatElementTree {
    private(set) var records: [ElementRecord] = []
    private(set) var depths: [Int] = []
    /// The index after the last element of each element's subtree.
    private(set) var ends: [Int] = []

    /// The elements of `roots` and their subtrees, walked with an explicit stack (a tree of
    /// any depth). A view that is not an element is passed through: its subviews sit at its
    /// own depth, as in `debugDescription`.
    init(roots: [UIView]) {
        var stack: [(view: UIView, depth: Int)] = roots.reversed().map { ($0, 0) }
        while let (view, depth) = stack.popLast() {
            guard view.isVisibleToAccessibility else { continue }
            guard let kind = ElementTree.elementType(of: view) else {
                stack.append(contentsOf: view.accessibilityOrderedSubviews.reversed().map { ($0, depth) })
                continue
            }
            records.append(ElementRecord(view, type: kind))
            depths.append(depth)
            if ElementTree.looksInside(view, type: kind) {
                stack.append(contentsOf: view.accessibilityOrderedSubviews.reversed().map { ($0, depth + 1) })
            }
        }
        // A subtree ends at the next element no deeper than its root.
        ends = Array(repeating: records.count, count: records.count)
        var open: [Int] = []
        for index in depths.indices {
            while let last = open.last, depths[last] >= depths[index] {
                ends[last] = index
                open.removeLast()
            }
            open.append(index)
        }
    }

    /// The tree in the text form, each level indented by two spaces, with the view dump's caps.
    var text: String {
        var writer = TreeDumpWriter(name: "accessibilityTree", indentation: "  ")
        for index in records.indices where writer.startLine(depth: depths[index]) {
            writer.append(records[index].line)
        }
        return writer.finish()
    }
}

/// Matches patterns against a flattened tree. Patterns side by side match elements in reading
/// order, each outside the subtree of the one before; of the elements a pattern may take, the
/// one whose subtree ends first is taken, which leaves the most room to the patterns after it,
/// so a match is found whenever one exists.
@MainActor
struct TreeMatcher {
    let tree: FlatElementTree
    private var known: [PatternKey: Bool] = [:]

    private struct PatternKey: Hashable {
        let path: [Int]
        let element: Int
    }

    init(tree: FlatElementTree) { self.tree = tree }

    /// Where matching `patterns` (found at `path` in the whole pattern) in `range` stopped:
    /// the index of the first pattern nothing took, or nil when all matched, with the
    /// position the search had reached and the element the pattern before it took.
    mutating func match(_ patterns: [ElementPattern], path: [Int], in range: Range<Int>)
        -> (failed: Int?, position: Int, previous: Int?) {
        var position = range.lowerBound
        var previous: Int?
        for (offset, pattern) in patterns.enumerated() {
            guard let taken = candidate(pattern, path: path + [offset], from: position, upTo: range.upperBound) else {
                return (offset, position, previous)
            }
            previous = taken
            position = tree.ends[taken]
        }
        return (nil, position, previous)
    }

    /// The element at or after `position` that `pattern` matches with its children, the one
    /// whose subtree ends first.
    private mutating func candidate(_ pattern: ElementPattern, path: [Int], from position: Int, upTo end: Int) -> Int? {
        var best: Int?
        var index = position
        while index < end {
            // Past the end of the best so far, every later element ends later.
            if let best, index >= tree.ends[best] { break }
            if matchesWhole(pattern, path: path, at: index), best.map({ tree.ends[index] < tree.ends[$0] }) ?? true {
                best = index
            }
            index += 1
        }
        return best
    }

    /// Whether the element at `index` matches `pattern` and holds its children.
    mutating func matchesWhole(_ pattern: ElementPattern, path: [Int], at index: Int) -> Bool {
        let key = PatternKey(path: path, element: index)
        if let answer = known[key] { return answer }
        let answer = tree.records[index].matches(pattern)
            && match(pattern.children, path: path, in: index + 1..<tree.ends[index]).failed == nil
        known[key] = answer
        return answer
    }
}
