// CollectionBenchmarks.swift: scrolling collection views of 1,000 and 1,000,000 items with a flow
// layout, a compositional list and an iOS 14 list layout of self-sizing list cells, and asking
// their layouts for a screen's elements.

import ViewWidgets

/// The collection-view workloads: for a uniform flow layout (100 x 100 items, three to a row) and
/// a compositional list (44-point rows), scrolling top to bottom in 2,000 steps, 2,000 steps of
/// 10 points from the middle (the same rows change at every size), and 2,000 questions
/// `layoutAttributesForElements(in:)` for a screen spread over the content.
@MainActor
struct CollectionBenchmarks {
    let harness: Harness
    /// Which workloads run.
    var filter = WorkloadFilter(nil)
    /// The item counts.
    var itemCounts = [1_000, 1_000_000]
    /// Scroll steps (and queries) per run.
    static let steps = 2_000

    /// The layouts measured: the list is `UICollectionViewCompositionalLayout.list(using:)` of
    /// `UICollectionViewListCell`s with a list content configuration, each sizing itself.
    enum LayoutKind: String, CaseIterable {
        case flow, compositional, list
    }

    /// How a workload moves.
    enum Mode: String, CaseIterable {
        case scroll, fixedStep, query

        func name(_ layout: LayoutKind) -> String {
            switch self {
            case .scroll: "collection.\(layout.rawValue).scroll"
            case .fixedStep: "collection.\(layout.rawValue).scroll.fixedStep"
            case .query: "collection.\(layout.rawValue).query"
            }
        }
    }

    /// Runs every workload the filter lets through, at every size.
    func runAll() -> [Measurement] {
        var results: [Measurement] = []
        for layout in LayoutKind.allCases {
            for mode in Mode.allCases where filter.includes(mode.name(layout)) {
                for items in itemCounts { results.append(measure(mode, layout: layout, items: items)) }
            }
        }
        return results
    }

    /// One workload at one size. Cells created are counted on a fresh collection view during the
    /// first (warm-up) run.
    private func measure(_ mode: Mode, layout kind: LayoutKind, items: Int) -> Measurement {
        let (collectionView, source) = makeCollectionView(kind, items: items)
        var firstRun = true
        var cellsCreated = 0, cellsAtStart = 0, maximumVisible = 0, cellRequests = 0, elementsPerQuery = 0
        let steps = Self.steps
        return harness.measure(mode.name(kind), size: items, operations: steps, counters: {
            ["cellsCreated": Double(cellsCreated), "cellsOnFirstScreen": Double(cellsAtStart),
             "maxVisibleCells": Double(maximumVisible), "cellRequestsPerStep": Double(cellRequests) / Double(steps),
             "elementsPerQuery": Double(elementsPerQuery)]
        }) {
            collectionView.contentOffset = .zero
            collectionView.reloadData()
            collectionView.layoutIfNeeded()
            let range = collectionView.contentOffsetRange
            let start: CGFloat = mode == .fixedStep ? (range.max.y / 2).rounded() : 0
            collectionView.contentOffset = CGPoint(x: 0, y: start)
            collectionView.layoutIfNeeded()
            let createdBefore = source.cellsMade, requestsBefore = source.cellRequests
            let offsets = (1...steps).map { step -> CGFloat in
                mode == .fixedStep ? start + CGFloat(step) * 10 : (range.max.y * CGFloat(step) / CGFloat(steps)).rounded()
            }
            var visible = 0, found = 0
            let layout = collectionView.collectionViewLayout
            let screen = collectionView.bounds.size
            let seconds = harness.time {
                if mode == .query {
                    for offset in offsets {
                        found = layout.layoutAttributesForElements(in: CGRect(origin: CGPoint(x: 0, y: offset), size: screen))?.count ?? 0
                    }
                } else {
                    for offset in offsets {
                        collectionView.contentOffset = CGPoint(x: 0, y: offset)
                        collectionView.layoutIfNeeded()
                        // The views on screen: pooled cells wait among the subviews, hidden.
                        var shown = 0
                        for view in collectionView.subviews where !view.isHidden { shown += 1 }
                        visible = max(visible, shown)
                    }
                }
            }
            if firstRun {
                firstRun = false
                cellsAtStart = createdBefore
                cellsCreated = source.cellsMade
                maximumVisible = visible
                cellRequests = source.cellRequests - requestsBefore
                elementsPerQuery = found
            }
            return seconds
        }
    }

