// SearchListScene.swift: searching a list: the search field, typing, a scope, Cancel.

import ViewWidgets

/// A navigation controller over a list of fruits with a search controller. The script taps the
/// search field (the title row gives way to the search row and the scope bar, the keyboard rises),
/// types "ap" (the rows narrow as each key lands), picks the Green scope and taps Cancel (the
/// whole list and the title come back).
struct SearchListScene: Scene {
    static let name = "search-list"
    static let summary = "searching a table: navigationItem.searchController, a results updater, a scope bar"

    func makeWindow() throws -> UIWindow {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UINavigationController(rootViewController: FruitSearchViewController())
        window.makeKeyAndVisible()
        return window
    }

    var steps: [SceneStep] {
        [
            SceneStep("start"),
            SceneStep("tap-search-field") { window in
                let field = try Self.controller(of: window).searchController.searchBar.searchTextField
                guard field.tap() != nil else { throw SceneError("search-list: could not tap the search field") }
                Headless.advance(by: 0.5)
            },
            SceneStep("type-ap") { window in
                try Self.controller(of: window).searchController.searchBar.searchTextField.typeText("ap")
            },
            SceneStep("pick-green") { window in
                let searchBar = try Self.controller(of: window).searchController.searchBar
                guard let scope = searchBar.subviews.compactMap({ $0 as? UISegmentedControl }).first,
                      let green = (0..<scope.numberOfSegments).first(where: { scope.titleForSegment(at: $0) == "Green" }) else {
                    throw SceneError("search-list: the scope bar has no Green segment")
                }
                let width = scope.bounds.width / CGFloat(scope.numberOfSegments)
                window.tap(at: scope.convert(CGPoint(x: width * (CGFloat(green) + 0.5), y: scope.bounds.midY), to: window))
            },
            SceneStep("tap-cancel") { window in
                let searchBar = try Self.controller(of: window).searchController.searchBar
                guard let cancel = searchBar.subviews.compactMap({ $0 as? UIButton }).first(where: { $0.currentTitle == "Cancel" }),
                      cancel.tap() != nil else { throw SceneError("search-list: no Cancel button to tap") }
                Headless.advance(by: 0.5)
            },
        ]
    }

    /// The fruit list on top of the window's navigation controller.
    static func controller(of window: UIWindow) throws -> FruitSearchViewController {
        guard let navigation = window.rootViewController as? UINavigationController,
              let controller = navigation.topViewController as? FruitSearchViewController else {
            throw SceneError("search-list: the window lost its fruit list")
        }
        return controller
    }
}
