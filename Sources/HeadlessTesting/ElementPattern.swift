// ElementPattern.swift: what a test expects of part of the accessibility tree — element kinds,
// labels, identifiers, values, traits and states, nested — written with a result builder or as
// short text (ElementPattern+Parsing.swift), and matched by AccessibilityTreeMatch.swift.

import ViewWidgets

/// How a pattern compares one text of an element (its label, identifier or value).
///
/// A string literal compares exactly: `"Log in"` matches "Log in" only, not "Log In" or
/// "Log in " (interpolations too: `"Item \(n)"`). ``matching(_:)`` takes a regular expression
/// that must match the whole text. An element without a value matches no value pattern.
public struct TextMatch: Sendable, Hashable, ExpressibleByStringInterpolation, CustomStringConvertible {
    enum Kind: Sendable, Hashable {
        case exactly(String)
        case contains(String)
        case regex(String)
    }

    let kind: Kind

    /// Matches `text` exactly.
    public static func exactly(_ text: String) -> TextMatch { TextMatch(kind: .exactly(text)) }

    /// Matches any text that contains `text`.
    public static func contains(_ text: String) -> TextMatch { TextMatch(kind: .contains(text)) }

    /// Matches any text that the regular expression `pattern` matches whole (`"Welcome, .+"`).
    /// A pattern that is not a regular expression fails the assertion that uses it.
    public static func matching(_ pattern: String) -> TextMatch { TextMatch(kind: .regex(pattern)) }

    /// Matches the literal exactly.
    public init(stringLiteral value: String) { kind = .exactly(value) }

    init(kind: Kind) { self.kind = kind }

    /// Why the match can never work (a regular expression that does not compile), or nil.
    var problem: String? {
        guard case .regex(let pattern) = kind else { return nil }
        do {
            _ = try Regex(pattern)
            return nil
        } catch {
            return "/\(pattern)/ is not a regular expression: \(error)"
        }
    }

    /// The match as the text form writes it: `"Log in"`, `/Welcome, .+/`, `~"Welcome"`.
    public var description: String {
        switch kind {
        case .exactly(let text): return ElementPattern.quoted(text)
        case .contains(let text): return "~" + ElementPattern.quoted(text)
        case .regex(let pattern):
            // A slash not escaped already is escaped, so that the expression reads back whole.
            var result = "/"
            var escaping = false
            for scalar in pattern.unicodeScalars {
                if scalar == "/", !escaping { result += "\\" }
                result.unicodeScalars.append(scalar)
                escaping = !escaping && scalar == "\\"
            }
            return result + "/"
        }
    }
}

/// Compiled regular expressions, each compiled once however many elements it is tried on.
final class RegexCache {
    private var compiled: [String: Regex<AnyRegexOutput>?] = [:]

    /// Whether `text` matches (an element without a value, nil, matches nothing).
    func matches(_ match: TextMatch, _ text: String?) -> Bool {
        guard let text else { return false }
        switch match.kind {
        case .exactly(let expected): return text == expected
        case .contains(let part): return text.contains(part)
        case .regex(let pattern):
            let regex: Regex<AnyRegexOutput>?
            if let known = compiled[pattern] {
                regex = known
            } else {
                regex = try? Regex(pattern)
                compiled[pattern] = regex
            }
            guard let regex else { return false }
            return (try? regex.wholeMatch(in: text)) != nil
        }
    }
}

/// One element a test expects in the accessibility tree, and what it expects below it.
///
/// Only what a pattern names is checked, so that a test says what the screen means and not how
/// it is laid out: frames are never compared, containers the pattern leaves out are looked
/// through, and elements it does not mention may come between the ones it does. What it names
/// is strict: the kind, texts compared exactly unless asked otherwise, traits and states.
/// Patterns side by side match elements in that reading order, each after the one before
/// and outside its subtree; a pattern's children match below its element.
///
///     assertAccessibilityTree(of: app) {
///         ElementPattern(.navigationBar, identifier: "Sign in")
///         ElementPattern(.textField, value: "ada@example.com")
///         ElementPattern(.button, "Log in", isEnabled: true)
///         ElementPattern(.table) {
///             ElementPattern(.cell) { ElementPattern(.staticText, "Inbox") }
///         }
///     }
public struct ElementPattern: Sendable, Equatable, CustomStringConvertible {
    /// The kind of element (`.any`: every kind).
    public var type: XCUIElement.ElementType
    /// The accessibility label, or nil for any.
    public var label: TextMatch?
    /// The accessibility identifier, or nil for any.
    public var identifier: TextMatch?
    /// The value (a text field's text or placeholder, a switch's "1"), or nil for any.
    public var value: TextMatch?
    /// Traits the element must have (`.header`, `.link`...).
    public var traits: UIAccessibilityTraits
    /// Traits the element must not have.
    public var absentTraits: UIAccessibilityTraits
    /// Whether the element must be enabled (true) or disabled (false); nil for either.
    public var isEnabled: Bool?
    /// Whether the element must be selected; nil for either.
    public var isSelected: Bool?
    /// Whether the element must have the keyboard focus; nil for either.
    public var hasFocus: Bool?
    /// What must be below the element, in reading order.
    public var children: [ElementPattern]
    /// The line of the text form the pattern was read from, for failure messages.
    var sourceLine: Int?

