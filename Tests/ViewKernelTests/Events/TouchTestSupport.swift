// TouchTestSupport.swift: views, controllers and targets that record what reaches them.

import Foundation
import Testing
import ViewKernel

/// A log several recorders write to, so a test can check the order across objects.
@MainActor
final class EventLog {
    var entries: [String] = []
}

/// A view that records the touch methods it receives. With `forwards`, it also passes them on
/// (calls `super`), so the responder chain continues.
@MainActor
final class RecordingView: UIView {
    var name = "view"
    var log = EventLog()
    var forwards = false
    var lastTouches: Set<UITouch> = []
    var lastEvent: UIEvent?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("began", touches, event)
        if forwards { super.touchesBegan(touches, with: event) }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("moved", touches, event)
        if forwards { super.touchesMoved(touches, with: event) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("ended", touches, event)
        if forwards { super.touchesEnded(touches, with: event) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("cancelled", touches, event)
        if forwards { super.touchesCancelled(touches, with: event) }
    }

    private func record(_ phase: String, _ touches: Set<UITouch>, _ event: UIEvent?) {
        log.entries.append("\(name) \(phase)")
        lastTouches = touches
        lastEvent = event
    }
}

/// Receives gesture recognizer actions and records the state at each call.
@MainActor
final class GestureTarget: NSObject {
    var states: [UIGestureRecognizer.State] = []
    var plainCalls = 0
    var translations: [CGPoint] = []
    var velocities: [CGPoint] = []

    func handle(_ sender: UIGestureRecognizer) { states.append(sender.state) }

    func handleTap(_ sender: UITapGestureRecognizer) { states.append(sender.state) }

    func handlePan(_ sender: UIPanGestureRecognizer) {
        states.append(sender.state)
        translations.append(sender.translation(in: sender.view))
        velocities.append(sender.velocity(in: sender.view))
    }

    func handleWithoutArgument() { plainCalls += 1 }
}

/// A window of 320x480 that is key and visible, as an app's window after launch.
@MainActor
func makeVisibleWindow() -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.makeKeyAndVisible()
    return window
}
