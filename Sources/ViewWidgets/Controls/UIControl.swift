// UIControl.swift: the base class of controls: its state flags, content alignments and the
// override points for tracking, target-action and gestures. The machinery is
// in UIControl+Tracking.swift and UIControl+TargetAction.swift; the nested types in
// UIControl+Types.swift.

/// The base class of views that turn touches into actions, as UIKit's `UIControl`.
///
/// A control tracks one touch at a time: touch down highlights it and sends `.touchDown`; moves
/// send drag events, tested against the bounds grown by 70 points on each side; lifting the finger
/// sends `.touchUpInside` or `.touchUpOutside` (see `Docs/Controls.md`). Actions are typed method
/// references (`addTarget(_:action:for:)`, held weakly) or `UIAction`s (`addAction(_:for:)`), sent
/// in the order they were registered.
///
/// A disabled control is still found by hit-testing, as UIKit's hit-testing does not look at
/// `isEnabled`, but it ignores the touch: no highlight, no tracking, no action, and the touch
/// travels on up the responder chain (to the cell or view that contains the control).
@preconcurrency @MainActor
open class UIControl: UIView {
    /// The target-action and UIAction registrations, in the order they were made. Read by every
    /// touch phase, as are the forwarded touches: unchecked, as the state flags below are.
    @exclusivity(unchecked) var registrations: [ControlActionRegistration] = []

    /// The touch the control follows, from touch down to touch up or cancel.
    var trackedTouch: UITouch?

    /// Touches that went down while the control was disabled: passed up the responder chain for
    /// their whole life.
    @exclusivity(unchecked) var forwardedTouches: [UITouch] = []

    // MARK: - Initialisers

    /// Makes a control with the given frame: enabled, not selected, not highlighted, content centred.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Source compatibility; makes a control with a zero frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Makes a control that performs `primaryAction` on `.primaryActionTriggered` (iOS 14).
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    // MARK: - State

    // Unchecked fields: see "Unchecked and unsafe fields" in Docs/Performance.md.

    /// Whether the control responds to touches; true by default. A disabled control ignores
    /// touches (they go on up the responder chain) and its state includes `.disabled`.
    @exclusivity(unchecked) open var isEnabled = true {
        didSet { if isEnabled != oldValue { controlStateDidChange() } }
    }

    /// Whether the control is selected; false by default. Adds `.selected` to the state.
    @exclusivity(unchecked) open var isSelected = false {
        didSet { if isSelected != oldValue { controlStateDidChange() } }
    }

