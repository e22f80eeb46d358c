// UIView+Accessibility.swift: a view's accessibility identifier, the elements an assistive app
// reaches in a view tree, and the accessibility tree as a dump.

/// A string that identifies an element to UI tests, as UIKit's `UIAccessibilityIdentification`.
@preconcurrency @MainActor
public protocol UIAccessibilityIdentification {
    /// A string that identifies the element; never read aloud.
    var accessibilityIdentifier: String? { get set }
}

extension UIView: UIAccessibilityIdentification {
    /// A string that identifies the view to UI tests (never read aloud); nil by default.
    public var accessibilityIdentifier: String? {
        get { accessibilityStorage?.identifier }
        set { writableAccessibilityStorage.identifier = newValue }
    }

    /// The views an assistive app reaches in this view's tree, depth first, siblings in reading
    /// order (top to bottom, then left to right): views that are accessibility elements, not hidden, not transparent (alpha
    /// below 0.01), outside any `accessibilityElementsHidden` subtree, and not behind a sibling
    /// whose `accessibilityViewIsModal` is set. An element's own subviews are not reached, as
    /// in UIKit. A headless addition, for tests and dumps.
    public var accessibilityElementViews: [UIView] {
        // An explicit stack, not a call per level: a tree of any depth is walked. Children go on
        // in reverse so that they come off in reading order, each subtree before the next.
        var elements: [UIView] = []
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            guard view.isVisibleToAccessibility else { continue }
            if view.isAccessibilityElement {
                elements.append(view)
                continue
            }
            stack.append(contentsOf: view.accessibilityVisibleChildren.reversed())
        }
        return elements
    }

    /// Whether an assistive app can see this view at all (its subtree aside): not hidden, not
    /// transparent, not under `accessibilityElementsHidden`.
    package var isVisibleToAccessibility: Bool {
        !isHidden && layer.opacity >= 0.01 && !accessibilityElementsHidden
    }

    /// The subviews an assistive app looks into, in reading order: all of them, or only the
    /// frontmost one whose `accessibilityViewIsModal` is set (its siblings are ignored).
    package var accessibilityVisibleChildren: [UIView] {
        if let modal = subviewStorage.last(where: { $0.accessibilityViewIsModal && $0.isVisibleToAccessibility }) {
            return [modal]
        }
        return accessibilityOrderedSubviews
    }

    /// The subviews in reading order, as VoiceOver reads siblings: top to bottom, then left to
    /// right, by their frames (views at the same place keep their subview order). A table's
    /// cells come in row order whatever order they were added in.
    ///
    /// A navigation controller's bar comes first, as UIKit reads it (and XCUITest lists it)
    /// before the content that starts under it.
    package var accessibilityOrderedSubviews: [UIView] {
        let subviews = subviewStorage
        guard subviews.count > 1 else { return subviews }
        // Each frame is read once, not at each comparison: a view with 100,000 subviews would
        // otherwise compute its subviews' frames three million times.
        let origins = subviews.map(\.frame.origin)
        var ordered = origins.indices.sorted { first, second in
            let a = origins[first], b = origins[second]
            if a.y != b.y { return a.y < b.y }
            if a.x != b.x { return a.x < b.x }
            return first < second
        }.map { subviews[$0] }
        if let leading = accessibilityStorage?.leadingChild, let place = ordered.firstIndex(where: { $0 === leading }), place > 0 {
            ordered.remove(at: place)
            ordered.insert(leading, at: 0)
        }
        return ordered
    }

    /// The accessibility tree of this view as text: one line per element an assistive app
    /// reaches (``accessibilityElementViews``), with its class, label, value, hint, identifier,
    /// traits and frame in this view's coordinates. Not UIKit API: the accessibility inspector's
    /// view, for tests and snapshots.
    ///
    ///     <UILabel; frame = (16 100; 288 21); label = "Welcome"; traits = staticText>
    ///     <UIButton; frame = (16 140; 288 44); label = "Log in"; identifier = "login"; traits = button>
    ///
    /// It has the view dump's line cap (TreeDumpWriter.swift): after 100,000 lines, one line
    /// counts the rest. Nothing is indented, so nothing else grows with depth, and each frame
    /// costs a step or two however deep its view (BoundsInAncestor.swift).
    public func accessibilityTreeDescription() -> String {
        var writer = TreeDumpWriter(name: "accessibilityTreeDescription", indentation: "")
        var frames = BoundsInAncestor(self)
        for element in accessibilityElementViews {
            guard writer.startLine(depth: 0) else { continue }
            writer.append(accessibilityLine(for: element, frame: frames.rect(of: element)))
        }
        return writer.finish()
    }

    private func accessibilityLine(for element: UIView, frame: CGRect) -> String {
        var line = "<\(String(describing: type(of: element))); frame = (\(formatNumber(frame.minX)) "
            + "\(formatNumber(frame.minY)); \(formatNumber(frame.width)) \(formatNumber(frame.height)))"
        func quoted(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\n", with: "\\n") + "\""
        }
        if let label = element.accessibilityLabel { line += "; label = \(quoted(label))" }
        if let value = element.accessibilityValue { line += "; value = \(quoted(value))" }
        if let hint = element.accessibilityHint { line += "; hint = \(quoted(hint))" }
        if let identifier = element.accessibilityIdentifier { line += "; identifier = \(quoted(identifier))" }
        let traits = element.accessibilityTraits
        if traits != .none { line += "; traits = \(traits)" }
        return line + ">"
    }
}
