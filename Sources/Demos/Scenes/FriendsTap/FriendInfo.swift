// FriendInfo.swift: one friend of FriendsList.plist (seed 002).

/// A friend as seed 002's FriendsList.plist stores it; every group shows the same list.
struct FriendInfo: Decodable, Sendable {
    /// The nickname (昵称).
    let nickName: String
    /// The avatar's image name (头像).
    let headPortrait: String
    /// The signature (签名), "context" in the plist.
    let context: String

    /// Decodes FriendsList.plist, or throws an error naming the file.
    @MainActor
    static func loadAll() throws -> [FriendInfo] {
        try DemoResources.decodePlist([FriendInfo].self, named: "FriendsList")
    }
}
