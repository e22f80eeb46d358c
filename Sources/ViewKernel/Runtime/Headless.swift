// Headless.swift: the one owner of virtual time and of the run loop turn (see Docs/Time.md).

/// The headless runtime: virtual time, deferred work and the run loop turn that UIKit would run
/// between events.
///
/// Nothing here reads the wall clock. Time moves only when a test or a demo calls
/// ``advance(by:)`` or ``runUntilIdle()``, so the same calls always give the same states.
@MainActor
public enum Headless {
    /// The virtual time, in seconds since the last ``reset()``.
    public private(set) static var now: TimeInterval = 0

    /// Deferred work, kept in the order it runs: by due time, then by the order it was scheduled.
    private static var scheduledWork: [ScheduledWork] = []
    private static var nextWorkSequence = 0

    /// Objects that take part in each turn (animators, timers), stepped after the clock moves.
    private static var tickHandlers: [(id: Int, handler: @MainActor (TimeInterval) -> Void)] = []
    private static var nextTickHandlerID = 0

    /// Windows whose tree has a view waiting for layout; held weakly, so a window (or a tree) that
    /// nothing else keeps is freed even with layout pending.
    static var rootsNeedingLayout: [WeakView] = []

    /// A weak reference to a view, for bookkeeping that must not keep views alive.
    struct WeakView {
        weak var view: UIView?
    }

    private struct ScheduledWork {
        let dueTime: TimeInterval
        let sequence: Int
        let work: @MainActor () -> Void
    }

    /// Runs `work` once the virtual clock reaches `now + delay`, on that run loop turn.
    ///
    /// Work due at the same time runs in the order it was scheduled. A delay of 0 or less runs on
    /// the next turn (the next ``advance(by:)``, ``runUntilIdle()`` or simulated touch), never inside
    /// the call that scheduled it, as `DispatchQueue.main.async` would on a device.
    public static func schedule(after delay: TimeInterval, _ work: @escaping @MainActor () -> Void) {
        enqueue(at: now + Swift.max(0, delay.isFinite ? delay : 0), work)
    }

    /// Runs `work` on the run loop turn at virtual time `dueTime` (the next turn when that time has
    /// passed), after the work already due then. Returns a token for ``cancelScheduledWork(_:)``.
    @discardableResult
    package static func enqueue(at dueTime: TimeInterval, _ work: @escaping @MainActor () -> Void) -> Int {
        let dueTime = dueTime.isNaN ? now : Swift.max(dueTime, now)
        let item = ScheduledWork(dueTime: dueTime, sequence: nextWorkSequence, work: work)
        nextWorkSequence += 1
        // Keep the queue sorted; new work usually goes at the end, so search from there.
        var index = scheduledWork.count
        while index > 0, scheduledWork[index - 1].dueTime > dueTime { index -= 1 }
        scheduledWork.insert(item, at: index)
        return item.sequence
    }

    /// Drops deferred work that has not run yet; does nothing for work that already ran.
    package static func cancelScheduledWork(_ token: Int) {
        if let index = scheduledWork.firstIndex(where: { $0.sequence == token }) {
            scheduledWork.remove(at: index)
        }
    }

    /// Registers a handler that is told the new time on every turn (used by animations and timers).
    /// Returns a token for ``removeTickHandler(_:)``.
    package static func addTickHandler(_ handler: @escaping @MainActor (TimeInterval) -> Void) -> Int {
        nextTickHandlerID += 1
        tickHandlers.append((nextTickHandlerID, handler))
        return nextTickHandlerID
    }

    /// Stops telling a handler about turns.
    package static func removeTickHandler(_ id: Int) {
        tickHandlers.removeAll { $0.id == id }
    }

    /// Moves the virtual clock forward by `interval` seconds, stopping at each time where deferred
    /// work falls due to run a turn there (that work, then pending layout), and ends with a turn at
    /// the new time. Animations are shown at the new time; those whose end was passed have ended
    /// and run their completions, in time order.
    ///
    /// A negative or non-finite interval moves nothing but still runs a turn.
    public static func advance(by interval: TimeInterval) {
        advance(to: now + (interval.isFinite && interval > 0 ? interval : 0))
    }

