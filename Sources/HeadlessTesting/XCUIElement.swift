// XCUIElement.swift: one element of a UI test's app, as XCUITest's `XCUIElement`: found again by
// its query each time it is used, with what it says and what state it is in.

import ViewWidgets

/// An element of the app under test, as XCUITest's `XCUIElement`. It is a query, resolved each
/// time it is read or acted on, so it follows the screen: `exists` turns true once the view
/// appears. Attributes come from the view's accessibility properties; actions go through real
/// hit-testing (XCUIElement+Actions.swift).
///
/// Reading an attribute of an element that does not exist (or that several views match, for
/// an element that must be unique) fails the test, as in XCUITest, and gives an empty value.
@preconcurrency @MainActor
public class XCUIElement: XCUIElementTypeQueryProvider {
    /// Which of the query's matches the element is.
    enum Pick {
        case only, first, index(Int)
    }

    /// How the element was found, for failure messages.
    let path: String
    let pick: Pick
    let evaluate: @MainActor () -> [UIView]
    /// What a failure says beyond "no matches" (subscripts: what nearly matched).
    let explanation: ElementExplanation?

    init(path: String, pick: Pick, explanation: ElementExplanation? = nil, evaluate: @escaping @MainActor () -> [UIView]) {
        self.path = path
        self.pick = pick
        self.explanation = explanation
        self.evaluate = evaluate
    }

    /// An element standing for `view` itself.
    convenience init(view: UIView, path: String) {
        self.init(path: path, pick: .first) { [weak view] in view.map { [$0] } ?? [] }
    }

    /// The view the element is now, or why there is none.
    /// `explaining`: build the failure's message (what matched, what nearly did); without it the
    /// failure says nothing, for callers that only ask whether there is a view.
    func resolve(explaining: Bool = true) -> Result<UIView, ElementFailure> {
        let matches = evaluate()
        switch pick {
        case .first:
            if let first = matches.first { return .success(first) }
        case .index(let index):
            if matches.indices.contains(index) { return .success(matches[index]) }
        case .only:
            if matches.count > 1 {
                guard explaining else { return .failure(ElementFailure("")) }
                // Listed within the view dump's line cap, each frame found in a step or two.
                var list = TreeDumpWriter(name: "this message", indentation: "    ")
                var frames = ElementFrames()
                for match in matches {
                    guard list.startLine(depth: 1) else { continue }
                    list.append(ElementAttributes.summary(of: match, frame: frames.frame(of: match)))
                }
                let locators = explanation?.locators(matches) ?? ""
                return .failure(ElementFailure("Multiple matching elements found for \(path):\n\(list.finish())\(locators)"))
            }
            if let only = matches.first { return .success(only) }
        }
        guard explaining else { return .failure(ElementFailure("")) }
        return .failure(ElementFailure("No matches found for \(path)\(explanation?.nearMisses() ?? "")"))
    }

    /// The view, or nil after reporting why there is none.
    func resolvedView(_ here: TestLocation) -> UIView? {
        switch resolve() {
        case .success(let view): return view
        case .failure(let failure):
            here.fail(failure.message)
            return nil
        }
    }

    // MARK: - Existence and state

    /// Whether a view matches now (for an element that must be unique: at least one does).
    public var exists: Bool {
        TraceRecorder.current?.noteQuery("exists", path)
        if case .only = pick { return !evaluate().isEmpty }
        if case .success = resolve(explaining: false) { return true }
        return false
    }

    /// Whether a tap would reach the element now: it exists, is visible, and nothing else is in
    /// the way at its centre (the view the touch lands on is the element, inside it, or a view
    /// containing it).
    public var isHittable: Bool {
        TraceRecorder.current?.noteQuery("isHittable", path)
        guard case .success(let view) = resolve(explaining: false) else { return false }
        return view.tapRefusalReason(acceptingContainers: true) == nil
    }

    /// The kind of element.
    public var elementType: ElementType {
        attribute(.other) { ElementTree.elementType(of: $0) ?? .other }
    }

    /// The accessibility label ("" when none).
    public var label: String { attribute("") { ElementAttributes.label(of: $0) } }

