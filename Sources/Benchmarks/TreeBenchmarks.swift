// TreeBenchmarks.swift: the view tree workloads: build, dump, tag search, hit-testing, layout, conversion.

import ViewWidgets

/// The tree workloads of issue 10. Each runs at its full size and at a tenth of it, so that the
/// report can show whether 10x the views costs at most 12x the time.
@MainActor
struct TreeBenchmarks {
    let harness: Harness
    /// Which sizes to run: both (the default, for the linearity check), or only one (profiling).
    var scale: Scale = .both

    /// Which sizes of each tree workload run.
    enum Scale: String {
        case both, full, tenth
    }

    /// A tree workload measured at its full size and at a tenth of it (one of them may be left
    /// out when profiling with `--scale`).
    struct Pair {
        var full: Measurement?
        var tenth: Measurement?
        /// The measurements that ran, small size first.
        var measurements: [Measurement] { [tenth, full].compactMap { $0 } }
        /// full median / tenth median: 10 for perfectly linear work; nil when a size did not run.
        var ratio: Double? {
            guard let full, let tenth, tenth.medianSeconds > 0 else { return nil }
            return full.medianSeconds / tenth.medianSeconds
        }
        /// The same ratio from the fastest runs, which other processes disturb least.
        var minimumRatio: Double? {
            guard let full, let tenth, tenth.minimumSeconds > 0 else { return nil }
            return full.minimumSeconds / tenth.minimumSeconds
        }
        /// The target: 10x the views costs at most 12x the time.
        var isLinear: Bool? { ratio.map { $0 <= 12 } }
    }

    /// Runs every tree workload that `filter` lets through, full size and a tenth.
    func runAll(filter: WorkloadFilter) -> [Pair] {
        let workloads: [(name: String, sizes: (full: Int, tenth: Int), run: (Int) -> Measurement)] = [
            ("tree.build", (100_000, 10_000), { build(views: $0) }),
            ("tree.build.chain", (100_000, 10_000), { buildChain(depth: $0) }),
            ("tree.dump", (10_000, 1_000), { dump(views: $0) }),
            ("tree.tag", (100_000, 10_000), { tagMiss(views: $0) }),
            ("tree.tag.walk", (100_000, 10_000), { tagMiss(views: $0, walking: true) }),
            ("tree.hitTest.chain", (1_000, 100), { hitTestChain(depth: $0) }),
            ("tree.hitTest.grid", (100, 10), { hitTestGrid(rows: $0) }),
            ("tree.layout", (100_000, 10_000), { layout(views: $0) }),
            ("tree.convert", (100, 10), { convert(levels: $0) }),
            ("traits.change", (10_000, 1_000), { traitChange(views: $0) }),
        ]
        return workloads.filter { filter.includes($0.name) }.map { workload in
            // The small size first, so the large one cannot warm anything up for it.
            let tenth = scale == .full ? nil : workload.run(workload.sizes.tenth)
            let full = scale == .tenth ? nil : workload.run(workload.sizes.full)
            return Pair(full: full, tenth: tenth)
        }
    }

    // MARK: - Workloads

    /// tree.build: `views` views, 10 children per node, made and added with `addSubview`.
    /// One operation is one view made and added.
    func build(views: Int) -> Measurement {
        harness.measure("tree.build", size: views, operations: views) {
            var root: UIView?
            let seconds = harness.time { root = TreeShapes.tree(views: views) }
            blackHole(root)
            return seconds
        }
    }

    /// tree.build.chain: a chain `depth` views deep built by adding each new view under the
    /// current leaf (the cycle check must not walk the chain each time), then let go of (freed
    /// without recursion). One operation is one view made and added.
    func buildChain(depth: Int) -> Measurement {
        harness.measure("tree.build.chain", size: depth, operations: depth) {
            harness.time {
                let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                var leaf = root
                for _ in 0..<depth {
                    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                    leaf.addSubview(view)
                    leaf = view
                }
                blackHole(root)
            }
        }
    }

