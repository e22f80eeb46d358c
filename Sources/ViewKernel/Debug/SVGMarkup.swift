// SVGMarkup.swift: the small pieces of SVG text every picture is made of: XML escaping, numbers,
// colours and matrices, each printed one way only so that pictures are deterministic.

/// Text helpers for writing SVG; every attribute value and text node goes through them.
enum SVGMarkup {
    /// `text` escaped for an XML text node: `&`, `<` and `>` become entities, and characters that
    /// XML 1.0 forbids (control characters other than tab, line feed and carriage return, and the
    /// non-characters U+FFFE and U+FFFF) become U+FFFD. Other characters, Chinese included, are
    /// written as they are (the document is UTF-8).
    static func escapeText(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            default:
                escaped.unicodeScalars.append(isAllowedInXML(scalar) ? scalar : "\u{FFFD}")
            }
        }
        return escaped
    }

    /// `text` escaped for a double-quoted attribute value: as ``escapeText(_:)``, plus `"` and the
    /// white-space characters that attribute normalisation would otherwise turn into spaces.
    static func escapeAttribute(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for scalar in escapeText(text).unicodeScalars {
            switch scalar {
            case "\"": escaped += "&quot;"
            case "\n": escaped += "&#10;"
            case "\r": escaped += "&#13;"
            case "\t": escaped += "&#9;"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// Whether XML 1.0 allows `scalar` in a document.
    static func isAllowedInXML(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD: return true
        case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }

    /// A number as pictures print it: rounded to `places` decimals, without trailing zeros, whole
    /// numbers in full (`320`, `44000000`, `20.5`, `0.3333`); `-0` and values that round to 0 print
    /// as `0`, and non-finite values (which layers refuse) as `0`.
    ///
    /// Unlike the dump's `%g`, this keeps large coordinates exact (a row at y = 4400000.5 stays
    /// there), and turns the 6e-17 of `cos(pi / 2)` into 0.
    ///
    /// A finite value so large that scaling it overflows (1e306) is already whole and prints in
    /// full, never as "inf".
    static func number(_ value: CGFloat, places: Int = 4) -> String {
        guard value.isFinite else { return "0" }
        let scale = CGFloat(pow(10.0, Double(places)))
        let scaled = (value * scale).rounded() / scale
        let rounded = scaled.isFinite ? scaled : value
        if rounded == 0 { return "0" }
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        var text = String(format: "%.\(places)f", Double(rounded))
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// Numbers separated by spaces, as `viewBox` and `points` take them.
    static func numbers(_ values: [CGFloat]) -> String {
        values.map { number($0) }.joined(separator: " ")
    }

    /// `matrix(a b c d tx ty)`: the linear part printed to 6 decimals (rotations stay exact
    /// enough across large views), the translation to 4.
    static func matrix(_ t: CGAffineTransform) -> String {
        let linear = [t.a, t.b, t.c, t.d].map { number($0, places: 6) }
        return "matrix(" + (linear + [number(t.tx), number(t.ty)]).joined(separator: " ") + ")"
    }

    /// `#rrggbb` for a colour's red, green and blue (clamped to 0...1); its alpha is written
    /// separately as an opacity.
    static func hexColor(_ color: UIColor) -> String {
        let (red, green, blue, _) = color.rgba
        func byte(_ component: CGFloat) -> String {
            let value = Int((min(1, max(0, component.isFinite ? component : 0)) * 255).rounded())
            let digits = String(value, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }
        return "#" + byte(red) + byte(green) + byte(blue)
    }

    /// A colour's alpha clamped to 0...1.
    static func opacity(of color: UIColor) -> CGFloat {
        let alpha = color.rgba.alpha
        return alpha.isFinite ? min(1, max(0, alpha)) : 0
    }

    /// The attributes that paint with `color` through `property` (`fill` or `stroke`): the colour,
    /// and `property-opacity` when it is not opaque.
    static func paint(_ property: String, _ color: UIColor) -> [(String, String)] {
        var attributes = [(property, hexColor(color))]
        let alpha = opacity(of: color)
        if alpha < 1 { attributes.append((property + "-opacity", number(alpha))) }
        return attributes
    }

    /// `<name a="v" ...` with every value escaped, in the order given (no closing bracket).
    static func openTag(_ name: String, _ attributes: [(String, String)]) -> String {
        var tag = "<" + name
        for (key, value) in attributes {
            tag += " " + key + "=\"" + escapeAttribute(value) + "\""
        }
        return tag
    }

    /// A self-closing element: `<name a="v"/>`.
    static func element(_ name: String, _ attributes: [(String, String)]) -> String {
        openTag(name, attributes) + "/>"
    }

    /// An element with text content: `<name a="v">text</name>`.
    static func element(_ name: String, _ attributes: [(String, String)], text: String) -> String {
        openTag(name, attributes) + ">" + escapeText(text) + "</" + name + ">"
    }
}
