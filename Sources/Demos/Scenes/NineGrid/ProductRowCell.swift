// ProductRowCell.swift: one table row of the nine-grid (seed 000 "01-九宫格", ProductRowCell.m):
// kColumn MyButtons made once per cell, filled again every time the cell is reused.

import ViewWidgets

/// A row of `kColumn` grid cells (格子), each a ``MyButton`` tagged from `kTagStart`.
final class ProductRowCell: UITableViewCell {
    /// How many grid cells a row shows (每一行要显示多少列数).
    static let kColumn = 5
    /// The height of a row (每一行 cell 的高度).
    static let kCellHeight: CGFloat = 100
    /// The tag of the first grid cell, so `viewWithTag(_:)` finds each one (格子的 tag 起始值).
    static let kTagStart = 100

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        addGridButtons()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        addGridButtons()
    }

    /// Makes the buttons once, when the cell is made; reuse only changes what they show.
    private func addGridButtons() {
        // A new cell is 320 x 44 (self.frame.size.height 永远是 44), so the width divides
        // evenly and the height comes from kCellHeight, not from the frame.
        let buttonWidth = frame.width / CGFloat(ProductRowCell.kColumn)
        for i in 0..<ProductRowCell.kColumn {
            let button = MyButton(type: .custom)
            button.frame = CGRect(x: CGFloat(i) * buttonWidth, y: 0, width: buttonWidth, height: ProductRowCell.kCellHeight)
            button.tag = i + ProductRowCell.kTagStart
            contentView.addSubview(button)
        }
    }

    /// Shows `rowProducts` (1...kColumn of them) in the grid cells, left to right, and hides the
    /// cells that have no product: only the last row has fewer than kColumn.
    func setRowProducts(_ rowProducts: [Product]) {
        for i in 0..<ProductRowCell.kColumn {
            guard let button = contentView.viewWithTag(i + ProductRowCell.kTagStart) as? MyButton else { continue }
            if i >= rowProducts.count {
                button.isHidden = true
            } else {
                let product = rowProducts[i]
                button.setTitle(product.name, for: .normal)
                button.setImage(UIImage(named: product.icon), for: .normal)
                // The seed's lesson (记住!): show the button again. A reused cell may come from
                // the last row, where this button was hidden.
                button.isHidden = false
            }
        }
    }
}
