// ToDoScene.swift: a to-do list driven by a finger: swipe actions, pull to refresh, reordering.

import ViewWidgets

/// A navigation controller over a to-do list. The script swipes "Buy milk" left and taps Delete
/// (the row goes), swipes "Call Anna" right and taps Done (a check mark), pulls the list down (the
/// spinner shows; a second later a new item arrives and the list slides back), taps Edit, drags
/// "Book flights" by its reorder control to the top, and taps Done.
struct ToDoScene: Scene {
    static let name = "todo"
    static let summary = "iOS 14 table lists: swipe actions, pull to refresh, the Edit button and reordering"

    func makeWindow() throws -> UIWindow {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UINavigationController(rootViewController: ToDoViewController())
        window.makeKeyAndVisible()
        return window
    }

    var steps: [SceneStep] {
        [
            SceneStep("start"),
            SceneStep("swipe-milk") { window in
                let row = try Self.frameOfRow(titled: "Buy milk", in: window)
                window.drag(from: CGPoint(x: row.maxX - 20, y: row.midY), to: CGPoint(x: row.maxX - 120, y: row.midY))
            },
            SceneStep("delete-milk") { window in
                try Self.tapSwipeButton(titled: "Delete", in: window)
                Headless.advance(by: 0.5)
            },
            SceneStep("swipe-right-anna") { window in
                let row = try Self.frameOfRow(titled: "Call Anna", in: window)
                window.drag(from: CGPoint(x: row.minX + 20, y: row.midY), to: CGPoint(x: row.minX + 120, y: row.midY))
            },
            SceneStep("done-anna") { window in
                try Self.tapSwipeButton(titled: "Done", in: window)
                Headless.advance(by: 0.5)
            },
            SceneStep("pull-to-refresh") { window in
                window.drag(from: CGPoint(x: 160, y: 150), to: CGPoint(x: 160, y: 450))
                Headless.advance(by: 0.35)      // the content springs back to the spinner
            },
            SceneStep("refreshed") { _ in
                Headless.advance(by: 1.5)
            },
            SceneStep("tap-edit") { window in
                try Self.tapBarButton(titled: "Edit", in: window)
                Headless.advance(by: 0.5)
            },
            SceneStep("move-flights-to-top") { window in
                let from = try Self.frameOfRow(titled: "Book flights", in: window)
                let to = try Self.frameOfRow(at: 0, in: window)
                window.drag(from: CGPoint(x: from.maxX - 19, y: from.midY), to: CGPoint(x: from.maxX - 19, y: to.minY + 8))
                Headless.advance(by: 0.5)
            },
            SceneStep("tap-done") { window in
                try Self.tapBarButton(titled: "Done", in: window)
                Headless.advance(by: 0.5)
            },
        ]
    }

    /// The to-do controller on top of the window's navigation controller.
    static func controller(of window: UIWindow) throws -> ToDoViewController {
        guard let navigation = window.rootViewController as? UINavigationController,
              let controller = navigation.topViewController as? ToDoViewController else {
            throw SceneError("todo: the window lost its to-do list")
        }
        return controller
    }

    /// The frame, in the window, of the row showing `title`.
    static func frameOfRow(titled title: String, in window: UIWindow) throws -> CGRect {
        let controller = try controller(of: window)
        guard let row = controller.items.firstIndex(where: { $0.title == title }) else {
            throw SceneError("todo: no row shows '\(title)'")
        }
        return try frameOfRow(at: row, in: window)
    }

    /// The frame, in the window, of row `row`.
    static func frameOfRow(at row: Int, in window: UIWindow) throws -> CGRect {
        guard let table = try controller(of: window).tableView else { throw SceneError("todo: the list has no table") }
        return table.convert(table.rectForRow(at: IndexPath(row: row, section: 0)), to: window)
    }

    /// Taps the swipe action button titled `title` that a swipe revealed.
    static func tapSwipeButton(titled title: String, in window: UIWindow) throws {
        guard let table = try controller(of: window).tableView else { throw SceneError("todo: the list has no table") }
        let button = table.visibleCells.lazy.flatMap { cell in
            cell.subviews.filter { $0 !== cell.contentView }.flatMap(\.subviews)
        }.compactMap { $0 as? UIButton }.first { $0.title(for: .normal) == title }
        guard let button, button.tap() != nil else { throw SceneError("todo: no swipe button '\(title)' to tap") }
    }

    /// Taps the navigation bar's button titled `title`, as a finger would.
    static func tapBarButton(titled title: String, in window: UIWindow) throws {
        guard let bar = (window.rootViewController as? UINavigationController)?.navigationBar,
              let label = labels(in: bar).first(where: { $0.text == title && $0.superview !== bar }),
              let button = label.superview, button.tap() != nil else {
            throw SceneError("todo: no bar button '\(title)' to tap")
        }
    }

    /// The labels in `view`'s subtree.
    private static func labels(in view: UIView) -> [UILabel] {
        view.subviews.flatMap { subview in ((subview as? UILabel).map { [$0] } ?? []) + labels(in: subview) }
    }
}
