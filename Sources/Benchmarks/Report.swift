// Report.swift: the results as a text table with the targets, or as one JSON object.

import Foundation

/// Everything one run of the benchmarks measured.
struct BenchmarkResults {
    var tree: [TreeBenchmarks.Pair] = []
    var touch: [Measurement] = []
    var table: [TableBenchmarks.SizeResult] = []
    var layout: [Measurement] = []
    var collection: [Measurement] = []
    var scaling: [Measurement] = []
    var screens: [Measurement] = []
    var memory: [MemoryBenchmarks.Result] = []
    var runs = 0

    // MARK: - Targets

    /// One target of issue 10 and whether the run met it.
    struct Target {
        var description: String
        var measured: String
        var met: Bool
    }

    /// The targets that the measured groups can speak to.
    var targets: [Target] {
        var result: [Target] = []
        for pair in tree {
            guard let full = pair.full, let tenth = pair.tenth, let ratio = pair.ratio else { continue }
            result.append(Target(description: "\(full.name) linear: \(Self.grouped(full.size)) vs \(Self.grouped(tenth.size)) costs <= 12x",
                                 measured: String(format: "%.2fx (fastest runs %.2fx)", ratio, pair.minimumRatio ?? 0),
                                 met: ratio <= 12))
        }
        if let small = table.first(where: { $0.rows == 1_000 }), let large = table.first(where: { $0.rows == 1_000_000 }) {
            for (smallRun, largeRun) in zip(small.scrolls, large.scrolls) {
                let ratio = smallRun.nanosecondsPerOperation > 0
                    ? largeRun.nanosecondsPerOperation / smallRun.nanosecondsPerOperation : 0
                result.append(Target(description: "\(smallRun.name) per step at 1,000,000 rows <= 1.5x that at 1,000",
                                     measured: String(format: "%.2fx", ratio), met: ratio <= 1.5))
            }
        }
        for size in table {
            for run in size.scrolls where run.name != TableBenchmarks.ScrollMode.fixedStep.name {
                let created = run.counters["cellsCreated"] ?? 0, visible = run.counters["maxVisibleRows"] ?? 0
                result.append(Target(description: "\(run.name) at \(Self.grouped(size.rows)) rows: cells created <= visible rows + 2",
                                     measured: "\(Int(created)) created, \(Int(visible)) visible",
                                     met: created <= visible + 2))
            }
        }
        result += collectionTargets
        for entry in memory {
            guard let target = entry.target else { continue }
            let measured = entry.residentBytesPerInstance ?? entry.heapBytesPerInstance ?? .infinity
            result.append(Target(description: "\(entry.className) <= \(Int(target)) bytes (resident)",
                                 measured: String(format: "%.0f bytes resident, %.0f heap", measured,
                                                  entry.heapBytesPerInstance ?? .nan),
                                 met: measured <= target))
        }
        return result
    }

    // MARK: - Text

