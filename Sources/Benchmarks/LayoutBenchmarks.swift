// LayoutBenchmarks.swift: Auto Layout workloads: a grid of 1,000 constrained views solved from
// scratch, one constant changed, the container resized, and the solver alone on the same system.

import ViewWidgets
import ViewKernel
import LayoutSolver

/// The layout workloads. The system is a grid of `rows` x `columns` views in a container: the
/// first column 16 points from the left and at least 20 wide, each other view 8 points after its
/// left neighbour and as wide and tall as it, rows 8 points apart, the first row's height 44 at
/// priority 250, the last column 16 points from the right (required `≤`, and `=` at 750). With
/// 40 x 25 views that is 4,080 constraints over 4,001 unknowns (Scripts/kiwisolver_layout.py
/// builds the same system for kiwisolver).
@MainActor
struct LayoutBenchmarks {
    let harness: Harness

    /// Runs the layout workloads that `filter` lets through, at 1,000 views and at 100.
    func runAll(filter: WorkloadFilter) -> [Measurement] {
        var results: [Measurement] = []
        for (rows, columns) in [(40, 25), (10, 10)] {
            if filter.includes("layout.solve") { results.append(solve(rows: rows, columns: columns)) }
            if filter.includes("layout.constant") { results.append(changeConstant(rows: rows, columns: columns)) }
            if filter.includes("layout.resize") { results.append(resize(rows: rows, columns: columns)) }
            if filter.includes("layout.solver") { results.append(solverAlone(rows: rows, columns: columns)) }
        }
        return results + StackAndCellBenchmarks(harness: harness).runAll(filter: filter)
    }

    /// layout.solve: activating the grid's constraints and the layout pass that gives every view
    /// its frame. One operation is one constraint.
    func solve(rows: Int, columns: Int) -> Measurement {
        var constraintCount = 0
        let measurement = harness.measure("layout.solve", size: rows * columns, operations: rows * columns * 4 + rows * 2) {
            Headless.reset()
            let grid = Grid(rows: rows, columns: columns)
            constraintCount = grid.constraints.count
            return harness.time {
                NSLayoutConstraint.activate(grid.constraints)
                grid.root.layoutIfNeeded()
            }
        }
        return with(measurement, ["constraints": Double(constraintCount)])
    }

    /// layout.constant: one gap in the middle of the grid changes, and the layout pass moves the
    /// views after it. One operation is one change and its layout pass.
    func changeConstant(rows: Int, columns: Int) -> Measurement {
        let changes = 1_000
        return harness.measure("layout.constant", size: rows * columns, operations: changes) {
            Headless.reset()
            let grid = Grid(rows: rows, columns: columns)
            NSLayoutConstraint.activate(grid.constraints)
            grid.root.layoutIfNeeded()
            let gap = grid.gaps[grid.gaps.count / 2]
            return harness.time {
                for change in 0..<changes {
                    gap.constant = change % 2 == 0 ? 12 : 8
                    grid.root.layoutIfNeeded()
                }
            }
        }
    }

    /// layout.resize: the container's width changes (its frame, which the engine pins), and every
    /// view of the grid is placed again. One operation is one resize and its layout pass.
    func resize(rows: Int, columns: Int) -> Measurement {
        let resizes = 100
        return harness.measure("layout.resize", size: rows * columns, operations: resizes) {
            Headless.reset()
            let grid = Grid(rows: rows, columns: columns)
            NSLayoutConstraint.activate(grid.constraints)
            grid.root.layoutIfNeeded()
            return harness.time {
                for step in 0..<resizes {
                    grid.root.frame.size.width = step % 2 == 0 ? 1_000 : 1_024
                    grid.root.layoutIfNeeded()
                }
            }
        }
    }

