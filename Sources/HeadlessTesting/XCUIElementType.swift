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
        var found: [UIView] = []
        func visit(_ view: UIView) {
            guard view.isVisibleToAccessibility else { return }
            let kind = elementType(of: view)
            if let kind, type == .any || kind == type { found.append(view) }
            if looksInside(view, type: kind) { view.accessibilityOrderedSubviews.forEach(visit) }
        }
        views.forEach(visit)
        return found
    }

    /// The elements among `views` and their subtrees whose nearest element ancestor is outside
    /// `views` (the direct children in the element tree) of kind `type`.
    static func children(of views: [UIView], matching type: XCUIElement.ElementType) -> [UIView] {
        var found: [UIView] = []
        func visit(_ view: UIView) {
            guard view.isVisibleToAccessibility else { return }
            if let kind = elementType(of: view) {
                if type == .any || kind == type { found.append(view) }
                return
            }
            view.accessibilityOrderedSubviews.forEach(visit)
        }
        views.forEach(visit)
        return found
    }
}
