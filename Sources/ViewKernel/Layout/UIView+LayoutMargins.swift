// UIView+LayoutMargins.swift: layout margins, the safe area, and the layout guides that follow them.

extension UIView {
    /// The default layout margins: 8 points on each side; for a controller's root view, the
    /// system minimum margins (16 points left and right, 20 on screens 414 points wide or more,
    /// none at the top and bottom), as on a phone.
    var defaultLayoutMargins: UIEdgeInsets {
        guard let controller = layoutObserver else {
            return UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        }
        guard controller.viewRespectsSystemMinimumLayoutMargins else { return .zero }
        let side: CGFloat = UIScreen.main.bounds.width >= 414 ? 20 : 16
        return UIEdgeInsets(top: 0, left: side, bottom: 0, right: side)
    }

    /// Stores `layoutMargins` and tells the view and the engine.
    func setLayoutMargins(_ margins: UIEdgeInsets) {
        let hadDirectional = autoLayoutStorage?.directionalLayoutMargins != nil
        guard margins != layoutMargins || hadDirectional else { return }
        autoLayout.directionalLayoutMargins = nil
        autoLayout.layoutMargins = margins
        marginsDidChange()
    }

    /// `layoutMargins` as the getter gives them: the directional margins resolved with the view's
    /// direction when those were set last, else the left/right ones set, else the default.
    var resolvedLayoutMargins: UIEdgeInsets {
        guard let state = autoLayoutStorage else { return defaultLayoutMargins }
        if let directional = state.directionalLayoutMargins { return directional.edgeInsets(rightToLeft: isRightToLeft) }
        return state.layoutMargins ?? defaultLayoutMargins
    }

