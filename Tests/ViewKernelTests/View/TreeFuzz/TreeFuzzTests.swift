// TreeFuzzTests.swift: 10,000 seeded random operations on a cast of views and two windows, with
// the tree's invariants checked after each (the harness is in TreeFuzzHarness.swift), and tests
// that a broken invariant is reported with its seed and a shrunk reproduction.
import Foundation
import Testing
import HeadlessTesting
import TestSupport
import ViewKernel

/// One random operation on the view tree. Views are named by their index in the harness's cast:
/// 0 and 1 are windows, the others plain views. Operations are chosen for the tree of the moment
/// (see `TreeFuzzHarness.randomOperation`) but name everything explicitly, so that any sublist
/// replays with the same meaning: an insertion above a "sibling" that is no longer a subview
/// appends, as UIKit's does; a hit test aims at its target only when it is in the tree.
enum TreeOperation: Sendable {
    case addSubview(child: Int, parent: Int)
    case insertAt(child: Int, parent: Int, index: Int)
    case insertAbove(child: Int, parent: Int, sibling: Int)
    case insertBelow(child: Int, parent: Int, sibling: Int)
    case bringToFront(child: Int, parent: Int)
    case sendToBack(child: Int, parent: Int)
    case exchange(parent: Int, first: Int, second: Int)
    case remove(child: Int)
    case setTag(view: Int, tag: Int)
    case findTag(view: Int, tag: Int)
    case setFrame(view: Int, CGRect)
    case setBounds(view: Int, CGRect)
    case setCenter(view: Int, CGPoint)
    case setTransform(view: Int, CGAffineTransform)
    case setAutoresizing(view: Int, mask: UInt)
    case setVisibility(view: Int, hidden: Bool, alpha: CGFloat, interactive: Bool)
    case hitTest(view: Int, target: Int, x: Double, y: Double)
    /// `to` nil: `convert(_:to: nil)`, the window's (or the root's) coordinates.
    case convert(from: Int, to: Int?, CGPoint)
    case setNeedsLayout(view: Int)
    case layoutIfNeeded(view: Int)
    case runLoopTurn
}

extension TreeOperation {
    /// The number of views in the cast, windows included.
    static let castSize = 24
    /// The number of windows at the start of the cast.
    static let windowCount = 2

    /// A rectangle on a half-point grid; one in 30 has a NaN or infinite component.
    static func randomRect(_ generator: inout SeededGenerator, originRange: ClosedRange<Int>) -> CGRect {
        let halfPoints = (originRange.lowerBound * 2)...(originRange.upperBound * 2)
        var values = [CGFloat(Int.random(in: halfPoints, using: &generator)) / 2,
                      CGFloat(Int.random(in: halfPoints, using: &generator)) / 2,
                      CGFloat(Int.random(in: 0...600, using: &generator)) / 2,
                      CGFloat(Int.random(in: 0...600, using: &generator)) / 2]
        if generator.chance(1.0 / 30) {
            values[generator.index(below: 4)] = generator.pick([CGFloat.nan, .infinity, -.infinity])
        }
        return CGRect(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    /// A point on a half-point grid; one in 30 is not finite.
    static func randomPoint(_ generator: inout SeededGenerator) -> CGPoint {
        var point = CGPoint(x: CGFloat(Int.random(in: -100...700, using: &generator)) / 2,
                            y: CGFloat(Int.random(in: -100...900, using: &generator)) / 2)
        if generator.chance(1.0 / 30) { point.y = generator.pick([CGFloat.nan, .infinity]) }
        return point
    }

    /// Mostly the identity, quarter turns, scales and translations; a few arbitrary rotations,
    /// degenerate (zero-scale) transforms and non-finite ones.
    static func randomTransform(_ generator: inout SeededGenerator) -> CGAffineTransform {
        switch generator.index(below: 21) {
        case 0..<6: return .identity
        case 6..<9: return CGAffineTransform(rotationAngle: CGFloat(generator.index(below: 4)) * .pi / 2)
        case 9..<12:
            return CGAffineTransform(scaleX: generator.pick([0.5, 1.5, 2, -1]), y: generator.pick([0.5, 1, 2]))
        case 12..<15:
            return CGAffineTransform(translationX: CGFloat(generator.index(below: 81) - 40),
                                     y: CGFloat(generator.index(below: 81) - 40))
        case 15..<18:
            return CGAffineTransform(rotationAngle: Double.random(in: -3.1..<3.1, using: &generator))
                .scaledBy(x: generator.pick([0.75, 1, 1.25]), y: 1)
        case 18..<20: return CGAffineTransform(scaleX: generator.pick([0, 1]), y: 0)
        default: return CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: generator.pick([CGFloat.nan, .infinity]), ty: 0)
        }
    }
}

@MainActor
@Suite("Random operations on the view tree", .headless)
struct TreeFuzzTests {
    /// How many operations the main run applies; `FUZZ_OPERATIONS` changes it.
    static let operationCount = RandomOperationSettings.operationCount(default: 10_000)

