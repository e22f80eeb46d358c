// SceneCatalog.swift: every scene the command line knows, in the order `list` prints them.

@MainActor
enum SceneCatalog {
    /// The scenes, in menu order.
    static let all: [any Scene.Type] = [
        ControlsScene.self,
        NineGridScene.self,
        NineGridCollectionScene.self,
        FriendsStatusScene.self,
        StretchScene.self,
        FriendsHeaderScene.self,
        FriendsTapScene.self,
        AppGridScene.self,
        AppGridCompositionalScene.self,
        QQFriendsScene.self,
        WelcomeScene.self,
        ProfileScene.self,
        StackFormScene.self,
        MessagesScene.self,
        TabsScene.self,
        LoginScene.self,
        ClockScene.self,
        RightToLeftScene.self,
        SettingsListScene.self,
        ToDoScene.self,
        SearchListScene.self,
        GalleryScene.self,
        ComposeScene.self,
        CardScene.self,
    ]

    /// The scene `swift run Demos` runs without an argument.
    static var defaultScene: any Scene.Type {
        all.first { $0.name == "qq-friends" } ?? WelcomeScene.self
    }

    /// The scene called `name`, or nil.
    static func scene(named name: String) -> (any Scene.Type)? {
        all.first { $0.name == name }
    }
}
