// UINavigationBar+Appearance.swift: which appearance a navigation bar shows (its own or its top
// item's; standard, compact or scroll edge) and what that makes of its background, titles and
// buttons.

extension UINavigationBar {
    /// The appearance made from the bar's older properties, shown until a standard appearance
    /// is assigned: the translucent grey (or `barTintColor`, see-through when translucent), the
    /// hairline, and the title attributes.
    var legacyAppearance: UINavigationBarAppearance {
        let appearance = UINavigationBarAppearance(idiom: UIScreen.main.userInterfaceIdiom)
        appearance.takeLegacyBackground(barTintColor: barTintColor, isTranslucent: isTranslucent)
        appearance.titleTextAttributes = titleTextAttributes ?? [:]
        appearance.largeTitleTextAttributes = largeTitleTextAttributes ?? [:]
        return appearance
    }

    /// The appearance to show now. At standard height: the top item's standard appearance, else
    /// the bar's. At compact height: the item's compact, the bar's compact, then the standard
    /// ones. At the scroll edge (a navigation controller's bar only): the item's scroll-edge
    /// appearance, the bar's, else the one above with a transparent background and no shadow
    /// (compact height first tries the compact scroll-edge appearances).
    func chooseAppearance() -> UINavigationBarAppearance {
        let item = topItem
        let compact = traitCollection.usesCompactBarMetrics
        var standard = item?.standardAppearanceStorage ?? standardAppearanceStorage
        if compact {
            standard = item?.compactAppearanceStorage ?? compactAppearanceStorage ?? standard
        }
        let base = standard ?? legacyAppearance
        guard managingController != nil, isAtScrollEdge else { return base }
        var edge = item?.scrollEdgeAppearanceStorage ?? scrollEdgeAppearanceStorage
        if compact {
            edge = item?.compactScrollEdgeAppearanceStorage ?? compactScrollEdgeAppearanceStorage ?? edge
        }
        return edge ?? base.withTransparentBackground()
    }

    /// Something that decides the look changed: chooses the appearance again and shows it.
    func appearanceDidChange() {
        appearanceChosenFor = nil
        refreshAppearanceIfNeeded()
        setNeedsLayout()
    }

    /// Kept for the older properties' setters: shows the appearance in effect.
    func updateBackground() {
        appearanceDidChange()
    }

    /// Chooses the appearance again when the top item or the bar's height class changed since
    /// it was last chosen (or something else made it stale), and paints the background.
    func refreshAppearanceIfNeeded() {
        let key = (item: topItem.map(ObjectIdentifier.init), compact: traitCollection.usesCompactBarMetrics)
        if let chosen = appearanceChosenFor, chosen.item == key.item, chosen.compact == key.compact { return }
        appearanceChosenFor = key
        appearanceInEffect = chooseAppearance()
        backgroundView.apply(appearanceInEffect)
    }

    // MARK: - Text styles

    /// The title's font and colour: the appearance's attributes over semibold 17 and `.label`.
    var titleStyle: BarButtonTextStyle {
        BarButtonTextStyle(attributes: appearanceInEffect.titleTextAttributes, font: UINavigationBar.titleFont, color: .label)
    }

    /// The large title's font and colour: the appearance's attributes over bold 34 and `.label`.
    var largeTitleStyle: BarButtonTextStyle {
        BarButtonTextStyle(attributes: appearanceInEffect.largeTitleTextAttributes, font: UINavigationBar.largeTitleFont,
                           color: .label)
    }

    /// The back button's font and colour: the back button appearance (the plain button
    /// appearance while the back one was neither assigned nor changed) over 17 points and the tint.
    var backButtonStyle: BarButtonTextStyle {
        let appearance = appearanceInEffect
        let backChanged = appearance.backButtonAppearanceIsSet || !appearance.backButtonAppearance.hasDefaultValues
        let back = backChanged ? appearance.backButtonAppearance : appearance.buttonAppearance
        return BarButtonTextStyle(attributes: back.normal.titleTextAttributes, font: UINavigationBar.itemFont, color: tintColor)
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

extension UINavigationButton {
    /// Shows `style` on the button's title, writing only what changed (a label's new font asks
    /// the bar for layout again).
    func apply(_ style: BarButtonTextStyle) {
        if let label = titleLabel, label.font != style.font { setTitle(label.text, font: style.font) }
        if titleColor != style.color { titleColor = style.color }
    }
}
