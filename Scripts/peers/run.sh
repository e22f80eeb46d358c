#!/usr/bin/env bash
# run.sh: runs the package's layout.stack and collection scroll benchmarks beside their Qt 6 C++
# peers (Scripts/peers/qt_wave_bench.cpp) and prints a Markdown table of ratios, Qt's time per
# operation divided by the project's (above 1, the project is faster).
#
# From the package root:
#   bash Scripts/peers/run.sh
#   BENCH=path/to/Benchmarks RUNS=5 WORK=/tmp/wave-peers OUT=/tmp/wave-peers/results bash Scripts/peers/run.sh
#   ROUNDS=5 bash Scripts/peers/run.sh   # the whole order five times over, ratios of the medians
#   FILTER=layout.stack ROUNDS=20 bash Scripts/peers/run.sh   # some workloads only, short rounds
#
# Needs swift, g++, pkg-config, python3 and Qt 6 Widgets headers (Debian: qt6-base-dev).
# BENCH: an already-built release Benchmarks binary; without it the package is built in release
#        with its scratch directory under WORK, so nothing is written into the package.
# VENV:  a Python virtual environment with PySide6 (default WORK/venv); when there is one, the
#        peer also runs on the Qt libraries inside the PySide6 wheel, as a second Qt column.
#        (To make one: python3 -m venv "$WORK/venv" && "$WORK/venv/bin/pip" install PySide6-Essentials)
# FILTER: the workloads, by the benchmarks' --filter rule (default: all of the wave's).
# Order: project, Qt (system), Qt (wheel, if any), project again, in one session; ROUNDS (default
#        1) repeats that order. The development VM's speed swings by half over tens of seconds
#        (the same binary runs a stack of 100 labels in 19 or in 33 us a label, phase by phase),
#        so one round can favour either side: with several, times are medians over the rounds and
#        each ratio is also given per round, as a range. Short rounds (a narrow FILTER) sample
#        the phases on both sides alike.
set -euo pipefail
cd "$(dirname "$0")/../.."

WORK=${WORK:-/tmp/wave-peers}
OUT=${OUT:-$WORK/results}
RUNS=${RUNS:-5}
ROUNDS=${ROUNDS:-1}
VENV=${VENV:-$WORK/venv}
BENCH=${BENCH:-}
mkdir -p "$WORK" "$OUT"

FILTER=${FILTER:-'layout.stack,collection.flow.scroll*,collection.compositional.scroll*'}

echo "== building"
if [ -z "$BENCH" ]; then
    swift build -c release --product Benchmarks --scratch-path "$WORK/swift-build"
    BENCH="$WORK/swift-build/release/Benchmarks"
fi
g++ -O2 -std=c++17 -fPIC Scripts/peers/qt_wave_bench.cpp -o "$WORK/qt_wave_bench" $(pkg-config --cflags --libs Qt6Widgets)

QT_WHEEL=
if [ -x "$VENV/bin/python" ]; then
    QT_WHEEL=$("$VENV/bin/python" -c 'import os, PySide6; print(os.path.join(os.path.dirname(PySide6.__file__), "Qt"))' 2>/dev/null || true)
fi

export QT_QPA_PLATFORM=offscreen
{
    echo "date: $(date -u +%FT%TZ)"
    echo "cpu: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
    echo "swift: $(swift --version 2>&1 | head -1)"
    echo "project commit: $(git rev-parse --short HEAD 2>/dev/null || echo unknown)"
    echo "system qt: $(pkg-config --modversion Qt6Widgets)"
    [ -n "$QT_WHEEL" ] && echo "wheel qt: PySide6 $("$VENV/bin/python" -c 'import PySide6; print(PySide6.__version__)')"
    echo "g++: $(g++ --version | head -1)"
} | tee "$OUT/versions.txt"

PROJECT_ARGS=()
QT_ARGS=()
for round in $(seq 1 "$ROUNDS"); do
    r=""
    if [ "$ROUNDS" -gt 1 ]; then
        r="-round$round"
        echo "== round $round of $ROUNDS"
    fi
    echo "== project (1)"
    "$BENCH" --runs "$RUNS" --only layout,collection --filter "$FILTER" --json-out "$OUT/project-1$r.json" | tee "$OUT/project-1$r.txt"
    echo "== Qt C++ peer, system Qt"
    "$WORK/qt_wave_bench" --runs "$RUNS" --filter "$FILTER" --json-out "$OUT/qt-system$r.json" 2>"$OUT/qt-system$r.stderr" | tee "$OUT/qt-system$r.txt"
    QT_ARGS+=(--qt "$OUT/qt-system$r.json")
    if [ -n "$QT_WHEEL" ]; then
        echo "== Qt C++ peer, PySide6 wheel's Qt"
        LD_LIBRARY_PATH="$QT_WHEEL/lib" QT_PLUGIN_PATH="$QT_WHEEL/plugins" \
            "$WORK/qt_wave_bench" --runs "$RUNS" --filter "$FILTER" --json-out "$OUT/qt-wheel$r.json" 2>"$OUT/qt-wheel$r.stderr" | tee "$OUT/qt-wheel$r.txt"
        QT_ARGS+=(--qt "$OUT/qt-wheel$r.json")
    fi
    echo "== project (2)"
    "$BENCH" --runs "$RUNS" --only layout,collection --filter "$FILTER" --json-out "$OUT/project-2$r.json" | tee "$OUT/project-2$r.txt"
    PROJECT_ARGS+=(--project "$OUT/project-1$r.json" --project "$OUT/project-2$r.json")
done

echo
python3 Scripts/peers/compare_wave.py --rounds "$ROUNDS" "${PROJECT_ARGS[@]}" "${QT_ARGS[@]}" \
    | tee "$OUT/comparison.md"
