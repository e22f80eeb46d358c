// UIView+Constraints.swift: a view's side of Auto Layout: the constraints it holds, its anchors,
// content priorities, the update-constraints pass, and applying solved frames to subviews.

extension UIView {
    /// The view's Auto Layout state, made on first use.
    var autoLayout: ViewAutoLayout {
        if let state = autoLayoutStorage { return state }
        let state = ViewAutoLayout()
        state.subtreeNeedsUpdateConstraints = type(of: self).requiresConstraintBasedLayout
        autoLayoutStorage = state
        return state
    }

    /// Whether the view's frame and autoresizing mask become constraints; true for views made in
    /// code, as in UIKit. Set it to false for a view that constraints place: its frame then comes
    /// from the engine at each layout pass, and its `intrinsicContentSize` takes part.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { autoLayoutStorage?.translatesAutoresizingMask ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            autoLayout.translatesAutoresizingMask = newValue
            Headless.current.layoutEngine.translatesMaskDidChange(of: self)
        }
    }

    // MARK: - Held constraints

    /// The constraints this view holds, in the order they were added: those `isActive` or
    /// `activate(_:)` gave it as the closest common ancestor of their items, and those added with
    /// `addConstraint(_:)`.
    public var constraints: [NSLayoutConstraint] { autoLayoutStorage?.constraints ?? [] }

    /// Adds `constraint` to this view and activates it. Its items must be this view or below it:
    /// otherwise UIKit logs "The view hierarchy is not prepared for the constraint", leaves the
    /// constraint inactive and goes on, and so does this (a logged problem, not a violation).
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        guard !constraint.isActive else { return }
        for item in [constraint.firstItem, constraint.secondItem].compactMap({ $0 as? any LayoutItem }) {
            guard let view = LayoutEngine.anchorView(of: item), view.isInSubtree(of: self) else {
                Headless.reportLoggedProblem("The view hierarchy is not prepared for the constraint: \(constraint)\n\tWhen added to a view, the constraint's items must be descendants of that view (or the view itself). This will crash if the constraint needs to be resolved before the view hierarchy is assembled. Break on -[UIView(UIConstraintBasedLayout) _viewHierarchyUnpreparedForConstraint:] to debug.")
                return
            }
        }
        let engine = Headless.current.layoutEngine
        engine.hold(constraint, in: self)
        engine.commitChanges()
    }

    /// Adds each of `constraints`.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        constraints.forEach(addConstraint)
    }

    /// Removes `constraint` from this view and deactivates it; does nothing if this view does not hold it.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.container === self else { return }
        constraint.isActive = false
    }

    /// Removes each of `constraints`.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        constraints.forEach(removeConstraint)
    }

    /// Whether the view is `ancestor` or below it (the default `isDescendant`, not an override).
    func isInSubtree(of ancestor: UIView) -> Bool {
        var view: UIView? = self
        while let current = view {
            if current === ancestor { return true }
            view = current.superview
        }
        return false
    }

    // MARK: - Anchors

    /// The leading edge (the left, left to right).
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge (the right, left to right).
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The baseline of the first line of text (a label's); the bottom edge for views without text.
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The baseline of the last line of text; the bottom edge for views without text.
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    // MARK: - Content priorities

    /// How strongly the view resists growing past its intrinsic size on `axis`; 250 by default.
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        let hugging = autoLayoutStorage?.hugging ?? (.defaultLow, .defaultLow)
        return axis == .horizontal ? hugging.horizontal : hugging.vertical
    }

    /// Sets how strongly the view resists growing past its intrinsic size on `axis`.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard priority != contentHuggingPriority(for: axis) else { return }
        if axis == .horizontal { autoLayout.hugging.horizontal = priority } else { autoLayout.hugging.vertical = priority }
        Headless.current.layoutEngine.contentPrioritiesDidChange(of: self)
    }

    /// The view's index among its stack view's arranged views; 0 outside a stack. UIKit documents
    /// that where priorities leave a stack's layout ambiguous, the stack sizes its views by their
    /// index in `arrangedSubviews`: a view's content-size constraints weigh a little less for each
    /// view before it, so of views tied on hugging or compression resistance the last stretches or
    /// shrinks first, whatever order the constraints were added in. A view that moves to another
    /// superview starts again from 0 (its new stack, if any, sets it).
    package var arrangementIndex: Int {
        get { autoLayoutStorage?.arrangementIndex ?? 0 }
        set {
            guard newValue != arrangementIndex else { return }
            let state = autoLayout
            state.arrangementIndex = newValue
            let engine = Headless.current.layoutEngine
            if !state.contentConstraints.isEmpty { engine.contentPrioritiesDidChange(of: self) }
            // The view's own optional constraints on itself weigh by the index too.
            for constraint in state.constraints where constraint.priority < .required && constraint.secondLayoutItem == nil
                && constraint.firstLayoutItem === self {
                engine.priorityDidChange(of: constraint)
            }
        }
    }

    /// How strongly the view resists shrinking below its intrinsic size on `axis`; 750 by default.
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        let resistance = autoLayoutStorage?.compressionResistance ?? (.defaultHigh, .defaultHigh)
        return axis == .horizontal ? resistance.horizontal : resistance.vertical
    }

    /// Sets how strongly the view resists shrinking below its intrinsic size on `axis`.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard priority != contentCompressionResistancePriority(for: axis) else { return }
        if axis == .horizontal {
            autoLayout.compressionResistance.horizontal = priority
        } else {
            autoLayout.compressionResistance.vertical = priority
        }
        Headless.current.layoutEngine.contentPrioritiesDidChange(of: self)
    }

    // MARK: - The update-constraints pass

    /// Whether `updateConstraints()` is due; true for a view that has not been through the pass.
    public func needsUpdateConstraints() -> Bool {
        autoLayoutStorage?.needsUpdateConstraints ?? true
    }

    /// Asks for `updateConstraints()` before the next layout pass (on the next run loop turn, or at
    /// the next `layoutIfNeeded()`).
    public func setNeedsUpdateConstraints() {
        autoLayout.needsUpdateConstraints = true
        setNeedsUpdateConstraintsInTree()
    }

    /// Flags the path from this view to its root and schedules a turn for the root.
    func setNeedsUpdateConstraintsInTree() {
        var view = self
        while true {
            view.autoLayout.subtreeNeedsUpdateConstraints = true
            guard let parent = view.superview else {
                Headless.current.rootNeedsLayout(view)
                return
            }
            if parent.autoLayoutStorage?.subtreeNeedsUpdateConstraints == true { return }
            view = parent
        }
    }

    /// Runs the update-constraints pass on this view and its subviews now: every flagged view's
    /// `updateConstraints()` (a controller's root view: the controller's `updateViewConstraints()`),
    /// subviews before their superview, then the content-size constraints that went stale.
    public func updateConstraintsIfNeeded() {
        // Views that translate their mask are pinned before the pass adds its constraints: the
        // solver then meets each new constraint with the frames it depends on already known.
        Headless.current.layoutEngine.pinWaitingViews()
        var stack: [(view: UIView, childrenDone: Bool)] = [(self, false)]
        while let (view, childrenDone) = stack.popLast() {
            guard let state = view.autoLayoutStorage, state.subtreeNeedsUpdateConstraints else { continue }
            if !childrenDone {
                stack.append((view, true))
                for child in view.subviewStorage.reversed() where child.autoLayoutStorage?.subtreeNeedsUpdateConstraints == true {
                    stack.append((child, false))
                }
                continue
            }
            state.subtreeNeedsUpdateConstraints = false
            guard state.needsUpdateConstraints else { continue }
            state.needsUpdateConstraints = false
            if let controller = view.layoutObserver {
                controller.updateViewConstraints()
            } else {
                view.updateConstraints()
            }
        }
        Headless.current.layoutEngine.updateStaleContentSizes()
    }

    // MARK: - Applying the engine's frames

    /// Gives each subview that Auto Layout places (one that does not translate its mask) the
    /// frame the engine solved, through `center` and `bounds.size` (so a transform is kept), each
    /// edge rounded to the main screen's pixels as UIKit rounds them. Then the view's system
    /// guides and insets follow its own new size.
    func applyEngineLayoutToSubviews() {
        Headless.current.layoutEngine.refreshInsets(of: self)
        guard Headless.current.layoutEngine.isInUse else { return }
        Headless.current.layoutEngine.pinWaitingViews()
        for child in subviewStorage where child.autoLayoutStorage?.engineFrameIsStale == true {
            child.applyEngineFrame()
        }
    }

    /// Takes the frame the engine solved for this view.
    func applyEngineFrame() {
        defer { autoLayoutStorage?.engineFrameIsStale = false }
        guard let rect = Headless.current.layoutEngine.alignmentRect(of: self) else { return }
        let frame = UIView.roundedToPixels(self.frame(forAlignmentRect: rect))
        guard frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite else { return }
        let size = CGSize(width: max(0, frame.width), height: max(0, frame.height))
        if bounds.size != size { bounds.size = size }
        let anchor = layer.anchorPoint
        let center = CGPoint(x: frame.minX + size.width * anchor.x, y: frame.minY + size.height * anchor.y)
        if self.center != center { self.center = center }
    }

    /// `rect` with each edge moved to the nearest pixel of the main screen.
    static func roundedToPixels(_ rect: CGRect) -> CGRect {
        let scale = UIScreen.main.scale > 0 ? UIScreen.main.scale : 1
        func round(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
        let minX = round(rect.minX), minY = round(rect.minY)
        return CGRect(x: minX, y: minY, width: round(rect.maxX) - minX, height: round(rect.maxY) - minY)
    }

    /// The frame without the transform: `center` and `bounds.size`, as constraints see the view.
    var frameIgnoringTransform: CGRect {
        let size = bounds.size, anchor = layer.anchorPoint, position = layer.position
        return CGRect(x: position.x - size.width * anchor.x, y: position.y - size.height * anchor.y,
                      width: size.width, height: size.height)
    }

    /// Where the first and last baselines lie relative to the view's vertical centre, for views
    /// with text (`BaselineProviding`); nil for views without, whose baselines are the bottom edge.
    var baselineOffsetsFromCenter: (first: CGFloat, last: CGFloat)? {
        let firstView = forFirstBaselineLayout, lastView = forLastBaselineLayout
        guard let first = (firstView as? BaselineProviding)?.baselineOffsetsFromCenter.first,
              let last = (lastView as? BaselineProviding)?.baselineOffsetsFromCenter.last else { return nil }
        // A subview standing in for this view: its centre's offset from this view's centre counts.
        func shift(_ view: UIView) -> CGFloat {
            view === self ? 0 : view.convert(CGPoint(x: 0, y: view.bounds.midY), to: self).y - bounds.midY
        }
        return (first + shift(firstView), last + shift(lastView))
    }

    /// How the view shows in constraint descriptions: its class, and a label's text in quotes.
    var constraintDescriptionName: String {
        let name = String(decoding: TypeNames.name(of: self), as: UTF8.self)
        guard let text = ClassTraits.baselineProvider(self)?.constraintDescriptionText
        else { return name }
        return "\(name)'\(text)'"
    }
}

