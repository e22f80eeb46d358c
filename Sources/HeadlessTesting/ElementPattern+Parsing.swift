// ElementPattern+Parsing.swift: the short text form of tree patterns, one element a line,
// children indented below their element, read into ``ElementPattern`` values.

import ViewWidgets

/// Why a tree pattern's text could not be read: the line and what is wrong with it.
public struct ElementPatternSyntaxError: Error, Equatable, CustomStringConvertible {
    /// The line of the text (from 1).
    public let line: Int
    /// What is wrong.
    public let message: String

    /// `line 3: unknown element type "Buton" (did you mean Button?)`.
    public var description: String { "line \(line): \(message)" }
}

extension ElementPattern {
    /// Reads patterns written one element a line, each level of children indented further
    /// (by any number of spaces), as `accessibilityTree(of:)` prints a tree:
    ///
    ///     NavigationBar identifier="Sign in"
    ///     TextField "Email" value="ada@example.com" [focused]
    ///     Button "Log in" [disabled=false]
    ///     Table
    ///       Cell
    ///         StaticText /Inbox \(\d+\)/
    ///
    /// A line is an element kind as XCUITest names it (`Button`, `StaticText`, `Any`...), then
    /// optionally its label, then `identifier=`, `value=` or `label=` attributes, then states and
    /// traits in brackets. A text is `"exact"` (with `\"`, `\\`, `\n`, `\r`, `\t` and `\u{2028}`
    /// escapes), `~"contained"` or `/a regular expression/` matching the whole text. In brackets,
    /// `disabled`, `selected`, `focused` and the trait names (`header`, `link`, `adjustable`...)
    /// are required; with `=false`, refused. Blank lines and lines starting with `#` are skipped.
    /// A line is a child of the line above when indented further, else the sibling of the line
    /// above it indented as much (a line indented as no line above is a mistake); a
    /// `[depth N] ` prefix, as a printout shows lines past its 64th level, counts as N levels of
    /// two spaces. Lines and line breaks may end in `\r\n`.
    public static func parse(_ text: String) throws(ElementPatternSyntaxError) -> [ElementPattern] {
        var roots: [ElementPattern] = []
        // The patterns still open, outermost first, with their indentation: each is appended
        // to the one below it (or to the roots) once a line at its level or above comes.
        var open: [(indent: Int, pattern: ElementPattern)] = []
        func closeLast() {
            guard let last = open.popLast() else { return }
            if open.isEmpty { roots.append(last.pattern) } else { open[open.count - 1].pattern.children.append(last.pattern) }
        }
        for (index, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let number = index + 1
            var content = line.drop { $0 == " " }
            if content.allSatisfy(\.isWhitespace) || content.hasPrefix("#") { continue }
            if content.first == "\t" {
                throw ElementPatternSyntaxError(line: number, message: "indent with spaces, not tabs")
            }
            var indent = line.count - content.count
            if let (depth, rest) = depthPrefix(content) {
                indent = 2 * depth
                content = rest
            }
            var reader = PatternLineReader(text: content, line: number)
            var pattern = try reader.readPattern()
            pattern.sourceLine = number
            if let last = open.last, indent > last.indent {
                // A child of the line above.
            } else if !open.isEmpty {
                while let last = open.last, last.indent > indent { closeLast() }
                guard let last = open.last, last.indent == indent else {
                    throw ElementPatternSyntaxError(line: number, message: "it is indented as no line above it")
                }
                closeLast()
            }
            open.append((indent, pattern))
        }
        while !open.isEmpty { closeLast() }
        return roots
    }

    /// `N` and the rest of the line, for a line that starts with `[depth N] `.
    private static func depthPrefix(_ content: Substring) -> (Int, Substring)? {
        guard content.hasPrefix("[depth "), let close = content.firstIndex(of: "]"),
              let depth = Int(content[content.index(content.startIndex, offsetBy: 7)..<close]) else { return nil }
        return (depth, content[content.index(after: close)...].drop { $0 == " " })
    }
}

/// Reads one line of the text form, by Unicode scalars (so that a mark at the start of a label
/// cannot join its opening quote into one character).
private struct PatternLineReader {
    let scalars: [Unicode.Scalar]
    let line: Int
    var position = 0

    init(text: Substring, line: Int) {
        scalars = Array(text.unicodeScalars)
        self.line = line
    }

    private func error(_ message: String) -> ElementPatternSyntaxError {
        ElementPatternSyntaxError(line: line, message: message)
    }

    private var current: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

