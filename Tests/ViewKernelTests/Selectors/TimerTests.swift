// TimerTests.swift: the virtual-clock timer (Selectors/Headless+Timer.swift), which `Timer` names
// in files that import UIKit, checked against Foundation's documented behaviour.
import Foundation
import Testing
import HeadlessTesting
import ViewKernel

/// A target with Foundation's two action forms, recording the virtual time of each call.
@MainActor
final class Clock {
    var ticks: [TimeInterval] = []
    var timersSeen: [Headless.Timer] = []

    func tick() { ticks.append(Headless.now) }

    func tick(_ timer: Headless.Timer) {
        ticks.append(Headless.now)
        timersSeen.append(timer)
    }
}

/// A controller that invalidates its timer in `deinit`, as iOS code does (it must compile in a
/// main-actor class, where `deinit` is nonisolated).
@MainActor
final class TimerOwner {
    var timer: Headless.Timer?

    deinit {
        timer?.invalidate()
    }
}

@MainActor
@Suite("Virtual-clock timers", .headless)
struct TimerTests {
    @Test func aScheduledTimerFiresWhenTheClockReachesItsInterval() {
        var firings: [TimeInterval] = []
        Headless.Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in firings.append(Headless.now) }
        Headless.advance(by: 0.9)
        #expect(firings.isEmpty)
        Headless.advance(by: 0.1)
        #expect(firings == [1])
    }

    @Test func aRepeatingTimerFiresAtEveryMultipleOfItsInterval() {
        var firings: [TimeInterval] = []
        Headless.Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in firings.append(Headless.now) }
        Headless.advance(by: 3.5)
        #expect(firings == [1, 2, 3])
    }

    @Test func aNonRepeatingTimerIsValidInItsBlockAndInvalidAfter() {
        var validInBlock: Bool?
        let timer = Headless.Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { validInBlock = $0.isValid }
        Headless.advance(by: 1)
        #expect(validInBlock == true)
        #expect(!timer.isValid)
    }

    @Test func invalidateStopsARepeatingTimer() {
        var count = 0
        let timer = Headless.Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in count += 1 }
        Headless.advance(by: 2)
        timer.invalidate()
        Headless.advance(by: 5)
        #expect(count == 2)
        #expect(!timer.isValid)
    }

    @Test func anInvalidatedTimerLeavesNothingOnTheClock() {
        let timer = Headless.Timer.scheduledTimer(withTimeInterval: 10, repeats: true) { _ in }
        #expect(!Headless.isIdle)
        timer.invalidate()
        #expect(Headless.isIdle)
    }

    @Test func aTimerCanStopItselfFromItsBlock() {
        var count = 0
        Headless.Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { timer in
            count += 1
            if count == 3 { timer.invalidate() }
        }
        Headless.runUntilIdle()
        #expect(count == 3)
        #expect(Headless.now == 1.5)
    }

    @Test func theTargetFormPassesTheTimer() {
        let clock = Clock()
        let timer = Headless.Timer.scheduledTimer(timeInterval: 2, target: clock, action: Clock.tick(_:),
                                                  userInfo: nil, repeats: false)
        Headless.advance(by: 2)
        #expect(clock.ticks == [2])
        #expect(clock.timersSeen.first === timer)
    }

    @Test func theTargetFormMayTakeNoArgument() {
        let clock = Clock()
        Headless.Timer.scheduledTimer(timeInterval: 1, target: clock, action: Clock.tick as (Clock) -> () -> Void,
                                      userInfo: nil, repeats: true)
        Headless.advance(by: 2)
        #expect(clock.ticks == [1, 2])
    }

    @Test func theTimerKeepsItsTargetAliveUntilInvalidated() {
        weak var weakClock: Clock?
        let timer: Headless.Timer
        do {
            let clock = Clock()
            weakClock = clock
            timer = Headless.Timer.scheduledTimer(timeInterval: 1, target: clock, action: Clock.tick(_:),
                                                  userInfo: nil, repeats: true)
        }
        #expect(weakClock != nil)
        timer.invalidate()
        #expect(weakClock == nil)
    }

    @Test func userInfoIsKeptUntilInvalidated() {
        let timer = Headless.Timer.scheduledTimer(timeInterval: 1, target: Clock(), action: Clock.tick(_:),
                                                  userInfo: "retry", repeats: true)
        #expect(timer.userInfo as? String == "retry")
        timer.invalidate()
        #expect(timer.userInfo == nil)
    }

    @Test func fireCallsTheBlockNowWithoutMovingTheSchedule() {
        var firings: [TimeInterval] = []
        let timer = Headless.Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in firings.append(Headless.now) }
        Headless.advance(by: 0.5)
        timer.fire()
        Headless.advance(by: 0.5)
        #expect(firings == [0.5, 1])
    }

    @Test func firingANonRepeatingTimerEarlyInvalidatesIt() {
        var count = 0
        let timer = Headless.Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in count += 1 }
        timer.fire()
        Headless.advance(by: 2)
        #expect(count == 1)
        #expect(!timer.isValid)
    }

    @Test func anUnscheduledTimerWaitsForARunLoop() {
        var firings: [TimeInterval] = []
        let timer = Headless.Timer(timeInterval: 1, repeats: false) { _ in firings.append(Headless.now) }
        Headless.advance(by: 2)
        #expect(firings.isEmpty)
        RunLoop.main.add(timer, forMode: .common)
        RunLoop.current.add(timer, forMode: .default)        // a second add changes nothing
        Headless.advance(by: 2)
        #expect(firings == [3])
    }

    @Test func aNonRepeatingTimersIntervalReadsZero() {
        #expect(Headless.Timer(timeInterval: 5, repeats: false) { _ in }.timeInterval == 0)
        #expect(Headless.Timer(timeInterval: 5, repeats: true) { _ in }.timeInterval == 5)
    }

    @Test func anIntervalOfZeroOrLessBecomesATenThousandthOfASecond() {
        var firings: [TimeInterval] = []
        Headless.Timer.scheduledTimer(withTimeInterval: -1, repeats: false) { _ in firings.append(Headless.now) }
        Headless.runUntilIdle()
        #expect(firings == [0.0001])
    }

    @Test func aTimerOwnerInvalidatesItsTimerInDeinit() {
        var count = 0
        var owner: TimerOwner? = TimerOwner()
        owner?.timer = Headless.Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in count += 1 }
        owner = nil
        Headless.advance(by: 3)
        #expect(count == 0)
    }

    @Test func invalidateWorksFromAnotherThread() async {
        let timer = Headless.Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }
        await Task.detached { timer.invalidate() }.value
        #expect(!timer.isValid)
        Headless.advance(by: 2)                      // the dead firing on the clock does nothing
        #expect(!timer.isValid)
    }

    @Test func aResetDropsTheTimersOfThePreviousRun() {
        var count = 0
        Headless.Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in count += 1 }
        Headless.reset()
        Headless.advance(by: 3)
        #expect(count == 0)
    }

    @Test func toleranceIsKeptWithoutEffect() {
        var firings: [TimeInterval] = []
        let timer = Headless.Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in firings.append(Headless.now) }
        timer.tolerance = 0.5
        Headless.runUntilIdle()
        #expect(timer.tolerance == 0.5)
        #expect(firings == [1])
    }
}
