// AppGridScene.swift: the app-grid scene (seed 003) and its script.

import ViewWidgets

/// Twelve apps from app.plist in a 3-column grid; a download tap shows a label that fades out.
struct AppGridScene: Scene {
    static let name = "app-grid"
    static let summary = "12 apps from app.plist in a 3-column grid: models, a custom view, a label that fades and goes"

    func makeWindow() throws -> UIWindow {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let appList = try DemoResources.decodePlist([AppInfo].self, named: "app")
        // The views load images with UIImage(named:), which gives nil for a missing file: check them here.
        for name in appList.map(\.icon) + ["buttongreen", "buttongreen_highlighted"] {
            _ = try DemoResources.image(named: name)
        }
        window.rootViewController = AppGridViewController(appList: appList)
        window.makeKeyAndVisible()
        return window
    }

    /// The grid; a tap on the fifth app's download button, seen 1 s later (the label is still
    /// there; its model alpha is already 0 while the screen shows it half faded); and 1 s after
    /// that, when the animation has ended and its completion removed the label.
    var steps: [SceneStep] {
        [
            SceneStep("start"),
            SceneStep("tap-download-then-1s") { window in
                try AppGridScene.appViews(in: window)[4].downloadButton.tap()
                Headless.advance(by: 1)
            },
            SceneStep("2s-after-the-tap") { _ in
                Headless.advance(by: 1)
            },
        ]
    }

    /// The app views of the scene's window, in grid order.
    static func appViews(in window: UIWindow) throws -> [AppView] {
        guard let controller = window.rootViewController as? AppGridViewController else {
            throw SceneError("app-grid: the window has no AppGridViewController")
        }
        let appViews = controller.view.subviews.compactMap { $0 as? AppView }
        guard appViews.count == controller.appList.count else {
            throw SceneError("app-grid: expected \(controller.appList.count) app views, found \(appViews.count)")
        }
        return appViews
    }
}
