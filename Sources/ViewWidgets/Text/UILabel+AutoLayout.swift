// UILabel+AutoLayout.swift: what constraints ask of a label: where its first and last baselines
// are (for `firstBaselineAnchor` and `lastBaselineAnchor`), and how high it wraps at a width.

extension UILabel: BaselineProviding {
    /// The first and last lines' baselines relative to the label's vertical centre, with the text
    /// laid out as the label shows it (wrapped to its width, centred vertically). A label without
    /// text places its baseline where one line of its font would.
    package var baselineOffsetsFromCenter: (first: CGFloat, last: CGFloat) {
        guard let text = displayedText() else {
            let font = self.font ?? UILabel.defaultFont
            let offset = font.ascender - font.lineHeight / 2
            return (offset, offset)
        }
        let width = bounds.width > 0 ? bounds.width : .infinity
        let laidOut = layout(text, width: width, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
        let height = laidOut.size.height
        guard let first = laidOut.lines.first, let last = laidOut.lines.last else { return (0, 0) }
        return (first.baseline - height / 2, last.baseline - height / 2)
    }

    /// The label's text, as constraint descriptions show it (`UILabel'Name'`).
    package var constraintDescriptionText: String? { text }
}

extension UILabel: LayoutWidthDependentContent {
    /// A multi-line label with an automatic preferred width wraps to the width layout gives it;
    /// nil for a one-line label or one with a `preferredMaxLayoutWidth`.
    package func intrinsicContentSize(forLayoutWidth width: CGFloat) -> CGSize? {
        guard numberOfLines != 1, preferredMaxLayoutWidth == 0, !translatesAutoresizingMaskIntoConstraints,
              width > 0 else { return nil }
        return fittingSize(for: CGSize(width: width, height: 0))
    }
}
