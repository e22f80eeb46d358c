// UISearchBar+Scope.swift: the scope bar, a segmented control of `scopeButtonTitles` under the
// search field, whose taps reach the delegate's `searchBar(_:selectedScopeButtonIndexDidChange:)`.

extension UISearchBar {
    /// The height the scope bar adds under the field's 56-point row (a guess from a phone's
    /// pictures: a 32-point segmented control with 6 points above and below).
    static let scopeBarRowHeight: CGFloat = 44

    /// Whether the scope bar shows: ``showsScopeBar`` with at least two titles (Apple: the bar
    /// doesn't show the scope bar with fewer than two).
    var showsScopeBarNow: Bool { showsScopeBar && (scopeButtonTitles ?? []).count >= 2 }

    /// What the scope bar adds to the bar's height: 44 points while it shows, else none.
    var scopeBarHeight: CGFloat { showsScopeBarNow ? UISearchBar.scopeBarRowHeight : 0 }

    /// The row of the field and the Cancel button: the whole bar, or its top part above the
    /// scope bar.
    var fieldRow: CGRect {
        guard showsScopeBarNow else { return bounds }
        return CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width,
                      height: max(0, bounds.height - UISearchBar.scopeBarRowHeight))
    }

    /// Places the scope bar (32 points high, 8 points in from the sides, under the field's row),
    /// or takes it away.
    func layoutScopeBar() {
        guard showsScopeBarNow else {
            if let scopeBar, scopeBar.superview === self { scopeBar.removeFromSuperview() }
            return
        }
        let control = scopeBar ?? makeScopeBar()
        if control.superview !== self { addSubview(control) }
        control.frame = CGRect(x: bounds.minX + 8, y: fieldRow.maxY + 6, width: max(0, bounds.width - 16), height: 32)
    }

    /// The titles changed: the segments follow (the selection is kept while it is in range).
    func scopeButtonTitlesDidChange() {
        if let scopeBar { fillSegments(of: scopeBar) }
        heightDidChange()
    }

    /// ``showsScopeBar`` changed: the bar's height changes with it.
    func scopeBarVisibilityDidChange() {
        heightDidChange()
    }

    private func makeScopeBar() -> UISegmentedControl {
        let control = UISegmentedControl(frame: .zero)
        fillSegments(of: control)
        control.addTarget(bridge, action: SearchFieldBridge.scopeChanged, for: .valueChanged)
        control.isEnabled = isEnabled
        for (state, attributes) in appearance.scopeTitleAttributes {
            control.setTitleTextAttributes(attributes, for: UIControl.State(rawValue: state))
        }
        scopeBar = control
        return control
    }

    private func fillSegments(of control: UISegmentedControl) {
        control.removeAllSegments()
        for (index, title) in (scopeButtonTitles ?? []).enumerated() {
            control.insertSegment(withTitle: title, at: index, animated: false)
        }
        control.selectedSegmentIndex = selectedScopeButtonIndex
    }

    /// Asks for layout again, and has a navigation bar holding this bar measure it again.
    private func heightDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        if let navigationBar = superview as? UINavigationBar { navigationBar.searchBarHeightDidChange() }
    }
}
