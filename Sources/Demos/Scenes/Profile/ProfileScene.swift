// ProfileScene.swift: a profile screen laid out with Auto Layout anchors, at any screen size.

import ViewWidgets

/// A profile screen built the modern way: every view placed by constraints (anchors, the layout
/// margins and the safe area), none by frames. Run it at two widths (`--width 414`) to see the same
/// constraints give both layouts; the steps grow the bio, animate the details panel open by
/// changing one constant, and turn the window on its side.
struct ProfileScene: Scene {
    static let name = "profile"
    static let summary = "Auto Layout: anchors, margins, intrinsic sizes, a constant animated, two screen sizes"

    func makeWindow() throws -> UIWindow {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = ProfileViewController()
        window.makeKeyAndVisible()
        return window
    }

    private static func controller(of window: UIWindow) throws -> ProfileViewController {
        guard let controller = window.rootViewController as? ProfileViewController else {
            throw SceneError("the profile scene's window lost its controller")
        }
        return controller
    }

    var steps: [SceneStep] {
        [
            SceneStep("start"),
            SceneStep("longer-bio") { window in
                try Self.controller(of: window).bioLabel.text =
                    "Writes Swift for a living and UIKit for fun. Lives by the sea, runs before breakfast, reads after dinner."
            },
            SceneStep("open-details-half-way") { window in
                let controller = try Self.controller(of: window)
                UIView.animate(withDuration: 0.4) {
                    controller.detailsHeight.constant = 120
                    window.layoutIfNeeded()
                }
                Headless.advance(by: 0.2)
            },
            SceneStep("details-open") { _ in
                Headless.advance(by: 0.2)
            },
            SceneStep("landscape") { window in
                window.frame = CGRect(x: 0, y: 0, width: window.bounds.height, height: window.bounds.width)
            },
        ]
    }
}
