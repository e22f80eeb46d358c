// UIToolbar.swift: a bar of bar button items, usually at the bottom of the screen.

/// A bar that shows a row of bar button items, as UIKit's `UIToolbar`.
///
/// Items are placed left to right from an 8-point margin, 8 points apart; flexible spaces share
/// the room left over equally (two around an item centre it), fixed spaces take their `width`.
/// A tap on an item's button sends its action, as in a navigation bar. The bar is 44 points high,
/// 32 on a phone whose height is compact (``sizeThatFits(_:)``). Item changes show at once; `animated` is accepted and the change is not
/// animated.
@preconcurrency @MainActor
open class UIToolbar: UIView {
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

    /// The items, left to right; nil when there are none. Setting it is `setItems(_:animated: false)`.
    open var items: [UIBarButtonItem]? {
        get { itemStorage.isEmpty ? nil : itemStorage }
        set { setItems(newValue, animated: false) }
    }

    /// Replaces the items.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        for item in itemStorage where item.displayingBar === self { item.displayingBar = nil }
        itemStorage = items ?? []
        reloadContent()
    }

    /// The look of the bar at standard height (iOS 13): a copy of the appearance assigned, or,
    /// until one is, an appearance made from ``barTintColor`` and ``isTranslucent``. The bar
    /// keeps a copy: change the object afterwards and assign it again to show the change.
    open var standardAppearance: UIToolbarAppearance {
        get { (standardAppearanceStorage ?? legacyAppearance).copy() }
        set { standardAppearanceStorage = newValue.copy(); updateBackground() }
    }

    /// The look of the bar at compact height (a phone on its side); nil (the
    /// ``standardAppearance``) by default. The bar keeps a copy.
    open var compactAppearance: UIToolbarAppearance? {
        get { compactAppearanceStorage?.copy() }
        set { compactAppearanceStorage = newValue?.copy(); updateBackground() }
    }

    /// The look of the bar while the content's bottom edge is at it (iOS 15); nil by default:
    /// the standard appearance with a transparent background. Only a navigation controller's
    /// toolbar follows the scroll edge. The bar keeps a copy.
    open var scrollEdgeAppearance: UIToolbarAppearance? {
        get { scrollEdgeAppearanceStorage?.copy() }
        set { scrollEdgeAppearanceStorage = newValue?.copy(); updateBackground() }
    }

    /// The look of a compact-height bar at the scroll edge; nil (the ``scrollEdgeAppearance``)
    /// by default. The bar keeps a copy.
    open var compactScrollEdgeAppearance: UIToolbarAppearance? {
        get { compactScrollEdgeAppearanceStorage?.copy() }
        set { compactScrollEdgeAppearanceStorage = newValue?.copy(); updateBackground() }
    }

    /// The colour of the bar's background; nil (UIKit's light grey) by default.
    open var barTintColor: UIColor? {
        didSet { updateBackground() }
    }

    /// Whether the bar is see-through; true by default.
    open var isTranslucent = true {
        didSet {
            guard oldValue != isTranslucent else { return }
            updateBackground()
            // A navigation controller's toolbar: whether the top controller extends under it
            // changed, so its view is placed again (as the navigation bar's translucency does).
            (superview as? UILayoutContainerView)?.setNeedsLayout()
        }
    }

    /// The width given and a height of 44 points, 32 on a phone whose height is compact (on its side).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: traitCollection.usesCompactBarMetrics ? UIToolbar.compactBarHeight : UIToolbar.barHeight)
    }

    /// No width of its own and the bar's height (44 points, 32 on a phone on its side), so a
    /// toolbar placed with Auto Layout needs no height constraint, as since iOS 11.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: sizeThatFits(.zero).height)
    }

    /// A phone turned on its side changes the bar's height: Auto Layout asks again.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.usesCompactBarMetrics != traitCollection.usesCompactBarMetrics {
            invalidateIntrinsicContentSize()
        }
    }

    /// Places the items (see the type's documentation).
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutItems()
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

    /// The height of a toolbar on a phone.
    static let barHeight: CGFloat = 44
    /// The height of a toolbar on a phone whose height is compact (on its side).
    static let compactBarHeight: CGFloat = 32

    var itemStorage: [UIBarButtonItem] = []
    /// The view (or the room) of each item, in the items' order.
    var slots: [NavigationBarContent.Slot] = []
    let backgroundView = _UIBarBackground()
    /// The appearances assigned (copies), nil until assigned.
    var standardAppearanceStorage: UIToolbarAppearance?
    var compactAppearanceStorage: UIToolbarAppearance?
    var scrollEdgeAppearanceStorage: UIToolbarAppearance?
    var compactScrollEdgeAppearanceStorage: UIToolbarAppearance?
    /// Whether the content's bottom edge is at the bar; set by the navigation controller.
    var isAtScrollEdge = false {
        didSet { if oldValue != isAtScrollEdge { updateBackground() } }
    }
    /// The appearance shown now, and whether it was chosen for compact height
    /// (UIToolbar+Appearance.swift).
    var appearanceInEffect = UIToolbarAppearance()
    var appearanceChosenForCompact: Bool?

    private func setUpBar() {
        isOpaque = false
        backgroundView.isUserInteractionEnabled = false
        insertSubview(backgroundView, at: 0)
        updateBackground()
    }
}

