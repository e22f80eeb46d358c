// UIBarButtonItem.swift: a button on a navigation bar: title, image, system item or custom view,
// with a target-action made of a typed method reference, as Linux has no selectors (Docs/Porting.md).

/// A button shown on a navigation bar, as UIKit's `UIBarButtonItem`.
///
/// The item is not a view; the bar makes a tappable view for it. A tap on that view sends the
/// item's action to its target (held weakly, as in UIKit), with the item as the sender. Without
/// selectors, the action is a method reference whose method takes nothing, the item, or the item
/// and the event:
///
///     navigationItem.rightBarButtonItem = UIBarButtonItem(
///         title: "Edit", style: .plain, target: self, action: FriendsController.edit)
///
/// A nil target sends the action along the responder chain from the item's view in the bar (the
/// bar, the navigation controller's view, the navigation controller, ...). An item made with
/// `customView` shows that view and sends no action, as in UIKit.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    /// Makes a plain item with no title, image, action or custom view.
    public override init() {
        super.init()
    }

    /// Source compatibility; this package has no archives, so this makes a plain item.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: - Title items

    /// Makes an item showing `title`, whose action's method takes no argument.
    public convenience init<Target: AnyObject>(title: String?, style: UIBarButtonItem.Style, target: Target?,
                                               action: @escaping (Target) -> () -> Void) {
        self.init(title: title, style: style, registration: TargetAction(target: target, action: action))
    }

    /// Makes an item showing `title`, whose action's method takes the item:
    /// `func edit(_ sender: UIBarButtonItem)`.
    public convenience init<Target: AnyObject>(title: String?, style: UIBarButtonItem.Style, target: Target?,
                                               action: @escaping (Target) -> (UIBarButtonItem) -> Void) {
        self.init(title: title, style: style, registration: TargetAction(target: target, action: action))
    }

    /// Makes an item showing `title`, whose action's method takes the item and the event.
    public convenience init<Target: AnyObject>(title: String?, style: UIBarButtonItem.Style, target: Target?,
                                               action: @escaping (Target) -> (UIBarButtonItem, UIEvent?) -> Void) {
        self.init(title: title, style: style, registration: TargetAction(target: target, action: action))
    }

    /// Makes an item showing `title` with no action (UIKit's `action: nil`), as used for a
    /// `backBarButtonItem`, whose taps always pop.
    public convenience init(title: String?, style: UIBarButtonItem.Style, target: AnyObject?, action: Never?) {
        self.init(title: title, style: style, registration: nil)
    }

    // MARK: - Image items

    /// Makes an item showing `image`, whose action's method takes no argument.
    public convenience init<Target: AnyObject>(image: UIImage?, style: UIBarButtonItem.Style, target: Target?,
                                               action: @escaping (Target) -> () -> Void) {
        self.init(image: image, style: style, registration: TargetAction(target: target, action: action))
    }

    /// Makes an item showing `image`, whose action's method takes the item.
    public convenience init<Target: AnyObject>(image: UIImage?, style: UIBarButtonItem.Style, target: Target?,
                                               action: @escaping (Target) -> (UIBarButtonItem) -> Void) {
        self.init(image: image, style: style, registration: TargetAction(target: target, action: action))
    }

    /// Makes an item showing `image`, whose action's method takes the item and the event.
    public convenience init<Target: AnyObject>(image: UIImage?, style: UIBarButtonItem.Style, target: Target?,
                                               action: @escaping (Target) -> (UIBarButtonItem, UIEvent?) -> Void) {
        self.init(image: image, style: style, registration: TargetAction(target: target, action: action))
    }

    /// Makes an item showing `image` with no action.
    public convenience init(image: UIImage?, style: UIBarButtonItem.Style, target: AnyObject?, action: Never?) {
        self.init(image: image, style: style, registration: nil)
    }

    // MARK: - System items

    /// Makes one of the items UIKit draws itself, whose action's method takes no argument.
    public convenience init<Target: AnyObject>(barButtonSystemItem systemItem: UIBarButtonItem.SystemItem,
                                               target: Target?, action: @escaping (Target) -> () -> Void) {
        self.init(systemItem: systemItem, registration: TargetAction(target: target, action: action))
    }

    /// Makes one of the items UIKit draws itself, whose action's method takes the item.
    public convenience init<Target: AnyObject>(barButtonSystemItem systemItem: UIBarButtonItem.SystemItem,
                                               target: Target?,
                                               action: @escaping (Target) -> (UIBarButtonItem) -> Void) {
        self.init(systemItem: systemItem, registration: TargetAction(target: target, action: action))
    }

    /// Makes one of the items UIKit draws itself, whose action's method takes the item and the event.
    public convenience init<Target: AnyObject>(barButtonSystemItem systemItem: UIBarButtonItem.SystemItem,
                                               target: Target?,
                                               action: @escaping (Target) -> (UIBarButtonItem, UIEvent?) -> Void) {
        self.init(systemItem: systemItem, registration: TargetAction(target: target, action: action))
    }

    /// Makes one of the items UIKit draws itself, with no action (spaces are made this way).
    public convenience init(barButtonSystemItem systemItem: UIBarButtonItem.SystemItem, target: AnyObject?,
                            action: Never?) {
        self.init(systemItem: systemItem, registration: nil)
    }

    // MARK: - Custom views

    /// Makes an item that shows `customView` as it is (its size kept, centred vertically in the
    /// bar). The item sends no action: the view handles its own touches, as in UIKit.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    // MARK: - Properties

    /// How the item is drawn; `.plain` by default (`.done` makes the title bold).
    open var style = UIBarButtonItem.Style.plain {
        didSet { if oldValue != style { barItemDidChange() } }
    }

    /// The width of a `.fixedSpace` item, or the least width of another item; 0 (sized to the
    /// content) by default.
    open var width: CGFloat = 0 {
        didSet { if oldValue != width { barItemDidChange() } }
    }

    /// The view shown instead of a title or image; nil by default. An item with a custom view
    /// sends no action.
    open var customView: UIView? {
        didSet { if oldValue !== customView { barItemDidChange() } }
    }

    /// Whether the item is left out of its bar (iOS 16); false by default. The bar lays out the
    /// other items as if this one were not there.
    open var isHidden = false {
        didSet { if oldValue != isHidden { barItemDidChange() } }
    }

    /// The colour of the item's title; nil (the bar's tint colour) by default.
    open var tintColor: UIColor? {
        didSet { barItemDidChange() }
    }

    /// The object that receives the action; nil when none was given or it has been freed.
    /// Read-only here: the target and the typed action are given together when the item is made.
    open var target: AnyObject? {
        registration?.target
    }

    // MARK: - Menu and primary action (iOS 14; the rest is in Menus/UIBarButtonItem+Menu.swift)

    /// The item's menu; nil by default. A tap opens it when the item has no `primaryAction`
    /// (a long press opens it when it has one).
    open var menu: UIMenu?

    /// The action a tap performs, with the item as its `sender`, instead of the target-action;
    /// nil by default.
    open var primaryAction: UIAction?

    /// The order of the menu's elements (iOS 16); `.automatic` by default. Kept: menus here
    /// always show their elements in the order given.
    open var preferredMenuElementOrder: UIContextMenuConfiguration.ElementOrder = .automatic

    // MARK: - Machinery (internal)

    /// The target-action given when the item was made.
    var registration: TargetAction?

    /// The system item the item was made as, if any.
    private(set) var systemItem: UIBarButtonItem.SystemItem?

    private convenience init(title: String?, style: UIBarButtonItem.Style, registration: TargetAction?) {
        self.init()
        self.title = title
        self.style = style
        self.registration = registration
    }

    private convenience init(image: UIImage?, style: UIBarButtonItem.Style, registration: TargetAction?) {
        self.init()
        self.image = image
        self.style = style
        self.registration = registration
    }

    convenience init(systemItem: UIBarButtonItem.SystemItem, registration: TargetAction?) {
        self.init()
        self.systemItem = systemItem
        self.title = systemItem.localizedTitle
        self.registration = registration
    }

    /// Sends the action, with this item as the sender, when the item is enabled. A nil target is
    /// looked for along the responder chain from `view` (the item's view in the bar).
    /// Returns whether a target received the action.
    @discardableResult
    func sendAction(from view: UIView, event: UIEvent?) -> Bool {
        guard isEnabled, customView == nil else { return false }
        if performPrimaryActionOrMenu(from: view) { return true }
        guard let registration else { return false }
        return registration.send(from: self, event: event, responderChainStart: view)
    }
}
