// ElementExplanation.swift: why a query found nothing, or too much. The views that nearly match
// (a label differing in case or spaces, another kind of element, hidden, transparent, hidden from
// accessibility, inside another element, in another window) each with the
// reason and, where one exists, the locator that finds it; for several matches, a unique locator
// for each.

import ViewWidgets

/// What a query asks for, carried down its chain so that a failure can explain itself.
struct QueryIntent {
    /// The kind of element the last step asks for; nil when the query does not say.
    var type: XCUIElement.ElementType?
    /// How the query's root element was written: `app`, or an element's path.
    var rootPath: String
    /// The root element's view now.
    var root: @MainActor () -> UIView?

    /// A query whose root and kind are not known: failures say only what was asked.
    static let unknown = QueryIntent(type: nil, rootPath: "app", root: { nil })
}

/// How an element made by a subscript (`app.buttons["Log in"]`) explains a failure.
struct ElementExplanation {
    /// The lines naming views that nearly match, or "" when none does.
    let nearMisses: @MainActor () -> String
    /// A unique locator for each of several matches, or "".
    let locators: @MainActor ([UIView]) -> String
}

@MainActor
enum NearMisses {
    /// At most this many near misses are named.
    static let limit = 5
    /// At most this many views are looked at, so that a huge tree explains in bounded time.
    static let viewBudget = 200_000

    /// Where a view sits, as the walk finds it: what keeps it from a query, if anything.
    private struct Place {
        var hiddenReason: String?
        var insideElement: UIView?
    }

    /// The views in the root's window, then in the other windows, whose identifier, label or
    /// placeholder is `key` or differs from it only in case or spaces, and that `intent`'s query
    /// did not find, each with why; "" when there are none.
    static func report(key: String, intent: QueryIntent) -> String {
        guard let root = intent.root() else { return "" }
        let home = root.window ?? (root as? UIWindow)
        let others = UIApplication.shared.windows.filter { $0 !== home }
        let windows = (home.map { [$0] } ?? []) + others
        var lines: [String] = []
        var budget = viewBudget
        var frames = ElementFrames()
        let wanted = normalized(key)
        for window in windows {
            var stack: [(UIView, Place)] = [(window, Place())]
            while let (view, place) = stack.popLast(), lines.count < limit, budget > 0 {
                budget -= 1
                if let matched = matchedText(of: view, exactly: key, normalized: wanted) {
                    var own = place
                    own.hiddenReason = place.hiddenReason ?? hiddenReason(view, isSelf: true)
                    let reason = why(view, matched: matched, key: key, place: own, isHome: window === home,
                                     root: root, intent: intent)
                    if let reason {
                        lines.append("    " + ElementAttributes.summary(of: view, frame: frames.frame(of: view)) + ": " + reason)
                    }
                }
                var inner = place
                inner.hiddenReason = place.hiddenReason ?? hiddenReason(view, isSelf: false)
                stack.append(contentsOf: children(of: view, place: inner).reversed())
            }
        }
        return lines.isEmpty ? "" : "\nNearly matching:\n" + lines.joined(separator: "\n")
    }

    /// A unique locator for each of `matches` among `base` (the query before the subscript):
    /// its identifier when no other element of `base` answers to it, else its index.
    static func locators(for matches: [UIView], base: [UIView], basePath: String) -> String {
        let lines = matches.map { view -> String in
            let identifier = view.accessibilityIdentifier ?? ""
            if !identifier.isEmpty, base.filter({ ElementAttributes.matches($0, key: identifier) }).count == 1 {
                return "    \(basePath)[\(ElementLocator.swiftLiteral(identifier))]"
            }
            let index = base.firstIndex { $0 === view } ?? 0
            return "    \(basePath).element(boundBy: \(index))"
        }
        return "\nUnique locators:\n" + lines.joined(separator: "\n")
    }

    // MARK: - The walk

    /// The subviews with where each sits: inside `view` if it is an element a query does not
    /// look into.
    private static func children(of view: UIView, place: Place) -> [(UIView, Place)] {
        var inner = place
        let type = ElementTree.elementType(of: view)
        if inner.insideElement == nil, type != nil, !ElementTree.looksInside(view, type: type) { inner.insideElement = view }
        return view.subviews.map { ($0, inner) }
    }