    /// The results as an aligned text table, then the targets.
    func text() -> String {
        var rows: [[String]] = [["workload", "size", "ops/run", "median", "per op", "peak RSS", "notes"]]
        func add(_ m: Measurement, notes: String = "") {
            // A hit test that lands on the wrong view means the workload measured something else.
            let wrongHits = Int(m.counters["wrongHits"] ?? 0)
            let notes = m.name.hasPrefix("tree.") && wrongHits > 0 ? notes + "  WRONG HITS: \(wrongHits)" : notes
            rows.append([m.name, Self.grouped(m.size), Self.grouped(m.operations), Self.duration(m.medianSeconds),
                         Self.duration(m.nanosecondsPerOperation / 1e9), m.peakResidentBytes.map(Self.bytes) ?? "-", notes])
        }
        for pair in tree {
            for m in pair.measurements {
                guard m.size == pair.full?.size, let ratio = pair.ratio else {
                    add(m)
                    continue
                }
                add(m, notes: String(format: "x%.2f for 10x", ratio) + (ratio <= 12 ? "" : "  NOT LINEAR"))
            }
        }
        for m in touch {
            if let turns = m.counters["turnsPerRun"] {
                add(m, notes: "pages turned \(Int(turns))")
            } else if m.counters["actionsPerRun"] != nil {
                add(m, notes: "actions \(Int(m.counters["actionsPerRun"] ?? 0)), wrong hits \(Int(m.counters["wrongHits"] ?? 0))")
            } else {
                add(m)
            }
        }
        for size in table {
            if let reload = size.reload {
                add(reload, notes: "reloadData alone " + Self.duration(reload.counters["reloadDataOnlyMedianSeconds"] ?? 0))
            }
            for run in size.scrolls {
                let c = run.counters
                add(run, notes: "cells \(Int(c["cellsCreated"] ?? 0)) (first screen \(Int(c["cellsOnFirstScreen"] ?? 0))), visible <= \(Int(c["maxVisibleRows"] ?? 0)), \(String(format: "%.2f", c["cellRequestsPerStep"] ?? 0)) cellForRowAt/step, heights asked \(Self.grouped(Int(c["heightRequestsWhileScrolling"] ?? 0)))")
            }
        }
        for m in layout {
            add(m, notes: m.counters["constraints"].map { "\(Int($0)) constraints" } ?? "")
        }
        for m in collection { add(m, notes: Self.collectionNotes(m)) }
        for m in scaling { add(m, notes: scalingNote(m)) }
        for m in screens { add(m, notes: Self.phaseNotes(m)) }
        var output = Self.align(rows)
        if !memory.isEmpty {
            output += "\n\nmemory (\(Self.grouped(MemoryBenchmarks.instances)) instances held)\n"
            var memoryRows: [[String]] = [["class", "resident bytes/instance", "heap bytes/instance"]]
            for entry in memory {
                memoryRows.append([entry.className,
                                   entry.residentBytesPerInstance.map { String(format: "%.0f", $0) } ?? "-",
                                   entry.heapBytesPerInstance.map { String(format: "%.0f", $0) } ?? "-"])
            }
            output += Self.align(memoryRows)
        }
        output += "\n\ntargets\n"
        output += Self.align(targets.map { [$0.met ? "met   " : "MISSED", $0.description, $0.measured] })
        output += "\n\nmedian of \(runs) runs after one warm-up run; times from ContinuousClock\n"
        return output
    }

    /// For a scaling workload at twice or four times its first size: how its time per operation
    /// compares with the first size's ("x1.03 per op vs 2500": flat means linear growth).
    private func scalingNote(_ m: Measurement) -> String {
        guard let base = scaling.first(where: { $0.name == m.name }), base.size < m.size,
              base.medianSeconds > 0, base.operations > 0, m.operations > 0 else { return "" }
        let perOperation = (m.medianSeconds / Double(m.operations)) / (base.medianSeconds / Double(base.operations))
        return String(format: "x%.2f per op vs %d", perOperation, base.size)
    }

    // MARK: - JSON

