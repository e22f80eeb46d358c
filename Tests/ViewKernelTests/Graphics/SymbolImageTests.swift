// SymbolImageTests.swift: UIImage(systemName:) and UIImage.SymbolConfiguration: known and unknown
// names, deterministic sizes per point size, weight and scale (Graphics/UIImage+Symbols.swift).

import Foundation
import Testing
import HeadlessTesting
import ViewKernel

@MainActor
@Suite("Symbol images", .headless)
struct SymbolImageTests {
    @Test func knownNamesGiveSymbolImagesAndUnknownNamesNil() throws {
        let star = try #require(UIImage(systemName: "star.fill"))
        #expect(star.isSymbolImage)
        #expect(UIImage(systemName: "no.such.symbol") == nil)
        #expect(UIImage(systemName: "") == nil)
        #expect(!UIImage().isSymbolImage)
    }

    @Test func theDefaultSizeFollowsTheSeventeenPointBodySize() throws {
        let star = try #require(UIImage(systemName: "star"))
        #expect(star.size == CGSize(width: 18.75, height: 17))
        let chevron = try #require(UIImage(systemName: "chevron.right"))
        #expect(chevron.size.height == 17 && chevron.size.width < chevron.size.height)
    }

    @Test func pointSizeWeightAndScaleChangeTheSize() throws {
        let regular = try #require(UIImage(systemName: "heart", withConfiguration: UIImage.SymbolConfiguration(pointSize: 34)))
        #expect(regular.size.height == 34)
        let bold = try #require(UIImage(systemName: "heart",
                                        withConfiguration: UIImage.SymbolConfiguration(pointSize: 34, weight: .bold)))
        #expect(bold.size.width > regular.size.width && bold.size.height == 34)
        let large = try #require(UIImage(systemName: "heart",
                                         withConfiguration: UIImage.SymbolConfiguration(pointSize: 34, weight: .regular, scale: .large)))
        #expect(large.size.height == 44.25)
        let small = try #require(UIImage(systemName: "heart", withConfiguration: UIImage.SymbolConfiguration(scale: .small)))
        #expect(small.size.height == 13.5)
    }

    @Test func configurationsMergeOverTheImagesOwn() throws {
        let star = try #require(UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 20)))
        let heavier = star.withConfiguration(UIImage.SymbolConfiguration(weight: .heavy))
        #expect(heavier.size.height == 20)
        #expect(heavier.symbolConfiguration == UIImage.SymbolConfiguration(pointSize: 20, weight: .heavy, scale: .medium))
        #expect(star.applyingSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 40))?.size.height == 40)
        #expect(UIImage().applyingSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 40)) == nil)
        #expect(UIImage().symbolConfiguration == nil)
        let merged = UIImage.SymbolConfiguration(pointSize: 10).applying(UIImage.SymbolConfiguration(weight: .bold))
        #expect(merged == UIImage.SymbolConfiguration(pointSize: 10, weight: .bold))
    }

    @Test func theSameSymbolAndConfigurationAreEqualAndDescribeThemselves() throws {
        let first = try #require(UIImage(systemName: "star"))
        let second = try #require(UIImage(systemName: "star"))
        #expect(first == second)
        #expect(first != UIImage(systemName: "star.fill"))
        #expect(first.description == "<UIImage: symbol(star) {18.75, 17}>")
        #expect(UIImage.SymbolWeight.bold.rawValue == 7 && UIImage.SymbolScale.large.rawValue == 3)
    }
}
