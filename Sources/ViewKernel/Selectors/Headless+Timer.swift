// Headless+Timer.swift: a timer on the virtual clock, with Foundation's `Timer` API: what
// `Timer` means in a file that imports UIKit (Sources/UIKit/Timer.swift), since Foundation's
// timers need a real run loop and never fire in a headless test.

extension Headless {
    /// A timer that fires on the virtual clock, with the API of Foundation's `Timer`
    /// (https://developer.apple.com/documentation/foundation/timer): `scheduledTimer(...)`,
    /// `invalidate()`, `isValid`, `fire()`, `RunLoop.add(_:forMode:)`.
    ///
    /// `import UIKit` names it `Timer`, so iOS code compiles unchanged and its timers fire when a
    /// test moves the clock (`Headless.advance(by:)`, `runUntilIdle()`), never by the wall clock.
    /// Foundation's selector form becomes a typed method reference:
    /// `Timer.scheduledTimer(timeInterval: 1, target: self, action: Clock.tick, userInfo: nil, repeats: true)`.
    ///
    /// As in Foundation, a scheduled timer is kept alive by the run loop (here the virtual clock's
    /// queue) until it is invalidated, and it keeps its block or target alive until then. A
    /// repeating timer fires at whole multiples of its interval after it was scheduled; a
    /// non-repeating one fires once and invalidates itself after its block returns. Work the
    /// timer's block schedules follows the rules of `Headless.schedule(after:_:)`.
    ///
    /// `invalidate()`, `isValid`, `userInfo` and `tolerance` may be used from any thread (a
    /// `deinit` invalidates its timer); scheduling and firing happen on the main actor.
    public final class Timer: @unchecked Sendable {
        /// The seconds between firings of a repeating timer; 0 for a non-repeating one, as in
        /// Foundation.
        public var timeInterval: TimeInterval { repeats ? interval : 0 }

        /// The delay of a non-repeating timer or the period of a repeating one (at least 0.0001 s).
        private let interval: TimeInterval
        /// Whether the timer fires again after each firing.
        private let repeats: Bool

        private let lock = NSLock()
        /// Guarded by `lock`.
        private var valid = true
        /// Guarded by `lock`; released when the timer is invalidated.
        private var handler: (@MainActor (Timer) -> Void)?
        /// Guarded by `lock`; released when the timer is invalidated.
        private var userInfoStorage: Any?
        /// Guarded by `lock`.
        private var toleranceStorage: TimeInterval = 0
        /// Guarded by `lock`: the next firing on the virtual clock, once scheduled.
        private var nextFiring: Headless.WorkItem?
        /// Guarded by `lock`: whether the timer was added to the clock (it is added once).
        private var wasScheduled = false
        /// Guarded by `lock`: the call that moves the clock the timer last fired in, and how
        /// often it fired in it.
        private var firingsInCall = (call: 0, count: 0)

        /// How often a repeating timer fires within one call that moves the clock
        /// (`Headless.advance(by:)`, `runUntilIdle()`). Past that it is late, as a timer is on a
        /// device too busy to keep up: it fires once more when the call ends, then keeps its
        /// schedule from there ("fired only once for that time period", Foundation documents).
        /// Without the bound, a 0.0001 s timer would fire 36 million times in `runUntilIdle()`.
        public static let maximumFiringsPerClockCall = 10_000

        /// Makes an unscheduled timer; every public initialiser goes through it.
        private init(interval: TimeInterval, repeats: Bool, userInfo: Any?, handler: @escaping @MainActor (Timer) -> Void) {
            self.interval = interval.isFinite && interval > 0 ? interval : 0.0001
            self.repeats = repeats
            self.userInfoStorage = userInfo
            self.handler = handler
        }

        // MARK: - Making timers

        /// Makes a timer that calls `block` after `interval` seconds (0 or less: 0.0001 s), and
        /// every `interval` seconds after that when `repeats`; it starts when added to a run loop
        /// with `RunLoop.add(_:forMode:)`. Foundation's block is `@Sendable`; here it runs on the
        /// main actor, so iOS code that hops there (`Task { @MainActor in ... }`,
        /// `MainActor.assumeIsolated`) works too.
        public convenience init(timeInterval interval: TimeInterval, repeats: Bool,
                                block: @escaping @MainActor (Timer) -> Void) {
            self.init(interval: interval, repeats: repeats, userInfo: nil, handler: block)
        }

        /// Makes a timer that calls `action` on `target` (kept alive until the timer is
        /// invalidated), passing the timer: Foundation's `init(timeInterval:target:selector:userInfo:repeats:)`
        /// with a method reference, `Clock.tick` for `func tick(_ timer: Timer)`.
        @preconcurrency @MainActor
        public convenience init<Target: AnyObject>(timeInterval interval: TimeInterval, target: Target,
                                                   action: @escaping (Target) -> (Timer) -> Void,
                                                   userInfo: Any?, repeats: Bool) {
            self.init(interval: interval, repeats: repeats, userInfo: userInfo) { timer in action(target)(timer) }
        }

        /// Makes a timer whose action takes no argument: `Clock.tick` for `func tick()`.
        @preconcurrency @MainActor
        public convenience init<Target: AnyObject>(timeInterval interval: TimeInterval, target: Target,
                                                   action: @escaping (Target) -> () -> Void,
                                                   userInfo: Any?, repeats: Bool) {
            self.init(interval: interval, repeats: repeats, userInfo: userInfo) { _ in action(target)() }
        }

        /// Makes a timer that calls `block` and schedules it at once, as Foundation's
        /// `scheduledTimer(withTimeInterval:repeats:block:)`.
        @preconcurrency @MainActor @discardableResult
        public static func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool,
                                          block: @escaping @MainActor (Timer) -> Void) -> Timer {
            let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
            timer.schedule()
            return timer
        }

