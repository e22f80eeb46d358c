// MonkeyRunner+Test.swift: a failing run written as a Swift Testing test that does its steps.

import ViewWidgets

extension MonkeyRunner {
    /// A whole test file: imports, a suite on the device the monkey used, and a test that launches
    /// the screen and does `steps`, ending where `failure` shows.
    func test(for steps: [MonkeyStep], seed: UInt64, failure: Broken) -> String {
        var lines = ["import Testing", "import UIKit", "import HeadlessTesting"]
        for module in rootSource.modules where !["UIKit", "ViewKernel", "ViewWidgets"].contains(module)
            && !lines.contains("@testable import \(module)") {
            lines.append("@testable import \(module)")
        }
        lines += ["", "@MainActor", "@Suite(\(suiteTrait))", "struct MonkeySeed\(seed)Tests {",
                  "    /// Found by `Headless.monkey(rootViewController: \(rootSource.expression), seed: \(seed))`:",
                  "    /// \"\(Self.oneLine(failure.invariant))\" broke: \(Self.oneLine(failure.message))",
                  "    @Test func theShortestRunThatBreaksIt() {",
                  "        let app = XCUIApplication(rootViewController: \(rootSource.expression))",
                  "        app.launch()"]
        lines += steps.map { "        " + $0.swiftLine }
        if failure.invariant == MonkeyInvariant.noViolations.name {
            lines.append("        // UIKit reported it here: the .headless trait fails the test with its message.")
        } else {
            lines.append("        // Here \"\(Self.oneLine(failure.invariant))\" no longer holds: check it with #expect.")
        }
        lines += ["    }", "}"]
        return lines.joined(separator: "\n")
    }

    /// The root controller as Swift and the modules of the types it names: `Shop.CartViewController`
    /// gives `CartViewController()`; a navigation controller, the one holding its first
    /// controller; a tab bar controller, one holding its controllers.
    static func source(of root: UIViewController) -> (expression: String, modules: [String]) {
        func made(_ controller: UIViewController) -> (String, [String]) {
            let (module, name) = names(of: type(of: controller))
            return ("\(name)()", module.map { [$0] } ?? [])
        }
        if type(of: root) == UINavigationController.self, let first = root.children.first {
            let (inner, modules) = made(first)
            return ("UINavigationController(rootViewController: \(inner))", modules)
        }
        if let tabs = root as? UITabBarController, type(of: root) == UITabBarController.self {
            let children = (tabs.viewControllers ?? []).map { source(of: $0) }
            let expression = "{ let tabs = UITabBarController(); tabs.viewControllers = [\(children.map(\.expression).joined(separator: ", "))]; return tabs }()"
            return (expression, children.flatMap(\.modules))
        }
        let (expression, modules) = made(root)
        return (expression, modules)
    }

    /// The `.headless` trait for the device the monkey ran on: a screen preset's name when the
    /// device is one, else the screen written out, and the device's settings when not the defaults.
    private var suiteTrait: String {
        var parts: [String] = []
        if !Self.isDefault(device) { parts.append("screen: " + Self.screen(of: device)) }
        if let traits = Self.traits(of: device) { parts.append("traits: " + traits) }
        return parts.isEmpty ? ".headless" : ".headless(\(parts.joined(separator: ", ")))"
    }

    private static func isDefault(_ device: Headless.Device) -> Bool {
        device.size == HeadlessTrait.Screen.default.size && device.scale == HeadlessTrait.Screen.default.scale
            && device.safeAreaInsets == .zero && device.orientation == .portrait && device.idiom == nil
    }

    private static func screen(of device: Headless.Device) -> String {
        let presets: [(HeadlessTrait.Screen, String)] = [
            (.iPhoneSE, "iPhoneSE"), (.iPhone15, "iPhone15"), (.iPhone15ProMax, "iPhone15ProMax"),
            (.iPadPortrait, "iPadPortrait"), (.iPadLandscape, "iPadLandscape"),
        ]
        for (preset, name) in presets where preset.size == device.size && preset.scale == device.scale
            && preset.safeAreaInsets == device.safeAreaInsets && preset.orientation == device.orientation
            && preset.idiom == device.idiom && (preset.statusBarHeight ?? device.statusBarHeight) == device.statusBarHeight {
            return ".\(name)"
        }
        let insets = device.safeAreaInsets
        var text = ".init(size: CGSize(width: \(number(device.size.width)), height: \(number(device.size.height))), "
            + "scale: \(number(device.scale)), safeAreaInsets: UIEdgeInsets(top: \(number(insets.top)), "
            + "left: \(number(insets.left)), bottom: \(number(insets.bottom)), right: \(number(insets.right))), "
            + "statusBarHeight: \(number(device.statusBarHeight))"
        if let idiom = device.idiom { text += ", idiom: \(idiom == .pad ? ".pad" : ".phone")" }
        if device.orientation != .portrait { text += ", orientation: .\(MonkeyStep.name(of: device.orientation))" }
        return text + ")"
    }

    /// The device's settings that differ from the defaults, as `HeadlessTrait.Traits`, or nil.
    private static func traits(of device: Headless.Device) -> String? {
        let traits = device.traitCollection
        var parts: [String] = []
        if traits.userInterfaceStyle == .dark { parts.append("userInterfaceStyle: .dark") }
        if traits.preferredContentSizeCategory != .large {
            parts.append("preferredContentSizeCategory: UIContentSizeCategory(rawValue: \(ElementLocator.swiftLiteral(traits.preferredContentSizeCategory.rawValue)))")
        }
        if traits.layoutDirection == .rightToLeft { parts.append("layoutDirection: .rightToLeft") }
        if traits.accessibilityContrast == .high { parts.append("accessibilityContrast: .high") }
        if traits.legibilityWeight == .bold { parts.append("legibilityWeight: .bold") }
        return parts.isEmpty ? nil : ".init(\(parts.joined(separator: ", ")))"
    }

    /// The module and the name in Swift of a controller type: `("Shop", "CartViewController")`.
    static func names(of type: UIViewController.Type) -> (module: String?, name: String) {
        let full = String(reflecting: type)
        let parts = full.split(separator: ".")
        // A type inside a function has no name a test can write: its own name stands in.
        guard parts.count > 1, !full.contains("(") else { return (nil, String(describing: type)) }
        return (String(parts[0]), parts.dropFirst().joined(separator: "."))
    }

    private static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    private static func number(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(clampingFloat: value)) : "\(value)"
    }
}
