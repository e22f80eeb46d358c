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


def main():
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
