// HeadlessTrait+Traits.swift: the device traits a `.headless` test runs in (dark mode, a text
// size, right to left...), and configurations to run one test over a matrix of screens and traits.

import Testing
import ViewKernel

extension HeadlessTrait {
    /// The device's traits a test starts with, as a user would set them in Settings
    /// (`Headless.setTraits(_:)`); a nil trait keeps the default (light, Large text, left to right).
    ///
    ///     @MainActor @Suite(.headless(traits: .init(userInterfaceStyle: .dark, preferredContentSizeCategory: .accessibilityLarge)))
    public struct Traits: Sendable, Equatable {
        /// Light or dark.
        public var userInterfaceStyle: UIUserInterfaceStyle?
        /// The text size.
        public var preferredContentSizeCategory: UIContentSizeCategory?
        /// Left to right or right to left.
        public var layoutDirection: UITraitEnvironmentLayoutDirection?
        /// Normal or increased contrast.
        public var accessibilityContrast: UIAccessibilityContrast?
        /// Regular or bold text.
        public var legibilityWeight: UILegibilityWeight?

        /// Traits setting the ones given.
        public init(userInterfaceStyle: UIUserInterfaceStyle? = nil, preferredContentSizeCategory: UIContentSizeCategory? = nil,
                    layoutDirection: UITraitEnvironmentLayoutDirection? = nil, accessibilityContrast: UIAccessibilityContrast? = nil,
                    legibilityWeight: UILegibilityWeight? = nil) {
            self.userInterfaceStyle = userInterfaceStyle
            self.preferredContentSizeCategory = preferredContentSizeCategory
            self.layoutDirection = layoutDirection
            self.accessibilityContrast = accessibilityContrast
            self.legibilityWeight = legibilityWeight
        }

        /// The traits as a collection (the ones not given unspecified).
        public var traitCollection: UITraitCollection {
            UITraitCollection { traits in
                if let userInterfaceStyle { traits.userInterfaceStyle = userInterfaceStyle }
                if let preferredContentSizeCategory { traits.preferredContentSizeCategory = preferredContentSizeCategory }
                if let layoutDirection { traits.layoutDirection = layoutDirection }
                if let accessibilityContrast { traits.accessibilityContrast = accessibilityContrast }
                if let legibilityWeight { traits.legibilityWeight = legibilityWeight }
            }
        }

        /// Makes these the device's traits.
        @MainActor public func install() {
            Headless.setTraits(traitCollection)
        }

        /// A short name of the traits given, for file names: `dark-AX3-rtl`.
        var name: String {
            var parts: [String] = []
            if let userInterfaceStyle { parts.append(userInterfaceStyle == .dark ? "dark" : userInterfaceStyle == .light ? "light" : "unspecified") }
            if let preferredContentSizeCategory { parts.append(preferredContentSizeCategory.shortName) }
            if let layoutDirection { parts.append(layoutDirection == .rightToLeft ? "rtl" : "ltr") }
            if accessibilityContrast == .high { parts.append("high-contrast") }
            if legibilityWeight == .bold { parts.append("bold") }
            return parts.joined(separator: "-")
        }
    }

    /// One case of a test run over screens and traits: a screen, the traits, and a name that
    /// snapshots taken in the case carry. Pass a matrix as a parameterised test's arguments; each
    /// case runs in a fresh runtime under `.headless`, and `install()` sets it up:
    ///
    ///     @Test(.headless, arguments: HeadlessTrait.Configuration.matrix(
    ///         screens: [.iPhoneSE, .iPhone15], styles: [.light, .dark], sizes: [.large, .accessibilityLarge]))
    ///     func login(_ configuration: HeadlessTrait.Configuration) throws {
    ///         configuration.install()
    ///         assertSnapshot(of: LoginViewController(), as: .svg)   // login.iPhone-15-dark-AX2.1.svg
    ///     }
    public struct Configuration: Sendable, Equatable, CustomTestStringConvertible, CustomStringConvertible {
        /// The screen.
        public var screen: Screen
        /// The device's traits.
        public var traits: Traits
        /// The case's name: the screen's and the traits'.
        public var name: String

        /// A case on `screen` with `traits`, named `name` (by default after them).
        public init(screen: Screen = .default, traits: Traits = Traits(), name: String? = nil) {
            self.screen = screen
            self.traits = traits
            self.name = name ?? ([screen.name] + (traits.name.isEmpty ? [] : [traits.name])).joined(separator: "-")
        }

        /// Every combination of `screens`, appearances, text sizes and directions, screens varying
        /// slowest.
        public static func matrix(screens: [Screen] = [.default], styles: [UIUserInterfaceStyle] = [.light],
                                  sizes: [UIContentSizeCategory] = [.large],
                                  directions: [UITraitEnvironmentLayoutDirection] = [.leftToRight]) -> [Configuration] {
            screens.flatMap { screen in
                styles.flatMap { style in
                    sizes.flatMap { size in
                        directions.map { direction in
                            Configuration(screen: screen, traits: Traits(userInterfaceStyle: style, preferredContentSizeCategory: size,
                                                                         layoutDirection: direction))
                        }
                    }
                }
            }
        }

        /// Installs the screen and the traits, and names the snapshots the test takes from now on
        /// after the case (`<test>.<case>.<n>.<ext>`).
        @MainActor public func install() {
            screen.install()
            traits.install()
            SnapshotCounter.caseName = name
        }

        /// The case's name, as the test report shows it.
        public var testDescription: String { name }
        /// The case's name.
        public var description: String { name }
    }
}

extension HeadlessTrait.Screen {
    /// The preset's name (`iPhone-15`), else the size in points (`390x844`).
    var name: String {
        if self == .iPhoneSE { return "iPhone-SE" }
        if self == .iPhone15 { return "iPhone-15" }
        if self == .default { return "default" }
        return "\(Int(clampingFloat: size.width))x\(Int(clampingFloat: size.height))"
    }
}

extension UIContentSizeCategory {
    /// A short name: XS, S, M, L, XL, XXL, XXXL, AX1 to AX5.
    var shortName: String {
        let names: [UIContentSizeCategory: String] = [
            .extraSmall: "XS", .small: "S", .medium: "M", .large: "L", .extraLarge: "XL", .extraExtraLarge: "XXL",
            .extraExtraExtraLarge: "XXXL", .accessibilityMedium: "AX1", .accessibilityLarge: "AX2",
            .accessibilityExtraLarge: "AX3", .accessibilityExtraExtraLarge: "AX4", .accessibilityExtraExtraExtraLarge: "AX5",
        ]
        return names[self] ?? rawValue
    }
}
