// FriendsStatusScene.swift: seed 000 "02-QQ好友列表" as a scene.

import ViewWidgets

/// Friend groups that open and close: a status dictionary per section, HeaderView buttons as
/// section headers, and a reload after each tap.
struct FriendsStatusScene: Scene {
    static let name = "friends-status"
    static let summary = "QQ friend groups: a status dictionary per section, header buttons that toggle and reload"

    func makeWindow() throws -> UIWindow {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = FriendsStatusViewController(allFriends: try FriendGroup.loadAll())
        window.makeKeyAndVisible()
        return window
    }

    var steps: [SceneStep] {
        [
            SceneStep("all-closed"),
            SceneStep("open-group-1") { window in try Self.tapHeader(1, in: window) },
            SceneStep("open-group-0") { window in try Self.tapHeader(0, in: window) },
            SceneStep("close-group-1") { window in try Self.tapHeader(1, in: window) },
        ]
    }

    /// Taps the header button of `section`, as a finger would.
    @MainActor
    static func tapHeader(_ section: Int, in window: UIWindow) throws {
        guard let table = (window.rootViewController as? FriendsStatusViewController)?.tableView,
              let header = table.subviews.first(where: { $0 is HeaderView && $0.tag == section }) else {
            throw SceneError("friends-status: no header on screen for section \(section)")
        }
        header.tap()
    }
}
