// Headless+Rotation.swift: turning the simulated device. The screen swaps its width and height
// and takes the safe-area insets and status bar the device has on its side; full-screen windows
// are resized; controllers hear willTransition(to:with:) and viewWillTransition(to:with:) first,
// then, inside the turn's animation, traitCollectionDidChange(_:) and layout, as on a device.

import Foundation

/// The size, safe-area insets and status bar of the screen in one orientation.
struct ScreenGeometry: Equatable {
    var size: CGSize
    var safeAreaInsets: UIEdgeInsets
    var statusBarHeight: CGFloat
}

extension UIScreen {
    /// The screen's geometry in `orientation`. On its side a phone hides its status bar; one with
    /// a sensor housing (a top inset above 20 points) keeps the housing's inset on both sides and
    /// 21 points for the home indicator (59, 59 and 21 on an iPhone 15), one with a home button
    /// has no insets. An iPad keeps its status bar and insets at the top and bottom. Upside down
    /// is laid out as portrait.
    func geometry(in orientation: UIInterfaceOrientation) -> ScreenGeometry {
        guard orientation.isLandscape else { return portrait }
        let size = CGSize(width: portrait.size.height, height: portrait.size.width)
        if userInterfaceIdiom == .pad {
            return ScreenGeometry(size: size, safeAreaInsets: portrait.safeAreaInsets, statusBarHeight: portrait.statusBarHeight)
        }
        let insets = portrait.safeAreaInsets
        guard insets.top > 20 else { return ScreenGeometry(size: size, safeAreaInsets: .zero, statusBarHeight: 0) }
        let sides = UIEdgeInsets(top: 0, left: insets.top, bottom: insets.bottom > 0 ? 21 : 0, right: insets.top)
        return ScreenGeometry(size: size, safeAreaInsets: sides, statusBarHeight: 0)
    }
}

extension UIInterfaceOrientation {
    /// How far the interface is turned from portrait, in radians (clockwise is positive).
    var turnAngle: CGFloat {
        switch self {
        case .landscapeLeft: return -CGFloat.pi / 2
        case .landscapeRight: return CGFloat.pi / 2
        case .portraitUpsideDown: return CGFloat.pi
        case .portrait, .unknown: return 0
        }
    }

    /// The mask holding only this orientation (none for `.unknown`).
    var mask: UIInterfaceOrientationMask {
        switch self {
        case .portrait: return .portrait
        case .portraitUpsideDown: return .portraitUpsideDown
        case .landscapeLeft: return .landscapeLeft
        case .landscapeRight: return .landscapeRight
        case .unknown: return []
        }
    }
}

extension Headless {
    /// How long a quarter turn of the device lasts (a half turn twice as long, as Apple's
    /// documentation of `statusBarOrientationAnimationDuration` says for the status bar). Apple
    /// publishes no figure: 0.4 s is the one commonly observed on devices (Docs/Differences.md).
    public static let rotationDuration: TimeInterval = 0.4

    /// The orientation the interface is shown in: `.portrait` until ``rotate(to:animated:)``.
    public static var interfaceOrientation: UIInterfaceOrientation { current.screen.interfaceOrientation }

    /// Turns the simulated device so that the interface is shown in `orientation`, as a user
    /// turning the phone: `UIScreen.main` swaps its width and height and takes the safe-area
    /// insets of the device on its side, every full-screen window is resized, and the size
    /// classes change (an iPhone on its side has a compact height; a Pro Max a regular width).
    ///
    /// Each full-screen window's root controller and the controllers it presents first hear
    /// `willTransition(to:with:)` when their traits will change, then `viewWillTransition(to:with:)`;
    /// both pass the news on to children. Then, inside a `UIView.animate` block lasting
    /// ``rotationDuration`` of virtual time (none when `animated` is false), the windows are
    /// resized, `traitCollectionDidChange(_:)` is sent, the coordinator's alongside animations run
    /// and the windows are laid out; the coordinator's completions run when the animation ends.
    ///
    /// First of all, when the app generates device orientation notifications,
    /// `UIDevice.orientationDidChangeNotification` is posted, `UIDevice.current.orientation`
    /// already the new one (the device turns before the interface follows).
    ///
    /// Nothing happens, and false is returned, when the interface already is in `orientation`,
    /// `orientation` is `.unknown`, or the key window's top controller does not support it
    /// (`supportedInterfaceOrientations`, `shouldAutorotate`).
    @discardableResult
    public static func rotate(to orientation: UIInterfaceOrientation, animated: Bool = true) -> Bool {
        let runtime = current
        let screen = runtime.screen
        let from = screen.interfaceOrientation
        guard orientation != .unknown, orientation != from, runtime.topControllerSupports(orientation) else { return false }
        runtime.app.device.deviceWillTurn(to: UIDeviceOrientation(interfaceOrientation: orientation))
        let oldBounds = screen.bounds
        let geometry = screen.geometry(in: orientation)
        let windows = runtime.windows.filter { $0.frame == oldBounds }
        var turn = orientation.turnAngle - from.turnAngle
        if turn > .pi { turn -= 2 * .pi } else if turn <= -.pi { turn += 2 * .pi }
        let quarters = (abs(turn) / (.pi / 2)).rounded()
        let coordinator = TransitionCoordinator(isAnimated: animated, transitionDuration: rotationDuration * quarters,
                                                    targetTransform: CGAffineTransform(rotationAngle: turn),
                                                    containerView: windows.first ?? UIView(frame: oldBounds))
        runtime.traits.sizeTransition = coordinator
        let controllers = windows.flatMap { $0.rootViewController?.presentationChain ?? [] }
        runtime.announceSizeTransition(to: geometry.size, screenSize: geometry.size, of: controllers, with: coordinator)
        let change = {
            screen.apply(geometry, orientation: orientation)
            runtime.deviceTraitsDidChange()
            for window in windows { window.frame = CGRect(origin: .zero, size: geometry.size) }
            for window in windows { window.updateTraitsIfNeeded() }
            coordinator.runAnimations()
            for window in windows { window.layoutIfNeeded() }
        }
        runtime.performSizeTransition(coordinator, animated: animated, change: change)
        return true
    }
}

