// UITabBar+Layout.swift: the tab bar's buttons: made for the items, kept in step with them, laid
// out side by side, and what a tap on one does.

extension UITabBar: BarItemDisplaying {
    /// Replaces the items, keeping the selection when the selected item is still among them.
    func replaceItems(_ newItems: [UITabBarItem]) {
        for item in itemStorage where item.displayingBar === self { item.displayingBar = nil }
        itemStorage = newItems
        for item in newItems { item.displayingBar = self }
        if let selected = selectedItemStorage, !newItems.contains(where: { $0 === selected }) {
            selectedItemStorage = nil
        }
        rebuildButtons()
    }

    /// Selects `item` (nil: none) when it is one of the items; tells nobody. The selected item's
    /// own appearances may change the bar's look.
    func select(_ item: UITabBarItem?) {
        if let item, !itemStorage.contains(where: { $0 === item }) { return }
        selectedItemStorage = item
        appearanceDidChange()
    }

    /// An item's title, image, badge or state changed: its button shows it (the buttons stay where
    /// they are).
    func reloadContent() {
        updateItemAppearance()
    }

    /// Makes one button per item anew.
    func rebuildButtons() {
        for button in buttons { button.removeFromSuperview() }
        buttons = itemStorage.map { item in
            let button = UITabBarButton(item: item)
            button.onTap = { [weak self, weak item] in
                guard let self, let item else { return }
                self.itemWasTapped(item)
            }
            addSubview(button)
            return button
        }
        updateItemAppearance()
        setNeedsLayout()
    }

    /// Shows each button's content in the colours of its state (UITabBar+Appearance.swift).
    func updateItemAppearance() {
        for button in buttons {
            let isSelected = button.item === selectedItemStorage
            button.reloadContent(isSelected: isSelected, style: itemStyle(for: button.item, isSelected: isSelected))
        }
    }

    /// The background fills the bar; the buttons share the top 49 points equally (32 on a phone
    /// whose height is compact, each with its image beside its title).
    func layoutButtons() {
        backgroundView.frame = bounds
        guard !buttons.isEmpty else { return }
        let width = bounds.width / CGFloat(buttons.count)
        let height = itemRowHeight
        let inline = traitCollection.usesCompactBarMetrics
        for (index, button) in buttons.enumerated() {
            let minX = (CGFloat(index) * width).rounded()
            let maxX = (CGFloat(index + 1) * width).rounded()
            if button.showsImageBesideTitle != inline { button.showsImageBesideTitle = inline }
            button.frame = CGRect(x: minX, y: 0, width: maxX - minX, height: height)
        }
        mirrorFramesIfRightToLeft(buttons)  // right to left the first tab is at the right
    }

    /// A tap on an item's button: a managed bar asks its controller; an app's bar selects the
    /// item and tells its delegate.
    func itemWasTapped(_ item: UITabBarItem) {
        guard item.isEnabled else { return }
        if let managingController {
            managingController.tabBarItemWasTapped(item)
            return
        }
        select(item)
        delegateStorage?.tabBar(self, didSelect: item)
    }
}

extension UIColor {
    /// The background of navigation bars, toolbars and tab bars without a bar tint: UIKit's light
    /// grey (RGB 0.97) in the light appearance, a near-black grey (RGB 0.07) in the dark one (a
    /// decision: UIKit draws a blurred material whose colour it does not publish).
    static let defaultBarBackground = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(red: 0.07, green: 0.07, blue: 0.07, alpha: 1)
                                           : UIColor(red: 0.97, green: 0.97, blue: 0.97, alpha: 1)
    }
}