extension UIToolbar: BarItemDisplaying {
    /// Makes the items' views anew: a button for a title, image or system item, the custom view
    /// as it is, and room for a space.
    func reloadContent() {
        for case .view(let view) in slots where view.superview === self { view.removeFromSuperview() }
        for item in itemStorage where item.isHidden { item.displayingBar = self }
        slots = itemStorage.filter { !$0.isHidden }.map { item in
            item.displayingBar = self
            if let customView = item.customView {
                addSubview(customView)
                return .view(customView)
            }
            if let systemItem = item.systemItem, systemItem.isSpace {
                return .space(systemItem == .fixedSpace ? item.width : -1)
            }
            let button = UINavigationButton()
            button.barItem = item
            let style = buttonStyle(for: item)
            if let title = item.title {
                button.setTitle(title, font: style.font)
            } else if let image = item.image {
                button.setImage(image)
            } else if let systemItem = item.systemItem {
                button.iconName = String(describing: systemItem)
            }
            button.titleColor = style.color
            button.isEnabled = item.isEnabled
            button.onTap = { [weak item, weak button] event in
                guard let item, let button else { return }
                item.sendAction(from: button, event: event)
            }
            item.attachMenuLongPress(to: button)
            addSubview(button)
            return .view(button)
        }
        setNeedsLayout()
    }

    /// Lays the items out from the leading edge; flexible spaces (room of -1) share what is left.
    func layoutItems() {
        backgroundView.frame = bounds
        refreshAppearanceIfNeeded()
        let margin = UINavigationBar.edgeMargin, spacing = UINavigationBar.itemSpacing
        let sizes: [CGSize] = slots.map { slot in
            switch slot {
            case let .space(width): return CGSize(width: width, height: 0)
            case let .view(view):
                return view is UINavigationButton ? view.sizeThatFits(CGSize(width: 0, height: bounds.height)) : view.bounds.size
            }
        }
        let flexibleCount = sizes.filter { $0.width < 0 }.count
        let fixed = sizes.reduce(0) { $0 + max(0, $1.width) } + spacing * CGFloat(max(0, slots.count - 1))
        let room = max(0, bounds.width - margin * 2 - fixed)
        let flexibleWidth = flexibleCount > 0 ? room / CGFloat(flexibleCount) : 0
        var x = margin
        for (slot, size) in zip(slots, sizes) {
            let width = size.width < 0 ? flexibleWidth : size.width
            if case let .view(view) = slot {
                view.frame = CGRect(x: UIScreen.main.roundedToPixels(x),
                                    y: UIScreen.main.roundedToPixels((bounds.height - size.height) / 2),
                                    width: width, height: size.height)
            }
            x += width + spacing
        }
        // Right to left the first item is at the right.
        mirrorFramesIfRightToLeft(slots.compactMap { if case let .view(view) = $0 { view } else { nil } })
    }
}
