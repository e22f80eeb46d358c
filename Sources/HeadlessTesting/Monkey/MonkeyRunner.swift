// MonkeyRunner.swift: the monkey's runs: a random one from a seed, replays of chosen steps from a
// fresh launch, and the shrinking that looks for the shortest replay that still fails.

import ViewWidgets

/// Launches the screen afresh and runs steps on it, checking the invariants after each.
@MainActor
final class MonkeyRunner {
    /// An invariant that broke: its name, what was wrong, and what counts as the same failure
    /// while shrinking.
    struct Broken {
        let invariant: String
        let message: String
        let signature: String
    }

    /// The steps a run took, and what broke after the last of them, if anything.
    struct Run {
        let steps: [MonkeyStep]
        let failure: Broken?
    }

    let makeRoot: @MainActor () -> UIViewController
    let invariants: [MonkeyInvariant]
    let device: Headless.Device
    /// The root controller's type, as the last launch made it.
    private(set) var rootType: UIViewController.Type = UIViewController.self
    /// The root controller of the last launch, to notice one made only once.
    private weak var lastRoot: UIViewController?
    /// Whether a launch got the root controller of the launch before: `makeRoot` does not make a
    /// new one each time (an autoclosure evaluated once, inside `#expect`), and runs cannot be
    /// compared.
    private(set) var madeTheSameRootTwice = false

    /// How many replays shrinking may make; each is a launch and its steps.
    static let shrinkBudget = 300

    init(makeRoot: @escaping @MainActor () -> UIViewController, invariants: [MonkeyInvariant], device: Headless.Device) {
        self.makeRoot = makeRoot
        self.invariants = invariants
        self.device = device
    }

    // MARK: - Runs

    /// A random run of up to `steps` steps from `seed`, stopping at the first broken invariant.
    func explore(seed: UInt64, steps: Int) -> Run {
        var random = MonkeyRandom(seed: seed)
        var chooser = MonkeyChooser()
        let (app, launchFailure) = launch()
        if let launchFailure { return Run(steps: [], failure: launchFailure) }
        var taken: [MonkeyStep] = []
        // A step that turns out impossible (nothing hittable, a device that will not turn) is
        // chosen again; a screen with nothing to do still ends.
        var attempts = 0
        let maximumAttempts = steps > Int.max / 4 ? Int.max : steps * 4
        while taken.count < steps, attempts < maximumAttempts {
            attempts += 1
            guard let step = chooser.next(&random, in: app) else { continue }
            var performed = false
            let violations = Headless.recordingViolations { performed = step.perform(in: app) }
            guard performed || !violations.isEmpty else { continue }
            taken.append(step)
            if let broken = check(app, violations: violations) { return Run(steps: taken, failure: broken) }
        }
        return Run(steps: taken, failure: nil)
    }

    /// Launches afresh and does `steps`; the number of steps done when an invariant broke with
    /// `signature`, or nil when none did, another did, or a step could not be done.
    func replay(_ steps: [MonkeyStep], breaking signature: String) -> Int? {
        let (app, launchFailure) = launch()
        if let launchFailure { return launchFailure.signature == signature ? 0 : nil }
        for (index, step) in steps.enumerated() {
            var performed = false
            let violations = Headless.recordingViolations { performed = step.perform(in: app) }
            if let broken = check(app, violations: violations) { return broken.signature == signature ? index + 1 : nil }
            if !performed { return nil }
        }
        return nil
    }

    /// The shortest run found that still breaks `signature`: pieces of `steps` left out, halves
    /// first, then smaller pieces down to single steps (delta debugging), within ``shrinkBudget``
    /// replays.
    func shrink(_ steps: [MonkeyStep], breaking signature: String) -> [MonkeyStep] {
        var current = steps
        var pieces = 2
        var replays = 0
        while !current.isEmpty, replays < Self.shrinkBudget {
            let size = max(1, (current.count + pieces - 1) / pieces)
            var shrunk = false
            var start = 0
            while start < current.count, replays < Self.shrinkBudget {
                var candidate = current
                candidate.removeSubrange(start..<min(start + size, current.count))
                replays += 1
                if let length = replay(candidate, breaking: signature) {
                    current = Array(candidate.prefix(length))
                    pieces = max(2, pieces - 1)
                    shrunk = true
                    break
                }
                start += size
            }
            if !shrunk {
                guard size > 1 else { break }
                pieces = min(pieces * 2, current.count)
            }
        }
        return current
    }

    // MARK: - Launching and checking

    /// A fresh runtime on the device, the screen launched on it, and what broke while launching.
    private func launch() -> (XCUIApplication, Broken?) {
        Headless.relaunch(on: device)
        var app: XCUIApplication?
        let violations = Headless.recordingViolations {
            let root = makeRoot()
            if root === lastRoot { madeTheSameRootTwice = true }
            lastRoot = root
            rootType = type(of: root)
            let launched = XCUIApplication(rootViewController: root)
            launched.launch()
            app = launched
        }
        // The closure above always runs: the application exists.
        let launched = app ?? XCUIApplication(window: UIWindow())
        return (launched, check(launched, violations: violations))
    }

    /// The first broken invariant after a step that made UIKit report `violations`.
    private func check(_ app: XCUIApplication, violations: [String]) -> Broken? {
        if let violation = violations.first {
            return Broken(invariant: MonkeyInvariant.noViolations.name, message: violation,
                          signature: MonkeyInvariant.noViolations.name + ": " + Self.kind(of: violation))
        }
        for invariant in invariants {
            if let message = invariant.check(app) {
                return Broken(invariant: invariant.name, message: message, signature: invariant.name)
            }
        }
        return nil
    }

    /// The kind of a UIKit message, what shrinking keeps: the words before its first colon or
    /// full stop (`Invalid update`), which leave out the counts and names that change with the run.
    static func kind(of message: String) -> String {
        let end = message.firstIndex { $0 == ":" || $0 == "." } ?? message.endIndex
        return String(message[..<end].prefix(80))
    }
}
