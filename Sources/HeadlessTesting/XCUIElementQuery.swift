// XCUIElementQuery.swift: finding elements as XCUITest's queries do: by kind, by identifier or
// label, by position, by what they contain.

import ViewWidgets

/// A query for the elements of a UI test's app, as XCUITest's `XCUIElementQuery`: evaluated
/// each time it is read, so it sees the screen as it is now.
///
///     app.tables.cells.element(boundBy: 0).tap()
///     app.buttons["Log in"].tap()
@preconcurrency @MainActor
public final class XCUIElementQuery: XCUIElementTypeQueryProvider {
    /// The matching views, depth first, siblings in reading order (top to bottom, left to right).
    let evaluate: @MainActor () -> [UIView]
    /// How the query was written, for failure messages: `app.buttons["Log in"]`.
    let path: String
    /// What it asks for, so that a failure can name what nearly matched.
    let intent: QueryIntent

    init(path: String, intent: QueryIntent = .unknown, evaluate: @escaping @MainActor () -> [UIView]) {
        self.path = path
        self.intent = intent
        self.evaluate = evaluate
    }

    /// How many elements match now.
    public var count: Int { evaluate().count }

    /// The only matching element; using it when several match is a failure, as in XCUITest.
    public var element: XCUIElement { XCUIElement(path: path, pick: .only, evaluate: evaluate) }

    /// The first matching element (stops at the first match in XCUITest; the same here).
    public var firstMatch: XCUIElement { XCUIElement(path: path + ".firstMatch", pick: .first, evaluate: evaluate) }

    /// The element at `index` among the matches, in tree order.
    public func element(boundBy index: Int) -> XCUIElement {
        XCUIElement(path: path + ".element(boundBy: \(index))", pick: .index(index), evaluate: evaluate)
    }

    /// Every match now, each as an element bound by its index.
    public var allElementsBoundByIndex: [XCUIElement] {
        (0..<count).map { element(boundBy: $0) }
    }

    /// The element whose accessibility identifier, label, placeholder or title (alerts,
    /// navigation bars) is `key`, as XCUITest's subscript.
    public subscript(key: String) -> XCUIElement {
        let evaluate = self.evaluate, intent = self.intent, basePath = path
        let explanation = ElementExplanation(
            nearMisses: { NearMisses.report(key: key, intent: intent) },
            locators: { NearMisses.locators(for: $0, base: evaluate(), basePath: basePath) })
        return XCUIElement(path: path + "[\"\(key)\"]", pick: .only, explanation: explanation) {
            evaluate().filter { ElementAttributes.matches($0, key: key) }
        }
    }

    /// The matches whose accessibility identifier (or label) is `identifier`.
    public func matching(identifier: String) -> XCUIElementQuery {
        filtered(path + ".matching(identifier: \"\(identifier)\")") { ElementAttributes.matches($0, key: identifier) }
    }

    /// The matches of kind `elementType` whose identifier (or label) is `identifier`; nil
    /// matches any.
    public func matching(_ elementType: XCUIElement.ElementType, identifier: String?) -> XCUIElementQuery {
        filtered(path + ".matching(\(elementType), identifier: \(identifier.map { "\"\($0)\"" } ?? "nil"))") { view in
            (elementType == .any || ElementTree.elementType(of: view) == elementType)
                && (identifier.map { ElementAttributes.matches(view, key: $0) } ?? true)
        }
    }

    /// The matches with a descendant element of kind `elementType` whose identifier (or label)
    /// is `identifier` (any, when nil).
    public func containing(_ elementType: XCUIElement.ElementType, identifier: String?) -> XCUIElementQuery {
        let evaluate = self.evaluate
        return XCUIElementQuery(path: path + ".containing(\(elementType), identifier: \(identifier.map { "\"\($0)\"" } ?? "nil"))",
                                intent: intent) {
            // All matches are asked in one walk, so that matches nested in each other do not
            // each walk the tree below them again.
            let views = evaluate()
            let contains = ElementTree.haveDescendant(views, matching: elementType) { element in
                identifier.map { ElementAttributes.matches(element, key: $0) } ?? true
            }
            return zip(views, contains).filter(\.1).map(\.0)
        }
    }

    /// The matches for which `predicate` holds: a headless stand-in for `matching(NSPredicate)`
    /// and `containing(NSPredicate)`, whose format strings are not parsed here.
    public func matching(_ predicate: @escaping @MainActor (XCUIElement) -> Bool) -> XCUIElementQuery {
        filtered(path + ".matching(<predicate>)") { view in predicate(XCUIElement(view: view, path: self.path)) }
    }

    /// The elements of kind `type` anywhere below the matches.
    public func descendants(matching type: XCUIElement.ElementType) -> XCUIElementQuery {
        let evaluate = self.evaluate
        var intent = self.intent
        intent.type = type
        return XCUIElementQuery(path: path + "." + ElementAttributes.queryName(type), intent: intent) {
            ElementTree.descendants(of: evaluate().flatMap(\.accessibilityOrderedSubviews), matching: type)
        }
    }

    /// The elements of kind `type` directly below the matches in the element tree.
    public func children(matching type: XCUIElement.ElementType) -> XCUIElementQuery {
        let evaluate = self.evaluate
        var intent = self.intent
        intent.type = type
        return XCUIElementQuery(path: path + ".children(matching: \(type))", intent: intent) {
            ElementTree.children(of: evaluate().flatMap(\.accessibilityOrderedSubviews), matching: type)
        }
    }

    /// The matching elements' descriptions, one a line; after 100,000 lines, one line counts the
    /// rest, as the view dump does.
    public var debugDescription: String {
        let views = evaluate()
        if views.isEmpty { return "\(path): no matches" }
        var writer = TreeDumpWriter(name: "debugDescription", indentation: "")
        var frames = ElementFrames()
        for view in views {
            guard writer.startLine(depth: 0) else { continue }
            writer.append(ElementAttributes.summary(of: view, frame: frames.frame(of: view)))
        }
        return writer.finish()
    }

    private func filtered(_ path: String, _ isIncluded: @escaping @MainActor (UIView) -> Bool) -> XCUIElementQuery {
        let evaluate = self.evaluate
        return XCUIElementQuery(path: path, intent: intent) { evaluate().filter(isIncluded) }
    }
}

