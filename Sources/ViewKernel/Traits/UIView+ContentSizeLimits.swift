// UIView+ContentSizeLimits.swift: iOS 15's limits on the text size a view and its subviews see
// (`minimumContentSizeCategory`, `maximumContentSizeCategory`): the view's traits carry the
// user's category brought within the limits, so fonts that follow the text size stop growing (or
// shrinking) there.

extension UIView {
    /// The smallest content size category this view and its subviews see in
    /// `traitCollection.preferredContentSizeCategory`; nil (the default) sets no limit. Applies
    /// at once and to later changes of the text size. When it is larger than
    /// ``maximumContentSizeCategory`` only the maximum applies.
    public var minimumContentSizeCategory: UIContentSizeCategory? {
        get { traitState?.minimumContentSizeCategory }
        set {
            guard newValue != traitState?.minimumContentSizeCategory else { return }
            traitEnvironmentState.minimumContentSizeCategory = newValue
            traitInputsDidChange()
        }
    }

    /// The largest content size category this view and its subviews see in
    /// `traitCollection.preferredContentSizeCategory`; nil (the default) sets no limit.
    public var maximumContentSizeCategory: UIContentSizeCategory? {
        get { traitState?.maximumContentSizeCategory }
        set {
            guard newValue != traitState?.maximumContentSizeCategory else { return }
            traitEnvironmentState.maximumContentSizeCategory = newValue
            traitInputsDidChange()
        }
    }

    /// One line for this view and each of its superviews, up to the top: the view's class, the
    /// content size category it sees and the limits it sets, if any (a debugging aid; UIKit's
    /// wording is not published), e.g. `UILabel: UICTContentSizeCategoryXXL (maximum: UICTContentSizeCategoryXXL)`.
    public var appliedContentSizeCategoryLimitsDescription: String {
        var lines: [String] = []
        var current: UIView? = self
        while let view = current {
            var line = "\(type(of: view)): \(view.traitCollection.preferredContentSizeCategory.rawValue)"
            var limits: [String] = []
            if let minimum = view.minimumContentSizeCategory { limits.append("minimum: \(minimum.rawValue)") }
            if let maximum = view.maximumContentSizeCategory { limits.append("maximum: \(maximum.rawValue)") }
            if !limits.isEmpty { line += " (\(limits.joined(separator: ", ")))" }
            lines.append(line)
            current = view.superview
        }
        return lines.joined(separator: "\n")
    }
}

extension UITraitCollection {
    /// This collection with its content size category brought within `minimum` and `maximum`
    /// (only the maximum when they cross); itself when nothing changes. An unspecified category
    /// is left as it is.
    func limitingContentSizeCategory(minimum: UIContentSizeCategory?, maximum: UIContentSizeCategory?) -> UITraitCollection {
        guard minimum != nil || maximum != nil else { return self }
        let category = preferredContentSizeCategory
        guard category != .unspecified else { return self }
        var limited = category
        if let minimum, minimum != .unspecified, limited < minimum, maximum.map({ minimum <= $0 }) ?? true { limited = minimum }
        if let maximum, maximum != .unspecified, limited > maximum { limited = maximum }
        guard limited != category else { return self }
        var values = TraitValues()
        values.preferredContentSizeCategory = limited
        return overridden(by: values)
    }
}
