// YYHeaderView.swift: the group header of seed 004: a full-size button and an online/total label.

import ViewWidgets

/// What a header tells its delegate (商量一个协议): it was tapped and its group flipped.
@MainActor
protocol YYHeaderViewDelegate: AnyObject {
    /// The header's button was tapped; the group's `isOpen` has already changed.
    func headerViewDidClickHeaderView(_ headerView: YYHeaderView)
}

/// A reusable group header. A button with a background image fills it, showing the arrow and the
/// group's name at the left. A grey label at the right shows "online/total".
///
/// Frames set in an initialiser are lost (the view is still zero-sized), so the subviews are
/// placed in `layoutSubviews`, which runs whenever the header's size changes.
final class YYHeaderView: UITableViewHeaderFooterView {
    static let identifier = "header"

    /// The button that fills the header: background, arrow and the group's name.
    let btn = UIButton(type: .custom)
    /// The online/total count.
    let lab = UILabel()

    /// Told about taps; held weakly, as delegates are.
    weak var delegate: YYHeaderViewDelegate?

    /// The group shown. Setting it sets the button's title (with `setTitle(_:for:)`: a title
    /// written to `titleLabel.text` would not stay) and the online count.
    var group: YYQQGroupModel? {
        didSet {
            guard let group else { return }
            btn.setTitle(group.name, for: .normal)
            lab.text = "\(group.online)/\(group.friends.count)"
        }
    }

    /// A header from the table's reuse pool, or a new one. (The seed asks
    /// `dequeueReusableCellWithIdentifier`, the cells' pool, so it never reuses a header; the
    /// headers' own pool is `dequeueReusableHeaderFooterView(withIdentifier:)`.)
    static func header(withTableView tableView: UITableView) -> YYHeaderView {
        if let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: identifier) as? YYHeaderView {
            return header
        }
        return YYHeaderView(reuseIdentifier: identifier)
    }

    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        btn.setBackgroundImage(UIImage(named: "buddy_header_bg"), for: .normal)
        btn.setBackgroundImage(UIImage(named: "buddy_header_bg_highlighted"), for: .highlighted)
        btn.setImage(UIImage(named: "buddy_header_arrow"), for: .normal)
        // Arrow and title at the left: the arrow 20 points in, the title 20 points after it.
        btn.contentHorizontalAlignment = .left
        btn.contentEdgeInsets = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
        btn.titleEdgeInsets = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
        btn.setTitleColor(.black, for: .normal)          // a custom button's title is white by default
        btn.addTarget(self, action: YYHeaderView.btnOnclick, for: .touchUpInside)
        // Keep the arrow at its own size, and let it show outside its view when turned.
        btn.imageView?.contentMode = .center
        btn.imageView?.layer.masksToBounds = false
        addSubview(btn)

        lab.textAlignment = .right
        lab.textColor = .gray
        addSubview(lab)
    }

    /// Storyboards are not used.
    required init?(coder: NSCoder) {
        nil
    }

    /// Flips the model, then lets the delegate (the controller) refresh the table.
    func btnOnclick(_ btn: UIButton) {
        guard let group else { return }
        group.isOpen.toggle()
        delegate?.headerViewDidClickHeaderView(self)
    }

    /// The button fills the header; the label is 50 points wide, 20 points from the right edge.
    override func layoutSubviews() {
        super.layoutSubviews()                      // never forget the superclass's layout
        btn.frame = bounds
        let padding: CGFloat = 20
        let labW: CGFloat = 50
        lab.frame = CGRect(x: frame.width - padding - labW, y: 0, width: labW, height: frame.height)
    }

    /// Called once the header is in the table, with its group already set: turn the arrow down
    /// for an open group. The seed only turns it; a header from the reuse pool may still be
    /// turned from an open group it showed before, so a closed group turns it back.
    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        btn.imageView?.transform = group?.isOpen == true ? CGAffineTransform(rotationAngle: .pi / 2) : .identity
    }
}
