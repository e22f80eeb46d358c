// DynamicSystemColorTests.swift: the system and semantic colours adapt, as UIKit's do: each is
// one dynamic colour with the light, dark and increased-contrast values of Apple's Human
// Interface Guidelines (and the elevated dark backgrounds UIKit gives sheets and popovers);
// turning one into values (cgColor, getRed, description) resolves it in the current traits.
import Foundation
import Testing
import HeadlessTesting
import ViewKernel

@MainActor
@Suite("Dynamic system colours", .headless)
struct DynamicSystemColorTests {
    private static let light = UITraitCollection(userInterfaceStyle: .light)
    private static let dark = UITraitCollection(userInterfaceStyle: .dark)
    private static let lightHigh = UITraitCollection(traitsFrom: [light, UITraitCollection(accessibilityContrast: .high)])
    private static let darkHigh = UITraitCollection(traitsFrom: [dark, UITraitCollection(accessibilityContrast: .high)])
    private static let darkElevated = UITraitCollection(traitsFrom: [dark, UITraitCollection(userInterfaceLevel: .elevated)])
    private static let darkHighElevated = UITraitCollection(traitsFrom: [darkHigh, UITraitCollection(userInterfaceLevel: .elevated)])

    /// The colour in `traits` as 0...255 channels and a percentage of opacity.
    private func components(_ color: UIColor, in traits: UITraitCollection) -> [Int] {
        let (red, green, blue, alpha) = color.resolvedColor(with: traits).rgba
        return [red, green, blue].map { Int(($0 * 255).rounded()) } + [Int((alpha * 100).rounded())]
    }

    /// Light, dark, increased-contrast light and increased-contrast dark values.
    private func expectValues(_ color: UIColor, _ light: [Int], _ dark: [Int], _ lightHigh: [Int], _ darkHigh: [Int],
                              sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(components(color, in: Self.light) == light, sourceLocation: sourceLocation)
        #expect(components(color, in: UITraitCollection()) == light, "unspecified is light", sourceLocation: sourceLocation)
        #expect(components(color, in: Self.dark) == dark, sourceLocation: sourceLocation)
        #expect(components(color, in: Self.lightHigh) == lightHigh, sourceLocation: sourceLocation)
        #expect(components(color, in: Self.darkHigh) == darkHigh, sourceLocation: sourceLocation)
    }

    @Test func systemColoursHaveTheirFourPublishedValues() {
        expectValues(.systemRed, [255, 59, 48, 100], [255, 69, 58, 100], [215, 0, 21, 100], [255, 105, 97, 100])
        expectValues(.systemBlue, [0, 122, 255, 100], [10, 132, 255, 100], [0, 64, 221, 100], [64, 156, 255, 100])
        expectValues(.systemGreen, [52, 199, 89, 100], [48, 209, 88, 100], [36, 138, 61, 100], [48, 219, 91, 100])
        expectValues(.systemYellow, [255, 204, 0, 100], [255, 214, 10, 100], [178, 80, 0, 100], [255, 212, 38, 100])
        expectValues(.systemMint, [0, 199, 190, 100], [99, 230, 226, 100], [12, 129, 123, 100], [102, 212, 207, 100])
        expectValues(.systemTeal, [48, 176, 199, 100], [64, 200, 224, 100], [0, 130, 153, 100], [93, 230, 255, 100])
        expectValues(.systemCyan, [50, 173, 230, 100], [100, 210, 255, 100], [0, 113, 164, 100], [112, 215, 255, 100])
        expectValues(.systemBrown, [162, 132, 94, 100], [172, 142, 104, 100], [127, 101, 69, 100], [181, 148, 105, 100])
        expectValues(.systemGray, [142, 142, 147, 100], [142, 142, 147, 100], [108, 108, 112, 100], [174, 174, 178, 100])
        expectValues(.systemGray6, [242, 242, 247, 100], [28, 28, 30, 100], [235, 235, 240, 100], [36, 36, 38, 100])
        expectValues(.tintColor, [0, 122, 255, 100], [10, 132, 255, 100], [0, 64, 221, 100], [64, 156, 255, 100])
    }

    @Test func semanticColoursHaveTheirLightAndDarkValues() {
        expectValues(.label, [0, 0, 0, 100], [255, 255, 255, 100], [0, 0, 0, 100], [255, 255, 255, 100])
        expectValues(.secondaryLabel, [60, 60, 67, 60], [235, 235, 245, 60], [60, 60, 67, 68], [235, 235, 245, 68])
        expectValues(.separator, [60, 60, 67, 29], [84, 84, 88, 60], [60, 60, 67, 37], [84, 84, 88, 68])
        expectValues(.systemFill, [120, 120, 128, 20], [120, 120, 128, 36], [120, 120, 128, 28], [120, 120, 128, 44])
        expectValues(.link, [0, 122, 255, 100], [9, 132, 255, 100], [0, 122, 255, 100], [9, 132, 255, 100])
        expectValues(.systemBackground, [255, 255, 255, 100], [0, 0, 0, 100], [255, 255, 255, 100], [0, 0, 0, 100])
        expectValues(.secondarySystemBackground, [242, 242, 247, 100], [28, 28, 30, 100], [235, 235, 240, 100], [36, 36, 38, 100])
        expectValues(.systemGroupedBackground, [242, 242, 247, 100], [0, 0, 0, 100], [235, 235, 240, 100], [0, 0, 0, 100])
    }

