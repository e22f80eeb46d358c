// SwiftSource.swift: what the code that writes tests (the explorer's recorder, the monkey's
// reproducers) writes for a root controller and a screen: Swift that makes the same ones.

import ViewWidgets

/// Swift source for the values a written test starts from.
@MainActor
enum SwiftSource {
    /// The root controller as Swift and the modules of the types it names: `Shop.CartViewController`
    /// gives `CartViewController()`; a navigation controller, one holding its first controller;
    /// a tab bar controller, one holding its controllers. A controller that needs arguments to be
    /// made is written with none, for the test writer to fill in.
    static func rootController(_ root: UIViewController) -> (expression: String, modules: [String]) {
        func made(_ controller: UIViewController) -> (String, [String]) {
            let (module, name) = names(of: type(of: controller))
            return ("\(name)()", module.map { [$0] } ?? [])
        }
        if type(of: root) == UINavigationController.self, let first = root.children.first {
            let (inner, modules) = made(first)
            return ("UINavigationController(rootViewController: \(inner))", modules)
        }
        if let tabs = root as? UITabBarController, type(of: root) == UITabBarController.self {
            let children = (tabs.viewControllers ?? []).map { rootController($0) }
            let expression = "{ let tabs = UITabBarController(); tabs.viewControllers = ["
                + children.map(\.expression).joined(separator: ", ") + "]; return tabs }()"
            return (expression, children.flatMap(\.modules))
        }
        let (expression, modules) = made(root)
        return (expression, modules)
    }

    /// The module and the name in Swift of a controller type: `("Shop", "CartViewController")`,
    /// `("Shop", "Cart.ListViewController")` for a nested type; a type inside a function has no
    /// name a test can write, and its own name stands in.
    static func names(of type: UIViewController.Type) -> (module: String?, name: String) {
        let full = String(reflecting: type)
        let parts = full.split(separator: ".")
        guard parts.count > 1, !full.contains("(") else { return (nil, String(describing: type)) }
        return (String(parts[0]), parts.dropFirst().joined(separator: "."))
    }

    /// The `screen:` argument of `.headless` for `screen`: a preset's name (`.iPhone15`) when it
    /// is one, else the screen written out in full.
    static func screen(_ screen: HeadlessTrait.Screen) -> String {
        let presets: [(HeadlessTrait.Screen, String)] = [
            (.default, "default"), (.iPhoneSE, "iPhoneSE"), (.iPhone15, "iPhone15"), (.iPhone15ProMax, "iPhone15ProMax"),
            (.iPadPortrait, "iPadPortrait"), (.iPadLandscape, "iPadLandscape"),
        ]
        for (preset, name) in presets where resolved(preset) == resolved(screen) { return ".\(name)" }
        let insets = screen.safeAreaInsets
        var text = ".init(size: CGSize(width: \(number(screen.size.width)), height: \(number(screen.size.height))), "
            + "scale: \(number(screen.scale)), safeAreaInsets: UIEdgeInsets(top: \(number(insets.top)), "
            + "left: \(number(insets.left)), bottom: \(number(insets.bottom)), right: \(number(insets.right)))"
        if let statusBar = screen.statusBarHeight { text += ", statusBarHeight: \(number(statusBar))" }
        if let idiom = screen.idiom, idiom == .pad || idiom == .phone { text += ", idiom: \(idiom == .pad ? ".pad" : ".phone")" }
        if screen.orientation != .portrait { text += ", orientation: .\(MonkeyStep.name(of: screen.orientation))" }
        return text + ")"
    }

    /// `screen` with its status bar's height worked out as the screen works it out.
    private static func resolved(_ screen: HeadlessTrait.Screen) -> HeadlessTrait.Screen {
        var screen = screen
        screen.statusBarHeight = screen.statusBarHeight ?? UIScreen.statusBarHeight(forTopInset: screen.safeAreaInsets.top)
        return screen
    }

    /// A number as Swift source: no decimals when whole, as the explorer prints numbers.
    static func number(_ value: CGFloat) -> String {
        WindowExplorer.format(Double(value))
    }
}
