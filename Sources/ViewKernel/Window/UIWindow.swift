// UIWindow.swift: the root of a view tree on screen: visibility, key status, the root view
// controller, and the entry point of touch events.

/// The root of a view hierarchy on the screen, as UIKit's `UIWindow`: a view that is its own window.
///
/// As in UIKit, a new window is hidden: `makeKeyAndVisible()` shows it, and a hidden window
/// receives no touches. Touches enter through ``sendEvent(_:)``; the simulated touches that a test
/// or demo makes (`tap(at:)`, `drag(from:to:steps:)`, ...) are in `UIWindow+SimulatedTouches.swift`.
@MainActor
open class UIWindow: UIView {
    /// Makes a hidden window with the given frame (in screen coordinates).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        becomeWindowView()
        super.isHidden = true  // hidden from the start: no notification, no disappearance
        Headless.current.windowDidInitialize(self)
    }

    /// Makes a hidden window filling the screen (`UIScreen.main.bounds`).
    public convenience init() {
        self.init(frame: UIScreen.main.bounds)
    }

    /// Makes a hidden window filling the screen of `windowScene`, in that scene (iOS 13), as a
    /// scene delegate makes its window. A designated initialiser, as in UIKit: a subclass may
    /// override it.
    public init(windowScene: UIWindowScene) {
        super.init(frame: windowScene.screen.bounds)
        becomeWindowView()
        super.isHidden = true  // hidden from the start: no notification, no disappearance
        Headless.current.windowDidInitialize(self)
    }

    /// Whether the window was taken out of its scene (`windowScene = nil`): Window/UIWindow+Scene.swift.
    var isDetachedFromScene = false

    /// Source compatibility; makes a hidden, zero-sized window.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        becomeWindowView()
        super.isHidden = true  // hidden from the start: no notification, no disappearance
        Headless.current.windowDidInitialize(self)
    }

    /// Lets go of what refers to the window without retaining it: every view still in it reads
    /// nil from `window` from now on (as a weak reference would), and the runtime forgets it.
    /// Isolated, so that the runtime is only touched on the main actor.
    isolated deinit {
        Headless.current.windowWillBeFreed(self)
        var pending = subviewStorage
        while let view = pending.popLast() {
            // Only views in this window: those under a window nested in it keep theirs.
            if view.windowStorage === self { view.windowStorage = nil }
            pending.append(contentsOf: view.subviewStorage)
        }
    }

    /// Marks the view as a window, and registers the layout its initialisation asked for (which
    /// ran before the mark).
    private func becomeWindowView() {
        isWindowView = true
        if subtreeNeedsLayout { Headless.current.rootNeedsLayout(self) }
    }

    /// A window is its own window.
    open override var window: UIWindow? { self }

    /// The screen the window is shown on: `UIScreen.main`.
    open var screen: UIScreen { UIScreen.main }

    /// Where the window sits among the levels of windows; `.normal` by default. Kept: every
    /// window here is shown at one level, in the order the windows were made.
    open var windowLevel = UIWindow.Level.normal

    /// Whether the window is hidden; true for a new window. Showing a window posts
    /// ``didBecomeVisibleNotification``, then runs the root view controller's appearance
    /// (viewWillAppear, layout, viewDidAppear); hiding it ends its key status (``resignKey()``,
    /// ``didResignKeyNotification``), runs the disappearance, then posts
    /// ``didBecomeHiddenNotification``. This order is the package's: Apple does not document it
    /// (Docs/Differences.md, "Key status and visibility"). Hiding the window inside another
    /// key-status callback (``becomeKey()``, ``resignKey()`` or their notifications) ends its key
    /// status at once but queues its ``resignKey()`` and ``didResignKeyNotification`` after the
    /// callbacks under way, so they come after its disappearance and
    /// ``didBecomeHiddenNotification``. A key-status callback that shows the window again while
    /// it is being hidden leaves it shown: its root view controller does not disappear and no
    /// ``didBecomeHiddenNotification`` is posted. An observer of ``didBecomeVisibleNotification``
    /// that hides the window again leaves it hidden, its root view controller not appeared.
    open override var isHidden: Bool {
        didSet {
            guard oldValue != isHidden else { return }
            if isHidden {
                if isKeyWindow {
                    endKeyStatus()
                    guard isHidden else { return }  // shown again by a key-status callback
                }
                rootViewControllerStorage?.runDisappearance()
                postWindowNotification(UIWindow.didBecomeHiddenNotification)
            } else {
                postWindowNotification(UIWindow.didBecomeVisibleNotification)
                // An observer may have hidden the window again; makeKeyAndVisible() runs its own.
                if !defersAppearance, !isHidden { rootViewControllerStorage?.runAppearance(in: self) }
            }
        }
    }

    /// Whether showing the window leaves the root view controller's appearance to the caller:
    /// set by ``makeKeyAndVisible()`` while it shows the window, which makes it key before the
    /// root appears.
    private var defersAppearance = false

    /// Hides the window without a notification, a key-status callback or the root view
    /// controller's disappearance, and takes its key status away silently: how `Headless.reset()`
    /// hides the simulated keyboard's window, since a reset posts nothing.
    func hideWithoutNotifying() {
        isKeyWindow = false
        let runtime = Headless.current
        if runtime.keyWindow === self { runtime.keyWindow = nil }
        super.isHidden = true  // UIView's setter: this class's observer does not run
    }

    // MARK: - Key window

    /// Whether this is the key window, the one that receives keyboard events.
    open internal(set) var isKeyWindow = false

    /// Shows the window and makes it key (the previous key window stops being key). Here a hidden
    /// window is shown first (``didBecomeVisibleNotification``), then made key (``becomeKey()``,
    /// ``didBecomeKeyNotification``), then its root view controller appears, so that the root's
    /// `viewDidAppear(_:)` finds its window key, as on iOS. The order of the notifications is the
    /// package's (Docs/Differences.md, "Key status and visibility"). A window whose
    /// ``canBecomeKey`` is false is shown but not made key.
    open func makeKeyAndVisible() {
        let appears = isHidden
        defersAppearance = true
        isHidden = false
        defersAppearance = false
        makeKey()
        if appears, !isHidden { rootViewControllerStorage?.runAppearance(in: self) }
    }

    /// Makes the window key without changing its visibility; the previous key window stops being
    /// key. Both windows' key status changes first (``isKeyWindow``, `UIApplication.keyWindow`);
    /// then the previous one hears ``resignKey()`` and ``didResignKeyNotification`` is posted,
    /// then this one hears ``becomeKey()`` and ``didBecomeKeyNotification`` is posted. A key
    /// window asked for inside one of those callbacks is made key at once, and its callbacks
    /// follow the ones under way, so the window asked last is the one key window. Does nothing
    /// when the window is already key or its ``canBecomeKey`` is false.
    open func makeKey() {
        guard !isKeyWindow, canBecomeKey else { return }
        let runtime = Headless.current
        let previous = runtime.keyWindow.flatMap { $0 === self ? nil : $0 }
        previous?.isKeyWindow = false
        runtime.keyWindow = self
        isKeyWindow = true
        var changes: [KeyStatusChange] = []
        if let previous { changes.append(KeyStatusChange(window: previous, becameKey: false)) }
        changes.append(KeyStatusChange(window: self, becameKey: true))
        announceKeyStatus(changes)
    }

    /// Whether the window can become the key window (iOS 15); true by default. A subclass that
    /// returns false is never made key: ``makeKey()`` and ``makeKeyAndVisible()`` leave the key
    /// window as it is (the latter still shows the window).
    open var canBecomeKey: Bool { true }

    /// Called when the window has become the key window, before ``didBecomeKeyNotification`` is
    /// posted; ``isKeyWindow`` is already true (unless a callback before it made another window
    /// key). Does nothing; a subclass overrides it. Never call it directly.
    open func becomeKey() {}

    /// Called when the window has stopped being the key window (another window was made key, or
    /// this one was hidden), before ``didResignKeyNotification`` is posted; ``isKeyWindow`` is
    /// already false. Does nothing; a subclass overrides it. Never call it directly.
    open func resignKey() {}

    // MARK: - Root view controller

    /// The controller whose view fills the window.
    ///
    /// Setting it removes the previous controller's view, then loads the new controller's view,
    /// sizes it to the window's bounds with a flexible width and height, and adds it. When the
    /// window is visible, the previous controller disappears and the new one appears at once
    /// (set while ``makeKeyAndVisible()`` shows the window, it appears once the window is key);
    /// otherwise the new one appears when the window is shown.
    open var rootViewController: UIViewController? {
        get { rootViewControllerStorage }
        set { replaceRootViewController(with: newValue) }
    }

    private var rootViewControllerStorage: UIViewController?

    private func replaceRootViewController(with controller: UIViewController?) {
        guard controller !== rootViewControllerStorage else { return }
        if let old = rootViewControllerStorage {
            if !isHidden { old.runDisappearance() }
            if let oldView = old.viewIfLoaded, oldView.superview === self { oldView.removeFromSuperview() }
        }
        rootViewControllerStorage = controller
        guard let controller, let view = controller.view else { return }
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(view)
        // While makeKeyAndVisible() shows the window, the root appears once the window is key.
        if !isHidden, !defersAppearance { controller.runAppearance(in: self) }
    }

    // MARK: - Events

    /// Delivers an event's touches: to the gesture recognizers of each touch's view and its
    /// ancestors first, then to the view the touch went down in (it keeps the touch until the
    /// touch ends), unless a recognizer cancelled or holds back the touch.
    open func sendEvent(_ event: UIEvent) {
        Headless.current.gestureEnvironment.deliver(event, in: self)
    }

    /// The touch event of this window's fingers (simulated touches), made at the first touch and
    /// reused for every touch after, as UIKit reuses its touch event object rather than making
    /// one per touch; read at every touch phase, unchecked as the touch's own fields are. Once
    /// set, the runtime remembers the window (weakly), so that a reset forgets its fingers even
    /// when it is out of the window list.
    var activeTouchEvent: UIEvent? {
        didSet {
            if oldValue == nil, activeTouchEvent != nil {
                Headless.current.gestureEnvironment.windowReceivedTouch(self)
            }
        }
    }
}
