// UIKeyInput+Typing.swift: typing on the simulated keyboard from a test, through UIKeyInput's own
// calls, as a person's key taps arrive.

extension UIKeyInput {
    /// Types `text` key by key, as a person typing on the keyboard: each character arrives as
    /// ``insertText(_:)`` with that one character (the Return key as `"\n"`), and
    /// `XCUIKeyboardKey.delete`'s character, `"\u{8}"`, as ``deleteBackward()``; a run loop turn
    /// follows each key. Everything the keys set off (delegate calls, control events,
    /// notifications) happens as it would on a device, because the calls are the device's.
    ///
    /// Keys reach only the first responder: typing into anything else types nothing and is
    /// reported as a violation ("Cannot type into <...>: it is not the first responder").
    /// A headless addition (as `XCUIElement.typeText(_:)` in UI tests; not UIKit API).
    public func typeText(_ text: String) {
        let traced = Headless.beginAction(HeadlessAction(
            .typeText, "type \(text.debugDescription)", window: (self as? UIView)?.window))
        defer { Headless.endAction(traced) }
        guard let responder = self as? UIResponder, responder.isFirstResponder else {
            let name = (self as? UIView)?.description ?? String(describing: type(of: self))
            Headless.reportViolation("Cannot type into \(name): it is not the first responder (call becomeFirstResponder() or tap it)",
                                     exceptionName: "HeadlessSimulatedTyping")
            return
        }
        for character in text {
            // A key may end editing (Return): the rest of the keys go nowhere, as on a device.
            guard responder.isFirstResponder else { return }
            if character == "\u{8}" {
                deleteBackward()
            } else {
                insertText(String(character))
            }
            Headless.runTurn()
        }
    }
}
