// UIBaselineAdjustment.swift: where shrunk text sits vertically (UIKit's raw values).

/// How a label places text whose font was shrunk to fit, as UIKit's `UIBaselineAdjustment`.
public enum UIBaselineAdjustment: Int, Sendable, CaseIterable {
    /// Keep the baseline where the unshrunk text would have had it.
    case alignBaselines = 0
    /// Keep the text centred.
    case alignCenters = 1
    /// Keep the top of the text where it was.
    case none = 2
}
