// ObserverUpkeepTests.swift: the table of typed notification observers lets go of observers
// that went away in one pass, and `Headless.reset()` clears it, so one test's observers never
// hear the next test's notifications.
import Foundation
import Testing
import HeadlessTesting
@testable import ViewKernel

@MainActor
@Suite("Typed notification observers are kept tidy", .headless)
struct ObserverUpkeepTests {
    private let center = NotificationCenter()

    @Test func observersThatWentAwayLeaveTheTableAtTheNextPost() {
        let before = ObserverRegistration.count
        for _ in 0..<5_000 {
            let observer = InboxObserver()
            center.addObserver(observer, action: InboxObserver.refresh, name: .inboxDidChange, object: nil)
        }
        let survivor = InboxObserver()
        center.addObserver(survivor, action: InboxObserver.refresh, name: .inboxDidChange, object: nil)
        #expect(ObserverRegistration.count == before + 5_001)
        center.post(name: .inboxDidChange, object: nil)
        #expect(survivor.refreshes == 1)
        #expect(ObserverRegistration.count == before + 1)
    }

    @Test func removingOneObserverAlsoTakesOutThoseThatWentAway() {
        let before = ObserverRegistration.count
        for _ in 0..<5_000 {
            center.addObserver(InboxObserver(), action: InboxObserver.refresh, name: .inboxDidChange, object: nil)
        }
        let kept = InboxObserver(), removed = InboxObserver()
        center.addObserver(kept, action: InboxObserver.refresh, name: .inboxDidChange, object: nil)
        center.addObserver(removed, action: InboxObserver.refresh, name: .accountDidChange, object: nil)
        center.removeObserver(removed)
        #expect(ObserverRegistration.count == before + 1)
        center.post(name: .inboxDidChange, object: nil)
        center.post(name: .accountDidChange, object: nil)
        #expect(kept.refreshes == 1)
        #expect(removed.refreshes == 0)
    }

    @Test func resetUnregistersEveryTypedObserver() {
        let observer = InboxObserver()
        center.addObserver(observer, action: InboxObserver.refresh, name: .inboxDidChange, object: nil)
        Headless.reset()
        #expect(ObserverRegistration.count == 0)
        center.post(name: .inboxDidChange, object: nil)
        #expect(observer.refreshes == 0)
    }
}
