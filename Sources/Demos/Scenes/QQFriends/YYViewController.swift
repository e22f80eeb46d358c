// YYViewController.swift: the friends list of seed 004: groups that open when their header is tapped.

import ViewWidgets

/// A table controller with a section per group, YYHeaderView headers and YYFriendCell rows. It
/// is every header's delegate: a tap has already flipped the group's model, so it only reloads.
final class YYViewController: UITableViewController, YYHeaderViewDelegate {
    /// Every group, as models (用来保存所有的分组数据).
    let groupFriends: [YYQQGroupModel]

    /// The seed loads friends.plist lazily on first use; here the scene loads it first, so a
    /// missing or malformed file is an error that names it.
    init(groupFriends: [YYQQGroupModel]) {
        self.groupFriends = groupFriends
        super.init(style: .plain)
    }

    /// Storyboards are not used.
    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // The delegate's tableView(_:heightForHeaderInSection:) wins over this.
        tableView.sectionHeaderHeight = 100
    }

    /// The seed hides the status bar.
    override var prefersStatusBarHidden: Bool { true }

    // MARK: - Data source

    override func numberOfSections(in tableView: UITableView) -> Int {
        groupFriends.count
    }

    /// An open group shows all its friends, a closed one none (展开 / 合拢).
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        let group = groupFriends[section]
        return group.isOpen ? group.friends.count : 0
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = YYFriendCell.cell(withTableView: tableView)
        cell.friends = groupFriends[indexPath.section].friends[indexPath.row]
        return cell
    }

    // MARK: - Delegate

    /// Called when a group's header comes into view: a reused or new header, with this
    /// controller as its delegate and the section's group as its data.
    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let headerView = YYHeaderView.header(withTableView: tableView)
        headerView.delegate = self
        headerView.group = groupFriends[section]
        return headerView
    }

    override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        30
    }

    // MARK: - YYHeaderViewDelegate

    func headerViewDidClickHeaderView(_ headerView: YYHeaderView) {
        tableView.reloadData()
    }
}
