// StackAndCellBenchmarks.swift: a stack view of 1,000 arranged views laid out, and a table of
// up to 1,000,000 self-sizing rows scrolled top to bottom.

import ViewWidgets

/// The stack-view and self-sizing-cell workloads (issue 19), in the layout group.
@MainActor
struct StackAndCellBenchmarks {
    let harness: Harness

    /// Runs the workloads that `filter` lets through.
    func runAll(filter: WorkloadFilter) -> [Measurement] {
        var results: [Measurement] = []
        if filter.includes("layout.stack") {
            for count in [1_000, 100] { results.append(stack(arrangedViews: count)) }
        }
        for rows in [1_000, 1_000_000] {
            if filter.includes("layout.selfSizingScroll") { results.append(selfSizingScroll(rows: rows)) }
            if filter.includes("layout.selfSizingScroll.fixedStep") {
                results.append(selfSizingScroll(rows: rows, fixedStep: true))
            }
        }
        return results
    }

    /// layout.stack: a vertical stack of `count` labels, each a horizontal stack's worth of
    /// constraints, made and laid out from scratch. One operation is one arranged view.
    func stack(arrangedViews count: Int) -> Measurement {
        var constraintCount = 0
        let measurement = harness.measure("layout.stack", size: count, operations: count) {
            Headless.reset()
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let labels = (0..<count).map { index -> UILabel in
                let label = UILabel()
                label.text = "Row \(index)"
                return label
            }
            return harness.time {
                let stack = UIStackView(arrangedSubviews: labels)
                stack.axis = .vertical
                stack.spacing = 4
                stack.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(stack)
                NSLayoutConstraint.activate([
                    stack.topAnchor.constraint(equalTo: root.topAnchor),
                    stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                    stack.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
                ])
                root.layoutIfNeeded()
                constraintCount = stack.constraints.count
            }
        }
        var result = measurement
        result.counters["stackConstraints"] = Double(constraintCount)
        return result
    }

    /// layout.selfSizingScroll: a table whose rows are `automaticDimension` (a multi-line label
    /// pinned inside each cell's content view), scrolled top to bottom in 2,000 steps. One
    /// operation is one step; each new row on screen is measured by its cell. With `fixedStep`,
    /// 2,000 steps of 10 points from the middle: the same number of rows comes on screen at
    /// every size, so a difference between sizes is the cost of the table's size itself.
    func selfSizingScroll(rows: Int, fixedStep: Bool = false) -> Measurement {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let source = SelfSizingSource(rows: rows)
        table.rowHeight = UITableView.automaticDimension
        table.estimatedRowHeight = 60
        table.dataSource = source
        table.layoutIfNeeded()
        let steps = TableBenchmarks.scrollSteps
        var cellsCreated = 0, maximumVisible = 0, cellRequests = 0, firstRun = true
        let name = fixedStep ? "layout.selfSizingScroll.fixedStep" : "layout.selfSizingScroll"
        var result = harness.measure(name, size: rows, operations: steps) {
            table.contentOffset = .zero
            table.reloadData()
            table.layoutIfNeeded()
            let end = table.contentOffsetRange.max.y
            let start = fixedStep ? (end / 2).rounded() : 0
            table.contentOffset = CGPoint(x: 0, y: start)
            table.layoutIfNeeded()
            let requestsBefore = source.cellRequests
            var visible = 0
            let seconds = harness.time {
                for step in 1...steps {
                    let y = fixedStep ? start + CGFloat(step) * 10 : (end * CGFloat(step) / CGFloat(steps)).rounded()
                    table.contentOffset = CGPoint(x: 0, y: y)
                    table.layoutIfNeeded()
                    visible = max(visible, table.subviews.count)
                }
            }
            if firstRun {
                firstRun = false
                cellsCreated = source.cellsMade
                maximumVisible = visible
                cellRequests = source.cellRequests - requestsBefore
            }
            return seconds
        }
        result.counters["cellsCreated"] = Double(cellsCreated)
        result.counters["maxVisibleRows"] = Double(maximumVisible)
        result.counters["cellRequestsPerStep"] = Double(cellRequests) / Double(steps)
        withExtendedLifetime(source) {}
        return result
    }
}

/// Rows of text of three lengths in cells whose label is pinned inside the content view.
@MainActor
final class SelfSizingSource: NSObject, UITableViewDataSource {
    let rows: Int
    var cellsMade = 0
    var cellRequests = 0
    private static let texts = [
        "Short",
        "A message long enough to wrap onto a second line in a phone-sized table",
        "自适应高度的单元格会根据约束计算出自己的高度，所以一段很长的中文消息会换行显示，行高也随之变大。",
    ]

    init(rows: Int) { self.rows = rows }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellRequests += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "Text") as? SelfSizingTextCell ?? {
            cellsMade += 1
            return SelfSizingTextCell(style: .default, reuseIdentifier: "Text")
        }()
        cell.label.text = Self.texts[indexPath.row % Self.texts.count]
        return cell
    }
}

/// A cell with one multi-line label 8 points inside its content view.
final class SelfSizingTextCell: UITableViewCell {
    let label = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
        ])
    }

    required init?(coder: NSCoder) { nil }

    required convenience init(registeredReuseIdentifier: String) {
        self.init(style: .default, reuseIdentifier: registeredReuseIdentifier)
    }
}
