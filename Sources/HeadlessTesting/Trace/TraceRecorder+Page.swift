// TraceRecorder+Page.swift: a traced test's end: the page written (always with `.on`, after a
// failure with `.retainOnFailure`), attached to the test, and named in a warning beside the
// failures; or a stale page of an earlier run removed when the test passed.

import Foundation
import Testing

extension TraceRecorder {
    /// Writes the page now (after a failure, so that the test can already look at it).
    func writePage() {
        markWritten()
        guard let pageURL else { return }
        if TraceFiles.write(TracePage.html(self), to: pageURL) { pageWritten = true }
    }

    /// Ends the trace as the test ends: unhooks the recorder, then writes the page when the mode
    /// keeps it (attaching it to a Swift Testing test and, for a failed test, recording a
    /// warning that names it), or removes a page left by an earlier run. Returns the page written.
    @discardableResult
    func finish(inSwiftTesting: Bool) -> URL? {
        uninstall()
        let keep = mode == .on || (mode == .retainOnFailure && hasFailed)
        guard let pageURL else { return nil }
        guard keep else {
            // A page left by an earlier failing run would describe a test that now passes.
            if !pageWritten, !TraceFiles.writtenThisRun.contains(pageURL.path), !TraceFiles.passesThroughLink(pageURL),
               FileManager.default.fileExists(atPath: pageURL.path) {
                try? FileManager.default.removeItem(at: pageURL)
            }
            return nil
        }
        let page = TracePage.html(self)
        guard TraceFiles.write(page, to: pageURL) else { return nil }
        if inSwiftTesting, Test.current != nil, let location = testLocation {
            Attachment.record(page, named: "trace.html", sourceLocation: location)
            if hasFailed {
                Issue.record(Comment(rawValue: "Trace of this test: \(pageURL.path)"), severity: .warning,
                             sourceLocation: location)
            }
        }
        return pageURL
    }
}
