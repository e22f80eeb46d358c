// Harness.swift: timing (median of several runs), per-operation cost, and memory readings.

import Foundation
#if canImport(Glibc)
import Glibc
import ViewKernel
#endif

/// One measured workload: the median of several timed runs, divided by the operations per run.
struct Measurement {
    /// The workload's name, `group.workload` (`tree.build`), plus a size or variant.
    var name: String
    /// The size the workload ran at (views, rows, taps...), for the report.
    var size: Int
    /// How many operations one run performs (views added, hit tests, scroll steps...).
    var operations: Int
    /// The wall time of every run, in seconds, in the order they ran.
    var runSeconds: [Double]
    /// Extra numbers the workload reports (cells created, visible rows, actions fired...).
    var counters: [String: Double] = [:]
    /// The peak resident memory while the workload ran, in bytes (nil when it cannot be read).
    var peakResidentBytes: Int?

    /// The median run time, in seconds.
    var medianSeconds: Double {
        let sorted = runSeconds.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// The fastest run, in seconds.
    var minimumSeconds: Double { runSeconds.min() ?? 0 }

    /// The median time of one operation, in nanoseconds.
    var nanosecondsPerOperation: Double {
        operations > 0 ? medianSeconds * 1e9 / Double(operations) : 0
    }
}

/// Runs workloads: each sample sets up its own state, times only the part that is measured with
/// `ContinuousClock`, and is repeated `runs` times; the report gives the median.
@MainActor
struct Harness {
    /// How many timed runs each workload gets (after one untimed warm-up run).
    var runs: Int
    /// Whether to print progress lines to standard error.
    var verbose: Bool

    private let clock = ContinuousClock()

    /// Times `body` once and returns the elapsed seconds. Never inlined, so that a profiler can
    /// count only the timed part: `valgrind --tool=callgrind --toggle-collect='*HarnessV4time*'`.
    @inline(never)
    func time(_ body: () -> Void) -> Double {
        seconds(clock.measure(body))
    }

    /// Runs `sample` once to warm up and then `runs` times; each call returns the seconds it timed.
    /// The peak resident memory over the timed runs is recorded when the kernel lets us reset it.
    func measure(_ name: String, size: Int, operations: Int, warmUp: Bool = true,
                 counters: (() -> [String: Double])? = nil,
                 _ sample: () -> Double) -> Measurement {
        if verbose { FileHandle.standardError.write(Data("  \(name) [\(size)]...\n".utf8)) }
        if warmUp { _ = sample() }
        let peakIsResettable = Memory.resetPeakResident()
        var times: [Double] = []
        for _ in 0..<runs { times.append(sample()) }
        var measurement = Measurement(name: name, size: size, operations: operations, runSeconds: times)
        measurement.peakResidentBytes = peakIsResettable ? Memory.peakResidentBytes() : nil
        measurement.counters = counters?() ?? [:]
        return measurement
    }

    private func seconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
    }
}

/// Memory readings that are cheap on Linux: `/proc/self/status` and glibc's `mallinfo2`.
enum Memory {
    /// The resident set size now (`VmRSS`), in bytes; nil when /proc is not there.
    static func residentBytes() -> Int? { statusField("VmRSS") }

    /// The peak resident set size (`VmHWM`), in bytes; nil when /proc is not there.
    static func peakResidentBytes() -> Int? { statusField("VmHWM") }

    /// Resets the peak resident size to the current one (writing 5 to `/proc/self/clear_refs`);
    /// false when the kernel refuses, and then the peak covers the whole process.
    static func resetPeakResident() -> Bool {
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
        defer { try? handle.close() }
        do {
            try handle.write(contentsOf: Data("5".utf8))
            return true
        } catch {
            return false
        }
    }

    /// The bytes malloc has handed out and not got back (``HeapUsage/bytesInUse()``).
    static func heapBytesInUse() -> Int? { HeapUsage.bytesInUse() }

    /// Reads a `kB` field of `/proc/self/status`, in bytes.
    private static func statusField(_ name: String) -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(name + ":") {
            let digits = line.dropFirst(name.count + 1).filter(\.isNumber)
            return Int(digits).map { $0 * 1024 }
        }
        return nil
    }
}

/// Which workloads to run: `--filter` takes names separated by commas, each exact
/// (`table.scroll`) or a prefix ending in `*` (`tree.hitTest*`, `table.*`); no filter runs all.
struct WorkloadFilter {
    private let patterns: [Substring]

    init(_ specification: String?) {
        patterns = specification?.split(separator: ",") ?? []
    }

    /// Whether the workload called `name` runs.
    func includes(_ name: String) -> Bool {
        patterns.isEmpty || patterns.contains { pattern in
            pattern.hasSuffix("*") ? name.hasPrefix(pattern.dropLast()) : name == pattern
        }
    }
}

/// Keeps a value alive and opaque to the optimiser, so measured work is not thrown away.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
