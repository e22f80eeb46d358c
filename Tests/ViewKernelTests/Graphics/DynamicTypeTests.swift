// DynamicTypeTests.swift: Dynamic Type as Apple documents it: each text style's point size at each
// content size category (the iOS table of the Human Interface Guidelines' "Typography"), fonts
// taken from the current traits or from a given collection, UIFontMetrics scaling by the style's
// own curve, and the categories' order.
import Foundation
import Testing
import HeadlessTesting
@testable import ViewKernel

@MainActor
@Suite("Dynamic Type", .headless)
struct DynamicTypeTests {
    /// The categories from extraSmall to the largest accessibility size, the table's columns.
    nonisolated static let categories: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// Apple's published iOS point sizes: xS, S, M, L, XL, XXL, XXXL, then AX1...AX5.
    nonisolated static let publishedSizes: [UIFont.TextStyle: [CGFloat]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    nonisolated static let styles: [UIFont.TextStyle] = [
        .largeTitle, .title1, .title2, .title3, .headline, .body, .callout, .subheadline, .footnote, .caption1, .caption2,
    ]

    private static func published(_ style: UIFont.TextStyle, _ category: UIContentSizeCategory) -> CGFloat? {
        guard let index = categories.firstIndex(of: category) else { return nil }
        return publishedSizes[style]?[index]
    }

    @Test(arguments: styles, categories)
    func eachStyleHasItsPublishedSizeAtEachCategory(style: UIFont.TextStyle, category: UIContentSizeCategory) throws {
        let expected = try #require(Self.published(style, category))
        let traits = UITraitCollection(preferredContentSizeCategory: category)
        #expect(UIFont.preferredFont(forTextStyle: style, compatibleWith: traits).pointSize == expected)
        traits.performAsCurrent {
            #expect(UIFont.preferredFont(forTextStyle: style).pointSize == expected)
        }
    }

    @Test func theHeadlineStaysSemiboldAtEverySize() {
        let traits = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge)
        let headline = UIFont.preferredFont(forTextStyle: .headline, compatibleWith: traits)
        #expect(headline == UIFont.systemFont(ofSize: 40, weight: .semibold))
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: traits) == UIFont.systemFont(ofSize: 40))
    }

    @Test func anUnspecifiedCategoryIsLarge() {
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection()).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: nil).pointSize == 17)
        UITraitCollection(preferredContentSizeCategory: .unspecified).performAsCurrent {
            #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        }
    }

    @Test func aCollectionWithoutACategoryTakesTheCurrentOne() {
        UITraitCollection(preferredContentSizeCategory: .extraExtraLarge).performAsCurrent {
            #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection(userInterfaceStyle: .dark)).pointSize == 21)
            #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: nil).pointSize == 21)
        }
    }

    @Test func anUnknownCategoryIsTreatedAsLarge() {
        let unknown = UIContentSizeCategory(rawValue: "SomeFutureCategory")
        let traits = UITraitCollection(preferredContentSizeCategory: unknown)
        #expect(UIFont.preferredFont(forTextStyle: .title1, compatibleWith: traits).pointSize == 28)
        #expect(UIFontMetrics(forTextStyle: .body).scaledValue(for: 10, compatibleWith: traits) == 10)
        #expect(!(unknown < .large) && !(.large < unknown))
    }

    @Test func categoriesAreOrderedFromExtraSmallToTheLargestAccessibilitySize() {
        #expect(Self.categories == Self.categories.sorted())
        #expect(UIContentSizeCategory.unspecified < .extraSmall)
        #expect(UIContentSizeCategory.large < .extraLarge)
        #expect(UIContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
        #expect(UIContentSizeCategory.accessibilityExtraExtraExtraLarge > .accessibilityExtraExtraLarge)
        #expect(UIContentSizeCategory.medium <= .medium)
        #expect(Self.categories.filter(\.isAccessibilityCategory).count == 5)
    }

    @Test func theCategoryChangeNotificationHasUIKitsNames() {
        #expect(UIContentSizeCategory.didChangeNotification.rawValue == "UIContentSizeCategoryDidChangeNotification")
        #expect(UIContentSizeCategory.newValueUserInfoKey == "UIContentSizeCategoryNewValueKey")
    }

    @Test func metricsScaleByTheStylesCurve() {
        let metrics = UIFontMetrics(forTextStyle: .body)
        let font = UIFont.systemFont(ofSize: 34)
        let large = UITraitCollection(preferredContentSizeCategory: .large)
        let ax5 = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        let small = UITraitCollection(preferredContentSizeCategory: .extraSmall)
        #expect(metrics.scaledFont(for: font, compatibleWith: large) == font)
        // Body grows from 17 to 53 at AX5: a 34-point font grows in the same proportion, to 106.
        #expect(metrics.scaledFont(for: font, compatibleWith: ax5).pointSize == 106)
        #expect(metrics.scaledFont(for: font, compatibleWith: ax5).fontName == font.fontName)
        #expect(metrics.scaledFont(for: font, compatibleWith: small).pointSize == 28)
        #expect(metrics.scaledValue(for: 17, compatibleWith: ax5) == 53)
        #expect(metrics.scaledValue(for: 8.5, compatibleWith: small) == 7)
        // Another style's curve: caption2 stays at 11 down to extraSmall.
        #expect(UIFontMetrics(forTextStyle: .caption2).scaledValue(for: 22, compatibleWith: small) == 22)
        #expect(UIFontMetrics.default.scaledValue(for: 17, compatibleWith: ax5) == 53)
    }

    @Test func metricsUseTheCurrentCategoryWhenNoneIsGiven() {
        let metrics = UIFontMetrics(forTextStyle: .largeTitle)
        UITraitCollection(preferredContentSizeCategory: .accessibilityMedium).performAsCurrent {
            #expect(metrics.scaledValue(for: 34) == 44)
            #expect(metrics.scaledFont(for: UIFont.systemFont(ofSize: 17)).pointSize == 22)
        }
        #expect(metrics.scaledValue(for: 34) == 34)
        #expect(metrics.scaledValue(for: 34, compatibleWith: nil) == 34)
    }

    @Test func aMaximumPointSizeCapsTheScaledFont() {
        let metrics = UIFontMetrics(forTextStyle: .body)
        let ax5 = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        let font = UIFont.systemFont(ofSize: 17)
        #expect(metrics.scaledFont(for: font, maximumPointSize: 30, compatibleWith: ax5).pointSize == 30)
        #expect(metrics.scaledFont(for: font, maximumPointSize: 60, compatibleWith: ax5).pointSize == 53)
        // 0 sets no maximum, as UIKit documents.
        #expect(metrics.scaledFont(for: font, maximumPointSize: 0, compatibleWith: ax5).pointSize == 53)
        ax5.performAsCurrent {
            #expect(metrics.scaledFont(for: font, maximumPointSize: 24).pointSize == 24)
        }
    }

    @Test func aTextStyleFontAdjustsToAnotherCategory() throws {
        let title = UIFont.preferredFont(forTextStyle: .title2)
        #expect(try #require(title.adjusted(to: .accessibilityLarge)).pointSize == 39)
        let headline = try #require(UIFont.preferredFont(forTextStyle: .headline).adjusted(to: .extraSmall))
        #expect(headline == UIFont.systemFont(ofSize: 14, weight: .semibold))
        #expect(try #require(headline.adjusted(to: .large)).pointSize == 17)
        // Only fonts of a text style or of UIFontMetrics adjust.
        #expect(UIFont.systemFont(ofSize: 17).adjusted(to: .extraLarge) == nil)
        #expect(title.withSize(30).adjusted(to: .extraLarge) == nil)
    }

    @Test func aScaledFontAdjustsFromItsBaseSize() throws {
        let base = try #require(UIFont(name: "Helvetica-Bold", size: 20))
        let metrics = UIFontMetrics(forTextStyle: .body)
        let ax5 = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        let scaled = metrics.scaledFont(for: base, maximumPointSize: 40, compatibleWith: ax5)
        #expect(scaled.pointSize == 40 && scaled.fontName == base.fontName)
        let smaller = try #require(scaled.adjusted(to: .extraLarge))
        #expect(smaller.pointSize == CGFloat(20) * 19 / 17)
        #expect(smaller.fontName == base.fontName)
        #expect(try #require(smaller.adjusted(to: .accessibilityExtraExtraExtraLarge)).pointSize == 40)
        #expect(try #require(metrics.scaledFont(for: base).adjusted(to: .extraSmall)).pointSize == CGFloat(20) * 14 / 17)
    }
}
