// ComposeScene.swift: configured buttons, menus and a sheet, as iOS 15-17 compose screens have.

import ViewWidgets

/// A compose screen under a navigation bar. The script opens the Attach menu and picks "Photo"
/// (the attachments line follows), picks "Friends" from the Audience pop-up button (its title
/// follows), taps Send (an activity indicator while sending, then "Sent"), opens the Schedule
/// sheet at its medium detent and drags it up to the large one.
struct ComposeScene: Scene {
    static let name = "compose"
    static let summary = "iOS 15 buttons and menus: configured buttons, a menu button, a pop-up button, a sheet"

    func makeWindow() throws -> UIWindow {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UINavigationController(rootViewController: ComposeViewController())
        window.makeKeyAndVisible()
        return window
    }

    var steps: [SceneStep] {
        [
            SceneStep("start"),
            SceneStep("open-attach-menu") { window in
                try Self.tap(labeled: "Attach", in: window)
                Headless.advance(by: 0.3)
            },
            SceneStep("pick-photo") { window in
                try Self.tap(labeled: "Photo", in: window)
                Headless.advance(by: 0.3)
            },
            SceneStep("choose-audience") { window in
                try Self.tap(labeled: "Everyone", in: window)
                Headless.advance(by: 0.3)
                try Self.tap(labeled: "Friends", in: window)
                Headless.advance(by: 0.3)
            },
            SceneStep("send") { window in
                try Self.tap(labeled: "Send", in: window)
            },
            SceneStep("sent") { _ in
                Headless.advance(by: 1)
            },
            SceneStep("schedule-sheet") { window in
                try Self.tap(labeled: "Schedule…", in: window)
                Headless.advance(by: 0.6)
            },
            SceneStep("expand-sheet") { window in
                let middle = window.bounds.midX
                window.drag(from: CGPoint(x: middle, y: window.bounds.height * 0.55),
                            to: CGPoint(x: middle, y: window.bounds.height * 0.1), steps: 12)
                Headless.advance(by: 0.5)
            },
        ]
    }

    /// Taps the frontmost visible element whose accessibility label is `label`, as a finger would.
    static func tap(labeled label: String, in window: UIWindow) throws {
        guard let element = elements(labeled: label, in: window).last else {
            throw SceneError("compose: nothing on screen is labelled '\(label)'")
        }
        guard element.tap() != nil else { throw SceneError("compose: could not tap '\(label)'") }
    }

    /// The visible views labelled `label` in `view`'s subtree, back to front.
    private static func elements(labeled label: String, in view: UIView) -> [UIView] {
        view.subviews.filter { !$0.isHidden && $0.alpha > 0.01 }.flatMap { subview -> [UIView] in
            (subview.isAccessibilityElement && subview.isUserInteractionEnabled
                && subview.accessibilityLabel?.hasPrefix(label) == true ? [subview] : [])
                + elements(labeled: label, in: subview)
        }
    }
}
