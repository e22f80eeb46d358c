// SceneUITestSupport.swift: launching a demo scene as the app of an XCUITest-style test.
import Testing
import HeadlessTesting
import ViewWidgets
@testable import Demos

/// The scene's window as the app under test, on the demos' 320x480 screen at scale 2.
@MainActor
func launchScene(_ scene: any Scene.Type) throws -> XCUIApplication {
    DemoResources.register()
    Headless.setScreen(size: CGSize(width: 320, height: 480), scale: 2)
    let app = XCUIApplication(window: try scene.init().makeWindow())
    app.launch()
    return app
}
