// UINavigationController+BarHiding.swift: hiding the bars on a swipe or a tap (iOS 8's
// `hidesBarsOnSwipe`, `hidesBarsOnTap` and their recognizers), and the two hiding settings
// kept without effect here (the keyboard, a vertically compact size).

/// What a navigation controller keeps of bar hiding, in its `attachedObjects` (made on first use).
@MainActor
final class NavigationBarHiding: NSObject, UIGestureRecognizerDelegate {
    weak var navigationController: UINavigationController?
    var onSwipe = false
    var onTap = false
    var whenKeyboardAppears = false
    var whenVerticallyCompact = false
    /// Whether the last hiding hid the toolbar too, so that showing the bars shows it again.
    var hidToolbar = false
    /// Whether the swipe under way already hid or showed the bars.
    var swipeActed = false
    /// The recognizers, disabled until their setting is true; this object is their delegate.
    let swipeRecognizer = UIPanGestureRecognizer()
    let tapRecognizer: UITapGestureRecognizer = {
        // The tap toggles the bars without taking the touch from the content: a row tapped
        // under it is still selected ("an otherwise unhandled tap" should not be swallowed).
        let recognizer = UITapGestureRecognizer()
        recognizer.cancelsTouchesInView = false
        return recognizer
    }()

    /// The swipe works alongside the content's own gestures (a scroll view's pan), as UIKit says
    /// an app's recognizer tied to it must.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        gestureRecognizer === swipeRecognizer
    }

    /// A tap on the bars themselves, or on a control, is not "an otherwise unhandled tap in the
    /// content area".
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        guard gestureRecognizer === tapRecognizer, let navigationController, var view = touch.view else { return true }
        while true {
            if view is UIControl || view === navigationController.navigationBar || view === navigationController.toolbarStorage {
                return false
            }
            guard let superview = view.superview else { return true }
            view = superview
        }
    }
}

extension UINavigationController {
    /// Whether an upward swipe hides the navigation bar and the toolbar (when it has items), and a
    /// downward swipe shows them again; false by default. A swipe is a vertical drag anywhere in
    /// the content, a scroll view's included (``barHideOnSwipeGestureRecognizer``).
    public var hidesBarsOnSwipe: Bool {
        get { barHiding.onSwipe }
        set {
            barHiding.onSwipe = newValue
            barHiding.swipeRecognizer.isEnabled = newValue
        }
    }

    /// Whether a tap in the content that nothing else handles (not on a bar or a control) hides
    /// the bars, or shows them when they are hidden; false by default.
    public var hidesBarsOnTap: Bool {
        get { barHiding.onTap }
        set {
            barHiding.onTap = newValue
            barHiding.tapRecognizer.isEnabled = newValue
        }
    }

    /// Whether the bars hide when the keyboard appears; false by default. Kept only: the keyboard
    /// hides no bars here (Docs/Differences.md).
    public var hidesBarsWhenKeyboardAppears: Bool {
        get { barHiding.whenKeyboardAppears }
        set { barHiding.whenKeyboardAppears = newValue }
    }

    /// Whether the bars hide in a vertically compact size; false by default. Kept only: a rotation
    /// hides no bars here (Docs/Differences.md).
    public var hidesBarsWhenVerticallyCompact: Bool {
        get { barHiding.whenVerticallyCompact }
        set { barHiding.whenVerticallyCompact = newValue }
    }

    /// The pan that hides and shows the bars on a swipe, on this controller's view; disabled unless
    /// ``hidesBarsOnSwipe`` is true. An app may add targets but must not change its delegate.
    public var barHideOnSwipeGestureRecognizer: UIPanGestureRecognizer { barHiding.swipeRecognizer }

    /// The tap that hides and shows the bars, on this controller's view; disabled unless
    /// ``hidesBarsOnTap`` is true. An app may add targets but must not change its delegate.
    public var barHideOnTapGestureRecognizer: UITapGestureRecognizer { barHiding.tapRecognizer }

    /// The bar-hiding state, made (with its recognizers, added to the view if it is loaded) on
    /// first use.
    var barHiding: NavigationBarHiding {
        if let hiding = attachedObjects[Self.barHidingKey] as? NavigationBarHiding { return hiding }
        let hiding = NavigationBarHiding()
        hiding.navigationController = self
        for recognizer in [hiding.swipeRecognizer, hiding.tapRecognizer] as [UIGestureRecognizer] {
            recognizer.isEnabled = false
            recognizer.delegate = hiding
        }
        hiding.swipeRecognizer.addTarget(self, action: UINavigationController.handleBarHideSwipe)
        hiding.tapRecognizer.addTarget(self, action: UINavigationController.handleBarHideTap)
        attachedObjects[Self.barHidingKey] = hiding
        if let view = viewIfLoaded { installBarHidingRecognizers(in: view) }
        return hiding
    }

    /// Adds the bar-hiding recognizers, if they were made, to the controller's view.
    func installBarHidingRecognizers(in container: UIView) {
        guard let hiding = attachedObjects[Self.barHidingKey] as? NavigationBarHiding else { return }
        container.addGestureRecognizer(hiding.swipeRecognizer)
        container.addGestureRecognizer(hiding.tapRecognizer)
    }

    /// The swipe: once per gesture, as soon as it moves vertically, up hides the bars and down
    /// shows them.
    func handleBarHideSwipe(_ recognizer: UIPanGestureRecognizer) {
        let hiding = barHiding
        switch recognizer.state {
        case .began:
            hiding.swipeActed = false
            fallthrough
        case .changed:
            let translation = recognizer.translation(in: viewIfLoaded)
            guard !hiding.swipeActed, abs(translation.y) > abs(translation.x), translation.y != 0 else { return }
            hiding.swipeActed = true
            setBarsHidden(translation.y < 0)
        default:
            break
        }
    }

    /// The tap: hides the bars when the navigation bar shows, shows them when it is hidden.
    func handleBarHideTap(_ recognizer: UITapGestureRecognizer) {
        guard recognizer.state == .ended else { return }
        setBarsHidden(!isNavigationBarHidden)
    }

    /// Hides or shows the navigation bar with animation, and the toolbar when it shows items (or
    /// when the last hiding hid it).
    private func setBarsHidden(_ hidden: Bool) {
        let hiding = barHiding
        if hidden {
            hiding.hidToolbar = !isToolbarHidden && !(toolbarStorage?.items ?? []).isEmpty
            if hiding.hidToolbar { setToolbarHidden(true, animated: true) }
        } else if hiding.hidToolbar {
            hiding.hidToolbar = false
            setToolbarHidden(false, animated: true)
        }
        setNavigationBarHidden(hidden, animated: true)
    }

    /// The key of the bar-hiding state in `attachedObjects`.
    private static let barHidingKey = "ViewWidgets.barHiding"
}
