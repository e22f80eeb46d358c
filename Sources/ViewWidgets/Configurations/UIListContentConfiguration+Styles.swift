// UIListContentConfiguration+Styles.swift: the styles of a list's content — cells, headers and
// footers of plain, grouped and sidebar lists — and the fonts, colours and margins of each, at the
// default text size on an iPhone (see Docs/Differences.md for the values that are estimates).

extension UIListContentConfiguration {
    /// A cell of a plain, grouped or inset-grouped list: one text, with an image.
    public static func cell() -> UIListContentConfiguration { .init(style: .cell) }
    /// A cell whose secondary text sits below the text.
    public static func subtitleCell() -> UIListContentConfiguration { .init(style: .subtitleCell) }
    /// A cell whose secondary text (the value) sits at the trailing side, in grey.
    public static func valueCell() -> UIListContentConfiguration { .init(style: .valueCell) }
    /// A header of a plain list.
    public static func plainHeader() -> UIListContentConfiguration { .init(style: .plainHeader) }
    /// A footer of a plain list.
    public static func plainFooter() -> UIListContentConfiguration { .init(style: .plainFooter) }
    /// A header of a grouped list: small grey capitals.
    public static func groupedHeader() -> UIListContentConfiguration { .init(style: .groupedHeader) }
    /// A footer of a grouped list: small grey text.
    public static func groupedFooter() -> UIListContentConfiguration { .init(style: .groupedFooter) }
    /// A prominent header of an inset-grouped list: a bold title (iOS 15).
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration { .init(style: .prominentInsetGroupedHeader) }
    /// An extra-prominent header of an inset-grouped list: a larger bold title (iOS 15).
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration { .init(style: .extraProminentInsetGroupedHeader) }
    /// A cell of a sidebar list.
    public static func sidebarCell() -> UIListContentConfiguration { .init(style: .sidebarCell) }
    /// A cell of a sidebar list with a secondary text below the text.
    public static func sidebarSubtitleCell() -> UIListContentConfiguration { .init(style: .sidebarSubtitleCell) }
    /// A cell of a sidebar list accompanied by a supplementary column.
    public static func accompaniedSidebarCell() -> UIListContentConfiguration { .init(style: .accompaniedSidebarCell) }
    /// A subtitle cell of a sidebar list accompanied by a supplementary column.
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration { .init(style: .accompaniedSidebarSubtitleCell) }
    /// A header of a sidebar list.
    public static func sidebarHeader() -> UIListContentConfiguration { .init(style: .sidebarHeader) }
    /// A header for the list it is in (iOS 18); here always a plain list's header (see Docs/Differences.md).
    public static func header() -> UIListContentConfiguration { .init(style: .plainHeader) }
    /// A footer for the list it is in (iOS 18); here always a plain list's footer (see Docs/Differences.md).
    public static func footer() -> UIListContentConfiguration { .init(style: .plainFooter) }
}

/// The styles of ``UIListContentConfiguration``.
enum ListContentStyle: Hashable, Sendable {
    case cell, subtitleCell, valueCell
    case plainHeader, plainFooter, groupedHeader, groupedFooter
    case prominentInsetGroupedHeader, extraProminentInsetGroupedHeader
    case sidebarCell, sidebarSubtitleCell, accompaniedSidebarCell, accompaniedSidebarSubtitleCell, sidebarHeader

    /// Whether the style is a row's (which is at least 44 points tall) rather than a header's.
    var isCell: Bool {
        switch self {
        case .cell, .subtitleCell, .valueCell, .sidebarCell, .sidebarSubtitleCell,
             .accompaniedSidebarCell, .accompaniedSidebarSubtitleCell: true
        default: false
        }
    }

    /// Whether the style is a sidebar row's, which selection fills with the tint.
    var isSidebarCell: Bool {
        switch self {
        case .sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell, .accompaniedSidebarSubtitleCell: true
        default: false
        }
    }

