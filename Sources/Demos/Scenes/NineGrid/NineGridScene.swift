// NineGridScene.swift: the nine-grid scene (seed 000 "01-九宫格") and its script.

import ViewWidgets

/// 39 products, five to a row, in a table whose row cells are reused while it scrolls.
struct NineGridScene: Scene {
    static let name = "nine-grid"
    static let summary = "39 products in a table of 5-button rows: custom button rects, cell reuse, a hidden last cell"

    func makeWindow() throws -> UIWindow {
        // The cells load icons with UIImage(named:), which gives nil for a missing file: check them here.
        for index in 1...11 { _ = try DemoResources.image(named: "tmall_icon_cat_outing_\(index).png") }
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = NineGridViewController(style: .plain)
        window.makeKeyAndVisible()
        return window
    }

    /// Start at the top; scroll to the bottom, where the last row reuses a full row's cell and
    /// hides its fifth button; scroll back, where that cell is reused again and shows it.
    var steps: [SceneStep] {
        [
            SceneStep("start"),
            SceneStep("scroll-to-bottom") { window in
                let table = try NineGridScene.tableView(in: window)
                let bottom = table.contentSize.height - table.bounds.height
                table.setContentOffset(CGPoint(x: 0, y: bottom), animated: false)
            },
            SceneStep("scroll-back-to-top") { window in
                try NineGridScene.tableView(in: window).setContentOffset(.zero, animated: false)
            },
        ]
    }

    /// The table of the scene's window.
    static func tableView(in window: UIWindow) throws -> UITableView {
        guard let controller = window.rootViewController as? NineGridViewController, let table = controller.tableView else {
            throw SceneError("nine-grid: the window has no NineGridViewController")
        }
        return table
    }
}
