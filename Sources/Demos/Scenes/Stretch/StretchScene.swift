// StretchScene.swift: the stretch scene (seed 000 "03-小图片拉伸") and its script.

import ViewWidgets

/// A chat bubble behind 250 x 200 buttons: the dumps show each background's cap insets and mode.
struct StretchScene: Scene {
    static let name = "stretch"
    static let summary = "a 40x30 chat bubble behind 250x200 buttons: stretchable and resizable images, cap insets"

    func makeWindow() throws -> UIWindow {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.backgroundColor = .white
        let bubble = try DemoResources.image(named: "chatfrom_bg_normal.png")
        window.rootViewController = StretchViewController(bubble: bubble)
        window.makeKeyAndVisible()
        return window
    }

    /// Both buttons; then the bottom one tiles its middle; then the top one changes size and its
    /// background follows (the caps stay, only the middle grows).
    var steps: [SceneStep] {
        [
            SceneStep("start"),
            SceneStep("tile-the-middle") { window in
                try StretchScene.controller(in: window).tileResizableBackground()
            },
            SceneStep("resize-top-button") { window in
                try StretchScene.controller(in: window).stretchableButton.frame = CGRect(x: 10, y: 10, width: 300, height: 100)
            },
        ]
    }

    /// The scene's controller.
    static func controller(in window: UIWindow) throws -> StretchViewController {
        guard let controller = window.rootViewController as? StretchViewController else {
            throw SceneError("stretch: the window has no StretchViewController")
        }
        return controller
    }
}