    /// Runs turns until nothing is left to do: no deferred work, no pending layout, no running
    /// animation. Completions and the work they schedule run too.
    ///
    /// Something that never ends (an animation with `.repeat`, work that keeps rescheduling itself)
    /// would never be idle: the clock then stops `limit` seconds of virtual time after the call.
    public static func runUntilIdle(limit: TimeInterval = 3600) {
        let deadline = now + (limit.isNaN ? 0 : Swift.max(0, limit))
        runTurn()
        // Each `advance(to:)` drains its instant (up to the per-instant guard); a few rounds in a
        // row that leave the clock where it was mean work keeps rescheduling itself for now.
        var roundsWithoutProgress = 0
        while let next = scheduledWork.first, next.dueTime <= deadline, roundsWithoutProgress < 3 {
            let before = now
            advance(to: next.dueTime)
            roundsWithoutProgress = now > before ? 0 : roundsWithoutProgress + 1
        }
        if !isIdle, deadline.isFinite, deadline > now { advance(to: deadline) }
    }

    /// Whether nothing is waiting: no deferred work, no pending layout and no running animation.
    public static var isIdle: Bool {
        scheduledWork.isEmpty && rootsNeedingLayout.isEmpty && !AnimationScheduler.hasRunningAnimations
    }

    /// How many turns may run at one virtual time before the clock moves on regardless: a guard
    /// against work that reschedules itself with no delay forever.
    private static let maximumTurnsPerInstant = 10_000

    /// Moves the clock to `target`, running a turn at each due time on the way and one at `target`.
    private static func advance(to target: TimeInterval) {
        var turnsAtThisTime = 0
        while let next = scheduledWork.first, next.dueTime <= target, turnsAtThisTime < maximumTurnsPerInstant {
            if next.dueTime > now {
                moveClock(to: next.dueTime)
                turnsAtThisTime = 0
            }
            runTurn()
            turnsAtThisTime += 1
        }
        if target > now { moveClock(to: target) }
        runTurn()
    }

    /// Returns the runtime to a clean state: time 0, no deferred work, no recorded violations,
    /// the default screen (a window that is still alive keeps its pending layout). Tests call it
    /// first so they do not see each other's leftovers.
    public static func reset() {
        now = 0
        scheduledWork.removeAll()
        nextWorkSequence = 0
        tickHandlers.removeAll()
        // Windows that are still alive keep their pending layout: their trees carry layout marks
        // that only a pass clears. Dead ones drop out.
        rootsNeedingLayout.removeAll { $0.view == nil }
        // A reset inside `recordingViolations` forgets what was recorded so far but keeps the
        // recording going (removing the recorder would pull it from under the running call).
        violationRecorders = violationRecorders.map { _ in [] }
        AnimationScheduler.reset()
        AnimationTransaction.reset()
        UIScreen.current = UIScreen.makeDefault()
        resetHooks.forEach { $0() }
    }

    /// Cleanup that other parts of the runtime register, run by ``reset()``.
    package static var resetHooks: [@MainActor () -> Void] = []

    private static func moveClock(to time: TimeInterval) {
        now = time
        for entry in tickHandlers { entry.handler(time) }
    }

    /// One run loop turn without moving the clock: the deferred work already due when the turn
    /// starts (work it schedules for now waits for the next turn), then pending layout of every
    /// window's tree.
    package static func runTurn() {
        let firstLaterSequence = nextWorkSequence
        while let next = scheduledWork.first, next.dueTime <= now, next.sequence < firstLaterSequence {
            scheduledWork.removeFirst()
            next.work()
        }
        layoutPendingRoots()
    }

    /// Lays out every root that asked for it, as the display cycle after a run loop turn does.
    ///
    /// Only trees in a window are laid out automatically; a detached tree waits for an explicit
    /// `layoutIfNeeded()`, as it would on a device.
    static func layoutPendingRoots() {
        var rounds = 0
        while !rootsNeedingLayout.isEmpty, rounds < 100 {
            rounds += 1
            let roots = rootsNeedingLayout
            rootsNeedingLayout.removeAll()
            for case let root? in roots.map(\.view) {
                root.isRegisteredForLayout = false
                root.layoutIfNeeded()
            }
        }
    }

    /// Remembers that `root`'s tree has a view waiting for layout. Only windows are laid out by
    /// the run loop turn; a detached tree is laid out when it joins a window or by `layoutIfNeeded()`.
    static func rootNeedsLayout(_ root: UIView) {
        guard root is UIWindow, !root.isRegisteredForLayout else { return }
        root.isRegisteredForLayout = true
        rootsNeedingLayout.append(WeakView(view: root))
    }
}
