// SettingsListScene.swift: an iOS 14-style settings screen made of a list layout.

import ViewWidgets

/// A navigation controller over an inset-grouped settings list. The script taps "Wi-Fi" (the
/// networks list is pushed), picks "Café" (the check mark moves), goes back (the row shows the new
/// value), and turns the screen dark (the list's colours follow).
struct SettingsListScene: Scene {
    static let name = "settings-list"
    static let summary = "iOS 14 lists: inset-grouped list layout, configured list cells, accessories, a detail push"

    func makeWindow() throws -> UIWindow {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UINavigationController(rootViewController: SettingsListViewController())
        window.makeKeyAndVisible()
        return window
    }

    var steps: [SceneStep] {
        [
            SceneStep("start"),
            SceneStep("tap-wi-fi") { window in
                try Self.tapRow(titled: "Wi-Fi", in: window)
                Headless.advance(by: 0.5)
            },
            SceneStep("pick-cafe") { window in
                try Self.tapRow(titled: "Café", in: window)
            },
            SceneStep("go-back") { window in
                guard let navigation = window.rootViewController as? UINavigationController else {
                    throw SceneError("settings-list: the window lost its navigation controller")
                }
                navigation.popViewController(animated: true)
                Headless.advance(by: 0.5)
            },
            SceneStep("dark-mode") { window in
                window.overrideUserInterfaceStyle = .dark
            },
        ]
    }

    /// Taps the list cell whose text is `title`, as a finger would.
    static func tapRow(titled title: String, in window: UIWindow) throws {
        guard let cell = cells(in: window).first(where: { cell in
            cell.contentView.subviews.contains { ($0 as? UILabel)?.text == title }
        }) else { throw SceneError("settings-list: no row shows '\(title)'") }
        guard cell.tap() != nil else { throw SceneError("settings-list: could not tap '\(title)'") }
    }

    /// The visible list cells in `view`'s subtree.
    private static func cells(in view: UIView) -> [UICollectionViewListCell] {
        view.subviews.filter { !$0.isHidden }.flatMap { subview -> [UICollectionViewListCell] in
            ((subview as? UICollectionViewListCell).map { [$0] } ?? []) + cells(in: subview)
        }
    }
}
