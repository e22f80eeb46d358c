// LHYHomeViewController.swift: the home screen of seed 002 (LHY_HomeViewController): a plain
// view controller that owns a table of friend groups which open and close when tapped.

import ViewWidgets

/// A view controller (not a UITableViewController) that adds its own table below the navigation
/// bar and is its data source and delegate, and the delegate of every group header.
///
/// Every group shows the same friends (为了简化数据). Every group always has all its rows; a
/// closed group's rows are 0 points high. A dictionary keyed by the section (as a string) holds
/// a value for each open group. A header tap flips that entry and reloads only the tapped section.
final class LHYHomeViewController: UIViewController, UITableViewDataSource, UITableViewDelegate,
    LHYHeaderViewDelegate {
    static let viewControllerTitle = "好友列表"
    static let reusableCellIdentifier = "a1b1c1"
    static let headerFooterViewReuseIdentifier = "a2b2c2"

    /// The groups' titles (分组标题).
    private(set) var sectionTitles: [String] = []
    /// The friends every group shows (好友信息).
    let friendsListInfo: [FriendInfo]
    /// The open groups: a value for the key "\(section)" means open, no value closed.
    private(set) var openDict: [String: String] = [:]

    /// The table, made on first use below the 64 points of status and navigation bar.
    private(set) lazy var tableView: UITableView = {
        let tableView = UITableView(frame: CGRect(x: 0, y: 64, width: view.bounds.width, height: view.bounds.height - 64),
                                    style: .plain)
        tableView.delegate = self
        tableView.dataSource = self
        // An empty footer view ends the table after the last row: no separators below it.
        tableView.tableFooterView = UIView()
        tableView.register(LHYFriendsListCell.self, forCellReuseIdentifier: Self.reusableCellIdentifier)
        tableView.register(LHYHeaderView.self, forHeaderFooterViewReuseIdentifier: Self.headerFooterViewReuseIdentifier)
        return tableView
    }()

    /// The seed reads FriendsList.plist in viewDidLoad; here the scene reads it first, so a missing
    /// or malformed file is an error that names it.
    init(friendsListInfo: [FriendInfo]) {
        self.friendsListInfo = friendsListInfo
        super.init(nibName: nil, bundle: nil)
    }

    /// Storyboards are not used.
    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        initializeDataSource()
        initializeUserInterface()
    }

    private func initializeDataSource() {
        sectionTitles = ["同事", "家人", "朋友", "同学", "陌生人", "黑名单"]
    }

    private func initializeUserInterface() {
        title = Self.viewControllerTitle
        // The seed turns off automaticallyAdjustsScrollViewInsets here; scroll views are never
        // inset automatically in this package, so there is nothing to turn off.
        view.backgroundColor = .white
        view.addSubview(tableView)
    }

    // MARK: - UITableViewDataSource

    func numberOfSections(in tableView: UITableView) -> Int {
        sectionTitles.count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        friendsListInfo.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let dequeued = tableView.dequeueReusableCell(withIdentifier: Self.reusableCellIdentifier, for: indexPath)
        guard let cell = dequeued as? LHYFriendsListCell else { return dequeued }
        // Clip to the row: a row 0 points high must not show its avatar over its neighbours.
        cell.layer.masksToBounds = true
        let friend = friendsListInfo[indexPath.row]
        cell.nicknameLabel.text = friend.nickName
        cell.signatureLabel.text = friend.context
        cell.headPortraitImageView.image = UIImage(named: friend.headPortrait)
        return cell
    }

    // MARK: - UITableViewDelegate

    /// 80 points for the rows of an open group, 0 for a closed one.
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        openDict["\(indexPath.section)"] != nil ? 80 : 0
    }

    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        44
    }

    /// A header from the reuse pool (the table makes one from the registered class when the pool
    /// is empty), set up for `section`; its arrow turns over 0.4 s to match the group's state.
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        guard let lhyHeaderView = tableView.dequeueReusableHeaderFooterView(
            withIdentifier: Self.headerFooterViewReuseIdentifier) as? LHYHeaderView else { return nil }
        lhyHeaderView.delegate = self
        lhyHeaderView.sectionTitleLabel.text = sectionTitles[section]
        lhyHeaderView.indicatorImageView.image = UIImage(named: "flag")
        lhyHeaderView.tag = section
        let isOpen = openDict["\(section)"] != nil
        UIView.animate(withDuration: 0.4) {
            lhyHeaderView.indicatorImageView.transform = isOpen ? CGAffineTransform(rotationAngle: .pi / 2) : .identity
        }
        return lhyHeaderView
    }

    // MARK: - LHYHeaderViewDelegate

    /// Opens or closes the group `tag`, then reloads only that section.
    func lhyHeaderView(_ lhyHeaderView: LHYHeaderView, didSelectedWithTag tag: Int) {
        let key = "\(tag)"
        if openDict[key] == nil {
            openDict[key] = key
        } else {
            openDict[key] = nil
        }
        tableView.reloadSections(IndexSet(integer: tag), with: .fade)
    }
}
