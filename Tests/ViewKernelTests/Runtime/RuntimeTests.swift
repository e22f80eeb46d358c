import Foundation
import Testing
import HeadlessTesting
import ViewKernel

@MainActor
@Suite("Runtime: virtual time and run loop turns", .headless)
struct RuntimeTests {
    @Test func scheduledWorkWaitsUntilTheClockReachesItsTime() {
        var ran = false
        Headless.schedule(after: 1) { ran = true }
        Headless.advance(by: 0.5)
        #expect(!ran)
        Headless.advance(by: 0.5)
        #expect(ran)
        #expect(Headless.now == 1)
    }

    @Test func workRunsInTimeOrderThenInSchedulingOrder() {
        var order: [String] = []
        Headless.schedule(after: 2) { order.append("late") }
        Headless.schedule(after: 1) { order.append("first at 1") }
        Headless.schedule(after: 1) { order.append("second at 1") }
        Headless.advance(by: 5)
        #expect(order == ["first at 1", "second at 1", "late"])
    }

    @Test func eachPieceOfWorkSeesTheClockAtItsOwnTime() {
        var seen: [TimeInterval] = []
        Headless.schedule(after: 0.25) { seen.append(Headless.now) }
        Headless.schedule(after: 0.75) { seen.append(Headless.now) }
        Headless.advance(by: 1)
        #expect(seen == [0.25, 0.75])
        #expect(Headless.now == 1)
    }

    @Test func zeroDelayWorkRunsOnTheNextTurnNotInsideTheCall() {
        var ran = false
        Headless.schedule(after: 0) { ran = true }
        #expect(!ran)
        Headless.advance(by: 0)
        #expect(ran)
        #expect(Headless.now == 0)
    }

    @Test func workScheduledDuringATurnForNowRunsInALaterTurnAtTheSameTime() {
        var log: [String] = []
        Headless.schedule(after: 0) {
            log.append("outer begins")
            Headless.schedule(after: 0) { log.append("inner at \(Headless.now)") }
            log.append("outer ends")
        }
        Headless.advance(by: 0)
        #expect(log == ["outer begins", "outer ends", "inner at 0.0"])
    }

    @Test func aNegativeIntervalMovesNothingButRunsATurn() {
        var ran = false
        Headless.schedule(after: 0) { ran = true }
        Headless.advance(by: -3)
        #expect(Headless.now == 0)
        #expect(ran)
    }

    @Test func runUntilIdleRunsChainedWorkAndStopsAtTheLastDueTime() {
        var steps = 0
        func step() {
            steps += 1
            if steps < 3 { Headless.schedule(after: 0.5, step) }
        }
        Headless.schedule(after: 0.5, step)
        Headless.runUntilIdle()
        #expect(steps == 3)
        #expect(Headless.now == 1.5)
        #expect(Headless.isIdle)
    }

    @Test func runUntilIdleGivesUpAtItsLimitWhenWorkNeverEnds() {
        var ticks = 0
        func tick() {
            ticks += 1
            Headless.schedule(after: 1, tick)
        }
        Headless.schedule(after: 1, tick)
        Headless.runUntilIdle(limit: 10)
        #expect(Headless.now == 10)
        #expect(ticks == 10)
        #expect(!Headless.isIdle)
    }

    @Test func runUntilIdleSurvivesWorkThatReschedulesItselfWithNoDelay() {
        var runs = 0
        func spin() {
            runs += 1
            Headless.schedule(after: 0, spin)
        }
        Headless.schedule(after: 0, spin)
        Headless.runUntilIdle(limit: 1)
        #expect(runs > 1)
        #expect(Headless.now == 1)
    }

