// UIGestureRecognizer.swift: the base gesture recognizer: state, settings and the subclass hooks.

/// The base class of gesture recognizers, as UIKit's `UIGestureRecognizer`.
///
/// A recognizer attached to a view (`addGestureRecognizer(_:)`) receives the touches that go down
/// in that view or its subviews before the view does, moves through its ``state`` machine, and
/// sends its actions when it begins, changes, ends or is cancelled. The coordination between
/// recognizers and the hit view (cancelling and delaying touches, failure requirements) is in
/// `Events/GestureEnvironment.swift`; target-action in `UIGestureRecognizer+TargetAction.swift`.
///
/// Subclasses override the touch methods and ``reset()`` and set ``state``, as with UIKit's
/// `UIGestureRecognizerSubclass` header.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// The states of a recognizer, with UIKit's raw values.
    public enum State: Int, Sendable {
        /// Not recognized yet; the state every recognizer starts and resets to.
        case possible = 0
        /// A continuous gesture began (actions are sent).
        case began = 1
        /// A continuous gesture changed (actions are sent).
        case changed = 2
        /// The gesture ended; for a discrete gesture, it was recognized (actions are sent).
        case ended = 3
        /// A continuous gesture was cancelled (actions are sent).
        case cancelled = 4
        /// The gesture cannot be recognized from these touches (no action).
        case failed = 5

        /// A discrete gesture was recognized: the same value as `.ended`.
        public static let recognized = State.ended
    }

    /// Makes a recognizer with no target; add one with `addTarget(_:action:)`.
    ///
    /// `init(target:action:)` (in `UIGestureRecognizer+TargetAction.swift`) builds on this one,
    /// which is why subclasses that add a designated initialiser must also provide `init()`.
    public required override init() {
        super.init()
    }

    // MARK: - State

    /// The current state. Reading it is public; subclasses set it, and the transition rules of
    /// UIKit apply: leaving `.possible` asks `gestureRecognizerShouldBegin` and waits for the
    /// recognizers this one requires to fail; states that are not reachable from the current one
    /// are ignored.
    open var state: State {
        get { stateStorage }
        set { Headless.current.gestureEnvironment.requestState(newValue, for: self) }
    }

    /// Whether the recognizer takes part; true by default. Disabling it cancels a gesture in
    /// progress (or fails an undecided one) and keeps new touches from it.
    open var isEnabled = true {
        didSet {
            guard oldValue, !isEnabled else { return }
            Headless.current.gestureEnvironment.recognizerWasDisabled(self)
        }
    }

    /// The view the recognizer is attached to; set by `addGestureRecognizer(_:)`.
    open var view: UIView? { viewStorage }
    /// Not retained, as the view holds its recognizers. The view clears it when it lets the
    /// recognizer go, and in its `deinit`, so it reads nil as a weak one would. Why not `weak`:
    /// see "Unchecked and unsafe fields" in Docs/Performance.md.
    @exclusivity(unchecked) nonisolated(unsafe) unowned(unsafe) var viewStorage: UIView?

    /// The delegate asked whether to begin, to receive a touch and how to share touches.
    open weak var delegate: UIGestureRecognizerDelegate?

    /// A name for debugging; nil by default.
    open var name: String?

    /// Whether the view gets `touchesCancelled` for the gesture's touches once the gesture is
    /// recognized; true by default.
    open var cancelsTouchesInView = true

    /// Whether `touchesBegan` is held back from the view while the recognizer has not decided;
    /// false by default. When the recognizer recognizes, the view never hears of the touch.
    open var delaysTouchesBegan = false

    /// Whether `touchesEnded` is held back from the view while the recognizer has not decided;
    /// true by default. The view gets it once the recognizer fails (or `touchesCancelled` when it
    /// recognizes and cancels touches).
    open var delaysTouchesEnded = true

    /// Makes this recognizer wait until `otherGestureRecognizer` fails before it recognizes; when
    /// the other recognizes, this one fails (a single tap that waits for a double tap).
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        failureRequirements.removeAll { $0.recognizer == nil || $0.recognizer === otherGestureRecognizer }
        failureRequirements.append(WeakRecognizer(recognizer: otherGestureRecognizer))
    }

    // MARK: - Touches

    /// The number of touches the recognizer is handling: the fingers down, or, once they have
    /// lifted, the fingers of the gesture just recognized.
    open var numberOfTouches: Int {
        let active = trackedTouches.filter { !$0.isOver }
        return active.isEmpty ? trackedTouches.count : active.count
    }

    /// The centroid of the gesture's touches in `view`'s coordinates (nil: the window's); after the
    /// fingers lifted, where they were last.
    open func location(in view: UIView?) -> CGPoint {
        let active = trackedTouches.filter { !$0.isOver }
        let touches = active.isEmpty ? trackedTouches : active
        guard !touches.isEmpty else { return .zero }
        var sumX: CGFloat = 0, sumY: CGFloat = 0
        for touch in touches {
            let point = touch.location(in: view)
            sumX += point.x
            sumY += point.y
        }
        return CGPoint(x: sumX / CGFloat(touches.count), y: sumY / CGFloat(touches.count))
    }

    /// The location of one of the gesture's touches; an index out of range is reported as UIKit
    /// raises it and gives `.zero`.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        let active = trackedTouches.filter { !$0.isOver }
        let touches = active.isEmpty ? trackedTouches : active
        guard touches.indices.contains(touchIndex) else {
            Headless.reportViolation("-[\(String(describing: type(of: self))) locationOfTouch:inView:]: index (\(touchIndex)) beyond bounds (\(touches.count)).",
                                     exceptionName: "NSRangeException")
            return .zero
        }
        return touches[touchIndex].location(in: view)
    }

    // MARK: - Subclass hooks (UIKit's UIGestureRecognizerSubclass)

    /// Touches went down in the view or a subview; does nothing by default.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Touches moved; does nothing by default.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Touches lifted; does nothing by default.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Touches were cancelled; does nothing by default.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Called after the gesture ended, failed or was cancelled and its touches are over, with the
    /// state already back at `.possible`; subclasses clear their bookkeeping and call `super`.
    open func reset() {}

    /// Stops delivering `touch` to this recognizer.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        trackedTouches.removeAll { $0 === touch }
        touch.recognizerStorage.removeAll { $0 === self }
    }

    /// Whether recognizing this gesture keeps `preventedGestureRecognizer` from recognizing; true by default.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether `preventingGestureRecognizer` recognizing keeps this one from recognizing; true by default.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether this recognizer waits for `otherGestureRecognizer` to fail; false by default.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether `otherGestureRecognizer` waits for this recognizer to fail; false by default.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    // MARK: - Storage (internal)

    /// The state, changed only through `GestureEnvironment`.
    var stateStorage = State.possible

    /// The registrations that ``state`` changes are sent to, in the order they were added. (Read
    /// by an owning target's `deinit`, see `forgetOwnedTargets(of:)`.)
    nonisolated(unsafe) package var targetActions: [TargetAction] = []

    /// Every touch received since the last reset, in the order they went down.
    package var trackedTouches: [UITouch] = []

    /// The state this recognizer asked for while a recognizer it requires to fail was undecided.
    var pendingRecognition: State?

    /// The recognizers named by `require(toFail:)`, held weakly.
    var failureRequirements: [WeakRecognizer] = []

    struct WeakRecognizer {
        weak var recognizer: UIGestureRecognizer?
    }
}

extension UIGestureRecognizer {
    /// Decides, `delay` seconds of virtual time from now and outside any touch event, what a
    /// recognizer still in `.possible` becomes: a long press begins once held long enough, a tap,
    /// a swipe or a long press's earlier taps fail when the next touch comes too late. `decide`
    /// answers the new state (nil: none). The decision is settled as the end of an event settles
    /// one: a recognizer that finished goes back to `.possible`.
    package func scheduleDecision(after delay: TimeInterval,
                          _ decide: @escaping @MainActor () -> State?) -> Headless.WorkItem {
        Headless.schedule(after: delay) { [weak self] in
            guard let self, self.state == .possible, let decided = decide() else { return }
            self.state = decided
            Headless.current.gestureEnvironment.resetFinishedRecognizers()
        }
    }
}
