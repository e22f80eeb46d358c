// AppCell.swift: one app of the app grid as a collection view cell: the seed's AppView, filling
// the cell, made once and filled again on reuse.

import ViewWidgets

/// A cell holding an ``AppView`` (icon, name, download button) the size of the cell.
final class AppCell: UICollectionViewCell {
    /// The identifier of the reuse pool of app cells.
    static let reuseIdentifier = "AppCell"

    let appView = AppView(frame: CGRect(origin: .zero, size: AppView.size))

    override init(frame: CGRect) {
        super.init(frame: frame)
        appView.frame = contentView.bounds
        appView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(appView)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The download button's previous target goes: a reused cell downloads its new app only.
    override func prepareForReuse() {
        super.prepareForReuse()
        appView.downloadButton.removeTarget(nil, action: nil, for: .touchUpInside)
    }
}