    /// traits.change: a window holding a `views`-view tree switches between the light and dark
    /// appearance 10 times; after each switch one layout pass tells every view (its
    /// `traitCollectionDidChange(_:)`) and lays the tree out again. One operation is one view told.
    func traitChange(views: Int) -> Measurement {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.addSubview(TreeShapes.tree(views: views))
        window.layoutIfNeeded()
        let switches = 10
        return harness.measure("traits.change", size: views, operations: views * switches) {
            harness.time {
                for index in 0..<switches {
                    window.overrideUserInterfaceStyle = index % 2 == 0 ? .dark : .light
                    window.layoutIfNeeded()
                }
            }
        }
    }

    /// tree.dump: `recursiveDescription()` of a `views`-view tree. One operation is one line.
    func dump(views: Int) -> Measurement {
        let root = TreeShapes.tree(views: views)
        var length = 0
        return harness.measure("tree.dump", size: views, operations: views,
                               counters: { ["characters": Double(length)] }) {
            harness.time { length = root.recursiveDescription().utf8.count }
        }
    }

    /// tree.tag: `viewWithTag(_:)` looking for a tag no view in the tree has, over `views` views:
    /// each of 10 searches walks the whole tree, as UIKit's does. One operation is one search.
    /// tree.tag.walk is the same search while 17 views outside the tree carry the tag; it costs
    /// the same now that no tag index answers (kept for comparison with earlier figures and peers).
    func tagMiss(views: Int, walking: Bool = false) -> Measurement {
        let root = TreeShapes.tree(views: views)
        let strangers = (0..<(walking ? 17 : 0)).map { _ in UIView() }
        for stranger in strangers { stranger.tag = -1 }
        let searches = 10
        return harness.measure(walking ? "tree.tag.walk" : "tree.tag", size: views, operations: searches) {
            harness.time {
                for _ in 0..<searches { blackHole(root.viewWithTag(-1)) }
                withExtendedLifetime(strangers) {}
            }
        }
    }

    /// tree.hitTest on a chain `depth` views deep, each inside the last: 10,000 hit tests that
    /// all land on the deepest view.
    func hitTestChain(depth: Int) -> Measurement {
        let (root, leaf) = TreeShapes.chain(depth: depth, size: CGSize(width: 320, height: 480),
                                            step: CGPoint(x: 0, y: 0))
        let tests = 10_000
        var misses = 0
        return harness.measure("tree.hitTest.chain", size: depth, operations: tests,
                               counters: { ["wrongHits": Double(misses)] }) {
            misses = 0
            return harness.time {
                var generator = PseudoRandom(seed: 7)
                for _ in 0..<tests {
                    let point = CGPoint(x: generator.unit() * 319, y: generator.unit() * 479)
                    if root.hitTest(point, with: nil) !== leaf { misses += 1 }
                }
            }
        }
    }

    /// tree.hitTest on a grid of `rows` x 100 sibling cells of 10x10 points: 10,000 hit tests
    /// at pseudo-random points. `rows` 100 is the 100x100 grid of the issue.
    func hitTestGrid(rows: Int) -> Measurement {
        let columns = 100
        let root = TreeShapes.grid(rows: rows, columns: columns, cell: CGSize(width: 10, height: 10))
        let tests = 10_000
        var misses = 0
        return harness.measure("tree.hitTest.grid", size: rows * columns, operations: tests,
                               counters: { ["wrongHits": Double(misses)] }) {
            misses = 0
            return harness.time {
                var generator = PseudoRandom(seed: 11)
                for _ in 0..<tests {
                    let column = generator.below(columns), row = generator.below(rows)
                    let point = CGPoint(x: CGFloat(column) * 10 + 5, y: CGFloat(row) * 10 + 5)
                    if root.hitTest(point, with: nil)?.tag != row * columns + column + 1 { misses += 1 }
                }
            }
        }
    }

    /// tree.layout: the root of a `views`-view tree whose every view has a flexible width and
    /// height changes size; the autoresizing and the layout pass that follows are timed.
    /// One operation is one view resized and laid out.
    func layout(views: Int) -> Measurement {
        let root = TreeShapes.tree(views: views, proportional: true,
                                   autoresizing: [.flexibleWidth, .flexibleHeight])
        root.layoutIfNeeded()
        var toggle = false
        return harness.measure("tree.layout", size: views, operations: views) {
            toggle.toggle()
            let size = toggle ? CGSize(width: 1200, height: 900) : CGSize(width: 1000, height: 1000)
            return harness.time {
                root.bounds.size = size
                root.layoutIfNeeded()
            }
        }
    }