    /// A 320 x 480 collection view of `items` items, laid out once.
    private func makeCollectionView(_ kind: LayoutKind, items: Int) -> (UICollectionView, BenchmarkCollectionSource) {
        let layout: UICollectionViewLayout
        switch kind {
        case .flow:
            let flow = UICollectionViewFlowLayout()
            flow.itemSize = CGSize(width: 100, height: 100)
            layout = flow
        case .compositional:
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                 heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
            layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        case .list:
            layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        }
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.register(kind == .list ? BenchmarkListCell.self : BenchmarkCollectionCell.self, forCellWithReuseIdentifier: "Item")
        let source = BenchmarkCollectionSource(items: items)
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        CollectionBenchmarks.keepAlive.append(source)
        return (collectionView, source)
    }

    /// Sources kept alive for the whole run (collection views hold them weakly).
    private static var keepAlive: [BenchmarkCollectionSource] = []
}

/// A cell with a label, as an app's grid or list cell.
final class BenchmarkCollectionCell: UICollectionViewCell {
    let label = UILabel()
    /// How many cells were ever made: the collection view makes one when its reuse pool is empty.
    @MainActor static var made = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(label)
        BenchmarkCollectionCell.made += 1
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// A list cell, counted with the other benchmark cells.
final class BenchmarkListCell: UICollectionViewListCell {
    override init(frame: CGRect) {
        super.init(frame: frame)
        BenchmarkCollectionCell.made += 1
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// Serves `items` items and counts the cells made and asked for.
@MainActor
final class BenchmarkCollectionSource: NSObject, UICollectionViewDataSource {
    let items: Int
    /// The cells made before this source served its collection view.
    private let madeBefore = BenchmarkCollectionCell.made
    /// Calls of `cellForItemAt`.
    var cellRequests = 0

    init(items: Int) { self.items = items }

    /// The cells made since this source was created, for its collection view (workloads run one
    /// after another). Counted in the cell's initializer, with a plain increment as the Qt peer's
    /// model counts its calls: a set of the cells handed out cost more than the step's own work.
    var cellsMade: Int { BenchmarkCollectionCell.made - madeBefore }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        cellRequests += 1
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Item", for: indexPath)
        if let listCell = cell as? UICollectionViewListCell {
            var content = listCell.defaultContentConfiguration()
            content.text = "Item \(indexPath.item)"
            listCell.contentConfiguration = content
        } else {
            (cell as? BenchmarkCollectionCell)?.label.text = "Item \(indexPath.item)"
        }
        return cell
    }
}

extension BenchmarkResults {
    /// The collection targets: per-step cost independent of the item count (fixed steps and
    /// queries at 1,000,000 items within 1.5x of 1,000), and cells created <= visible + 2.
    var collectionTargets: [Target] {
        var result: [Target] = []
        for name in Set(collection.map(\.name)).sorted() where !name.hasSuffix(".scroll") {
            guard let small = collection.first(where: { $0.name == name && $0.size == 1_000 }),
                  let large = collection.first(where: { $0.name == name && $0.size == 1_000_000 }),
                  small.nanosecondsPerOperation > 0 else { continue }
            let ratio = large.nanosecondsPerOperation / small.nanosecondsPerOperation
            result.append(Target(description: "\(name) per step at 1,000,000 items <= 1.5x that at 1,000",
                                 measured: String(format: "%.2fx", ratio), met: ratio <= 1.5))
        }
        for run in collection where !run.name.hasSuffix(".query") {
            let created = run.counters["cellsCreated"] ?? 0, visible = run.counters["maxVisibleCells"] ?? 0
            result.append(Target(description: "\(run.name) at \(Self.grouped(run.size)) items: cells created <= visible + 2",
                                 measured: "\(Int(created)) created, \(Int(visible)) visible", met: created <= visible + 2))
        }
        return result
    }

    /// The notes column of a collection workload.
    static func collectionNotes(_ m: Measurement) -> String {
        let c = m.counters
        if m.name.hasSuffix(".query") { return "\(Int(c["elementsPerQuery"] ?? 0)) elements per screen" }
        return "cells \(Int(c["cellsCreated"] ?? 0)) (first screen \(Int(c["cellsOnFirstScreen"] ?? 0))), visible <= \(Int(c["maxVisibleCells"] ?? 0)), \(String(format: "%.2f", c["cellRequestsPerStep"] ?? 0)) cellForItemAt/step"
    }
}