extension HeadlessRuntime {
    /// Runs `change` inside a `UIView.animate` block of the coordinator's duration (without
    /// animation when `animated` is false), then ends the size transition: the coordinator is no
    /// longer the runtime's and its completions run (when the animation ends on the virtual clock).
    func performSizeTransition(_ coordinator: TransitionCoordinator, animated: Bool, change: @escaping () -> Void) {
        let finish = { [self] in
            if traits.sizeTransition === coordinator { traits.sizeTransition = nil }
            coordinator.finish()
        }
        if animated {
            UIView.animate(withDuration: coordinator.transitionDuration, delay: 0, options: [], animations: change) { _ in finish() }
        } else {
            UIView.performWithoutAnimation(change)
            finish()
        }
    }
}

extension HeadlessRuntime {
    /// Tells `controllers` (a window's root and the controllers presented above it) of a change of
    /// their window to `size`: `willTransition(to:with:)` to those whose size classes will change,
    /// then `viewWillTransition(to:with:)` to all, each passing the news on to its children.
    func announceSizeTransition(to size: CGSize, screenSize: CGSize, of controllers: [UIViewController],
                                with coordinator: any UIViewControllerTransitionCoordinator) {
        let classes = UIScreen.sizeClasses(forWindowSize: size, idiom: screen.userInterfaceIdiom, screenSize: screenSize)
        for controller in controllers {
            let device = traits.device
            var values = TraitValues()
            values.horizontalSizeClass = device.horizontalSizeClass == .unspecified ? classes.horizontal : device.horizontalSizeClass
            values.verticalSizeClass = device.verticalSizeClass == .unspecified ? classes.vertical : device.verticalSizeClass
            controller.announceTraitTransition(to: values, with: coordinator)
        }
        for controller in controllers { controller.viewWillTransition(to: size, with: coordinator) }
    }

    /// Whether the key window's (else the first full-screen window's) top controller lets the
    /// interface turn to `orientation`.
    func topControllerSupports(_ orientation: UIInterfaceOrientation) -> Bool {
        let window = keyWindow ?? windows.first { $0.frame == screen.bounds }
        guard let top = window?.rootViewController?.presentationChain.last else { return true }
        return top.shouldAutorotate && top.supportedInterfaceOrientations.contains(orientation.mask)
    }
}

extension UIViewController {
    /// This controller and the controllers presented above it, bottom to top.
    var presentationChain: [UIViewController] {
        var chain = [self]
        while let next = chain.last?.presentedViewController, !chain.contains(where: { $0 === next }) { chain.append(next) }
        return chain
    }

    /// Calls ``willTransition(to:with:)`` with this controller's traits with `values` on top,
    /// when they differ from its traits now.
    func announceTraitTransition(to values: TraitValues, with coordinator: any UIViewControllerTransitionCoordinator) {
        let current = traitCollection
        let upcoming = current.overridden(by: values)
        guard upcoming.values != current.values else { return }
        willTransition(to: upcoming, with: coordinator)
    }

    /// The default ``viewWillTransition(to:with:)``: tells each child, at the size this controller gives it.
    func forwardSizeTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in childStorage {
            child.viewWillTransition(to: self.size(forChildContentContainer: child, withParentContainerSize: size), with: coordinator)
        }
    }

    /// The default ``willTransition(to:with:)``: tells each child whose traits will change, with
    /// the new size classes and what this controller overrides for it.
    func forwardTraitTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in childStorage {
            var values = TraitValues()
            values.horizontalSizeClass = newCollection.horizontalSizeClass
            values.verticalSizeClass = newCollection.verticalSizeClass
            if let fromParent = overrideTraitCollection(forChild: child) { values = values.overridden(by: fromParent.values) }
            child.announceTraitTransition(to: values, with: coordinator)
        }
    }

    /// The coordinator of the transition this controller or its nearest ancestor takes part in
    /// (a push, pop, presentation or dismissal), else that of the turn under way, else nil.
    func activeTransitionCoordinator() -> (any UIViewControllerTransitionCoordinator)? {
        var candidate: UIViewController? = self
        while let controller = candidate {
            if let coordinator = controller.presentationState.transitionCoordinator, !coordinator.isFinished { return coordinator }
            candidate = controller.parentStorage
        }
        return Headless.current.traits.sizeTransition
    }
}
