// Product.swift: the nine-grid's model (seed 000 "01-九宫格", Product.h): one product, 产品.

/// One product shown in one grid cell: its name and the name of its icon.
struct Product {
    /// The product's name, e.g. "产品-1".
    let name: String
    /// The icon's image name. The seed's `images.bundle/tmall_icon_cat_outing_N.png` lives at the
    /// bundle root here (the demos' resources are flat), so the folder is dropped.
    let icon: String
}