    /// A pattern for an element of kind `type`; each argument left out matches anything.
    public init(_ type: XCUIElement.ElementType, _ label: TextMatch? = nil, identifier: TextMatch? = nil,
                value: TextMatch? = nil, traits: UIAccessibilityTraits = [], absentTraits: UIAccessibilityTraits = [],
                isEnabled: Bool? = nil, isSelected: Bool? = nil, hasFocus: Bool? = nil,
                @ElementPatternBuilder children: () -> [ElementPattern] = { [] }) {
        self.type = type
        self.label = label
        self.identifier = identifier
        self.value = value
        self.traits = traits
        self.absentTraits = absentTraits
        self.isEnabled = isEnabled
        self.isSelected = isSelected
        self.hasFocus = hasFocus
        self.children = children()
    }

    /// Whether two patterns expect the same (where they were read from aside).
    public static func == (lhs: ElementPattern, rhs: ElementPattern) -> Bool {
        lhs.type == rhs.type && lhs.label == rhs.label && lhs.identifier == rhs.identifier && lhs.value == rhs.value
            && lhs.traits == rhs.traits && lhs.absentTraits == rhs.absentTraits && lhs.isEnabled == rhs.isEnabled
            && lhs.isSelected == rhs.isSelected && lhs.hasFocus == rhs.hasFocus && lhs.children == rhs.children
    }

    /// The pattern's own line in the text form (its children left out):
    /// `Button "Log in" identifier="login" [disabled=false]`.
    public var description: String {
        var line = type.description
        if let label { line += " " + label.description }
        if let identifier { line += " identifier=" + identifier.description }
        if let value { line += " value=" + value.description }
        var flags: [String] = []
        func flag(_ name: String, _ wanted: Bool?) {
            guard let wanted else { return }
            flags.append(wanted ? name : name + "=false")
        }
        flag("disabled", isEnabled.map { !$0 })
        flag("selected", isSelected)
        flag("focused", hasFocus)
        flags += ElementPattern.traitNames(traits)
        flags += ElementPattern.traitNames(absentTraits).map { $0 + "=false" }
        if !flags.isEmpty { line += " [" + flags.joined(separator: ", ") + "]" }
        return line
    }

    /// The pattern and its children in the text form, each level indented by two spaces.
    var textForm: String {
        var lines: [String] = []
        var stack: [(pattern: ElementPattern, depth: Int)] = [(self, 0)]
        while let (pattern, depth) = stack.popLast() {
            lines.append(String(repeating: "  ", count: depth) + pattern.description)
            stack.append(contentsOf: pattern.children.reversed().map { ($0, depth + 1) })
        }
        return lines.joined(separator: "\n")
    }

    /// How failure messages name the pattern: its line of the text form, or its own text.
    var reference: String {
        if let sourceLine { return "line \(sourceLine), `\(description)`" }
        return "`\(description)`"
    }

    /// `text` in double quotes, with quotes and backslashes escaped, and every character that
    /// would break the line (`\n`, `\r`, `\t`, other line and paragraph separators) written
    /// as an escape, so that the text reads back as it was.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}":
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// The traits a pattern line may name in brackets; `selected` and `notEnabled` are
    /// written as the states `selected` and `disabled`.
    static let nameableTraits: [(UIAccessibilityTraits, String)] = UIAccessibilityTraits.names.filter {
        $0.0 != .selected && $0.0 != .notEnabled
    }

    static func traitNames(_ traits: UIAccessibilityTraits) -> [String] {
        nameableTraits.filter { traits.contains($0.0) }.map(\.1)
    }
}

/// Builds the patterns of a tree assertion from a closure's statements: patterns, arrays of
/// patterns, `if`, `if`/`else`, `switch` and `for` loops.
@resultBuilder
public enum ElementPatternBuilder {
    /// One pattern.
    public static func buildExpression(_ pattern: ElementPattern) -> [ElementPattern] { [pattern] }
    /// Several patterns, in order.
    public static func buildExpression(_ patterns: [ElementPattern]) -> [ElementPattern] { patterns }
    /// The statements' patterns, in order.
    public static func buildBlock(_ parts: [ElementPattern]...) -> [ElementPattern] { parts.flatMap { $0 } }
    /// An `if` without `else`: its patterns when it ran, none otherwise.
    public static func buildOptional(_ part: [ElementPattern]?) -> [ElementPattern] { part ?? [] }
    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first part: [ElementPattern]) -> [ElementPattern] { part }
    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither(second part: [ElementPattern]) -> [ElementPattern] { part }
    /// A `for` loop's patterns, in order.
    public static func buildArray(_ parts: [[ElementPattern]]) -> [ElementPattern] { parts.flatMap { $0 } }
    /// An `if #available` block.
    public static func buildLimitedAvailability(_ part: [ElementPattern]) -> [ElementPattern] { part }
}
