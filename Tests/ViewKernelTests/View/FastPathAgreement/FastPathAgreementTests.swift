// FastPathAgreementTests.swift: a differential test of View/FastPaths/. Over seeded random trees
// mixing plain views and subclasses that override what the fast paths skip (AgreementViews.swift),
// hit-testing, `viewWithTag(_:)` and the dump give the same answers three ways: as they run (fast
// paths on), with the fast paths off (every view asked, the walks otherwise the same), and by
// UIKit's rules applied step by step in the test (AgreementTree.swift).
import Foundation
import Testing
import HeadlessTesting
import TestSupport
@testable import ViewKernel

@MainActor
@Suite("The fast paths answer as UIKit's rules do", .headless)
struct FastPathAgreementTests {
    /// The first tree's seed (tree `n` has seed + n); `FUZZ_SEED` changes it.
    static let seed = RandomOperationSettings.seed(default: 0xFA57)
    /// How many trees; `FUZZ_OPERATIONS` changes it (1 replays the tree a failure names).
    static let treeCount = RandomOperationSettings.operationCount(default: 400)

    /// How often each kind of answer came up, so that a test that stopped reaching the cases that
    /// matter fails rather than passes by comparing nothing.
    struct Coverage {
        var hitsBelowTheRoot = 0, hitsTwoLevelsDown = 0, hitsOnOverridingViews = 0, misses = 0
        var tagsFound = 0, tagsMissing = 0, overriddenDescriptions = 0
    }

    @Test func hitTestingTagsAndTheDumpAgreeWithThePlainRulesOnRandomTrees() throws {
        // An unreadable FUZZ_SEED or FUZZ_OPERATIONS throws here, naming the value.
        let firstSeed = try Self.seed.get(), count = try Self.treeCount.get()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        var coverage = Coverage()
        for index in 0..<count {
            let tree = AgreementTree(seed: firstSeed &+ UInt64(index), in: window)
            defer { tree.root.removeFromSuperview() }
            try #require(tree.animationsRun, "an animation did not start: the rules applied would be wrong")
            if let disagreement = check(tree, &coverage) {
                Issue.record(Comment(rawValue: """
                    \(disagreement)
                    Tree seed \(tree.seed) (replay: FUZZ_SEED=\(tree.seed) FUZZ_OPERATIONS=1):
                    \(UIViewOverrides.withFastPathsOff { tree.root.recursiveDescription() })
                    """))
                return
            }
        }
        // The trees reached every case the fast paths decide: descents into plain views, views
        // that override hit-testing answering, misses, tags found and not, custom descriptions
        // (about twice these counts over the 400 default trees; a replay of a few checks only
        // that the answers agree).
        guard count >= 400 else { return }
        #expect(coverage.hitsBelowTheRoot > 2_000 && coverage.hitsTwoLevelsDown > 500, "\(coverage)")
        #expect(coverage.hitsOnOverridingViews > 1_000 && coverage.misses > 2_000, "\(coverage)")
        #expect(coverage.tagsFound > 1_500 && coverage.tagsMissing > 1_500, "\(coverage)")
        #expect(coverage.overriddenDescriptions > 400, "\(coverage)")
    }

    /// Compares the three answers for hit tests at random points (from the root and from a view
    /// inside), for `viewWithTag` of every tag in use and some not, and for the dump; the first
    /// disagreement, described, or nil.
    private func check(_ tree: AgreementTree, _ coverage: inout Coverage) -> String? {
        var generator = SeededGenerator(seed: ~tree.seed)
        let root = tree.root
        for attempt in 0..<40 {
            // Anywhere around the root, or, two times in three, at a view's centre or corner (exactly
            // on an edge); from the root, then from views inside.
            let receiver = attempt < 30 ? root : generator.pick(tree.views)
            var point = CGPoint(x: CGFloat(Int.random(in: -40...440, using: &generator)) / 2,
                                y: CGFloat(Int.random(in: -40...440, using: &generator)) / 2)
            if attempt % 3 != 0 {
                let target = generator.pick(tree.views), bounds = target.bounds
                let inTarget = generator.chance(0.7) ? CGPoint(x: bounds.midX, y: bounds.midY) : bounds.origin
                point = target.convert(inTarget, to: receiver)
            }
            let fast = receiver.hitTest(point, with: nil)
            let plain = UIViewOverrides.withFastPathsOff { receiver.hitTest(point, with: nil) }
            let expected = tree.expectedHit(receiver, point)
            guard fast === plain, plain === expected else {
                return "\(tree.name(receiver)).hitTest(\(point)): fast paths \(tree.name(fast)), "
                    + "fast paths off \(tree.name(plain)), UIKit's rule \(tree.name(expected))"
            }
            guard let hit = fast else {
                coverage.misses += 1
                continue
            }
            if hit !== receiver { coverage.hitsBelowTheRoot += 1 }
            if hit !== receiver, hit.superview !== receiver { coverage.hitsTwoLevelsDown += 1 }
            if type(of: hit) != UIView.self, type(of: hit) != AgreementPlainView.self { coverage.hitsOnOverridingViews += 1 }
        }
        for receiver in [root, generator.pick(tree.views)] {
            for tag in -1...7 {
                let fast = receiver.viewWithTag(tag)
                let plain = UIViewOverrides.withFastPathsOff { receiver.viewWithTag(tag) }
                let expected = tree.expectedView(withTag: tag, in: receiver)
                guard fast === plain, plain === expected else {
                    return "\(tree.name(receiver)).viewWithTag(\(tag)): fast paths \(tree.name(fast)), "
                        + "fast paths off \(tree.name(plain)), UIKit's rule \(tree.name(expected))"
                }
                if fast == nil { coverage.tagsMissing += 1 } else { coverage.tagsFound += 1 }
            }
            let fast = receiver.recursiveDescription()
            let plain = UIViewOverrides.withFastPathsOff { receiver.recursiveDescription() }
            let expected = tree.expectedDump(of: receiver)
            guard fast == plain, plain == expected else {
                return "\(tree.name(receiver)).recursiveDescription() differs:\n"
                    + "fast paths:\n\(fast)\nfast paths off:\n\(plain)\nUIKit's rule:\n\(expected)"
            }
        }
        coverage.overriddenDescriptions += tree.views.count(where: { view in
            ((view as? AgreementDescriptionView)?.mode ?? (view as? AgreementEverythingView)?.descriptionMode ?? 0) != 0
        })
        return nil
    }

    @Test func withTheFastPathsOffEveryViewIsAsked() {
        // What the comparison above relies on: with the fast paths off, a plain view's members are
        // not read but asked, as when the method table cannot be read.
        let view = UIView(), plain = AgreementPlainView()
        #expect(UIViewOverrides.hitTesting?.keepsDefaults(UIViewOverrides.metadata(of: view)) == true)
        UIViewOverrides.withFastPathsOff {
            #expect(UIViewOverrides.hitTesting?.keepsDefaults(UIViewOverrides.metadata(of: view)) == false)
            #expect(UIViewOverrides.tag?.keepsDefaults(UIViewOverrides.metadata(of: plain)) == false)
            #expect(UIViewOverrides.description?.keepsDefaults(UIViewOverrides.metadata(of: plain)) == false)
        }
        #expect(UIViewOverrides.tag?.keepsDefaults(UIViewOverrides.metadata(of: plain)) == true)
    }
}
