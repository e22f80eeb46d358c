// TouchBenchmarks.swift: simulated taps through hit-testing, recognizers and target-action.

import ViewWidgets

/// The touch workloads of issue 10: 10,000 `window.tap(at:)` on a grid of targets, each tap
/// going through hit-testing and ending in an action.
@MainActor
struct TouchBenchmarks {
    let harness: Harness

    /// Taps per run.
    static let taps = 10_000
    /// The grid: 10 columns x 15 rows of 32x32 targets in a 320x480 window.
    static let columns = 10, rows = 15, side: CGFloat = 32

    /// Runs the touch workloads that `filter` lets through.
    func runAll(filter: WorkloadFilter) -> [Measurement] {
        var results: [Measurement] = []
        if filter.includes("touch.tap") { results.append(tapButtons()) }
        if filter.includes("touch.tap.gesture") { results.append(tapRecognizers()) }
        if filter.includes("pages.swipe") { results.append(swipePages()) }
        if filter.includes("animator.scrub") { results.append(scrubAnimator()) }
        if filter.includes("controls.menu") { results.append(openAndPickMenu()) }
        return results
    }

    /// touch.tap: buttons (`UIButton(type: .custom)`) with a `.touchUpInside` target-action.
    /// One operation is one tap (down and up, each ending with a run loop turn).
    func tapButtons() -> Measurement {
        let window = makeWindow()
        let counter = TapCounter()
        for (index, frame) in Self.cellFrames().enumerated() {
            window.addSubview(ButtonWorkloads.makeTappableButton(frame: frame, tag: index + 1, counter: counter))
        }
        return tap(in: window, counter: counter, name: "touch.tap")
    }

    /// touch.tap.gesture: plain views with a `UITapGestureRecognizer` each, for comparison.
    func tapRecognizers() -> Measurement {
        let window = makeWindow()
        let counter = TapCounter()
        for (index, frame) in Self.cellFrames().enumerated() {
            let view = UIView(frame: frame)
            view.tag = index + 1
            view.addGestureRecognizer(UITapGestureRecognizer(target: counter, action: TapCounter.recognizerFired))
            window.addSubview(view)
        }
        return tap(in: window, counter: counter, name: "touch.tap.gesture")
    }

    func tap(in window: UIWindow, counter: TapCounter, name: String) -> Measurement {
        let points = Self.cellFrames().map { CGPoint(x: $0.midX, y: $0.midY) }
        var actions = 0
        var wrongHits = 0
        return harness.measure(name, size: points.count, operations: Self.taps,
                               counters: { ["actionsPerRun": Double(actions), "wrongHits": Double(wrongHits)] }) {
            counter.count = 0
            wrongHits = 0
            let seconds = harness.time {
                for index in 0..<Self.taps {
                    let hit = window.tap(at: points[index % points.count])
                    if hit?.tag != index % points.count + 1 { wrongHits += 1 }
                }
            }
            actions = counter.count
            return seconds
        }
    }

    private func makeWindow() -> UIWindow {
        Headless.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        Headless.runUntilIdle()
        return window
    }

    /// The frames of the grid's cells, row by row.
    static func cellFrames() -> [CGRect] {
        (0..<rows).flatMap { row in
            (0..<columns).map { column in
                CGRect(x: CGFloat(column) * side, y: CGFloat(row) * side, width: side, height: side)
            }
        }
    }
}

/// The target of every action: counts them.
@MainActor
final class TapCounter {
    var count = 0

    func recognizerFired() { count += 1 }
}
