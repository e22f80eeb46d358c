// YYFriendCell.swift: the friend row of seed 004 (YYfriendCell there).

import ViewWidgets

/// A subtitle cell that shows a friend: avatar, name (red for members) and signature.
final class YYFriendCell: UITableViewCell {
    static let identifier = "qq"

    /// A cell from the table's reuse pool, or a new one when the pool is empty.
    static func cell(withTableView tableView: UITableView) -> YYFriendCell {
        if let cell = tableView.dequeueReusableCell(withIdentifier: identifier) as? YYFriendCell {
            return cell
        }
        return YYFriendCell(style: .subtitle, reuseIdentifier: identifier)
    }

    /// The friend shown. Setting it fills the cell; every branch sets the colour, because a
    /// reused cell keeps the red of the member it showed before (the seed's "what if there were no
    /// else?" question).
    var friends: YYFriendsModel? {
        didSet {
            guard let friends else { return }
            imageView?.image = UIImage(named: friends.icon)
            textLabel?.text = friends.name
            detailTextLabel?.text = friends.intro
            if friends.isVip {
                textLabel?.textColor = .red
            } else {
                textLabel?.textColor = .black
            }
            textLabel?.font = .systemFont(ofSize: 15)
            detailTextLabel?.font = .systemFont(ofSize: 10)
        }
    }
}
