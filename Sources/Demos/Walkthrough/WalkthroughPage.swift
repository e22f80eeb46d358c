// WalkthroughPage.swift: the HTML of the walk-through: well-formed XHTML with the pictures inline,
// no script, readable from file://.

import Foundation
import ViewWidgets

@MainActor
enum WalkthroughPage {
    /// The page of one scene. `index` links back to an index page when there is one.
    static func scene(_ scene: any Scene.Type, steps: [WalkthroughStep], index: String?) -> String {
        var body = ""
        if let index { body += "<p class=\"back\"><a href=\"\(escape(index))\">all scenes</a></p>\n" }
        body += "<h1>\(escape(scene.name))</h1>\n<p class=\"summary\">\(escape(scene.summary))</p>\n"
        body += "<p>Each step: the Swift lines that run it, the screen after it (views that changed are "
            + "outlined; hover a view for its dump line), and the tree dump (changed lines marked).</p>\n"
        body += "<ol class=\"steps\">\n"
        for step in steps {
            body += "<li><a href=\"#step-\(step.index)\">\(escape(step.name))</a></li>\n"
        }
        body += "</ol>\n"
        for step in steps { body += section(step) }
        return document(title: "\(scene.name): walk-through", body: body)
    }

    /// The index of every scene's page.
    static func index(_ scenes: [any Scene.Type]) -> String {
        var body = "<h1>Demo scenes</h1>\n<p>Each page walks through one scene step by step "
            + "(<code>swift run Demos SCENE --html DIR</code> writes one).</p>\n<ul class=\"scenes\">\n"
        for scene in scenes {
            body += "<li><a href=\"\(escape(scene.name)).html\">\(escape(scene.name))</a>: \(escape(scene.summary))</li>\n"
        }
        body += "</ul>\n"
        return document(title: "Demo scenes", body: body)
    }

    private static func section(_ step: WalkthroughStep) -> String {
        var html = "<section class=\"step\" id=\"step-\(step.index)\">\n"
        html += "<h2>\(step.index). \(escape(step.name))</h2>\n"
        if let source = step.source {
            html += "<pre class=\"source\"><code>\(escape(source))</code></pre>\n"
        }
        let changes = step.index == 1 ? "the screen as the scene opens"
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

    private static func document(title: String, body: String) -> String {
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
        </style>
        </head>
        <body>
        \(body)</body>
        </html>

        """
    }

    /// `text` with the characters HTML gives a meaning escaped.
    static func escape(_ text: String) -> String {
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
        SceneExplorer.format(Double(value))
    }
}
