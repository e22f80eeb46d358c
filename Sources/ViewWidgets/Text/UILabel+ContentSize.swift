// UILabel+ContentSize.swift: a label adjusts its font to the content size category, as UIKit's
// labels do (the setting is kept; the category never changes here).

extension UILabel: UIContentSizeCategoryAdjusting {}
