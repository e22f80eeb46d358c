// TestSelection.swift: which tests a worker process runs. The tests `swift test list` names are
// grouped by suite (a suite's tests stay in one process), a shard of a CI matrix keeps the groups
// whose stable hash falls to it, and the groups kept are spread over the workers by size.

import Foundation

/// A shard of a CI matrix: the `index`th (from 1) of `count`, as `HEADLESS_SHARD=2/8` writes it.
public struct Shard: Equatable, Sendable, CustomStringConvertible {
    public let index: Int
    public let count: Int

    /// Reads `K/N` with 1 ≤ K ≤ N; nil for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
              count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    public var description: String { "\(index)/\(count)" }

    /// Whether the group named `key` falls to this shard: a hash of its name that is the same on
    /// every machine and in every run, so each group is in exactly one shard of N.
    public func contains(_ key: String) -> Bool {
        Int(TestSelection.stableHash(key) % UInt64(count)) == index - 1
    }
}

/// The tests of one package, grouped by suite, and how they are split over worker processes.
public struct TestSelection: Sendable {
    /// The groups, each a suite (`Module.Suite`) or a test outside any suite, with its tests.
    public private(set) var groups: [(key: String, tests: [String])]

    /// Groups the test identifiers `swift test list` prints (`Module.Suite/test()` for Swift
    /// Testing, `Module.Class/testName` for XCTest, `Module.test()` outside a suite); lines that
    /// are not identifiers (build output) are left out.
    public init(listing: String) {
        var order: [String] = []
        var tests: [String: [String]] = [:]
        for line in listing.split(whereSeparator: \.isNewline) {
            let id = line.trimmingCharacters(in: .whitespaces)
            guard Self.isTestIdentifier(id) else { continue }
            let key = Self.groupKey(of: id)
            if tests[key] == nil { order.append(key) }
            tests[key, default: []].append(id)
        }
        groups = order.map { (key: $0, tests: tests[$0] ?? []) }
    }

    /// Every test kept, in listing order.
    public var tests: [String] { groups.flatMap(\.tests) }

    /// Only the groups of `shard`.
    public func keeping(_ shard: Shard) -> TestSelection {
        var kept = self
        kept.groups = groups.filter { shard.contains($0.key) }
        return kept
    }

    /// The groups spread over at most `workers` processes: largest group first, each to the
    /// process with the fewest tests so far (ties to the first). Empty processes are left out.
    public func split(into workers: Int) -> [[String]] {
        let count = max(1, workers)
        var loads = Array(repeating: 0, count: count)
        var keys = Array(repeating: [String](), count: count)
        let bySize = groups.enumerated().sorted {
            $0.element.tests.count != $1.element.tests.count ? $0.element.tests.count > $1.element.tests.count : $0.offset < $1.offset
        }
        for (_, group) in bySize {
            let lightest = loads.indices.min { loads[$0] != loads[$1] ? loads[$0] < loads[$1] : $0 < $1 } ?? 0
            loads[lightest] += group.tests.count
            keys[lightest].append(group.key)
        }
        return keys.filter { !$0.isEmpty }
    }

    /// The `--filter` arguments of `swift test` that run exactly the groups named: a suite's
    /// tests (`^Module\.Suite/`), or a test outside any suite (its identifier, then the end or
    /// Swift Testing's `/file:line` suffix).
    public static func filterArguments(for keys: [String]) -> [String] {
        keys.flatMap { key -> [String] in
            let escaped = escapedForRegularExpression(key)
            return ["--filter", key.hasSuffix(")") ? "^\(escaped)(/|$)" : "^\(escaped)/"]
        }
    }

    // MARK: - Identifiers

    /// `Module.Suite` for a test in a suite, the whole identifier for one outside any.
    static func groupKey(of id: String) -> String {
        guard let slash = id.firstIndex(of: "/") else { return id }
        return String(id[..<slash])
    }

    /// Whether `line` reads as a test identifier: a module name, a dot, then a name, with no
    /// spaces (SwiftPM's progress lines have some).
    static func isTestIdentifier(_ line: String) -> Bool {
        guard !line.isEmpty, !line.contains(" "), let dot = line.firstIndex(of: "."), dot != line.startIndex else { return false }
        let module = line[..<dot]
        return module.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } && line.index(after: dot) != line.endIndex
    }

    /// `text` with the characters a regular expression gives meaning to escaped.
    static func escapedForRegularExpression(_ text: String) -> String {
        let special: Set<Character> = ["\\", "^", "$", ".", "|", "?", "*", "+", "(", ")", "[", "]", "{", "}"]
        return String(text.flatMap { special.contains($0) ? ["\\", $0] : [$0] })
    }

    /// FNV-1a over the UTF-8 bytes: the same number for the same text on every machine.
    static func stableHash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}
