// LHYHeaderView.swift: the reusable group header of seed 002 (LHY_HeaderView), which reports
// taps to its delegate.

import ViewWidgets

/// What a header tells its delegate: it was tapped, and its tag (the section it shows).
@MainActor
protocol LHYHeaderViewDelegate: AnyObject {
    /// The header `lhyHeaderView`, showing section `tag`, was tapped.
    func lhyHeaderView(_ lhyHeaderView: LHYHeaderView, didSelectedWithTag tag: Int)
}

/// A group header: an indicator arrow and the group's title, with a tap gesture recognizer that
/// passes the header's tag to the delegate (委托模式: the controller, which owns the data, decides
/// what a tap does).
final class LHYHeaderView: UITableViewHeaderFooterView {
    /// The group's title (组标题).
    let sectionTitleLabel = UILabel()
    /// The arrow (指示图片; the seed's `indictorImageView`): right when closed, down when open.
    let indicatorImageView = UIImageView()

    /// Told about taps; held weakly, as delegates are.
    weak var delegate: LHYHeaderViewDelegate?

    /// Made by the table from the registered class when its reuse pool is empty.
    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        contentView.backgroundColor = .clear
        layer.borderWidth = 0.34
        layer.borderColor = UIColor.lightGray.cgColor

        indicatorImageView.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        indicatorImageView.center = CGPoint(x: 15, y: 22)
        sectionTitleLabel.bounds = CGRect(x: 0, y: 0, width: 200, height: 30)
        sectionTitleLabel.center = CGPoint(x: indicatorImageView.frame.maxX + sectionTitleLabel.bounds.midX + 10, y: 22)
        sectionTitleLabel.font = .boldSystemFont(ofSize: 18)
        contentView.addSubview(indicatorImageView)
        contentView.addSubview(sectionTitleLabel)

        let tapGesture = UITapGestureRecognizer(target: self, action: LHYHeaderView.respondsToTapGesture)
        addGestureRecognizer(tapGesture)
    }

    /// Storyboards are not used.
    required init?(coder: NSCoder) {
        nil
    }

    /// Passes the tap on to the delegate, with the section this header shows.
    func respondsToTapGesture(_ gesture: UITapGestureRecognizer) {
        delegate?.lhyHeaderView(self, didSelectedWithTag: tag)
    }
}
