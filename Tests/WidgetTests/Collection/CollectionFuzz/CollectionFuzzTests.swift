// CollectionFuzzTests.swift: 10,000 seeded random operations on a collection view (batch updates
// and diffable snapshots that match the data, moves, inconsistent updates, reloads, scrolls,
// selections by code and by tap, reconfigurations, resizes), with the invariants checked after each.
import Foundation
import Testing
import HeadlessTesting
import TestSupport
@testable import ViewWidgets

/// Deliberately broken, to test the fuzz itself: once scrolled down past 100 points, each layout
/// pass swaps the cells of the first two items on screen (frames included).
final class SwappingCollectionView: UICollectionView {
    override func layoutSubviews() {
        super.layoutSubviews()
        guard contentOffset.y > 100 else { return }
        let paths = visibleCellsByIndexPath.keys.sorted()
        guard paths.count >= 2, let first = visibleCellsByIndexPath[paths[0]], let second = visibleCellsByIndexPath[paths[1]] else { return }
        (first.frame, second.frame) = (second.frame, first.frame)
        visibleCellsByIndexPath[paths[0]] = second
        visibleCellsByIndexPath[paths[1]] = first
    }
}

@MainActor
@Suite("Random operations on a collection view", .headless)
struct CollectionFuzzTests {
    /// How many operations the main runs apply; `FUZZ_OPERATIONS` changes it.
    static let operationCount = RandomOperationSettings.operationCount(default: 10_000)

    /// The main runs' seed; `FUZZ_SEED` changes it.
    static let seed = RandomOperationSettings.seed(default: 0xC011_EC7)

    private func run(feeding: CollectionFuzzHarness.Feeding, sizing: Bool, seedOffset: UInt64, divisor: Int = 1) throws -> String? {
        let count = max(1, try Self.operationCount.get() / divisor)
        return RandomOperationTest(seed: try Self.seed.get() ^ seedOffset, count: count) {
            CollectionFuzzHarness(feeding: feeding, sizing: sizing)
        }.run()
    }

    @Test func tenThousandRandomBatchUpdatesKeepEveryInvariant() throws {
        let report = try run(feeding: .batchUpdates, sizing: true, seedOffset: 0)
        #expect(report == nil, Comment(rawValue: report ?? ""))
    }

    @Test func tenThousandRandomDiffableSnapshotsKeepEveryInvariant() throws {
        let report = try run(feeding: .diffable, sizing: true, seedOffset: 0xD1FF)
        #expect(report == nil, Comment(rawValue: report ?? ""))
    }

    @Test func randomOperationsOnUniformItemsKeepEveryInvariant() throws {
        let report = try run(feeding: .batchUpdates, sizing: false, seedOffset: 0x0F0F, divisor: 5)
        #expect(report == nil, Comment(rawValue: report ?? ""))
    }

    @Test func theSameSeedGivesTheSameRun() {
        let test = RandomOperationTest(seed: 11, count: 300) { CollectionFuzzHarness() }
        let first = test.generate(), second = test.generate()
        #expect(first.descriptions == second.descriptions)
        #expect(first.descriptions.count == 300)
        #expect(test.replay(first.operations).descriptions == first.descriptions)
    }

    @Test func aCollectionViewThatShowsTheWrongCellsIsCaughtAndShrunk() throws {
        let report = try #require(RandomOperationTest(seed: 3, count: 2_000) {
            CollectionFuzzHarness(makeCollectionView: { SwappingCollectionView(frame: $0, collectionViewLayout: $1) })
        }.run())
        #expect(report.contains("Seed 0x3 (replay: FUZZ_SEED=0x3)"))
        #expect(report.contains("a visible cell"), Comment(rawValue: report))
        #expect(report.contains(", 1-minimal, "))
    }
}
