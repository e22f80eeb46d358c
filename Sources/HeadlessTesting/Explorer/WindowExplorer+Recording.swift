// WindowExplorer+Recording.swift: the explorer recording its session as a test: taps and typing
// through the element each becomes a line for (`app.buttons["Log in"].tap()`), `expect` and
// `snapshot`, and writing the test.

import Foundation
import ViewWidgets

extension WindowExplorer {
    /// Adds `line` to the recorded test, when the session is recorded.
    func recording(_ line: String) {
        recorder?.add(line)
    }

    /// `point` as Swift source: `CGPoint(x: 10, y: 20.5)`.
    static func swiftPoint(_ point: CGPoint) -> String {
        "CGPoint(x: \(format(Double(point.x))), y: \(format(Double(point.y))))"
    }

    /// The element a tap on `view` is meant for: the view or its nearest ancestor a query can
    /// find, with the expression that finds exactly it; nil when none can be found.
    func element(containing view: UIView) -> (view: UIView, expression: String)? {
        var current: UIView? = view
        while let candidate = current, candidate !== window {
            if let expression = ElementLocator.expression(for: candidate, in: window) { return (candidate, expression) }
            current = candidate.superview
        }
        return nil
    }

    /// The kinds of element a tap does the same to wherever it lands on them: a tap on one of
    /// these is recorded as a tap on the element (at its centre, as XCUITest taps). A tap on any
    /// other (a table's empty part, a segment of a segmented control, a slider's track, a bar's
    /// background) is recorded at its point, which is what it did.
    static let tappedAnywhere: Set<XCUIElement.ElementType> = [
        .button, .cell, .textField, .secureTextField, .searchField, .textView, .switch, .staticText, .image,
    ]

    /// Whether a tap anywhere on `element` does what a tap at its centre does.
    static func isTappedAnywhere(_ element: UIView) -> Bool {
        ElementTree.elementType(of: element).map { tappedAnywhere.contains($0) } ?? false
    }

    /// A query that finds `view` alone, written as `expression`, to act through as the test will.
    private func query(_ expression: String, for view: UIView) -> XCUIElement {
        XCUIElement(path: expression, pick: .only) { [weak view] in view.map { [$0] } ?? [] }
    }

    /// A tap recorded as the test will make it: on the element holding `view` through the
    /// element (`app.buttons["Greet"].tap()`: it waits for the element and for the animations the
    /// tap starts, as XCUITest does); where no element holds the view, a tap at `point` in the
    /// window, recorded with a comment naming what it touched.
    func recordedTap(at point: CGPoint, on view: UIView?) -> Bool {
        if let view, let (element, expression) = element(containing: view), Self.isTappedAnywhere(element) {
            let target = query(expression, for: element)
            guard target.isHittable else {
                return fail("\(expression) is not hittable now (covered, hidden or off screen): nothing tapped, nothing recorded")
            }
            return actingThroughElement("\(expression).tap()") {
                target.tap()
                return "tapped \(expression): \(element.description)"
            }
        }
        let touched = window.hitTest(point, with: nil)
        let what = touched.map { "\(String(describing: type(of: $0))) there" } ?? "nothing takes the touch there"
        recording("app.window.tap(at: \(Self.swiftPoint(point)))  // no element at \(place(point)): \(what)")
        return changing { "tapped " + describe(window.tap(at: point)) }
    }

    /// Typing recorded as the test will type: into the element that has the keyboard
    /// (`app.textFields["Email"].typeText("ada")`), or into the app when no query finds it.
    func recordedTyping(_ text: String, into responder: UIResponder) -> Bool {
        let literal = ElementLocator.swiftLiteral(text)
        if let view = responder as? UIView, let (element, expression) = element(containing: view) {
            let target = query(expression, for: element)
            return actingThroughElement("\(expression).typeText(\(literal))") {
                target.typeText(text)
                return "typed \(text.debugDescription) into \(expression): \(element.description)"
            }
        }
        let app = XCUIApplication(window: window)
        return actingThroughElement("app.typeText(\(literal))") {
            app.typeText(text)
            return "typed \(text.debugDescription) into the app"
        }
    }

    /// Runs `action`, an action through an element, as `changing` does, and records `line` when
    /// it succeeds. The element's own failures (it never became ready in the action timeout) are
    /// reported as errors and the line is left out; the clock may have moved on while it waited.
    private func actingThroughElement(_ line: String, _ action: () -> String) -> Bool {
        var failures: [String] = []
        recording(line)
        let done = changing {
            var summary = ""
            failures = TestLocation.collectingFailures { summary = action() }
            return failures.isEmpty ? summary : failures.map { "error: \($0)" }.joined(separator: "\n") + "\n(not recorded)"
        }
        guard failures.isEmpty else {
            recorder?.removeLastLine()
            // The page's step for this command shows no recorded line either.
            if let last = pageSteps.popLast() {
                pageSteps.append(WalkthroughStep(index: last.index, name: last.name, source: nil, svg: last.svg,
                                                 dumpLines: last.dumpLines, changedLines: last.changedLines,
                                                 outlines: last.outlines, removed: last.removed))
            }
            return false
        }
        return done
    }

    /// `expect "TEXT"`: whether an element showing `text` (as its label, identifier or
    /// placeholder) is on screen now, checked with the query the test will use
    /// (`app.staticTexts["Welcome"].exists`). A check that passes is recorded as an `#expect`;
    /// one that fails is reported and left out, so that the recorded test passes as recorded.
    func expect(_ text: String) -> Bool {
        let literal = ElementLocator.swiftLiteral(text)
        var found: UIView?
        for entry in TreeSnapshot(of: window).entries.reversed()
        where ElementTree.elementType(of: entry.view) != nil && ElementAttributes.matches(entry.view, key: text) {
            if ElementLocator.expression(for: entry.view, in: window) != nil { found = entry.view; break }
        }
        if found == nil, let shown = frontMostView(showing: text) { found = element(containing: shown)?.view }
        guard let view = found, let type = ElementTree.elementType(of: view) else {
            return fail("expect failed: no element shows \(literal) (not recorded)")
        }
        let check = XCUIApplication(window: window).descendants(matching: type)[text]
        let expression = "app.\(ElementAttributes.queryName(type))[\(literal)]"
        guard check.exists else { return fail("expect failed: \(expression) finds nothing (not recorded)") }
        recording("#expect(\(expression).exists)")
        write("expect passed: \(expression) exists: \(view.description)")
        return true
    }

    /// `snapshot NAME`: keeps the window's dump, as `assertSnapshot(of:as: .dump)` will take
    /// it, to be written beside the test as its reference.
    func keepSnapshot(named name: String) -> Bool {
        guard recorder != nil else { return fail("this session is not recorded (Headless.explore records one)") }
        let text = Snapshotting<UIView>.dump.snapshot(window)
        if let problem = recorder?.addSnapshot(named: name, text: text) { return fail("snapshot: \(problem)") }
        write("kept snapshot \(ElementLocator.swiftLiteral(name)) (\(text.split(separator: "\n").count) lines)")
        return true
    }

    /// Writes the recorded test to `path`, with its snapshots; false (said why) when it cannot.
    func record(to path: String) -> Bool {
        guard let recorder else { return fail("this session is not recorded (Headless.explore records one)") }
        do {
            try recorder.write(to: path)
            write("recorded \(recorder.lines.count) lines as \(path)")
            return true
        } catch {
            return fail("could not write \(path): \(error)")
        }
    }
}