    /// Up to 20 scalars from `position`, for messages.
    private var upcoming: String {
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars[position...].prefix(20))
        return String(text)
    }

    private mutating func skipSpaces() {
        while current == " " { position += 1 }
    }

    private mutating func readWord() -> String {
        var word = String.UnicodeScalarView()
        while let scalar = current, scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "_" {
            word.append(scalar)
            position += 1
        }
        return String(word)
    }

    mutating func readPattern() throws(ElementPatternSyntaxError) -> ElementPattern {
        let typeName = readWord()
        guard let type = PatternLineReader.types[typeName] else {
            let shown = typeName.isEmpty ? upcoming : typeName
            throw error("unknown element type \"\(shown)\"" + PatternLineReader.suggestion(for: typeName))
        }
        var pattern = ElementPattern(type)
        var given: Set<String> = []
        skipSpaces()
        if let scalar = current, scalar == "\"" || scalar == "/" || scalar == "~" {
            pattern.label = try readText()
            given.insert("label")
        }
        while true {
            skipSpaces()
            guard let scalar = current else { return pattern }
            if scalar == "[" {
                try readFlags(into: &pattern)
                skipSpaces()
                if current != nil { throw error("unexpected \"\(upcoming)\" after the brackets") }
                return pattern
            }
            let name = readWord()
            guard !name.isEmpty, current == "=" else {
                throw error("expected identifier=, value=, label= or [ at \"\(upcoming)\"")
            }
            guard ["identifier", "value", "label"].contains(name) else {
                throw error("unknown attribute \"\(name)\" (identifier, value or label)")
            }
            guard given.insert(name).inserted else { throw error("the \(name) is given twice") }
            position += 1
            let text = try readText()
            switch name {
            case "identifier": pattern.identifier = text
            case "value": pattern.value = text
            default: pattern.label = text
            }
        }
    }

    /// `"exact"`, `~"contained"` or `/regular expression/`.
    private mutating func readText() throws(ElementPatternSyntaxError) -> TextMatch {
        switch current {
        case "~":
            position += 1
            guard current == "\"" else { throw error("expected a quoted text after ~") }
            return .contains(try readDelimited(by: "\""))
        case "\"":
            return .exactly(try readDelimited(by: "\""))
        case "/":
            let match = TextMatch.matching(try readDelimited(by: "/"))
            if let problem = match.problem { throw error(problem) }
            return match
        default:
            throw error("expected a text: \"exact\", ~\"contained\" or /regular expression/")
        }
    }

    /// The text up to the closing `delimiter`; in quotes `\"`, `\\`, `\n`, `\r`, `\t` and
    /// `\u{hex}` are escapes, in a regular expression only `\/` is (other backslashes belong
    /// to the expression).
    private mutating func readDelimited(by delimiter: Unicode.Scalar) throws(ElementPatternSyntaxError) -> String {
        position += 1
        var text = String.UnicodeScalarView()
        while let scalar = current {
            position += 1
            if scalar == delimiter { return String(text) }
            guard scalar == "\\", let next = current else {
                text.append(scalar)
                continue
            }
            position += 1
            if delimiter == "/" {
                if next != "/" { text.append("\\") }
                text.append(next)
                continue
            }
            switch next {
            case "n": text.append("\n")
            case "r": text.append("\r")
            case "t": text.append("\t")
            case "\"", "\\": text.append(next)
            case "u": text.append(try readScalarEscape())
            default: throw error("unknown escape \\\(next) (use \\\", \\\\, \\n, \\r, \\t or \\u{…})")
            }
        }
        throw error("missing closing \(delimiter)")
    }

    /// The scalar of a `\u{hex}` escape, read after its `u`.
    private mutating func readScalarEscape() throws(ElementPatternSyntaxError) -> Unicode.Scalar {
        guard current == "{" else { throw error("\\u takes {hex}") }
        position += 1
        var digits = ""
        while let scalar = current, scalar != "}" {
            digits.unicodeScalars.append(scalar)
            position += 1
        }
        position += 1
        guard let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value) else {
            throw error("\\u{\(digits)} is not a Unicode scalar")
        }
        return scalar
    }

    /// `[disabled, header=false, selected]`.
    private mutating func readFlags(into pattern: inout ElementPattern) throws(ElementPatternSyntaxError) {
        position += 1
        var given: Set<String> = []
        while true {
            skipSpaces()
            let name = readWord()
            guard given.insert(name).inserted else { throw error("\(name) is given twice in the brackets") }
            var wanted = true
            if current == "=" {
                position += 1
                switch readWord() {
                case "true": wanted = true
                case "false": wanted = false
                default: throw error("\(name)= takes true or false")
                }
            }
            switch name {
            case "disabled": pattern.isEnabled = !wanted
            case "selected": pattern.isSelected = wanted
            case "focused": pattern.hasFocus = wanted
            default:
                guard let trait = ElementPattern.nameableTraits.first(where: { $0.1 == name })?.0 else {
                    let known = ["disabled", "selected", "focused"] + ElementPattern.nameableTraits.map(\.1)
                    throw error("unknown state or trait \"\(name)\" (one of \(known.joined(separator: ", ")))")
                }
                if wanted { pattern.traits.insert(trait) } else { pattern.absentTraits.insert(trait) }
            }
            skipSpaces()
            switch current {
            case ",": position += 1
            case "]":
                position += 1
                return
            default: throw error("expected , or ] in the brackets")
            }
        }
    }

    /// The kinds by their XCUITest names.
    static let types: [String: XCUIElement.ElementType] = {
        let all: [XCUIElement.ElementType] = [
            .any, .other, .application, .window, .alert, .sheet, .button, .staticText, .textField,
            .secureTextField, .searchField, .textView, .cell, .table, .collectionView, .scrollView,
            .navigationBar, .tabBar, .toolbar, .switch, .slider, .stepper, .segmentedControl, .image,
            .picker, .pageIndicator, .progressIndicator, .activityIndicator,
        ]
        return Dictionary(uniqueKeysWithValues: all.map { ($0.description, $0) })
    }()

    /// ` (did you mean Button?)` for a name that differs from a kind's only in case.
    static func suggestion(for name: String) -> String {
        guard let near = types.keys.first(where: { $0.lowercased() == name.lowercased() }) else {
            return " (kinds are XCUITest's: Button, StaticText, TextField, Cell, Any...)"
        }
        return " (did you mean \(near)?)"
    }
}
