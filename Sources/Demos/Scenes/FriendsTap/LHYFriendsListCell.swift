// LHYFriendsListCell.swift: the friend row of seed 002 (LHY_FriendsListCell): avatar, nickname
// and signature.

import ViewWidgets

/// A cell laid out by hand in its content view: a round 60x60 avatar, a red bold nickname and the
/// signature below it. The subviews are made lazily, as the seed's getters make them.
final class LHYFriendsListCell: UITableViewCell {
    /// The avatar (头像): 60x60 centred at (40, 40), rounded into a circle.
    lazy var headPortraitImageView: UIImageView = {
        let imageView = UIImageView()
        imageView.bounds = CGRect(x: 0, y: 0, width: 60, height: 60)
        imageView.center = CGPoint(x: 40, y: 40)
        imageView.contentMode = .scaleAspectFit
        imageView.layer.cornerRadius = 30          // half the side: a circle
        imageView.layer.masksToBounds = true       // clip the image to the rounded corners
        return imageView
    }()

    /// The nickname (昵称).
    lazy var nicknameLabel: UILabel = {
        let label = UILabel(frame: CGRect(x: 80, y: 5, width: 310, height: 30))
        label.font = .boldSystemFont(ofSize: 18)
        label.textColor = .red
        return label
    }()

    /// The signature (签名).
    lazy var signatureLabel: UILabel = {
        let label = UILabel(frame: CGRect(x: 80, y: 50, width: 310, height: 20))
        label.font = .systemFont(ofSize: 15)
        return label
    }()

    /// The table makes the cell through its registered class, which runs this initialiser.
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(headPortraitImageView)
        contentView.addSubview(nicknameLabel)
        contentView.addSubview(signatureLabel)
    }

    /// Storyboards are not used.
    required init?(coder: NSCoder) {
        nil
    }
}
