// LayoutFeedbackLoopTests.swift: a window whose layout never settles costs a bounded number of
// passes per turn and is reported by name; `Headless.reset()` drops what live windows still wait
// for, so one test's loop cannot slow the next.
import Foundation
import Testing
import HeadlessTesting
@_spi(Testing) import ViewKernel

/// A view that asks for layout again from its own `layoutSubviews()`, as long as `loops` is set.
private final class RestlessView: UIView {
    var loops = true
    var passes = 0
    override func layoutSubviews() {
        super.layoutSubviews()
        passes += 1
        if loops { setNeedsLayout() }
    }
}

/// A view that counts its layout passes and never asks again.
private final class CalmView: UIView {
    var passes = 0
    override func layoutSubviews() {
        super.layoutSubviews()
        passes += 1
    }
}

@MainActor
private func makeWindow(with views: UIView...) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.makeKeyAndVisible()
    let container = UIView(frame: window.bounds)
    window.addSubview(container)
    for view in views { container.addSubview(view) }
    return window
}

@MainActor
@Suite("A layout that never settles is cut short and reported", .headless)
struct LayoutFeedbackLoopTests {
    @Test func aViewThatAsksForLayoutInItsOwnLayoutIsReportedByNameAfterBoundedPasses() {
        let restless = RestlessView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        restless.tag = 7
        let calm = CalmView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let window = makeWindow(with: restless, calm)
        let messages = Headless.recordingViolations { Headless.runTurn() }
        #expect(messages == ["Layout feedback loop: <RestlessView; frame = (1 2; 3 4); tag = 7> asked for layout again in each of 100 layout passes of one run loop turn; the pending layout of \(window.description) is dropped"])
        #expect(restless.passes == 100)
        #expect(calm.passes == 1)
        // The loop is broken: nothing waits, and the next turn lays out nothing.
        #expect(!restless.needsLayout)
        #expect(Headless.isIdle)
        let quiet = Headless.recordingViolations { Headless.runTurn() }
        #expect(quiet.isEmpty)
        #expect(restless.passes == 100)
        // A view that settles is laid out as before.
        restless.loops = false
        restless.setNeedsLayout()
        Headless.runTurn()
        #expect(restless.passes == 101)
        #expect(Headless.isIdle)
    }

    @Test func severalRestlessViewsAreNamedUpToThree() {
        let views = (1...5).map { index -> RestlessView in
            let view = RestlessView(frame: .zero)
            view.tag = index
            return view
        }
        let window = makeWindow(with: views[0], views[1], views[2], views[3], views[4])
        let messages = Headless.recordingViolations { Headless.runUntilIdle() }
        #expect(messages == ["Layout feedback loop: <RestlessView; frame = (0 0; 0 0); tag = 1>, <RestlessView; frame = (0 0; 0 0); tag = 2>, <RestlessView; frame = (0 0; 0 0); tag = 3> and 2 more asked for layout again in each of 100 layout passes of one run loop turn; the pending layout of \(window.description) is dropped"])
        #expect(views.allSatisfy { $0.passes == 100 })
        #expect(Headless.isIdle)
    }

    @Test func layoutThatSettlesWithinTheLimitIsNotReported() {
        var remaining = 99
        let counter = CountdownView { remaining -= 1; return remaining > 0 }
        let window = makeWindow(with: counter)
        let messages = Headless.recordingViolations { Headless.runTurn() }
        #expect(window.subviews.count == 1)
        #expect(messages.isEmpty)
        #expect(counter.passes == 99)
        #expect(Headless.isIdle)
    }

    @Test func resetDropsTheLayoutThatLiveWindowsWaitFor() {
        let restless = RestlessView(frame: .zero)
        let window = makeWindow(with: restless)
        #expect(!Headless.isIdle)
        Headless.reset()
        #expect(Headless.isIdle)
        #expect(!restless.needsLayout)
        #expect(!window.needsLayout)
        // The new runtime lays out nothing it was not asked to.
        Headless.runTurn()
        #expect(restless.passes == 0)
        restless.loops = false
        restless.setNeedsLayout()
        Headless.runTurn()
        #expect(restless.passes == 1)
    }

    @Test func withoutAHarnessTheLoopIsLoggedAndTheProgramGoesOn() {
        let restless = RestlessView(frame: CGRect(x: 0, y: 0, width: 3, height: 4))
        let window = makeWindow(with: restless)
        let handler = Headless.unrecordedViolationHandler
        Headless.unrecordedViolationHandler = nil
        defer { Headless.unrecordedViolationHandler = handler }
        // A violation would end the process here; a logged problem goes to standard error.
        Headless.runTurn()
        #expect(restless.passes == 100)
        #expect(Headless.isIdle)
        #expect(restless.window === window)
    }

    @Test func aHeadlessTestFailsWithTheLoggedLoopAndGoesOn() {
        let restless = RestlessView(frame: CGRect(x: 0, y: 0, width: 3, height: 4))
        let window = makeWindow(with: restless)
        withKnownIssue {
            Headless.runTurn()
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("Layout feedback loop: <RestlessView") }
        }
        #expect(restless.passes == 100)
        #expect(restless.window === window)
    }

    @Test func theDebuggingThresholdMakesTheLoopAViolationAfterItsPasses() {
        defer { Headless.layoutFeedbackLoopDebuggingThreshold = nil }
        Headless.layoutFeedbackLoopDebuggingThreshold = 60
        let restless = RestlessView(frame: CGRect(x: 0, y: 0, width: 3, height: 4))
        let window = makeWindow(with: restless)
        let messages = Headless.recordingViolations { Headless.runTurn() }
        #expect(messages == ["Layout feedback loop: <RestlessView; frame = (0 0; 3 4)> asked for layout again in each of 60 layout passes of one run loop turn; the pending layout of \(window.description) is dropped"])
        #expect(restless.passes == 60)
        Headless.layoutFeedbackLoopDebuggingThreshold = 10
        #expect(Headless.layoutFeedbackLoopDebuggingThreshold == 50)
        Headless.layoutFeedbackLoopDebuggingThreshold = 5_000
        #expect(Headless.layoutFeedbackLoopDebuggingThreshold == 1_000)
    }
}

/// A view that asks for layout again from its own `layoutSubviews()` while `again()` says so.
private final class CountdownView: UIView {
    let again: () -> Bool
    var passes = 0
    init(again: @escaping () -> Bool) {
        self.again = again
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    override func layoutSubviews() {
        super.layoutSubviews()
        passes += 1
        if again() { setNeedsLayout() }
    }

}
