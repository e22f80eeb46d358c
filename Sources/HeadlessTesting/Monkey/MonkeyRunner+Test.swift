// MonkeyRunner+Test.swift: a failing run written as a Swift Testing test that does its steps.

import ViewWidgets

extension MonkeyRunner {
    /// A whole test file: imports, a suite on the device the monkey used, and a test that launches
    /// the screen and does `steps`, ending where `failure` shows.
    func test(for steps: [MonkeyStep], seed: UInt64, failure: Broken) -> String {
        let (module, typeName) = Self.names(of: rootType)
        var lines = ["import Testing", "import UIKit", "import HeadlessTesting"]
        if let module, module != "UIKit", module != "ViewKernel", module != "ViewWidgets" {
            lines.append("@testable import \(module)")
        }
        lines += ["", "@MainActor", "@Suite(\(suiteTrait))", "struct MonkeyFindings {",
                  "    /// Found by `Headless.monkey(rootViewController: \(typeName)(), seed: \(seed))`:",
                  "    /// \"\(Self.oneLine(failure.invariant))\" broke: \(Self.oneLine(failure.message))",
                  "    @Test func seed\(seed)() {",
                  "        let app = XCUIApplication(rootViewController: \(typeName)())",
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

    /// The `.headless` trait for the device the monkey ran on: a screen preset's name when the
    /// device is one, else the screen's size.
    private var suiteTrait: String {
        let presets: [(HeadlessTrait.Screen, String)] = [
            (.iPhoneSE, "iPhoneSE"), (.iPhone15, "iPhone15"), (.iPhone15ProMax, "iPhone15ProMax"),
            (.iPadPortrait, "iPadPortrait"), (.iPadLandscape, "iPadLandscape"),
        ]
        let screen = device.screen
        if screen.size == HeadlessTrait.Screen.default.size, screen.scale == HeadlessTrait.Screen.default.scale,
           screen.orientation == .portrait {
            return ".headless"
        }
        if let preset = presets.first(where: { $0.0.size == screen.size && $0.0.scale == screen.scale && $0.0.orientation == screen.orientation }) {
            return ".headless(screen: .\(preset.1))"
        }
        let size = "CGSize(width: \(Self.number(screen.size.width)), height: \(Self.number(screen.size.height)))"
        return ".headless(screen: .size(\(size), scale: \(Self.number(screen.scale))))"
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
