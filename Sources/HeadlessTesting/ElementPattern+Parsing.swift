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
    /// traits in brackets. A text is `"exact"` (with `\"`, `\\` and `\n` escapes), `~"contained"`
    /// or `/a regular expression/` matching the whole text. In brackets, `disabled`, `selected`,
    /// `focused` and the trait names (`header`, `link`, `adjustable`...) are required; with
    /// `=false`, refused. Blank lines and lines starting with `#` are skipped.
    public static func parse(_ text: String) throws(ElementPatternSyntaxError) -> [ElementPattern] {
        var roots: [ElementPattern] = []
        // The patterns still open, outermost first, with their indentation: each is appended
        // to the one below it (or to the roots) when a line at its level or above comes.
        var open: [(indent: Int, pattern: ElementPattern)] = []
        func close(downTo indent: Int) {
            while let last = open.last, last.indent >= indent {
                open.removeLast()
                if open.isEmpty { roots.append(last.pattern) } else { open[open.count - 1].pattern.children.append(last.pattern) }
            }
        }
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            let content = line.drop { $0 == " " }
            if content.isEmpty || content.hasPrefix("#") { continue }
            if content.first == "\t" {
                throw ElementPatternSyntaxError(line: number, message: "indent with spaces, not tabs")
            }
            let indent = line.count - content.count
            var reader = PatternLineReader(text: content, line: number)
            var pattern = try reader.readPattern()
            pattern.sourceLine = number
            close(downTo: indent)
            open.append((indent, pattern))
        }
        close(downTo: 0)
        return roots
    }
}

/// Reads one line of the text form.
private struct PatternLineReader {
    let characters: [Character]
    let line: Int
    var position = 0

    init(text: Substring, line: Int) {
        characters = Array(text)
        self.line = line
    }

    private func error(_ message: String) -> ElementPatternSyntaxError {
        ElementPatternSyntaxError(line: line, message: message)
    }

    private var current: Character? { position < characters.count ? characters[position] : nil }

    private mutating func skipSpaces() {
        while current == " " { position += 1 }
    }

    private mutating func readWord() -> String {
        var word = ""
        while let character = current, character.isLetter || character.isNumber || character == "_" {
            word.append(character)
            position += 1
        }
        return word
    }

    mutating func readPattern() throws(ElementPatternSyntaxError) -> ElementPattern {
        let typeName = readWord()
        guard let type = PatternLineReader.types[typeName] else {
            let shown = typeName.isEmpty ? String(characters.prefix(20)) : typeName
            throw error("unknown element type \"\(shown)\"" + PatternLineReader.suggestion(for: typeName))
        }
        var pattern = ElementPattern(type)
        skipSpaces()
        if let character = current, character == "\"" || character == "/" || character == "~" {
            pattern.label = try readText()
        }
        while true {
            skipSpaces()
            guard let character = current else { return pattern }
            if character == "[" {
                try readFlags(into: &pattern)
                skipSpaces()
                if let extra = current { throw error("unexpected \"\(extra)\" after the brackets") }
                return pattern
            }
            let name = readWord()
            guard !name.isEmpty, current == "=" else {
                throw error("expected identifier=, value=, label= or [ at \"\(String(characters[position...].prefix(20)))\"")
            }
            position += 1
            let text = try readText()
            switch name {
            case "identifier": pattern.identifier = text
            case "value": pattern.value = text
            case "label": pattern.label = text
            default: throw error("unknown attribute \"\(name)\" (identifier, value or label)")
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

    /// The text up to the closing `delimiter`; in quotes `\"`, `\\` and `\n` are escapes, in a
    /// regular expression only `\/` is (other backslashes belong to the expression).
    private mutating func readDelimited(by delimiter: Character) throws(ElementPatternSyntaxError) -> String {
        position += 1
        var text = ""
        while let character = current {
            position += 1
            if character == delimiter { return text }
            guard character == "\\", let next = current else {
                text.append(character)
                continue
            }
            position += 1
            switch (delimiter, next) {
            case ("\"", "n"): text.append("\n")
            case ("\"", "\""), ("\"", "\\"), ("/", "/"): text.append(next)
            case ("/", _): text += "\\" + String(next)
            default: throw error("unknown escape \\\(next) (use \\\", \\\\ or \\n)")
            }
        }
        throw error("missing closing \(delimiter)")
    }

    /// `[disabled, header=false, selected]`.
    private mutating func readFlags(into pattern: inout ElementPattern) throws(ElementPatternSyntaxError) {
        position += 1
        while true {
            skipSpaces()
            let name = readWord()
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
