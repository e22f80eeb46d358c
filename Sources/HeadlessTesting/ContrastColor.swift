// ContrastColor.swift: colours as the contrast audit compares them: composited over what is
// behind, their relative luminance and the contrast ratio of two of them (WCAG 2).

import Foundation
import ViewWidgets

/// An opaque colour (components 0...1), as seen on screen.
struct ContrastColor: Equatable {
    let red: CGFloat, green: CGFloat, blue: CGFloat
    /// The colour's alpha before it was composited (1 once composited).
    let alpha: CGFloat

    init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// A resolved colour's components.
    @MainActor
    init(_ color: UIColor) {
        let rgba = color.rgba
        self.init(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha)
    }

    /// This colour, with its alpha, painted over `below`.
    func over(_ below: ContrastColor) -> ContrastColor {
        let a = min(max(alpha, 0), 1)
        return ContrastColor(red: red * a + below.red * (1 - a), green: green * a + below.green * (1 - a),
                             blue: blue * a + below.blue * (1 - a))
    }

    /// WCAG 2's relative luminance: each channel made linear, weighted 0.2126, 0.7152, 0.0722.
    var luminance: CGFloat {
        func linear(_ channel: CGFloat) -> CGFloat {
            let c = min(max(channel, 0), 1)
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// `#rrggbb`.
    var hex: String {
        func byte(_ channel: CGFloat) -> String {
            let value = Int(clampingFloat: (min(max(channel, 0), 1) * 255).rounded())
            return String(value, radix: 16).leftPadded(to: 2)
        }
        return "#" + byte(red) + byte(green) + byte(blue)
    }

    /// WCAG 2's contrast ratio, 1...21: the lighter luminance plus 0.05 over the darker's.
    static func ratio(_ first: ContrastColor, _ second: ContrastColor) -> CGFloat {
        let (a, b) = (first.luminance + 0.05, second.luminance + 0.05)
        return max(a, b) / min(a, b)
    }

    /// What is painted behind `view`'s content: the window's colour (white when it has none,
    /// black in the dark appearance), then, down the chain of ancestors, each one's background
    /// colour with its alpha and the background colours of the siblings painted before the next
    /// one that cover the view's centre (a filled button's background, a cell's background view).
    /// Images and custom drawing are not counted.
    @MainActor
    static func background(behind view: UIView) -> ContrastColor {
        let chain = Array(sequence(first: view) { $0.superview }.reversed())
        let dark = view.traitCollection.userInterfaceStyle == .dark
        var color = dark ? ContrastColor(red: 0, green: 0, blue: 0) : ContrastColor(red: 1, green: 1, blue: 1)
        func paint(_ layer: UIView) {
            guard let background = layer.backgroundColor else { return }
            let resolved = ContrastColor(background.resolvedColor(with: layer.traitCollection))
            color = ContrastColor(red: resolved.red, green: resolved.green, blue: resolved.blue,
                                  alpha: resolved.alpha * layer.alpha).over(color)
        }
        for (index, ancestor) in chain.enumerated() {
            paint(ancestor)
            guard index + 1 < chain.count else { break }
            let next = chain[index + 1]
            let centre = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: ancestor)
            for sibling in ancestor.subviews {
                if sibling === next { break }
                guard !sibling.isHidden, sibling.alpha >= 0.01, sibling.frame.contains(centre) else { continue }
                paint(sibling)
            }
        }
        return color
    }

    /// A number as the audit's messages write it: at most two decimals, no trailing zeros.
    static func format(_ value: CGFloat) -> String {
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(clampingFloat: rounded)) }
        return String(format: "%.2f", Double(rounded)).replacingOccurrences(of: #"0$"#, with: "", options: .regularExpression)
    }
}

private extension String {
    func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }
}
