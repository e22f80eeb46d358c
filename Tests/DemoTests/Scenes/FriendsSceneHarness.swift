// FriendsSceneHarness.swift: shows one of the friend-list scenes the way the runner does, for the
// interaction tests of friends-status, friends-header, friends-tap and qq-friends.

import Foundation
import ViewWidgets
@testable import Demos

@MainActor
enum FriendsSceneHarness {
    /// The window of the last launch, kept alive as an app keeps its window (nothing else holds it).
    private static var window: UIWindow?

    /// A fresh runtime on the runner's 320x480 screen, with the scene's window built and idle.
    static func launch(_ sceneType: any Scene.Type) throws -> UIWindow {
        window = nil
        Headless.setScreen(size: CGSize(width: 320, height: 480), scale: 2)
        DemoResources.register()
        let window = try sceneType.init().makeWindow()
        Headless.runUntilIdle()
        self.window = window
        return window
    }

    /// The angle of a rotation transform, in radians.
    static func angle(of transform: CGAffineTransform) -> CGFloat {
        atan2(transform.b, transform.a)
    }
}
