// ControlsScene.swift: the controls scene (seed 000, parts 一–五) and its script.

import ViewWidgets

/// UIView properties and methods, UIControl, UILabel and UIButton's state tables on one screen.
struct ControlsScene: Scene {
    static let name = "controls"
    static let summary = "UIView properties and methods, UIControl, UILabel and UIButton's per-state tables"

    /// The images the screen shows.
    static let imageNames = ["controls_star", "controls_star_selected", "controls_button_bg"]

    func makeWindow() throws -> UIWindow {
        for name in ControlsScene.imageNames { _ = try DemoResources.image(named: name) }
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = ControlsViewController()
        window.makeKeyAndVisible()
        return window
    }

    /// A finger pressed on the state button and lifted; its title label written directly; a
    /// listener removed; the switch turned off; the view methods; the animations after 1 s.
    var steps: [SceneStep] {
        let finger = HeldFinger()
        return [
            SceneStep("start"),
            SceneStep("press-state-button") { window in
                // The finger stays down: the button shows its highlighted title.
                let button = try ControlsScene.controller(in: window).stateButton
                finger.touch = window.beginTouch(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
            },
            SceneStep("lift-finger") { window in
                // Touch up inside: both listeners run, the button is selected, the count is 1.
                if let touch = finger.touch { window.endTouch(touch) }
            },
            SceneStep("write-title-label-text") { window in
                // The button puts its state's title back on the next layout.
                try ControlsScene.controller(in: window).stateButton.titleLabel?.text = "4324324"
            },
            SceneStep("stop-counting-then-tap") { window in
                let controller = try ControlsScene.controller(in: window)
                controller.stopCounting()
                controller.stateButton.tap()
            },
            SceneStep("switch-off") { window in
                try ControlsScene.controller(in: window).onSwitch.tap()
            },
            SceneStep("view-methods") { window in
                try ControlsScene.controller(in: window).rearrangeViews()
            },
            SceneStep("animations-after-1s") { window in
                try ControlsScene.controller(in: window).animateViews()
                Headless.advance(by: 1)
            },
        ]
    }

    /// The scene's controller.
    static func controller(in window: UIWindow) throws -> ControlsViewController {
        guard let controller = window.rootViewController as? ControlsViewController else {
            throw SceneError("controls: the window has no ControlsViewController")
        }
        return controller
    }
}

/// A finger kept down from one step to the next.
@MainActor
private final class HeldFinger {
    var touch: UITouch?
}
