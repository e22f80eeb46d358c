// AppView.swift: one cell of the app grid (seed 003, "View的封装思路"): an icon, a name and a
// green download button, made inside the view and filled from an AppInfo.

import ViewWidgets

/// An 80 x 90 app cell: the icon on top, the name below it, and a download button.
///
/// As the seed's section 7 says, a view with several subviews hides how they are made: the
/// controller hands it a model (`appInfo`) and the view fills its own subviews.
final class AppView: UIView {
    /// The size of every app cell (每一个格子的宽度和高度).
    static let size = CGSize(width: 80, height: 90)

    /// The icon, 80 x 50, keeping the image's aspect ratio (按照比例显示图像).
    let iconView = UIImageView(frame: CGRect(x: 0, y: 0, width: 80, height: 50))
    /// The app's name under the icon.
    let nameLabel = UILabel(frame: CGRect(x: 0, y: 50, width: 80, height: 20))
    /// The green download button (下载).
    let downloadButton = UIButton(type: .custom)

    /// The app shown; setting it fills the icon and the name.
    var appInfo: AppInfo? {
        didSet {
            iconView.image = appInfo?.image
            nameLabel.text = appInfo?.name
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        iconView.contentMode = .scaleAspectFit
        addSubview(iconView)

        nameLabel.font = .systemFont(ofSize: 12)
        nameLabel.textAlignment = .center
        addSubview(nameLabel)

        downloadButton.frame = CGRect(x: 15, y: 70, width: AppView.size.width - 30, height: 20)
        // The title is per state: `downloadButton.titleLabel?.text = "下载"` would not stick.
        downloadButton.setTitle("下载", for: .normal)
        // The font is shared by every state, so it is set on the label itself.
        downloadButton.titleLabel?.font = .systemFont(ofSize: 14)
        downloadButton.setBackgroundImage(UIImage(named: "buttongreen"), for: .normal)
        downloadButton.setBackgroundImage(UIImage(named: "buttongreen_highlighted"), for: .highlighted)
        addSubview(downloadButton)
    }

    required init?(coder: NSCoder) {
        return nil
    }
}
