// Header.swift: the section header button of the friends-header scene (seed 000 "04").

import ViewWidgets

/// A header button that remembers whether its group is open (`open`, 是否展开该组) and turns its
/// arrow to match, animated with the two class methods beginAnimations/commitAnimations.
final class Header: UIButton {
    /// Whether the group is open. Setting it turns the arrow: down when open, right when closed,
    /// in a 0.2-second animation (the default duration of a begin/commit block).
    var open = false {
        didSet {
            UIView.beginAnimations(nil, context: nil)
            imageView?.transform = CGAffineTransform(rotationAngle: open ? .pi / 2 : 0)
            UIView.commitAnimations()
        }
    }

    /// Every way of making a button (`Header(type: .custom)` included) runs this.
    override init(frame: CGRect) {
        super.init(frame: frame)
        setImage(UIImage(named: "disclosure"), for: .normal)
        imageView?.contentMode = .scaleAspectFit
        adjustsImageWhenHighlighted = false
    }

    /// Storyboards are not used.
    required init?(coder: NSCoder) {
        nil
    }

    /// The arrow: a 25-point column at the left, as tall as the button.
    override func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        CGRect(x: 0, y: 0, width: 25, height: contentRect.height)
    }

    /// The title: from 30 points in, the rest of the button.
    override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        CGRect(x: 30, y: 0, width: contentRect.width, height: contentRect.height)
    }
}
