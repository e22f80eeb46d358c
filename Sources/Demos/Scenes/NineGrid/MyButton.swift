// MyButton.swift: the nine-grid's button (seed 000 "01-九宫格", MyButton.m): the image on the top
// 70% and the title below it, by overriding UIButton's two content-rect methods.

import ViewWidgets

/// A button that shows its image above its title, as the seed's `MyButton`.
///
/// UIButton places its image view and title label with `imageRect(forContentRect:)` and
/// `titleRect(forContentRect:)` in `layoutSubviews`; overriding the two is all it takes to put the
/// image on top (重写 imageRectForContentRect / titleRectForContentRect).
final class MyButton: UIButton {
    /// The share of the height the image takes (kImageRatio, 按钮里面图片所占的高度比例).
    static let kImageRatio: CGFloat = 0.7

    // Every way of making a button in code ends here, `MyButton(type: .custom)` included.
    override init(frame: CGRect) {
        super.init(frame: frame)
        setUpGridAppearance()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpGridAppearance()
    }

    private func setUpGridAppearance() {
        setTitleColor(.black, for: .normal)
        titleLabel?.textAlignment = .center
        // Keep the icon's aspect ratio inside the taller image rect (自适应 AspectFit).
        imageView?.contentMode = .scaleAspectFit
        titleLabel?.font = .systemFont(ofSize: 15)
    }

    /// The image view: the full width, the top 70% of the content rect.
    override func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        CGRect(x: 0, y: 0, width: contentRect.width, height: contentRect.height * MyButton.kImageRatio)
    }

    /// The title label: the full width, the 30% below the image.
    override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        let titleY = contentRect.height * MyButton.kImageRatio
        return CGRect(x: 0, y: titleY, width: contentRect.width, height: contentRect.height - titleY)
    }
}
