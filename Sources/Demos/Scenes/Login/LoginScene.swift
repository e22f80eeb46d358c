// LoginScene.swift: typing into a sign-in form on the simulated keyboard, step by step.

import ViewWidgets

/// A sign-in form driven the way a person fills it in: tap the e-mail field (the keyboard rises
/// and the form moves above it), type, press Next, type the password (shown as bullets, and the
/// button turns on), press Go (the keyboard goes down and the app signs in).
struct LoginScene: Scene {
    static let name = "login"
    static let summary = "text fields, the first responder and the keyboard: a form that moves above it"

    func makeWindow() throws -> UIWindow {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = LoginViewController()
        window.makeKeyAndVisible()
        return window
    }

    private static func controller(of window: UIWindow) throws -> LoginViewController {
        guard let controller = window.rootViewController as? LoginViewController else {
            throw SceneError("the login scene's window lost its controller")
        }
        return controller
    }

    var steps: [SceneStep] {
        [
            SceneStep("start"),
            SceneStep("tap-email-keyboard-half-way") { window in
                try Self.controller(of: window).emailField.tap()
                Headless.advance(by: 0.125)
            },
            SceneStep("keyboard-up") { _ in
                Headless.advance(by: 0.125)
            },
            SceneStep("type-email") { window in
                try Self.controller(of: window).emailField.typeText("ann@example.com")
            },
            SceneStep("next-to-password") { window in
                try Self.controller(of: window).emailField.typeText("\n")
                Headless.advance(by: 0.25)
            },
            SceneStep("type-password") { window in
                try Self.controller(of: window).passwordField.typeText("s3cret")
            },
            SceneStep("go-keyboard-half-way-down") { window in
                try Self.controller(of: window).passwordField.typeText("\n")
                Headless.advance(by: 0.125)
            },
            SceneStep("signed-in") { _ in
                Headless.advance(by: 0.125)
            },
        ]
    }
}
