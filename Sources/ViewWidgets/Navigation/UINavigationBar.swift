// UINavigationBar.swift: the bar at the top of a navigation interface: a stack of navigation
// items, the delegate, the appearance properties and the override points. Building and placing
// the bar's views is in UINavigationBar+Content.swift.

/// A bar that shows the top item of a stack of ``UINavigationItem``s, as UIKit's `UINavigationBar`:
/// the title (a `UILabel`, or the item's `titleView`) in the middle, the item's bar button items
/// on both sides, and a back button titled after the item below, which pops when tapped.
///
/// A ``UINavigationController`` makes its own bar and keeps the items in step with its view
/// controllers; calling ``setItems(_:animated:)``, ``pushItem(_:animated:)``,
/// ``popItem(animated:)`` or setting ``delegate`` on such a bar is reported as UIKit reports it.
/// A bar made by the app manages its own stack and asks its ``delegate``.
///
/// The bar is 44 points high, 96 with a large title (``sizeThatFits(_:)``); on a phone whose height
/// is compact (held on its side) it is 32 points high and shows no large title. Item changes show
/// at once; `animated` is accepted and the change is not animated.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// Makes a bar with the given frame and no items.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpBar()
    }

    /// Draws the hairline under the bar in the picture (`renderSVG()`), above its items, in the
    /// shadow colour of the appearance in effect (none when it has no shadow).
    open override func drawSVGContent(in context: SVGDrawingContext) {
        super.drawSVGContent(in: context)
        context.drawAboveSubviews {
            backgroundView.drawShadow(in: context, width: bounds.width, atY: bounds.height, growingUp: true)
        }
    }

    /// Source compatibility; makes a zero-sized bar with no items.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpBar()
    }

    // MARK: - The item stack

    /// The stack of items, the bottom one first; nil when empty. Setting it is
    /// `setItems(_:animated: false)`.
    open var items: [UINavigationItem]? {
        get { itemStack.isEmpty ? nil : itemStack }
        set { setItems(newValue, animated: false) }
    }

    /// The item shown: the top of the stack, or nil.
    open var topItem: UINavigationItem? { itemStack.last }

    /// The item below the top one, whose title the back button shows, or nil.
    open var backItem: UINavigationItem? {
        itemStack.count >= 2 ? itemStack[itemStack.count - 2] : nil
    }

    /// Replaces the stack of items (the delegate is not asked). On a bar that a navigation
    /// controller manages, this is reported as UIKit reports it and changes nothing.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        guard refuseIfManaged("setItems:animated:") else { return }
        replaceItems(items ?? [])
    }

    /// Pushes `item` on the stack when the delegate's `navigationBar(_:shouldPush:)` allows it,
    /// then tells the delegate `navigationBar(_:didPush:)`. An item already on the stack is not
    /// pushed again. On a managed bar, this is reported and changes nothing.
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        guard refuseIfManaged("pushNavigationItem:animated:") else { return }
        guard !itemStack.contains(where: { $0 === item }) else { return }
        guard delegate?.navigationBar(self, shouldPush: item) ?? true else { return }
        replaceItems(itemStack + [item])
        delegate?.navigationBar(self, didPush: item)
    }

    /// Pops the top item when the delegate's `navigationBar(_:shouldPop:)` allows it, tells the
    /// delegate `navigationBar(_:didPop:)`, and returns the item (nil when nothing was popped).
    /// On a managed bar, this is reported and changes nothing.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard refuseIfManaged("popNavigationItemAnimated:") else { return nil }
        guard let top = topItem else { return nil }
        guard delegate?.navigationBar(self, shouldPop: top) ?? true else { return nil }
        replaceItems(Array(itemStack.dropLast()))
        delegate?.navigationBar(self, didPop: top)
        return top
    }

    /// The object told about pushes and pops, held weakly; nil by default. A navigation
    /// controller's bar has the controller behind it, and setting this on it is reported as
    /// "Cannot manually set the delegate on a UINavigationBar managed by a controller."
    open var delegate: UINavigationBarDelegate? {
        get { delegateStorage }
        set {
            if managingController != nil {
                Headless.reportViolation("Cannot manually set the delegate on a UINavigationBar managed by a controller.")
                return
            }
            delegateStorage = newValue
        }
    }

    // MARK: - Appearance

    /// The look of the bar at standard height (iOS 13): a copy of the appearance assigned, or,
    /// until one is, an appearance made from the bar's older properties (``barTintColor``,
    /// ``isTranslucent``, ``titleTextAttributes``, ``largeTitleTextAttributes``). The bar keeps
    /// a copy: change the object afterwards and assign it again to show the change.
    open var standardAppearance: UINavigationBarAppearance {
        get { (standardAppearanceStorage ?? legacyAppearance).copy() }
        set {
            standardAppearanceStorage = newValue.copy()
            appearanceDidChange()
        }
    }

    /// The look of the bar at compact height (a phone on its side); nil (the
    /// ``standardAppearance``) by default. The bar keeps a copy.
    open var compactAppearance: UINavigationBarAppearance? {
        get { compactAppearanceStorage?.copy() }
        set {
            compactAppearanceStorage = newValue?.copy()
            appearanceDidChange()
        }
    }

    /// The look of the bar while the content's top edge is at the bar (scrolled to its top);
    /// nil by default: the standard appearance with a transparent background and no shadow.
    /// Only a navigation controller's bar follows the scroll edge. The bar keeps a copy.
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { scrollEdgeAppearanceStorage?.copy() }
        set {
            scrollEdgeAppearanceStorage = newValue?.copy()
            appearanceDidChange()
        }
    }

    /// The look of a compact-height bar at the scroll edge; nil (the ``scrollEdgeAppearance``)
    /// by default. The bar keeps a copy.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { compactScrollEdgeAppearanceStorage?.copy() }
        set {
            compactScrollEdgeAppearanceStorage = newValue?.copy()
            appearanceDidChange()
        }
    }

    /// The bar's style; `.default` by default. A navigation controller's status bar shows light
    /// content over a `.black` bar; the bar itself draws with its appearance (Differences.md).
    open var barStyle = UIBarStyle.default

    /// Whether the bar is see-through; true by default. A navigation controller lays its top
    /// controller's view out under a translucent bar (the whole screen) and below an opaque one.
    open var isTranslucent = true {
        didSet {
            if oldValue != isTranslucent {
                updateBackground()
                managingController?.viewIfLoaded?.setNeedsLayout()
            }
        }
    }

    /// The colour of the bar's background; nil (UIKit's light grey) by default. Shown until a
    /// ``standardAppearance`` is assigned.
    open var barTintColor: UIColor? {
        didSet { updateBackground() }
    }

    /// The attributes of the title: `.font` (semibold 17 points by default) and
    /// `.foregroundColor` (black by default); nil by default. Shown until a
    /// ``standardAppearance`` is assigned.
    open var titleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet { appearanceDidChange() }
    }

    /// Whether the bar shows its top item's title large, in a 52-point band below the row of
    /// items, when the item's `largeTitleDisplayMode` allows it; false by default. The bar is then
    /// 96 points high, as on a phone.
    open var prefersLargeTitles = false {
        didSet { if prefersLargeTitles != oldValue { reloadContent() } }
    }

    /// The attributes of the large title: `.font` (bold 34 points by default) and
    /// `.foregroundColor` (black by default); nil by default. Shown until a
    /// ``standardAppearance`` is assigned.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet { appearanceDidChange() }
    }

    // MARK: - Layout and sizing

    /// The bar's size for `size`: the width given and a height of 44 points, or 96 while it
    /// shows a large title; 32 points on a phone whose height is compact; plus the search row
    /// (UINavigationBar+Search.swift), which is all there is while an active search hides the
    /// rest; less what the content's scrolling collapsed of the search row and the large title's
    /// band (UINavigationBar+LargeTitle.swift).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        if searchTakesOverBar { return CGSize(width: size.width, height: searchRowHeight) }
        return CGSize(width: size.width, height: itemRowHeight + largeTitleBandHeight + shownSearchRowHeight)
    }

    /// The height of the row of items for the bar's traits: 44 points, 32 on a phone whose
    /// height is compact (UIKit's compact bar metrics).
    var itemRowHeight: CGFloat {
        traitCollection.usesCompactBarMetrics ? UINavigationBar.compactBarHeight : UINavigationBar.barHeight
    }

    /// Whether the top item's title shows large: the bar prefers large titles and the top item's
    /// mode is `.always`, or `.automatic` over items that are `.automatic` or `.always` down to
    /// the first (`.never` and `.inline` keep it small).
    /// A phone on its side (compact height) never shows a large title.
    var showsLargeTitle: Bool {
        guard prefersLargeTitles, topItem != nil, !traitCollection.usesCompactBarMetrics else { return false }
        for item in itemStack.reversed() {
            switch item.largeTitleDisplayMode {
            case .always: return true
            case .never, .inline: return false
            case .automatic: continue
            }
        }
        return true
    }

    /// Places the back button and the left items from the left edge, the right items from the
    /// right edge, and the title centred in the bar (moved and truncated to fit between them).
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutContent()
    }

    // MARK: - Storage (internal)

    /// The height of a navigation bar (UIKit's compact height on a phone).
    static let barHeight: CGFloat = 44
    /// The height of a navigation bar on a phone whose height is compact (on its side).
    static let compactBarHeight: CGFloat = 32
    /// The height of the band below the row of items where a large title shows.
    static let largeTitleHeight: CGFloat = 52

    var itemStack: [UINavigationItem] = []
    weak var delegateStorage: UINavigationBarDelegate?
    /// The navigation controller that owns this bar, if any.
    weak var managingController: UINavigationController?
    /// How far the background reaches above the bar, under the status bar.
    var backgroundExtension: CGFloat = 0 {
        didSet { if oldValue != backgroundExtension { setNeedsLayout() } }
    }

    /// The appearances assigned (copies), nil until assigned.
    var standardAppearanceStorage: UINavigationBarAppearance?
    var compactAppearanceStorage: UINavigationBarAppearance?
    var scrollEdgeAppearanceStorage: UINavigationBarAppearance?
    var compactScrollEdgeAppearanceStorage: UINavigationBarAppearance?
    /// Whether the content's top edge is at the bar; set by the managing navigation controller
    /// as its top controller's content scrolls (UINavigationBar+Appearance.swift).
    var isAtScrollEdge = false {
        didSet { if oldValue != isAtScrollEdge { appearanceDidChange() } }
    }
    /// How far the content's scrolling up under the bar has collapsed it: the search row first
    /// (while the top item hides its search bar when scrolling), then the large title's band
    /// (0 up to `collapsibleHeight`, or `fullCollapse` for all of it); set by the managing
    /// navigation controller (UINavigationBar+LargeTitle.swift).
    var scrollCollapse: CGFloat = 0 {
        didSet { if oldValue != scrollCollapse { scrollCollapseDidChange(from: oldValue) } }
    }
    /// The appearance shown now, and the top item and height it was chosen for
    /// (UINavigationBar+Appearance.swift).
    var appearanceInEffect = UINavigationBarAppearance()
    var appearanceChosenFor: (item: ObjectIdentifier?, compact: Bool)?

    /// The bar's background, behind everything, reaching up under the status bar.
    let backgroundView = _UIBarBackground()
    /// The label that shows the top item's title.
    let titleLabel = UILabel()
    /// The label that shows the top item's title large, below the row of items.
    let largeTitleLabel = UILabel()
    /// The views shown for the top item, built by `reloadContent()`.
    var content = NavigationBarContent()
    /// The previous top item's content, fading out while an interactive pop follows the finger.
    var outgoingContent: UIView?

    private func setUpBar() {
        isOpaque = false
        backgroundView.isUserInteractionEnabled = false
        insertSubview(backgroundView, at: 0)
        titleLabel.textAlignment = .center
        updateBackground()
    }

    /// Reports a call UIKit refuses on a managed bar; returns whether the call may go on.
    private func refuseIfManaged(_ selectorName: String) -> Bool {
        guard managingController != nil else { return true }
        Headless.reportViolation("Cannot call \(selectorName) directly on a UINavigationBar managed by a controller.")
        return false
    }
}
