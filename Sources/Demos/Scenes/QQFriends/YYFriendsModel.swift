// YYFriendsModel.swift: one friend of qq-friends.plist (seed 004).

/// A friend (字典转模型: the plist's dictionary turned into a model, here by Codable).
struct YYFriendsModel: Decodable, Sendable {
    /// The friend's name (名称).
    let name: String
    /// The avatar's image name (头像).
    let icon: String
    /// The personal signature (个性签名).
    let intro: String
    /// Whether the friend is a member (vip); the cell shows a member's name in red.
    let vip: Bool

    /// The seed's getter name for `vip`.
    var isVip: Bool { vip }
}
