// UINavigationItem.swift: what a navigation bar shows for one level of the stack: the title (or a
// title view), the bar button items on each side, and what the next level's back button says.

/// The contents a navigation bar shows while this item is its top item, as UIKit's
/// `UINavigationItem`.
///
/// Every view controller has one (`navigationItem`, made on first use). Its ``title`` follows the
/// controller's `title` until the item's own title is set. While the item is second from the top,
/// it gives the back button its title: ``backBarButtonItem``'s title, else by
/// ``backButtonDisplayMode`` (``backButtonTitle``, else ``title``, else "Back", as room allows).
/// Changing a property of an item that a bar shows updates the bar.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// Makes an item with the given title.
    public init(title: String) {
        super.init()
        self.title = title
    }

    /// Makes an item with no title.
    public override init() {
        super.init()
    }

    /// Source compatibility; this package has no archives, so this makes an item with no title.
    public required init?(coder: NSCoder) {
        super.init()
    }

    // MARK: - The middle

    /// The title shown in the middle of the bar while this is the top item, and by the back button
    /// while it is the item below; nil by default.
    ///
    /// A view controller's item shows the controller's `title` until this is set; setting the
    /// controller's `title` to a new value afterwards shows that again (in UIKit, setting a
    /// controller's title sets its item's title).
    open var title: String? {
        get {
            if let ownTitle, ownTitle.controllerTitleWhenSet == owningController?.title {
                return ownTitle.value
            }
            return owningController?.title
        }
        set {
            ownTitle = (newValue, owningController?.title)
            contentDidChange()
        }
    }

    /// A view shown in the middle of the bar instead of the title, centred; nil by default.
    open var titleView: UIView? {
        didSet { if oldValue !== titleView { contentDidChange() } }
    }

    /// When the item's title is shown large (with the bar's `prefersLargeTitles`); `.automatic` by
    /// default, which follows the item below (large for the first item).
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic {
        didSet { if largeTitleDisplayMode != oldValue { contentDidChange() } }
    }

    // MARK: - The back button

    /// The item whose title the back button shows while this item is the one below the top; nil
    /// by default. Its target and action are not used: tapping the back button always pops.
    open var backBarButtonItem: UIBarButtonItem? {
        didSet { if oldValue !== backBarButtonItem { contentDidChange() } }
    }

    /// The title the back button shows while this item is the one below the top, when there is
    /// no ``backBarButtonItem``; nil (use ``title``) by default.
    open var backButtonTitle: String? {
        didSet { if oldValue != backButtonTitle { contentDidChange() } }
    }

    /// How the back button picks its title while this item is the one below the top, when there
    /// is no ``backBarButtonItem``; `.default` by default (iOS 14). The bar shows the first title
    /// of the mode that leaves its own title its full width: for `.default` the back button
    /// title or title, then "Back", then none; for `.generic` "Back", then none; for `.minimal`
    /// none.
    open var backButtonDisplayMode: BackButtonDisplayMode = .default {
        didSet { if oldValue != backButtonDisplayMode { contentDidChange() } }
    }

    /// The action the back button performs while this is the top item, instead of popping; nil
    /// (pop) by default (iOS 16). The back button keeps its look; on the first item, which has no
    /// back button, setting one shows a back button titled with the action's title ("Back" when
    /// it has none; an action's image is not shown). Unlike UIKit's property, the action is not
    /// copied.
    open var backAction: UIAction? {
        didSet { if oldValue !== backAction { contentDidChange() } }
    }

    /// Whether the bar hides the back button while this is the top item; false by default.
    open var hidesBackButton = false {
        didSet { if oldValue != hidesBackButton { contentDidChange() } }
    }

    /// Sets ``hidesBackButton``; the change is shown at once (no fade).
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        self.hidesBackButton = hidesBackButton
    }

    /// Whether the left items are shown after the back button instead of replacing it; false by
    /// default.
    open var leftItemsSupplementBackButton = false {
        didSet { if oldValue != leftItemsSupplementBackButton { contentDidChange() } }
    }

    // MARK: - The sides

    /// The items on the left, the first one at the left edge; nil by default. Unless
    /// ``leftItemsSupplementBackButton`` is true, they replace the back button.
    open var leftBarButtonItems: [UIBarButtonItem]? {
        didSet { contentDidChange() }
    }

    /// The items on the right, the first one at the right edge; nil by default.
    open var rightBarButtonItems: [UIBarButtonItem]? {
        didSet { contentDidChange() }
    }

    /// The first of ``leftBarButtonItems``; setting it makes it the only left item (nil: none).
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first of ``rightBarButtonItems``; setting it makes it the only right item (nil: none).
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Sets ``leftBarButtonItem``; the change is shown at once (no fade).
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        leftBarButtonItem = item
    }

    /// Sets ``rightBarButtonItem``; the change is shown at once (no fade).
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        rightBarButtonItem = item
    }

    /// Sets ``leftBarButtonItems``; the change is shown at once (no fade).
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        leftBarButtonItems = items
    }

    /// Sets ``rightBarButtonItems``; the change is shown at once (no fade).
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        rightBarButtonItems = items
    }

    // MARK: - Search

    /// The search controller whose search bar the navigation bar shows in a row under the title
    /// (UINavigationBar+Search.swift); nil by default.
    open var searchController: UISearchController? {
        didSet { if oldValue !== searchController { contentDidChange() } }
    }

    /// Whether the integrated search bar hides as the content scrolls up under the navigation
    /// bar; true by default. When true the search bar shows only while the content is at its top:
    /// scrolling up collapses its row point for point (before a large title), scrolling back to
    /// the top brings it back; when false it stays whatever the scroll position. Needs
    /// ``searchController`` (UINavigationBar+Search.swift).
    open var hidesSearchBarWhenScrolling = true {
        didSet { if oldValue != hidesSearchBarWhenScrolling { contentDidChange() } }
    }

    // MARK: - Appearance (iOS 13)

    /// The bar's look at standard height while this item is on top, overriding the bar's
    /// `standardAppearance`; nil by default. The item keeps a copy.
    open var standardAppearance: UINavigationBarAppearance? {
        get { standardAppearanceStorage?.copy() }
        set { standardAppearanceStorage = newValue?.copy(); appearanceDidChange() }
    }

    /// The bar's look at compact height while this item is on top, overriding the bar's
    /// `compactAppearance`; nil by default. The item keeps a copy.
    open var compactAppearance: UINavigationBarAppearance? {
        get { compactAppearanceStorage?.copy() }
        set { compactAppearanceStorage = newValue?.copy(); appearanceDidChange() }
    }

    /// The bar's look at the scroll edge while this item is on top, overriding the bar's
    /// `scrollEdgeAppearance`; nil by default. The item keeps a copy.
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { scrollEdgeAppearanceStorage?.copy() }
        set { scrollEdgeAppearanceStorage = newValue?.copy(); appearanceDidChange() }
    }

    /// The look of a compact-height bar at the scroll edge while this item is on top, overriding
    /// the bar's `compactScrollEdgeAppearance`; nil by default. The item keeps a copy.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { compactScrollEdgeAppearanceStorage?.copy() }
        set { compactScrollEdgeAppearanceStorage = newValue?.copy(); appearanceDidChange() }
    }

    // MARK: - Machinery (internal)

    /// The appearances assigned (copies).
    var standardAppearanceStorage: UINavigationBarAppearance?
    var compactAppearanceStorage: UINavigationBarAppearance?
    var scrollEdgeAppearanceStorage: UINavigationBarAppearance?
    var compactScrollEdgeAppearanceStorage: UINavigationBarAppearance?
    /// ``preferredSearchBarPlacement``'s value (UINavigationItem+SearchBarPlacement.swift).
    var preferredSearchBarPlacementStorage: SearchBarPlacement = .automatic

    /// An appearance changed: the bar shows it when this is its top item.
    private func appearanceDidChange() {
        if let bar = displayingBar, bar.topItem === self { bar.appearanceDidChange() }
    }

    /// The controller whose `navigationItem` this is; its title is the default title.
    weak var owningController: UIViewController?

    /// The title set on the item itself, and the controller's title at that moment: a later
    /// change of the controller's title wins again, as UIKit's title setter would copy it.
    private var ownTitle: (value: String?, controllerTitleWhenSet: String?)?

    /// The bar whose items include this item; told about changes.
    weak var displayingBar: UINavigationBar?

    /// The titles the back button may show while this item is the one below the top, best first:
    /// the bar shows the first one that fits (nil: no title). A ``backBarButtonItem``'s title
    /// is shown alone, as the display mode applies only without one.
    var backButtonTitleCandidates: [String?] {
        if let title = backBarButtonItem?.title { return [title] }
        switch backButtonDisplayMode {
        case .default:
            // An empty back button title is kept: apps set one to show the indicator alone.
            let specific = backButtonTitle ?? title
            return (specific.map { [$0] } ?? []) + [UINavigationItem.genericBackTitle, nil]
        case .generic: return [UINavigationItem.genericBackTitle, nil]
        case .minimal: return [nil]
        }
    }

    /// The generic back button title.
    static let genericBackTitle = "Back"

    private func contentDidChange() {
        displayingBar?.navigationItemDidChange(self)
    }
}
