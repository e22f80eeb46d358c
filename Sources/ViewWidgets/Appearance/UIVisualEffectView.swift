// UIVisualEffectView.swift: a view that shows a blur or a vibrancy over what lies behind it, its
// content in a content view. Nothing blurs: a blur is drawn as a translucent fill of the
// style's colour (UIVisualEffectView+Materials.swift).

/// A view that applies a visual effect, as UIKit's `UIVisualEffectView`
/// (https://developer.apple.com/documentation/uikit/uivisualeffectview).
///
/// Its subviews go in ``contentView``, which fills it (it follows the view's size through its
/// autoresizing mask). Adding a subview to the effect view itself is reported as UIKit raises
/// it ("... has been added as a subview to ... Do not add subviews directly to the visual effect
/// view itself, instead add them to the -contentView.") and changes nothing.
///
/// A ``UIBlurEffect`` is drawn as a translucent fill of its style's colour, light or dark as the
/// style or the view's traits say (the layer's background colour, so setting ``effect`` inside
/// `UIView.animate` fades from one fill to the other); a ``UIVibrancyEffect`` or no effect draws
/// nothing. The view is not an accessibility element; its content's elements are.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView, TraitAdaptingView {
    /// The view that holds the content shown with the effect: add subviews here.
    public let contentView: UIView

    /// The effect shown: a ``UIBlurEffect``, a ``UIVibrancyEffect``, or nil for none. Setting it
    /// inside an animation block animates the change of fill.
    open var effect: UIVisualEffect? {
        didSet { showEffect() }
    }

    /// Makes a view showing `effect` (nil: none), with an empty content view.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        contentView = _UIVisualEffectContentView(frame: .zero)
        super.init(frame: .zero)
        setUpContentView()
    }

    /// Source compatibility; makes a zero-sized view with no effect.
    public required init?(coder: NSCoder) {
        effect = nil
        contentView = _UIVisualEffectContentView(frame: .zero)
        super.init(coder: coder)
        setUpContentView()
    }

    /// Puts the content view in, filling the view and following its size, and shows the effect.
    private func setUpContentView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        super.insertSubview(contentView, at: 0)
        showEffect()
    }

    /// The colour painted under the content: the background colour when one is set, else the
    /// effect's fill.
    open override var backgroundColor: UIColor? {
        didSet { showEffect() }
    }

    // MARK: - Subviews belong in the content view

    /// Adds `view` in front; any view but ``contentView`` is reported as UIKit raises it (add it to
    /// the content view instead), and nothing changes.
    open override func addSubview(_ view: UIView) {
        guard acceptsDirectSubview(view) else { return }
        super.addSubview(view)
    }

    /// Inserts `view` at `index`; any view but ``contentView`` is reported as UIKit raises it, and
    /// nothing changes.
    open override func insertSubview(_ view: UIView, at index: Int) {
        guard acceptsDirectSubview(view) else { return }
        super.insertSubview(view, at: index)
    }

    /// Whether `view` may be a direct subview: only the content view; another is reported with
    /// UIKit's message.
    private func acceptsDirectSubview(_ view: UIView) -> Bool {
        guard view !== contentView else { return true }
        Headless.reportViolation("\(view.description) has been added as a subview to \(description). "
                                 + "Do not add subviews directly to the visual effect view itself, instead add them to the -contentView.")
        return false
    }

    // MARK: - Drawing the effect

    /// Paints the effect's fill (or the background colour) with the view's current traits.
    private func showEffect() {
        let color = backgroundColor ?? (effect as? UIBlurEffect).map { UIVisualEffectView.fill(of: $0.style) }
        layer.backgroundColor = color?.resolvedColor(with: traitCollection).cgColor
    }

    /// The traits changed (dark mode...): the fill is resolved again.
    package func traitsDidChange(from previous: UITraitCollection) {
        showEffect()
    }
}

/// The view behind `UIVisualEffectView.contentView` (internal; named after UIKit's own so tree
/// dumps read as on a device).
final class _UIVisualEffectContentView: UIView {}
