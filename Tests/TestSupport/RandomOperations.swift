// RandomOperations.swift: seeded random-operation testing for every test target: a small seeded
// generator, replay from scratch, and delta-debugging that shrinks a failing run to a short list.

import Foundation

/// A seeded pseudo-random generator (SplitMix64): the same seed always gives the same numbers, on
/// every platform, so a failing run can be replayed from its seed alone.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    /// The internal state; it starts as the seed.
    public private(set) var state: UInt64

    /// Makes a generator that starts from `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// True with probability `probability` (0...1).
    public mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &self) < probability
    }

    /// A random element of a non-empty array.
    public mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[Int.random(in: 0..<elements.count, using: &self)]
    }

    /// A random index in `0..<count` (0 when `count` is 0).
    public mutating func index(below count: Int) -> Int {
        count > 0 ? Int.random(in: 0..<count, using: &self) : 0
    }
}

/// An invariant that did not hold after an operation: a short stable name (used to tell one bug
/// from another while shrinking) and the details of this occurrence.
public struct InvariantFailure: Error, Equatable, CustomStringConvertible, Sendable {
    /// The invariant's name, e.g. "superview is parent".
    public let invariant: String
    /// What was seen, e.g. which view and which values.
    public let detail: String

    /// Makes a failure of `invariant` with `detail`.
    public init(_ invariant: String, _ detail: String) {
        self.invariant = invariant
        self.detail = detail
    }

    /// `invariant: detail`.
    public var description: String { "\(invariant): \(detail)" }
}

/// Where a replay failed: the index of the operation after which an invariant broke, and which.
public struct ReplayFailure: Sendable {
    /// The index of the operation after which the check failed (0-based).
    public let index: Int
    /// The invariant that broke.
    public let failure: InvariantFailure

    /// Makes a replay failure.
    public init(index: Int, failure: InvariantFailure) {
        self.index = index
        self.failure = failure
    }
}

/// A setting from the environment that could not be read: the variable and its value.
public struct RandomOperationSettingError: Error, CustomStringConvertible, Sendable {
    /// The environment variable, e.g. "FUZZ_SEED".
    public let variable: String
    /// Its value as given.
    public let value: String
    /// What it should be.
    public let expected: String

    /// "FUZZ_SEED=0xZZ is not a seed (expected ...)".
    public var description: String { "\(variable)=\(value) cannot be used: expected \(expected)" }
}

/// Settings that a developer may change from the environment to chase a failure:
/// `FUZZ_SEED` (decimal or 0x-hex; `random` picks one and prints it in any failure) and
/// `FUZZ_OPERATIONS` (the number of operations). A value that cannot be read is an error, never
/// quietly replaced by the default: a replay that silently ran another seed would pass for a fix.
public enum RandomOperationSettings {
    /// The seed from `FUZZ_SEED`, or `defaultSeed` when it is unset or empty.
    public static func seed(default defaultSeed: UInt64) -> Result<UInt64, RandomOperationSettingError> {
        seed(from: ProcessInfo.processInfo.environment["FUZZ_SEED"], default: defaultSeed)
    }

    /// The seed `text` names (decimal, 0x-hex or `random`), or `defaultSeed` when it is nil or empty.
    public static func seed(from text: String?, default defaultSeed: UInt64) -> Result<UInt64, RandomOperationSettingError> {
        guard let given = text?.trimmingCharacters(in: .whitespaces), !given.isEmpty else { return .success(defaultSeed) }
        let lowered = given.lowercased()
        if lowered == "random" { return .success(UInt64.random(in: 1...UInt64.max)) }
        let parsed = lowered.hasPrefix("0x") ? UInt64(lowered.dropFirst(2), radix: 16) : UInt64(lowered)
        guard let seed = parsed else {
            return .failure(RandomOperationSettingError(variable: "FUZZ_SEED", value: given,
                                                        expected: "a decimal or 0x-hexadecimal UInt64, or random"))
        }
        return .success(seed)
    }

