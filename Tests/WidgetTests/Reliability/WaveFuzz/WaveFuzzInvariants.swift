// WaveFuzzInvariants.swift: what must hold after every operation of the wave's random-operation
// test: the reports UIKit makes and no other, the stack view's arrangement, the constrained view's
// frame by priority, first responders and typed text, and the chain of presented controllers.
import Foundation
import TestSupport
import ViewWidgets

extension WaveFuzzHarness {
    /// How far a laid-out edge may be from the expected one (the engine's pixel rounding).
    static let tolerance: CGFloat = 0.5

    func checkInvariants(messages: [String], expected: [String], conflictBefore: Bool) -> InvariantFailure? {
        checkReports(messages: messages, expected: expected, conflictBefore: conflictBefore)
            ?? checkStack()
            ?? checkConstrainedView()
            ?? checkResponders()
            ?? checkPresentation()
    }

    // MARK: - Reports

    /// Unsatisfiable constraints are logged when required widths conflict (at once when the
    /// conflict is new) and never otherwise; every other report is the one the operation expects.
    private func checkReports(messages: [String], expected: [String], conflictBefore: Bool) -> InvariantFailure? {
        let unsatisfiable = messages.filter { $0.contains("Unable to simultaneously satisfy constraints") }
        let others = messages.filter { !$0.contains("Unable to simultaneously satisfy constraints") }
        let conflict = widthConflict()
        if !unsatisfiable.isEmpty, !conflict {
            return InvariantFailure("unsatisfiable constraints are reported only when required ones conflict",
                                    "required widths \(requiredWidths()), report: \(unsatisfiable[0].prefix(200))")
        }
        if conflict, !conflictBefore, unsatisfiable.isEmpty {
            return InvariantFailure("a new conflict of required constraints is reported",
                                    "required widths \(requiredWidths()), no report")
        }
        let matches = others.count == expected.count && zip(others, expected).allSatisfy { $0.hasPrefix($1) }
        if !matches {
            return InvariantFailure("the operation reports what UIKit reports and nothing else",
                                    "reported \(others), expected messages starting \(expected)")
        }
        return nil
    }

    // MARK: - Stack view

    /// The arranged views are the model's, each a subview; the visible ones tile the stack along
    /// its axis with the spacing between them (in equal lengths with `.fillEqually`), and fill it
    /// across (`.fill` alignment).
    private func checkStack() -> InvariantFailure? {
        let arranged = stack.arrangedSubviews.compactMap { ($0 as? WaveStackItem)?.index }
        guard arranged == stackOrder, stack.arrangedSubviews.count == stackOrder.count else {
            return InvariantFailure("the arranged subviews are the model's", "stack has \(arranged), model \(stackOrder)")
        }
        if let stray = stack.arrangedSubviews.first(where: { $0.superview !== stack }) {
            return InvariantFailure("every arranged view is a subview of the stack", "\(stray.description) is not")
        }
        let visible = stackOrder.filter { !hiddenItems.contains($0) }.map { items[$0] }
        guard !visible.isEmpty else { return nil }
        let bounds = stack.bounds
        let axisLength = vertical ? bounds.height : bounds.width
        let crossLength = vertical ? bounds.width : bounds.height
        let equalLength = (axisLength - spacing * CGFloat(visible.count - 1)) / CGFloat(visible.count)
        var expectedStart: CGFloat = 0
        for view in visible {
            let frame = view.frame
            let (start, length) = vertical ? (frame.minY, frame.height) : (frame.minX, frame.width)
            let (crossStart, cross) = vertical ? (frame.minX, frame.width) : (frame.minY, frame.height)
            let name = "item \(view.index)"
            if abs(start - expectedStart) > Self.tolerance {
                return InvariantFailure("the visible arranged views tile the stack with its spacing",
                                        "\(name) starts at \(start), expected \(expectedStart) (frame \(frame), stack \(bounds))")
            }
            if fillEqually, abs(length - equalLength) > Self.tolerance {
                return InvariantFailure("fillEqually gives every visible view the same length",
                                        "\(name) is \(length) long, expected \(equalLength)")
            }
            if abs(crossStart) > Self.tolerance || abs(cross - crossLength) > Self.tolerance {
                return InvariantFailure("the arranged views fill the stack across",
                                        "\(name) has frame \(frame) in a stack of \(bounds.size)")
            }
            expectedStart = start + length + spacing
        }
        let end = expectedStart - spacing
        if abs(end - axisLength) > Self.tolerance {
            return InvariantFailure("the visible arranged views fill the stack along its axis",
                                    "they end at \(end), the stack is \(axisLength) long")
        }
        return nil
    }

