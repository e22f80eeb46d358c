// ProductCell.swift: one product of the nine-grid as a collection view cell: the icon on the top
// 70 %, the name below, and a grey selected background.

import ViewWidgets

/// A grid cell (格子) showing one ``Product``: the same split as the seed's `MyButton` (image on
/// top, title below), but the cell itself is what the user taps, and the collection view selects it.
final class ProductCell: UICollectionViewCell {
    /// The identifier of the reuse pool of product cells.
    static let reuseIdentifier = "ProductCell"

    let iconView = UIImageView()
    let nameLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        iconView.contentMode = .scaleAspectFit
        contentView.addSubview(iconView)
        nameLabel.font = .systemFont(ofSize: 15)
        nameLabel.textAlignment = .center
        contentView.addSubview(nameLabel)
        let selected = UIView()
        selected.backgroundColor = .lightGray
        selectedBackgroundView = selected
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Shows `product`; a reused cell shows exactly what it is given, so nothing needs hiding.
    func show(_ product: Product) {
        iconView.image = UIImage(named: product.icon)
        nameLabel.text = product.name
    }

    /// The icon in the top 70 % (MyButton.kImageRatio), the name in the rest.
    override func layoutSubviews() {
        super.layoutSubviews()
        let imageHeight = contentView.bounds.height * MyButton.kImageRatio
        iconView.frame = CGRect(x: 0, y: 0, width: contentView.bounds.width, height: imageHeight)
        nameLabel.frame = CGRect(x: 0, y: imageHeight, width: contentView.bounds.width, height: contentView.bounds.height - imageHeight)
    }
}
