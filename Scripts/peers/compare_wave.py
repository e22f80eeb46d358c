#!/usr/bin/env python3
"""compare_wave.py: prints a Markdown table comparing the package's layout.stack and collection
scroll benchmarks with their Qt C++ peers (qt_wave_bench.cpp), from the JSON both write.

Usage (run.sh calls it):
  python3 Scripts/peers/compare_wave.py [--rounds N] --project project-1.json [--project project-2.json] \
      --qt qt-system.json [--qt qt-wheel.json]

The project's time per operation is the mean of the medians of its runs (one per --project file);
each ratio is Qt's time per operation divided by that, so above 1 the project is faster. A Qt
workload ending in ".noPaint" is compared with the project workload of the same name without it.

With --rounds N (run.sh's ROUNDS), the files come from N rounds of the same order: the --project
files in order, the same number per round, and the --qt files in order, one per Qt version per
round. Times are then medians over the rounds (the project's over all its files), each ratio is
Qt's median over the project's, and beside it are the range of the per-round ratios (Qt's time in a
round over the project's mean in the same round) and the ratio of the best times.
"""

import argparse
import json
import statistics


def per_op(document, group, key):
    entry = document.get(group, {}).get(key)
    return entry.get("nanosecondsPerOperation") if isinstance(entry, dict) else None


def duration(ns):
    if ns is None:
        return "-"
    if ns >= 1e6:
        return f"{ns / 1e6:.2f} ms"
    if ns >= 1e3:
        return f"{ns / 1e3:.2f} us"
    return f"{ns:.0f} ns"


def mean(values):
    values = [value for value in values if value]
    return sum(values) / len(values) if values else None


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=1, help="how many rounds the files come from")
    parser.add_argument("--project", action="append", required=True, help="the package's --json-out file")
    parser.add_argument("--qt", action="append", required=True, help="qt_wave_bench's --json-out file")
    arguments = parser.parse_args()
    rounds = arguments.rounds
    projects = [json.load(open(path)) for path in arguments.project]
    peers = [json.load(open(path)) for path in arguments.qt]
    if rounds < 1 or len(projects) % rounds or len(peers) % rounds:
        parser.error(f"{len(projects)} project and {len(peers)} Qt files do not split into {rounds} rounds")
    # By round: the project's files, and one file per Qt version (in the order of the first round).
    per_round_projects = len(projects) // rounds
    per_round_peers = len(peers) // rounds
    project_rounds = [projects[r * per_round_projects:(r + 1) * per_round_projects] for r in range(rounds)]
    versions = [[peers[r * per_round_peers + v] for r in range(rounds)] for v in range(per_round_peers)]

    # Rows in the order the first Qt file lists them.
    rows = []
    for group in ("layout", "collection"):
        for key, entry in peers[0].get(group, {}).items():
            project_key = key.replace(".noPaint", "")
            rows.append((group, key, project_key, entry))

    header = ["workload", "size", "project per op"]
    for documents in versions:
        header += [f"Qt {documents[0].get('qtVersion', '?')} per op", "ratio"]
    header += ["Qt data()/step", "project cellForItemAt/step"]
    print("| " + " | ".join(header) + " |")
    print("|" + "|".join("---" for _ in header) + "|")

    for group, key, project_key, entry in rows:
        medians = [value for value in (per_op(p, group, project_key) for p in projects) if value]
        project = mean(medians) if rounds == 1 else (statistics.median(medians) if medians else None)
        spread = ""
        if rounds == 1 and len(medians) > 1:
            spread = f" ({' / '.join(duration(m) for m in medians)})"
        elif len(medians) > 1:
            spread = f" ({duration(min(medians))} to {duration(max(medians))})"
        name, size = key.rsplit(".", 1)
        cells = [f"{group}.{name}", f"{int(size):,}", duration(project) + spread]
        round_projects = [mean(per_op(p, group, project_key) for p in documents) for documents in project_rounds]
        for documents in versions:
            times = [per_op(document, group, key) for document in documents]
            ratios = [qt / ours for qt, ours in zip(times, round_projects) if qt and ours]
            present = [time for time in times if time]
            qt = (present[0] if rounds == 1 else statistics.median(present)) if present else None
            ratio = f"{qt / project:.2f}" if qt and project else "-"
            if rounds > 1 and ratios:
                best = min(present) / min(medians) if present and medians else None
                ratio += f" ({min(ratios):.2f} to {max(ratios):.2f}" + (f"; best {best:.2f})" if best else ")")
            cells += [duration(qt), ratio]
        counters = entry.get("counters", {})
        data = counters.get("dataCallsPerStep")
        cells.append(f"{data:.2f}" if data is not None else "-")
        project_entry = next((p[group].get(project_key) for p in projects if project_key in p.get(group, {})), None)
        requests = (project_entry or {}).get("counters", {}).get("cellRequestsPerStep")
        cells.append(f"{requests:.2f}" if requests is not None else "-")
        print("| " + " | ".join(cells) + " |")

    runs = {p.get("runs") for p in peers}
    print()
    project_note = ("project per op is the mean over its runs (each shown in brackets)" if rounds == 1
                    else "project per op is the median over its runs (their range in brackets)")
    print(f"Per op: median of {', '.join(str(r) for r in sorted(runs))} timed runs after one warm-up, divided by "
          f"the operations per run; {project_note}. Ratio = Qt / project: above 1, the project is faster. "
          "'.noPaint' rows set the scroll bar without processing events, so Qt neither paints nor asks the "
          "model for text.")
    if rounds > 1:
        print(f"{rounds} rounds: times are medians over the rounds (the project's over its {len(projects)} "
              "runs of the benchmark), each ratio is Qt's median over the project's; in brackets, the range "
              "of the per-round ratios (Qt's time in a round over the project's in the same round) and the "
              "ratio of the best times (Qt's fastest round over the project's fastest run), the figure a "
              "machine whose speed swings from phase to phase distorts least.")


if __name__ == "__main__":
    main()