    /// The operation count from `FUZZ_OPERATIONS`, or `defaultCount` when it is unset or empty.
    public static func operationCount(default defaultCount: Int) -> Result<Int, RandomOperationSettingError> {
        operationCount(from: ProcessInfo.processInfo.environment["FUZZ_OPERATIONS"], default: defaultCount)
    }

    /// The positive count `text` names, or `defaultCount` when it is nil or empty.
    public static func operationCount(from text: String?, default defaultCount: Int) -> Result<Int, RandomOperationSettingError> {
        guard let given = text?.trimmingCharacters(in: .whitespaces), !given.isEmpty else { return .success(defaultCount) }
        guard let count = Int(given), count > 0 else {
            return .failure(RandomOperationSettingError(variable: "FUZZ_OPERATIONS", value: given, expected: "a positive integer"))
        }
        return .success(count)
    }
}

/// Something random operations are applied to: a fresh state per run, operations chosen for the
/// state of the moment, and invariants checked after each.
///
/// An operation may be chosen by looking at the state (a sibling that is a subview, a row that
/// exists), but it must say explicitly what to do (view 7, row 3 of section 1), and applying it
/// must be defined in any state, because shrinking replays sublists: an operation that no longer
/// fits does what UIKit does with it (reports it, ignores it) or is skipped, and says so.
@MainActor
public protocol RandomOperationSubject: AnyObject {
    /// One operation.
    associatedtype Operation
    /// A random operation for the current state.
    func randomOperation(using generator: inout SeededGenerator) -> Operation
    /// Applies `operation` and checks every invariant: what it did (resolved against the state),
    /// and the first invariant that failed, if any.
    func apply(_ operation: Operation) -> (description: String, failure: InvariantFailure?)
}

/// A seeded random-operation test: `count` operations chosen from `seed` as the run goes,
/// invariants checked after each, and, on failure, the run shrunk by delta debugging (every
/// candidate replayed on a fresh subject) to a 1-minimal list (removing any one of its operations
/// makes the failure go away), unless the replay budget ran out first, which the report says.
@MainActor
public struct RandomOperationTest<Subject: RandomOperationSubject> {
    /// The seed the operations come from.
    public let seed: UInt64
    /// How many operations to apply.
    public let count: Int
    /// Makes a fresh subject (and resets whatever global state it uses).
    public let makeSubject: () -> Subject
    /// The most replays shrinking may use. A count, not a time, so that the same seed always
    /// shrinks to the same list, however fast the machine.
    public var shrinkReplayBudget = 4_000

    /// Makes a test; see the type's documentation.
    public init(seed: UInt64, count: Int, makeSubject: @escaping () -> Subject) {
        self.seed = seed
        self.count = count
        self.makeSubject = makeSubject
    }

    /// Runs the seed's operations on a fresh subject: the operations (up to the first failure,
    /// which is included), what each did, and the failure.
    public func generate() -> (operations: [Subject.Operation], descriptions: [String], failure: ReplayFailure?) {
        var generator = SeededGenerator(seed: seed)
        let subject = makeSubject()
        var operations: [Subject.Operation] = []
        var descriptions: [String] = []
        for index in 0..<count {
            let operation = subject.randomOperation(using: &generator)
            operations.append(operation)
            let (text, failure) = subject.apply(operation)
            descriptions.append(text)
            if let failure { return (operations, descriptions, ReplayFailure(index: index, failure: failure)) }
        }
        return (operations, descriptions, nil)
    }

    /// Applies `operations` to a fresh subject: what each did, and the first failure.
    public func replay(_ operations: [Subject.Operation]) -> (descriptions: [String], failure: ReplayFailure?) {
        let subject = makeSubject()
        var descriptions: [String] = []
        for (index, operation) in operations.enumerated() {
            let (text, failure) = subject.apply(operation)
            descriptions.append(text)
            if let failure { return (descriptions, ReplayFailure(index: index, failure: failure)) }
        }
        return (descriptions, nil)
    }

