// Headless+ActionTrace.swift: the hook through which a test toolkit hears of each action a test
// takes (touches, typing, the clock, presentations, pushes and pops), to record a trace. With no
// observer installed (the default) each action pays one nil check.

/// One action a test took, as the runtime tells a ``HeadlessActionObserver`` of it.
@MainActor
package struct HeadlessAction {
    /// What kind of action it is.
    package enum Kind: String, Sendable {
        case tap, drag, touch, touchUpdate, viewTap, typeText, advance, runUntilIdle, present, dismiss, push, pop
    }

    /// The kind of action.
    package let kind: Kind
    /// The action as a trace lists it: `tap at (160, 240)`, `advance by 0.5 s`.
    package let summary: String
    /// The window the action touches, when it touches one.
    package weak var window: UIWindow?
    /// Where a finger lands (window coordinates), for touches.
    package let point: CGPoint?
    /// The observer told that the action began, which alone is told that it ended (an observer
    /// installed or replaced meanwhile never hears of an end without its beginning).
    weak var observer: (any HeadlessActionObserver)?

    /// An action of `kind`, listed as `summary`.
    package init(_ kind: Kind, _ summary: String, window: UIWindow? = nil, point: CGPoint? = nil) {
        self.kind = kind
        self.summary = summary
        self.window = window
        self.point = point
    }
}

/// Told of each action as it begins and ends, nested actions too (the clock advancing inside a
/// drag, a presentation a tap sets off): HeadlessTesting's trace recorder.
@MainActor
package protocol HeadlessActionObserver: AnyObject {
    /// `action` begins; nothing of it has happened yet.
    func actionWillBegin(_ action: HeadlessAction)
    /// `action` has ended (its run loop turns run).
    func actionDidEnd(_ action: HeadlessAction)
}

extension Headless {
    /// The observer told of every action, or nil (the default: actions cost a nil check). It
    /// survives ``reset()``, as the violation handler does; a traced test installs it and takes it
    /// away when the test ends.
    package static var actionObserver: (any HeadlessActionObserver)?

    /// Tells the observer, if any, that the action `make` describes begins, and returns it for
    /// ``endAction(_:)`` (nil, without building the action, when nobody observes):
    ///
    ///     let traced = Headless.beginAction(HeadlessAction(.advance, "advance by 1 s"))
    ///     defer { Headless.endAction(traced) }
    package static func beginAction(_ make: @autoclosure () -> HeadlessAction) -> HeadlessAction? {
        guard let observer = actionObserver else { return nil }
        var action = make()
        action.observer = observer
        observer.actionWillBegin(action)
        return action
    }

    /// Tells the observer that began `action` (from ``beginAction(_:)``) that it has ended.
    package static func endAction(_ action: HeadlessAction?) {
        guard let action, let observer = action.observer else { return }
        observer.actionDidEnd(action)
    }

    /// A number as a trace writes it: no decimals when whole, at most three otherwise.
    package static func traceNumber(_ value: Double) -> String {
        guard value.isFinite else { return String(value) }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(clampingFloat: value)) }
        var text = String(format: "%.3f", value)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// A point as a trace writes it: `(160, 240)`.
    package static func tracePoint(_ point: CGPoint) -> String {
        "(\(traceNumber(Double(point.x))), \(traceNumber(Double(point.y))))"
    }
}
