// UIBarItem.swift: what every item shown on a bar has: a title, an image, an enabled flag and a tag.

/// The abstract base of the items a bar shows, as UIKit's `UIBarItem` (the superclass of
/// ``UIBarButtonItem``).
///
/// An item is not a view: the bar that shows it makes a view for it. Changing a property of an
/// item that a navigation bar shows updates that bar.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    /// Makes an enabled item with no title, image or tag.
    public override init() {
        super.init()
    }

    /// Source compatibility; this package has no archives, so this makes a plain item.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Whether the item responds to taps; true by default. A bar shows a disabled item dimmed,
    /// and taps on it fall through to the bar.
    open var isEnabled = true {
        didSet { if oldValue != isEnabled { barItemDidChange() } }
    }

    /// The title shown on the item; nil by default.
    open var title: String? {
        didSet { if oldValue != title { barItemDidChange() } }
    }

    /// The image shown on the item; nil by default.
    open var image: UIImage? {
        didSet { if oldValue !== image { barItemDidChange() } }
    }

    /// An integer the app may use to identify the item; 0 by default.
    open var tag = 0

    // MARK: - Machinery (internal)

    /// The bar that currently shows a view for this item; told about changes.
    weak var displayingBar: (any BarItemDisplaying)?

    /// Tells the bar that shows the item to rebuild its content.
    func barItemDidChange() {
        displayingBar?.reloadContent()
    }
}

/// A bar that shows bar items (a navigation bar, a tab bar, a toolbar) and rebuilds its views
/// when one of them changes.
@MainActor
protocol BarItemDisplaying: AnyObject {
    /// Rebuilds the views of the items shown.
    func reloadContent()
}

extension UINavigationBar: BarItemDisplaying {}
