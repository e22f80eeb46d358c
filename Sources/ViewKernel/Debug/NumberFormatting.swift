// NumberFormatting.swift: the short decimal form of a number, used by every dump line.

/// Prints `value` as UIKit's debug descriptions do (`%g`: at most six significant digits, no
/// trailing zeros: `20.5`, `1.71573`), except that whole numbers print in full (`320`, `44000000`)
/// so content sizes stay readable; `-0` prints as `0`.
package func formatNumber(_ value: CGFloat) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value < 0 ? "-inf" : "inf" }
    if value == value.rounded(), abs(value) < 1e15 {
        return value == 0 ? "0" : String(Int64(value))
    }
    let text = String(format: "%g", Double(value))
    return text == "-0" ? "0" : text
}

/// The names of classes as `String(describing:)` prints them, in UTF-8, looked up once per class.
@MainActor
enum TypeNames {
    private static var names: [ObjectIdentifier: [UInt8]] = [:]
    private static var last: (type: ObjectIdentifier, name: [UInt8])?

    /// The unqualified name of `object`'s dynamic class (`UIView`, `MyCell`), in UTF-8.
    static func name(of object: AnyObject) -> [UInt8] {
        let type = ObjectIdentifier(Swift.type(of: object))
        if let last, last.type == type { return last.name }
        let name: [UInt8]
        if let known = names[type] {
            name = known
        } else {
            name = Array(String(describing: Swift.type(of: object)).utf8)
            names[type] = name
        }
        last = (type, name)
        return name
    }
}
