// NineGridCollectionScene.swift: the nine-grid scene redone with a collection view, and its script.

import ViewWidgets

/// 39 products in a collection view with a flow layout: the table version's rows of buttons
/// become one cell per product, placed by the layout.
struct NineGridCollectionScene: Scene {
    static let name = "nine-grid-collection"
    static let summary = "the nine-grid as a collection view: a flow layout of 39 product cells, selection by tap, reuse"

    func makeWindow() throws -> UIWindow {
        for index in 1...11 { _ = try DemoResources.image(named: "tmall_icon_cat_outing_\(index).png") }
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = NineGridCollectionViewController(width: UIScreen.main.bounds.width)
        window.makeKeyAndVisible()
        return window
    }

    /// Start; tap the seventh product (it turns grey); scroll to the bottom, where the last row
    /// holds four cells in the first four columns; scroll back, where the selected product's
    /// (reused) cell shows its selection again.
    var steps: [SceneStep] {
        [
            SceneStep("start"),
            SceneStep("tap-product-7") { window in
                let collectionView = try NineGridCollectionScene.collectionView(in: window)
                guard let cell = collectionView.cellForItem(at: IndexPath(item: 6, section: 0)) else {
                    throw SceneError("nine-grid-collection: product 7 has no cell")
                }
                cell.tap()
            },
            SceneStep("scroll-to-bottom") { window in
                let collectionView = try NineGridCollectionScene.collectionView(in: window)
                let bottom = collectionView.contentSize.height - collectionView.bounds.height
                collectionView.setContentOffset(CGPoint(x: 0, y: bottom), animated: false)
            },
            SceneStep("scroll-back-to-top") { window in
                try NineGridCollectionScene.collectionView(in: window).setContentOffset(.zero, animated: false)
            },
        ]
    }

    /// The collection view of the scene's window.
    static func collectionView(in window: UIWindow) throws -> UICollectionView {
        guard let controller = window.rootViewController as? NineGridCollectionViewController,
              let collectionView = controller.collectionView else {
            throw SceneError("nine-grid-collection: the window has no NineGridCollectionViewController")
        }
        return collectionView
    }
}
