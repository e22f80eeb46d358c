// WindowExplorer+Page.swift: `html FILE`: the session so far as a walk-through page, one step per
// command that acted, with the line it was recorded as.

import Foundation
import ViewWidgets

extension WindowExplorer {
    /// What the session's page says of its steps.
    static let pageIntroduction = "Each step: the explorer's command, the Swift line it was recorded as (when the session "
        + "is recorded), the screen after it (views that changed are outlined; hover a view for its dump line), and the "
        + "tree dump (changed lines marked)."

    /// Keeps the window as it is now as the page's next step, named `name`, with the lines the
    /// command recorded as its source.
    func keepPageStep(named name: String) {
        let recorded = recorder.map { Array($0.lines.dropFirst(recordedBefore)) } ?? []
        let source = recorded.isEmpty ? nil : recorded.joined(separator: "\n")
        let (step, snapshot) = WalkthroughStep.of(window, index: pageSteps.count + 1, name: name, source: source,
                                                  since: pageSnapshot)
        pageSteps.append(step)
        pageSnapshot = snapshot
    }

    /// Writes the session's page to `file`; false (said why) when no page is kept or it cannot
    /// be written.
    func writePage(to file: String) -> Bool {
        guard let pageTitle else {
            return fail("this explorer keeps no page (swift run Demos SCENE --html DIR writes a scene's)")
        }
        let page = WalkthroughPage.page(title: pageTitle, summary: "an explorer session (Headless.explore)", steps: pageSteps,
                                        index: nil, introduction: Self.pageIntroduction, opening: "the screen as it opens")
        do {
            let url = URL(fileURLWithPath: file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try page.write(to: url, atomically: true, encoding: .utf8)
            write("wrote \(file) (\(pageSteps.count) steps)")
            return true
        } catch {
            return fail("could not write \(file): \(error.localizedDescription)")
        }
    }
}
