// ExplorerCommand.swift: the explorer's commands, read from one line each.

import ViewWidgets

/// One command of the explorer (`swift run Demos explore <scene>`, `Headless.explore(rootViewController:)`).
package enum ExplorerCommand: Equatable {
    case tapPoint(CGPoint)
    case tapTag(Int)
    case tapTitle(String)
    case drag(from: CGPoint, to: CGPoint, steps: Int)
    case type(String)
    case advance(Double)
    case idle
    case dump(path: String?)
    case diff
    case hit(CGPoint)
    case why(CGPoint)
    case svg(file: String)
    case step
    case help
    case quit

    /// A line that is not a command, with a message saying why.
    package struct ParseError: Error, Equatable {
        /// What is wrong with the line.
        package let message: String
    }

    /// The command on `line`, or nil for a blank line or a comment (`# ...`).
    package static func parse(_ line: String) throws(ParseError) -> ExplorerCommand? {
        let words = try tokens(of: line)
        guard let name = words.first else { return nil }
        let arguments = Array(words.dropFirst())
        func numbers(_ count: ClosedRange<Int>) throws(ParseError) -> [Double] {
            guard count.contains(arguments.count) else {
                throw ParseError(message: "\(name) takes \(count.lowerBound == count.upperBound ? "\(count.lowerBound)" : "\(count.lowerBound) or \(count.upperBound)") numbers")
            }
            var values: [Double] = []
            for argument in arguments {
                guard let value = Double(argument.text), value.isFinite, !argument.quoted else {
                    throw ParseError(message: "\(name): '\(argument.text)' is not a number")
                }
                values.append(value)
            }
            return values
        }
        func point() throws(ParseError) -> CGPoint {
            let values = try numbers(2...2)
            return CGPoint(x: values[0], y: values[1])
        }
        switch name.text {
        case "tap":
            if arguments.count == 1, arguments[0].quoted { return .tapTitle(arguments[0].text) }
            if arguments.count == 1, arguments[0].text.hasPrefix("#") {
                guard let tag = Int(arguments[0].text.dropFirst()) else {
                    throw ParseError(message: "tap: '\(arguments[0].text)' is not a tag (write #7)")
                }
                return .tapTag(tag)
            }
            guard arguments.count == 2 else { throw ParseError(message: "tap takes X Y, #tag or \"title\"") }
            return .tapPoint(try point())
        case "drag":
            let values = try numbers(4...5)
            let steps = values.count == 5 ? values[4] : 10
            guard steps >= 1, steps == steps.rounded(), steps <= 10_000 else {
                throw ParseError(message: "drag: steps must be a whole number from 1 to 10000")
            }
            return .drag(from: CGPoint(x: values[0], y: values[1]), to: CGPoint(x: values[2], y: values[3]), steps: Int(steps))
        case "type":
            guard arguments.count == 1 else { throw ParseError(message: "type takes one \"text\"") }
            return .type(arguments[0].text)
        case "advance":
            let seconds = try numbers(1...1)[0]
            guard seconds >= 0, seconds <= 86_400 else { throw ParseError(message: "advance: seconds must be from 0 to 86400") }
            return .advance(seconds)
        case "dump":
            guard arguments.count <= 1 else { throw ParseError(message: "dump takes at most one path") }
            return .dump(path: arguments.first?.text)
        case "hit": return .hit(try point())
        case "why": return .why(try point())
        case "svg":
            guard arguments.count == 1 else { throw ParseError(message: "svg takes one file name") }
            return .svg(file: arguments[0].text)
        case "idle", "diff", "step", "help", "quit":
            guard arguments.isEmpty else { throw ParseError(message: "\(name.text) takes no arguments") }
            switch name.text {
            case "idle": return .idle
            case "diff": return .diff
            case "step": return .step
            case "help": return .help
            default: return .quit
            }
        default:
            throw ParseError(message: "unknown command '\(name.text)' (type help for the list)")
        }
    }

    /// A word of a line: its text, and whether it was written in double quotes.
    package struct Token: Equatable {
        /// The word, quotes taken off and escapes applied.
        package let text: String
        /// Whether it was written in double quotes.
        package let quoted: Bool
    }

    /// The words of `line`, split at spaces; a word in double quotes may hold spaces, `\"`, `\\`
    /// and the ``escapes``.
    /// Everything after an unquoted `#` at the start of a word that begins the line is a comment.
    package static func tokens(of line: String) throws(ParseError) -> [Token] {
        var tokens: [Token] = []
        var current = ""
        var inQuotes = false
        var wasQuoted = false
        var escaped = false
        for character in line {
            if inQuotes {
                if escaped {
                    current.append(ExplorerCommand.escapes[character] ?? character)
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inQuotes = false
                } else {
                    current.append(character)
                }
            } else if character == "\"" {
                inQuotes = true
                wasQuoted = true
            } else if character.isWhitespace {
                if !current.isEmpty || wasQuoted { tokens.append(Token(text: current, quoted: wasQuoted)) }
                current = ""
                wasQuoted = false
            } else {
                current.append(character)
            }
        }
        guard !inQuotes else { throw ParseError(message: "a quote is not closed") }
        if !current.isEmpty || wasQuoted { tokens.append(Token(text: current, quoted: wasQuoted)) }
        if let first = tokens.first, !first.quoted, first.text.hasPrefix("#") { return [] }
        return tokens
    }

    /// What a backslash makes of the next character in quotes: `\n` the Return key, `\b` the
    /// delete key (`XCUIKeyboardKey.delete`), `\t` a tab; any other character stands for itself.
    package static let escapes: [Character: Character] = ["n": "\n", "b": "\u{8}", "t": "\t"]

    /// The help text; the `step` line only when a script goes with the window.
    package static func helpText(scripted: Bool) -> String {
        let step = "\n  step               run the scene's next scripted step"
        return """
        commands (one a line):
          tap X Y            a finger down and up at X, Y (window points)
          tap #TAG           tap the view with that tag, as view.tap() does
          tap "TITLE"        tap the front-most view showing that text (a label, a button title,
                             a text field's text or placeholder, an accessibility label)
          drag X1 Y1 X2 Y2 [STEPS]
                             a finger moving from X1, Y1 to X2, Y2 (10 steps by default)
          type "TEXT"        type into the first responder, key by key (\\n Return, \\b delete)
          advance SECONDS    move the virtual clock on
          idle               run until no timer or animation is left
          dump [PATH]        the tree, or the subtree at PATH (0.2.1 from the window, or #TAG)
          diff               what the last command changed
          hit X Y            the view a finger at X, Y would touch, and its responder chain
          why X Y            why a tap at X, Y does or does not reach the control there
          svg FILE           write a picture of the window to FILE\(scripted ? step : "")
          help               this text
          quit               stop
        """
    }
}
