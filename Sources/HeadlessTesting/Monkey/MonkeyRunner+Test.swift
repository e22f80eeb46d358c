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

    /// The `.headless` trait for the device the monkey ran on: a screen preset's name when the
    /// device is one, else the screen written out, and the device's settings when not the defaults.
    private var suiteTrait: String {
        var parts: [String] = []
        let screen = HeadlessTrait.Screen(size: device.size, scale: device.scale, safeAreaInsets: device.safeAreaInsets,
                                          statusBarHeight: device.statusBarHeight, idiom: device.idiom,
                                          orientation: device.orientation)
        let written = SwiftSource.screen(screen)
        if written != ".default" { parts.append("screen: " + written) }
        if let traits = Self.traits(of: device) { parts.append("traits: " + traits) }
        return parts.isEmpty ? ".headless" : ".headless(\(parts.joined(separator: ", ")))"
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

    private static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
