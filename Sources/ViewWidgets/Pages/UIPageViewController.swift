// UIPageViewController.swift: a container that shows one page (a view controller) at a time and
// turns to the pages its data source gives, by a swipe or by code, as UIKit's.

/// Shows pages, each a view controller, one at a time (two for a page-curl book with a middle
/// spine), as UIKit's `UIPageViewController`.
///
/// The scroll style lays the page and its neighbours side by side in a paging scroll view: a
/// drag turns the page through real touches, with `willTransitionTo` when the neighbour comes
/// into view and `didFinishAnimating(_:previousViewControllers:transitionCompleted:)` when the
/// pages come to rest, and the appearance calls of both pages in UIKit's order. When the data
/// source answers `presentationCount(for:)` with more than 0, a page control shows below the
/// pages. The page-curl style turns on a horizontal (or vertical) drag across the page or a tap
/// near its edge; right to left, a horizontal book turns the other way.
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    /// How pages change.
    public let transitionStyle: TransitionStyle
    /// The axis pages follow.
    public let navigationOrientation: NavigationOrientation
    /// The spine of a page-curl book; `.none` for the scroll style.
    public let spineLocation: SpineLocation
    /// Whether a page-curl book shows content on the back of its pages; false by default.
    open var isDoubleSided = false
    /// The data source, held weakly; without one, only `setViewControllers` changes the page.
    open weak var dataSource: UIPageViewControllerDataSource?
    /// The delegate, held weakly.
    open weak var delegate: UIPageViewControllerDelegate?

    /// The pages shown: one controller (two with a middle spine); nil before the first
    /// `setViewControllers(_:direction:animated:completion:)`.
    open var viewControllers: [UIViewController]? { shownControllers.isEmpty ? nil : shownControllers }

    /// The recognizers that turn a page-curl book's pages: a pan across the page and a tap near
    /// its leading or trailing edge (top or bottom for a vertical book); empty for the scroll
    /// style, whose scroll view turns pages.
    open var gestureRecognizers: [UIGestureRecognizer] {
        [curlPan, curlTap].compactMap { $0 }
    }

    /// Makes a page view controller; `options` may give `.spineLocation` and `.interPageSpacing`.
    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        spineLocation = style == .scroll ? .none : UIPageViewController.spine(from: options?[.spineLocation])
        interPageSpacing = UIPageViewController.spacing(from: options?[.interPageSpacing])
        super.init(nibName: nil, bundle: nil)
    }

    /// Source compatibility: a scroll-style, horizontal page view controller.
    public required init?(coder: NSCoder) {
        transitionStyle = .scroll
        navigationOrientation = .horizontal
        spineLocation = .none
        interPageSpacing = 0
        super.init(coder: coder)
    }

    /// Shows `viewControllers` (one, or two for a page-curl book with a middle spine or double
    /// sides), turning `direction`, animated over 0.3 s or at once; `completion` gets whether the
    /// turn finished. The delegate is not told (it hears gesture-driven turns only), as in UIKit;
    /// the data source's `presentationIndex(for:)` sets the page control. The wrong number of
    /// controllers is UIKit's error, and nothing changes.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection,
                                 animated: Bool, completion: ((Bool) -> Void)? = nil) {
        let controllers = viewControllers ?? []
        let required = transitionStyle == .pageCurl && (spineLocation == .mid || isDoubleSided) ? 2 : 1
        guard controllers.count == required else {
            Headless.reportViolation("The number of view controllers provided (\(controllers.count)) doesn't match the number required (\(required)) for the requested transition",
                                     exceptionName: "NSInvalidArgumentException")
            return
        }
        replacePages(with: controllers, direction: direction, animated: animated, completion: completion)
    }

    // MARK: - View controller overrides

    /// Makes the container view and, for the scroll style, its paging scroll view.
    open override func viewDidLoad() {
        super.viewDidLoad()
        setUpPages()
    }

    /// Lays the pages (and the page control) out in the view's bounds.
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layOutPages()
    }

    /// Records that the page view controller is appearing.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        isOnScreen = true
    }

    /// Records that the page view controller has disappeared.
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        isOnScreen = false
    }

    /// The pages' own appearance calls are sent by the page view controller as pages turn.
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    // MARK: - Storage (internal)

    /// The space between scrolled pages.
    let interPageSpacing: CGFloat
    var shownControllers: [UIViewController] = []
    /// The neighbours of the shown page, asked of the data source when a page settles.
    var neighbours: (before: UIViewController?, after: UIViewController?) = (nil, nil)
    /// The page whose neighbours were asked for; nil when they must be asked again.
    var neighboursLoadedFor: ObjectIdentifier?
    /// The neighbour a gesture is turning to, once it came into view, and whether it is the next
    /// page (a looping data source may give the same page on both sides).
    var pendingController: UIViewController?
    var pendingIsForward = true
    var isOnScreen = false
    var pagingScrollView: UIScrollView?
    var scrollCoordinator: PageScrollCoordinator?
    var builtInPageControl: UIPageControl?
    var curlPan: UIPanGestureRecognizer?
    var curlTap: UITapGestureRecognizer?
    /// Whether the content offset is being set by the controller (not a scroll to follow).
    var isArrangingPages = false
    /// The end of an animated `setViewControllers`: its work on the clock, and the work itself
    /// (run early when another turn starts first).
    var pendingTurnEnd: Headless.WorkItem?
    var pendingTurnFinish: (() -> Void)?

    /// The `.spineLocation` option as a spine location (`.min` when absent or not one).
    static func spine(from option: Any?) -> SpineLocation {
        if let location = option as? SpineLocation { return location == .none ? .min : location }
        if let raw = option as? Int, let location = SpineLocation(rawValue: raw), location != .none { return location }
        return .min
    }

    /// The `.interPageSpacing` option in points (0 when absent, negative or not finite).
    static func spacing(from option: Any?) -> CGFloat {
        let value: CGFloat
        switch option {
        case let number as CGFloat: value = number
        case let number as Double: value = CGFloat(number)
        case let number as Int: value = CGFloat(number)
        default: value = 0
        }
        return value.isFinite ? max(0, value) : 0
    }
}
