// GalleryScene.swift: a photo gallery of iOS 14-17 apps: pages, zooming, a page control.

import ViewWidgets

/// A page view controller of zoomable photos under a navigation bar. The script swipes to the
/// second photo (the page control follows), double-taps to zoom in, pinches back out (the zoom
/// springs back to 1×), and swipes to the first photo again.
struct GalleryScene: Scene {
    static let name = "gallery"
    static let summary = "Pages and zooming: a page view controller of zoomable photos, double tap and pinch"

    func makeWindow() throws -> UIWindow {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UINavigationController(rootViewController: GalleryViewController())
        window.makeKeyAndVisible()
        return window
    }

    var steps: [SceneStep] {
        [
            SceneStep("start"),
            SceneStep("next-photo") { window in
                let middle = window.bounds.midY
                window.drag(from: CGPoint(x: window.bounds.maxX - 30, y: middle), to: CGPoint(x: 40, y: middle))
                Headless.advance(by: 0.5)
            },
            SceneStep("double-tap-zoom") { window in
                window.tap(at: CGPoint(x: window.bounds.midX, y: window.bounds.midY), count: 2)
                Headless.advance(by: 0.5)
            },
            SceneStep("pinch-out") { window in
                window.pinch(at: CGPoint(x: window.bounds.midX, y: window.bounds.midY), fromDistance: 240, toDistance: 40)
                Headless.advance(by: 0.5)
            },
            SceneStep("previous-photo") { window in
                let middle = window.bounds.midY
                window.drag(from: CGPoint(x: 30, y: middle), to: CGPoint(x: window.bounds.maxX - 40, y: middle))
                Headless.advance(by: 0.5)
            },
        ]
    }
}
