// TracePage.swift: a trace as one self-contained page, in the walk-through's form (steps listed,
// then each step: its Swift line, the pictures before and after, the dump with changed lines
// marked) plus what a trace adds: virtual times, source locations, hit chains, reads, problems,
// failures and the accessibility tree. Well-formed XHTML, no script, the same bytes for the same
// trace.

import Foundation
import ViewKernel

/// The HTML of a trace: the walk-through's page with a trace's steps.
@MainActor
enum TracePage {
    /// The page of `recorder`'s trace.
    static func html(_ recorder: TraceRecorder) -> String {
        var sources = SourceLines()
        let steps = recorder.steps
        let failing = steps.filter { !$0.failures.isEmpty }.count
        var body = "<h1>\(escape(recorder.title))</h1>\n"
        body += "<p class=\"summary\">\(steps.count) step\(steps.count == 1 ? "" : "s")"
        if let last = steps.last { body += ", virtual time 0 to \(seconds(last.endTime))" }
        body += failing > 0 || !recorder.failuresBeforeFirstStep.isEmpty
            ? ", <strong class=\"failed\">failed</strong>" : ", passed"
        body += ". Kept: pictures of the first step, the last \(recorder.limits.pictureSteps) steps and "
            + "each failing step with the \(recorder.limits.stepsBeforeFailure) before it; dumps of the last "
            + "\(recorder.limits.textSteps) steps and of those.</p>\n"
        for failure in recorder.failuresBeforeFirstStep {
            body += "<pre class=\"failure\">\(escape(failure))</pre>\n"
        }
        body += "<ol class=\"steps\">\n"
        for step in steps {
            let mark = step.failures.isEmpty ? "" : " class=\"failing\""
            body += "<li\(mark)><a href=\"#step-\(step.number)\">\(escape(step.summary))</a> "
                + "<span class=\"time\">\(seconds(step.startTime))</span></li>\n"
        }
        body += "</ol>\n"
        var previousAfter: String?
        for step in steps {
            body += section(step, previousAfter: previousAfter, sources: &sources)
            previousAfter = step.dumpAfter
        }
        return document(title: "Trace: \(recorder.title)", body: body)
    }

    private static func section(_ step: TraceStep, previousAfter: String?, sources: inout SourceLines) -> String {
        let failing = !step.failures.isEmpty
        var html = "<section class=\"step\(failing ? " failing" : "")\" id=\"step-\(step.number)\">\n"
        html += "<h2>\(step.number). \(escape(step.summary))</h2>\n"
        var meta = "virtual time \(seconds(step.startTime))"
        if step.endTime != step.startTime { meta += " to \(seconds(step.endTime))" }
        meta += step.location.map { ", \(escape($0.text))" } ?? ", no source location (a call of the runtime)"
        html += "<p class=\"meta\">\(meta)</p>\n"
        if let location = step.location, let line = sources.line(location.filePath, location.line) {
            html += "<pre class=\"source\"><code>\(escape(line))</code></pre>\n"
        }
        html += list("failure", step.failures, pre: true)
        html += list("problem", step.problems.map { "Violation or logged problem: " + $0 }, pre: true)
        if !step.hitChain.isEmpty {
            html += "<pre class=\"hit\">\(escape(step.hitChain.joined(separator: "\n")))</pre>\n"
        }
        html += list("event", step.events.map { "Set off: " + $0 }, pre: false)
        if !step.queries.isEmpty {
            html += "<p class=\"queries\">Reads before this step: \(escape(step.queries.joined(separator: ", ")))</p>\n"
        }
        if step.pictureBefore != nil || step.pictureAfter != nil {
            html += "<div class=\"columns\">\n"
            if let before = step.pictureBefore {
                html += "<figure class=\"picture\">\n\(inlineSVG(before, prefix: "s\(step.number)b-"))\n<figcaption>before</figcaption>\n</figure>\n"
            }
            if let after = step.pictureAfter {
                html += "<figure class=\"picture\">\n\(inlineSVG(after, prefix: "s\(step.number)a-"))\n<figcaption>after</figcaption>\n</figure>\n"
            }
            html += "</div>\n"
        }
        html += dump(step, previousAfter: previousAfter)
        if let tree = step.accessibilityAfter {
            html += "<details>\n<summary>accessibility tree after</summary>\n<pre class=\"accessibility\">\(escape(tree))</pre>\n</details>\n"
        }
        html += "</section>\n"
        return html
    }

