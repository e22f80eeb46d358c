// UIViewController+Lifecycle.swift: loading the view, and the appearance sequence a window runs.

extension UIViewController {
    // MARK: - Loading

    /// Returns the view, loading it first when needed: `loadView()` then `viewDidLoad()`, once
    /// per load. Reading `view` from inside `loadView()` before it is set gives nil rather than
    /// loading again (UIKit would recurse forever).
    func loadViewIfRequired() -> UIView? {
        if let viewStorage { return viewStorage }
        guard !isLoadingView else { return nil }
        isLoadingView = true
        loadView()
        isLoadingView = false
        viewDidLoad()
        return viewStorage
    }

    // MARK: - Appearance in a window

    /// The sequence a window runs when it shows this controller as its root:
    /// `viewWillAppear`, a layout pass of the window (`viewIsAppearing`, then
    /// `viewWillLayoutSubviews`, `viewDidLayoutSubviews`), then `viewDidAppear`.
    func runAppearance(in window: UIWindow) {
        guard appearanceState == .disappeared || appearanceState == .disappearing else { return }
        beginAppearanceTransition(true, animated: false)
        viewStorage?.setNeedsLayout()
        window.layoutIfNeeded()
        endAppearanceTransition()
    }

    /// The sequence a window runs when it hides this controller: `viewWillDisappear`, then
    /// `viewDidDisappear`.
    func runDisappearance() {
        guard appearanceState == .appeared || appearanceState == .appearing else { return }
        beginAppearanceTransition(false, animated: false)
        endAppearanceTransition()
    }
}

extension UIViewController: ViewLayoutObserving {
    /// Sends `viewIsAppearing(_:)` when the view, appearing and in a window, is about to be laid
    /// out: its superview has placed it by then, as UIKit's layout pass does.
    package func viewWillBeLaidOut() {
        guard appearanceState == .appearing, !viewIsAppearingSent, viewStorage?.window != nil else { return }
        viewIsAppearingSent = true
        viewIsAppearing(appearanceAnimated)
    }
}

extension UIViewController {
    /// The work of `beginAppearanceTransition(_:animated:)`, which stays overridable in the class.
    func startAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if isAppearing {
            guard appearanceState == .disappeared || appearanceState == .disappearing else { return }
            appearanceState = .appearing
            appearanceAnimated = animated
            viewIsAppearingSent = false
            viewWillAppear(animated)
        } else {
            guard appearanceState == .appeared || appearanceState == .appearing else { return }
            appearanceState = .disappearing
            appearanceAnimated = animated
            viewWillDisappear(animated)
        }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in childrenShownInView() {
            child.beginAppearanceTransition(isAppearing, animated: animated)
        }
    }

    /// The work of `endAppearanceTransition()`, which stays overridable in the class.
    func finishAppearanceTransition() {
        let animated = appearanceAnimated
        switch appearanceState {
        case .appearing:
            // An appearance whose view needed no layout still tells the controller, once.
            if !viewIsAppearingSent {
                viewIsAppearingSent = true
                viewIsAppearing(animated)
            }
            appearanceState = .appeared
            viewDidAppear(animated)
            movingToParentFlag = false
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(animated)
            movingFromParentFlag = false
        case .appeared, .disappeared:
            return
        }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in childStorage where child.appearanceState == .appearing || child.appearanceState == .disappearing {
            child.endAppearanceTransition()
        }
    }
}

extension UIViewController {
    /// Where the controller's view is in its appearance cycle.
    package enum AppearanceState {
        case disappeared, appearing, appeared, disappearing
    }

    /// The children whose loaded views are inside this controller's view: those an appearance
    /// transition is passed on to.
    func childrenShownInView() -> [UIViewController] {
        guard let view = viewStorage else { return [] }
        return childStorage.filter { child in child.viewStorage?.isDescendant(of: view) == true }
    }
}
