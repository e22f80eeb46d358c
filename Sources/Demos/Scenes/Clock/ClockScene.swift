// ClockScene.swift: custom drawing and Core Animation: a clock face drawn with UIBezierPath,
// hands turned by CABasicAnimation.

import ViewWidgets

/// A clock: the face is drawn once when it appears (`draw(_:)`), again only when its colours
/// change (`setNeedsDisplay()`) or it is resized (`contentMode = .redraw`); the hands are shape
/// layers that Core Animation turns on the virtual clock. The pictures show the hands where the
/// presentation layers have them at each step.
struct ClockScene: Scene {
    static let name = "clock"
    static let summary = "Drawing: a clock face drawn with UIBezierPath, hands turned by CABasicAnimation"

    func makeWindow() throws -> UIWindow {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = ClockViewController()
        window.makeKeyAndVisible()
        return window
    }

    private static func controller(of window: UIWindow) throws -> ClockViewController {
        guard let controller = window.rootViewController as? ClockViewController else {
            throw SceneError("the clock scene's window lost its controller")
        }
        return controller
    }

    var steps: [SceneStep] {
        [
            SceneStep("start"),
            SceneStep("second-hand-after-15s") { window in
                try Self.controller(of: window).clock.startSecondHand()
                Headless.advance(by: 15)
            },
            SceneStep("set-time-half-way") { window in
                try Self.controller(of: window).clock.setTime(hours: 10, minutes: 40, seconds: 15, animated: true)
                Headless.advance(by: 0.5)
            },
            SceneStep("time-set") { _ in
                Headless.advance(by: 0.5)
            },
            SceneStep("night-face") { window in
                let clock = try Self.controller(of: window).clock
                clock.faceColor = UIColor(white: 0.1, alpha: 1)
                clock.markColor = .white
            },
            SceneStep("larger-clock-redrawn") { window in
                try Self.controller(of: window).clockSide = 300
            },
        ]
    }
}