    /// The main run's seed; `FUZZ_SEED` changes it.
    static let seed = RandomOperationSettings.seed(default: 2)

    private func makeTest(seed: UInt64, count: Int, makeView: @escaping @MainActor (Int) -> FuzzView = { FuzzView(castIndex: $0) })
        -> RandomOperationTest<TreeFuzzHarness> {
        RandomOperationTest(seed: seed, count: count) { TreeFuzzHarness(makeView: makeView) }
    }

    @Test func tenThousandRandomTreeOperationsKeepEveryInvariant() throws {
        // An unreadable FUZZ_SEED or FUZZ_OPERATIONS throws here, naming the value.
        let report = makeTest(seed: try Self.seed.get(), count: try Self.operationCount.get()).run()
        #expect(report == nil, Comment(rawValue: report ?? ""))
    }

    @Test func aViewThatMisreportsItsSubviewsIsCaughtAndShrunkToItsThreeInsertions() throws {
        // A view that hides its third subview: the fuzz must notice, and shrink the run to the
        // three insertions that give one view three subviews.
        let report = try #require(makeTest(seed: 42, count: 2_000, makeView: { ForgetfulView(castIndex: $0) }).run())
        #expect(report.contains("Seed 0x2a (replay: FUZZ_SEED=0x2a)"))
        #expect(report.contains("subviews match the model"))
        #expect(report.contains("Shortest reproduction found (3 operations"), Comment(rawValue: report))
    }

    @Test func aViewThatTakesTouchesOutsideItsBoundsIsCaughtAndShrunk() throws {
        // A view whose point(inside:) reaches 10 points past its bounds: the hit-test oracle must
        // disagree, and the run shrink to a few operations (a subview, the hit test).
        let report = try #require(makeTest(seed: 5, count: 2_000, makeView: { GreedyView(castIndex: $0) }).run())
        #expect(report.contains("hitTest finds the front-most view that takes the touch"))
        let count = report.firstRange(of: "Shortest reproduction found (").map { report[$0.upperBound...].prefix { $0.isNumber } }
        #expect(count.flatMap { Int($0) }.map { $0 <= 3 } == true, Comment(rawValue: report))
    }

    @Test func aViewWhoseFrameLandsOffTheRectangleIsCaughtAndShrunkToOneOperation() throws {
        let report = try #require(makeTest(seed: 9, count: 2_000, makeView: { SlidingView(castIndex: $0) }).run())
        #expect(report.contains("Seed 0x9 (replay: FUZZ_SEED=0x9)"))
        #expect(report.contains("geometry reads back as set"), Comment(rawValue: report))
        #expect(report.contains("Shortest reproduction found (1 operations, 1-minimal"), Comment(rawValue: report))
    }

    @Test func aShrinkThatRunsOutOfReplaysSaysSoInsteadOfClaimingMinimality() throws {
        var test = makeTest(seed: 42, count: 2_000, makeView: { ForgetfulView(castIndex: $0) })
        test.shrinkReplayBudget = 3
        let report = try #require(test.run())
        #expect(report.contains("budget exhausted"), Comment(rawValue: report))
        #expect(!report.contains("1-minimal,"))
        #expect(report.contains("3 replays from scratch"))
    }

