// HeaderView.swift: the section header of the friends-status scene (seed 000 "02-QQ好友列表").

import ViewWidgets

/// A section header that is "really a button" (实际上是一个按钮): tapping it is a touchUpInside
/// the controller listens to.
///
/// The seed sets the arrow with `setImage(_:for:)` (the only way that sticks: assigning
/// `imageView.image` is undone by the button) and overrides `imageRect(forContentRect:)` to pin
/// the image view at the top left, 32x32.
final class HeaderView: UIButton {
    /// Every way of making a button (`HeaderView(type: .custom)` included) runs this.
    override init(frame: CGRect) {
        super.init(frame: frame)
        setImage(UIImage(named: "disclosure"), for: .normal)
    }

    /// Storyboards are not used.
    required init?(coder: NSCoder) {
        nil
    }

    /// The arrow's place and size, whatever the image's own size.
    override func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        CGRect(x: 0, y: 0, width: 32, height: 32)
    }
}