    /// Whether the control is highlighted; set while a touch is down inside it (within the
    /// 70-point slack). Adds `.highlighted` to the state.
    @exclusivity(unchecked) open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { controlStateDidChange() } }
    }

    /// The state, derived from `isHighlighted`, `isEnabled` and `isSelected`, as in UIKit.
    open var state: State {
        var state = State.normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Whether the control is tracking a touch (between a `beginTracking` that returned true and
    /// the end, cancel, or a `continueTracking` that returned false).
    @exclusivity(unchecked) open internal(set) var isTracking = false

    /// Whether the tracked touch is inside the control's bounds grown by 70 points on each side.
    @exclusivity(unchecked) open internal(set) var isTouchInside = false

    /// How the content (a button's image and title) sits horizontally; `.center` by default.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
        didSet { setNeedsLayout() }
    }

    /// How the content sits vertically; `.center` by default.
    open var contentVerticalAlignment: ContentVerticalAlignment = .center {
        didSet { setNeedsLayout() }
    }

    /// The horizontal alignment with `.leading` and `.trailing` resolved with the control's
    /// direction: `.left` and `.right`, or `.right` and `.left` right to left.
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        switch contentHorizontalAlignment {
        case .leading: return isRightToLeft ? .right : .left
        case .trailing: return isRightToLeft ? .left : .right
        default: return contentHorizontalAlignment
        }
    }

    // MARK: - Tracking (override points; the sequence is in UIControl+Tracking.swift)

    /// Called when a touch goes down in the control, after it was highlighted. Return false to
    /// stop tracking this touch: no event is sent for it. True by default.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        true
    }

    /// Called on each move of the tracked touch, after `isTouchInside` and the highlight were
    /// updated. Return false to stop tracking: no further event is sent for the touch. True by default.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        true
    }

    /// Called when the tracked touch lifts, after the highlight went off and before
    /// `.touchUpInside` / `.touchUpOutside` are sent. Does nothing by default.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

    /// Called when the tracked touch is cancelled, before `.touchCancel` is sent. Does nothing by default.
    open func cancelTracking(with event: UIEvent?) {}

    /// Starts tracking the first touch (see the type's documentation); a disabled control passes
    /// the touches up the responder chain.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        let unhandled = handleTouchesBegan(touches, with: event)
        if !unhandled.isEmpty { super.touchesBegan(unhandled, with: event) }
    }

    /// Follows the tracked touch: inside or outside, highlight, drag events.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        let unhandled = handleTouchesMoved(touches, with: event)
        if !unhandled.isEmpty { super.touchesMoved(unhandled, with: event) }
    }

    /// Ends tracking: highlight off, `endTracking`, then `.touchUpInside` or `.touchUpOutside`.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let unhandled = handleTouchesEnded(touches, with: event)
        if !unhandled.isEmpty { super.touchesEnded(unhandled, with: event) }
    }

    /// Cancels tracking: highlight off, `cancelTracking`, then `.touchCancel`.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        let unhandled = handleTouchesCancelled(touches, with: event)
        if !unhandled.isEmpty { super.touchesCancelled(unhandled, with: event) }
    }

    // MARK: - Actions (override points; the registrations are in UIControl+TargetAction.swift)

    /// Sends the actions registered for any of `controlEvents`, in registration order, with a nil
    /// event (https://developer.apple.com/documentation/uikit/uicontrol/sendactions(for:)).
    open func sendActions(for controlEvents: Event) {
        sendActions(for: controlEvents, event: nil)
    }

    /// Performs `action` with this control as its sender; every UIAction the control fires goes
    /// through here, so a subclass can intercept them.
    open func sendAction(_ action: UIAction) {
        action.perform(from: self)
    }

    /// Registers `action` for `controlEvents` (iOS 14). Actions are unique by identifier: an action
    /// whose identifier is already registered replaces the earlier one and adds these events to it.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        if let index = registrations.firstIndex(where: { $0.actionIdentifier == action.identifier }) {
            registrations[index] = ControlActionRegistration(handler: .action(action),
                                                             events: registrations[index].events.union(controlEvents))
        } else {
            register(.action(action), for: controlEvents)
        }
    }

    /// Removes `controlEvents` from the registration of `action` (matched by identifier); the
    /// registration goes when no event is left.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Removes `controlEvents` from the registration of the action with `actionIdentifier`.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        removeEvents(controlEvents, from: { $0.actionIdentifier == actionIdentifier })
    }

    /// The distinct live targets of the target-action registrations, as UIKit's `allTargets`:
    /// `NSNull()` stands for nil targets; a target that is not `Hashable` (not an `NSObject`) is
    /// represented by its `ObjectIdentifier`. UIActions are not targets.
    open var allTargets: Set<AnyHashable> {
        var targets = Set<AnyHashable>()
        for case .targetAction(let targetAction) in liveRegistrations.map(\.handler) {
            if targetAction.hasNilTarget {
                targets.insert(AnyHashable(NSNull()))
            } else if let target = targetAction.target {
                targets.insert((target as? AnyHashable) ?? AnyHashable(ObjectIdentifier(target)))
            }
        }
        return targets
    }

    /// The union of the events of every registration (target-action and UIAction).
    open var allControlEvents: Event {
        liveRegistrations.reduce(into: Event()) { $0.formUnion($1.events) }
    }

    /// The names of the actions registered for `target` with events overlapping `controlEvent`,
    /// in registration order; nil when there are none or `target` is nil, as in UIKit. A typed
    /// method reference has no selector, so its name is its type, such as
    /// `(FriendsController) -> (UIButton) -> ()` (see `Docs/Controls.md`).
    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        guard let target else { return nil }
        let object = target as AnyObject
        let names = liveRegistrations.compactMap { registration -> String? in
            guard !registration.events.isDisjoint(with: controlEvent),
                  case .targetAction(let targetAction) = registration.handler,
                  !targetAction.hasNilTarget, targetAction.target === object else { return nil }
            return targetAction.signature
        }
        return names.isEmpty ? nil : names
    }

    // MARK: - Context menu (iOS 14; the machinery is in Menus/UIControl+ContextMenu.swift)

    /// Whether the control's context menu interaction is on; false by default. A button turns it
    /// on when given a `menu`; a long press (or, with ``showsMenuAsPrimaryAction``, a touch down)
    /// then opens the menu.
    open var isContextMenuInteractionEnabled = false {
        didSet { if isContextMenuInteractionEnabled != oldValue { updateContextMenuInteraction() } }
    }

    /// Whether the menu is the control's primary action: it opens on touch down instead of on a
    /// long press, and the control sends no `.primaryActionTriggered`; false by default.
    open var showsMenuAsPrimaryAction = false {
        didSet {
            updateContextMenuInteraction()
            (self as? UIButton)?.updatePopUpSelection()
        }
    }

    /// The control's context menu interaction, made when the interaction is turned on.
    var contextMenuInteractionStorage: UIContextMenuInteraction?

    /// The menu the control shows (a button's `menu`).
    var controlMenu: UIMenu?

    /// The configuration of the control's context menu: one showing the control's menu (a
    /// button's `menu`), or nil. Override it to supply another menu, as in UIKit.
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                     configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        // A disabled control ignores touches; a button's `menu` is read through its override
        // only (an override answering nil shows no menu).
        let shown: UIMenu? = if let button = self as? UIButton { button.menu } else { controlMenu }
        guard isEnabled, let menu = shown else { return nil }
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in menu }
    }

    /// The view the control's menu lifts as it opens (iOS 14, deprecated in iOS 16); nil by
    /// default: the control itself. Override it to lift another view, as in UIKit.
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                     previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        nil
    }

    /// The view the control's menu returns to as it ends (iOS 14, deprecated in iOS 16); nil by
    /// default: the control itself.
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                     previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        nil
    }

    /// The view the control's menu lifts for the item `identifier` (iOS 16); by default the
    /// iOS 14 method's answer.
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
                                     highlightPreviewForItemWithIdentifier identifier: any NSCopying) -> UITargetedPreview? {
        contextMenuInteraction(interaction, previewForHighlightingMenuWithConfiguration: configuration)
    }

    /// The view the control's menu returns to for the item `identifier` (iOS 16); by default the
    /// iOS 14 method's answer.
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
                                     dismissalPreviewForItemWithIdentifier identifier: any NSCopying) -> UITargetedPreview? {
        contextMenuInteraction(interaction, previewForDismissingMenuWithConfiguration: configuration)
    }

    /// The control's menu is about to show; does nothing by default.
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                     willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                     animator: (any UIContextMenuInteractionAnimating)?) {}

    /// The control's menu is about to close; does nothing by default.
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                     willEndFor configuration: UIContextMenuConfiguration,
                                     animator: (any UIContextMenuInteractionAnimating)?) {}

    // MARK: - Gestures

    /// Refuses a gesture recognizer that is not the control's own when the control's default
    /// action overlaps it (a button's single tap, a slider's drag along its thumb), as UIKit does
    /// since iOS 6; otherwise asks `super`. A recognizer attached to the control itself always may begin.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer.view !== self, isEnabled, defaultActionOverlaps(gestureRecognizer) { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    // MARK: - Description

    /// Adds `state = highlighted+selected` (the state's flags) to the dump when the state is not normal.
    open override func appendDescriptionFields(to fields: inout ViewDescriptionFields) {
        super.appendDescriptionFields(to: &fields)
        if state != .normal { fields.leading.append("state = \(state.dumpTokens)") }
    }

    // MARK: - Hooks for the controls of this module

    /// Called after `isEnabled`, `isSelected` or `isHighlighted` changed. Subclasses update their
    /// content (a button its title and images).
    func controlStateDidChange() {
        setNeedsDisplay()
    }

    /// Whether the control's own default action overlaps `recognizer` (attached to another view),
    /// so that the control handles the touch first. None for a plain control.
    func defaultActionOverlaps(_ recognizer: UIGestureRecognizer) -> Bool {
        false
    }

    /// Whether `pan` (another view's) is a drag along the control that is the control's own: it
    /// moved, mostly sideways, and the control tracks its finger, or has not heard of it yet (a
    /// scroll view holds it back) and the finger went down in `area` (a slider's thumb).
    func isOwnSidewaysDrag(_ pan: UIPanGestureRecognizer, startingIn area: CGRect) -> Bool {
        let translation = pan.translation(in: self)
        guard translation != .zero, abs(translation.x) >= abs(translation.y) else { return false }
        if isTracking { return true }
        return pan.trackedTouches.contains { touch in
            let location = touch.location(in: self)
            let start = CGPoint(x: location.x - translation.x, y: location.y - translation.y)
            return touch.view === self && touch.viewHasHeardNothing && area.contains(start)
        }
    }

    /// Extra events sent with `.touchUpInside` (a button adds `.primaryActionTriggered`).
    var eventsAccompanyingTouchUpInside: Event { [] }

    /// Called when a touch ends inside, just before `.touchUpInside` is sent (a button that
    /// changes its selection as its primary action toggles it here). Does nothing by default.
    func willSendTouchUpInside() {}

    // MARK: - Accessibility
    /// The traits, with `.notEnabled` while disabled and `.selected` while selected, as UIKit's
    /// controls report their state.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get {
            var traits = super.accessibilityTraits
            if !isEnabled { traits.insert(.notEnabled) }
            if isSelected { traits.insert(.selected) }
            return traits
        }
        set { super.accessibilityTraits = newValue }
    }
}