    @Test func theSameSeedGivesTheSameOperations() {
        let first = makeTest(seed: 7, count: 300).generate()
        let second = makeTest(seed: 7, count: 300).generate()
        #expect(first.descriptions == second.descriptions)
        #expect(first.descriptions.count == 300)
        #expect(makeTest(seed: 7, count: 300).replay(first.operations).descriptions == first.descriptions)
    }
}

@Suite("Seeded generator and shrinking", .headless)
struct RandomOperationSupportTests {
    @Test func theGeneratorIsSplitMix64() {
        var generator = SeededGenerator(seed: 0)
        #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
        #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
    }

    @Test @MainActor func shrinkingKeepsOnlyTheOperationsTheFailureNeeds() {
        var calls = 0
        let minimal = shrinkFailingOperations(Array(0..<1_000)) { candidate in
            calls += 1
            return candidate.contains(17) && candidate.contains(450) && candidate.contains(901)
        }
        #expect(minimal == [17, 450, 901])
        #expect(calls < 400)
    }

    @Test func anUnreadableSeedOrCountIsAnErrorNamingTheValueNotTheDefault() throws {
        #expect(throws: RandomOperationSettingError.self) { try RandomOperationSettings.seed(from: "0xZZ", default: 2).get() }
        #expect(throws: RandomOperationSettingError.self) { try RandomOperationSettings.seed(from: "12abc", default: 2).get() }
        #expect(throws: RandomOperationSettingError.self) { try RandomOperationSettings.operationCount(from: "-5", default: 10).get() }
        let error = RandomOperationSettings.seed(from: "0xZZ", default: 2)
        if case .failure(let failure) = error { #expect(failure.description.contains("FUZZ_SEED=0xZZ")) }
        #expect(try RandomOperationSettings.seed(from: "0x1F", default: 2).get() == 31)
        #expect(try RandomOperationSettings.seed(from: "17", default: 2).get() == 17)
        #expect(try RandomOperationSettings.seed(from: nil, default: 2).get() == 2)
        #expect(try RandomOperationSettings.seed(from: "", default: 2).get() == 2)
        #expect(try RandomOperationSettings.operationCount(from: "300", default: 10).get() == 300)
    }

    @Test @MainActor func theAutoresizingOracleFollowsUIKitsRule() {
        // Flexible width only: the child takes the whole change.
        #expect(TreeFuzzHarness.autoresized(leading: 10, length: 80, oldTotal: 100, newTotal: 200, flexible: [false, true, false]) == (10, 180))
        // Flexible margins 10 and 30: shared 1 : 3, the length kept.
        #expect(TreeFuzzHarness.autoresized(leading: 10, length: 60, oldTotal: 100, newTotal: 140, flexible: [true, false, true]) == (20, 60))
        // All three flexible, all but the length zero: the length takes it all (proportional).
        #expect(TreeFuzzHarness.autoresized(leading: 0, length: 100, oldTotal: 100, newTotal: 70, flexible: [true, true, true]) == (0, 70))
        // Flexible lengths all zero: shared equally.
        #expect(TreeFuzzHarness.autoresized(leading: 0, length: 0, oldTotal: 0, newTotal: 30, flexible: [true, true, true]) == (10, 10))
        // Nothing flexible: nothing moves.
        #expect(TreeFuzzHarness.autoresized(leading: 5, length: 5, oldTotal: 20, newTotal: 90, flexible: [false, false, false]) == (5, 5))
    }

    @Test @MainActor func shrinkingKeepsTheOrderThatMatters() {
        // Fails only when a 5 comes somewhere after a 3.
        let operations = [9, 5, 3, 8, 3, 1, 5, 7, 2, 5]
        let minimal = shrinkFailingOperations(operations) { candidate in
            guard let three = candidate.firstIndex(of: 3) else { return false }
            return candidate[(three + 1)...].contains(5)
        }
        #expect(minimal == [3, 5])
    }
}