    /// One JSON object with the top-level keys "tree", "touch", "table", "layout", "collection"
    /// and "memory".
    func json() -> String {
        var treeObject: [String: Any] = [:]
        for pair in tree {
            guard let name = pair.measurements.first?.name else { continue }
            var object: [String: Any] = [:]
            object["full"] = pair.full.map(Self.object)
            object["tenth"] = pair.tenth.map(Self.object)
            object["ratio"] = pair.ratio
            object["ratioOfFastestRuns"] = pair.minimumRatio
            object["linear"] = pair.isLinear
            treeObject[String(name.dropFirst("tree.".count))] = object
        }
        var touchObject: [String: Any] = [:]
        for m in touch {
            let key = m.name.hasPrefix("touch.") ? String(m.name.dropFirst("touch.".count)) : m.name
            touchObject[key] = Self.object(m)
        }
        var tableObject: [String: Any] = [:]
        for size in table {
            var object: [String: Any] = [:]
            object["reload"] = size.reload.map(Self.object)
            object["scroll"] = size.scroll.map(Self.object)
            object["scrollFixedStep"] = size.scrollFixedStep.map(Self.object)
            object["scrollEstimated"] = size.scrollEstimated.map(Self.object)
            tableObject[String(size.rows)] = object
        }
        tableObject["targets"] = targets.filter { $0.description.hasPrefix("table.") }.map(Self.object)
        var collectionObject: [String: Any] = [:]
        for m in collection { collectionObject["\(m.name.dropFirst("collection.".count)).\(m.size)"] = Self.object(m) }
        collectionObject["targets"] = targets.filter { $0.description.hasPrefix("collection.") }.map(Self.object)
        var memoryObject: [String: Any] = [:]
        for entry in memory {
            var object: [String: Any] = ["instances": entry.instances]
            object["residentBytesPerInstance"] = entry.residentBytesPerInstance
            object["heapBytesPerInstance"] = entry.heapBytesPerInstance
            object["targetBytes"] = entry.target
            memoryObject[entry.className] = object
        }
        var layoutObject: [String: Any] = [:]
        for m in layout { layoutObject["\(m.name.dropFirst("layout.".count)).\(m.size)"] = Self.object(m) }
        var scalingObject: [String: Any] = [:]
        for m in scaling { scalingObject["\(m.name.dropFirst("scaling.".count)).\(m.size)"] = Self.object(m) }
        var root: [String: Any] = ["tree": treeObject, "touch": touchObject, "table": tableObject,
                                   "layout": layoutObject, "collection": collectionObject, "memory": memoryObject]
        if !scaling.isEmpty { root["scaling"] = scalingObject }
        if !screens.isEmpty {
            var screensObject: [String: Any] = [:]
            for m in screens { screensObject[String(m.name.dropFirst("screens.".count))] = Self.object(m) }
            root["screens"] = screensObject
        }
        guard let data = try? JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted, .sortedKeys]),
              let text = String(data: data, encoding: .utf8) else { return "{}" }
        return text
    }

    /// A screen test's phases, largest first, in microseconds per test.
    private static func phaseNotes(_ m: Measurement) -> String {
        let phases = m.counters.filter { $0.key.hasPrefix("µs.") }.sorted { $0.value > $1.value }
        var notes = phases.map { "\($0.key.dropFirst(3)) " + String(format: "%.0f µs", $0.value) }.joined(separator: ", ")
        if let failed = m.counters["failedChecks"], failed > 0 { notes += "; CHECKS FAILED in \(Int(clampingFloat: failed)) tests" }
        return notes
    }

    private static func object(_ m: Measurement) -> [String: Any] {
        var object: [String: Any] = [
            "size": m.size, "operations": m.operations, "runs": m.runSeconds.count,
            "medianSeconds": m.medianSeconds, "minimumSeconds": m.minimumSeconds,
            "nanosecondsPerOperation": m.nanosecondsPerOperation, "runSeconds": m.runSeconds,
        ]
        object["peakResidentBytes"] = m.peakResidentBytes
        if !m.counters.isEmpty { object["counters"] = m.counters }
        return object
    }

    private static func object(_ target: Target) -> [String: Any] {
        ["target": target.description, "measured": target.measured, "met": target.met]
    }

    // MARK: - Formatting

    static func duration(_ seconds: Double) -> String {
        switch seconds {
        case ..<1e-6: String(format: "%.0f ns", seconds * 1e9)
        case ..<1e-3: String(format: "%.2f us", seconds * 1e6)
        case ..<1: String(format: "%.2f ms", seconds * 1e3)
        default: String(format: "%.3f s", seconds)
        }
    }

    static func bytes(_ value: Int) -> String {
        String(format: "%.1f MB", Double(value) / 1_048_576)
    }

    static func grouped(_ value: Int) -> String {
        let digits = String(value)
        var result = ""
        for (index, character) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result += "," }
            result.append(character)
        }
        return result
    }

    private static func align(_ rows: [[String]]) -> String {
        let columnCount = rows.map(\.count).max() ?? 0
        var widths = [Int](repeating: 0, count: columnCount)
        for row in rows { for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) } }
        return rows.map { row in
            row.enumerated().map { index, cell in
                index == row.count - 1 ? cell : cell.padding(toLength: widths[index], withPad: " ", startingAt: 0)
            }.joined(separator: "  ")
        }.joined(separator: "\n")
    }
}
