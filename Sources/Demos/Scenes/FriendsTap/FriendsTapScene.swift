// FriendsTapScene.swift: seed 002 (腾讯好友列表展开收缩) as a scene.

import ViewWidgets

/// A window with a navigation controller whose root controller owns a table of friend groups.
/// Reusable headers report taps through a delegate protocol, closed groups have rows 0 points
/// high, and a tap reloads one section.
struct FriendsTapScene: Scene {
    static let name = "friends-tap"
    static let summary = "friend groups in a navigation controller: reusable headers with a tap gesture and a delegate"

    /// Built as the seed's app delegate builds it (didFinishLaunchingWithOptions).
    func makeWindow() throws -> UIWindow {
        let lhyVc = LHYHomeViewController(friendsListInfo: try FriendInfo.loadAll())
        let nav = UINavigationController(rootViewController: lhyVc)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.backgroundColor = .black
        window.rootViewController = nav
        window.makeKeyAndVisible()
        return window
    }

    var steps: [SceneStep] {
        [
            SceneStep("all-closed"),
            SceneStep("open-group-1") { window in try Self.tapHeader(1, in: window) },
            SceneStep("close-group-1") { window in try Self.tapHeader(1, in: window) },
            SceneStep("open-group-5") { window in try Self.tapHeader(5, in: window) },
        ]
    }

    /// The home controller in `window`.
    @MainActor
    static func homeController(in window: UIWindow) -> LHYHomeViewController? {
        (window.rootViewController as? UINavigationController)?.topViewController as? LHYHomeViewController
    }

    /// Taps the header of `section` on screen, as a finger would.
    @MainActor
    static func tapHeader(_ section: Int, in window: UIWindow) throws {
        guard let header = homeController(in: window)?.tableView.headerView(forSection: section) else {
            throw SceneError("friends-tap: no header on screen for section \(section)")
        }
        header.tap()
    }
}
