// TestRunner.swift: `swift run headless-test`: builds a package's tests once, lists them, keeps
// a CI shard's part, and runs it in parallel worker processes (`swift test --skip-build` with
// the filters of each worker's suites), printing each worker's output whole when it ends.

import Foundation

/// What the command line asked for.
public struct RunnerOptions: Equatable, Sendable {
    /// Worker processes run at once; the machine's cores by default.
    public var workers = ProcessInfo.processInfo.activeProcessorCount
    /// The CI shard to run (`--shard K/N`, or `HEADLESS_SHARD=K/N`); nil for all tests.
    public var shard: Shard?
    /// The package whose tests run.
    public var packagePath = "."
    /// Whether to skip `swift build --build-tests` (the tests are built already).
    public var skipBuild = false
    /// Whether to print the selected tests, one a line, and run nothing.
    public var listOnly = false
    /// Arguments after `--`, given to every `swift test`.
    public var passThrough: [String] = []

    public static let usage = """
        usage: swift run headless-test [--workers N] [--shard K/N] [--package-path PATH] [--skip-build] [--list] [-- swift-test-arguments]
          --workers N        worker processes at once (default: the number of cores)
          --shard K/N        run only shard K of N, for a CI matrix (also HEADLESS_SHARD=K/N)
          --package-path P   the package to test (default: .)
          --skip-build       the tests are built already
          --list             print the selected tests and run nothing
        """

    public init() {}

    /// Reads `arguments` (without the program's name) and `environment`; a message saying what
    /// is wrong for anything it does not understand.
    public static func parse(_ arguments: [String], environment: [String: String]) -> Result<RunnerOptions, RunnerError> {
        var options = RunnerOptions()
        if let shard = environment["HEADLESS_SHARD"], !shard.isEmpty {
            guard let parsed = Shard(shard) else { return .failure(RunnerError("HEADLESS_SHARD=\(shard) is not K/N with 1 ≤ K ≤ N")) }
            options.shard = parsed
        }
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--workers":
                guard let value = rest.popFirst(), let workers = Int(value), workers >= 1 else {
                    return .failure(RunnerError("--workers needs a whole number of at least 1"))
                }
                options.workers = workers
            case "--shard":
                guard let value = rest.popFirst(), let shard = Shard(value) else {
                    return .failure(RunnerError("--shard needs K/N with 1 ≤ K ≤ N"))
                }
                options.shard = shard
            case "--package-path":
                guard let value = rest.popFirst() else { return .failure(RunnerError("--package-path needs a path")) }
                options.packagePath = value
            case "--skip-build": options.skipBuild = true
            case "--list": options.listOnly = true
            case "--": options.passThrough = Array(rest); rest = []
            default: return .failure(RunnerError("unknown argument \(argument)\n\(usage)"))
            }
        }
        return .success(options)
    }
}

/// Why the runner could not run.
public struct RunnerError: Error, Equatable, Sendable, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}

/// Runs a package's tests over worker processes.
public enum TestRunner {
    /// Runs the command line; returns the exit status (0 when every worker passed).
    public static func main(arguments: [String], environment: [String: String]) -> Int32 {
        let options: RunnerOptions
        switch RunnerOptions.parse(arguments, environment: environment) {
        case .success(let parsed): options = parsed
        case .failure(let error):
            FileHandle.standardError.write(Data("headless-test: \(error)\n".utf8))
            return 2
        }
        let package = ["--package-path", options.packagePath]
        if !options.skipBuild {
            let build = run(["build", "--build-tests"] + package, capturing: false)
            guard build.status == 0 else { return build.status }
        }
        let listing = run(["test", "list", "--skip-build"] + package, capturing: true)
        guard listing.status == 0 else {
            FileHandle.standardError.write(Data(listing.output.utf8))
            return listing.status
        }
        var selection = TestSelection(listing: listing.output)
        if let shard = options.shard { selection = selection.keeping(shard) }
        if options.listOnly {
            print(selection.tests.joined(separator: "\n"))
            return 0
        }
        let plan = selection.split(into: options.workers)
        print("headless-test: \(selection.tests.count) tests in \(selection.groups.count) suites on \(plan.count) workers"
              + (options.shard.map { ", shard \($0)" } ?? ""))
        guard !plan.isEmpty else { return 0 }
        return runWorkers(plan, package: package, passThrough: options.passThrough)
    }

    /// Starts one `swift test` per worker at once, each writing to its own file, then prints
    /// each worker's output whole, in order, as it ends; returns the first failing status (0
    /// when all passed).
    private static func runWorkers(_ plan: [[String]], package: [String], passThrough: [String]) -> Int32 {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("headless-test-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            FileHandle.standardError.write(Data("headless-test: cannot make \(folder.path): \(error)\n".utf8))
            return 1
        }
        var started: [(process: Process, log: URL, suites: Int)] = []
        for (index, keys) in plan.enumerated() {
            let log = folder.appendingPathComponent("worker-\(index + 1).log")
            let arguments = ["test", "--skip-build", "--ignore-lock"] + package
                + TestSelection.filterArguments(for: keys) + passThrough
            guard FileManager.default.createFile(atPath: log.path, contents: nil),
                  let output = try? FileHandle(forWritingTo: log) else {
                FileHandle.standardError.write(Data("headless-test: cannot write \(log.path)\n".utf8))
                return 1
            }
            let process = swiftProcess(arguments)
            process.standardOutput = output
            process.standardError = output
            do {
                try process.run()
            } catch {
                FileHandle.standardError.write(Data("headless-test: cannot run swift: \(error)\n".utf8))
                return 127
            }
            started.append((process, log, keys.count))
        }
        var status: Int32 = 0
        for (index, worker) in started.enumerated() {
            worker.process.waitUntilExit()
            let code = worker.process.terminationStatus
            let verdict = code == 0 ? "passed" : "FAILED (exit status \(code))"
            print("== worker \(index + 1): \(worker.suites) suites, \(verdict)")
            let output = (try? String(contentsOf: worker.log, encoding: .utf8)) ?? ""
            print(output, terminator: output.hasSuffix("\n") || output.isEmpty ? "" : "\n")
            if status == 0 { status = code }
        }
        return status
    }

    /// Runs `swift` with `arguments`, its output shown as it comes (`capturing` false) or
    /// returned (standard output and error together).
    static func run(_ arguments: [String], capturing: Bool) -> (status: Int32, output: String) {
        let process = swiftProcess(arguments)
        let pipe = Pipe()
        if capturing {
            process.standardOutput = pipe
            process.standardError = pipe
        }
        do {
            try process.run()
        } catch {
            return (127, "headless-test: cannot run swift: \(error)\n")
        }
        // Read to the end before waiting: a full pipe would otherwise stop the process.
        let data = capturing ? pipe.fileHandleForReading.readDataToEndOfFile() : Data()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// `swift` found on the PATH, with `arguments`.
    private static func swiftProcess(_ arguments: [String]) -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        return process
    }
}
