"""The peer of the Benchmarks target's layout.solver workload: the same grid system, solved by
kiwisolver (the C++ Cassowary solver behind matplotlib, `pip install kiwisolver`).

The grid: rows x columns views, each with x, y, width, height; the container width W is an edit
variable at priority 999 (kiwi's strength: strong * 0.999), suggested to 1024. The first column
is 16 from the left and at least 20 wide; each other view is 8 after its left neighbour and as
wide and tall as it; the first row's height is 44 at priority 250 (weak); rows are 8 apart, the
first 16 from the top; the last column ends 16 before W (required <=, and == at 750: medium).
40 x 25 views give 4,080 constraints, as in Sources/Benchmarks/LayoutBenchmarks.swift.

kiwisolver's strengths are a weighted sum of three levels, not UIKit's strict order of priorities;
for this system the two give the same solution. Python's per-call overhead is inside the times.

    python3 Scripts/kiwisolver_layout.py [rows columns] [runs]

It is also the peer of layout.stack (Sources/Benchmarks/StackAndCellBenchmarks.swift): the
constraints a vertical UIStackView of N labels makes (fill distribution and alignment, spacing 4),
the stack pinned to the top, 16 from either side of a 320 x 480 root, and each label's content
size (height and width == their intrinsic size: at least it at compression resistance 750, kiwi's
medium; at most it at hugging 250, kiwi's weak), in the order this package's engine adds them:

    python3 Scripts/kiwisolver_layout.py stack [N] [runs]
"""
import statistics
import sys
import time

import kiwisolver as kiwi


def build(rows, columns):
    w = kiwi.Variable("W")
    constraints = []
    above = []
    for _ in range(rows):
        row = []
        for column in range(columns):
            x, y, width, height = (kiwi.Variable() for _ in range(4))
            if row:
                lx, ly, lw, lh = row[-1]
                constraints += [x == lx + lw + 8, width == lw, height == lh]
            else:
                constraints += [x == 16, width >= 20, (height == 44) | "weak"]
            if above:
                ax, ay, aw, ah = above[column]
                constraints.append(y == ay + ah + 8)
            else:
                constraints.append(y == 16)
            if column == columns - 1:
                constraints += [x + width + 16 <= w, (x + width + 16 == w) | "medium"]
            row.append((x, y, width, height))
        above = row
    return w, constraints


def solve_from_scratch(rows, columns):
    w, constraints = build(rows, columns)
    start = time.perf_counter()
    solver = kiwi.Solver()
    solver.addEditVariable(w, kiwi.strength.strong * 0.999)
    solver.suggestValue(w, 1024)
    for constraint in constraints:
        solver.addConstraint(constraint)
    solver.updateVariables()
    return time.perf_counter() - start, len(constraints)


def build_stack(count):
    constraints = []
    sx, sy, sw, sh = (kiwi.Variable() for _ in range(4))
    constraints += [sy == 0, sx == 16, sx + sw == 320 - 16]
    labels = []
    for index in range(count):
        x, y, width, height = (kiwi.Variable() for _ in range(4))
        intrinsic_width = 7.0 * len(f"Row {index}")
        for variable, size in ((width, intrinsic_width), (height, 20.5)):
            constraints += [(variable >= size) | "medium", (variable <= size) | "weak"]
        labels.append((x, y, width, height))
    for index, (x, y, width, height) in enumerate(labels):
        constraints += [x == sx, x + width == sx + sw]
        if index == 0:
            constraints.append(y == sy)
        else:
            _, above_y, _, above_height = labels[index - 1]
            constraints.append(y == above_y + above_height + 4)
    _, last_y, _, last_height = labels[-1]
    constraints.append(sy + sh == last_y + last_height)
    return constraints


def solve_stack(count):
    constraints = build_stack(count)
    start = time.perf_counter()
    solver = kiwi.Solver()
    for constraint in constraints:
        solver.addConstraint(constraint)
    solver.updateVariables()
    return time.perf_counter() - start, len(constraints)


def main_stack():
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 1000
    runs = int(sys.argv[3]) if len(sys.argv) > 3 else 5
    solve_stack(count)  # warm-up
    samples = [solve_stack(count) for _ in range(runs)]
    median = statistics.median(seconds for seconds, _ in samples)
    print(f"kiwisolver {kiwi.__version__}: a stack of {count} labels, {samples[0][1]} constraints: "
          f"median {median * 1e3:.2f} ms, {median / count * 1e6:.2f} us per arranged view")


def main():
    if len(sys.argv) > 1 and sys.argv[1] == "stack":
        main_stack()
        return
    rows, columns = (int(sys.argv[1]), int(sys.argv[2])) if len(sys.argv) > 2 else (40, 25)
    runs = int(sys.argv[3]) if len(sys.argv) > 3 else 5
    solve_from_scratch(rows, columns)  # warm-up
    samples = [solve_from_scratch(rows, columns) for _ in range(runs)]
    median = statistics.median(seconds for seconds, _ in samples)
    count = samples[0][1]
    print(f"kiwisolver {kiwi.__version__}: {rows}x{columns} views, {count} constraints: "
          f"median {median * 1e3:.2f} ms, {median / count * 1e6:.2f} us per constraint")


if __name__ == "__main__":
    main()
