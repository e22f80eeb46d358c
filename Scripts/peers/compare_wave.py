#!/usr/bin/env python3
"""compare_wave.py: prints a Markdown table comparing the package's layout.stack and collection
scroll benchmarks with their Qt C++ peers (qt_wave_bench.cpp), from the JSON both write.

Usage (run.sh calls it):
  python3 Scripts/peers/compare_wave.py --project project-1.json [--project project-2.json] \
      --qt qt-system.json [--qt qt-wheel.json]

The project's time per operation is the mean of the medians of its runs (one per --project file);
each ratio is Qt's time per operation divided by that, so above 1 the project is faster. A Qt
workload ending in ".noPaint" is compared with the project workload of the same name without it.
"""

import argparse
import json


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


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--project", action="append", required=True, help="the package's --json-out file")
    parser.add_argument("--qt", action="append", required=True, help="qt_wave_bench's --json-out file")
    arguments = parser.parse_args()
    projects = [json.load(open(path)) for path in arguments.project]
    peers = [json.load(open(path)) for path in arguments.qt]

    # Rows in the order the first Qt file lists them.
    rows = []
    for group in ("layout", "collection"):
        for key, entry in peers[0].get(group, {}).items():
            project_key = key.replace(".noPaint", "")
            rows.append((group, key, project_key, entry))

    header = ["workload", "size", "project per op"]
    for peer in peers:
        header += [f"Qt {peer.get('qtVersion', '?')} per op", "ratio"]
    header += ["Qt data()/step", "project cellForItemAt/step"]
    print("| " + " | ".join(header) + " |")
    print("|" + "|".join("---" for _ in header) + "|")

    for group, key, project_key, entry in rows:
        medians = [value for value in (per_op(p, group, project_key) for p in projects) if value]
        project = sum(medians) / len(medians) if medians else None
        spread = ""
        if len(medians) > 1:
            spread = f" ({' / '.join(duration(m) for m in medians)})"
        name, size = key.rsplit(".", 1)
        cells = [f"{group}.{name}", f"{int(size):,}", duration(project) + spread]
        for peer in peers:
            qt = per_op(peer, group, key)
            ratio = f"{qt / project:.2f}" if qt and project else "-"
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
    print(f"Per op: median of {', '.join(str(r) for r in sorted(runs))} timed runs after one warm-up, divided by "
          "the operations per run; project per op is the mean over its runs (each shown in brackets). "
          "Ratio = Qt / project: above 1, the project is faster. '.noPaint' rows set the scroll bar "
          "without processing events, so Qt neither paints nor asks the model for text.")


if __name__ == "__main__":
    main()