    /// The identifier, label or placeholder that is `key` (first) or equals it up to case and
    /// spaces; nil when none does.
    private static func matchedText(of view: UIView, exactly key: String, normalized wanted: String) -> String? {
        let texts = [ElementAttributes.identifier(of: view), ElementAttributes.label(of: view),
                     ElementAttributes.placeholder(of: view) ?? ""].filter { !$0.isEmpty }
        if texts.contains(key) { return key }
        return texts.first { normalized($0) == wanted }
    }

    /// Why the query did not find `view`, or nil when nothing keeps it from the query (it is
    /// then a match, not a near miss).
    private static func why(_ view: UIView, matched: String, key: String, place: Place, isHome: Bool,
                            root: UIView, intent: QueryIntent) -> String? {
        if !isHome, let window = view.window { return "it is in another window: \(window.description)" }
        if let reason = place.hiddenReason { return reason }
        if let element = place.insideElement {
            // A button's own title label: the button says the same and is named itself.
            if normalized(ElementAttributes.label(of: element)) == normalized(matched) { return nil }
            return "it is inside the element \(ElementAttributes.summary(of: element)), whose subviews UI tests do not see"
        }
        guard let kind = ElementTree.elementType(of: view) else {
            return "it is not an accessibility element (isAccessibilityElement is false and it has no identifier)"
        }
        let wantedType = intent.type ?? .any
        let query = wantedType == .any || kind == wantedType ? wantedType : kind
        let locator = "\(intent.rootPath).\(ElementAttributes.queryName(query))[\"\(matched)\"]"
        if wantedType != .any, kind != wantedType {
            return "it is a \(kind), not a \(wantedType); \(locator) finds it"
        }
        if matched != key { return "its label differs in case or spaces; \(locator) finds it" }
        if view !== root, !view.isDescendant(of: root) { return "it is outside \(intent.rootPath)" }
        return nil
    }

    /// Why `view` (`isSelf`), or a view inside it, is left out of the element tree, or nil.
    private static func hiddenReason(_ view: UIView, isSelf: Bool) -> String? {
        if view.isHidden {
            if view is UIWindow { return "its window is hidden: \(view.description)" }
            return isSelf ? "it is hidden" : "it is inside a hidden view: \(view.description)"
        }
        if view.alpha < 0.01 {
            return isSelf ? "its alpha is below 0.01" : "it is inside a view whose alpha is below 0.01: \(view.description)"
        }
        if view.accessibilityElementsHidden {
            return isSelf ? "it is hidden from accessibility (accessibilityElementsHidden)"
                : "it is inside a view hidden from accessibility (accessibilityElementsHidden): \(view.description)"
        }
        return nil
    }

    /// `text` lowercased with runs of white space made one space and the ends trimmed.
    static func normalized(_ text: String) -> String {
        text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}

extension XCUIApplication {
    /// Why `element` can or cannot be used now, in the words a failure would use: for an
    /// element that does not resolve, what nearly matched (or, for several matches, a unique
    /// locator for each); for one that does, its description, whether a tap reaches it (and if
    /// not, what is in the way) and the hit-test chain where the tap lands. Not XCUITest API.
    public func explain(_ element: XCUIElement) -> String {
        switch element.resolve() {
        case .failure(let failure):
            return failure.message
        case .success(let view):
            let text = "\(element.path): \(ElementAttributes.summary(of: view))"
            guard let (point, window) = view.tapLocation(acceptingContainers: true) else {
                let reason = view.tapRefusalReason(acceptingContainers: true) ?? "no part of it can be touched"
                return text + "\nA tap cannot reach it: " + reason
            }
            var chain: [String] = []
            var link = window.hitTest(point, with: nil)
            while let current = link {
                chain.append(String(describing: type(of: current)))
                link = current.superview
            }
            let place = "(\(formatNumber(point.x)), \(formatNumber(point.y)))"
            return text + "\nA tap at \(place) reaches it. Hit-test chain: " + chain.joined(separator: " < ")
        }
    }
}
