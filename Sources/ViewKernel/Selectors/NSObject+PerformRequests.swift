// NSObject+PerformRequests.swift: `perform(_:with:afterDelay:)` and
// `NSObject.cancelPreviousPerformRequests(withTarget:)` with a method reference instead of a
// selector, on the virtual clock (Linux has no Objective-C runtime to send a selector).

extension NSObjectProtocol where Self: NSObject {
    /// Calls `action` on this object after `delay` seconds of virtual time, as NSObject's
    /// `perform(_:with:afterDelay:)` with a method reference: `perform(Controller.refresh, with:
    /// nil, afterDelay: 0.5)` for `func refresh()`. The argument is ignored, as a selector that
    /// takes none ignores it.
    ///
    /// The object is kept alive until the call is made or cancelled with
    /// `NSObject.cancelPreviousPerformRequests(withTarget:)`, as in Foundation. A delay of 0 or
    /// less calls it on the next run loop turn, never inside this call.
    @preconcurrency @MainActor
    public func perform(_ action: @escaping (Self) -> () -> Void, with argument: Any?, afterDelay delay: TimeInterval) {
        PerformRequest.schedule(target: self, after: delay) { action(self)() }
    }

    /// Calls `action` on this object with `argument` after `delay` seconds of virtual time:
    /// `perform(Controller.show, with: item, afterDelay: 1)` for `func show(_ item: Item)`. The
    /// object and the argument are kept alive until the call is made or cancelled.
    @preconcurrency @MainActor
    public func perform<Argument>(_ action: @escaping (Self) -> (Argument) -> Void, with argument: Argument,
                                  afterDelay delay: TimeInterval) {
        PerformRequest.schedule(target: self, after: delay) { action(self)(argument) }
    }
}

extension NSObject {
    /// Cancels every call that `perform(_:with:afterDelay:)` scheduled on `aTarget` and has not
    /// made yet, and lets go of the target and arguments, as Foundation's
    /// `cancelPreviousPerformRequests(withTarget:)`. May be called from any thread, a `deinit`
    /// included. (Method references cannot be compared, so there is no form that cancels one
    /// action only.)
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
        PerformRequest.cancelAll(target: aTarget as AnyObject)
    }
}

/// One call waiting on the virtual clock for `perform(_:with:afterDelay:)`. The pending requests
/// are kept in a lock-protected list so that they can be cancelled from any thread;
/// `Headless.reset()` forgets them.
final class PerformRequest: @unchecked Sendable {
    private static let lock = NSLock()
    /// Guarded by `lock`: the requests not yet made or cancelled, in order.
    nonisolated(unsafe) private static var pending: [PerformRequest] = []

    /// Guarded by `lock`: the target, kept alive until the call is made or cancelled.
    private var target: AnyObject?
    /// Guarded by `lock`: the call, released with the target.
    private var call: (@MainActor () -> Void)?
    /// Guarded by `lock`: the work item on the clock.
    private var item: Headless.WorkItem?

    private init(target: AnyObject, call: @escaping @MainActor () -> Void) {
        self.target = target
        self.call = call
    }

    /// Schedules `call` on `target` after `delay` seconds of virtual time.
    @MainActor
    static func schedule(target: AnyObject, after delay: TimeInterval, _ call: @escaping @MainActor () -> Void) {
        let request = PerformRequest(target: target, call: call)
        let item = Headless.schedule(after: delay) { request.run() }
        lock.withLock {
            request.item = item
            pending.append(request)
        }
    }

    /// Cancels every pending request whose target is `target`.
    static func cancelAll(target: AnyObject) {
        let cancelled = lock.withLock {
            let matching = pending.filter { $0.target === target }
            pending.removeAll { $0.target === target }
            return matching
        }
        for request in cancelled { request.cancel() }
    }

    /// Forgets every pending request without calling it (`Headless.reset()`).
    static func removeAll() {
        let all = lock.withLock {
            defer { pending.removeAll() }
            return pending
        }
        for request in all { request.cancel() }
    }

    /// The time came: make the call unless it was cancelled, and forget the request.
    @MainActor
    private func run() {
        let call = PerformRequest.lock.withLock {
            PerformRequest.pending.removeAll { $0 === self }
            defer { self.call = nil; target = nil; item = nil }
            return self.call
        }
        call?()
    }

    /// Drops the call and its target; on the main actor the work also leaves the clock's queue.
    private func cancel() {
        let item = PerformRequest.lock.withLock {
            defer { call = nil; target = nil; self.item = nil }
            return self.item
        }
        guard let item else { return }
        MainActorCheck.runIfOnMainActor { item.cancel() }
    }
}
