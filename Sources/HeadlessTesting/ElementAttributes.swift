// ElementAttributes.swift: what a UI test reads from an element (label, identifier, value,
// placeholder, state), from the view's accessibility properties.

import ViewWidgets

/// The attributes XCUITest reads, computed from a view.
@MainActor
enum ElementAttributes {
    /// The accessibility label; an alert's title; "" when none.
    static func label(of view: UIView) -> String {
        if let alert = view.next as? UIAlertController { return view.accessibilityLabel ?? alert.title ?? "" }
        return view.accessibilityLabel ?? ""
    }

    /// The accessibility identifier; a navigation bar's is its top item's title when none was
    /// set, as in XCUITest; "" when none.
    static func identifier(of view: UIView) -> String {
        if let identifier = view.accessibilityIdentifier { return identifier }
        if let bar = view as? UINavigationBar { return bar.topItem?.title ?? "" }
        return ""
    }

    /// The accessibility value; an empty text field's placeholder, as in XCUITest.
    static func value(of view: UIView) -> String? {
        if let value = view.accessibilityValue { return value }
        return placeholder(of: view)
    }

    /// A text field's placeholder.
    static func placeholder(of view: UIView) -> String? {
        (view as? UITextField)?.placeholder
    }

    /// Whether `key` names the view: its identifier, label or placeholder.
    static func matches(_ view: UIView, key: String) -> Bool {
        identifier(of: view) == key || label(of: view) == key || placeholder(of: view) == key
    }

    /// Whether the element is enabled: a control's `isEnabled`, or no `.notEnabled` trait.
    static func isEnabled(_ view: UIView) -> Bool {
        if let control = view as? UIControl { return control.isEnabled }
        if let label = view as? UILabel { return label.isEnabled }
        return !view.accessibilityTraits.contains(.notEnabled)
    }

    /// Whether the element is selected: a control's or cell's `isSelected`, or the trait.
    static func isSelected(_ view: UIView) -> Bool {
        if let control = view as? UIControl { return control.isSelected }
        if let cell = view as? UITableViewCell { return cell.isSelected }
        if let cell = view as? UICollectionViewCell { return cell.isSelected }
        return view.accessibilityTraits.contains(.selected)
    }

    /// The view's frame on the screen (window coordinates offset by the window's origin).
    static func frame(of view: UIView) -> CGRect {
        guard let window = view.window ?? (view as? UIWindow) else { return view.frame }
        let inWindow = view === window ? window.bounds : view.convert(view.bounds, to: window)
        return inWindow.offsetBy(dx: window.frame.minX, dy: window.frame.minY)
    }

    /// `Button, {{16, 60}, {288, 44}}, identifier: 'save', label: 'Save'`, as XCUITest's
    /// element descriptions read.
    static func summary(of view: UIView) -> String {
        summary(of: view, frame: frame(of: view))
    }

    /// ``summary(of:)`` with the view's frame on the screen found already (``ElementFrames``).
    static func summary(of view: UIView, frame: CGRect) -> String {
        let type = ElementTree.elementType(of: view)?.description ?? "Other"
        var line = "\(type), {{\(formatted(frame.minX)), \(formatted(frame.minY))}, {\(formatted(frame.width)), \(formatted(frame.height))}}"
        let identifier = identifier(of: view), label = label(of: view)
        if !identifier.isEmpty { line += ", identifier: '\(identifier)'" }
        if !label.isEmpty { line += ", label: '\(label)'" }
        if let value = value(of: view) { line += ", value: \(value)" }
        if !isEnabled(view) { line += ", Disabled" }
        if isSelected(view) { line += ", Selected" }
        return line
    }

    private static func formatted(_ number: CGFloat) -> String {
        // A whole number beyond Int (a frame 1e300 out) prints as the others do, not as a trap.
        if let whole = Int(exactly: number) { return String(whole) }
        return String(format: "%.1f", Double(number))
    }

    /// The query property for a kind: `buttons`, `staticTexts`, ...
    static func queryName(_ type: XCUIElement.ElementType) -> String {
        switch type {
        case .any: return "descendants(matching: .any)"
        case .switch: return "switches"
        case .other: return "otherElements"
        case .application: return "applications"
        default:
            let name = type.description
            return name.prefix(1).lowercased() + name.dropFirst() + (name.hasSuffix("s") ? "es" : "s")
        }
    }
}

/// The frames on the screen of many elements, as ``ElementAttributes/frame(of:)`` gives them,
/// for descriptions that list many: each costs a step or two however deep its view, where
/// `frame(of:)` walks every ancestor (BoundsInAncestor.swift).
@MainActor
struct ElementFrames {
    /// One converter per window, each keeping what it learnt of that window's views.
    private var converters: [ObjectIdentifier: BoundsInAncestor] = [:]

    /// The view's frame on the screen.
    mutating func frame(of view: UIView) -> CGRect {
        guard let window = view.window ?? (view as? UIWindow) else { return view.frame }
        guard view !== window else { return ElementAttributes.frame(of: view) }
        // Mutated in place through the default subscript: a copy taken out and put back would
        // copy the converter's table at every call.
        let inWindow = converters[ObjectIdentifier(window), default: BoundsInAncestor(window)].rect(of: view)
        return inWindow.offsetBy(dx: window.frame.minX, dy: window.frame.minY)
    }
}
