// NineGridViewController.swift: the nine-grid's table controller (seed 000 "01-九宫格",
// MJViewController.m): 39 products shown kColumn to a row in reused ProductRowCells.

import ViewWidgets

/// A table of product rows: each row's cell shows the next `kColumn` products.
final class NineGridViewController: UITableViewController {
    /// The identifier of the reuse pool of rows (the seed's `static NSString *ID`).
    static let cellID = "cell"

    /// The products (模拟数据来源, test data made in code).
    private(set) var products: [Product] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        // A row is a grid of buttons, not something to select (不允许选中一整行).
        tableView.allowsSelection = false
        for i in 1...39 {
            // The seed picks icon 1...11 with arc4random_uniform; cycling through them keeps the
            // dumps the same on every run.
            let iconIndex = (i - 1) % 11 + 1
            products.append(Product(name: "产品-\(i)", icon: "tmall_icon_cat_outing_\(iconIndex).png"))
        }
    }

    /// Rows = (products + columns - 1) / columns: a last, partly filled row without an `if`.
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        (products.count + ProductRowCell.kColumn - 1) / ProductRowCell.kColumn
    }

    /// Dequeues (or makes) a row cell and gives it this row's slice of the products.
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: NineGridViewController.cellID) as? ProductRowCell
            ?? ProductRowCell(style: .default, reuseIdentifier: NineGridViewController.cellID)
        // Row r shows products r * kColumn ..< r * kColumn + kColumn; the last row may show fewer.
        let location = indexPath.row * ProductRowCell.kColumn
        let length = min(ProductRowCell.kColumn, products.count - location)
        cell.setRowProducts(Array(products[location..<(location + length)]))
        return cell
    }

    /// Every row is kCellHeight tall.
    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        ProductRowCell.kCellHeight
    }
}
