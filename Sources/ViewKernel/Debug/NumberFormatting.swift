// NumberFormatting.swift: the shortest decimal form of a number, used by every dump line.

/// Prints `value` the way UIKit's debug descriptions do: no trailing zeros (`20.5`, `0`, `320`),
/// `-0` printed as `0`, and at most six significant fraction digits so float noise stays out of dumps.
func formatNumber(_ value: CGFloat) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value < 0 ? "-inf" : "inf" }
    let rounded = (value * 1_000_000).rounded() / 1_000_000
    if rounded == 0 { return "0" }
    if rounded == rounded.rounded(), Swift.abs(rounded) < 1e15 {
        return String(Int64(rounded))
    }
    var text = String(format: "%.6f", Double(rounded))
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
}