    /// layout.solver: the same system given to the solver alone, from scratch (what kiwisolver's
    /// figure compares with). One operation is one constraint.
    func solverAlone(rows: Int, columns: Int) -> Measurement {
        harness.measure("layout.solver", size: rows * columns, operations: rows * columns * 4 + rows * 2) {
            let system = SolverGrid(rows: rows, columns: columns)
            return harness.time {
                let solver = LayoutSolver()
                try? solver.addEditVariable(system.containerWidth, priority: 999)
                try? solver.suggestValue(1024, for: system.containerWidth)
                for constraint in system.constraints { try? solver.addConstraint(constraint) }
                blackHole(solver.updateVariables())
            }
        }
    }

    private func with(_ measurement: Measurement, _ counters: [String: Double]) -> Measurement {
        var copy = measurement
        copy.counters.merge(counters) { $1 }
        return copy
    }
}

/// The grid as views and anchors.
@MainActor
private struct Grid {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 1_024, height: 2_048))
    var constraints: [NSLayoutConstraint] = []
    /// The gaps between neighbours in a row, which `layout.constant` changes.
    var gaps: [NSLayoutConstraint] = []

    init(rows: Int, columns: Int) {
        var above: [UIView] = []
        for _ in 0..<rows {
            var row: [UIView] = []
            for column in 0..<columns {
                let view = UIView()
                view.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(view)
                if let left = row.last {
                    let gap = view.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 8)
                    gaps.append(gap)
                    constraints += [gap, view.widthAnchor.constraint(equalTo: left.widthAnchor),
                                    view.heightAnchor.constraint(equalTo: left.heightAnchor)]
                } else {
                    let height = view.heightAnchor.constraint(equalToConstant: 44)
                    height.priority = .defaultLow
                    constraints += [view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                                    view.widthAnchor.constraint(greaterThanOrEqualToConstant: 20), height]
                }
                if above.isEmpty {
                    constraints.append(view.topAnchor.constraint(equalTo: root.topAnchor, constant: 16))
                } else {
                    constraints.append(view.topAnchor.constraint(equalTo: above[column].bottomAnchor, constant: 8))
                }
                if column == columns - 1 {
                    let flush = view.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16)
                    flush.priority = .defaultHigh
                    constraints += [view.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -16), flush]
                }
                row.append(view)
            }
            above = row
        }
    }
}

/// The grid as solver constraints over plain unknowns, with the container's width an edit variable.
private struct SolverGrid {
    let containerWidth = LayoutVariable("W")
    var constraints: [LayoutConstraint] = []

    init(rows: Int, columns: Int) {
        var above: [(x: LayoutVariable, y: LayoutVariable, w: LayoutVariable, h: LayoutVariable)] = []
        for _ in 0..<rows {
            var row: [(x: LayoutVariable, y: LayoutVariable, w: LayoutVariable, h: LayoutVariable)] = []
            for column in 0..<columns {
                let view = (x: LayoutVariable(), y: LayoutVariable(), w: LayoutVariable(), h: LayoutVariable())
                if let left = row.last {
                    constraints += [LayoutConstraint(view.x, .equal, left.x + left.w + 8),
                                    LayoutConstraint(view.w, .equal, left.w),
                                    LayoutConstraint(view.h, .equal, left.h)]
                } else {
                    constraints += [LayoutConstraint(view.x, .equal, 16),
                                    LayoutConstraint(view.w, .greaterThanOrEqual, 20),
                                    LayoutConstraint(view.h, .equal, 44, priority: 250)]
                }
                constraints.append(above.isEmpty ? LayoutConstraint(view.y, .equal, 16)
                                                 : LayoutConstraint(view.y, .equal, above[column].y + above[column].h + 8))
                if column == columns - 1 {
                    constraints += [LayoutConstraint(view.x + view.w + 16, .lessThanOrEqual, containerWidth),
                                    LayoutConstraint(view.x + view.w + 16, .equal, containerWidth, priority: 750)]
                }
                row.append(view)
            }
            above = row
        }
    }
}