    /// The style's fonts, colours and spacing.
    @MainActor var metrics: ListContentMetrics {
        var metrics = ListContentMetrics()
        switch self {
        case .cell, .valueCell, .sidebarCell, .accompaniedSidebarCell:
            break
        case .subtitleCell, .sidebarSubtitleCell, .accompaniedSidebarSubtitleCell:
            metrics.margins = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        case .plainHeader:
            metrics.textStyle = .headline
            metrics.margins = NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16)
        case .plainFooter:
            metrics.textStyle = .footnote
            metrics.textColor = .secondaryLabel
            metrics.margins = NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16)
        case .groupedHeader:
            metrics.textStyle = .footnote
            metrics.textColor = .secondaryLabel
            metrics.textTransform = .uppercase
            metrics.margins = NSDirectionalEdgeInsets(top: 17, leading: 16, bottom: 6, trailing: 16)
        case .groupedFooter:
            metrics.textStyle = .footnote
            metrics.textColor = .secondaryLabel
            metrics.margins = NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 17, trailing: 16)
        case .prominentInsetGroupedHeader:
            metrics.textStyle = .title3
            metrics.textWeight = .bold
            metrics.margins = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 8, trailing: 16)
        case .extraProminentInsetGroupedHeader:
            metrics.textStyle = .title2
            metrics.textWeight = .bold
            metrics.margins = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 8, trailing: 16)
        case .sidebarHeader:
            metrics.textStyle = .headline
            metrics.textColor = .secondaryLabel
            metrics.margins = NSDirectionalEdgeInsets(top: 12, leading: 16, bottom: 6, trailing: 16)
        }
        if self == .valueCell { metrics.secondaryTextStyle = .body }
        if isSidebarCell { metrics.imageTint = .tintColor }
        return metrics
    }

    /// A text's colour in `look`: white on a selected or highlighted sidebar row, the third
    /// label colour when disabled, else the style's.
    @MainActor func textColor(for look: ListStateLook, base: UIColor) -> UIColor {
        if isSidebarCell && look.isFilled { return .white }
        if look.isDisabled { return .tertiaryLabel }
        return base
    }

    /// The image's tint in `look`: white on a selected or highlighted sidebar row, else the style's.
    @MainActor func imageTint(for look: ListStateLook, base: UIColor?) -> UIColor? {
        isSidebarCell && look.isFilled ? .white : base
    }
}

/// The fonts, colours and spacing of a list content style.
@MainActor struct ListContentMetrics {
    var textStyle: UIFont.TextStyle = .body
    var textWeight: UIFont.Weight?
    var textColor: UIColor = .label
    var textTransform: UIListContentConfiguration.TextProperties.TextTransform = .none
    var secondaryTextStyle: UIFont.TextStyle = .subheadline
    var secondaryTextColor: UIColor = .secondaryLabel
    var imageTint: UIColor?
    var margins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    var imageToTextPadding: CGFloat = 16
    var horizontalPadding: CGFloat = 8
    var verticalPadding: CGFloat = 3
}

/// The parts of a configuration state that change how a list looks.
@MainActor struct ListStateLook {
    var isFilled = false
    var isDisabled = false

    init(_ state: any UIConfigurationState) {
        if let cell = state as? UICellConfigurationState {
            isFilled = cell.isSelected || cell.isHighlighted
            isDisabled = cell.isDisabled
        } else if let view = state as? UIViewConfigurationState {
            isFilled = view.isSelected || view.isHighlighted
            isDisabled = view.isDisabled
        }
    }
}

extension UIFont {
    /// The system font for `style` at the current content size category, in `weight`: the
    /// style's own font for its own weight (or none), else the weighted system font scaled by the style.
    @MainActor static func preferredFont(forTextStyle style: TextStyle, weight: Weight?) -> UIFont {
        guard let weight, weight != style.weight else { return preferredFont(forTextStyle: style) }
        let base = systemFont(ofSize: DynamicTypeSizes.pointSize(of: style, at: .large), weight: weight)
        return UIFontMetrics(forTextStyle: style).scaledFont(for: base)
    }
}
