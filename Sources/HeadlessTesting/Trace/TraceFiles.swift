// TraceFiles.swift: where a test's trace page goes: `__Traces__/<TestFile>/<Suite>.<test>.html`
// beside the test file, as snapshots go in `__Snapshots__`, or `trace.html` in the test's folder
// of failure artefacts when `HEADLESS_ARTIFACTS` names one. Names are made file-name parts as
// snapshot names are: nothing a test is called writes outside the folder.

import Foundation
import Testing

/// Where trace pages are written, and writing them without following links.
@MainActor
enum TraceFiles {
    /// A folder used instead of `__Traces__/<TestFile>` and of the artefacts folder (the
    /// toolkit's own tests).
    static var folderOverride: String?

    /// The pages this process wrote: a passing test never removes one of them (another case of
    /// the same test, or a test of the same name, failed earlier in the run).
    static var writtenThisRun: Set<String> = []

    /// Whether the page, or a folder it is written in up to and including `__Traces__`, is a
    /// symbolic link: a link committed in a repository (`__Traces__` -> elsewhere) must not
    /// redirect the write.
    static func passesThroughLink(_ url: URL) -> Bool {
        var current = url
        while true {
            if FailureArtifacts.isSymbolicLink(current) { return true }
            if current.lastPathComponent == "__Traces__" || current.pathComponents.count <= 1 { return false }
            let parent = current.deletingLastPathComponent()
            // Outside a `__Traces__` folder (an artefacts folder): the page and its folder only.
            if !url.pathComponents.contains("__Traces__"), current != url { return false }
            current = parent
        }
    }

    /// How many cases of each parameterized test have started in this process.
    private static var casesStarted: [String: Int] = [:]

    /// A name for the next case of the parameterized test `test` (`case-1`, `case-2`...), so
    /// that its cases' pages do not overwrite each other. Swift Testing does not publish a case's
    /// arguments; the cases are counted in the order they start.
    static func nextCaseName(of test: Test) -> String {
        let key = "\(test.id)"
        let count = (casesStarted[key] ?? 0) + 1
        casesStarted[key] = count
        return "case-\(count)"
    }

    /// The page of the test named `nameComponents` (its suites and function, `("x")` argument
    /// lists left out) written in `testFilePath`; nil when no folder can be named or the name
    /// leaves nothing to name a file with.
    static func pageURL(testFilePath: String?, nameComponents: [String], caseName: String? = nil,
                        inSwiftTesting: Bool = true,
                        environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        if let folderOverride {
            return file(nameComponents, caseName, in: URL(fileURLWithPath: folderOverride).standardizedFileURL)
        }
        let artifacts = FailureArtifacts.folderOverride ?? environment[FailureArtifacts.environmentKey]
        if let artifacts, !artifacts.isEmpty {
            guard let folder = FailureArtifacts.testFolder(inSwiftTesting: inSwiftTesting, environment: environment) else { return nil }
            return FailureArtifacts.file("trace.html", in: folder)
        }
        guard let testFilePath else {
            return FailureArtifacts.testFolder(inSwiftTesting: inSwiftTesting, environment: environment)
                .flatMap { FailureArtifacts.file("trace.html", in: $0) }
        }
        let testFile = URL(fileURLWithPath: testFilePath)
        let folder = testFile.deletingLastPathComponent().appendingPathComponent("__Traces__")
            .appendingPathComponent(SnapshotFiles.sanitized(testFile.deletingPathExtension().lastPathComponent))
            .standardizedFileURL
        return file(nameComponents, caseName, in: folder)
    }

    /// `<Suite>.<test>[.<case>].html` in `folder`, each part sanitised; nil when it would not
    /// be a file directly inside `folder`.
    private static func file(_ nameComponents: [String], _ caseName: String?, in folder: URL) -> URL? {
        let parts = (nameComponents.map { String($0.prefix { $0 != "(" }) } + (caseName.map { [$0] } ?? []))
            .map(SnapshotFiles.sanitized).filter { !$0.isEmpty }
        guard !parts.isEmpty else { return nil }
        return FailureArtifacts.file(parts.joined(separator: ".") + ".html", in: folder)
    }

    /// Writes `page` to `url`, making its folder; never through a link standing at the page's
    /// place. Returns whether it was written.
    static func write(_ page: String, to url: URL) -> Bool {
        let files = FileManager.default
        do {
            guard !passesThroughLink(url) else { return false }
            try files.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            if passesThroughLink(url) { return false }
            try page.write(to: url, atomically: true, encoding: .utf8)
            writtenThisRun.insert(url.path)
            return true
        } catch {
            return false
        }
    }
}
