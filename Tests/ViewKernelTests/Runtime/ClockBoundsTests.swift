// ClockBoundsTests.swift: every call that moves the virtual clock returns, whatever a test
// schedules: a repeating timer fires at most `maximumFiringsPerClockCall` times in one call and
// then once, late, as Foundation documents for a timer that missed firings; a call runs at most
// 200,000 turns; and the clock never becomes infinite through finite calls.
import Foundation
import Testing
import HeadlessTesting
import ViewKernel

@MainActor
@Suite("The virtual clock always returns", .headless)
struct ClockBoundsTests {
    private let budget = Headless.Timer.maximumFiringsPerClockCall

    @Test func aTimerWellWithinTheBoundFiresOnEveryPeriod() {
        var firings = 0
        Headless.Timer.scheduledTimer(withTimeInterval: 1.0 / 60, repeats: true) { _ in firings += 1 }
        Headless.advance(by: 10.001)
        #expect(firings == 600)
    }

    @Test func aNearZeroRepeatingTimerLetsRunUntilIdleReturnAndKeepsItsSchedule() {
        var times: [TimeInterval] = []
        let timer = Headless.Timer.scheduledTimer(withTimeInterval: 0.0001, repeats: true) { _ in times.append(Headless.now) }
        Headless.runUntilIdle()
        // 10,000 firings on schedule, then one late firing as the call ends.
        #expect(times.count == budget + 1)
        #expect(abs(times[budget - 1] - 1) < 1e-9)
        #expect(times[budget] == times[budget - 1])
        #expect(timer.isValid)
        // The next call fires on the timer's schedule again.
        Headless.advance(by: 0.00105)
        #expect(times.count == budget + 1 + 10)
        timer.invalidate()
    }

    @Test func aRepeatingTimerAndAnEnormousAdvanceReturn() {
        var times: [TimeInterval] = []
        let timer = Headless.Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in times.append(Headless.now) }
        Headless.advance(by: 1e300)
        #expect(Headless.now == 1e300)
        #expect(times.count == budget + 1)
        #expect(times[budget - 1] == Double(budget))
        #expect(times.last == 1e300)   // the late firing, when the call ends
        timer.invalidate()
    }

    @Test func runUntilIdleWithoutALimitReturnsWithARepeatingTimer() {
        var firings = 0
        let timer = Headless.Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in firings += 1 }
        Headless.runUntilIdle(limit: .infinity)
        #expect(firings == budget + 1)
        #expect(Headless.now == Double(budget))
        #expect(!Headless.isIdle)
        timer.invalidate()
    }

    @Test func timeNeverBecomesInfiniteThroughFiniteCalls() {
        var ran = false
        Headless.advance(by: .greatestFiniteMagnitude)
        Headless.schedule(after: .greatestFiniteMagnitude) { ran = true }
        Headless.advance(by: .greatestFiniteMagnitude)
        Headless.runUntilIdle(limit: .infinity)
        #expect(Headless.now == .greatestFiniteMagnitude)
        #expect(!ran)   // due past the largest finite time: never
        #expect(Headless.isIdle)
    }

    @Test func workThatKeepsReschedulingItselfCannotHoldTheClockForever() {
        var runs = 0
        func again() {
            Headless.schedule(after: 1) {
                runs += 1
                again()
            }
        }
        again()
        Headless.runUntilIdle(limit: .infinity)
        #expect(runs > 0)
        #expect(runs <= 200_000)
        #expect(Headless.now.isFinite)
    }

    @Test func anAdvancePastTheTurnBoundJumpsAndRunsTheWorkDueOnTheWayLate() {
        var times: [TimeInterval] = []
        func again() {
            Headless.schedule(after: 1) {
                times.append(Headless.now)
                again()
            }
        }
        again()
        Headless.advance(by: 1e12)
        #expect(Headless.now == 1e12)
        // 200,000 turns at their own times, then the one due next ran late, at the new time.
        #expect(times.count == 200_001)
        #expect(times[199_999] == 200_000)
        #expect(times.last == 1e12)
    }
}
