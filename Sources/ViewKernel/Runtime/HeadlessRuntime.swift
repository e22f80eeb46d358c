// HeadlessRuntime.swift: the one object that holds what the headless "app" keeps between calls.

/// Everything the runtime remembers between calls, in one place: the virtual clock and its queue
/// of deferred work, the windows waiting for layout, the open animation blocks and running
/// animations, the gesture recognizers in play, the key window, the first responder, the screen,
/// and the recorders of UIKit violations.
///
/// There is one current runtime, ``Headless/current``; ``Headless/reset()`` replaces it with a
/// fresh one, so nothing a test did can reach the next test. The public face of the runtime is
/// ``Headless`` (`Headless.now`, `advance(by:)`, `runUntilIdle()`, ...), which forwards here.
/// The little state kept elsewhere (what may be reached off the main actor, facts about classes)
/// is listed, with the reason for each, in Docs/Architecture.md ("The runtime").
@MainActor
package final class HeadlessRuntime {
    /// Makes a runtime at time 0 with nothing scheduled and the default screen.
    package init() {}

    // MARK: - Clock and deferred work

    /// The virtual time, in seconds since the runtime was made. Read on every touch phase and
    /// turn, and never while it is being written, so unchecked as the queues below are.
    @exclusivity(unchecked) package private(set) var now: TimeInterval = 0

    /// Deferred work, kept in the order it runs: by due time, then by the order it was scheduled.
    /// Unchecked, as the other queues every turn reads: see "Unchecked and unsafe fields" in Docs/Performance.md.
    @exclusivity(unchecked) private(set) var scheduledWork: [Headless.WorkItem] = []
    private var nextWorkSequence = 0

    /// How many turns may run at one virtual time before the clock moves on regardless: a guard
    /// against work that reschedules itself with no delay forever.
    private static let maximumTurnsPerInstant = 10_000

    // MARK: - The rest of the state

    /// Windows whose tree has a view waiting for layout; not retained, so a window (or a tree)
    /// that nothing else keeps is freed even with layout pending (its deinit takes it out).
    @exclusivity(unchecked) var rootsNeedingLayout: [UnretainedWindow] = []

    /// Layers waiting for display at the end of the turn (CALayer+Display.swift). Held strongly
    /// until then, as Core Animation's transaction holds them: a weak reference would cost every
    /// view entering a window a side table.
    @exclusivity(unchecked) private var layersNeedingDisplay: [CALayer] = []

    /// Messages collected by the innermost `Headless.recordingViolations` call, one list per level.
    var violationRecorders: [[String]] = []

    /// Animation blocks being opened and closed (`UIView.animate`, `beginAnimations`).
    let viewAnimationState = ViewAnimationState()

    /// Core Animation's transactions and every animation attached to a layer, view animations
    /// included, on the virtual clock.
    let coreAnimation = CoreAnimationScheduler()

    /// Touch delivery and the coordination of gesture recognizers.
    let gestureEnvironment = GestureEnvironment()

    /// The Auto Layout engine: every active constraint, solved.
    let layoutEngine = LayoutEngine()

    /// The device's traits (appearance, text size, direction...) and what invalidates cached traits.
    let traits = RuntimeTraits()

    /// Whether any safe-area inset can be non-zero (the screen has some, or a controller adds
    /// some); until then every view's `safeAreaInsets` is zero without computing it.
    package var safeAreaMatters = false { didSet { safeAreaEpoch &+= 1 } }

    /// Counts changes that make every kept safe area stale (the screen, controllers' insets, bars...);
    /// one within a subtree (a scroll, a frame) moves `safeAreaStamp` instead (UIView+LayoutMargins.swift).
    package var safeAreaEpoch = 0
    var safeAreaStamp = 0

    /// The current key window; not retained (a freed window takes itself out, see
    /// ``UnretainedWindow``).
    unowned(unsafe) var keyWindow: UIWindow?

    /// The current first responder; one for the whole app here (UIKit keeps one per window, and
    /// only the key window's matters).
    package weak var firstResponder: UIResponder?

    /// The simulated keyboard, which follows the first responder.
    let keyboard = SoftwareKeyboard()

    /// `UIPasteboard.general`.
    let pasteboard = UIPasteboard()
    /// The app's scene, opened URLs, openable schemes and device settings (App/UIScene.swift).
    let app = RuntimeAppState()

    /// Whether a first responder is being made to resign (it may not refuse): `endEditing(true)`,
    /// or its view leaving its window.
    var isForcingResign = false

    /// `UIScreen.main`; read by every pixel rounding, so unchecked as the turn's queues are.
    @exclusivity(unchecked) var screen = UIScreen.makeDefault() { didSet { safeAreaEpoch &+= 1 } }

    /// The windows made since the runtime was, in order, not retained (`UIApplication.shared.windows`).
    private var windowList: [UnretainedWindow] = []

    /// Takes `window` out of ``windows``: the keyboard's window, which UIKit keeps out of the app's list.
    func forgetWindow(_ window: UIWindow) {
        windowList.removeAll { $0.window === window }
    }

    /// The live windows, oldest first.
    var windows: [UIWindow] { windowList.map(\.window) }

    /// Remembers a new window for ``windows`` (called by UIWindow's initialisers).
    func windowDidInitialize(_ window: UIWindow) {
        windowList.append(UnretainedWindow(window: window))
    }

    /// Forgets a window being freed (its deinit): out of ``windows``, of the roots waiting for
    /// layout, and no longer the key window.
    func windowWillBeFreed(_ window: UIWindow) {
        forgetWindow(window)
        if window.isRegisteredForLayout { rootsNeedingLayout.removeAll { $0.window === window } }
        if keyWindow === window { keyWindow = nil }
    }

    /// A window the runtime lists without retaining it.
    ///
    /// A weak reference would give the window a side table, and every retain and release of it
    /// (several on each touch phase) would take the runtime's slow path; the window's `deinit`
    /// takes it out of every list instead (``windowWillBeFreed(_:)``), and ``end()`` empties the
    /// lists of a runtime that `Headless.reset()` replaces, so no entry outlives its window.
    struct UnretainedWindow {
        unowned(unsafe) let window: UIWindow
    }

    /// The number in the last identifier `UIAction` made up (`com.headless.uiaction.N`), so that
    /// identifiers repeat from one run (one test) to the next.
    package var lastActionIdentifierNumber = 0

    /// A weak reference to a view, for bookkeeping that must not keep views alive.
    struct WeakView {
        weak var view: UIView?
    }

    /// A weak reference to a layer.
    struct WeakLayer {
        weak var layer: CALayer?
    }

    // MARK: - Deferred work

    /// Runs `work` on the run loop turn at virtual time `dueTime` (the next turn when that time has
    /// passed), after the work already due then.
    @discardableResult
    package func enqueue(at dueTime: TimeInterval, _ work: @escaping @MainActor () -> Void) -> Headless.WorkItem {
        // A time past the largest finite one never comes (a finite delay can overflow to it).
        guard dueTime < .infinity else { return unqueuedWorkItem() }
        let dueTime = dueTime.isNaN ? now : max(dueTime, now)
        let item = Headless.WorkItem(dueTime: dueTime, sequence: nextWorkSequence, runtime: self, work: work)
        nextWorkSequence += 1
        // Keep the queue sorted; new work usually goes at the end, so search from there.
        var index = scheduledWork.count
        while index > 0, scheduledWork[index - 1].dueTime > dueTime { index -= 1 }
        scheduledWork.insert(item, at: index)
        return item
    }

    /// A work item due at infinity, which is never put in the queue: it never runs (the work is let go).
    func unqueuedWorkItem() -> Headless.WorkItem {
        defer { nextWorkSequence += 1 }
        return Headless.WorkItem(dueTime: .infinity, sequence: nextWorkSequence, runtime: self, work: {})
    }

    /// Takes `item` out of the queue; does nothing when it already ran or was taken out.
    func remove(_ item: Headless.WorkItem) {
        // The queue is sorted by (due time, sequence): find the item by binary search.
        var low = 0, high = scheduledWork.count
        while low < high {
            let middle = (low + high) / 2
            let candidate = scheduledWork[middle]
            if (candidate.dueTime, candidate.sequence) < (item.dueTime, item.sequence) {
                low = middle + 1
            } else {
                high = middle
            }
        }
        if low < scheduledWork.count, scheduledWork[low] === item { scheduledWork.remove(at: low) }
    }

    // MARK: - Turns

    /// Whether nothing is waiting: no deferred work, no pending layout and no running animation.
    var isIdle: Bool {
        scheduledWork.isEmpty && rootsNeedingLayout.isEmpty && layersNeedingDisplay.isEmpty
            && !coreAnimation.hasRunningAnimations
    }

    /// Moves the clock to `target`, running a turn at each due time on the way and one at `target`.
    ///
    /// Past ``maximumTurnsPerClockCall`` turns in the call, the clock jumps to `target` and the
    /// work due on the way runs there, late and in order, as a device too busy to keep up runs it.
    func advance(to target: TimeInterval) {
        coreAnimation.commitRenderTree()     // what the caller did since the last turn
        var turnsAtThisTime = 0
        while let next = scheduledWork.first, next.dueTime <= target,
              turnsAtThisTime < HeadlessRuntime.maximumTurnsPerInstant {
            if turnsInClockCall >= HeadlessRuntime.maximumTurnsPerClockCall, now < target {
                now = target
                turnsAtThisTime = 0
            } else if next.dueTime > now {
                now = next.dueTime
                turnsAtThisTime = 0
            }
            runTurn()
            turnsAtThisTime += 1
            turnsInClockCall += 1
        }
        if target > now { now = target }
        runTurn()
    }

    /// Runs turns until nothing is left to do, the clock reaches `deadline`, or the call has run
    /// ``maximumTurnsPerClockCall`` turns.
    func runUntilIdle(deadline: TimeInterval) {
        runTurn()
        // Each `advance(to:)` drains its instant (up to the per-instant guard); a few rounds in a
        // row that leave the clock where it was mean work keeps rescheduling itself for now.
        var roundsWithoutProgress = 0
        while let next = scheduledWork.first, next.dueTime <= deadline, roundsWithoutProgress < 3,
              turnsInClockCall < HeadlessRuntime.maximumTurnsPerClockCall {
            let before = now
            advance(to: next.dueTime)
            roundsWithoutProgress = now > before ? 0 : roundsWithoutProgress + 1
        }
        if !isIdle, deadline.isFinite, deadline > now { advance(to: deadline) }
    }

    // MARK: - Calls that move the clock

    /// How many turns one call that moves the clock runs at most before the clock stops keeping
    /// up with the work (see ``advance(to:)``): 200,000, about a second of a debug build, far more
    /// than a test needs (a turn is a distinct due time, or work scheduled for now).
    static let maximumTurnsPerClockCall = 200_000

    /// Numbers the outermost calls that move the clock (`Headless.advance(by:)`,
    /// `runUntilIdle()`), so that a repeating timer can count its firings within one.
    private(set) var clockCall = 0
    private var clockCallDepth = 0
    private var turnsInClockCall = 0
    /// Work to run when the outermost call that moves the clock ends: the late firing of each
    /// repeating timer that fired as often as one call allows.
    private var workAtEndOfClockCall: [@MainActor () -> Void] = []

    /// Whether a call that moves the clock is in progress.
    var isMovingClock: Bool { clockCallDepth > 0 }

    /// Runs `body`, a call that moves the clock; the outermost such call ends with the late work
    /// it gathered, then a turn.
    func movingClock(_ body: () -> Void) {
        clockCallDepth += 1
        if clockCallDepth == 1 {
            clockCall += 1
            turnsInClockCall = 0
        }
        body()
        clockCallDepth -= 1
        guard clockCallDepth == 0, !workAtEndOfClockCall.isEmpty else { return }
        let late = workAtEndOfClockCall
        workAtEndOfClockCall.removeAll()
        for work in late { work() }
        runTurn()
    }

    /// Runs `work` when the outermost call that moves the clock ends (on the next turn outside one).
    func runAtEndOfClockCall(_ work: @escaping @MainActor () -> Void) {
        if isMovingClock { workAtEndOfClockCall.append(work) } else { enqueue(at: now, work) }
    }

    /// One run loop turn without moving the clock: the deferred work already due when the turn
    /// starts (work it schedules for now waits for the next turn), then pending layout of every
    /// window's tree, then the display of the layers marked for it, then Core Animation's commit
    /// (views that left their windows lose their animations).
    package func runTurn() {
        let firstLaterSequence = nextWorkSequence
        while let next = scheduledWork.first, next.dueTime <= now, next.sequence < firstLaterSequence {
            scheduledWork.removeFirst()
            next.run()
        }
        layoutPendingRoots()
        displayPendingLayers()
        coreAnimation.commitTurn()
    }

    // MARK: - Display

    /// Remembers that `layer` waits for display at the end of the turn.
    func layerNeedsDisplay(_ layer: CALayer) {
        layersNeedingDisplay.append(layer)
    }

    /// Displays every layer still marked and in a window, in the order they were marked, as the
    /// display cycle after layout does; drawing that marks more layers is displayed in the same pass.
    func displayPendingLayers() {
        var rounds = 0
        while !layersNeedingDisplay.isEmpty, rounds < 100 {
            rounds += 1
            let layers = layersNeedingDisplay
            layersNeedingDisplay.removeAll()
            for layer in layers {
                layer.isRegisteredForDisplay = false
                guard layer.needsDisplayFlag, layer.hostWindow != nil else { continue }
                if CALayer.isKnownNotToDraw(layer) {
                    layer.needsDisplayFlag = false
                    continue
                }
                layer.display()
                layer.needsDisplayFlag = false
            }
        }
    }

    // MARK: - Layout

    /// Lays out every root that asked for it, as the display cycle after a run loop turn does.
    ///
    /// Only trees in a window are laid out automatically; a detached tree waits for an explicit
    /// `layoutIfNeeded()`, as it would on a device.
    ///
    /// A pass that marks views again (layout that changes what it depends on) gets another round,
    /// up to ``maximumLayoutRoundsPerTurn`` (or `Headless.layoutFeedbackLoopDebuggingThreshold`).
    /// A window still waiting after that never settles (a view that calls `setNeedsLayout()` in
    /// its own `layoutSubviews()`): its pending layout is dropped, so that every call that moves
    /// the clock returns, and the views that kept asking are named in a logged problem, as a
    /// device goes on (laying them out again on later turns) where this package would otherwise
    /// spin. With the threshold set, as with UIKit's launch argument
    /// `UIViewLayoutFeedbackLoopDebuggingThreshold`, it is a violation instead, as UIKit raises.
    func layoutPendingRoots() {
        let threshold = Headless.layoutFeedbackLoopDebuggingThreshold ?? HeadlessRuntime.maximumLayoutRoundsPerTurn
        var rounds = 0
        while !rootsNeedingLayout.isEmpty, rounds < threshold {
            rounds += 1
            // Retained for the pass: a window freed by another's layout stays valid until then.
            let roots = rootsNeedingLayout.map(\.window)
            rootsNeedingLayout.removeAll()
            for root in roots {
                root.isRegisteredForLayout = false
                root.layoutIfNeeded()
            }
        }
        guard !rootsNeedingLayout.isEmpty else { return }
        let unsettled = rootsNeedingLayout.map(\.window)
        rootsNeedingLayout.removeAll()
        for root in unsettled {
            let looping = root.viewsMarkedForLayout()
            root.isRegisteredForLayout = false
            root.dropPendingLayout()
            let names = looping.prefix(3).map(\.description).joined(separator: ", ")
            let more = looping.count > 3 ? " and \(looping.count - 3) more" : ""
            let message = "Layout feedback loop: \(names)\(more) asked for layout again in each of \(threshold) layout passes of one run loop turn; the pending layout of \(root.description) is dropped"
            if Headless.layoutFeedbackLoopDebuggingThreshold != nil {
                Headless.reportViolation(message, exceptionName: "NSGenericException")
            } else {
                Headless.reportLoggedProblem(message)
            }
        }
    }

    /// How many layout passes one run loop turn runs before it gives up on a window that keeps
    /// asking for layout: 100 (UIKit's feedback loop debugger takes a threshold from 50 to 1000).
    static let maximumLayoutRoundsPerTurn = 100

    /// Remembers that `root`'s tree has a view waiting for layout. Only windows are laid out by
    /// the run loop turn; a detached tree is laid out when it joins a window or by `layoutIfNeeded()`.
    func rootNeedsLayout(_ root: UIView) {
        guard root.isWindowView, !root.isRegisteredForLayout else { return }
        root.isRegisteredForLayout = true
        // Only UIWindow's initialisers set `isWindowView`.
        rootsNeedingLayout.append(UnretainedWindow(window: unsafeDowncast(root, to: UIWindow.self)))
    }

    // MARK: - Ending

    /// Lets go of everything this runtime set on objects that may outlive it, so that a view,
    /// layer, window or recognizer kept across `Headless.reset()` starts clean in the next runtime:
    /// running animations come off their layers (no completion runs), pending layout is dropped,
    /// recognizers in play go back to `.possible`, fingers still down are forgotten (in every
    /// window touched, listed or not), and the key window stops being key.
    func end() {
        coreAnimation.removeAllWithoutNotifying()
        for root in rootsNeedingLayout.map(\.window) {
            root.isRegisteredForLayout = false
            root.dropPendingLayout()
        }
        rootsNeedingLayout.removeAll()
        for layer in layersNeedingDisplay { layer.isRegisteredForDisplay = false }
        layersNeedingDisplay.removeAll()
        scheduledWork.removeAll()
        workAtEndOfClockCall.removeAll()
        gestureEnvironment.resetRecognizersInPlay()
        keyWindow?.isKeyWindow = false
        keyWindow = nil
        for window in windowList.map(\.window) + gestureEnvironment.windowsTouched { window.forgetTouches() }
        windowList.removeAll()
        firstResponder = nil
        keyboard.end()
    }
}
