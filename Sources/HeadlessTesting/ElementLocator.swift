// ElementLocator.swift: the XCUITest expression that finds exactly one view, for the code that
// writes tests (the explorer's recorder, the monkey's reproducers) and for failure messages.

import ViewWidgets

/// Writes, for a view on the screen, the query a UI test would use to find that view and no
/// other: `app.textFields["Email"]`, `app.buttons["Log in"]`, `app.cells.element(boundBy: 3)`.
@MainActor
enum ElementLocator {
    /// The shortest XCUITest expression, rooted at `root`, that finds exactly `view` among the
    /// elements of `window` now: the element kind's query with the view's accessibility
    /// identifier when no other element of that kind answers to it, else its label, else a text
    /// field's placeholder, else its index among the elements of its kind. Nil when `view` is not
    /// an element a query sees (not an accessibility element, hidden, or inside another element,
    /// as a button's title label is).
    static func expression(for view: UIView, in window: UIWindow, root: String = "app") -> String? {
        guard let type = ElementTree.elementType(of: view) else { return nil }
        let elements = ElementTree.descendants(of: [window], matching: type)
        guard let index = elements.firstIndex(where: { $0 === view }) else { return nil }
        let query = "\(root).\(ElementAttributes.queryName(type))"
        let names = [ElementAttributes.identifier(of: view), ElementAttributes.label(of: view),
                     ElementAttributes.placeholder(of: view) ?? ""]
        for name in names where !name.isEmpty {
            // The subscript matches identifier, label or placeholder alike: the name must pick
            // out this view whichever of the three it is for the others.
            var count = 0
            for element in elements where ElementAttributes.matches(element, key: name) {
                count += 1
                if count > 1 { break }
            }
            if count == 1 { return "\(query)[\(swiftLiteral(name))]" }
        }
        return "\(query).element(boundBy: \(index))"
    }

    /// `text` as a Swift string literal: quotes, backslashes, control characters and the
    /// invisible characters that reorder text escaped, everything else (any script, emoji) as it is.
    static func swiftLiteral(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case "\0": literal += "\\0"
            default:
                // Control characters, line separators and the bidirectional overrides, which
                // would make the written line read differently from what it holds.
                if scalar.properties.generalCategory == .control || (0x2028...0x202E).contains(scalar.value)
                    || (0x2066...0x2069).contains(scalar.value) {
                    literal += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    literal.unicodeScalars.append(scalar)
                }
            }
        }
        return literal + "\""
    }
}
