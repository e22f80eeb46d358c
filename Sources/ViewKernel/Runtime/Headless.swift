// Headless.swift: the public face of the runtime: virtual time, run loop turns, and reset.

/// The headless runtime: virtual time, deferred work and the run loop turn that UIKit would run
/// between events.
///
/// Nothing here reads the wall clock. Time moves only when a test or a demo calls
/// ``advance(by:)`` or ``runUntilIdle()``, so the same calls always give the same states. The state
/// itself lives in one object, ``current``, which ``reset()`` replaces (Docs/Architecture.md).
@preconcurrency @MainActor
public enum Headless {
    /// The runtime that holds the clock, the queue of deferred work and every other piece of
    /// state the views share; replaced by ``reset()``.
    ///
    /// Every animatable property change reads it, so its reads skip the exclusivity check: it is
    /// only written by `reset()`, never while a read is in progress.
    @exclusivity(unchecked) package private(set) static var current = HeadlessRuntime()

    /// The virtual time, in seconds since the last ``reset()``.
    public static var now: TimeInterval { current.now }

    /// Runs `work` once the virtual clock reaches `now + delay`, on that run loop turn, and returns
    /// a handle that can cancel it before then.
    ///
    /// Work due at the same time runs in the order it was scheduled. A delay of 0 or less runs on
    /// the next turn (the next ``advance(by:)``, ``runUntilIdle()`` or simulated touch), never inside
    /// the call that scheduled it, as `DispatchQueue.main.async` would on a device (and as
    /// `asyncAfter` does with a deadline already past).
    ///
    /// A delay of infinity never comes: the work never runs (the handle can still be cancelled),
    /// and it does not keep the runtime from being idle. A NaN delay names no time at all and is
    /// refused as a violation: the work is not scheduled, and the handle is already cancelled.
    @discardableResult
    public static func schedule(after delay: TimeInterval, _ work: @escaping @MainActor () -> Void) -> WorkItem {
        let runtime = current
        if delay.isNaN {
            Headless.reportViolation("Headless.schedule(after:) needs a delay, not nan; the work is not scheduled",
                                     exceptionName: "NSInvalidArgumentException")
            let item = runtime.unqueuedWorkItem()
            item.cancel()
            return item
        }
        if delay == .infinity { return runtime.unqueuedWorkItem() }
        return runtime.enqueue(at: runtime.now + max(0, delay), work)
    }

    /// Moves the virtual clock forward by `interval` seconds, stopping at each time where deferred
    /// work falls due to run a turn there (that work, then pending layout), and ends with a turn at
    /// the new time. Animations are shown at the new time; those whose end was passed have ended
    /// and run their completions, in time order.
    ///
    /// A negative or non-finite interval moves nothing but still runs a turn. The clock never
    /// passes the largest finite time. A repeating timer fires at most 10,000 times in one call
    /// (then once more, late, at its end: see `Timer`), and a call runs at most 200,000 turns:
    /// past that the clock jumps to the new time and the work due on the way runs there, late.
    public static func advance(by interval: TimeInterval) {
        let traced = beginAction(HeadlessAction(.advance, "advance by \(traceNumber(interval)) s"))
        defer { endAction(traced) }
        let runtime = current
        let target = runtime.now + (interval.isFinite && interval > 0 ? interval : 0)
        runtime.movingClock { runtime.advance(to: target.isFinite ? target : .greatestFiniteMagnitude) }
    }

    /// Runs turns until nothing is left to do: no deferred work, no pending layout, no running
    /// animation. Completions and the work they schedule run too.
    ///
    /// Something that never ends (an animation with `.repeat`, work that keeps rescheduling itself)
    /// would never be idle: the clock then stops `limit` seconds of virtual time after the call,
    /// or after 200,000 turns, whichever comes first, so that even `limit: .infinity` returns;
    /// a repeating timer fires at most 10,000 times in one call (then once more, late, at its end).
    public static func runUntilIdle(limit: TimeInterval = 3600) {
        let traced = beginAction(HeadlessAction(.runUntilIdle, "run until idle"))
        defer { endAction(traced) }
        let runtime = current
        let deadline = runtime.now + (limit.isNaN ? 0 : max(0, limit))
        runtime.movingClock { runtime.runUntilIdle(deadline: deadline) }
    }

    /// Whether nothing is waiting: no deferred work, no pending layout and no running animation.
    public static var isIdle: Bool { current.isIdle }

    /// Whether an animation (UIView or Core Animation) is running; what UI tests wait for to end
    /// after an action, as XCUITest waits for the app to be quiescent.
    package static var hasRunningAnimations: Bool {
        current.coreAnimation.hasRunningAnimations
    }

    /// Returns the runtime to a clean state by replacing it: time 0, no deferred work, no running
    /// animation or open animation block, no key window or first responder, the default screen,
    /// an empty image cache, no pending `perform(_:with:afterDelay:)` calls and no notification
    /// observers registered with a method reference; transitions under way (custom or not) are
    /// abandoned, their coordinators' closures let go of without running, presentations let go of
    /// and fingers still down forgotten, keeping nothing alive; no background task is in progress.
    /// Nothing is posted: no window notification, no keyboard notification. Windows and views
    /// that are still alive keep their trees, but lose their pending layout and animations (no
    /// completion runs); timers scheduled before stay valid but never fire.
    ///
    /// A test suite marked with the `.headless` trait gets a fresh runtime for every test; other
    /// tests call this first so they do not see each other's leftovers.
    public static func reset() {
        let old = current
        TransitionContext.abandonTransitionsUnderWay()
        TransitionCoordinator.abandonCoordinatorsUnderWay()
        UIPresentationController.releasePresentedControllers()
        let fresh = HeadlessRuntime()
        // Views kept across the reset must not take their kept safe areas for the new runtime's.
        fresh.safeAreaEpoch = old.safeAreaEpoch &+ 1
        // Stamps already on views stay older than the new runtime's (a kept view's stamp would
        // otherwise outdate its subtree's safe areas for good).
        fresh.safeAreaStamp = old.safeAreaStamp
        // A reset inside `recordingViolations` forgets what was recorded so far but keeps the
        // recording going (removing the recorder would pull it from under the running call).
        fresh.violationRecorders = old.violationRecorders.map { _ in [] }
        old.end()
        current = fresh
        ImageCache.removeAll()
        PerformRequest.removeAll()
        ObserverRegistration.removeAll()
        UITraitCollection.resetCurrent()
        BackgroundTaskLedger.forgetTasksInProgress()
    }

    /// One run loop turn without moving the clock (simulated touches end with one).
    package static func runTurn() {
        current.runTurn()
    }
}
