// TabsScene.swift: a tab bar of two tabs; the first asks with an alert before deleting.

import ViewWidgets

/// A tab bar controller with an inbox and settings. The script taps "Delete All" (the alert fades
/// in over 0.25 s), taps Delete (the handler runs once the alert has gone: the count and badge
/// clear), switches tabs by tapping the tab bar, and uses the segmented control and the stepper.
struct TabsScene: Scene {
    static let name = "tabs"
    static let summary = "Tab bar controller, an alert presented and answered, segmented control and stepper"

    func makeWindow() throws -> UIWindow {
        // The tab bar shows the items of its own children, the navigation controllers: each takes
        // the item its root made.
        let inbox = InboxViewController(), settings = SettingsViewController()
        let inboxNavigation = UINavigationController(rootViewController: inbox)
        inboxNavigation.tabBarItem = inbox.tabBarItem
        let settingsNavigation = UINavigationController(rootViewController: settings)
        settingsNavigation.tabBarItem = settings.tabBarItem
        let tabs = UITabBarController()
        tabs.viewControllers = [inboxNavigation, settingsNavigation]
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        return window
    }

    var steps: [SceneStep] {
        [
            SceneStep("start"),
            SceneStep("tap-delete-all-half-way") { window in
                try Self.tapView(Self.inbox(of: window).deleteButton)
                Headless.advance(by: 0.125)
            },
            SceneStep("alert-shown") { _ in
                Headless.advance(by: 0.125)
            },
            SceneStep("tap-delete") { window in
                try Self.tapButton(titled: "Delete", in: window)
                Headless.advance(by: 0.25)
            },
            SceneStep("tap-settings-tab") { window in
                try Self.tapButton(titled: "Settings", in: window)
            },
            SceneStep("pick-dark-and-grow-text") { window in
                let settings = try Self.settings(of: window)
                let control = settings.themeControl
                let segment = CGPoint(x: control.bounds.width / 2, y: control.bounds.midY)
                window.tap(at: control.convert(segment, to: nil))
                let stepper = settings.sizeStepper
                let plus = stepper.convert(CGPoint(x: stepper.bounds.width * 0.75, y: stepper.bounds.midY), to: nil)
                window.tap(at: plus)
                window.tap(at: plus)
            },
        ]
    }

    // MARK: - Finding things on screen

    private static func tabs(of window: UIWindow) throws -> UITabBarController {
        guard let tabs = window.rootViewController as? UITabBarController else {
            throw SceneError("tabs: the window lost its tab bar controller")
        }
        return tabs
    }

    static func inbox(of window: UIWindow) throws -> InboxViewController {
        let navigation = try tabs(of: window).viewControllers?.first as? UINavigationController
        guard let inbox = navigation?.viewControllers.first as? InboxViewController else {
            throw SceneError("tabs: no inbox")
        }
        return inbox
    }

    static func settings(of window: UIWindow) throws -> SettingsViewController {
        let navigation = try tabs(of: window).viewControllers?.last as? UINavigationController
        guard let settings = navigation?.viewControllers.first as? SettingsViewController else {
            throw SceneError("tabs: no settings")
        }
        return settings
    }

    /// Taps the middle of `view` through hit-testing.
    private static func tapView(_ view: UIView) throws {
        guard view.tap() != nil else { throw SceneError("tabs: could not tap \(view)") }
    }

    /// Taps the front-most button whose label shows `title`, as a finger would.
    static func tapButton(titled title: String, in window: UIWindow) throws {
        guard let label = labels(showing: title, in: window).last, let button = label.superview else {
            throw SceneError("tabs: nothing on screen shows '\(title)'")
        }
        let frame = button.convert(button.bounds, to: window)
        window.tap(at: CGPoint(x: frame.midX, y: frame.midY))
    }

    /// The visible labels in `view`'s subtree showing `text`, back to front.
    private static func labels(showing text: String, in view: UIView) -> [UILabel] {
        view.subviews.filter { !$0.isHidden }.flatMap { subview -> [UILabel] in
            let own = (subview as? UILabel).map { $0.text == text ? [$0] : [] } ?? []
            return own + labels(showing: text, in: subview)
        }
    }
}
