// UITabBarController.swift: a container that shows one of several view controllers, chosen by a
// tab bar: storage, initialisers and every overridable member. Selection and appearance are in
// UITabBarController+Selection.swift, the More tab in UITabBarController+More.swift.

/// A container that shows one of its view controllers at a time, chosen with a tab bar at the
/// bottom, as UIKit's `UITabBarController`.
///
/// Each controller of ``viewControllers`` is a child, and the bar shows its `tabBarItem`. With more
/// than five controllers the bar shows the first four and a More tab, whose
/// ``moreNavigationController`` lists the others and pushes the one picked.
///
/// A tap on a tab asks the ``delegate`` (`shouldSelect`), selects the controller, and tells the
/// delegate (`didSelect`); a tap on the selected tab of a navigation controller pops it to its
/// root. While the tab bar controller is on screen, switching tabs runs UIKit's appearance calls:
///
///     select B over A: B viewWillAppear, A viewWillDisappear, (B's layout),
///                      A viewDidDisappear, B viewDidAppear
///
/// When the delegate gives an animator (`tabBarController(_:animationControllerForTransitionFrom:to:)`),
/// a switch by a tap or in code runs it in a container below the bar, interactive when the
/// delegate also gives an interaction controller; a cancelled switch gives the old tab back.
///
/// The selected controller's view fills the view under a translucent bar (the default) and stops
/// above an opaque one; the bar is 49 points high plus the bottom of the safe area.
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    /// Makes a tab bar controller with no view controllers.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        tabBarStorage = UITabBar()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        tabBarStorage.managingController = self
    }

    /// Source compatibility; this package has no archives, so this makes an empty tab bar controller.
    public required init?(coder: NSCoder) {
        tabBarStorage = UITabBar()
        super.init(coder: coder)
        tabBarStorage.managingController = self
    }

    // MARK: - Controllers

    /// The controllers, one per tab, in the order of the tabs; nil when there are none. Setting it
    /// is `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController]? {
        get { controllers.isEmpty ? nil : controllers }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the controllers. The selected controller stays selected when it is among the new
    /// ones; otherwise the one at the same index is selected, or the first.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        replaceControllers(with: viewControllers ?? [])
    }

    /// The selected controller (the ``moreNavigationController`` while the More list shows);
    /// nil when there are no controllers. Setting it to one of ``viewControllers`` (or to the More
    /// navigation controller) selects it; the delegate is not asked.
    open var selectedViewController: UIViewController? {
        get { currentSelection() }
        set {
            guard let newValue else { return }
            select(newValue, animatable: true)
        }
    }

    /// The selected controller, whose `preferredStatusBarStyle` decides the status bar's style.
    open override var childForStatusBarStyle: UIViewController? { selectedViewController }

    /// The selected controller, whose `prefersStatusBarHidden` decides whether the status bar shows.
    open override var childForStatusBarHidden: UIViewController? { selectedViewController }

    /// The index of the selected controller in ``viewControllers``; `NSNotFound` while the More
    /// list shows or when there are no controllers. Setting an index in range selects that
    /// controller; the delegate is not asked.
    open var selectedIndex: Int {
        get {
            guard let selected = currentSelection() else { return NSNotFound }
            return controllers.firstIndex { $0 === selected } ?? NSNotFound
        }
        set {
            guard controllers.indices.contains(newValue) else { return }
            select(controllers[newValue], animatable: true)
        }
    }

    /// The object asked about and told of taps on the tabs, held weakly; nil by default.
    open weak var delegate: UITabBarControllerDelegate?

    /// The tab bar this controller manages (its items follow the controllers' `tabBarItem`s).
    open var tabBar: UITabBar { tabBarStorage }

    /// The navigation controller of the More tab, listing the controllers that have no tab of
    /// their own; made on first use.
    open var moreNavigationController: UINavigationController { moreNavigation() }

    /// The controllers the user may rearrange in the More list; kept for source compatibility
    /// (the list has no Edit button here).
    open var customizableViewControllers: [UIViewController]?

    // MARK: - View controller overrides

    /// Makes the container view: the screen's size, holding the selected controller's view and
    /// the tab bar in front of it.
    open override func loadView() {
        loadContainerView()
    }

    /// Records that the tab bar controller is appearing (its selected controller hears it next).
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        isOnScreen = true
    }

    /// Records that the tab bar controller has disappeared.
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        isOnScreen = false
    }

    // MARK: - Storage (internal)

    /// The controllers, one per tab.
    var controllers: [UIViewController] = []
    /// The selected controller (one of `controllers`, or the More navigation controller).
    weak var selectionStorage: UIViewController?
    /// The controller whose view is in the container.
    weak var displayedController: UIViewController?
    /// Whether the tab bar controller is appearing or has appeared.
    var isOnScreen = false
    /// The More navigation controller, once made.
    var moreNavigationStorage: UINavigationController?
    /// The More tab's item, once made.
    var moreItemStorage: UITabBarItem?
    let tabBarStorage: UITabBar
    /// The bar's cover of the container last laid out, so children hear when it changes.
    var reportedBarInsets = UIEdgeInsets.zero
    /// Whether the bar is hidden because the selected stack's pushed controller asks it.
    var isTabBarHiddenForPush = false { didSet { UIView.safeAreaInputsDidChange() } }
    /// The switch the delegate's animator runs, until it ends.
    var tabTransition: TabTransition?
}
