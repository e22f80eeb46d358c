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

    /// Whether the element is what `pattern` itself asks (its children aside); the kind and
    /// states first, the texts last.
    func matches(_ pattern: ElementPattern, _ regexes: RegexCache) -> Bool {
        if pattern.type != .any, pattern.type != type { return false }
        if let wanted = pattern.isEnabled, wanted != isEnabled { return false }
        if let wanted = pattern.isSelected, wanted != isSelected { return false }
        if let wanted = pattern.hasFocus, wanted != hasFocus { return false }
        guard traits.isSuperset(of: pattern.traits), traits.isDisjoint(with: pattern.absentTraits) else { return false }
        if let match = pattern.label, !regexes.matches(match, label) { return false }
        if let match = pattern.identifier, !regexes.matches(match, identifier) { return false }
        if let match = pattern.value, !regexes.matches(match, value) { return false }
        return true
    }

    /// Each way the element differs from `pattern` itself, in words.
    func differences(from pattern: ElementPattern, _ regexes: RegexCache) -> [String] {
        var found: [String] = []
        if pattern.type != .any, pattern.type != type { found.append("it is a \(type), not a \(pattern.type)") }
        func compare(_ name: String, _ match: TextMatch?, _ text: String?) {
            guard let match, !regexes.matches(match, text) else { return }
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
///
/// Each pattern's whole matches (itself and its children) are found once, children before
/// parents: the elements that are what the pattern itself asks (looked up by kind, or by kind
/// and label), kept when their children's patterns match in order below them. A run of
/// patterns then takes, for each, the first-ending match at or after where the run stands: a
/// binary search and a table lookup. Matching costs about the elements each pattern could be
/// times the patterns below it, whatever the tree's depth.
@MainActor
struct TreeMatcher {
    let tree: FlatElementTree
    let regexes = RegexCache()
    /// The patterns, flattened depth first: each with the numbers of its children.
    private(set) var nodes: [(pattern: ElementPattern, children: [Int])] = []
    /// The numbers of the patterns given side by side.
    private(set) var roots: [Int] = []
    /// For each pattern, the elements it matches whole, ascending.
    private var wholeMatches: [[Int]] = []
    /// For each pattern and each place in its matches, the match from there on whose subtree
    /// ends first.
    private var firstEnding: [[Int]] = []

    init(tree: FlatElementTree, patterns: [ElementPattern]) {
        self.tree = tree
        // Flattened with an explicit stack, parents before children.
        var stack: [(pattern: ElementPattern, parent: Int?)] = patterns.reversed().map { ($0, nil) }
        while let (pattern, parent) = stack.popLast() {
            let number = nodes.count
            nodes.append((pattern, []))
            if let parent { nodes[parent].children.append(number) } else { roots.append(number) }
            stack.append(contentsOf: pattern.children.reversed().map { ($0, number) })
        }
        wholeMatches = Array(repeating: [], count: nodes.count)
        firstEnding = Array(repeating: [], count: nodes.count)
        let index = CandidateIndex(tree)
        // Children come after their parent, so from the last pattern back each pattern's
        // children are settled before it.
        for number in nodes.indices.reversed() {
            let (pattern, children) = nodes[number]
            let matches = index.candidates(for: pattern).filter { element in
                tree.records[element].matches(pattern, regexes)
                    && run(children, in: element + 1..<tree.ends[element]).failed == nil
            }
            wholeMatches[number] = matches
            var ending = matches
            var best: Int?
            for place in matches.indices.reversed() {
                if best.map({ tree.ends[matches[place]] < tree.ends[$0] }) ?? true { best = matches[place] }
                ending[place] = best ?? matches[place]
            }
            firstEnding[number] = ending
        }
    }

    /// Whether the patterns match the whole tree.
    var matchesTree: Bool { run(roots, in: 0..<tree.records.count).failed == nil }

    /// Where matching the patterns `numbers` side by side in `range` stopped: the offset of the
    /// first pattern nothing took, or nil when all matched, with the place the run had reached
    /// and the elements taken so far.
    func run(_ numbers: [Int], in range: Range<Int>) -> (failed: Int?, position: Int, taken: [Int]) {
        var position = range.lowerBound
        var taken: [Int] = []
        for (offset, number) in numbers.enumerated() {
            // The first-ending match from `position` on lies in the range whenever one does:
            // the range is a subtree (or the whole tree), and elements past it end later.
            guard let element = firstEndingMatch(number, from: position), element < range.upperBound else {
                return (offset, position, taken)
            }
            taken.append(element)
            position = tree.ends[element]
        }
        return (nil, position, taken)
    }

    /// Whether pattern `number` matches the element at `element` with its children.
    func matchesWhole(_ number: Int, at element: Int) -> Bool {
        let matches = wholeMatches[number]
        let place = lowerBound(matches, element)
        return place < matches.count && matches[place] == element
    }

    /// The elements pattern `number` matches whole.
    func wholeMatches(of number: Int) -> [Int] { wholeMatches[number] }

    private func firstEndingMatch(_ number: Int, from position: Int) -> Int? {
        let place = lowerBound(wholeMatches[number], position)
        return place < firstEnding[number].count ? firstEnding[number][place] : nil
    }

    private func lowerBound(_ sorted: [Int], _ value: Int) -> Int {
        var low = 0, high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

/// The elements of a tree by kind, by label and by identifier, so that a pattern is tried only
/// on the elements that could be it.
@MainActor
private struct CandidateIndex {
    private let count: Int
    private var byType: [XCUIElement.ElementType: [Int]] = [:]
    private var byLabel: [String: [Int]] = [:]
    private var byIdentifier: [String: [Int]] = [:]

    init(_ tree: FlatElementTree) {
        count = tree.records.count
        for (element, record) in tree.records.enumerated() {
            byType[record.type, default: []].append(element)
            byLabel[record.label, default: []].append(element)
            byIdentifier[record.identifier, default: []].append(element)
        }
    }

    /// The elements, ascending, that `pattern`'s kind, exact label and exact identifier allow
    /// (the shortest of those lists).
    func candidates(for pattern: ElementPattern) -> [Int] {
        var lists: [[Int]] = []
        if case .exactly(let label)? = pattern.label?.kind { lists.append(byLabel[label] ?? []) }
        if case .exactly(let identifier)? = pattern.identifier?.kind { lists.append(byIdentifier[identifier] ?? []) }
        if pattern.type != .any { lists.append(byType[pattern.type] ?? []) }
        return lists.min { $0.count < $1.count } ?? Array(0..<count)
    }
}
