// FriendGroup.swift: one group of friends-status.plist, shared by the friends-status and
// friends-header scenes.

/// A group of friends as seed 000 ("02-QQ好友列表" and "04") stores it in friends.plist: a
/// dictionary with "group" (the group's name) and "friends" (an array of names).
///
/// Both seeds ship the same friends.plist, so both scenes read one file. Seed 004's friends.plist
/// has another shape, and every resource lands at the root of one bundle, so this file is called
/// friends-status.plist and seed 004's qq-friends.plist. The seed's copy is cut off inside the last
/// group (欠我钱的, after 王八羔子); the resource completes it with 老赖 and 铁公鸡.
struct FriendGroup: Decodable, Sendable {
    /// The group's name, shown in its header ("group" in the plist).
    let group: String
    /// The friends' names, one row each.
    let friends: [String]

    /// Decodes every group of friends-status.plist, or throws an error naming the file.
    @MainActor
    static func loadAll() throws -> [FriendGroup] {
        try DemoResources.decodePlist([FriendGroup].self, named: "friends-status")
    }
}
