// ActionabilityReport.swift: the failure of an action whose element never became ready: which
// condition was still false, the element's state, and what was still under way in the app
// (animations and the views they move, timers and delayed calls, transitions, the keyboard).

@_spi(Testing) import ViewWidgets

/// The text of an action's failure once its wait is over.
@MainActor
enum ActionabilityReport {
    /// At most this many animations, and this many due times, are listed.
    static let listLimit = 5

    /// The whole message: `Failed to tap app.buttons["Go"] after waiting 5 s of virtual time: it is
    /// moving`, then the element (or why there is none), then what is under way.
    static func message(action: String, element: XCUIElement, notReady: XCUIElement.NotReady, waited: TimeInterval) -> String {
        var lines = ["Failed to \(action) \(element.path) after waiting \(seconds(waited)) of virtual time: \(notReady.condition)"]
        switch element.resolve() {
        case .failure(let failure):
            lines.append(failure.message)
        case .success(let view):
            var state = "Element: " + describe(view)
            if view.alpha < 1 { state += "; alpha \(formatNumber(view.alpha))" }
            lines.append(state)
            if case .moving(let moving, let keys) = notReady, moving !== view {
                lines.append("Moved by its superview \(describe(moving)) (animation of \(keys.joined(separator: ", ")))")
            }
            if case .scrolling(let scrollView) = notReady {
                lines.append("Scrolling: \(describe(scrollView)), \(seconds(scrollView.remainingScrollTime)) left")
            }
        }
        lines.append(underWay())
        return lines.joined(separator: "\n")
    }

    /// What is still under way in the app, a line each, under a heading; or a line saying nothing is.
    static func underWay() -> String {
        var lines: [String] = []
        let animations = Headless.runningAnimations
        for animation in animations.prefix(listLimit) {
            let what = animation.view.map(describe) ?? "a layer: \(animation.layer.description)"
            let left = animation.remaining.map { ", \(seconds($0)) left" } ?? ""
            lines.append("animation of \(animation.keys.joined(separator: ", ")) on \(what)\(left)")
        }
        if animations.count > listLimit { lines.append("and \(animations.count - listLimit) more animations") }
        let due = Headless.pendingWorkDueTimes
        if !due.isEmpty {
            let times = due.prefix(listLimit).map { "in " + seconds(max(0, $0 - Headless.now)) }.joined(separator: ", ")
            let more = due.count > listLimit ? " and \(due.count - listLimit) more" : ""
            lines.append("\(due.count == 1 ? "a timer or delayed call" : "\(due.count) timers or delayed calls") due \(times)\(more)")
        }
        lines.append(contentsOf: Headless.transitionsUnderWay)
        if Headless.isKeyboardMoving { lines.append("the keyboard, sliding") }
        guard !lines.isEmpty else { return "Nothing is under way (no animation, timer, delayed call or transition)." }
        return "Still under way:\n" + lines.map { "    " + $0 }.joined(separator: "\n")
    }

    /// `UIButton: Button, {{16, 300}, {288, 44}}, label: 'Go'`: the class, then the element summary.
    static func describe(_ view: UIView) -> String {
        "\(type(of: view)): \(ElementAttributes.summary(of: view))"
    }

    /// `0.5 s`, `5 s`.
    static func seconds(_ time: TimeInterval) -> String {
        "\(formatNumber((time * 1000).rounded() / 1000)) s"
    }
}
