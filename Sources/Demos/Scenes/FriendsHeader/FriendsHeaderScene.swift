// FriendsHeaderScene.swift: seed 000 "04" (QQ好友列表 with a Header button) as a scene.

import ViewWidgets

/// Friend groups whose state lives in the header button: `Header.open` animates the arrow with
/// beginAnimations/commitAnimations, and the headers are cached per section.
struct FriendsHeaderScene: Scene {
    static let name = "friends-header"
    static let summary = "QQ friend groups: a Header button whose open property animates its arrow, cached per section"

    func makeWindow() throws -> UIWindow {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = FriendsHeaderViewController(friends: try FriendGroup.loadAll())
        window.makeKeyAndVisible()
        return window
    }

    var steps: [SceneStep] {
        [
            SceneStep("all-closed"),
            SceneStep("open-group-0") { window in try Self.tapHeader(0, in: window) },
            SceneStep("open-group-2") { window in try Self.tapHeader(2, in: window) },
            SceneStep("close-group-0") { window in try Self.tapHeader(0, in: window) },
        ]
    }

    /// Taps the cached header of `section`, as a finger would.
    @MainActor
    static func tapHeader(_ section: Int, in window: UIWindow) throws {
        guard let header = (window.rootViewController as? FriendsHeaderViewController)?.headers[section] else {
            throw SceneError("friends-header: no header made for section \(section)")
        }
        header.tap()
    }
}