    // MARK: - Constraints

    /// The constrained view's frame: an active leading, top or height constraint holds exactly
    /// (nothing opposes them); of the width constraints, the required ones hold (one of them when
    /// they conflict), else the strongest of the others, or somewhere between the strongest ones
    /// when several share the top priority.
    private func checkConstrainedView() -> InvariantFailure? {
        let frame = target.frame
        guard frame.origin.x.isFinite, frame.origin.y.isFinite, frame.width.isFinite, frame.height.isFinite else {
            return InvariantFailure("the constrained view's frame is finite", "\(frame)")
        }
        let exact: [(slot: Int, value: CGFloat, name: String)] = [(0, frame.minX, "x"), (1, frame.minY, "y"), (4, frame.height, "height")]
        for (slot, value, name) in exact where slotActive[slot] && abs(value - slotConstant[slot]) > Self.tolerance {
            return InvariantFailure("an active constraint that nothing opposes holds",
                                    "\(name) is \(value), slot \(slot) asks \(slotConstant[slot]) (frame \(frame))")
        }
        let required = requiredWidths()
        let width = frame.width
        if !required.isEmpty {
            if !required.contains(where: { abs($0 - width) <= Self.tolerance }) {
                return InvariantFailure("a required width constraint holds",
                                        "width \(width), required \(required)")
            }
            if required.count == 1 || !widthConflict(), abs(required[0] - width) > Self.tolerance {
                return InvariantFailure("a required width constraint holds", "width \(width), required \(required)")
            }
            return nil
        }
        let optional = [2, 3, 5].filter { slotActive[$0] }
        guard let strongest = optional.map({ slotPriority[$0] }).max() else { return nil }
        let top = optional.filter { slotPriority[$0] == strongest }.map(widthValue(ofSlot:))
        let low = top.min() ?? 0, high = top.max() ?? 0
        if width < low - Self.tolerance || width > high + Self.tolerance {
            return InvariantFailure("the strongest optional width constraint wins",
                                    "width \(width), the strongest (priority \(strongest)) ask \(top)")
        }
        return nil
    }

    // MARK: - First responders and typing

    /// At most one field is the first responder, only one in a window; each field's text is the
    /// model's (the keys typed into it while it was the first responder).
    private func checkResponders() -> InvariantFailure? {
        let first = fields.indices.filter { fields[$0].isFirstResponder }
        if first.count > 1 {
            return InvariantFailure("at most one field is the first responder", "fields \(first) are")
        }
        if let index = first.first, fields[index].window == nil {
            return InvariantFailure("only a view in a window is the first responder", "field \(index) is out of its window")
        }
        for (index, field) in fields.enumerated() where (field.text ?? "") != texts[index] {
            return InvariantFailure("a field holds the keys typed into it",
                                    "field \(index) has \((field.text ?? "").debugDescription), expected \(texts[index].debugDescription)")
        }
        return nil
    }

    // MARK: - Presentation

    /// The chain of presented controllers is the model's, linked both ways and settled; the top
    /// one's view is in the window, the view under a full-screen one is not; dismissed
    /// controllers are freed.
    private func checkPresentation() -> InvariantFailure? {
        var current: UIViewController = root
        for (level, next) in presented.enumerated() {
            guard current.presentedViewController === next, next.presentingViewController === current else {
                return InvariantFailure("the presented controllers are the model's, linked both ways",
                                        "level \(level) presents \(current.presentedViewController.map { String(describing: type(of: $0)) } ?? "nothing")")
            }
            if next.isBeingPresented || next.isBeingDismissed {
                return InvariantFailure("a presentation settles", "level \(level + 1) is still moving")
            }
            if presentedFullScreen[level], current.viewIfLoaded?.window != nil {
                return InvariantFailure("a full-screen presentation takes the view under it out of the window",
                                        "level \(level)'s view is still in it")
            }
            current = next
        }
        if let extra = current.presentedViewController {
            return InvariantFailure("the presented controllers are the model's, linked both ways",
                                    "the top presents \(String(describing: type(of: extra)))")
        }
        if current.viewIfLoaded?.window !== window {
            return InvariantFailure("the top controller's view is in the window", "level \(presented.count)'s is not")
        }
        if let leaked = dismissed.first(where: { $0.controller != nil }) {
            return InvariantFailure("a dismissed controller is freed", "\(leaked.name) is still alive")
        }
        return nil
    }
}
