// FriendsStatusViewController.swift: the grouped friends list of seed 000 "02-QQ好友列表"
// (MJViewController there), whose groups open and close when their header is tapped.

import ViewWidgets

/// A table of friend groups that are all closed at first. The steps of the seed:
/// 1. load the friends (an array of dictionaries: "group" and "friends");
/// 2. show them by group;
/// 3. return a header view per group from `tableView(_:viewForHeaderInSection:)`;
/// 4. listen to header taps: a status dictionary records each group's state (展开/合并, open or
///    closed); a tap flips it and reloads the table;
/// 5. add the arrow, turned a quarter turn for open groups.
final class FriendsStatusViewController: UITableViewController {
    /// The groups, as friends-status.plist holds them.
    let allFriends: [FriendGroup]

    /// Each group's state: key = section, value = 1 when open, 0 (or missing) when closed.
    private(set) var status: [Int: Int] = [:]

    /// The seed loads friends.plist in viewDidLoad; here the scene loads it first, so a missing or
    /// malformed file is an error that names it rather than an empty table.
    init(allFriends: [FriendGroup]) {
        self.allFriends = allFriends
        super.init(style: .plain)
    }

    /// Storyboards are not used.
    required init?(coder: NSCoder) {
        nil
    }

    // MARK: - Data source

    override func numberOfSections(in tableView: UITableView) -> Int {
        allFriends.count
    }

    /// A closed group (合并) has no rows; an open one (展开) has one per friend.
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        status[section, default: 0] == 0 ? 0 : allFriends[section].friends.count
    }

    /// The usual three steps: look in the reuse pool, make a cell only if it is empty, then fill
    /// the cell with this row's data.
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let identifier = "cell"
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier)
            ?? UITableViewCell(style: .subtitle, reuseIdentifier: identifier)
        cell.textLabel?.text = allFriends[indexPath.section].friends[indexPath.row]
        cell.imageView?.image = UIImage(named: "me")          // the seed's me.jpeg
        cell.detailTextLabel?.text = "正在输入中...."
        return cell
    }

    // MARK: - Delegate

    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        50
    }

    override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        40
    }

    /// A new HeaderView each time the table asks: the button's tag is the section, so the tap
    /// handler knows which group to flip. (`titleForHeaderInSection` could only give a title,
    /// not a view that listens to taps.)
    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let titleView = HeaderView(type: .custom)
        titleView.setTitle(allFriends[section].group, for: .normal)
        titleView.setTitleColor(.black, for: .normal)
        titleView.backgroundColor = .gray
        titleView.tag = section
        titleView.addTarget(self, action: FriendsStatusViewController.titleClick, for: .touchUpInside)
        if status[section, default: 0] == 0 {
            titleView.imageView?.transform = .identity                                  // closed: points right
        } else {
            titleView.imageView?.transform = CGAffineTransform(rotationAngle: .pi / 2)  // open: points down
        }
        return titleView
    }

    // MARK: - Actions

    /// Changes the model first, then refreshes the view: flips the tapped group's state and
    /// reloads, which asks the data source for everything again.
    func titleClick(_ btn: HeaderView) {
        let section = btn.tag
        status[section] = status[section, default: 0] == 0 ? 1 : 0
        tableView.reloadData()
    }
}
