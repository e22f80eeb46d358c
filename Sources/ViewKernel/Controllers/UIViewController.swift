// UIViewController.swift: a view controller's storage, initialisers and every overridable member,
// with its default behaviour. Loading the view and the window's appearance sequence are in
// UIViewController+Lifecycle.swift.

/// An object that manages a view hierarchy, as UIKit's `UIViewController`.
///
/// The view is made lazily: reading ``view`` the first time calls ``loadView()`` then
/// ``viewDidLoad()``, once. The controller hears about its view's layout
/// (``viewWillLayoutSubviews()`` / ``viewDidLayoutSubviews()``) and appearance (``viewWillAppear(_:)``,
/// then layout, then ``viewDidAppear(_:)``), and sits in the responder chain between its view
/// and the view's superview.
///
/// The navigation controller that contains a controller is found by walking ``parent``: ViewWidgets
/// defines `navigationController` on top of ``ancestor(ofType:)``.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    /// Makes a controller; this package has no nib files, so both arguments are only kept.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// Makes a controller from an archive; this package has no archives, so this exists for source
    /// compatibility and makes a plain controller.
    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = nil
        super.init()
    }

    /// Makes a controller with no nib, as `init(nibName: nil, bundle: nil)`.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// The nib name given at initialisation (never loaded here).
    public let nibName: String?

    /// The bundle given at initialisation.
    public let nibBundle: Bundle?

    // MARK: - The view

    /// The root view, loaded on first use through ``loadView()`` and ``viewDidLoad()``. Setting it
    /// makes the new view's next responder this controller.
    open var view: UIView! {
        get { loadViewIfRequired() }
        set {
            guard newValue !== viewStorage else { return }
            if let old = viewStorage, old.viewDelegate === self { old.viewDelegate = nil }
            viewStorage = newValue
            newValue?.viewDelegate = self
            // Both views now take their traits from elsewhere: the caches kept below them are stale.
            Headless.current.traitsDidChange()
        }
    }

    /// The view if it has been loaded, else nil; never loads it.
    open var viewIfLoaded: UIView? { viewStorage }

    /// Whether the view has been loaded; never loads it.
    open var isViewLoaded: Bool { viewStorage != nil }

    /// Makes the view. By default a plain `UIView` the size of `UIScreen.main.bounds`, with a
    /// flexible width and height. An override sets ``view`` and does not call `super`.
    open func loadView() {
        let view = UIView(frame: UIScreen.main.bounds)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        self.view = view
    }

    /// Loads the view if it has not been loaded yet.
    open func loadViewIfNeeded() {
        _ = loadViewIfRequired()
    }

    /// Called once after the view has been loaded; does nothing by default.
    open func viewDidLoad() {}

    /// The title shown for this controller (by a navigation bar, for one); nil by default.
    open var title: String? {
        didSet {
            guard oldValue != title else { return }
            for case let follower as ControllerTitleFollowing in attachedObjects.values { follower.controllerTitleDidChange() }
        }
    }

    // MARK: - Appearance

    /// The view is about to be shown; does nothing by default.
    open func viewWillAppear(_ animated: Bool) {}
    /// The view is in the view hierarchy, laid out by its superview, with up-to-date traits and
    /// geometry: after `viewWillAppear(_:)`, before `viewDidAppear(_:)`, once each appearance
    /// (iOS 17's, back to iOS 13). Does nothing by default.
    open func viewIsAppearing(_ animated: Bool) {}
    /// The view has been shown and laid out; does nothing by default.
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to be hidden or removed; does nothing by default.
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view has been hidden or removed; does nothing by default.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Starts an appearance (true: `viewWillAppear`) or disappearance (false: `viewWillDisappear`)
    /// transition; containers call it for their children. A transition already under way in the
    /// same direction is not started again.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) { startAppearanceTransition(isAppearing, animated: animated) }

    /// Ends the transition begun with ``beginAppearanceTransition(_:animated:)``: `viewDidAppear`
    /// or `viewDidDisappear`, then the same for the children that took part in it.
    open func endAppearanceTransition() { finishAppearanceTransition() }

    /// Whether appearance callbacks are passed on to the children whose views are inside this
    /// controller's view; true by default.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Whether the controller appears because it was just added to a parent: only while it appears.
    open var isMovingToParent: Bool { movingToParentFlag && [.appearing, .appeared].contains(appearanceState) }
    /// Whether the controller is disappearing because it is being removed from its parent.
    open var isMovingFromParent: Bool { movingFromParentFlag }

    // MARK: - Traits (the machinery is in Traits/)

    /// Called when the controller's traits changed, before its view's; does nothing by default.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The traits this container gives `childViewController` on top of its own: those set with
    /// `setOverrideTraitCollection(_:forChild:)`, nil when none. Override it to compute them.
    open func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        childViewController.parentStorage === self ? childViewController.traitState?.overrideFromParent : nil
    }

    // MARK: - Size and trait transitions (the machinery is in Rotation/)

    /// The controller's view is about to be resized to `size` (the device turns, the window is
    /// resized); `coordinator` runs animations alongside and after it. By default tells each
    /// child, with `size(forChildContentContainer:withParentContainerSize:)`: an override calls `super`.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        forwardSizeTransition(to: size, with: coordinator)
    }

    /// The controller's traits are about to become `newCollection` (the size classes of a turn);
    /// by default tells each child. An override calls `super`.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        forwardTraitTransition(to: newCollection, with: coordinator)
    }

    /// The size a child's view gets when this controller's becomes `parentSize`: the same size by default.
    open func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }

    /// The coordinator of the transition under way: the push, pop, presentation or dismissal this
    /// controller (or, failing that, its nearest ancestor) takes part in, else the turn of the
    /// device under way; nil when none is.
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { activeTransitionCoordinator() }

    // MARK: - Layout

    /// Called just before the view's `layoutSubviews()`; does nothing by default.
    open func viewWillLayoutSubviews() {}
    /// Called just after the view's `layoutSubviews()`; does nothing by default.
    open func viewDidLayoutSubviews() {}

    /// Updates the constraints of the controller's view in the update-constraints pass (after its
    /// subviews'); by default calls the view's `updateConstraints()`. Override it and call `super`.
    open func updateViewConstraints() {
        viewStorage?.updateConstraints()
    }

    /// Insets added to the safe area of the controller's view (and so of its subviews); zero by
    /// default. Setting them lays the view out again.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            guard additionalSafeAreaInsets != oldValue else { return }
            UIView.safeAreaInputsDidChange(insetsAdded: additionalSafeAreaInsets != .zero)
            viewStorage?.setNeedsLayout()
        }
    }

    /// Called after the safe-area insets of the controller's view changed; does nothing by default.
    open func viewSafeAreaInsetsDidChange() {}
    /// The edges under which a container (a navigation or tab bar controller) lays this
    /// controller's view out beneath its bars; `.all` by default. The safe area still clears the
    /// bars. Setting it lays the parent's view out again.
    open var edgesForExtendedLayout: UIRectEdge = .all {
        didSet { if edgesForExtendedLayout != oldValue { parent?.viewIfLoaded?.setNeedsLayout() } }
    }

    /// Whether the view also extends under opaque bars (on the edges of `edgesForExtendedLayout`);
    /// false by default.
    open var extendedLayoutIncludesOpaqueBars = false {
        didSet { if extendedLayoutIncludesOpaqueBars != oldValue { parent?.viewIfLoaded?.setNeedsLayout() } }
    }

    /// Whether the bar at the bottom (a tab bar, a navigation controller's toolbar) hides while
    /// this controller is pushed on a navigation controller; false by default. Read when the stack
    /// changes.
    open var hidesBottomBarWhenPushed = false

    /// Called after the layout margins of the controller's view changed; does nothing by default.
    open func viewLayoutMarginsDidChange() {}
    /// Whether the view's layout margins are at least the system's minimum (16 points at the sides
    /// on most phones, 20 on wider screens); true by default.
    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { viewStorage?.setNeedsLayout() }
    }

    /// The system's minimum layout margins for the controller's root view.
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let side: CGFloat = UIScreen.main.bounds.width >= 414 ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    // MARK: - Containment

    /// The controller this one is a child of, or nil.
    open var parent: UIViewController? { parentStorage }
    /// The child controllers, in the order they were added.
    open var children: [UIViewController] { childStorage }

    /// Adds `childController` as a child, first removing it from another parent. Calls the child's
    /// `willMove(toParent: self)`; the caller adds the child's view and then calls
    /// `didMove(toParent: self)`, as in UIKit.
    open func addChild(_ childController: UIViewController) { adoptChild(childController) }

    /// Removes this controller from its parent and calls `didMove(toParent: nil)`; the caller
    /// calls `willMove(toParent: nil)` first and removes the view, as in UIKit.
    open func removeFromParent() { leaveParent() }

    /// Called when the controller is about to be added to `parent` (nil: removed); does nothing
    /// by default.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the controller was added to `parent` (nil: removed); does nothing by default.
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: - Presentation (the machinery is in UIViewController+Presentation.swift)

    /// Presents `viewControllerToPresent` modally, over this controller's content, as UIKit's
    /// `present(_:animated:completion:)`.
    ///
    /// The presentation is made by the controller at the top of this one's containers (the
    /// window's root, or a presented controller), in the style of the presented controller's
    /// ``modalPresentationStyle``. Without animation the whole presentation runs inside the call;
    /// animated, the presented view arrives over 0.5 s of virtual time (``modalTransitionStyle``)
    /// and the "did" callbacks and `completion` run when it has arrived. A presentation that cannot
    /// be made is logged with UIKit's text and nothing is presented; `completion` is not called.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presentModally(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presented (and every controller presented above it), or,
    /// when this one presented nothing, asks the controller that presented it to dismiss it, as
    /// UIKit's `dismiss(animated:completion:)`. `completion` runs once the dismissal is over (at
    /// once when there is nothing to dismiss).
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        dismissModally(animated: flag, completion: completion)
    }

    /// The controller presented by this one or by the nearest of its ancestors that presents one;
    /// nil when none does. It stays set until a dismissal has finished.
    open var presentedViewController: UIViewController? { nearestPresentedController() }

    /// The controller that presented this one, or that presented its nearest presented ancestor;
    /// nil when neither was presented.
    open var presentingViewController: UIViewController? { nearestPresentingController() }

    /// How this controller is shown when presented; `.automatic` (a sheet on a phone) by default.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic

    /// How this controller arrives and leaves when presented with animation; `.coverVertical` by default.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical

    /// Whether this controller is being presented: true from `present` until its `viewDidAppear`
    /// has returned.
    open var isBeingPresented: Bool { presentationState.isBeingPresented }

    /// Whether this controller is being dismissed: true from `dismiss` until its
    /// `viewDidDisappear` has returned.
    open var isBeingDismissed: Bool { presentationState.isBeingDismissed }

    /// Whether this controller's view is the area that `.currentContext` and
    /// `.overCurrentContext` presentations from it or its children cover; false by default.
    open var definesPresentationContext = false

    /// Whether a presented sheet refuses to be dismissed interactively (a swipe down springs back
    /// and the delegate hears `presentationControllerDidAttemptToDismiss`); false by default.
    open var isModalInPresentation = false

    /// Shows `vc` in the way of the nearest container that has its own way (a navigation
    /// controller pushes it), else presents it modally with animation, as UIKit's `show(_:sender:)`.
    open func show(_ vc: UIViewController, sender: Any?) {
        showInNearestContainer(vc, sender: sender)
    }

    // MARK: - Status bar, home indicator and system gestures (read by UIStatusBarManager)

    /// Whether the status bar should be hidden while this controller decides it; false by default.
    open var prefersStatusBarHidden: Bool { false }
    /// The status bar's style while this controller decides it; `.default` by default.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// How the status bar animates when `prefersStatusBarHidden` changes; `.fade` by default.
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// The child whose `preferredStatusBarStyle` is used instead of this controller's; nil by default.
    open var childForStatusBarStyle: UIViewController? { nil }
    /// The child whose `prefersStatusBarHidden` is used instead of this controller's; nil by default.
    open var childForStatusBarHidden: UIViewController? { nil }
    /// Whether this controller, presented other than full screen, decides the status bar; false by default.
    open var modalPresentationCapturesStatusBarAppearance = false
    /// Tells the system the status bar preferences changed: the status bar manager reads them when asked.
    open func setNeedsStatusBarAppearanceUpdate() {}
    /// Whether the home indicator may hide while this controller decides it; false by default.
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    /// The child whose `prefersHomeIndicatorAutoHidden` is used instead of this controller's; nil by default.
    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
    /// The screen edges whose system gestures wait for this controller's own first; none by default.
    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }
    /// The child whose `preferredScreenEdgesDeferringSystemGestures` is used instead; nil by default.
    open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }
    /// Tells the system the home indicator preference changed: nothing shows one headless.
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() {}
    /// Tells the system the deferred screen edges changed: the system's edge gestures are not
    /// simulated headless, so the app's own recognizers always see the touches first.
    open func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {}

    // MARK: - Memory

    /// Sent when the app receives a memory warning; does nothing by default. An override frees
    /// what it can rebuild and calls `super`. A device sends it when memory runs low; here only
    /// `Headless.simulateMemoryWarning()` does, to every controller in the windows' hierarchies.
    open func didReceiveMemoryWarning() {}

    // MARK: - Responder chain

    /// The next responder: the controller that presented this one, else the superview of the
    /// controller's view (the window for a root view controller), or nil when the view is not
    /// loaded or not in a superview.
    open override var next: UIResponder? {
        presentationState.presentingStorage ?? viewStorage?.superview
    }

    // MARK: - Editing and size

    /// Whether the controller's content is being edited; false by default. Setting it calls
    /// `setEditing(_:animated:)` without animation.
    open var isEditing: Bool {
        get { isEditingStorage }
        set { setEditing(newValue, animated: false) }
    }
    private var isEditingStorage = false

    /// Turns editing on or off; an override updates its views and calls `super`.
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditingStorage = editing
        for case let follower as ControllerEditingFollowing in attachedObjects.values { follower.controllerEditingDidChange(editing) }
    }

    /// The size the controller would like its view to be shown at; `.zero` by default. A change
    /// tells a presented controller's presentation controller (`preferredContentSizeDidChange`).
    open var preferredContentSize = CGSize.zero {
        didSet { if oldValue != preferredContentSize { preferredContentSizeChanged() } }
    }

    // MARK: - Orientation

    /// The interface orientations the controller supports; `.allButUpsideDown` by default, a
    /// phone's. `Headless.rotate(to:)` turns only to one the top full-screen controller supports.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }

    /// The orientation to present the controller in full screen; `.portrait` by default here.
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }

    /// Whether the controller's contents may turn with the device; true by default (deprecated by
    /// UIKit in iOS 16); `Headless.rotate(to:)` does not turn when it is false.
    open var shouldAutorotate: Bool { true }

    // MARK: - Storage (internal)

    var viewStorage: UIView?
    var isLoadingView = false
    weak var parentStorage: UIViewController?
    var childStorage: [UIViewController] = []
    package var appearanceState = AppearanceState.disappeared
    var appearanceAnimated = false, viewIsAppearingSent = false
    /// Set while the controller appears after being added to a parent; containers may set it.
    package var movingToParentFlag = false
    /// Set while the controller disappears before being removed; containers set it.
    package var movingFromParentFlag = false
    /// Objects other modules of this package attach to a controller, by key, since an extension
    /// cannot add stored properties (ViewWidgets can keep a controller's navigation item here).
    package var attachedObjects: [String: AnyObject] = [:]
    /// The controllers this one presents and was presented by, and its presentation's views.
    package let presentationState = PresentationState()
    /// The traits last worked out, their generation, the traits last reported, and the trait
    /// overrides and registrations (Traits/).
    var cachedTraits: UITraitCollection?
    var cachedTraitsGeneration = 0
    var reportedTraits: UITraitCollection? = UITraitCollection.current
    var traitState: TraitEnvironmentState?
}
