// UITabBar+Appearance.swift: which appearance a tab bar shows (its own or its selected item's;
// standard or scroll edge) and the colours of each item's icon, title and badge.

/// The colours and fonts a tab bar button shows for its item's state.
@MainActor
struct TabBarItemStyle {
    var iconColor: UIColor
    var titleFont: UIFont
    var titleColor: UIColor
    var titleOffset: UIOffset
    var badgeColor: UIColor
    var badgeFont: UIFont
    var badgeTextColor: UIColor
}

extension UITabBar {
    /// The appearance made from the bar's older properties, shown until a standard appearance
    /// is assigned: the translucent grey (or `barTintColor`, see-through when translucent) and
    /// the hairline.
    var legacyAppearance: UITabBarAppearance {
        let appearance = UITabBarAppearance(idiom: UIScreen.main.userInterfaceIdiom)
        appearance.takeLegacyBackground(barTintColor: barTintColor, isTranslucent: isTranslucent)
        return appearance
    }

    /// The appearance to show now: the selected item's standard appearance, else the bar's; at
    /// the scroll edge (a tab bar controller's bar only) the selected item's scroll-edge
    /// appearance, the bar's, else the standard one with a transparent background and no shadow.
    func chooseAppearance() -> UITabBarAppearance {
        let item = selectedItemStorage
        let base = item?.standardAppearanceStorage ?? standardAppearanceStorage ?? legacyAppearance
        guard managingController != nil, isAtScrollEdge else { return base }
        return item?.scrollEdgeAppearanceStorage ?? scrollEdgeAppearanceStorage ?? base.withTransparentBackground()
    }

    /// Something that decides the look changed: chooses the appearance again and shows it.
    func appearanceDidChange() {
        appearanceInEffect = chooseAppearance()
        backgroundView.apply(appearanceInEffect)
        updateItemAppearance()
    }

    /// Kept for the older properties' setters: shows the appearance in effect.
    func updateBackground() {
        appearanceDidChange()
    }

    /// The item appearance for the bar's layout: compact inline on a phone on its side, else stacked.
    var itemAppearanceInEffect: UITabBarItemAppearance {
        traitCollection.usesCompactBarMetrics ? appearanceInEffect.compactInlineLayoutAppearance
                                              : appearanceInEffect.stackedLayoutAppearance
    }

    /// The colours of `item`'s button: the item appearance's state (selected, disabled or
    /// normal) over the defaults: the tint colour when selected, else `unselectedItemTintColor`
    /// (UIKit's grey); the badge in the item's `badgeColor` (red) with white text.
    func itemStyle(for item: UITabBarItem, isSelected: Bool) -> TabBarItemStyle {
        let appearance = itemAppearanceInEffect
        let state = isSelected ? appearance.selected : (item.isEnabled ? appearance.normal : appearance.disabled)
        let plain: UIColor = isSelected ? tintColor : (unselectedItemTintColor ?? UIColor(white: 0.6, alpha: 1))
        let title = state.titleTextAttributes
        let badge = state.badgeTextAttributes
        return TabBarItemStyle(
            iconColor: state.iconColor ?? plain,
            titleFont: title[.font] as? UIFont ?? UITabBarButton.titleFont,
            titleColor: title[.foregroundColor] as? UIColor ?? plain,
            titleOffset: state.titlePositionAdjustment,
            badgeColor: state.badgeBackgroundColor ?? item.badgeColor ?? UIAlertControllerActionView.destructiveColor,
            badgeFont: badge[.font] as? UIFont ?? UITabBarButton.badgeFont,
            badgeTextColor: badge[.foregroundColor] as? UIColor ?? .white)
    }
}
