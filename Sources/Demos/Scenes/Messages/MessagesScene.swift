// MessagesScene.swift: self-sizing rows of Latin and Chinese text.

import ViewWidgets

/// A chat-like list whose rows take the height their text needs: short and long messages in
/// English and Chinese, a new message appended and scrolled to, and the screen turned so every
/// row is measured again at the new width.
struct MessagesScene: Scene {
    static let name = "messages"
    static let summary = "Self-sizing table rows: multi-line Latin and CJK text, measured again on rotation"

    func makeWindow() throws -> UIWindow {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = MessagesViewController()
        window.makeKeyAndVisible()
        return window
    }

    private static func controller(of window: UIWindow) throws -> MessagesViewController {
        guard let controller = window.rootViewController as? MessagesViewController else {
            throw SceneError("the messages scene's window lost its controller")
        }
        return controller
    }

    var steps: [SceneStep] {
        [
            SceneStep("start"),
            SceneStep("scrolled-down") { window in
                try Self.controller(of: window).tableView.setContentOffset(CGPoint(x: 0, y: 200), animated: false)
            },
            SceneStep("new-message") { window in
                try Self.controller(of: window).append(Message(
                    author: "Lin",
                    text: "记得带伞！下午三点以后会下大雨，路上小心。Bring umbrellas, everyone!"))
            },
            SceneStep("landscape") { window in
                window.frame = CGRect(x: 0, y: 0, width: window.bounds.height, height: window.bounds.width)
            },
        ]
    }
}