    @Test func runUntilIdleStopsAtTheLimitWhileARepeatingAnimationRuns() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(withDuration: 1, delay: 0, options: [.repeat], animations: { view.alpha = 0 })
        Headless.runUntilIdle(limit: 30)
        #expect(Headless.now == 30)
        #expect(view.layer.animationKeys() == ["opacity"])
        #expect(!Headless.isIdle)
    }

    @Test func runUntilIdleRunsAnimationsToTheirEnd() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var finished: Bool?
        UIView.animate(withDuration: 2, animations: { view.alpha = 0 }, completion: { finished = $0 })
        #expect(!Headless.isIdle)
        Headless.runUntilIdle()
        #expect(finished == true)
        #expect(Headless.now == 2)
        #expect(Headless.isIdle)
    }

    @Test func resetReturnsTheClockToZeroAndDropsWork() {
        var ran = false
        Headless.schedule(after: 1) { ran = true }
        Headless.advance(by: 0.5)
        Headless.reset()
        #expect(Headless.now == 0)
        Headless.advance(by: 5)
        #expect(!ran)
    }

    @Test func resetEnablesAnimationsAndClosesOpenAnimationBlocks() {
        UIView.setAnimationsEnabled(false)
        UIView.beginAnimations(nil, context: nil)
        Headless.reset()
        #expect(UIView.areAnimationsEnabled)
        #expect(UIView.inheritedAnimationDuration == 0)
    }

    @Test func aTurnLaysOutWindowsAfterTheWorkThatChangedThem() {
        final class CountingView: UIView {
            var layouts = 0
            override func layoutSubviews() { layouts += 1 }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(child)
        Headless.advance(by: 0)
        let before = child.layouts
        Headless.schedule(after: 1) { child.setNeedsLayout() }
        Headless.advance(by: 0.5)
        #expect(child.layouts == before)
        Headless.advance(by: 0.5)
        #expect(child.layouts == before + 1)
    }
}

@MainActor
@Suite("Runtime: cancelling scheduled work", .headless)
struct WorkItemTests {
    @Test func cancelledWorkNeverRuns() {
        var ran = false
        let item = Headless.schedule(after: 1) { ran = true }
        item.cancel()
        Headless.advance(by: 2)
        #expect(!ran)
        #expect(item.isCancelled)
        #expect(Headless.isIdle)
    }

    @Test func cancellingOneItemKeepsTheOthersInOrder() {
        var log: [Int] = []
        let items = (0..<5).map { index in Headless.schedule(after: 1) { log.append(index) } }
        items[2].cancel()
        items[0].cancel()
        Headless.advance(by: 1)
        #expect(log == [1, 3, 4])
    }

    @Test func cancellingAfterTheWorkRanDoesNothing() {
        var runs = 0
        let item = Headless.schedule(after: 0) { runs += 1 }
        Headless.advance(by: 0)
        item.cancel()
        Headless.advance(by: 1)
        #expect(runs == 1)
    }

    @Test func cancellingReleasesWhatTheWorkCaptured() {
        final class Payload {}
        weak var released: Payload?
        let item: Headless.WorkItem
        do {
            let payload = Payload()
            released = payload
            item = Headless.schedule(after: 10) { _ = payload }
        }
        #expect(released != nil)
        item.cancel()
        #expect(released == nil)
    }

    @Test func workCancelledByEarlierWorkAtTheSameTimeDoesNotRun() {
        var log: [String] = []
        var second: Headless.WorkItem?
        Headless.schedule(after: 1) { log.append("first"); second?.cancel() }
        second = Headless.schedule(after: 1) { log.append("second") }
        Headless.advance(by: 1)
        #expect(log == ["first"])
    }

    @Test func resetEndsTheAnimationsOfViewsThatOutliveIt() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var completions = 0
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { _ in completions += 1 })
        Headless.reset()
        #expect(view.layer.animationKeys() == nil)
        #expect(view.layer.presentation()?.opacity == 0)
        Headless.runUntilIdle()
        #expect(completions == 0)
    }

    @Test func resetDropsThePendingLayoutOfWindowsThatOutliveIt() {
        final class CountingView: UIView {
            var layouts = 0
            override func layoutSubviews() { layouts += 1 }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(child)
        Headless.reset()
        #expect(Headless.isIdle)
        Headless.advance(by: 0)
        #expect(child.layouts == 0)
        // Marked again in the new runtime, the window is laid out on the next turn.
        child.setNeedsLayout()
        Headless.advance(by: 0)
        #expect(child.layouts == 1)
    }

    @Test func resetEndsKeyStatusAndFirstResponder() {
        final class Field: UIView { override var canBecomeFirstResponder: Bool { true } }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let field = Field()
        window.addSubview(field)
        window.makeKeyAndVisible()
        #expect(field.becomeFirstResponder())
        Headless.reset()
        #expect(!window.isKeyWindow)
        #expect(!field.isFirstResponder)
        let other = UIWindow(frame: window.frame)
        other.makeKeyAndVisible()
        #expect(other.isKeyWindow && !window.isKeyWindow)
    }
}
