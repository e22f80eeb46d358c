// UINavigationController.swift: a stack of view controllers under a navigation bar: storage,
// initialisers and every overridable member, with the checks UIKit makes. The machinery is in
// UINavigationController+Stack.swift (changing the stack), +Transition.swift (showing the new top)
// and +Layout.swift (the bar and the content's frames).

/// A container that shows one view controller of a stack at a time under a navigation bar, as
/// UIKit's `UINavigationController`.
///
/// Pushing adds a controller on top and shows it; popping removes the top one and shows the one
/// below; the root (the first) is never popped. Each controller in the stack is a child
/// (`addChild`, `didMove(toParent:)`; `willMove(toParent: nil)`, `removeFromParent()`), so its
/// `navigationController` is this controller. While the navigation controller is on screen, the
/// controller leaving and the one arriving get UIKit's appearance calls:
///
///     push B over A: B willMove(toParent:), A viewWillDisappear, B viewWillAppear, B's layout,
///                    A viewDidDisappear, B viewDidAppear, B didMove(toParent:)
///     pop B:         B willMove(toParent: nil), B viewWillDisappear, A viewWillAppear, A's layout,
///                    B viewDidDisappear, A viewDidAppear, B didMove(toParent: nil)
///
/// Without animation the whole sequence runs inside the call. With animation, the "will" half
/// runs inside the call, the views slide for 0.35 s of virtual time, and the "did" half runs when
/// the slide ends (`Headless.advance(by:)`, `runUntilIdle()`). Starting another change while a
/// slide is running finishes the slide at once first. The stack itself (`viewControllers`,
/// `topViewController`) changes inside the call either way.
///
/// The ``delegate`` hears `willShow` and `didShow` around each change shown on screen; a swipe
/// from the leading edge (``interactivePopGestureRecognizer``) pops the top controller following
/// the finger, and finishes or cancels when the finger lifts (Docs/Navigation.md).
///
/// The bar is 44 points high (96 with a large title; 32 on a phone on its side), below the status bar and the top
/// safe-area inset (y = 20 on a phone with a home button, 59 on an iPhone 15; at the top when the
/// status bar is hidden on a phone with a home button). Under a translucent bar (the default) the
/// top controller's view fills this controller's view, as in UIKit, and its safe area starts below
/// the bar; under an opaque bar (`navigationBar.isTranslucent = false`) the view starts below the
/// bar (`edgesForExtendedLayout`, `extendedLayoutIncludesOpaqueBars`). The toolbar
/// (``isToolbarHidden``) does the same at the bottom.
@preconcurrency @MainActor
open class UINavigationController: UIViewController, ShowingContainer {
    /// Makes a navigation controller whose stack holds `rootViewController`.
    public init(rootViewController: UIViewController) {
        navigationBarStorage = UINavigationBar()
        super.init(nibName: nil, bundle: nil)
        setUpNavigation()
        pushViewController(rootViewController, animated: false)
    }

