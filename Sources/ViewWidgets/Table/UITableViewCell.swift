// UITableViewCell.swift: one row of a table, with UIKit's built-in styles (default, value1, value2
// and subtitle: https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle).

/// A row's view, as UIKit's `UITableViewCell`: a `contentView` for your subviews, standard
/// labels and an image view laid out by ``CellStyle``, an accessory, and selection state.
///
/// Made with `init(style:reuseIdentifier:)` it is 320x44, as in UIKit; the table sizes it to its row.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// The built-in layout chosen at creation.
    let cellStyle: CellStyle

    /// The identifier of the reuse pool this cell goes back to; nil cells are not reused.
    @exclusivity(unchecked) open private(set) var reuseIdentifier: String?

    /// The view to put custom subviews in; it excludes the accessory area. A content
    /// configuration replaces it with the view the configuration makes.
    open var contentView: UIView { contentViewStorage }

    /// The content view: a plain view, or a configuration's content view.
    var contentViewStorage = UIView()

    /// The content and background configurations and whether they need an update.
    let configurationHost = ConfigurationHost()

    /// Called after ``updateConfiguration(using:)`` each time the cell's configuration updates:
    /// restyle the cell for its state here. Setting it asks for an update.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// A closure that restyles a cell for its configuration state.
    public typealias ConfigurationUpdateHandler = (UITableViewCell, UICellConfigurationState) -> Void

    // Unchecked fields: see "Unchecked and unsafe fields" in Docs/Performance.md.
    @exclusivity(unchecked) private var textLabelStorage: UILabel?
    @exclusivity(unchecked) private var detailTextLabelStorage: UILabel?
    @exclusivity(unchecked) private var imageViewStorage: UIImageView?
    @exclusivity(unchecked) private var selectedStorage = false
    @exclusivity(unchecked) private var highlightedStorage = false
    /// Editing mode, its controls and the swipe offset (UITableViewCell+Editing.swift).
    var editingParts = CellEditingParts()

    /// Whether the cell is in editing mode (its table's); false by default. Setting it calls
    /// `setEditing(_:animated:)` without animation.
    open var isEditing: Bool {
        get { editingParts.isEditing }
        set { setEditing(newValue, animated: false) }
    }

    /// Shows or hides the editing controls (a delete or insert control, a reorder control) and
    /// indents the content; the table calls it when its editing mode changes. Override to change
    /// your content too; call `super`.
    open func setEditing(_ editing: Bool, animated: Bool) {
        applyEditing(editing)
    }

    /// Whether the cell shows its swipe actions (the Delete button a swipe or a delete control
    /// reveals); false by default.
    public var showingDeleteConfirmation: Bool { editingParts.swipeActionsView != nil }

    /// The cell is about to change state (editing mode, the delete confirmation): `state` is the
    /// state it goes to. Called before the change, then `layoutSubviews()` places the new parts.
    /// Override to set up views for the new state; call `super`.
    open func willTransition(to state: StateMask) {}

    /// The cell changed state (editing mode, the delete confirmation): `state` is its new state.
    /// Nothing animates here, so it follows `willTransition(to:)` at once. Call `super`.
    open func didTransition(to state: StateMask) {}

    /// The cell's drag state changed (iOS 11). Never called here: there is no drag and drop.
    open func dragStateDidChange(_ dragState: DragState) {}

    /// Makes a cell of `style` for the reuse pool `reuseIdentifier`, 320x44.
    public init(style: CellStyle, reuseIdentifier: String?) {
        cellStyle = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        autoresizingMask = .flexibleWidth
        contentView.frame = bounds
        addSubview(contentView)
    }

    /// Makes a default-style cell with no reuse identifier, with the given frame.
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Source compatibility; makes a default-style cell.
    public required init?(coder: NSCoder) {
        cellStyle = .default
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// Makes a default-style cell for a table's registered class: how
    /// `dequeueReusableCell(withIdentifier:for:)` makes a cell of a registered subclass. A subclass
    /// that overrides `init(style:reuseIdentifier:)` inherits this and gets its override called.
    public required convenience init(registeredReuseIdentifier: String) {
        self.init(style: .default, reuseIdentifier: registeredReuseIdentifier)
    }

    // MARK: - Standard subviews

    /// The main label, made on first use.
    open var textLabel: UILabel? {
        if let label = textLabelStorage { return label }
        let label = UILabel()
        label.font = cellStyle == .value2 ? .boldSystemFont(ofSize: 12) : .systemFont(ofSize: 17)
        label.textAlignment = cellStyle == .value2 ? .right : .natural
        label.isHighlighted = isShowingSelection
        textLabelStorage = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// The secondary label; nil for the `.default` style.
    open var detailTextLabel: UILabel? {
        guard cellStyle != .default else { return nil }
        if let label = detailTextLabelStorage { return label }
        let label = UILabel()
        switch cellStyle {
        case .subtitle: label.font = .systemFont(ofSize: 12)
        case .value1:
            label.font = .systemFont(ofSize: 17)
            label.textColor = UIColor(red: 0.56, green: 0.56, blue: 0.58, alpha: 1)
            label.textAlignment = .right
        default: label.font = .systemFont(ofSize: 12)
        }
        label.isHighlighted = isShowingSelection
        detailTextLabelStorage = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// The image view on the left, made on first use.
    open var imageView: UIImageView? {
        if let view = imageViewStorage { return view }
        let view = UIImageView()
        view.isHighlighted = isShowingSelection
        imageViewStorage = view
        contentView.addSubview(view)
        setNeedsLayout()
        return view
    }

    // MARK: - Accessory, background, selection

    /// The standard accessory; `.none` by default.
    @exclusivity(unchecked) open var accessoryType: AccessoryType = .none { didSet { setNeedsLayout() } }

    /// A custom accessory view, shown instead of `accessoryType`.
    @exclusivity(unchecked) open var accessoryView: UIView? {
        didSet {
            if oldValue !== accessoryView { oldValue?.removeFromSuperview() }
            if let accessoryView { addSubview(accessoryView) }
            setNeedsLayout()
        }
    }

    /// How the selected cell looks; `.default` by default.
    open var selectionStyle: SelectionStyle = .default

    /// A view behind the content; nil by default.
    @exclusivity(unchecked) open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// A view behind the content shown while the cell is selected or highlighted; nil by default.
    @exclusivity(unchecked) open var selectedBackgroundView: UIView? {
        didSet {
            if oldValue !== selectedBackgroundView { oldValue?.removeFromSuperview() }
            updateSelectedBackground()
        }
    }

    /// The separator's insets; 15 points on the left by default.
    open var separatorInset = UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 0)

    /// How far the content is indented, in `indentationWidth` steps; 0 by default.
    @exclusivity(unchecked) open var indentationLevel = 0 { didSet { setNeedsLayout() } }

    /// The width of one indentation step; 10 by default.
    @exclusivity(unchecked) open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }

    /// Whether the cell is selected. Setting it calls `setSelected(_:animated:)` without animation.
    open var isSelected: Bool {
        get { selectedStorage }
        set { setSelected(newValue, animated: false) }
    }

    /// Whether the cell is highlighted (a finger is on it). Setting it calls `setHighlighted(_:animated:)`.
    open var isHighlighted: Bool {
        get { highlightedStorage }
        set { setHighlighted(newValue, animated: false) }
    }

    /// Selects or deselects the cell: its labels and image view show their highlighted state and
    /// the selected background appears. Override to restyle; call `super`.
    open func setSelected(_ selected: Bool, animated: Bool) {
        let changed = selectedStorage != selected
        selectedStorage = selected
        updateHighlightedAppearance()
        if changed { setNeedsUpdateConfiguration() }
    }

    /// Highlights or unhighlights the cell, as `setSelected(_:animated:)` does.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        let changed = highlightedStorage != highlighted
        highlightedStorage = highlighted
        updateHighlightedAppearance()
        if changed { setNeedsUpdateConfiguration() }
    }

    /// The state the cell's configurations are updated for: its traits, selection, highlight,
    /// editing and swipe state. Override to add custom values; start from `super`'s.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = selectedStorage
        state.isHighlighted = highlightedStorage
        state.isDisabled = !isUserInteractionEnabled
        state.isEditing = editingParts.isEditing
        state.isSwiped = editingParts.swipeActionsView != nil
        state.isReordering = editingParts.isReordering
        return state
    }

    /// Restyles the cell for `state`, after its configurations were updated by themselves and
    /// before ``configurationUpdateHandler``. Does nothing by default; override to set the
    /// content and background configurations for the state.
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// Resets the state a reused cell should not carry: selection, highlight, editing. Called just
    /// before the table hands the cell out again. Override to clear your own content; call `super`.
    open func prepareForReuse() {
        let changed = selectedStorage || highlightedStorage
        selectedStorage = false
        highlightedStorage = false
        updateHighlightedAppearance()
        if changed { setNeedsUpdateConfiguration() }
    }

    /// Lays out the content view, the standard labels and image by style, and the accessory.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateConfigurationIfNeeded()
        layoutStandardParts()
        layOutEditingParts()
        layOutConfigurationBackground()
    }

    /// The size a self-sizing row gives the cell at `targetSize.width`, as UIKit's cell measures
    /// it: the content view is fitted at that width less the accessory's, and its constraints
    /// give the height. A content view without constraints gets the standard parts' height (at
    /// least 44, taller for multi-line labels).
    open override func systemLayoutSizeFitting(_ targetSize: CGSize,
                                               withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                               verticalFittingPriority: UILayoutPriority) -> CGSize {
        selfSizedSize(fitting: targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    /// Adds the text label's text to the dump, as UIKit's description does.
    open override func appendDescriptionFields(to fields: inout ViewDescriptionFields) {
        super.appendDescriptionFields(to: &fields)
        if let text = textLabelStorage?.text { fields.leading.append("text = '\(text)'") }
    }

    /// Draws the separator and the standard accessory into a picture (UITableViewCell+SVG.swift).
    open override func drawSVGContent(in context: SVGDrawingContext) {
        super.drawSVGContent(in: context)
        drawCellSVGContent(in: context)
    }

    // MARK: - Internal

    /// The standard labels and image view made so far (without making any).
    var existingStandardParts: (text: UILabel?, detail: UILabel?, image: UIImageView?) {
        (textLabelStorage, detailTextLabelStorage, imageViewStorage)
    }

    /// Whether the cell shows itself selected: selected or highlighted, with a visible selection style.
    var isShowingSelection: Bool {
        (selectedStorage || highlightedStorage) && selectionStyle != .none
    }

    private func updateHighlightedAppearance() {
        let lit = isShowingSelection
        textLabelStorage?.isHighlighted = lit
        detailTextLabelStorage?.isHighlighted = lit
        imageViewStorage?.isHighlighted = lit
        updateSelectedBackground()
    }

    private func updateSelectedBackground() {
        guard let view = selectedBackgroundView else { return }
        if isShowingSelection {
            if view.superview !== self { insertSubview(view, at: backgroundView == nil ? 0 : 1) }
            view.frame = bounds
        } else {
            view.removeFromSuperview()
        }
    }

    // MARK: - Accessibility
    /// True unless set, as in UIKit.
    open override var isAccessibilityElement: Bool {
        get { accessibilityStorage?.isElement ?? true }
        set { super.isAccessibilityElement = newValue }
    }

    /// The labels of its subviews' elements joined by ", " unless a label was set, as in UIKit.
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? accessibilityLabelOfSubviewElements() }
        set { super.accessibilityLabel = newValue }
    }

    /// `.selected` while selected, added to the traits.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { isSelected ? super.accessibilityTraits.union(.selected) : super.accessibilityTraits }
        set { super.accessibilityTraits = newValue }
    }
}

extension UIView {
    /// The labels of the accessibility elements among the subviews' trees, in reading order,
    /// joined by ", "; nil when none: what a cell read as one element says. `excluding`: a
    /// subview whose elements are left out (a row's revealed swipe actions).
    func accessibilityLabelOfSubviewElements(excluding excluded: UIView? = nil) -> String? {
        let labels = subviews.filter { $0 !== excluded }.flatMap(\.accessibilityElementViews)
            .compactMap(\.accessibilityLabel).filter { !$0.isEmpty }
        return labels.isEmpty ? nil : labels.joined(separator: ", ")
    }
}

extension UITableViewCell: ReusableView {}