extension UIView: LayoutItem {
    var layoutParent: UIView? { superview }

    /// From the view's `deinit`: what refers to the view without retaining it reads nil from now
    /// on (its guides' owning view, references to it, the container of the constraints it holds),
    /// and the constraints it held wait to leave the solver (`releaseConstraintsOfFreedViews()`).
    nonisolated static func clearLayoutReferences(to state: ViewAutoLayout) {
        for guide in state.guides { guide.owningViewStorage = nil }
        state.reference?.item = nil
        for constraint in state.constraints {
            constraint.containerStorage = nil
            // Installed constraints have a reference: the engine's table of them holds it.
            if let made = constraint.solverConstraint, let reference = constraint.referenceStorage {
                LayoutEngine.constraintsOfFreedViews.append(
                    LayoutEngine.FreedConstraint(made: made, reference: reference, broken: constraint.brokenByThis))
            }
        }
    }

    var layoutReference: LayoutItemReference {
        let state = autoLayout
        if let reference = state.reference { return reference }
        let reference = LayoutItemReference(self)
        state.reference = reference
        return reference
    }
}

/// A view with text whose baselines constraints can align (a label); ViewWidgets' views adopt it.
@MainActor
package protocol BaselineProviding: UIView {
    /// The first line's and the last line's baselines relative to the view's vertical centre
    /// (negative above), for the text as it is now, centred vertically as a label draws it.
    var baselineOffsetsFromCenter: (first: CGFloat, last: CGFloat) { get }
    /// The text shown in the view's constraint descriptions, such as a label's.
    var constraintDescriptionText: String? { get }
}