    /// tree.convert: point conversions between the two ends of a chain `levels` deep (each level
    /// offset, every tenth one scaled), both ways. One operation is one conversion.
    func convert(levels: Int) -> Measurement {
        let (root, leaf) = TreeShapes.chain(depth: levels, size: CGSize(width: 2000, height: 2000),
                                            step: CGPoint(x: 1, y: 2), scaleEvery: 10)
        let conversions = 10_000
        var checksum: CGFloat = 0
        return harness.measure("tree.convert", size: levels, operations: conversions,
                               counters: { ["checksum": Double(checksum)] }) {
            harness.time {
                var sum: CGFloat = 0
                for index in 0..<(conversions / 2) {
                    let point = CGPoint(x: CGFloat(index % 50), y: 3)
                    sum += leaf.convert(point, to: root).x
                    sum += root.convert(point, to: leaf).y
                }
                checksum = sum
            }
        }
    }
}

/// The shapes of tree the workloads run on.
@MainActor
enum TreeShapes {
    /// A tree of `views` views filled breadth-first with 10 children per node. With
    /// `proportional`, child k of a node takes the k-th tenth of its parent's width (fractions
    /// deep down); otherwise every child is 10x10 at a whole-number place, so that every line of
    /// a dump costs the same at any size.
    static func tree(views: Int, proportional: Bool = false, autoresizing: UIView.AutoresizingMask = []) -> UIView {
        var all: [UIView] = []
        all.reserveCapacity(views)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        all.append(root)
        for index in 1..<max(1, views) {
            let parentIndex = (index - 1) / 10, slot = (index - 1) % 10
            let parent = all[parentIndex]
            let width = proportional ? parent.bounds.width / 10 : 10
            let child = UIView(frame: CGRect(x: CGFloat(slot) * width, y: proportional ? 0 : 10, width: width,
                                             height: proportional ? parent.bounds.height : 10))
            child.autoresizingMask = autoresizing
            parent.addSubview(child)
            all.append(child)
        }
        return root
    }

    /// A chain of `depth` views, each the only subview of the one before, every one `size` big
    /// and offset by `step` in its parent; every `scaleEvery`-th level is scaled by 1.01.
    /// Returns the root and the deepest view.
    static func chain(depth: Int, size: CGSize, step: CGPoint, scaleEvery: Int = 0) -> (root: UIView, leaf: UIView) {
        let root = UIView(frame: CGRect(origin: .zero, size: size))
        var leaf = root
        for level in 1..<max(1, depth) {
            let view = UIView(frame: CGRect(origin: step, size: size))
            if scaleEvery > 0, level % scaleEvery == 0 {
                view.transform = CGAffineTransform(scaleX: 1.01, y: 1.01)
            }
            leaf.addSubview(view)
            leaf = view
        }
        return (root, leaf)
    }

    /// A root holding `rows` x `columns` sibling cells; the cell at (row, column) has the tag
    /// `row * columns + column + 1`.
    static func grid(rows: Int, columns: Int, cell: CGSize) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: CGFloat(columns) * cell.width,
                                        height: CGFloat(rows) * cell.height))
        for row in 0..<rows {
            for column in 0..<columns {
                let view = UIView(frame: CGRect(x: CGFloat(column) * cell.width, y: CGFloat(row) * cell.height,
                                                width: cell.width, height: cell.height))
                view.tag = row * columns + column + 1
                root.addSubview(view)
            }
        }
        return root
    }
}

/// A small deterministic generator (a 64-bit LCG), so every run visits the same points.
struct PseudoRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 | 1 }

    /// The next 64 bits.
    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state
    }

    /// A number in 0..<1.
    mutating func unit() -> CGFloat { CGFloat(next() >> 11) / CGFloat(1 << 53) }

    /// A number in 0..<bound.
    mutating func below(_ bound: Int) -> Int { Int((next() >> 33) % UInt64(bound)) }
}
