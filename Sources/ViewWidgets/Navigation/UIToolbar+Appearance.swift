// UIToolbar+Appearance.swift: which appearance a toolbar shows (standard, compact or scroll
// edge) and what that makes of its background and its items' titles.

extension UIToolbar {
    /// The appearance made from the bar's older properties, shown until a standard appearance
    /// is assigned: the translucent grey (or `barTintColor`, see-through when translucent).
    var legacyAppearance: UIToolbarAppearance {
        let appearance = UIToolbarAppearance(idiom: UIScreen.main.userInterfaceIdiom)
        appearance.takeLegacyBackground(barTintColor: barTintColor, isTranslucent: isTranslucent)
        return appearance
    }

    /// The appearance to show now: the compact one at compact height (else the standard one);
    /// at the scroll edge of a navigation controller's content, the (compact) scroll-edge one,
    /// else that with a transparent background and no shadow.
    func chooseAppearance() -> UIToolbarAppearance {
        let compact = traitCollection.usesCompactBarMetrics
        let standard = standardAppearanceStorage ?? legacyAppearance
        let base = compact ? (compactAppearanceStorage ?? standard) : standard
        guard isAtScrollEdge, superview is UILayoutContainerView else { return base }
        let edge = compact ? (compactScrollEdgeAppearanceStorage ?? scrollEdgeAppearanceStorage) : scrollEdgeAppearanceStorage
        return edge ?? base.withTransparentBackground()
    }

    /// Something that decides the look changed: chooses the appearance again and shows it.
    func updateBackground() {
        appearanceChosenForCompact = nil
        refreshAppearanceIfNeeded()
    }

    /// Chooses the appearance again when the height class changed since it was last chosen.
    func refreshAppearanceIfNeeded() {
        let compact = traitCollection.usesCompactBarMetrics
        guard appearanceChosenForCompact != compact else { return }
        appearanceChosenForCompact = compact
        appearanceInEffect = chooseAppearance()
        backgroundView.apply(appearanceInEffect)
        for case .view(let view) in slots {
            if let button = view as? UINavigationButton, let item = button.barItem { button.apply(buttonStyle(for: item)) }
        }
        setNeedsLayout()
    }

    /// An item's font and colour: the plain or done button appearance for its state over the
    /// style's font and the item's tint (else the bar's).
    func buttonStyle(for item: UIBarButtonItem) -> BarButtonTextStyle {
        let isDone = item.style == .done || item.systemItem == .done
        let appearance = isDone ? appearanceInEffect.doneButtonAppearance : appearanceInEffect.buttonAppearance
        var attributes = appearance.normal.titleTextAttributes
        if !item.isEnabled {
            attributes.merge(appearance.disabled.titleTextAttributes) { _, disabled in disabled }
        }
        return BarButtonTextStyle(attributes: attributes, font: isDone ? UINavigationBar.doneItemFont : UINavigationBar.itemFont,
                                  color: item.tintColor ?? tintColor)
    }
}
