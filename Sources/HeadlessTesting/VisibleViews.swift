// VisibleViews.swift: what the audits and lints look at in a window: the views a person can
// see, and which of them UIKit draws for itself.

import ViewWidgets

@MainActor
enum VisibleViews {
    /// Every view of `window` a person can see, in reading order: not hidden or transparent,
    /// not behind a modal view (an alert's), with some part inside the window and inside every
    /// ancestor that clips (subviews sticking out of an unclipped off-screen view count).
    static func of(_ window: UIWindow) -> [UIView] {
        var found: [UIView] = []
        var stack: [(view: UIView, clip: CGRect)] = [(window, window.bounds)]
        while let (view, clip) = stack.popLast() {
            guard !view.isHidden, view.alpha >= 0.01 else { continue }
            let frame = view === window ? window.bounds : view.convert(view.bounds, to: window)
            if view === window || frame.intersects(clip) { found.append(view) }
            let inner = view.clipsToBounds ? clip.intersection(frame) : clip
            guard !inner.isNull else { continue }
            for subview in view.accessibilityVisibleChildren.reversed() { stack.append((subview, inner)) }
        }
        return found
    }

    /// Controls whose size UIKit fixes (a switch is 51 × 31 points), or whose touch area UIKit
    /// makes larger than they look (info and disclosure buttons).
    static func hasSystemSize(_ view: UIView) -> Bool {
        if view is UISwitch || view is UIStepper || view is UISlider || view is UIPageControl || view is UITextField {
            return true
        }
        return isSystemGlyphButton(view)
    }

    /// Buttons UIKit draws and labels itself: info, detail disclosure, add contact, close.
    static func isSystemGlyphButton(_ view: UIView) -> Bool {
        guard let button = view as? UIButton else { return false }
        return [.infoLight, .infoDark, .detailDisclosure, .contactAdd, .close].contains(button.buttonType)
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