    /// The layout margins by leading and trailing edge: right to left, leading is the right
    /// margin. Set, they stay tied to the edges they name when the direction changes (and
    /// `layoutMargins` follows); set `layoutMargins` instead to fix left and right.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { autoLayoutStorage?.directionalLayoutMargins ?? layoutMargins.directional(rightToLeft: isRightToLeft) }
        set {
            guard newValue != autoLayoutStorage?.directionalLayoutMargins else { return }
            autoLayout.directionalLayoutMargins = newValue
            marginsDidChange()
        }
    }

    /// The view's direction changed (with its traits): directional margins move to the other
    /// sides, and the constraints on them follow.
    func layoutDirectionDidChange() {
        Headless.current.layoutEngine.layoutDirectionMayHaveChanged(for: self)
        if autoLayoutStorage?.directionalLayoutMargins != nil { marginsDidChange() }
    }

    /// The margins changed: the view hears of it, the engine's guides and constraints follow.
    private func marginsDidChange() {
        layoutMarginsDidChange()
        Headless.current.layoutEngine.systemInsetsDidChange(of: self)
        setNeedsLayout()
    }

    /// Whether the view's margins grow to its superview's where the two meet; false by default.
    public var preservesSuperviewLayoutMargins: Bool {
        get { autoLayoutStorage?.preservesSuperviewLayoutMargins ?? false }
        set {
            guard newValue != preservesSuperviewLayoutMargins else { return }
            autoLayout.preservesSuperviewLayoutMargins = newValue
            Headless.current.layoutEngine.systemInsetsDidChange(of: self)
        }
    }

    /// Whether the layout margins are measured from the safe area rather than the bounds, so
    /// content at the margins stays clear of a notch or home indicator; true by default.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { autoLayoutStorage?.insetsLayoutMarginsFromSafeArea ?? true }
        set {
            guard newValue != insetsLayoutMarginsFromSafeArea else { return }
            autoLayout.insetsLayoutMarginsFromSafeArea = newValue
            Headless.current.layoutEngine.systemInsetsDidChange(of: self)
        }
    }

    /// The margins constraints and `layoutMarginsGuide` use: `layoutMargins`, measured from the
    /// safe area when `insetsLayoutMarginsFromSafeArea`, grown to the superview's where
    /// `preservesSuperviewLayoutMargins` and the edges meet.
    var effectiveLayoutMargins: UIEdgeInsets {
        var margins = layoutMargins
        if insetsLayoutMarginsFromSafeArea {
            let safe = safeAreaInsets
            margins = UIEdgeInsets(top: margins.top + safe.top, left: margins.left + safe.left,
                                   bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
        }
        if preservesSuperviewLayoutMargins, let superview {
            let parent = superview.effectiveLayoutMargins
            let frame = frameIgnoringTransform, outer = superview.bounds
            margins.left = max(margins.left, parent.left - (frame.minX - outer.minX))
            margins.top = max(margins.top, parent.top - (frame.minY - outer.minY))
            margins.right = max(margins.right, parent.right - (outer.maxX - frame.maxX))
            margins.bottom = max(margins.bottom, parent.bottom - (outer.maxY - frame.maxY))
        }
        return margins
    }

    /// The widest a readable line of text is here, for `readableContentGuide`.
    static let readableContentWidth: CGFloat = 672

    /// `safeAreaInsets`: the window's unsafe edges (from the headless screen), then, down the
    /// tree, the part of the superview's unsafe area the view overlaps, plus the additional insets
    /// of a controller whose root view this is.
    var computedSafeAreaInsets: UIEdgeInsets {
        let runtime = Headless.current
        guard runtime.safeAreaMatters else { return .zero }
        // Layout asks every view for its safe area, each walking up to the window: a view in Auto
        // Layout keeps its answer until something it is computed from changes. A scroll, a frame
        // change or a move in the tree stamps one view instead of moving the epoch: the answer
        // holds while neither this view's frame nor an ancestor's geometry moved since.
        let state = autoLayoutStorage
        if let state, state.keptSafeAreaEpoch == runtime.safeAreaEpoch,
           state.keptSafeAreaStamp == runtime.safeAreaStamp || noGeometryMoved(since: state, in: runtime) {
            return state.keptSafeArea
        }
        let insets = uncachedSafeAreaInsets
        if let state {
            state.keptSafeArea = insets
            state.keptSafeAreaEpoch = runtime.safeAreaEpoch
            state.keptSafeAreaStamp = runtime.safeAreaStamp
        }
        return insets
    }

    /// Whether neither this view's frame nor an ancestor's frame or bounds origin changed since
    /// `state`'s safe area was kept; if so, the kept answer is marked good at the current stamp.
    private func noGeometryMoved(since state: ViewAutoLayout, in runtime: HeadlessRuntime) -> Bool {
        let kept = state.keptSafeAreaStamp
        guard state.frameStamp <= kept else { return false }
        var ancestor = superview
        while let view = ancestor {
            if let moved = view.autoLayoutStorage, moved.frameStamp > kept || moved.boundsOriginStamp > kept { return false }
            ancestor = view.superview
        }
        state.keptSafeAreaStamp = runtime.safeAreaStamp
        return true
    }

    /// The safe area computed from the superview's (or the screen's) and the controller's
    /// additional insets.
    private var uncachedSafeAreaInsets: UIEdgeInsets {
        var insets = UIEdgeInsets.zero
        if let window = self as? UIWindow {
            insets = window.screenSafeAreaInsets
        } else if let superview {
            let parent = superview.safeAreaInsets(forSubview: self)
            let outer = superview.bounds, frame = frameIgnoringTransform
            let safe = outer.inset(by: parent)
            insets = UIEdgeInsets(top: clampedInset(safe.minY - frame.minY, frame.height),
                                  left: clampedInset(safe.minX - frame.minX, frame.width),
                                  bottom: clampedInset(frame.maxY - safe.maxY, frame.height),
                                  right: clampedInset(frame.maxX - safe.maxX, frame.width))
        }
        if let controller = layoutObserver {
            let extra = controller.additionalSafeAreaInsets
            insets = UIEdgeInsets(top: insets.top + extra.top, left: insets.left + extra.left,
                                  bottom: insets.bottom + extra.bottom, right: insets.right + extra.right)
        }
        return insets
    }

    /// The unsafe edges of this view's bounds as `subview` sees them: the safe area, less what a
    /// scroll view takes into its content insets, grown by the bars of a container controller
    /// whose view this is (a navigation bar covers its child's top).
    private func safeAreaInsets(forSubview subview: UIView) -> UIEdgeInsets {
        var insets = safeAreaInsets
        if insets != .zero, let scrollView = ClassTraits.safeAreaConsumer(self) {
            let consumed = scrollView.safeAreaInsetsTakenByContentInset
            insets = UIEdgeInsets(top: insets.top - consumed.top, left: insets.left - consumed.left,
                                  bottom: insets.bottom - consumed.bottom, right: insets.right - consumed.right)
        }
        if let container = ClassTraits.barCoveringContainer(viewDelegate) {
            let bars = container.insetsCoveredByBars(forChildView: subview)
            insets = UIEdgeInsets(top: max(insets.top, bars.top), left: max(insets.left, bars.left),
                                  bottom: max(insets.bottom, bars.bottom), right: max(insets.right, bars.right))
        }
        return insets
    }

    /// Something a safe area is computed from changed: every kept safe area is stale.
    /// `insetsAdded`: some view may now have insets where none had any (a controller added some).
    package static func safeAreaInputsDidChange(insetsAdded: Bool = false) {
        if insetsAdded { Headless.current.safeAreaMatters = true }
        Headless.current.safeAreaEpoch &+= 1
    }

    private func clampedInset(_ value: CGFloat, _ length: CGFloat) -> CGFloat {
        min(max(0, value), max(0, length))
    }

    // MARK: - Layout guides

    /// The guides the view owns, its own and those added with `addLayoutGuide(_:)`.
    public var layoutGuides: [UILayoutGuide] { autoLayoutStorage?.guides.filter { $0.systemKind == nil } ?? [] }

    /// Makes this view own `layoutGuide` (taking it from its previous view), so constraints can
    /// relate it to this view and its subviews.
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.owningView !== self else { return }
        layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
        layoutGuide.owningViewStorage = self
        autoLayout.guides.append(layoutGuide)
    }

    /// Removes `layoutGuide` from the view, with the constraints that relate to it.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.owningView === self else { return }
        var ancestor: UIView? = self
        while let current = ancestor {
            let involved = current.constraints.filter { $0.firstItem === layoutGuide || $0.secondItem === layoutGuide }
            NSLayoutConstraint.deactivate(involved)
            ancestor = current.superview
        }
        autoLayout.guides.removeAll { $0 === layoutGuide }
        layoutGuide.owningViewStorage = nil
    }

    /// The view's bounds inset by `safeAreaInsets`, as a guide for constraints.
    public var safeAreaLayoutGuide: UILayoutGuide { systemGuide(.safeArea) }

    /// The view's bounds inset by its effective layout margins, as a guide for constraints.
    public var layoutMarginsGuide: UILayoutGuide { systemGuide(.margins) }

    /// The layout margins guide, no wider than a comfortable line of text (672 points), centred.
    public var readableContentGuide: UILayoutGuide { systemGuide(.readableContent) }

    /// The view's system guide of `kind`, made on first use.
    package func systemGuide(_ kind: SystemGuideKind) -> UILayoutGuide {
        let state = autoLayout
        if let existing = state.systemGuides[kind] { return existing }
        let guide = UILayoutGuide()
        guide.identifier = kind.identifier
        guide.systemKind = kind
        guide.owningViewStorage = self
        state.guides.append(guide)
        state.systemGuides[kind] = guide
        return guide
    }
}

extension UIWindow {
    /// The window's share of the headless screen's unsafe edges (`Headless.setScreen`): on each
    /// edge, how much of the window covers the screen's unsafe strip there. A part of the window
    /// beyond the screen is not unsafe area (a 400×800 window on a 320×480 screen without insets
    /// has none), so an inset never exceeds the screen's.
    var screenSafeAreaInsets: UIEdgeInsets {
        let screenInsets = UIScreen.main.safeAreaInsetsStorage
        let screen = UIScreen.main.bounds, frame = self.frame
        let safe = screen.inset(by: screenInsets)
        return UIEdgeInsets(top: max(0, min(safe.minY, frame.maxY) - max(screen.minY, frame.minY)),
                            left: max(0, min(safe.minX, frame.maxX) - max(screen.minX, frame.minX)),
                            bottom: max(0, min(screen.maxY, frame.maxY) - max(safe.maxY, frame.minY)),
                            right: max(0, min(screen.maxX, frame.maxX) - max(safe.maxX, frame.minX)))
    }
}
