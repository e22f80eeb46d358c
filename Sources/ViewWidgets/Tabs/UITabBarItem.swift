// UITabBarItem.swift: an item of a tab bar: title, images, badge, and the system items.

/// An item shown in a tab bar, as UIKit's `UITabBarItem`: a title below an image, an optional
/// image for the selected state, and a badge.
///
/// A view controller's ``UIViewController/tabBarItem`` is made on first use; its title follows the
/// controller's `title` until the item's own title is set. Changing a property of an item that a
/// tab bar shows updates that bar.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem, ControllerTitleFollowing {
    /// Makes an item with no title or image.
    public override init() {
        super.init()
    }

    /// Source compatibility; this package has no archives, so this makes a plain item.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Makes an item with a title, an image and a tag.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// Makes an item with a title, an image, and an image for the selected state.
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// Makes one of the items the system draws (its title is the system's, and cannot be changed).
    public convenience init(tabBarSystemItem systemItem: UITabBarItem.SystemItem, tag: Int) {
        self.init()
        self.systemItem = systemItem
        self.tag = tag
    }

    /// The title: the system item's, the one set on the item, or the owning controller's `title`.
    open override var title: String? {
        get {
            if let systemItem { return systemItem.title }
            if let ownTitle, ownTitle.controllerTitleWhenSet == owningController?.title { return ownTitle.value }
            return owningController?.title
        }
        set {
            guard systemItem == nil else { return }
            ownTitle = (newValue, owningController?.title)
            barItemDidChange()
        }
    }

    /// The image shown while the item is selected; nil (the ``UIBarItem/image``) by default.
    open var selectedImage: UIImage? {
        didSet { if oldValue !== selectedImage { barItemDidChange() } }
    }

    /// The text of the badge drawn at the top right of the image; nil (no badge) by default.
    open var badgeValue: String? {
        didSet { if oldValue != badgeValue { barItemDidChange() } }
    }

    /// The colour of the badge; nil (UIKit's red) by default.
    open var badgeColor: UIColor? {
        didSet { barItemDidChange() }
    }

    /// The tab bar's look at standard height while this item is selected, overriding the bar's
    /// `standardAppearance`; nil by default. The item keeps a copy.
    open var standardAppearance: UITabBarAppearance? {
        get { standardAppearanceStorage?.copy() }
        set { standardAppearanceStorage = newValue?.copy(); appearanceDidChange() }
    }

    /// The tab bar's look at the scroll edge while this item is selected, overriding the bar's
    /// `scrollEdgeAppearance`; nil by default. The item keeps a copy.
    open var scrollEdgeAppearance: UITabBarAppearance? {
        get { scrollEdgeAppearanceStorage?.copy() }
        set { scrollEdgeAppearanceStorage = newValue?.copy(); appearanceDidChange() }
    }

    // MARK: - Machinery (internal)

    /// The appearances assigned (copies).
    var standardAppearanceStorage: UITabBarAppearance?
    var scrollEdgeAppearanceStorage: UITabBarAppearance?

    /// An appearance changed: the bar shows it when this is its selected item.
    private func appearanceDidChange() {
        if let bar = displayingBar as? UITabBar, bar.selectedItemStorage === self { bar.appearanceDidChange() }
    }

    /// The system item the item was made as, if any.
    private(set) var systemItem: SystemItem?
    /// The controller whose `title` the item shows until its own is set.
    private(set) weak var owningController: UIViewController?

    /// The owning controller's title changed: the bar showing the item shows the new title.
    package func controllerTitleDidChange() {
        barItemDidChange()
    }

    /// Makes `controller` the item's owner: a title already set on the item stays until the
    /// controller's title next changes.
    func adopt(by controller: UIViewController) {
        owningController = controller
        if let ownTitle { self.ownTitle = (ownTitle.value, controller.title) }
    }
    /// The title set on the item, and the controller's title then: a later change of the
    /// controller's title wins again, as UIKit's title setter would copy it to the item.
    private var ownTitle: (value: String?, controllerTitleWhenSet: String?)?
}

extension UITabBarItem {
    /// The items the system draws, with UIKit's raw values.
    public enum SystemItem: Int, Sendable {
        /// "More": the item of the More tab.
        case more = 0
        /// "Favorites".
        case favorites
        /// "Featured".
        case featured
        /// "Top Rated".
        case topRated
        /// "Recents".
        case recents
        /// "Contacts".
        case contacts
        /// "History".
        case history
        /// "Bookmarks".
        case bookmarks
        /// "Search".
        case search
        /// "Downloads".
        case downloads
        /// "Most Recent".
        case mostRecent
        /// "Most Viewed".
        case mostViewed

        /// The title the system shows for the item (English).
        var title: String {
            switch self {
            case .more: return "More"
            case .favorites: return "Favorites"
            case .featured: return "Featured"
            case .topRated: return "Top Rated"
            case .recents: return "Recents"
            case .contacts: return "Contacts"
            case .history: return "History"
            case .bookmarks: return "Bookmarks"
            case .search: return "Search"
            case .downloads: return "Downloads"
            case .mostRecent: return "Most Recent"
            case .mostViewed: return "Most Viewed"
            }
        }
    }
}
