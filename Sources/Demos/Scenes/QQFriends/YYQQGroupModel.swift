// YYQQGroupModel.swift: one group of qq-friends.plist (seed 004).

/// A group of friends: its name, how many are online, its friends, and whether it is open.
///
/// A class, not a struct: the header flips `isOpen` on the very model the controller reads.
/// Seed 004 loads a file called friends.plist, as seed 000 does with another shape; resources
/// share one flat bundle, so this one is qq-friends.plist.
final class YYQQGroupModel: Decodable {
    /// The group's name (名称).
    let name: String
    /// How many friends are online, as the plist stores it: a string (是否在线).
    let online: String
    /// The friends, decoded into models.
    let friends: [YYFriendsModel]
    /// Whether the group is open (记录当前组是否要打开); not in the plist, closed at first.
    var isOpen = false

    private enum CodingKeys: String, CodingKey {
        case name, online, friends
    }

    /// Decodes every group of qq-friends.plist, or throws an error naming the file.
    @MainActor
    static func loadGroups() throws -> [YYQQGroupModel] {
        try DemoResources.decodePlist([YYQQGroupModel].self, named: "qq-friends")
    }
}
