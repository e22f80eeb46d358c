// VisibleViews.swift: what the audits and lints look at in a window: the views a person can
// see, and which of them UIKit draws for itself.

import ViewWidgets

@MainActor
enum VisibleViews {
    /// Every view of `window` a person can see, in reading order: not hidden or transparent,
    /// with some part inside the window (subviews sticking out of an off-screen view count).
    static func of(_ window: UIWindow) -> [UIView] {
        var found: [UIView] = []
        var stack: [UIView] = [window]
        let bounds = window.bounds
        while let view = stack.popLast() {
            guard !view.isHidden, view.alpha >= 0.01 else { continue }
            if view === window || view.convert(view.bounds, to: window).intersects(bounds) { found.append(view) }
            stack.append(contentsOf: view.accessibilityOrderedSubviews.reversed())
        }
        return found
    }

    /// Whether `view` is part of a bar, an alert, a picker, a segmented control, a text field's
    /// insides or a standard cell label: text and sizes UIKit chooses, left out of the checks
    /// (they look at what the app makes).
    static func isSystemChrome(_ view: UIView) -> Bool {
        var current: UIView? = view
        while let candidate = current {
            if candidate is UINavigationBar || candidate is UIToolbar || candidate is UITabBar
                || candidate is UISearchBar || candidate.next is UIAlertController
                || candidate is UIPickerView || candidate is UISegmentedControl { return true }
            // A field's own text is looked at on the field; its placeholder and clear button are UIKit's.
            if candidate !== view, candidate is UITextField { return true }
            current = candidate.superview
        }
        if let cell = view.superview?.superview as? UITableViewCell,
           view === cell.textLabel || view === cell.detailTextLabel { return true }
        return false
    }
}
