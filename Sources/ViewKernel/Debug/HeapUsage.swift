// HeapUsage.swift: how much of the C heap is in use, for the benchmarks' memory figures and the
// tests that check memory stays flat. Not UIKit: package access only.
import Foundation
#if canImport(Glibc)
import Glibc
#endif

package enum HeapUsage {
    /// The bytes malloc has handed out and not got back, from glibc's `malloc_info` report
    /// (memory taken from the system, less free chunks, plus blocks mapped directly); nil where
    /// `malloc_info` is not available (another C library, or another allocator, such as the
    /// address sanitizer's).
    package static func bytesInUse() -> Int? {
        #if canImport(Glibc)
        typealias MallocInfo = @convention(c) (Int32, UnsafeMutablePointer<FILE>?) -> Int32
        guard let symbol = dlsym(nil, "malloc_info") else { return nil }
        let mallocInfo = unsafeBitCast(symbol, to: MallocInfo.self)
        var buffer: UnsafeMutablePointer<CChar>?
        var length = 0
        guard let stream = open_memstream(&buffer, &length) else { return nil }
        guard mallocInfo(0, stream) == 0 else {
            fclose(stream)
            free(buffer)
            return nil
        }
        fclose(stream)
        guard let buffer else { return nil }
        defer { free(buffer) }
        let report = String(cString: buffer)
        // The totals over every arena follow the last per-arena section.
        guard let lastHeap = report.range(of: "</heap>", options: .backwards) else { return nil }
        let totals = report[lastHeap.upperBound...]
        func size(_ tag: String) -> Int? {
            guard let start = totals.range(of: tag)?.upperBound,
                  let sizeStart = totals[start...].range(of: "size=\"")?.upperBound,
                  let sizeEnd = totals[sizeStart...].firstIndex(of: "\"") else { return nil }
            return Int(totals[sizeStart..<sizeEnd])
        }
        guard let system = size("<system type=\"current\""), let fast = size("<total type=\"fast\""),
              let rest = size("<total type=\"rest\""), let mapped = size("<total type=\"mmap\"") else { return nil }
        return system - fast - rest + mapped
        #else
        return nil
        #endif
    }
}
