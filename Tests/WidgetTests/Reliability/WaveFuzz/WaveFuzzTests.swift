// WaveFuzzTests.swift: seeded random operations on this wave's capabilities together (constraints
// with priorities and conflicts, a stack view, first responders and typing, presentation and
// dismissal), every invariant checked after every operation, failures shrunk (Docs/Reliability.md).
import Foundation
import Testing
import HeadlessTesting
import TestSupport
import ViewWidgets

/// A stack view that, once it arranges three visible views, lays the third out one point short:
/// a deliberately broken subject the fuzz must catch.
private final class ShortStackView: UIStackView {
    override func layoutSubviews() {
        super.layoutSubviews()
        let visible = arrangedSubviews.filter { !$0.isHidden }
        if visible.count >= 3 { visible[2].frame.size.width -= 1; visible[2].frame.size.height -= 1 }
    }
}

@MainActor
@Suite("Random operations on constraints, stack views, first responders and presentation", .headless)
struct WaveFuzzTests {
    static let operationCount = RandomOperationSettings.operationCount(default: 3_000)
    static let seed = RandomOperationSettings.seed(default: 25)

    @Test func randomOperationsKeepEveryInvariant() throws {
        let test = RandomOperationTest(seed: try Self.seed.get(), count: try Self.operationCount.get()) { WaveFuzzHarness() }
        let report = test.run()
        #expect(report == nil, Comment(rawValue: report ?? ""))
    }

    @Test func aSecondSeedKeepsEveryInvariant() throws {
        let test = RandomOperationTest(seed: 0x5EED, count: 1_500) { WaveFuzzHarness() }
        let report = test.run()
        #expect(report == nil, Comment(rawValue: report ?? ""))
    }

    @Test func aStackViewThatLaysItsThirdViewOutShortIsCaughtAndShrunk() throws {
        let test = RandomOperationTest(seed: 3, count: 1_500) { WaveFuzzHarness(makeStack: { ShortStackView() }) }
        let report = try #require(test.run())
        #expect(report.contains("Seed 0x3 (replay: FUZZ_SEED=0x3)"))
        #expect(report.contains("tile the stack") || report.contains("fill the stack") || report.contains("fillEqually gives"),
                Comment(rawValue: report))
        // Three views arranged and the layout run: a handful of operations at most.
        let count = report.firstRange(of: "Shortest reproduction found (").map { report[$0.upperBound...].prefix { $0.isNumber } }
        #expect(count.flatMap { Int($0) }.map { $0 <= 4 } == true, Comment(rawValue: report))
    }

    @Test func compressedViewsStayInsideTheStack() {
        // Found by this fuzz: five views of equal compression resistance whose natural widths (184
        // points) exceed a 131-point horizontal stack are laid out partly outside it, though the
        // stack's edges are required. What happens: the compression shortfall is a tie between
        // equal priorities, settled by index (the last view gives way first), and nothing bounds a
        // width at zero, so the last view takes all of it and its width goes negative (its frame,
        // standardized, then ends right of the stack). Not fixed yet; the fuzz keeps its stacks
        // large enough.
        let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 131, height: 240))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.isHidden = false
        window.addSubview(stack)
        for index in [1, 0, 5, 4, 2] { stack.addArrangedSubview(WaveStackItem(index: index)) }
        stack.layoutIfNeeded()
        let frames = stack.arrangedSubviews.map(\.frame)
        withKnownIssue("equal compression resistance leaves views outside a too-small stack") {
            #expect(frames.first?.minX == 0, "\(frames)")
            #expect(frames.last?.maxX == 131, "\(frames)")
        }
    }

    @Test func theSameSeedGivesTheSameOperations() {
        let first = RandomOperationTest(seed: 7, count: 200) { WaveFuzzHarness() }.generate()
        let second = RandomOperationTest(seed: 7, count: 200) { WaveFuzzHarness() }.generate()
        #expect(first.descriptions == second.descriptions)
        #expect(first.failure == nil)
    }
}
