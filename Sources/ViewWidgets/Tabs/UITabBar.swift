// UITabBar.swift: the bar of tabs at the bottom of the screen: items, selection, delegate,
// appearance and the override points. Its buttons and their layout are in UITabBar+Layout.swift.

/// A bar of items at the bottom of the screen, one of them selected, as UIKit's `UITabBar`.
///
/// Each item is a button as wide as the bar divided by the number of items: its image above its
/// title, the selected one in the tint colour, a badge at the top right of the image. A tap on an
/// item (a finger lifted inside it) selects it and tells the ``delegate``.
///
/// A ``UITabBarController`` makes its own bar and keeps the items in step with its view
/// controllers; setting ``items``, ``selectedItem`` or ``delegate`` on such a bar is reported as
/// UIKit raises it and changes nothing.
///
/// The bar is 49 points high (32 on a phone on its side, each item's image beside its title),
/// plus the bottom of the safe area when it is in a window (``sizeThatFits(_:)``).
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// Makes a bar with the given frame and no items.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpBar()
    }

    /// Source compatibility; makes a zero-sized bar with no items.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpBar()
    }

    // MARK: - Items

    /// The items, left to right; nil when there are none. Setting it is `setItems(_:animated: false)`.
    open var items: [UITabBarItem]? {
        get { itemStorage.isEmpty ? nil : itemStorage }
        set { setItems(newValue, animated: false) }
    }

    /// Replaces the items; the selected item stays selected when it is still among them. On a bar
    /// that a tab bar controller manages, this is reported as UIKit raises it and changes nothing.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        guard refuseIfManaged() else { return }
        replaceItems(items ?? [])
    }

    /// The selected item, drawn in the tint colour; nil when none is. Setting it selects an item
    /// without telling the delegate; an item that is not in ``items`` is ignored. On a managed bar,
    /// setting it is reported and changes nothing.
    open var selectedItem: UITabBarItem? {
        get { selectedItemStorage }
        set {
            guard refuseIfManaged() else { return }
            select(newValue)
        }
    }

    /// The object told about taps on items, held weakly; nil by default. Setting it on a bar that
    /// a tab bar controller manages is reported as UIKit raises it.
    open var delegate: UITabBarDelegate? {
        get { delegateStorage }
        set {
            if managingController != nil {
                Headless.reportViolation("Changing the delegate of a tab bar managed by a tab bar controller is not allowed.")
                return
            }
            delegateStorage = newValue
        }
    }

    // MARK: - Appearance

    /// The look of the bar (iOS 13): a copy of the appearance assigned, or, until one is, an
    /// appearance made from the older properties (``barTintColor``, ``isTranslucent``). The
    /// selected item's own `standardAppearance` overrides it. The bar keeps a copy: change the
    /// object afterwards and assign it again to show the change.
    open var standardAppearance: UITabBarAppearance {
        get { (standardAppearanceStorage ?? legacyAppearance).copy() }
        set {
            standardAppearanceStorage = newValue.copy()
            appearanceDidChange()
        }
    }

    /// The look of the bar while the content's bottom edge is at the bar (iOS 15); nil by
    /// default: the standard appearance with a transparent background and no shadow. Only a tab
    /// bar controller's bar follows the scroll edge. The bar keeps a copy.
    open var scrollEdgeAppearance: UITabBarAppearance? {
        get { scrollEdgeAppearanceStorage?.copy() }
        set {
            scrollEdgeAppearanceStorage = newValue?.copy()
            appearanceDidChange()
        }
    }

    /// The colour of the items that are not selected; nil (UIKit's grey) by default.
    open var unselectedItemTintColor: UIColor? {
        didSet { updateItemAppearance() }
    }

    /// The colour of the bar's background; nil (UIKit's light grey) by default.
    open var barTintColor: UIColor? {
        didSet { updateBackground() }
    }

    /// Whether the bar is see-through; true by default. A tab bar controller lays its selected
    /// controller's view out under a translucent bar (the whole view) and above an opaque one.
    open var isTranslucent = true {
        didSet {
            guard oldValue != isTranslucent else { return }
            updateBackground()
            managingController?.viewIfLoaded?.setNeedsLayout()
        }
    }

    // MARK: - Layout and sizing

    /// The width given and a height of 49 points (32 on a phone whose height is compact), plus
    /// the bottom of the window's safe area.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let safeBottom = window?.safeAreaInsets.bottom ?? 0
        return CGSize(width: size.width, height: itemRowHeight + safeBottom)
    }

    /// The height of the row of items for the bar's traits: 49 points, 32 on a phone whose
    /// height is compact, where each item shows its image beside its title.
    var itemRowHeight: CGFloat {
        traitCollection.usesCompactBarMetrics ? UITabBar.compactBarHeight : UITabBar.barHeight
    }

    /// Places one button per item, side by side, each as wide as the bar divided by their number.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutButtons()
    }

    /// Draws the hairline along the top of the bar in the picture (`renderSVG()`), in the shadow
    /// colour of the appearance in effect (none when it has no shadow).
    open override func drawSVGContent(in context: SVGDrawingContext) {
        super.drawSVGContent(in: context)
        context.drawAboveSubviews {
            backgroundView.drawShadow(in: context, width: bounds.width, atY: 0)
        }
    }

    // MARK: - Storage (internal)

    /// The height of the bar's items (UIKit's on a phone in portrait).
    static let barHeight: CGFloat = 49
    /// The height of the bar's items on a phone whose height is compact (on its side).
    static let compactBarHeight: CGFloat = 32

    var itemStorage: [UITabBarItem] = []
    weak var selectedItemStorage: UITabBarItem?
    weak var delegateStorage: UITabBarDelegate?
    /// The tab bar controller that owns this bar, if any.
    weak var managingController: UITabBarController?
    /// The appearances assigned (copies), nil until assigned.
    var standardAppearanceStorage: UITabBarAppearance?
    var scrollEdgeAppearanceStorage: UITabBarAppearance?
    /// Whether the content's bottom edge is at the bar; set by the managing tab bar controller
    /// as its selected controller's content scrolls (UITabBar+Appearance.swift).
    var isAtScrollEdge = false {
        didSet { if oldValue != isAtScrollEdge { appearanceDidChange() } }
    }
    /// The appearance shown now (UITabBar+Appearance.swift).
    var appearanceInEffect = UITabBarAppearance()
    /// The bar's background, behind the buttons.
    let backgroundView = _UIBarBackground()
    /// One button per item, in the items' order.
    var buttons: [UITabBarButton] = []

    private func setUpBar() {
        isOpaque = false
        backgroundView.isUserInteractionEnabled = false
        backgroundView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        insertSubview(backgroundView, at: 0)
        updateBackground()
    }

    /// Reports a change UIKit refuses on a managed bar; returns whether the change may go on.
    private func refuseIfManaged() -> Bool {
        guard managingController != nil else { return true }
        Headless.reportViolation("Directly modifying a tab bar managed by a tab bar controller is not allowed.")
        return false
    }

    // MARK: - Accessibility
    /// `.tabBar` unless traits were set, as in UIKit.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityStorage?.traits == nil ? super.accessibilityTraits.union(.tabBar) : super.accessibilityTraits }
        set { super.accessibilityTraits = newValue }
    }
}
