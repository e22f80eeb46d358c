// PerformRequestTests.swift: perform(_:with:afterDelay:) with a method reference and
// NSObject.cancelPreviousPerformRequests(withTarget:), on the virtual clock
// (Selectors/NSObject+PerformRequests.swift).
import Foundation
import Testing
import HeadlessTesting
import ViewKernel

/// An object with the two method forms `perform(_:with:afterDelay:)` accepts.
@MainActor
final class Refresher: NSObject {
    var refreshes: [TimeInterval] = []
    var shown: [String] = []

    func refresh() { refreshes.append(Headless.now) }

    func show(_ item: String) { shown.append(item) }

    func scheduleRefresh() {
        // iOS: perform(#selector(refresh), with: nil, afterDelay: 0.5)
        perform(Refresher.refresh, with: nil, afterDelay: 0.5)
    }
}

@MainActor
@Suite("perform(_:with:afterDelay:)", .headless)
struct PerformRequestTests {
    @Test func theMethodRunsWhenTheDelayHasPassed() {
        let refresher = Refresher()
        refresher.scheduleRefresh()
        Headless.advance(by: 0.4)
        #expect(refresher.refreshes.isEmpty)
        Headless.advance(by: 0.1)
        #expect(refresher.refreshes == [0.5])
    }

    @Test func theArgumentIsPassedToTheMethod() {
        let refresher = Refresher()
        refresher.perform(Refresher.show, with: "inbox", afterDelay: 1)
        Headless.advance(by: 1)
        #expect(refresher.shown == ["inbox"])
    }

    @Test func aDelayOfZeroWaitsForTheNextTurn() {
        let refresher = Refresher()
        refresher.perform(Refresher.refresh, with: nil, afterDelay: 0)
        #expect(refresher.refreshes.isEmpty)
        Headless.advance(by: 0)
        #expect(refresher.refreshes == [0])
    }

    @Test func theTargetIsKeptAliveUntilTheCall() {
        weak var weakRefresher: Refresher?
        do {
            let refresher = Refresher()
            weakRefresher = refresher
            refresher.scheduleRefresh()
        }
        #expect(weakRefresher != nil)
        Headless.advance(by: 1)
        #expect(weakRefresher == nil)
    }

    @Test func cancellingDropsEveryPendingCallOfTheTarget() {
        let refresher = Refresher(), other = Refresher()
        refresher.scheduleRefresh()
        refresher.perform(Refresher.show, with: "later", afterDelay: 2)
        other.scheduleRefresh()
        NSObject.cancelPreviousPerformRequests(withTarget: refresher)
        Headless.advance(by: 3)
        #expect(refresher.refreshes.isEmpty)
        #expect(refresher.shown.isEmpty)
        #expect(other.refreshes == [0.5])
    }

    @Test func cancellingLetsGoOfTheTarget() {
        weak var weakRefresher: Refresher?
        do {
            let refresher = Refresher()
            weakRefresher = refresher
            refresher.scheduleRefresh()
            NSObject.cancelPreviousPerformRequests(withTarget: refresher)
        }
        #expect(weakRefresher == nil)
        #expect(Headless.isIdle)
    }

    @Test func aResetForgetsPendingCalls() {
        let refresher = Refresher()
        refresher.scheduleRefresh()
        Headless.reset()
        Headless.advance(by: 1)
        #expect(refresher.refreshes.isEmpty)
    }
}
