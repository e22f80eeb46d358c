// XCUIElementType.swift: the kinds of element a UI test queries for, with XCUITest's names, and
// which views of a tree are elements of which kind.

import ViewWidgets

extension XCUIElement {
    /// The kind of an element, as XCUITest's `XCUIElement.ElementType` (the cases that views of
    /// this package can be).
    public enum ElementType: Sendable, Hashable, CustomStringConvertible {
        case any, other, application, window, alert, sheet, button, staticText, textField,
             secureTextField, searchField, textView, cell, table, collectionView, scrollView,
             navigationBar, tabBar, toolbar, `switch`, slider, stepper, segmentedControl, image,
             picker, pageIndicator, progressIndicator, activityIndicator

        /// The name XCUITest's debug descriptions use (`Button`, `StaticText`, ...).
        public var description: String {
            switch self {
            case .any: "Any"
            case .other: "Other"
            case .application: "Application"
            case .window: "Window"
            case .alert: "Alert"
            case .sheet: "Sheet"
            case .button: "Button"
            case .staticText: "StaticText"
            case .textField: "TextField"
            case .secureTextField: "SecureTextField"
            case .searchField: "SearchField"
            case .textView: "TextView"
            case .cell: "Cell"
            case .table: "Table"
            case .collectionView: "CollectionView"
            case .scrollView: "ScrollView"
            case .navigationBar: "NavigationBar"
            case .tabBar: "TabBar"
            case .toolbar: "Toolbar"
            case .switch: "Switch"
            case .slider: "Slider"
            case .stepper: "Stepper"
            case .segmentedControl: "SegmentedControl"
            case .image: "Image"
            case .picker: "Picker"
            case .pageIndicator: "PageIndicator"
            case .progressIndicator: "ProgressIndicator"
            case .activityIndicator: "ActivityIndicator"
            }
        }
    }
}

/// Which views are elements to a UI test, and of what kind.
@MainActor
enum ElementTree {
    /// The kind of element `view` is, or nil when it is not one. Containers (windows, alerts,
    /// cells, tables, collection and scroll views, bars, pickers, segmented controls) always are; other views are
    /// when they are accessibility elements or have an accessibility identifier, typed by their
    /// class and then by their traits (`.button`, `.staticText`, `.image`).
    static func elementType(of view: UIView) -> XCUIElement.ElementType? {
        if let container = containerType(of: view) { return container }
        guard view.isAccessibilityElement || view.accessibilityIdentifier != nil else { return nil }
        switch view {
        case is UISwitch: return .switch
        case is UISlider: return .slider
        case is UIStepper: return .stepper
        case is UIPageControl: return .pageIndicator
        case is UIProgressView: return .progressIndicator
        case is UIActivityIndicatorView: return .activityIndicator
        case is UISearchTextField: return .searchField
        case let field as UITextField: return field.isSecureTextEntry ? .secureTextField : .textField
        case is UITextView: return .textView
        default: break
        }
        let traits = view.accessibilityTraits
        if traits.contains(.button) { return .button }
        if traits.contains(.staticText) { return .staticText }
        if traits.contains(.image) { return .image }
        if traits.contains(.searchField) { return .searchField }
        if traits.contains(.adjustable) { return .slider }
        return .other
    }

    private static func containerType(of view: UIView) -> XCUIElement.ElementType? {
        if let alert = view.next as? UIAlertController {
            return alert.preferredStyle == .alert ? .alert : .sheet
        }
        switch view {
        case is UIWindow: return .window
        case is UITableViewCell, is UICollectionViewCell: return .cell
        case is UITableView: return .table
        case is UICollectionView: return .collectionView
        case is UITextView: return nil
        case is UIScrollView: return .scrollView
        case is UINavigationBar: return .navigationBar
        case is UITabBar: return .tabBar
        case is UIToolbar: return .toolbar
        case is UIPickerView: return .picker
        case is UISegmentedControl: return .segmentedControl
        default: return nil
        }
    }

