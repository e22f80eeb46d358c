// UITabBarAppearance.swift: the look of a tab bar (iOS 13): background and shadow
// (UIBarAppearance) and how its items look per layout and state.

/// How tab bar items look in one state, as UIKit's `UITabBarItemStateAppearance`. Got from a
/// ``UITabBarItemAppearance`` (``UITabBarItemAppearance/normal`` and the others).
@preconcurrency @MainActor
public class UITabBarItemStateAppearance: NSObject {
    /// The attributes of the title: `.font` and `.foregroundColor` are drawn; empty by default.
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the title moves from its place; `.zero` by default.
    public var titlePositionAdjustment: UIOffset = .zero
    /// The colour of the icon; nil (the bar's selected or unselected colour) by default.
    public var iconColor: UIColor?
    /// The colour of the badge; nil (the item's `badgeColor`, else red) by default.
    public var badgeBackgroundColor: UIColor?
    /// The attributes of the badge's text: `.font` and `.foregroundColor` are drawn; empty by default.
    public var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the badge moves from its place; `.zero` by default.
    public var badgePositionAdjustment: UIOffset = .zero
    /// How far the badge's text moves inside the badge; `.zero` by default.
    public var badgeTitlePositionAdjustment: UIOffset = .zero

    override init() {
        super.init()
    }

    /// Takes the values of `other` (nil: the defaults).
    func assign(from other: UITabBarItemStateAppearance?) {
        titleTextAttributes = other?.titleTextAttributes ?? [:]
        titlePositionAdjustment = other?.titlePositionAdjustment ?? .zero
        iconColor = other?.iconColor
        badgeBackgroundColor = other?.badgeBackgroundColor
        badgeTextAttributes = other?.badgeTextAttributes ?? [:]
        badgePositionAdjustment = other?.badgePositionAdjustment ?? .zero
        badgeTitlePositionAdjustment = other?.badgeTitlePositionAdjustment ?? .zero
    }
}

/// How tab bar items of one layout look in each state, as UIKit's `UITabBarItemAppearance`.
@preconcurrency @MainActor
open class UITabBarItemAppearance: NSObject, @preconcurrency NSCopying {
    /// The layouts of tab bar items, with UIKit's raw values.
    public enum Style: Int, Sendable, CaseIterable {
        /// The image above the title (a phone held upright).
        case stacked = 0
        /// The image beside the title (a regular-width bar).
        case inline = 1
        /// The image beside the title in a compact-height bar (a phone on its side).
        case compactInline = 2
    }

    /// Makes the appearance of stacked items.
    public convenience override init() {
        self.init(style: .stacked)
    }

    /// Makes the default appearance of items laid out in `style`.
    public required init(style: UITabBarItemAppearance.Style) {
        self.style = style
        super.init()
        configureWithDefault(for: style)
    }

    /// Source compatibility; this package has no archives, so this makes the stacked appearance.
    public required init?(coder: NSCoder) {
        style = .stacked
        super.init()
        configureWithDefault(for: .stacked)
    }

    /// Puts back the defaults of items laid out in `style`: every state with empty attributes,
    /// no colours and no adjustments (the bar then draws its own colours).
    open func configureWithDefault(for style: UITabBarItemAppearance.Style) {
        for state in [normal, selected, disabled, focused] { state.assign(from: nil) }
    }

    /// The style the appearance was made for (internal; copies keep it).
    private let style: UITabBarItemAppearance.Style

    /// A copy with the same values (each state copied too), typed as this class (UIKit's Swift
    /// overlay).
    public func copy() -> Self {
        makeCopy()
    }

    /// NSObject's untyped copy, the same copy; disfavoured so that `appearance.copy()` is the
    /// typed one.
    @_disfavoredOverload
    nonisolated public override func copy() -> Any {
        MainActor.assumeIsolated { () -> UITabBarItemAppearance in makeCopy() }
    }

    /// A copy with the same values (`NSCopying`).
    public func copy(with zone: NSZone? = nil) -> Any {
        makeCopy()
    }

    private func makeCopy() -> Self {
        let copy = type(of: self).init(style: style)
        copy.normal.assign(from: normal)
        copy.selected.assign(from: selected)
        copy.disabled.assign(from: disabled)
        copy.focused.assign(from: focused)
        return copy
    }

    /// How items look when not selected.
    public let normal = UITabBarItemStateAppearance()
    /// How the selected item looks.
    public let selected = UITabBarItemStateAppearance()
    /// How disabled items look.
    public let disabled = UITabBarItemStateAppearance()
    /// How the focused item looks.
    public let focused = UITabBarItemStateAppearance()
}

/// The look of a tab bar, as UIKit's `UITabBarAppearance`: background and shadow, how items look
/// in each layout and state, and how stacked items are placed.
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
    /// Makes the default appearance targeting `idiom`.
    public override init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    /// Makes an appearance with the values of `barAppearance`: its background and shadow, and,
    /// when it is a tab bar appearance, its items too.
    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let other = barAppearance as? UITabBarAppearance else { return }
        stackedLayoutAppearance = other.stackedLayoutAppearance.copy()
        inlineLayoutAppearance = other.inlineLayoutAppearance.copy()
        compactInlineLayoutAppearance = other.compactInlineLayoutAppearance.copy()
        stackedItemPositioning = other.stackedItemPositioning
        stackedItemSpacing = other.stackedItemSpacing
        stackedItemWidth = other.stackedItemWidth
        selectionIndicatorTintColor = other.selectionIndicatorTintColor
        selectionIndicatorImage = other.selectionIndicatorImage
    }

    /// Source compatibility; this package has no archives, so this makes a default appearance.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// How items look with the image above the title (a phone held upright); a copy of what is
    /// assigned (`@NSCopying` in UIKit), as the other two.
    open var stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked) {
        didSet { stackedLayoutAppearance = stackedLayoutAppearance.copy() }
    }
    /// How items look with the image beside the title in a regular-width bar.
    open var inlineLayoutAppearance = UITabBarItemAppearance(style: .inline) {
        didSet { inlineLayoutAppearance = inlineLayoutAppearance.copy() }
    }
    /// How items look with the image beside the title in a compact-height bar (a phone on its side).
    open var compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline) {
        didSet { compactInlineLayoutAppearance = compactInlineLayoutAppearance.copy() }
    }
    /// How stacked items share the bar; `.automatic` by default (kept: items fill the bar).
    open var stackedItemPositioning: UITabBar.ItemPositioning = .automatic
    /// The room between centred stacked items; 0 (the system's) by default (kept).
    open var stackedItemSpacing: CGFloat = 0
    /// The width of centred stacked items; 0 (the system's) by default (kept).
    open var stackedItemWidth: CGFloat = 0
    /// The tint of the selection indicator image; nil by default (kept).
    open var selectionIndicatorTintColor: UIColor?
    /// The image drawn behind the selected item; nil by default (kept).
    open var selectionIndicatorImage: UIImage?
}

extension UITabBar {
    /// How a tab bar places its items, with UIKit's raw values.
    public enum ItemPositioning: Int, Sendable, CaseIterable {
        /// Fill on a phone, centred on a pad.
        case automatic = 0
        /// The items share the bar's whole width.
        case fill = 1
        /// The items sit side by side in the middle.
        case centered = 2
    }
}
