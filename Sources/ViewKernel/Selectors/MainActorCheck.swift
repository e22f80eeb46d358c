// MainActorCheck.swift: running main-actor work from code that may be on any thread, when it
// happens to be on the main actor (a timer invalidated in a deinit, a notification posted).

import Dispatch

/// Tells whether the caller runs on the main actor without trapping when it does not.
///
/// `Thread.isMainThread` cannot tell: under a test harness on Linux the main actor's work runs on
/// the main dispatch queue, drained by another thread. The main queue carries a marker instead,
/// which `DispatchQueue.getSpecific` reads on whatever thread drains it.
enum MainActorCheck {
    /// The marker on the main queue, set on first use.
    private static let marker: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the caller is on the main actor.
    static var isOnMainActor: Bool {
        DispatchQueue.getSpecific(key: marker) == true
    }

    /// Runs `body` now when the caller is on the main actor; returns false (and does nothing)
    /// when it is not.
    @discardableResult
    static func runIfOnMainActor(_ body: @MainActor () -> Void) -> Bool {
        guard isOnMainActor else { return false }
        MainActor.assumeIsolated(body)
        return true
    }
}