    /// Whether a UI test sees into `view`'s subviews: not into an accessibility element's,
    /// except a cell's (whose labels and buttons stay queryable, as in XCUITest).
    static func looksInside(_ view: UIView, type: XCUIElement.ElementType?) -> Bool {
        !view.isAccessibilityElement || type == .cell
    }

    /// The elements among `views` and their subtrees (depth first, siblings in reading order) of kind
    /// `type` (`.any`: all). Views hidden from accessibility (hidden, transparent,
    /// `accessibilityElementsHidden`) and their subtrees are left out.
    static func descendants(of views: [UIView], matching type: XCUIElement.ElementType) -> [UIView] {
        // An explicit stack, not a call per level, so that a tree of any depth is walked; views
        // go on in reverse so that they come off in order, each subtree before the next view.
        var found: [UIView] = []
        var stack: [UIView] = views.reversed()
        while let view = stack.popLast() {
            guard view.isVisibleToAccessibility else { continue }
            let kind = elementType(of: view)
            if let kind, type == .any || kind == type { found.append(view) }
            if looksInside(view, type: kind) { stack.append(contentsOf: view.accessibilityOrderedSubviews.reversed()) }
        }
        return found
    }

    /// The elements among `views` and their subtrees whose nearest element ancestor is outside
    /// `views` (the direct children in the element tree) of kind `type`.
    static func children(of views: [UIView], matching type: XCUIElement.ElementType) -> [UIView] {
        var found: [UIView] = []
        var stack: [UIView] = views.reversed()
        while let view = stack.popLast() {
            guard view.isVisibleToAccessibility else { continue }
            if let kind = elementType(of: view) {
                if type == .any || kind == type { found.append(view) }
                continue
            }
            stack.append(contentsOf: view.accessibilityOrderedSubviews.reversed())
        }
        return found
    }

    /// Which of `views` have an element of kind `type` for which `isIncluded` holds among their
    /// descendants (as ``descendants(of:matching:)`` finds them below each view's subviews).
    ///
    /// Each view's answer is found once and kept, so nested views (each element of a chain
    /// asking about the chain below it) cost one walk of the tree in all, not one each.
    static func haveDescendant(_ views: [UIView], matching type: XCUIElement.ElementType,
                               where isIncluded: (UIView) -> Bool) -> [Bool] {
        // Whether a match is at or below a view, as `descendants` reaches it: the view is
        // visible, and it matches or is looked inside and has a match below.
        var atOrBelow: [ObjectIdentifier: Bool] = [:]
        func matchesItself(_ view: UIView) -> Bool {
            guard let kind = elementType(of: view), type == .any || kind == type else { return false }
            return isIncluded(view)
        }
        /// Fills `atOrBelow` for `root` and the views below it that it needs, children first,
        /// from an explicit stack; a view is entered, then finished once its subviews are known.
        func settle(_ root: UIView) {
            var stack: [(view: UIView, entered: Bool)] = [(root, false)]
            while let (view, entered) = stack.popLast() {
                let id = ObjectIdentifier(view)
                if atOrBelow[id] != nil { continue }
                guard view.isVisibleToAccessibility else {
                    atOrBelow[id] = false
                    continue
                }
                if matchesItself(view) {
                    atOrBelow[id] = true
                    continue
                }
                guard looksInside(view, type: elementType(of: view)) else {
                    atOrBelow[id] = false
                    continue
                }
                let subviews = view.subviews
                if entered {
                    atOrBelow[id] = subviews.contains { atOrBelow[ObjectIdentifier($0)] == true }
                } else {
                    stack.append((view, true))
                    for subview in subviews where atOrBelow[ObjectIdentifier(subview)] == nil {
                        stack.append((subview, false))
                    }
                }
            }
        }
        return views.map { view in
            view.subviews.contains { subview in
                settle(subview)
                return atOrBelow[ObjectIdentifier(subview)] == true
            }
        }
    }
}