    /// Makes a navigation controller with an empty stack.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        navigationBarStorage = UINavigationBar()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        setUpNavigation()
    }

    /// Source compatibility; this package has no archives, so this makes an empty navigation
    /// controller.
    public required init?(coder: NSCoder) {
        navigationBarStorage = UINavigationBar()
        super.init(coder: coder)
        setUpNavigation()
    }

    // MARK: - The stack

    /// The stack, the root first and the top last. Setting it is
    /// `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the stack. Controllers that leave it are removed as children; new ones are added.
    /// When the top changes, the new top is shown as a push when it was not in the stack before,
    /// as a pop when it was. Repeated controllers are reported as
    /// "All view controllers in a navigation controller must be distinct (...)".
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        let isDistinct = viewControllers.indices.allSatisfy { index in
            !viewControllers[..<index].contains { $0 === viewControllers[index] }
        }
        guard isDistinct else {
            let names = viewControllers.map(debugName(of:)).joined(separator: ", ")
            Headless.reportViolation("All view controllers in a navigation controller must be distinct ((\(names)))")
            return
        }
        if viewControllers.contains(where: { $0 is UINavigationController }) {
            Headless.reportViolation("Pushing a navigation controller is not supported",
                                     exceptionName: "NSInvalidArgumentException")
            return
        }
        // A new top that was already in the stack is shown the way a pop shows it; a new one, as a push.
        let wasInStack = viewControllers.last.map { top in stack.contains { $0 === top } } ?? true
        changeStack(to: viewControllers, animated: animated, style: wasInStack ? .pop : .push)
    }

    /// Pushes `viewController` on the stack and shows it. A controller already in the stack is
    /// reported as "Pushing the same view controller instance more than once is not supported
    /// (<Class>)", a navigation controller as "Pushing a navigation controller is not supported";
    /// the stack is then unchanged.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        let traced = Headless.beginAction(HeadlessAction(
            .push, "push \(String(describing: type(of: viewController)))\(animated ? " (animated)" : "")"))
        defer { Headless.endAction(traced) }
        if viewController is UINavigationController {
            Headless.reportViolation("Pushing a navigation controller is not supported",
                                     exceptionName: "NSInvalidArgumentException")
            return
        }
        // A change still under way ends first (a cancelled pop puts its controller back, so the
        // check below sees the stack the push would change).
        finishTransitionNow()
        if stack.contains(where: { $0 === viewController }) {
            Headless.reportViolation(
                "Pushing the same view controller instance more than once is not supported (\(debugName(of: viewController)))",
                exceptionName: "NSInvalidArgumentException")
            return
        }
        changeStack(to: stack + [viewController], animated: animated, style: .push)
    }

    /// Pops the top controller and shows the one below; returns the popped controller. At the root
    /// it does nothing and returns nil
    /// (https://developer.apple.com/documentation/uikit/uinavigationcontroller/popviewcontroller(animated:)).
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        let traced = Headless.beginAction(HeadlessAction(.pop, "pop\(animated ? " (animated)" : "")"))
        defer { Headless.endAction(traced) }
        finishTransitionNow()
        guard stack.count > 1, let top = stack.last else { return nil }
        changeStack(to: Array(stack.dropLast()), animated: animated, style: .pop)
        return top
    }

    /// Pops every controller above the root and shows the root; returns the popped controllers,
    /// bottom first (empty when the root is already on top, nil when the stack is empty).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        let traced = Headless.beginAction(HeadlessAction(.pop, "pop to root\(animated ? " (animated)" : "")"))
        defer { Headless.endAction(traced) }
        guard !stack.isEmpty else { return nil }
        return popControllers(above: 0, animated: animated)
    }

    /// Pops the controllers above `viewController` and shows it; returns the popped controllers,
    /// bottom first (empty when it is already on top). A controller not in the stack is reported
    /// as "Tried to pop to a view controller that doesn't exist." and nil is returned.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        let traced = Headless.beginAction(HeadlessAction(
            .pop, "pop to \(String(describing: type(of: viewController)))\(animated ? " (animated)" : "")"))
        defer { Headless.endAction(traced) }
        finishTransitionNow()     // a cancelled pop still running back puts its controller back first
        guard let index = stack.firstIndex(where: { $0 === viewController }) else {
            Headless.reportViolation("Tried to pop to a view controller that doesn't exist.")
            return nil
        }
        return popControllers(above: index, animated: animated)
    }

    /// The controller on top of the stack, or nil when the stack is empty.
    open var topViewController: UIViewController? { stack.last }

    /// The controller whose view is shown: a controller presented over the navigation controller,
    /// else the top controller.
    open var visibleViewController: UIViewController? { presentedViewController ?? stack.last }

    /// Pushes `vc` with animation: how a navigation controller shows a controller that one of its
    /// children asks it to show (`show(_:sender:)`).
    open override func show(_ vc: UIViewController, sender: Any?) {
        pushViewController(vc, animated: true)
    }

    /// The child controllers: the stack, root first, as in UIKit.
    open override var children: [UIViewController] { stack }

    // MARK: - The bar

    /// The bar this controller manages; its items follow the stack's navigation items.
    open var navigationBar: UINavigationBar { navigationBarStorage }

    /// Whether the bar is hidden; false by default. Setting it is
    /// `setNavigationBarHidden(_:animated: false)`.
    open var isNavigationBarHidden: Bool {
        get { navigationBarHiddenStorage }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the bar. The top controller's view then fills the whole view (hidden) or
    /// the room the bar leaves (shown). Animated, the bar slides up out of sight or back down over
    /// ``hideShowBarDuration`` of virtual time; the value of ``isNavigationBarHidden`` changes at once.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != navigationBarHiddenStorage else { return }
        navigationBarHiddenStorage = hidden
        navigationBarSlideCount += 1
        guard let container = viewIfLoaded else {
            navigationBar.isHidden = hidden
            return
        }
        let isOnScreen = visibility == .appearing || visibility == .appeared
        guard animated, isOnScreen else {
            isSlidingNavigationBar = false
            navigationBar.isHidden = hidden
            container.setNeedsLayout()
            container.layoutIfNeeded()
            return
        }
        slideNavigationBar(hidden: hidden, in: container)
    }

    /// The duration, in seconds, of the bar's slide when it is hidden or shown with animation: 0.2,
    /// as UIKit's `UINavigationController.hideShowBarDuration`.
    public static let hideShowBarDuration: CGFloat = 0.2

    // MARK: - The delegate and the interactive pop

    /// The delegate told when a controller shows and asked about orientations; held weakly, as
    /// in UIKit.
    open weak var delegate: UINavigationControllerDelegate?

    /// The recognizer of the swipe from the leading edge that pops the top controller, following
    /// the finger (a ``UIScreenEdgePanGestureRecognizer`` on this controller's view). It begins
    /// only when there is a controller to pop, no change of top is under way, and the top item
    /// neither hides its back button nor has a leading bar button item; an app may set its
    /// `delegate` (whose `gestureRecognizerShouldBegin(_:)` then decides) or `isEnabled = false`.
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { popRecognizer }

    /// The delegate's supported orientations when it has one, else the view controller default.
    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        delegate?.navigationControllerSupportedInterfaceOrientations(self) ?? ownSupportedInterfaceOrientations
    }

    /// The delegate's preferred orientation for a presentation when it has one, else the view
    /// controller default.
    open override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        delegate?.navigationControllerPreferredInterfaceOrientationForPresentation(self)
            ?? ownPreferredInterfaceOrientationForPresentation
    }

    /// The status bar's style follows the bar's `barStyle` (light content over a `.black` bar),
    /// not the top controller's, as on a device; while the bar is hidden the top controller decides.
    open override var preferredStatusBarStyle: UIStatusBarStyle {
        navigationBar.barStyle == .default ? .default : .lightContent
    }

    /// The top controller while the bar is hidden, else nil: the navigation controller decides.
    open override var childForStatusBarStyle: UIViewController? { isNavigationBarHidden ? topViewController : nil }

    /// The top controller, whose `prefersStatusBarHidden` decides whether the status bar shows.
    open override var childForStatusBarHidden: UIViewController? { topViewController }

    // MARK: - View controller overrides

    /// Starts this controller's appearance or disappearance; the first time a top controller
    /// appears, the delegate hears `willShow` after that controller's `viewWillAppear`.
    open override func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if isAppearing { isAppearingAnimated = animated }
        super.beginAppearanceTransition(isAppearing, animated: animated)
        if isAppearing, visibility == .appearing, let top = displayedController, top.viewIfLoaded?.superview === viewIfLoaded {
            notifyWillShow(top, animated: animated)
        }
    }

    /// Ends this controller's appearance or disappearance; the delegate hears `didShow` after the
    /// top controller's `viewDidAppear` when it heard `willShow` for it.
    open override func endAppearanceTransition() {
        let animated = isAppearingAnimated
        super.endAppearanceTransition()
        if visibility == .appeared, transition == nil, let top = displayedController {
            notifyDidShow(top, animated: animated)
        }
    }

    /// Makes the container view: the screen's size, with a flexible width and height, holding the
    /// top controller's view and the bar above it.
    open override func loadView() {
        loadContainerView()
    }

    /// Records that the navigation controller is appearing (its top controller hears it next).
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        noteAppearance(.appearing)
    }

    /// Records that the navigation controller has appeared.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        noteAppearance(.appeared)
    }

    /// Records that the navigation controller is disappearing.
    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        noteAppearance(.disappearing)
    }

    /// Records that the navigation controller has disappeared.
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        noteAppearance(.disappeared)
    }

    // MARK: - Storage (internal)

    /// The stack, root first.
    var stack: [UIViewController] = []
    /// The controller whose view is installed in the container (the top once a slide ends).
    weak var displayedController: UIViewController?
    /// The animated change of top under way, if any.
    var transition: NavigationTransition?
    /// Where this controller is in its own appearance cycle.
    var visibility = Visibility.disappeared
    var navigationBarHiddenStorage = false
    /// Set while the bar slides in or out, so layout leaves its frame to the animation.
    var isSlidingNavigationBar = false
    /// Counts bar slides, so the completion of a replaced slide does nothing.
    var navigationBarSlideCount = 0
    let navigationBarStorage: UINavigationBar
    /// The toolbar, once made (``toolbar``); hidden unless ``isToolbarHidden`` is false.
    var toolbarStorage: UIToolbar?
    var toolbarHiddenStorage = true
    /// The bars' cover of the container last laid out, so children hear when it changes.
    var reportedBarInsets = UIEdgeInsets.zero
    /// The scroll view the large title's collapse was last measured for (UINavigationBar+LargeTitle.swift).
    weak var largeTitleScrollView: UIScrollView?

    /// The controller the delegate last heard `willShow` for, and the one it last heard
    /// `didShow` for, so each showing is told once.
    weak var delegateWillShowController: UIViewController?
    weak var delegateShownController: UIViewController?
    /// Whether the appearance under way is animated (for the delegate's `didShow`).
    var isAppearingAnimated = false
    /// The edge swipe that pops (``interactivePopGestureRecognizer``), made with the view.
    var popRecognizer: UIScreenEdgePanGestureRecognizer?
    /// The recognizer's own delegate, which decides whether the swipe may begin.
    let popGestureDecider = NavigationPopGestureDecider()
    /// Set while the pop recognizer pops, so the change slides with the finger.
    var isBeginningInteractivePop = false
    /// The stack before the change under way (restored when a custom transition is cancelled).
    var stackBeforeChange: [UIViewController] = []

    /// The view controller defaults of the orientations, for the delegate's default answers.
    var ownSupportedInterfaceOrientations: UIInterfaceOrientationMask { super.supportedInterfaceOrientations }
    var ownPreferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        super.preferredInterfaceOrientationForPresentation
    }

    /// The navigation controller's own appearance state, as its appearance callbacks report it.
    enum Visibility {
        case disappeared, appearing, appeared, disappearing
    }

    private func setUpNavigation() {
        navigationBarStorage.managingController = self
        popGestureDecider.navigationController = self
        makePopRecognizer()
    }
}
