// AppGridCompositionalScene.swift: the app-grid scene redone with a compositional layout, and its script.

import ViewWidgets

/// Twelve apps from app.plist in a compositional layout that reproduces the seed's hand-computed
/// grid; a download tap shows a label that fades out.
struct AppGridCompositionalScene: Scene {
    static let name = "app-grid-compositional"
    static let summary = "the app grid as a collection view: a compositional layout, a diffable data source, a header"

    func makeWindow() throws -> UIWindow {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let appList = try DemoResources.decodePlist([AppInfo].self, named: "app")
        for name in appList.map(\.icon) + ["buttongreen", "buttongreen_highlighted"] {
            _ = try DemoResources.image(named: name)
        }
        window.rootViewController = AppGridCompositionalViewController(appList: appList)
        window.makeKeyAndVisible()
        return window
    }

    /// As the app-grid scene: the grid; a tap on the fifth app's download button seen 1 s later;
    /// and 1 s after that, when the label is gone.
    var steps: [SceneStep] {
        [
            SceneStep("start"),
            SceneStep("tap-download-then-1s") { window in
                try AppGridCompositionalScene.appCell(4, in: window).appView.downloadButton.tap()
                Headless.advance(by: 1)
            },
            SceneStep("2s-after-the-tap") { _ in
                Headless.advance(by: 1)
            },
        ]
    }

    /// The cell of app `index` in the scene's window.
    static func appCell(_ index: Int, in window: UIWindow) throws -> AppCell {
        guard let controller = window.rootViewController as? AppGridCompositionalViewController,
              let cell = controller.collectionView?.cellForItem(at: IndexPath(item: index, section: 0)) as? AppCell else {
            throw SceneError("app-grid-compositional: app \(index) has no cell")
        }
        return cell
    }
}
