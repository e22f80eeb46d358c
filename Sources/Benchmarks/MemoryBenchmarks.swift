// MemoryBenchmarks.swift: the bytes one view costs, over 100,000 instances.

import Foundation
import ViewWidgets

/// The memory workloads of issue 10: resident memory (and malloc's count of bytes in use) grown
/// by making 100,000 instances of a view class and holding them, each class in a fresh process.
@MainActor
struct MemoryBenchmarks {
    /// Instances per class.
    nonisolated static let instances = 100_000

    /// The cost of one instance of a class.
    struct Result {
        var className: String
        var instances: Int
        /// Growth of the resident set size (`VmRSS`), per instance.
        var residentBytesPerInstance: Double?
        /// Growth of the bytes malloc has handed out (`mallinfo2`), per instance: what the objects
        /// themselves take, whatever pages the allocator already had.
        var heapBytesPerInstance: Double?
        /// Target for a plain UIView: 512 bytes or less.
        var target: Double?
    }

    /// The classes measured, with how to make one and the target, if any.
    static let classes: [(name: String, target: Double?, make: @MainActor () -> UIView)] = [
        ("UIView", 512, { UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 20)) }),
        ("UILabel", nil, { UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20)) }),
        ("UIButton", nil, { ButtonWorkloads.makeButton() }),
    ]

    /// Measures UIView, UILabel and UIButton, each in a fresh child process (this program run
    /// with `--memory-probe NAME`), so that pages freed by other workloads or by the previous
    /// class cannot hide the growth of the resident set. Falls back to this process when the
    /// child cannot be run.
    func runAll() -> [Result] {
        Self.classes.map { entry in
            var result = Self.measureInChildProcess(entry.name) ?? Self.measure(entry.name, make: entry.make)
            result.target = entry.target
            return result
        }
    }

    /// The `--memory-probe NAME` entry point: measures one class here and prints
    /// `resident-bytes-per-instance heap-bytes-per-instance` (`-` for a reading that failed).
    static func probe(_ className: String) -> String? {
        guard let entry = classes.first(where: { $0.name == className }) else { return nil }
        let result = measure(entry.name, make: entry.make)
        return [result.residentBytesPerInstance, result.heapBytesPerInstance]
            .map { $0.map { String($0) } ?? "-" }.joined(separator: " ")
    }

    private static func measureInChildProcess(_ className: String) -> Result? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe")
        process.arguments = ["--memory-probe", className]
        let pipe = Pipe()
        process.standardOutput = pipe
        do { try process.run() } catch { return nil }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0,
              let fields = String(data: output, encoding: .utf8)?.split(separator: " ").map({ Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }),
              fields.count == 2 else { return nil }
        return Result(className: className, instances: instances,
                      residentBytesPerInstance: fields[0], heapBytesPerInstance: fields[1])
    }

    private static func measure(_ className: String, make: () -> UIView) -> Result {
        var views: [UIView] = []
        views.reserveCapacity(instances)
        // One made and dropped first, so one-time caches (fonts, colours) are not counted.
        blackHole(make())
        let residentBefore = Memory.residentBytes(), heapBefore = Memory.heapBytesInUse()
        for _ in 0..<instances { views.append(make()) }
        let residentAfter = Memory.residentBytes(), heapAfter = Memory.heapBytesInUse()
        blackHole(views)
        let count = Double(instances)
        return Result(className: className, instances: instances,
                      residentBytesPerInstance: residentBefore.flatMap { before in residentAfter.map { Double($0 - before) / count } },
                      heapBytesPerInstance: heapBefore.flatMap { before in heapAfter.map { Double($0 - before) / count } })
    }
}
