// NineGridCollectionViewController.swift: the nine-grid's 39 products in a collection view with a
// flow layout: the layout makes the rows, so there is no row cell and no hidden last button.

import ViewWidgets

/// A grid of products, five to a row, one cell per product.
final class NineGridCollectionViewController: UICollectionViewController {
    /// How many products a row shows (as ProductRowCell.kColumn).
    static let kColumn = 5
    /// The height of a row (as ProductRowCell.kCellHeight).
    static let kCellHeight: CGFloat = 100

    /// The products, as in the table version.
    private(set) var products: [Product] = []
    /// The products the user tapped, in order.
    private(set) var tappedProducts: [String] = []

    /// Makes the controller with a flow layout of items a fifth of `width` wide, touching.
    init(width: CGFloat) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: width / CGFloat(Self.kColumn), height: Self.kCellHeight)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.backgroundColor = .white
        collectionView.register(ProductCell.self, forCellWithReuseIdentifier: ProductCell.reuseIdentifier)
        for i in 1...39 {
            products.append(Product(name: "产品-\(i)", icon: "tmall_icon_cat_outing_\((i - 1) % 11 + 1).png"))
        }
    }

    /// One item per product: the flow layout breaks them into rows of five.
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        products.count
    }

    /// Dequeues a product cell and shows the item's product.
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: ProductCell.reuseIdentifier, for: indexPath)
        (cell as? ProductCell)?.show(products[indexPath.item])
        return cell
    }

    /// A tap on a product selects it (its cell shows the grey selected background).
    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        tappedProducts.append(products[indexPath.item].name)
    }
}
