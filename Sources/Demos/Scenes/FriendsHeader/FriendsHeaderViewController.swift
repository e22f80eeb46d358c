// FriendsHeaderViewController.swift: the grouped friends list of seed 000 "04" (MJViewController
// there): each group's state lives in its Header, and the headers are made once and kept.

import ViewWidgets

/// A table of friend groups whose headers are `Header` buttons, one per section, made on first
/// request and kept in a dictionary; a header's `open` decides its section's row count.
final class FriendsHeaderViewController: UITableViewController {
    /// The groups ("group" → name, "friends" → names), from the same file as friends-status.
    let friends: [FriendGroup]

    /// The header of each section, made once (记住每一组的标题 view).
    private(set) var headers: [Int: Header] = [:]

    /// The seed loads friends.plist in viewDidLoad; here the scene loads it first, so a missing or
    /// malformed file is an error that names it.
    init(friends: [FriendGroup]) {
        self.friends = friends
        super.init(style: .plain)
    }

    /// Storyboards are not used.
    required init?(coder: NSCoder) {
        nil
    }

    // MARK: - Data source

    override func numberOfSections(in tableView: UITableView) -> Int {
        friends.count
    }

    /// All the group's friends when its header is open, none otherwise (or before the header
    /// exists).
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        headers[section]?.open == true ? friends[section].friends.count : 0
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let identifier = "cell"
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier)
            ?? UITableViewCell(style: .default, reuseIdentifier: identifier)
        cell.textLabel?.text = friends[indexPath.section].friends[indexPath.row]
        return cell
    }

    // MARK: - Delegate

    /// The section's header: the cached one, or a new orange Header, 44 points high, whose tap
    /// calls `expandGroup(_:event:)`. With no `heightForHeaderInSection`, the table takes the
    /// header's own height.
    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        if let header = headers[section] { return header }
        let header = Header(type: .custom)
        header.backgroundColor = .orange
        header.bounds = CGRect(x: 0, y: 0, width: 320, height: 44)   // the table stretches it to its width
        header.setTitle(friends[section].group, for: .normal)
        header.addTarget(self, action: FriendsHeaderViewController.expandGroup, for: .touchUpInside)
        headers[section] = header
        return header
    }

    // MARK: - Actions

    /// The action in its sender-and-event form (the seed's `expandGroup:event:`): opens or closes
    /// the group (the header turns its arrow) and reloads.
    func expandGroup(_ header: Header, event: UIEvent?) {
        header.open.toggle()
        tableView.reloadData()
    }
}
