// StretchViewController.swift: the stretch scene's controller (seed 000 "03-小图片拉伸",
// MJViewController.m): a small chat bubble stretched behind a big button without blurring its
// corners.

import ViewWidgets

/// Two 250 x 200 buttons with a 40 x 30 chat bubble as their background: the top one made
/// resizable the iOS 4 way, the bottom one the iOS 5/6 way.
final class StretchViewController: UIViewController {
    /// The button whose background is `stretchableImage(withLeftCapWidth:topCapHeight:)`.
    let stretchableButton = UIButton(type: .custom)
    /// The button whose background is `resizableImage(withCapInsets:resizingMode:)`.
    let resizableButton = UIButton(type: .custom)

    /// The bubble as it is in the bundle, before any stretching.
    private let bubble: UIImage

    /// Makes the controller with the bubble image (chatfrom_bg_normal.png).
    init(bubble: UIImage) {
        self.bubble = bubble
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        stretchableButton.frame = CGRect(x: 10, y: 10, width: 250, height: 200)
        stretchableButton.setTitle("rsdrwerwerwerwer", for: .normal)
        // iOS 4: name the left and top caps (不需要拉伸的宽度/高度); only the one-point column
        // and row after them stretch, so the right cap is 40 - 20 - 1 = 19 and the bottom one
        // 30 - 18 - 1 = 11.
        let leftWidth = bubble.size.width * 0.5
        let topHeight = bubble.size.height * 0.6
        let stretchable = bubble.stretchableImage(withLeftCapWidth: Int(leftWidth), topCapHeight: Int(topHeight))
        stretchableButton.setBackgroundImage(stretchable, for: .normal)
        view.addSubview(stretchableButton)

        resizableButton.frame = CGRect(x: 10, y: 220, width: 250, height: 200)
        resizableButton.setTitle("rsdrwerwerwerwer", for: .normal)
        // iOS 5: UIEdgeInsets names each of the four caps on its own (上左下右); iOS 6 adds the
        // resizing mode: stretch the middle, or tile it.
        let insets = UIEdgeInsets(top: 15, left: 12, bottom: 8, right: 8)
        resizableButton.setBackgroundImage(bubble.resizableImage(withCapInsets: insets, resizingMode: .stretch), for: .normal)
        view.addSubview(resizableButton)
    }

    /// Gives the bottom button the same caps with `resizableImage(withCapInsets:)`, whose middle
    /// tiles (UIImage.ResizingMode.tile, the iOS 5 default).
    func tileResizableBackground() {
        let insets = UIEdgeInsets(top: 15, left: 12, bottom: 8, right: 8)
        resizableButton.setBackgroundImage(bubble.resizableImage(withCapInsets: insets), for: .normal)
    }
}
