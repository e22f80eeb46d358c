// ControlTestSupport.swift: targets, logs and controls that record what a control sends.
import Foundation
import Testing
import ViewWidgets

/// A log several recorders write to, so a test can check the order across objects.
@MainActor
final class ControlLog {
    var entries: [String] = []
}

/// The touch and value events with the names the logs use, in raw-value order.
let namedControlEvents: [(UIControl.Event, String)] = [
    (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"),
    (.touchDragInside, "touchDragInside"), (.touchDragOutside, "touchDragOutside"),
    (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
    (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"), (.touchCancel, "touchCancel"),
    (.valueChanged, "valueChanged"), (.primaryActionTriggered, "primaryActionTriggered"),
]

/// Registers one UIAction per named event on `control`, each appending the event's name to `log`.
@MainActor
func recordEvents(of control: UIControl, into log: ControlLog) {
    for (event, name) in namedControlEvents {
        control.addAction(UIAction { _ in log.entries.append(name) }, for: event)
    }
}

/// A control that logs its tracking calls with the state it sees at each.
@MainActor
final class TrackingLogControl: UIControl {
    var log = ControlLog()
    var beginResult = true
    var continueResult = true

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        log.entries.append("begin highlighted=\(isHighlighted)")
        return beginResult
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        log.entries.append("continue inside=\(isTouchInside)")
        return continueResult
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        log.entries.append("end highlighted=\(isHighlighted) inside=\(isTouchInside)")
    }

    override func cancelTracking(with event: UIEvent?) {
        log.entries.append("cancel")
    }
}

/// A view that records the touch phases that reach it through the responder chain.
@MainActor
final class TouchRecordingView: UIView {
    var phases: [String] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("began") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("cancelled") }
}

/// A target with one method of each form UIKit allows.
@MainActor
final class ActionRecorder: NSObject {
    var calls: [String] = []
    var senders: [UIControl] = []
    var events: [UIEvent?] = []

    func refresh() { calls.append("refresh") }

    func buttonTapped(_ sender: UIButton) {
        calls.append("buttonTapped")
        senders.append(sender)
    }

    func buttonTapped(_ sender: UIButton, event: UIEvent?) {
        calls.append("buttonTapped(event)")
        senders.append(sender)
        events.append(event)
    }

    func senderAsAny(_ sender: Any) {
        calls.append("senderAsAny")
    }

    func controlChanged(_ sender: UIControl) {
        calls.append("controlChanged")
        senders.append(sender)
    }
}

/// A 320x480 window, key and visible, as an app's window after launch.
@MainActor
func makeControlWindow() -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.makeKeyAndVisible()
    return window
}

/// A test image of the given size in points (scale 1).
@MainActor
func controlTestImage(width: Int, height: Int) throws -> UIImage {
    try #require(UIImage(data: testPNGData(width: width, height: height)))
}

/// Puts a finger down at `from`, keeps it still for `rest` seconds (a scroll view's content hears
/// of it after 0.15 s), then drags it to `to` in ten frames and lifts it (window coordinates).
@MainActor
func drag(in window: UIWindow, from: CGPoint, to: CGPoint, restingFirst rest: TimeInterval) {
    let touch = window.beginTouch(at: from)
    Headless.advance(by: rest)
    for step in 1...10 {
        Headless.advance(by: 1.0 / 60)
        let fraction = CGFloat(step) / 10
        window.moveTouch(touch, to: CGPoint(x: from.x + (to.x - from.x) * fraction, y: from.y + (to.y - from.y) * fraction))
    }
    window.endTouch(touch)
}
