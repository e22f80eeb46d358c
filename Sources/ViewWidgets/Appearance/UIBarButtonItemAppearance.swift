// UIBarButtonItemAppearance.swift: how the bar button items of an appearance look in each state
// (UIBarButtonItemStateAppearance), for one item style (UIBarButtonItemAppearance).

/// How bar button items look in one state, as UIKit's `UIBarButtonItemStateAppearance`. Got from
/// a ``UIBarButtonItemAppearance`` (``UIBarButtonItemAppearance/normal`` and the others).
@preconcurrency @MainActor
public class UIBarButtonItemStateAppearance: NSObject {
    /// The attributes of the item's title: `.font` and `.foregroundColor` are drawn; empty (the
    /// bar's font and the tint colour) by default.
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]

    /// How far the title moves from its place; `.zero` by default.
    public var titlePositionAdjustment: UIOffset = .zero

    /// The image drawn behind the item; nil by default.
    public var backgroundImage: UIImage?

    /// How far the background image moves from its place; `.zero` by default.
    public var backgroundImagePositionAdjustment: UIOffset = .zero

    override init() {
        super.init()
    }

    /// Takes the values of `other` (nil: the defaults).
    func assign(from other: UIBarButtonItemStateAppearance?) {
        titleTextAttributes = other?.titleTextAttributes ?? [:]
        titlePositionAdjustment = other?.titlePositionAdjustment ?? .zero
        backgroundImage = other?.backgroundImage
        backgroundImagePositionAdjustment = other?.backgroundImagePositionAdjustment ?? .zero
    }
}

/// How bar button items of one style look in each state, as UIKit's
/// `UIBarButtonItemAppearance`; a navigation bar appearance has one for plain items, one for
/// done items and one for the back button.
@preconcurrency @MainActor
open class UIBarButtonItemAppearance: NSObject, @preconcurrency NSCopying {
    /// Makes the appearance of plain items.
    public convenience override init() {
        self.init(style: .plain)
    }

    /// Makes the default appearance of items of `style`.
    public required init(style: UIBarButtonItem.Style) {
        self.style = style
        super.init()
        configureWithDefault(for: style)
    }

    /// Source compatibility; this package has no archives, so this makes the plain appearance.
    public required init?(coder: NSCoder) {
        style = .plain
        super.init()
        configureWithDefault(for: .plain)
    }

    /// Puts back the defaults of items of `style`: every state with empty title attributes and
    /// no adjustments or images (the bar then draws its font for the style and the tint colour).
    open func configureWithDefault(for style: UIBarButtonItem.Style) {
        for state in [normal, highlighted, disabled, focused] { state.assign(from: nil) }
    }

    /// Whether every state has the defaults (no title attributes, adjustments or images): an
    /// appearance nobody changed, in place or by assigning.
    var hasDefaultValues: Bool {
        let states: [UIBarButtonItemStateAppearance] = [normal, highlighted, disabled, focused]
        for state in states {
            guard state.titleTextAttributes.isEmpty, state.backgroundImage == nil else { return false }
            let zero = UIOffset.zero
            guard state.titlePositionAdjustment == zero, state.backgroundImagePositionAdjustment == zero else { return false }
        }
        return true
    }

    /// The style the appearance was made for (internal; copies keep it).
    private let style: UIBarButtonItem.Style

    /// A copy with the same values (each state copied too), typed as this class (UIKit's Swift
    /// overlay).
    public func copy() -> Self {
        makeCopy()
    }

    /// NSObject's untyped copy, the same copy; disfavoured so that `appearance.copy()` is the
    /// typed one.
    @_disfavoredOverload
    nonisolated public override func copy() -> Any {
        MainActor.assumeIsolated { () -> UIBarButtonItemAppearance in makeCopy() }
    }

    /// A copy with the same values (`NSCopying`).
    public func copy(with zone: NSZone? = nil) -> Any {
        makeCopy()
    }

    private func makeCopy() -> Self {
        let copy = type(of: self).init(style: style)
        copy.normal.assign(from: normal)
        copy.highlighted.assign(from: highlighted)
        copy.disabled.assign(from: disabled)
        copy.focused.assign(from: focused)
        return copy
    }

    /// How items look normally.
    public let normal = UIBarButtonItemStateAppearance()
    /// How items look while touched.
    public let highlighted = UIBarButtonItemStateAppearance()
    /// How items look while disabled.
    public let disabled = UIBarButtonItemStateAppearance()
    /// How items look while focused.
    public let focused = UIBarButtonItemStateAppearance()
}
