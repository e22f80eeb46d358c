#!/usr/bin/env bash
# Follows Docs/GettingStarted.md to the letter: a fresh package, MyApp, made of the page's manifest
# and first test (Tests/Fixtures/MyApp, which DocSnippetTests compares with the page; its test file
# is Tests/UIKitCompatibilityTests/FirstTests.swift, run by `swift test` here), beside a copy of
# this repository in a folder named HeadlessUIKit. SwiftPM resolves the package, which fails on a
# wrong package identity or product name. With --full (as CI runs it) it also builds MyApp from
# scratch and runs its test: about 2 minutes on 2 cores.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# A copy of the working tree as it is (committed or not), without build folders or history.
mkdir "$work/HeadlessUIKit"
(cd "$repo" && tar --exclude='./.build*' --exclude='./.git' -cf - .) | tar -xf - -C "$work/HeadlessUIKit"
# -L: the test file is a link to the one this repository's tests run.
cp -RL "$repo/Tests/Fixtures/MyApp" "$work/MyApp"
cd "$work/MyApp"
swift package show-dependencies
if [[ "${1:-}" == "--full" ]]; then
    swift test
fi
