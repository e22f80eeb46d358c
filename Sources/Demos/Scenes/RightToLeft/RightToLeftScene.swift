// RightToLeftScene.swift: a form in Arabic and Hebrew laid out right to left, then left to right.

import ViewWidgets

/// A form whose root view runs right to left (`traitOverrides.layoutDirection`): leading
/// constraints, the stack of buttons, natural text alignment and the table's cells all mirror.
/// The last step turns the direction back to left to right, so the two can be compared.
struct RightToLeftScene: Scene {
    static let name = "right-to-left"
    static let summary = "right-to-left layout: mirrored constraints, stack, text alignment and table cells"

    func makeWindow() throws -> UIWindow {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = RightToLeftViewController()
        window.makeKeyAndVisible()
        return window
    }

    private static func controller(of window: UIWindow) throws -> RightToLeftViewController {
        guard let controller = window.rootViewController as? RightToLeftViewController else {
            throw SceneError("the right-to-left scene's window lost its controller")
        }
        return controller
    }

    var steps: [SceneStep] {
        [
            SceneStep("start"),
            SceneStep("left-to-right") { window in
                try Self.controller(of: window).view.traitOverrides.layoutDirection = .leftToRight
            },
        ]
    }
}
