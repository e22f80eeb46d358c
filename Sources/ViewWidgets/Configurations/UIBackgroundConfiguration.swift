// UIBackgroundConfiguration.swift: the background of a cell, header or footer — a colour, a
// corner radius, a stroke, an image or a custom view — styled as iOS styles lists (iOS 14;
// https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct).

/// The background of a list's cell, header or footer, as UIKit's `UIBackgroundConfiguration`.
/// Start from a style (``listPlainCell()``, ``listGroupedCell()``, ``listSidebarCell()``...) or a
/// cell's `defaultBackgroundConfiguration()`, change it, and give it to the cell's
/// `backgroundConfiguration`. A cell updates it for its state: a selected plain row turns grey.
@preconcurrency @MainActor
public struct UIBackgroundConfiguration: @MainActor Hashable {
    /// A view shown behind the colour's fill, inset like it; nil by default.
    public var customView: UIView?
    /// The radius of the background's corners; 0 for most styles.
    public var cornerRadius: CGFloat
    /// How far the background is inset from the view's edges; zero by default.
    public var backgroundInsets = NSDirectionalEdgeInsets()
    /// The edges whose insets also add the view's layout margins; none by default.
    public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
    /// The fill; nil means the view's tint colour. Setting it keeps it through state changes.
    public var backgroundColor: UIColor? {
        get { backgroundColorStorage }
        set {
            backgroundColorStorage = newValue
            backgroundColorIsCustom = true
        }
    }
    /// A transform applied to the fill; nil by default.
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// An image drawn in the background (iOS 15); nil by default.
    public var image: UIImage?
    /// How the image fills the background; `.scaleToFill` by default.
    public var imageContentMode: UIView.ContentMode = .scaleToFill
    /// The stroke's colour; nil means the view's tint colour (drawn only with a stroke width).
    public var strokeColor: UIColor?
    /// A transform applied to the stroke's colour; nil by default.
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    /// The stroke's width; 0 (no stroke) by default.
    public var strokeWidth: CGFloat = 0
    /// How far the stroke lies outside the background's edge (inside when negative); 0 by default.
    public var strokeOutset: CGFloat = 0
    /// A visual effect for the background (iOS 14); nil by default. Kept; a blur is not drawn
    /// (Docs/Differences.md, "Configurations").
    public var visualEffect: UIVisualEffect?

    /// The style, which decides the fill for each state.
    let style: BackgroundStyle
    private var backgroundColorStorage: UIColor?
    /// Whether the app set ``backgroundColor`` (a button configuration then draws it as set).
    private(set) var backgroundColorIsCustom = false

    init(style: BackgroundStyle) {
        self.style = style
        backgroundColorStorage = style.fill(filled: false)
        cornerRadius = 0
    }

    /// The background of a plain list's row: the system background, grey while selected.
    public static func listPlainCell() -> UIBackgroundConfiguration { .init(style: .plainCell) }
    /// The background of a plain list's header or footer.
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration { .init(style: .plainHeaderFooter) }
    /// The background of a grouped list's row: the grouped secondary background, grey while selected.
    public static func listGroupedCell() -> UIBackgroundConfiguration { .init(style: .groupedCell) }
    /// The background of a grouped list's header or footer: clear.
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { .init(style: .groupedHeaderFooter) }
    /// The background of a sidebar's row: clear, the tint colour with round corners while selected.
    public static func listSidebarCell() -> UIBackgroundConfiguration {
        var configuration = UIBackgroundConfiguration(style: .sidebarCell)
        configuration.cornerRadius = 10
        return configuration
    }
    /// The background of a sidebar's header: clear.
    public static func listSidebarHeader() -> UIBackgroundConfiguration { .init(style: .sidebarHeader) }
    /// The background of a row of a sidebar accompanied by a supplementary column.
    public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration {
        var configuration = UIBackgroundConfiguration(style: .accompaniedSidebarCell)
        configuration.cornerRadius = 10
        return configuration
    }
    /// A clear background.
    public static func clear() -> UIBackgroundConfiguration { .init(style: .clear) }

    /// The fill drawn: ``backgroundColor`` (or `tintColor` when nil) through the transformer.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let base = backgroundColor ?? tintColor
        return backgroundColorTransformer.map { $0(base) } ?? base
    }

    /// The stroke's colour drawn: ``strokeColor`` (or `tintColor` when nil) through the transformer.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let base = strokeColor ?? tintColor
        return strokeColorTransformer.map { $0(base) } ?? base
    }

    /// A copy styled for `state`: a selected or highlighted row's fill (grey, or the tint in a
    /// sidebar). A fill the app set stays.
    public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration {
        guard !backgroundColorIsCustom else { return self }
        var copy = self
        copy.backgroundColorStorage = style.fill(filled: ListStateLook(state).isFilled)
        return copy
    }
}

/// The styles of ``UIBackgroundConfiguration``.
enum BackgroundStyle: Hashable, Sendable {
    case plainCell, plainHeaderFooter, groupedCell, groupedHeaderFooter
    case sidebarCell, sidebarHeader, accompaniedSidebarCell, clear

    /// The fill at rest or while selected or highlighted; nil is the tint colour.
    @MainActor func fill(filled: Bool) -> UIColor? {
        switch self {
        case .plainCell: filled ? .systemGray4 : .systemBackground
        case .groupedCell: filled ? .systemGray4 : .secondarySystemGroupedBackground
        case .plainHeaderFooter: .systemBackground
        case .sidebarCell, .accompaniedSidebarCell: filled ? nil : .clear
        case .groupedHeaderFooter, .sidebarHeader, .clear: .clear
        }
    }
}
