#!/bin/bash
# measure-test-suite.sh: what a test writer's suite costs (Docs/Performance.md, "What a test
# writer's suite costs"), measured on Examples/ToolkitConsumer, a package that uses this one as an
# app's tests would: the time from a new test process to its first test passing, and the wall
# time and peak memory of SCREEN_TESTS ordinary screen tests (10,000 by default) on 1, 2 and 4
# worker processes (`headless-test --workers N`), in the debug build `swift test` makes and in
# release. Run it on a quiet machine: other work beside it moves every figure.
#
#   Scripts/measure-test-suite.sh              # debug and release, 10,000 tests
#   SCREEN_TESTS=1000 CONFIGS=debug Scripts/measure-test-suite.sh
set -euo pipefail
cd "$(dirname "$0")/../Examples/ToolkitConsumer"
count=${SCREEN_TESTS:-10000}
configs=${CONFIGS:-debug release}
swift build --product headless-test > /dev/null
runner=$(swift build --product headless-test --show-bin-path)/headless-test
for config in $configs; do
    swift build -c "$config" --build-tests > /dev/null
    binary=.build/$config/ToolkitConsumerPackageTests.xctest
    for run in 1 2 3; do
        # A new process that runs one screen test (the login form): process start to exit.
        SCREEN_TESTS=1 /usr/bin/time -f "$config first test, run $run: %e s wall, %M KB peak" \
            "$binary" --testing-library swift-testing --filter "ScreenSuite0/screen" > /dev/null
    done 2>&1 | grep "first test"
    for workers in 1 2 4; do
        start=$(date +%s.%N)
        # Peak memory: the largest worker process (GNU time reports the largest child's peak).
        SCREEN_TESTS=$count /usr/bin/time -f "%M" -o /tmp/measure-test-suite-rss \
            "$runner" --skip-build --workers "$workers" -- -c "$config" > /tmp/measure-test-suite-log 2>&1 \
            || { cat /tmp/measure-test-suite-log; exit 1; }
        end=$(date +%s.%N)
        passed=$(grep -c "passed after" /tmp/measure-test-suite-log || true)
        echo "$config, $count screen tests, $workers worker(s): $(echo "$end - $start" | bc) s wall," \
            "$(cat /tmp/measure-test-suite-rss) KB peak in one worker ($passed passing lines)"
    done
done
