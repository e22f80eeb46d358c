// QQFriendsScene.swift: seed 004 (QQ好友列表, the fuller version) as a scene, the default scene
// of `swift run Demos`.

import ViewWidgets

/// QQ's friend list: group and friend models decoded from a plist, reusable YYHeaderViews whose
/// button flips the group and tells the controller, an online/total label placed in
/// layoutSubviews, the arrow turned in didMoveToSuperview, and members' names in red.
struct QQFriendsScene: Scene {
    static let name = "qq-friends"
    static let summary = "QQ friend list: models from a plist, reusable YYHeaderView, arrow turned in didMoveToSuperview, vip names in red"

    func makeWindow() throws -> UIWindow {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = YYViewController(groupFriends: try YYQQGroupModel.loadGroups())
        window.makeKeyAndVisible()
        return window
    }

    var steps: [SceneStep] {
        [
            SceneStep("closed"),
            SceneStep("open-group-0") { window in
                guard let header = Self.table(in: window)?.headerView(forSection: 0) else {
                    throw SceneError("qq-friends: no header on screen for section 0")
                }
                header.tap()
            },
            SceneStep("scroll") { window in
                // A finger drags the list up by 150 points: rows leave at the top for the reuse
                // pool, new rows come in at the bottom, and group 0's header stays pinned at the top.
                window.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 250), steps: 10)
            },
        ]
    }

    /// The friends table in `window`.
    @MainActor
    static func table(in window: UIWindow) -> UITableView? {
        (window.rootViewController as? YYViewController)?.tableView
    }
}