        /// Makes a timer that calls `action` on `target` and schedules it at once, as Foundation's
        /// `scheduledTimer(timeInterval:target:selector:userInfo:repeats:)` with a method
        /// reference: `Timer.scheduledTimer(timeInterval: 1, target: self, action: Clock.tick,
        /// userInfo: nil, repeats: true)` for `func tick(_ timer: Timer)`.
        @preconcurrency @MainActor @discardableResult
        public static func scheduledTimer<Target: AnyObject>(timeInterval interval: TimeInterval, target: Target,
                                                             action: @escaping (Target) -> (Timer) -> Void,
                                                             userInfo: Any?, repeats: Bool) -> Timer {
            let timer = Timer(timeInterval: interval, target: target, action: action, userInfo: userInfo, repeats: repeats)
            timer.schedule()
            return timer
        }

        /// The same, for an action that takes no argument: `func tick()`.
        @preconcurrency @MainActor @discardableResult
        public static func scheduledTimer<Target: AnyObject>(timeInterval interval: TimeInterval, target: Target,
                                                             action: @escaping (Target) -> () -> Void,
                                                             userInfo: Any?, repeats: Bool) -> Timer {
            let timer = Timer(timeInterval: interval, target: target, action: action, userInfo: userInfo, repeats: repeats)
            timer.schedule()
            return timer
        }

        // MARK: - State

        /// Whether the timer can still fire: true until it is invalidated (a non-repeating timer
        /// invalidates itself after firing).
        public var isValid: Bool { lock.withLock { valid } }

        /// The object given when the timer was made; nil once the timer is invalidated.
        public var userInfo: Any? { lock.withLock { userInfoStorage } }

        /// How late the timer may fire; 0 by default. Kept only: the virtual clock is exact.
        public var tolerance: TimeInterval {
            get { lock.withLock { toleranceStorage } }
            set { lock.withLock { toleranceStorage = newValue } }
        }

        // MARK: - Firing and stopping

        /// Calls the block or action now, without changing a repeating timer's schedule; a
        /// non-repeating timer is invalidated after it. Does nothing once the timer is invalid.
        @preconcurrency @MainActor
        public func fire() {
            guard let handler = lock.withLock({ valid ? handler : nil }) else { return }
            handler(self)
            if !repeats { invalidate() }
        }

        /// Stops the timer for good and lets go of its block, target and `userInfo`, as Foundation
        /// does. May be called from any thread; on the main actor the pending firing also leaves
        /// the virtual clock's queue at once (from elsewhere it stays there and does nothing).
        public func invalidate() {
            let pending: Headless.WorkItem? = lock.withLock {
                valid = false
                handler = nil
                userInfoStorage = nil
                defer { nextFiring = nil }
                return nextFiring
            }
            guard let pending else { return }
            MainActorCheck.runIfOnMainActor { pending.cancel() }
        }

        // MARK: - The virtual clock

        /// Adds the timer to the virtual clock (once): its first firing is `interval` from now.
        @MainActor
        func schedule() {
            let isFirst = lock.withLock {
                defer { wasScheduled = true }
                return valid && !wasScheduled
            }
            if isFirst { scheduleFiring(after: interval) }
        }

        @MainActor
        private func scheduleFiring(after delay: TimeInterval) {
            let item = Headless.schedule(after: delay) { [self] in fireOnSchedule() }
            item.isRepeatingTimerFiring = repeats
            let keep = lock.withLock {
                if valid { nextFiring = item }
                return valid
            }
            if !keep { item.cancel() }
        }

        /// A scheduled firing came due: call the handler, then schedule the next firing of a
        /// repeating timer (one period after this one; at the end of the call that moves the
        /// clock once it fired as often as a call allows) or invalidate a non-repeating one.
        @MainActor
        private func fireOnSchedule() {
            guard let handler = lock.withLock({ () -> (@MainActor (Timer) -> Void)? in
                nextFiring = nil
                return valid ? handler : nil
            }) else { return }
            handler(self)
            guard repeats else {
                invalidate()
                return
            }
            guard isValid else { return }
            let runtime = Headless.current
            let firings = lock.withLock { () -> Int in
                if firingsInCall.call != runtime.clockCall { firingsInCall = (runtime.clockCall, 0) }
                firingsInCall.count += 1
                return firingsInCall.count
            }
            if runtime.isMovingClock, firings >= Timer.maximumFiringsPerClockCall {
                let due = Headless.now
                runtime.runAtEndOfClockCall { [self] in fireLate(lastDue: due) }
            } else {
                scheduleFiring(after: interval)
            }
        }

        /// The late firing of a repeating timer that missed its firings since `lastDue`: it fires
        /// once, then at the next time of its schedule after now.
        @MainActor
        private func fireLate(lastDue: TimeInterval) {
            guard let handler = lock.withLock({ valid ? handler : nil }) else { return }
            handler(self)
            guard isValid else { return }
            let now = Headless.now
            var next = lastDue + (((now - lastDue) / interval).rounded(.down) + 1) * interval
            if !next.isFinite || next <= now { next = max(now + interval, now.nextUp) }
            scheduleFiring(after: next - now)
        }
    }
}

extension RunLoop {
    /// Adds a virtual-clock timer made with `Timer(timeInterval:repeats:block:)` (or a target
    /// form) to the clock: it fires `timeInterval` from now. Every run loop and mode is the one
    /// virtual clock; adding a timer again, or an invalid one, does nothing.
    @preconcurrency @MainActor
    public func add(_ timer: Headless.Timer, forMode mode: RunLoop.Mode) {
        timer.schedule()
    }
}
