// WalkthroughPage.swift: the HTML of the walk-through (a titled sequence of steps, each with its
// picture, dump and changes): well-formed XHTML with the pictures inline, no script, readable from file://.

import Foundation
import ViewWidgets

/// One step as the walk-through page shows it.
package struct WalkthroughStep {
    /// The step's number, from 1.
    package let index: Int
    /// The step's name, its heading.
    package let name: String
    /// The Swift lines that run the step, if known.
    package let source: String?
    /// The picture of the window after the step.
    package let svg: String
    /// The tree dump after the step, a line each.
    package let dumpLines: [String]
    /// Which dump lines are new or changed since the previous step.
    package let changedLines: Set<Int>
    /// The rectangles (window points) of the views that are new or changed, outlined on the picture.
    package let outlines: [CGRect]
    /// The dump lines of views gone since the previous step.
    package let removed: [String]

    /// A step with everything the page shows of it.
    package init(index: Int, name: String, source: String?, svg: String, dumpLines: [String],
                 changedLines: Set<Int>, outlines: [CGRect], removed: [String]) {
        self.index = index
        self.name = name
        self.source = source
        self.svg = svg
        self.dumpLines = dumpLines
        self.changedLines = changedLines
        self.outlines = outlines
        self.removed = removed
    }
}

/// The walk-through's HTML: one page for a titled sequence of steps (a demo scene's script, an
/// explorer session, a test's trace), each with its lines, picture, dump and what changed.
@MainActor
package enum WalkthroughPage {
    /// What the page says of its steps under the summary, as the demo scenes' pages say it.
    package static let stepsIntroduction = "Each step: the Swift lines that run it, the screen after it (views that changed are "
        + "outlined; hover a view for its dump line), and the tree dump (changed lines marked)."

    /// The page of `steps` under `title` and `summary`; `index` links back to an index page
    /// (`backLink` its text). `opening` is what the first step says instead of its count of changes.
    package static func page(title: String, summary: String, steps: [WalkthroughStep], index: String?,
                             backLink: String = "all scenes", introduction: String = stepsIntroduction,
                             opening: String = "the screen as the scene opens") -> String {
        var body = ""
        if let index { body += "<p class=\"back\"><a href=\"\(escape(index))\">\(escape(backLink))</a></p>\n" }
        body += "<h1>\(escape(title))</h1>\n<p class=\"summary\">\(escape(summary))</p>\n"
        body += "<p>\(escape(introduction))</p>\n"
        body += "<ol class=\"steps\">\n"
        for step in steps {
            body += "<li><a href=\"#step-\(step.index)\">\(escape(step.name))</a></li>\n"
        }
        body += "</ol>\n"
        for step in steps { body += section(step, opening: opening) }
        return document(title: "\(title): walk-through", body: body)
    }

    private static func section(_ step: WalkthroughStep, opening: String) -> String {
        var html = "<section class=\"step\" id=\"step-\(step.index)\">\n"
        html += "<h2>\(step.index). \(escape(step.name))</h2>\n"
        if let source = step.source {
            html += "<pre class=\"source\"><code>\(escape(source))</code></pre>\n"
        }
        let changes = step.index == 1 ? opening
            : "\(step.changedLines.count) view\(step.changedLines.count == 1 ? "" : "s") new or changed"
                + (step.removed.isEmpty ? "" : ", \(step.removed.count) removed")
        html += "<p class=\"changes\">\(changes)</p>\n"
        html += "<div class=\"columns\">\n<div class=\"picture\">\n\(inlineSVG(step))\n</div>\n"
        html += "<pre class=\"dump\">"
        for (index, line) in step.dumpLines.enumerated() {
            let text = escape(line)
            html += (step.changedLines.contains(index) && step.index > 1 ? "<mark>\(text)</mark>" : text) + "\n"
        }
        for line in step.removed { html += "<del>\(escape(line))</del>\n" }
        html += "</pre>\n</div>\n</section>\n"
        return html
    }

    /// The step's picture as inline SVG: without its XML declaration, its ids made unique to the
    /// step (several pictures share the page), and the changed views outlined on top.
    private static func inlineSVG(_ step: WalkthroughStep) -> String {
        var svg = step.svg
        if svg.hasPrefix("<?xml"), let end = svg.range(of: "?>") { svg = String(svg[end.upperBound...]) }
        let prefix = "s\(step.index)-"
        svg = svg.replacingOccurrences(of: "id=\"", with: "id=\"\(prefix)")
            .replacingOccurrences(of: "url(#", with: "url(#\(prefix)")
            .replacingOccurrences(of: "href=\"#", with: "href=\"#\(prefix)")
        guard step.index > 1, !step.outlines.isEmpty, let close = svg.range(of: "</svg>", options: .backwards) else {
            return svg.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        var outlines = "<g class=\"changed\" fill=\"none\" stroke=\"#ff2d55\" stroke-width=\"1.5\" stroke-dasharray=\"4 2\">\n"
        for rect in step.outlines where rect.width > 0 || rect.height > 0 {
            outlines += "<rect x=\"\(number(rect.minX))\" y=\"\(number(rect.minY))\" width=\"\(number(rect.width))\" height=\"\(number(rect.height))\"/>\n"
        }
        outlines += "</g>\n"
        svg.replaceSubrange(close, with: outlines + "</svg>")
        return svg.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// A whole page: `body` (HTML) under the walk-through's style, and `extraStyle` (CSS rules a
    /// page adds, such as a trace's) after it.
    package static func document(title: String, body: String, extraStyle: String = "") -> String {
        """
        <!DOCTYPE html>
        <html xmlns="http://www.w3.org/1999/xhtml" lang="en">
        <head>
        <meta charset="utf-8"/>
        <title>\(escape(title))</title>
        <style>
        body { font-family: -apple-system, "Helvetica Neue", sans-serif; margin: 2em; color: #1c1c1e; }
        .summary { color: #636366; }
        section.step { border-top: 1px solid #d1d1d6; padding-top: 1em; margin-top: 2em; }
        .columns { display: flex; gap: 2em; align-items: flex-start; flex-wrap: wrap; }
        .picture svg { border: 1px solid #d1d1d6; max-width: 100%; height: auto; }
        pre { background: #f2f2f7; padding: 0.8em; overflow-x: auto; font-size: 12px; }
        pre.dump { flex: 1; min-width: 30em; }
        mark { background: #ffd60a; }
        del { color: #ff3b30; }
        .changes { font-style: italic; }
        \(extraStyle)</style>
        </head>
        <body>
        \(body)</body>
        </html>

        """
    }

    /// `text` with the characters HTML gives a meaning escaped.
    package static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }

    private static func number(_ value: CGFloat) -> String {
        WindowExplorer.format(Double(value))
    }
}
