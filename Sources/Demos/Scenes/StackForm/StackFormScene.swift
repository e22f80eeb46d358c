// StackFormScene.swift: a settings form of nested stack views, a row hidden with animation.

import ViewWidgets

/// A form built from stack views: rows collapse when hidden (animated on the virtual clock),
/// a new row joins by `insertArrangedSubview`, and the buttons share the width at any size.
struct StackFormScene: Scene {
    static let name = "stack-form"
    static let summary = "UIStackView: nested stacks, alignment, fillEqually, a row hidden with animation"

    func makeWindow() throws -> UIWindow {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = StackFormViewController()
        window.makeKeyAndVisible()
        return window
    }

    private static func controller(of window: UIWindow) throws -> StackFormViewController {
        guard let controller = window.rootViewController as? StackFormViewController else {
            throw SceneError("the stack-form scene's window lost its controller")
        }
        return controller
    }

    var steps: [SceneStep] {
        [
            SceneStep("start"),
            SceneStep("notifications-off-half-way") { window in
                let controller = try Self.controller(of: window)
                controller.notificationsSwitch.setOn(false, animated: false)
                UIView.animate(withDuration: 0.3) {
                    controller.soundsRow.isHidden = true
                    controller.form.layoutIfNeeded()
                }
                Headless.advance(by: 0.15)
            },
            SceneStep("sound-row-gone") { _ in
                Headless.advance(by: 0.15)
            },
            SceneStep("row-inserted") { window in
                let controller = try Self.controller(of: window)
                let note = UILabel()
                note.numberOfLines = 0
                note.textColor = .gray
                note.font = .systemFont(ofSize: 13)
                note.text = "Notifications are off. Turn them on to hear a chime when a message arrives."
                controller.form.insertArrangedSubview(note, at: 2)
            },
            SceneStep("landscape") { window in
                window.frame = CGRect(x: 0, y: 0, width: window.bounds.height, height: window.bounds.width)
            },
        ]
    }
}