    /// The accessibility identifier ("" when none).
    public var identifier: String { attribute("") { ElementAttributes.identifier(of: $0) } }

    /// The accessibility value: a switch's "1" or "0", a slider's percentage, a text field's
    /// text (its placeholder when empty), as XCUITest gives them.
    public var value: Any? { attribute(nil) { ElementAttributes.value(of: $0) } }

    /// A text field's placeholder.
    public var placeholderValue: String? { attribute(nil) { ElementAttributes.placeholder(of: $0) } }

    /// The frame on the screen.
    public var frame: CGRect { attribute(.zero) { ElementAttributes.frame(of: $0) } }

    /// Whether the element is enabled.
    public var isEnabled: Bool { attribute(false) { ElementAttributes.isEnabled($0) } }

    /// Whether the element is selected.
    public var isSelected: Bool { attribute(false) { ElementAttributes.isSelected($0) } }

    /// Whether the element is the first responder (has the keyboard).
    public var hasFocus: Bool { attribute(false) { $0.isFirstResponder } }

    /// The element's description and its element subtree, as XCUITest's, each level indented by
    /// two spaces. It has the view dump's caps: indentation stops at 64 levels (a deeper line
    /// says `[depth N]`), and after 100,000 lines one line counts the rest.
    public var debugDescription: String {
        switch resolve() {
        case .failure(let failure): return failure.message
        case .success(let view):
            // An explicit stack, not a call per level. A view that is not an element is passed
            // through: its subviews sit at its own depth in the element tree.
            var writer = TreeDumpWriter(name: "debugDescription", indentation: "  ")
            var frames = ElementFrames()
            var stack: [(view: UIView, depth: Int)] = [(view, 0)]
            while let (current, depth) = stack.popLast() {
                guard current.isVisibleToAccessibility else { continue }
                guard let kind = ElementTree.elementType(of: current) else {
                    stack.append(contentsOf: current.accessibilityOrderedSubviews.reversed().map { ($0, depth) })
                    continue
                }
                if writer.startLine(depth: depth) {
                    writer.append(ElementAttributes.summary(of: current, frame: frames.frame(of: current)))
                }
                if ElementTree.looksInside(current, type: kind) {
                    stack.append(contentsOf: current.accessibilityOrderedSubviews.reversed().map { ($0, depth + 1) })
                }
            }
            return writer.finish()
        }
    }

    /// Reads `read` from the view, or reports why there is none and gives `fallback`.
    private func attribute<Value>(_ fallback: Value, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                  line: UInt = #line, column: UInt = #column, name: String = #function,
                                  _ read: (UIView) -> Value) -> Value {
        TraceRecorder.current?.noteQuery(name, path)
        guard let view = resolvedView(TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)) else {
            return fallback
        }
        return read(view)
    }

    // MARK: - Queries below

    /// The elements of kind `type` anywhere below this element.
    public func descendants(matching type: ElementType) -> XCUIElementQuery {
        XCUIElementQuery(path: path + "." + ElementAttributes.queryName(type), intent: rootIntent(type)) { [self] in
            guard case .success(let view) = resolve(explaining: false) else { return [] }
            return ElementTree.descendants(of: rootsBelow(view), matching: type)
        }
    }

    /// The elements of kind `type` directly below this element in the element tree.
    public func children(matching type: ElementType) -> XCUIElementQuery {
        XCUIElementQuery(path: path + ".children(matching: \(type))", intent: rootIntent(type)) { [self] in
            guard case .success(let view) = resolve(explaining: false) else { return [] }
            return ElementTree.children(of: rootsBelow(view), matching: type)
        }
    }

    /// Where queries below the element start: the view's subviews (the application starts at
    /// its window itself).
    func rootsBelow(_ view: UIView) -> [UIView] { view.accessibilityOrderedSubviews }

    /// What a query for `type` below this element asks for.
    private func rootIntent(_ type: ElementType) -> QueryIntent {
        QueryIntent(type: type, rootPath: path) { [weak self] in
            guard let self, case .success(let view) = self.resolve(explaining: false) else { return nil }
            return view
        }
    }
}

/// Why an element could not be used.
struct ElementFailure: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
