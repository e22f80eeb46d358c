// UILabel+ContentSize.swift: labels, text fields and text views whose font follows the user's text
// size (`adjustsFontForContentSizeCategory`), as UIKit's `UIContentSizeCategoryAdjusting` does:
// when the view's content size category changes, a font made by `preferredFont(forTextStyle:)`
// or `UIFontMetrics` is made again for the new category, and the view measures and lays out again.

extension UILabel: UIContentSizeCategoryAdjusting, TraitAdaptingView {
    /// Follows a new text size when asked to; a button whose title this is measures again.
    package func traitsDidChange(from previous: UITraitCollection) {
        guard adjustsFontForContentSizeCategory,
              let adjusted = font.adjustedIfCategoryChanged(from: previous, to: traitCollection) else { return }
        font = adjusted
        if let button = superview as? UIButton, button.titleLabelStorage === self {
            button.invalidateIntrinsicContentSize()
            button.setNeedsLayout()
        }
    }
}

extension UITextField: UIContentSizeCategoryAdjusting, TraitAdaptingView {
    /// Follows a new text size when asked to.
    package func traitsDidChange(from previous: UITraitCollection) {
        guard adjustsFontForContentSizeCategory,
              let adjusted = font?.adjustedIfCategoryChanged(from: previous, to: traitCollection) else { return }
        font = adjusted
    }
}

extension UITextView: UIContentSizeCategoryAdjusting, TraitAdaptingView {
    /// Follows a new text size when asked to.
    package func traitsDidChange(from previous: UITraitCollection) {
        guard adjustsFontForContentSizeCategory,
              let adjusted = font?.adjustedIfCategoryChanged(from: previous, to: traitCollection) else { return }
        font = adjusted
    }
}

extension UIFont {
    /// This text-style font made again for `current`'s content size category, when it differs
    /// from `previous`'s; nil when it does not, or when the font follows no text style.
    func adjustedIfCategoryChanged(from previous: UITraitCollection, to current: UITraitCollection) -> UIFont? {
        let category = current.preferredContentSizeCategory
        guard category != previous.preferredContentSizeCategory, category != .unspecified else { return nil }
        return adjusted(to: category)
    }
}
