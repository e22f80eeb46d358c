// Headless.swift: the one owner of virtual time and of the run loop turn (DESIGN.md "Runtime").

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
        let dueTime = now + Swift.max(0, delay.isFinite ? delay : 0)
        let item = ScheduledWork(dueTime: dueTime, sequence: nextWorkSequence, work: work)
        nextWorkSequence += 1
        // Keep the queue sorted; new work usually goes at the end, so search from there.
        var index = scheduledWork.count
        while index > 0, scheduledWork[index - 1].dueTime > dueTime { index -= 1 }
        scheduledWork.insert(item, at: index)
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

    /// Moves the virtual clock forward by `interval` seconds, running the deferred work that falls
    /// due on the way (each at its own time), and ends with a run loop turn: pending layout is done.
    ///
    /// A negative or non-finite interval moves nothing but still runs the turn.
    public static func advance(by interval: TimeInterval) {
        let target = now + (interval.isFinite && interval > 0 ? interval : 0)
        while let next = scheduledWork.first, next.dueTime <= target {
            scheduledWork.removeFirst()
            if next.dueTime > now { moveClock(to: next.dueTime) }
            next.work()
        }
        if target > now { moveClock(to: target) }
        runTurn()
    }

    /// Advances the clock until no deferred work and no pending layout is left.
    ///
    /// Work that keeps rescheduling itself forever (a repeating animation) would never be idle; the
    /// loop gives up after `limit` seconds of virtual time.
    public static func runUntilIdle(limit: TimeInterval = 3600) {
        let deadline = now + limit
        runTurn()
        while let next = scheduledWork.first, next.dueTime <= deadline {
            advance(by: next.dueTime - now)
        }
        runTurn()
    }

    /// Whether deferred work or layout is waiting.
    public static var isIdle: Bool {
        scheduledWork.isEmpty && rootsNeedingLayout.isEmpty
    }

    /// Returns the runtime to a clean state: time 0, no deferred work, no pending layout, no
    /// recorded violations. Tests call it first so they do not see each other's leftovers.
    public static func reset() {
        now = 0
        scheduledWork.removeAll()
        nextWorkSequence = 0
        tickHandlers.removeAll()
        for entry in rootsNeedingLayout { entry.view?.isRegisteredForLayout = false }
        rootsNeedingLayout.removeAll()
        violationRecorders.removeAll()
        UIScreen.current = UIScreen.makeDefault()
        resetHooks.forEach { $0() }
    }

    /// Cleanup that other parts of the runtime register, run by ``reset()``.
    package static var resetHooks: [@MainActor () -> Void] = []

    private static func moveClock(to time: TimeInterval) {
        now = time
        for entry in tickHandlers { entry.handler(time) }
    }

    /// One run loop turn without moving the clock: deferred work already due, then pending layout
    /// of every window's tree.
    package static func runTurn() {
        while let next = scheduledWork.first, next.dueTime <= now {
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
