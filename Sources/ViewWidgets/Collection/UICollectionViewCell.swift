// UICollectionViewCell.swift: one item of a collection view: a content view for your subviews, a
// background and a selected background (https://developer.apple.com/documentation/uikit/uicollectionviewcell).

/// An item's view, as UIKit's `UICollectionViewCell`: put your subviews in ``contentView``; the
/// collection view sets ``isSelected`` and ``isHighlighted`` as the user touches it, and the
/// ``selectedBackgroundView`` shows while either is true.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view to put custom subviews in; it fills the cell. A content configuration replaces
    /// it with the view the configuration makes.
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
    public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) -> Void

    private var selectedStorage = false
    private var highlightedStorage = false

    /// Makes a cell with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpContentView()
    }

    /// Source compatibility; makes a zero-sized cell.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpContentView()
    }

    private func setUpContentView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// A view behind the content and the selected background, sized to the cell; nil by default.
    @exclusivity(unchecked) open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            if let backgroundView {
                backgroundView.frame = bounds
                insertSubview(backgroundView, at: 0)
            }
        }
    }

    /// A view shown behind the content while the cell is selected or highlighted; nil by default.
    @exclusivity(unchecked) open var selectedBackgroundView: UIView? {
        didSet {
            if oldValue !== selectedBackgroundView { oldValue?.removeFromSuperview() }
            updateSelectedBackground()
        }
    }

    /// Whether the cell is selected. The collection view sets it; override with `didSet` to
    /// restyle (UIKit changes nothing else).
    open var isSelected: Bool {
        get { selectedStorage }
        set {
            let changed = selectedStorage != newValue
            selectedStorage = newValue
            updateSelectedBackground()
            if changed { setNeedsUpdateConfiguration() }
        }
    }

    /// Whether a finger is on the cell (between touch down and up). The collection view sets it.
    open var isHighlighted: Bool {
        get { highlightedStorage }
        set {
            let changed = highlightedStorage != newValue
            highlightedStorage = newValue
            updateSelectedBackground()
            if changed { setNeedsUpdateConfiguration() }
        }
    }

    /// The state the cell's configurations are updated for: its traits, selection,
    /// highlight and interactive movement. Override to add custom values; start from `super`'s.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = selectedStorage
        state.isHighlighted = highlightedStorage
        state.isDisabled = !isUserInteractionEnabled
        state.isReordering = (superview as? UICollectionView)?.isMoving(self) ?? false
        addListState(to: &state)
        return state
    }

    /// Restyles the cell for `state`, after its configurations were updated by themselves and
    /// before ``configurationUpdateHandler``. Does nothing by default; override to set the
    /// content and background configurations for the state.
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// The cell's drag state changed (iOS 11). Never called here: there is no drag and drop.
    open func dragStateDidChange(_ dragState: DragState) {}

    /// Adds a list cell's states (expanded, editing, swiped); none for a plain collection cell.
    func addListState(to state: inout UICellConfigurationState) {}

    /// Where the content view goes: the whole cell; a list cell lays its accessories out and
    /// gives the space between them.
    func layOutContentFrame() -> CGRect { bounds }

    /// The list's background for a list cell; nil for a plain collection cell.
    func listDefaultBackgroundConfiguration() -> UIBackgroundConfiguration? { nil }

    /// Keeps the content view, background and selected background the size of the cell.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateConfigurationIfNeeded()
        layOutConfigurationBackground()
        // A reused cell of the same size is laid out on every scroll step: only a change is set.
        let bounds = self.bounds
        let contentFrame = layOutContentFrame()
        if contentView.frame != contentFrame { contentView.frame = contentFrame }
        if let backgroundView, backgroundView.frame != bounds { backgroundView.frame = bounds }
        if let selectedBackgroundView, selectedBackgroundView.frame != bounds { selectedBackgroundView.frame = bounds }
    }

    /// A cell sizes itself from its content view's constraints.
    /// The configurations are brought up to date first, so the size is the configured content's.
    override var fittingRoot: UIView {
        updateConfigurationIfNeeded()
        return contentView
    }

    /// Shows the selected background while selected or highlighted, just above the background view.
    private func updateSelectedBackground() {
        guard let view = selectedBackgroundView else { return }
        if selectedStorage || highlightedStorage {
            if view.superview !== self { insertSubview(view, at: backgroundView == nil ? 0 : 1) }
            view.frame = bounds
        } else {
            view.removeFromSuperview()
        }
    }
}
