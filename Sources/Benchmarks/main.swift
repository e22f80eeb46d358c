// main.swift: `swift run -c release Benchmarks [--json] [--runs N] [--only tree,touch,table,layout,collection,memory]`.
//
// Runs the fixed workloads of issue 10 and prints a table of medians (or, with --json, one JSON
// object with the keys "tree", "touch", "table", "layout", "collection" and "memory"). Nothing here asserts a time: the
// numbers are measured and compared with the targets in the report, never in tests.

import Foundation
import ViewWidgets

/// The command line: which groups to run, how many runs, and the output format.
struct Options {
    var json = false
    var jsonPath: String?
    var runs = 5
    var groups: Set<String> = ["memory", "tree", "touch", "table", "layout", "collection"]
    /// Groups run only when named with --only.
    static let optionalGroups: Set<String> = ["scaling", "screens"]
    var verbose = false
    var filter = WorkloadFilter(nil)
    var rows: [Int]?
    /// Tests per timed run of the screens group.
    var tests = 100
    var scale = TreeBenchmarks.Scale.both

    static let usage = """
        usage: Benchmarks [--json] [--runs N] [--only tree,touch,table,layout,collection,memory,scaling,screens] [--filter NAMES]
                          [--scale both|full|tenth] [--rows N,...] [--tests N] [--json-out PATH] [--verbose]
          --json     print one JSON object instead of the table
          --json-out also write the JSON object to PATH (the table is still printed)
          --runs N   timed runs per workload, after one warm-up (default 5); the median is reported
          --only     run only the listed groups (scaling, the growth of once-quadratic costs, and
                     screens, whole screen tests with their cost per phase, run only when listed)
          --filter   run only the named workloads, separated by commas; a name ending in * is a
                     prefix (tree.tag, table.scroll, tree.hitTest*, table.*)
          --scale    tree workloads: both sizes (default, for the linearity check) or only one
          --rows     table sizes to run instead of 1000,100000,1000000 (and collection sizes instead of
                     1000,1000000)
          --tests    screen tests per timed run of the screens group (default 100)
          --verbose  print each workload's name to standard error as it starts
        """

    init?(arguments: [String]) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--json": json = true
            case "--json-out":
                guard let value = remaining.popFirst() else { return nil }
                jsonPath = value
            case "--verbose": verbose = true
            case "--runs":
                guard let value = remaining.popFirst().flatMap(Int.init), value > 0 else { return nil }
                runs = value
            case "--filter":
                guard let value = remaining.popFirst() else { return nil }
                filter = WorkloadFilter(value)
            case "--rows":
                guard let value = remaining.popFirst() else { return nil }
                let counts = value.split(separator: ",").compactMap { Int($0) }
                guard !counts.isEmpty, counts.allSatisfy({ $0 > 0 }) else { return nil }
                rows = counts
            case "--tests":
                guard let value = remaining.popFirst().flatMap(Int.init), value > 0 else { return nil }
                tests = value
            case "--scale":
                guard let value = remaining.popFirst().flatMap(TreeBenchmarks.Scale.init(rawValue:)) else { return nil }
                scale = value
            case "--only":
                guard let value = remaining.popFirst() else { return nil }
                groups = Set(value.split(separator: ",").map(String.init))
                guard groups.isSubset(of: Set(["memory", "tree", "touch", "table", "layout", "collection"]).union(Options.optionalGroups)) else { return nil }
            default: return nil
            }
        }
    }
}

@MainActor
func runBenchmarks(_ options: Options) -> BenchmarkResults {
    let harness = Harness(runs: options.runs, verbose: options.verbose)
    var results = BenchmarkResults()
    results.runs = options.runs
    // Memory first: later workloads free pages that would hide the growth of the resident set.
    if options.groups.contains("memory") { results.memory = MemoryBenchmarks().runAll() }
    if options.groups.contains("tree") { results.tree = TreeBenchmarks(harness: harness, scale: options.scale).runAll(filter: options.filter) }
    if options.groups.contains("touch") { results.touch = TouchBenchmarks(harness: harness).runAll(filter: options.filter) }
    if options.groups.contains("table") {
        var table = TableBenchmarks(harness: harness, filter: options.filter)
        if let rows = options.rows { table.rowCounts = rows }
        results.table = table.runAll()
    }
    if options.groups.contains("layout") { results.layout = LayoutBenchmarks(harness: harness).runAll(filter: options.filter) }
    if options.groups.contains("collection") {
        var collection = CollectionBenchmarks(harness: harness, filter: options.filter)
        if let items = options.rows { collection.itemCounts = items }
        results.collection = collection.runAll()
    }
    if options.groups.contains("scaling") { results.scaling = ScalingBenchmarks(harness: harness).runAll(filter: options.filter) }
    if options.groups.contains("screens") { results.screens = ScreenBenchmarks(harness: harness, tests: options.tests).runAll(filter: options.filter) }
    return results
}

// The child process of the memory workload: measure one class in a fresh process and exit.
if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "--memory-probe" {
    let className = CommandLine.arguments[2]
    guard let line = MainActor.assumeIsolated({ MemoryBenchmarks.probe(className) }) else { exit(2) }
    print(line)
    exit(0)
}

guard let options = Options(arguments: Array(CommandLine.arguments.dropFirst())) else {
    FileHandle.standardError.write(Data((Options.usage + "\n").utf8))
    exit(2)
}
let results = MainActor.assumeIsolated { runBenchmarks(options) }
if let path = options.jsonPath {
    do {
        try Data((results.json() + "\n").utf8).write(to: URL(fileURLWithPath: path))
    } catch {
        FileHandle.standardError.write(Data("cannot write \(path): \(error)\n".utf8))
        exit(1)
    }
}
print(options.json ? results.json() : results.text())
