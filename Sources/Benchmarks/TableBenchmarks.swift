// TableBenchmarks.swift: reloading and scrolling tables of 1,000 to 1,000,000 rows.

import ViewWidgets

/// The table workloads of issue 10: `reloadData`, and scrolling top to bottom in 2,000 steps
/// (set `contentOffset`, then `layoutIfNeeded()`), with variable row heights from the delegate.
@MainActor
struct TableBenchmarks {
    let harness: Harness
    /// Which workloads run.
    var filter = WorkloadFilter(nil)
    /// The table sizes: those of the issue unless `--rows` names others.
    var rowCounts = [1_000, 100_000, 1_000_000]
    /// Scroll steps per run.
    static let scrollSteps = 2_000

    /// The measurements of one table size; a workload left out by the filter is nil.
    struct SizeResult {
        var rows: Int
        var reload: Measurement?
        /// Top to bottom in 2,000 equal steps (the workload).
        var scroll: Measurement?
        /// 2,000 steps of 10 points from the middle of the table: the same rows change at every
        /// size, so any difference between sizes is the cost of the table's size itself.
        var scrollFixedStep: Measurement?
        /// Top to bottom with `estimatedRowHeight` set, so heights are asked while scrolling.
        var scrollEstimated: Measurement?

        /// The scroll measurements that ran.
        var scrolls: [Measurement] { [scroll, scrollFixedStep, scrollEstimated].compactMap { $0 } }
    }

    /// Runs every table workload that the filter lets through, at every size.
    func runAll() -> [SizeResult] {
        func wanted(_ name: String) -> Bool { filter.includes(name) }
        return rowCounts.map { rows in
            SizeResult(rows: rows,
                       reload: wanted("table.reload") ? reload(rows: rows) : nil,
                       scroll: wanted(ScrollMode.topToBottom.name) ? scroll(rows: rows, mode: .topToBottom) : nil,
                       scrollFixedStep: wanted(ScrollMode.fixedStep.name) ? scroll(rows: rows, mode: .fixedStep) : nil,
                       scrollEstimated: wanted(ScrollMode.estimated.name) ? scroll(rows: rows, mode: .estimated) : nil)
        }
    }

    /// table.reload: `reloadData()` and the layout pass that puts the cells back on screen.
    /// One operation is one row (every row's height is asked).
    func reload(rows: Int) -> Measurement {
        let (table, source) = makeTable(rows: rows)
        var heightRequests = 0
        var reloadOnly: [Double] = []
        var measurement = harness.measure("table.reload", size: rows, operations: rows) {
            source.heightRequests = 0
            let reloadSeconds = harness.time { table.reloadData() }
            let layoutSeconds = harness.time { table.layoutIfNeeded() }
            heightRequests = source.heightRequests
            reloadOnly.append(reloadSeconds)
            return reloadSeconds + layoutSeconds
        }
        measurement.counters["heightRequestsPerReload"] = Double(heightRequests)
        measurement.counters["reloadDataOnlyMedianSeconds"] = Self.median(reloadOnly.dropFirst())
        return measurement
    }

    /// How a scroll run moves.
    enum ScrollMode {
        case topToBottom, fixedStep, estimated

        var name: String {
            switch self {
            case .topToBottom: "table.scroll"
            case .fixedStep: "table.scroll.fixedStep"
            case .estimated: "table.scroll.estimated"
            }
        }
    }

    /// table.scroll: 2,000 steps, each `contentOffset` then `layoutIfNeeded()`. One operation is
    /// one step. Cells created are counted on a fresh table during the first (warm-up) run.
    func scroll(rows: Int, mode: ScrollMode) -> Measurement {
        let (table, source) = makeTable(rows: rows, estimatedRowHeight: mode == .estimated ? 60 : 0)
        var firstRun = true
        var cellsCreated = 0, cellsAtStart = 0, maximumVisible = 0, heightRequests = 0, cellRequests = 0
        let steps = Self.scrollSteps
        return harness.measure(mode.name, size: rows, operations: steps,
                               counters: {
                                   ["cellsCreated": Double(cellsCreated),
                                    "cellsOnFirstScreen": Double(cellsAtStart),
                                    "maxVisibleRows": Double(maximumVisible),
                                    "heightRequestsWhileScrolling": Double(heightRequests),
                                    "cellRequestsPerStep": Double(cellRequests) / Double(steps)]
                               }) {
            // Back to a freshly loaded table at the start offset (untimed).
            table.contentOffset = .zero
            table.reloadData()
            table.layoutIfNeeded()
            let range = table.contentOffsetRange
            let start: CGFloat = mode == .fixedStep ? (range.max.y / 2).rounded() : 0
            table.contentOffset = CGPoint(x: 0, y: start)
            table.layoutIfNeeded()
            let createdBefore = source.cellsMade
            let heightsBefore = source.heightRequests, cellRequestsBefore = source.cellRequests
            var offsets: [CGFloat] = []
            offsets.reserveCapacity(steps)
            for step in 1...steps {
                switch mode {
                case .fixedStep: offsets.append(start + CGFloat(step) * 10)
                case .topToBottom, .estimated:
                    // With estimates the range grows as real heights arrive; aim at the end as known now.
                    offsets.append((range.max.y * CGFloat(step) / CGFloat(steps)).rounded())
                }
            }
            var visible = 0
            let seconds = harness.time {
                for offset in offsets {
                    table.contentOffset = CGPoint(x: 0, y: offset)
                    table.layoutIfNeeded()
                    // The table's only subviews here are its cells (no headers, no background).
                    visible = max(visible, table.subviews.count)
                }
            }
            if firstRun {
                firstRun = false
                cellsAtStart = createdBefore
                cellsCreated = source.cellsMade
                maximumVisible = visible
                heightRequests = source.heightRequests - heightsBefore
                cellRequests = source.cellRequests - cellRequestsBefore
            }
            return seconds
        }
    }

    /// A 320x480 table of `rows` rows with variable heights, laid out once.
    private func makeTable(rows: Int, estimatedRowHeight: CGFloat = 0) -> (UITableView, BenchmarkTableSource) {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let source = BenchmarkTableSource(rows: rows)
        table.estimatedRowHeight = estimatedRowHeight
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        // The table holds its data source and delegate weakly; keep the source with the table.
        TableBenchmarks.keepAlive.append(source)
        return (table, source)
    }

    /// Sources kept alive for the whole run (the tables hold them weakly).
    private static var keepAlive: [BenchmarkTableSource] = []

    private static func median<C: Collection>(_ values: C) -> Double where C.Element == Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}

/// A data source and delegate with variable row heights (44 to 88 points) that counts what the
/// table asks of it.
@MainActor
final class BenchmarkTableSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    let rows: Int
    /// Cells made because the reuse pool was empty.
    var cellsMade = 0
    /// Calls of `heightForRowAt`.
    var heightRequests = 0
    /// Calls of `cellForRowAt`.
    var cellRequests = 0

    init(rows: Int) { self.rows = rows }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellRequests += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row") ?? {
            cellsMade += 1
            return UITableViewCell(style: .default, reuseIdentifier: "Row")
        }()
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heightRequests += 1
        return 44 + CGFloat(indexPath.row % 5) * 11
    }
}
