// UICollectionViewListCell.swift: a collection view cell with a list's look: the list's default
// content and background, accessories at its edges and indentation for outlines
// (iOS 14; https://developer.apple.com/documentation/uikit/uicollectionviewlistcell).

/// A cell of a list, as UIKit's `UICollectionViewListCell`: in a list section it takes the list's
/// background and separators, its ``defaultContentConfiguration()`` is the list's cell (or header)
/// style, its ``accessories`` sit at its edges beside the content view, and its content is
/// indented by ``indentationLevel`` steps of ``indentationWidth``.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// The accessories, shown at the leading and trailing edges in the editing states each is
    /// displayed in; none by default.
    open var accessories: [UICellAccessory] = [] {
        didSet { setNeedsLayout() }
    }

    /// How many steps of ``indentationWidth`` the content is indented; 0 by default. A diffable
    /// data source with section snapshots sets it to the item's level.
    open var indentationLevel = 0 {
        didSet { if oldValue != indentationLevel { setNeedsLayout() } }
    }

    /// The width of one indentation step; 10 points by default.
    open var indentationWidth: CGFloat = 10 {
        didSet { if oldValue != indentationWidth { setNeedsLayout() } }
    }

    /// Whether the leading accessories are indented with the content; true by default.
    open var indentsAccessories = true {
        didSet { if oldValue != indentsAccessories { setNeedsLayout() } }
    }

    /// The views of the accessories shown, leading ones first.
    var accessoryViews: [ListAccessoryView] = []
    /// How far a swipe moved the cell's content sideways, and the actions shown in the space.
    var swipeOffset: CGFloat = 0
    var swipeActionsView: SwipeActionsView?
    /// The separator layout guide and its system constraints, made when first asked for.
    var separatorGuideStorage: ListSeparatorGuide?

    /// Makes a list cell with a plain list's background until a list section gives it its own.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setAutomaticListBackground()
    }

    /// Source compatibility; makes a zero-sized list cell.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setAutomaticListBackground()
    }

    /// The list's cell style: a sidebar cell in a sidebar, a header style for a header (a
    /// supplementary header, or the first item of a section whose header mode is
    /// `.firstItemInSection`), a footer style for a footer, else `.cell()`.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        guard let placement = listPlacement else { return .cell() }
        let grouped = placement.appearance == .grouped || placement.appearance == .insetGrouped
        let sidebar = placement.appearance == .sidebar || placement.appearance == .sidebarPlain
        switch placement.role {
        case .cell: return sidebar ? .sidebarCell() : .cell()
        case .header: return sidebar ? .sidebarHeader() : grouped ? .groupedHeader() : .plainHeader()
        case .footer: return grouped ? .groupedFooter() : .plainFooter()
        }
    }

    /// Lays the accessories out at the edges and the content view between them.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutSwipe()
        updateSeparatorGuide()
    }

    /// The accessories at the edges; the content view between them.
    override func layOutContentFrame() -> CGRect {
        layOutAccessories()
    }

    /// While a row's swipe actions show, a touch anywhere but on their buttons goes to the
    /// collection view, which only hides them (a control in a row does not act).
    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        guard let hit, let collectionView = owningCollectionView, collectionView.listSwipeActions?.isRevealing == true else { return hit }
        if let actions = swipeActionsView, hit.isDescendant(of: actions) { return hit }
        return collectionView
    }

    // MARK: - Accessibility
    // A row of a list reads as one element, as a table view's row does: VoiceOver and UI tests
    // see the cell, labelled by its content (`app.cells["Inbox"]`), its text still queryable
    // inside it.

    /// True unless set, as for a table view's cell.
    open override var isAccessibilityElement: Bool {
        get { accessibilityStorage?.isElement ?? true }
        set { super.isAccessibilityElement = newValue }
    }

    /// The labels of its content's elements (text, secondary text, label accessories) joined by
    /// ", " unless a label was set.
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? accessibilityLabelOfSubviewElements(excluding: swipeActionsView) }
        set { super.accessibilityLabel = newValue }
    }

    /// `.selected` while selected, added to the traits.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { isSelected ? super.accessibilityTraits.union(.selected) : super.accessibilityTraits }
        set { super.accessibilityTraits = newValue }
    }

    /// Resets the indentation, as UIKit does for a reused list cell.
    open override func prepareForReuse() {
        super.prepareForReuse()
        indentationLevel = 0
    }

    /// The editing, expanded and outline states the list adds to a cell's state.
    override func addListState(to state: inout UICellConfigurationState) {
        state.isEditing = owningCollectionView?.isEditing ?? false
        state.isExpanded = outlineState?.isExpanded ?? false
        state.isSwiped = swipeActionsView != nil
    }

    /// The list's background for the cell's place.
    override func listDefaultBackgroundConfiguration() -> UIBackgroundConfiguration? {
        guard let placement = listPlacement else { return .listPlainCell() }
        switch (placement.appearance, placement.role) {
        case (.plain, .cell): return .listPlainCell()
        case (.grouped, .cell), (.insetGrouped, .cell): return .listGroupedCell()
        case (.sidebar, .cell), (.sidebarPlain, .cell): return .listSidebarCell()
        case (.grouped, _), (.insetGrouped, _): return .listGroupedHeaderFooter()
        case (.sidebar, _), (.sidebarPlain, _): return .listSidebarHeader()
        case (.plain, _): return .listPlainHeaderFooter()
        }
    }

    /// A new place in a list: the list's background (unless the app set its own), round
    /// corners at the ends of an inset-grouped section, and a configuration update.
    override func listPlacementDidChange() {
        if configurationHost.backgroundIsAutomatic, let background = listDefaultBackgroundConfiguration() {
            setBackgroundConfiguration(background)
            configurationHost.backgroundIsAutomatic = true
        }
        roundInsetGroupedCorners()
        setNeedsUpdateConfiguration()
    }

    /// Draws the separator below the row, from the text's leading edge (not below the last row of
    /// a grouped section, nor for a header or footer), above the subviews.
    open override func drawSVGContent(in context: SVGDrawingContext) {
        super.drawSVGContent(in: context)
        drawListSeparator(in: context)
    }

    private func setAutomaticListBackground() {
        setBackgroundConfiguration(.listPlainCell())
        configurationHost.backgroundIsAutomatic = true
    }
}