    @Test func elevatedDarkBackgroundsAreLighter() {
        #expect(components(.systemBackground, in: Self.darkElevated) == [28, 28, 30, 100])
        #expect(components(.secondarySystemBackground, in: Self.darkElevated) == [44, 44, 46, 100])
        #expect(components(.tertiarySystemBackground, in: Self.darkElevated) == [58, 58, 60, 100])
        #expect(components(.systemGroupedBackground, in: Self.darkElevated) == [28, 28, 30, 100])
        #expect(components(.secondarySystemGroupedBackground, in: Self.darkElevated) == [44, 44, 46, 100])
        #expect(components(.tertiarySystemGroupedBackground, in: Self.darkElevated) == [58, 58, 60, 100])
        #expect(components(.systemBackground, in: Self.darkHighElevated) == [36, 36, 38, 100])
        // Light backgrounds do not change with the level; nor do colours that are not backgrounds.
        let lightElevated = UITraitCollection(traitsFrom: [Self.light, UITraitCollection(userInterfaceLevel: .elevated)])
        #expect(components(.systemBackground, in: lightElevated) == [255, 255, 255, 100])
        #expect(components(.label, in: Self.darkElevated) == [255, 255, 255, 100])
    }

    @Test func eachSystemColourIsOneStableInstance() {
        #expect(UIColor.label === UIColor.label)
        #expect(UIColor.label == UIColor.label)
        #expect(UIColor.systemBlue == UIColor.systemBlue)
        #expect(UIColor.systemBackground.hash == UIColor.systemBackground.hash)
        // A dynamic colour equals only itself, as in UIKit: not its light value, not its twin.
        #expect(UIColor.label != UIColor.black)
        #expect(UIColor.tintColor != UIColor.systemBlue)
        #expect(UIColor.link != UIColor.systemBlue)
    }

    @Test func theFixedColoursStayFixed() {
        let dark = Self.dark
        for color in [UIColor.darkText, .lightText, .black, .white, .red, .clear] {
            #expect(color.resolvedColor(with: dark) === color)
        }
        #expect(UIColor.darkText == UIColor(white: 0, alpha: 1))
        #expect(components(.lightText, in: dark) == [255, 255, 255, 60])
    }

    @Test func cgColorIsTheValueInTheCurrentTraitsAndStaysFixed() {
        let lightValue = UIColor.systemBackground.cgColor
        var darkValue: CGColor?
        Self.dark.performAsCurrent { darkValue = UIColor.systemBackground.cgColor }
        #expect(lightValue == CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(darkValue == CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        // The CGColor taken in dark mode stays black after the traits change back.
        #expect(darkValue?.components == [0, 0, 0, 1])
    }

    @Test func readingComponentsResolvesInTheCurrentTraits() {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        Self.dark.performAsCurrent {
            UIColor.label.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        }
        #expect([red, green, blue, alpha] == [1, 1, 1, 1])
        UIColor.label.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        #expect([red, green, blue, alpha] == [0, 0, 0, 1])

        var white: CGFloat = -1
        Self.dark.performAsCurrent { #expect(UIColor.systemBackground.getWhite(&white, alpha: &alpha)) }
        #expect(white == 0)
        var hue: CGFloat = 0, saturation: CGFloat = 0, brightness: CGFloat = 0
        Self.dark.performAsCurrent {
            UIColor.systemBackground.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha)
        }
        #expect(brightness == 0)
    }

    @Test func descriptionPrintsTheResolvedValue() {
        #expect(UIColor.systemBackground.description == "UIExtendedSRGBColorSpace 1 1 1 1")
        Self.dark.performAsCurrent {
            #expect(UIColor.systemBackground.description == "UIExtendedSRGBColorSpace 0 0 0 1")
        }
    }

    @Test func fadingASystemColourKeepsItDynamic() {
        let faded = UIColor.label.withAlphaComponent(0.5)
        #expect(components(faded, in: Self.dark) == [255, 255, 255, 50])
        #expect(components(faded, in: Self.light) == [0, 0, 0, 50])
    }

    @Test func settingAColourForDrawingUsesTheCurrentTraits() {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2))
        let image = renderer.image { _ in
            Self.dark.performAsCurrent { UIColor.label.setFill() }
            UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        #expect(image.drawingCommands.first?.color == CGColor(red: 1, green: 1, blue: 1, alpha: 1))
    }
}
