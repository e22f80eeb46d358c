// SystemColorAndTextStyleTests.swift: the system colours with their light-mode values (the default
// traits are light), colour sets of asset catalogs, and the fonts of text styles at the default
// content size category. DynamicSystemColorTests and DynamicTypeTests cover the other traits.
import Foundation
import Testing
import HeadlessTesting
import ViewKernel

@MainActor
@Suite("System colours and text styles", .headless)
struct SystemColorAndTextStyleTests {
    private func components(_ color: UIColor) -> [Int] {
        let (red, green, blue, alpha) = color.rgba
        return [red, green, blue].map { Int(($0 * 255).rounded()) } + [Int((alpha * 100).rounded())]
    }

    @Test func systemColoursHaveTheirLightModeValues() {
        #expect(components(.systemBlue) == [0, 122, 255, 100])
        #expect(components(.systemRed) == [255, 59, 48, 100])
        #expect(components(.systemGreen) == [52, 199, 89, 100])
        #expect(components(.systemGray) == [142, 142, 147, 100])
        #expect(components(.systemGray6) == [242, 242, 247, 100])
        // Two dynamic colours are never equal (UIKit compares them by identity): compare their values.
        let light = UITraitCollection(userInterfaceStyle: .light)
        #expect(UIColor.tintColor.resolvedColor(with: light) == UIColor.systemBlue.resolvedColor(with: light))
    }

    @Test func semanticColoursHaveTheirLightModeValues() {
        #expect(components(.label) == [0, 0, 0, 100])
        #expect(components(.secondaryLabel) == [60, 60, 67, 60])
        #expect(components(.tertiaryLabel) == [60, 60, 67, 30])
        #expect(components(.separator) == [60, 60, 67, 29])
        #expect(components(.opaqueSeparator) == [198, 198, 200, 100])
        #expect(components(.systemBackground) == [255, 255, 255, 100])
        #expect(components(.secondarySystemBackground) == [242, 242, 247, 100])
        #expect(components(.systemGroupedBackground) == [242, 242, 247, 100])
        #expect(components(.secondarySystemGroupedBackground) == [255, 255, 255, 100])
        #expect(components(.placeholderText) == [60, 60, 67, 30])
        #expect(components(.link) == [0, 122, 255, 100])
    }

    @Test func aColourSetIsFoundInAnAssetCatalog() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("headless-colors-\(UUID().uuidString)")
        let set = directory.appendingPathComponent("Assets.xcassets/Brand.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        let json = """
            {"colors": [
              {"idiom": "universal", "color": {"color-space": "srgb",
                "components": {"red": "0x34", "green": "199", "blue": "0.349", "alpha": "1.000"}}},
              {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}],
                "color": {"color-space": "srgb", "components": {"red": "1.0", "green": "1.0", "blue": "1.0", "alpha": "1.0"}}}
            ], "info": {"author": "xcode", "version": 1}}
            """
        _ = FileManager.default.createFile(atPath: set.appendingPathComponent("Contents.json").path, contents: Data(json.utf8))
        let bundle = try #require(Bundle(path: directory.path))
        let brand = try #require(UIColor(named: "Brand", in: bundle, compatibleWith: nil))
        #expect(components(brand) == [52, 199, 89, 100])
        #expect(UIColor(named: "Missing", in: bundle, compatibleWith: nil) == nil)
        Headless.resourceBundles.append(bundle)
        defer { Headless.resourceBundles.removeAll { $0 === bundle } }
        #expect(UIColor(named: "Brand") == brand)
    }

    @Test func textStylesHaveTheDefaultCategorysSizes() {
        let sizes: [(UIFont.TextStyle, CGFloat)] = [
            (.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.body, 17),
            (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption1, 12), (.caption2, 11),
        ]
        for (style, size) in sizes {
            #expect(UIFont.preferredFont(forTextStyle: style).pointSize == size)
        }
        #expect(UIFont.preferredFont(forTextStyle: .headline) == UIFont.systemFont(ofSize: 17, weight: .semibold))
        #expect(UIFont.preferredFont(forTextStyle: .body) == UIFont.systemFont(ofSize: 17))
        #expect(UIFont.TextStyle.body.rawValue == "UICTFontTextStyleBody")
    }

    @Test func fontMetricsLeaveFontsAsTheyAreAtTheDefaultCategory() {
        let font = UIFont.systemFont(ofSize: 20)
        #expect(UIFontMetrics(forTextStyle: .title1).scaledFont(for: font) == font)
        #expect(UIFontMetrics.default.scaledValue(for: 12) == 12)
        #expect(UIFontMetrics.default.scaledFont(for: font, maximumPointSize: 18).pointSize == 18)
        #expect(UIContentSizeCategory.accessibilityLarge.isAccessibilityCategory)
        #expect(!UIContentSizeCategory.large.isAccessibilityCategory)
    }
}