    /// Runs the test. Returns nil when every invariant held after every operation; otherwise a
    /// report with the seed, the failure, and the shortest operation list found that reproduces it.
    public func run() -> String? {
        let (operations, _, failure) = generate()
        guard let first = failure else { return nil }
        var replays = 0
        let shrunk = shrinkOperations(operations, replayBudget: shrinkReplayBudget) { candidate in
            replays += 1
            return replay(candidate).failure?.failure.invariant == first.failure.invariant
        }
        let minimal = shrunk.operations
        let final = replay(minimal)
        let steps = final.descriptions.enumerated().map { "  \($0.offset + 1). \($0.element)" }
        let seedText = "0x" + String(seed, radix: 16)
        return """
            Random operations broke an invariant. Seed \(seedText) (replay: FUZZ_SEED=\(seedText)), \
            failed after operation \(first.index + 1) of \(count):
              \(first.failure)
            Shortest reproduction found (\(minimal.count) operations, \(shrunk.isOneMinimal ? "1-minimal" : "budget exhausted"), \(replays) replays from scratch):
            \(steps.joined(separator: "\n"))
            which fails with:
              \(final.failure.map { String(describing: $0.failure) } ?? "(no failure on the final replay: the failure depends on more than the operations)")
            """
    }
}

/// Shrinks `operations`, for which `stillFails` is true, to a 1-minimal sublist for which it is
/// still true: Zeller's delta debugging (ddmin), trying chunks and their complements at growing
/// granularity, then single removals until none helps. Stops early, returning the shortest list
/// found so far, after `replayBudget` calls (a count, so the result never depends on the clock).
@MainActor
public func shrinkFailingOperations<Operation>(_ operations: [Operation], replayBudget: Int = 4_000,
                                               stillFails: ([Operation]) -> Bool) -> [Operation] {
    shrinkOperations(operations, replayBudget: replayBudget, stillFails: stillFails).operations
}

/// `shrinkFailingOperations`, also saying whether the result is known to be 1-minimal (false
/// when the replay budget ran out before that was checked).
@MainActor
public func shrinkOperations<Operation>(_ operations: [Operation], replayBudget: Int = 4_000,
                                        stillFails: ([Operation]) -> Bool) -> (operations: [Operation], isOneMinimal: Bool) {
    var current = operations
    var calls = 0
    func exhausted() -> Bool { calls >= replayBudget }
    func test(_ candidate: [Operation]) -> Bool {
        calls += 1
        return stillFails(candidate)
    }
    var granularity = 2
    while current.count >= 2, !exhausted() {
        let chunks = split(current, into: granularity)
        var reduced = false
        for chunk in chunks where !exhausted() && test(chunk.map { current[$0] }) {
            current = chunk.map { current[$0] }
            granularity = max(granularity - 1, 2)
            reduced = true
            break
        }
        if !reduced && chunks.count > 2 {
            for chunk in chunks where !exhausted() {
                let removed = Set(chunk)
                let complement = current.indices.filter { !removed.contains($0) }.map { current[$0] }
                if test(complement) {
                    current = complement
                    granularity = max(granularity - 1, 2)
                    reduced = true
                    break
                }
            }
        }
        if !reduced {
            if granularity >= current.count { break }
            granularity = min(current.count, granularity * 2)
        }
    }
    // Make sure no single operation can go: passes of single removals until a whole pass removes
    // nothing (a removal can make an earlier-kept operation removable, so one pass is not enough).
    var removedInPass = true
    while removedInPass, current.count > 1 {
        removedInPass = false
        var index = current.count - 1
        while index >= 0, current.count > 1 {
            if exhausted() { return (current, false) }
            var candidate = current
            candidate.remove(at: index)
            if test(candidate) {
                current = candidate
                removedInPass = true
            }
            index = min(index - 1, current.count - 1)
        }
    }
    return (current, true)
}

/// Splits the indices of `elements` into `parts` contiguous chunks of nearly equal size.
private func split<Element>(_ elements: [Element], into parts: Int) -> [Range<Int>] {
    let count = elements.count
    let parts = max(1, min(parts, count))
    var result: [Range<Int>] = []
    var start = 0
    for part in 0..<parts {
        let end = start + (count - start) / (parts - part)
        result.append(start..<end)
        start = end
    }
    return result
}
