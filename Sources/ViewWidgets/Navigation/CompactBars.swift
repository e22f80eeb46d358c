// CompactBars.swift: the shorter bars of a phone held on its side. UIKit gives navigation bars,
// toolbars and tab bars their compact metrics (`compactAppearance`, "a compact-height bar") when
// the vertical size class is compact on a phone: 32 points high, no large title, and tab items
// with the image beside the title. Each bar hears of the change with the trait update before
// layout and has its container place it (and the content below it) again.

extension UITraitCollection {
    /// Whether bars take their compact-height metrics: a phone whose vertical size class is compact.
    var usesCompactBarMetrics: Bool { userInterfaceIdiom == .phone && verticalSizeClass == .compact }
}

extension UINavigationBar: TraitAdaptingView {
    /// The bar's height and whether it shows a large title follow the vertical size class: the
    /// items are made again and the navigation controller lays its bar and content out anew.
    package func traitsDidChange(from previous: UITraitCollection) {
        guard previous.usesCompactBarMetrics != traitCollection.usesCompactBarMetrics else { return }
        appearanceDidChange()  // the compact appearances
        reloadContent()
        invalidateIntrinsicContentSize()
        superview?.setNeedsLayout()
    }
}

extension UIToolbar: TraitAdaptingView {
    /// The bar's height and appearance follow the vertical size class: its container places it
    /// again.
    package func traitsDidChange(from previous: UITraitCollection) {
        if previous.usesCompactBarMetrics != traitCollection.usesCompactBarMetrics { updateBackground() }
        remeasureIfBarMetricsChanged(from: previous)
    }
}

extension UITabBar: TraitAdaptingView {
    /// The bar's height and its items' layout and appearance follow the vertical size class: its
    /// tab bar controller places it and the selected view again.
    package func traitsDidChange(from previous: UITraitCollection) {
        if previous.usesCompactBarMetrics != traitCollection.usesCompactBarMetrics { appearanceDidChange() }
        remeasureIfBarMetricsChanged(from: previous)
    }
}

extension UIView {
    /// When the bar metrics changed between `previous` and the view's traits, the bar measures
    /// and lays out again, and its container places it again.
    fileprivate func remeasureIfBarMetricsChanged(from previous: UITraitCollection) {
        guard previous.usesCompactBarMetrics != traitCollection.usesCompactBarMetrics else { return }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        superview?.setNeedsLayout()
    }
}