/// Queries by kind, as XCUITest's `XCUIElementTypeQueryProvider`: `buttons`, `staticTexts`, ...
/// are the descendants of that kind.
@preconcurrency @MainActor
public protocol XCUIElementTypeQueryProvider {
    /// The elements of kind `type` anywhere below.
    func descendants(matching type: XCUIElement.ElementType) -> XCUIElementQuery
}

extension XCUIElementTypeQueryProvider {
    /// Elements of no other kind: plain views that are accessibility elements or have an
    /// accessibility identifier.
    public var otherElements: XCUIElementQuery { descendants(matching: .other) }
    /// Buttons, bar buttons, tab bar buttons and alert actions.
    public var buttons: XCUIElementQuery { descendants(matching: .button) }
    /// Labels.
    public var staticTexts: XCUIElementQuery { descendants(matching: .staticText) }
    /// Text fields that are not secure.
    public var textFields: XCUIElementQuery { descendants(matching: .textField) }
    /// Text fields with `isSecureTextEntry`.
    public var secureTextFields: XCUIElementQuery { descendants(matching: .secureTextField) }
    /// Search fields.
    public var searchFields: XCUIElementQuery { descendants(matching: .searchField) }
    /// Text views.
    public var textViews: XCUIElementQuery { descendants(matching: .textView) }
    /// Table and collection view cells.
    public var cells: XCUIElementQuery { descendants(matching: .cell) }
    /// Table views.
    public var tables: XCUIElementQuery { descendants(matching: .table) }
    /// Collection views.
    public var collectionViews: XCUIElementQuery { descendants(matching: .collectionView) }
    /// Scroll views that are not tables, collection or text views.
    public var scrollViews: XCUIElementQuery { descendants(matching: .scrollView) }
    /// Navigation bars.
    public var navigationBars: XCUIElementQuery { descendants(matching: .navigationBar) }
    /// Tab bars.
    public var tabBars: XCUIElementQuery { descendants(matching: .tabBar) }
    /// Toolbars.
    public var toolbars: XCUIElementQuery { descendants(matching: .toolbar) }
    /// Presented alerts (`UIAlertController` with `.alert` style).
    public var alerts: XCUIElementQuery { descendants(matching: .alert) }
    /// Presented action sheets.
    public var sheets: XCUIElementQuery { descendants(matching: .sheet) }
    /// Switches.
    public var switches: XCUIElementQuery { descendants(matching: .switch) }
    /// Sliders.
    public var sliders: XCUIElementQuery { descendants(matching: .slider) }
    /// Steppers.
    public var steppers: XCUIElementQuery { descendants(matching: .stepper) }
    /// Segmented controls.
    public var segmentedControls: XCUIElementQuery { descendants(matching: .segmentedControl) }
    /// Image views that are accessibility elements (or have an identifier).
    public var images: XCUIElementQuery { descendants(matching: .image) }
    /// Pickers.
    public var pickers: XCUIElementQuery { descendants(matching: .picker) }
    /// Page controls.
    public var pageIndicators: XCUIElementQuery { descendants(matching: .pageIndicator) }
    /// Progress views.
    public var progressIndicators: XCUIElementQuery { descendants(matching: .progressIndicator) }
    /// Activity indicators.
    public var activityIndicators: XCUIElementQuery { descendants(matching: .activityIndicator) }
    /// Windows.
    public var windows: XCUIElementQuery { descendants(matching: .window) }
}