    /// The dump after the step, lines that are new or changed since before it marked, lines that
    /// went struck through; the dump before too when the screen changed between steps.
    private static func dump(_ step: TraceStep, previousAfter: String?) -> String {
        guard let after = step.dumpAfter else {
            return "<p class=\"changes\">dump not kept (beyond the trace's caps)</p>\n"
        }
        let before = step.dumpBefore ?? ""
        let oldLines = before.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let newLines = after.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let edits = LineDiff.editScript(old: oldLines, new: newLines)
        let added = edits.filter { $0.kind == .added }.count
        let removed = edits.filter { $0.kind == .removed }.count
        var html = "<p class=\"changes\">\(added) line\(added == 1 ? "" : "s") new or changed, \(removed) gone</p>\n"
        if let previousAfter, let dumpBefore = step.dumpBefore, dumpBefore != previousAfter {
            html += "<details>\n<summary>dump before (the screen changed since the step before)</summary>\n"
                + "<pre class=\"dump\">\(escape(dumpBefore))</pre>\n</details>\n"
        }
        html += "<pre class=\"dump\">"
        for edit in edits {
            switch edit.kind {
            case .same: html += escape(newLines[edit.new]) + "\n"
            case .added: html += "<mark>\(escape(newLines[edit.new]))</mark>\n"
            case .removed: html += "<del>\(escape(oldLines[edit.old]))</del>\n"
            }
        }
        html += "</pre>\n"
        return html
    }

    private static func list(_ kind: String, _ items: [String], pre: Bool) -> String {
        items.map { pre ? "<pre class=\"\(kind)\">\(escape($0))</pre>\n" : "<p class=\"\(kind)\">\(escape($0))</p>\n" }.joined()
    }

    /// A picture inline: without its XML declaration, its ids made unique on the page.
    static func inlineSVG(_ svg: String, prefix: String) -> String {
        var svg = svg
        if svg.hasPrefix("<?xml"), let end = svg.range(of: "?>") { svg = String(svg[end.upperBound...]) }
        svg = svg.replacingOccurrences(of: "id=\"", with: "id=\"\(prefix)")
            .replacingOccurrences(of: "url(#", with: "url(#\(prefix)")
            .replacingOccurrences(of: "href=\"#", with: "href=\"#\(prefix)")
        return svg.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private static func seconds(_ time: TimeInterval) -> String {
        "\(Headless.traceNumber(time)) s"
    }

    /// What a trace's page adds to the walk-through's style (WalkthroughPage.document).
    private static let extraStyle = """
        .meta, .time { color: #636366; }
        section.failing { border-top: 3px solid #ff3b30; }
        li.failing a, .failed { color: #ff3b30; font-weight: bold; }
        figure { margin: 0; }
        pre.failure { background: #ffe5e3; }
        pre.problem { background: #fff4d6; }

        """

    /// The walk-through's page around `body`, with the trace's additions to its style.
    private static func document(title: String, body: String) -> String {
        WalkthroughPage.document(title: title, body: body, extraStyle: extraStyle)
    }

    /// `text` escaped as the walk-through escapes it, control characters (which XML allows
    /// nowhere, not even as references) shown as `\u{8}`.
    static func escape(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return WalkthroughPage.escape(text) }
        var shown = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                shown += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        return WalkthroughPage.escape(shown)
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\n" && scalar != "\t" && scalar != "\r") || scalar.value == 0x7F
    }
}

/// The lines of the test files a page quotes, each file read once.
struct SourceLines {
    private var files: [String: [Substring]] = [:]

    /// Line `number` (1-based) of the file at `path`, trimmed; nil when unreadable.
    mutating func line(_ path: String, _ number: Int) -> String? {
        if files[path] == nil {
            let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
            files[path] = text.split(separator: "\n", omittingEmptySubsequences: false)
        }
        guard let lines = files[path], number >= 1, number <= lines.count else { return nil }
        let line = lines[number - 1].trimmingCharacters(in: .whitespaces)
        return line.isEmpty ? nil : line
    }
}
