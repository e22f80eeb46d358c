// FontDescriptorTests.swift: UIFontDescriptor as apps use it: bold and italic variants of a text
// style's font, system designs, sizes and families, traits a family lacks, and Dynamic Type.
import Foundation
import Testing
import HeadlessTesting
import ViewKernel

@MainActor
@Suite("UIFontDescriptor", .headless)
struct FontDescriptorTests {
    @Test func namesAndTraitsCarryUIKitsRawValues() {
        #expect(UIFontDescriptor.SymbolicTraits.traitItalic.rawValue == 1)
        #expect(UIFontDescriptor.SymbolicTraits.traitBold.rawValue == 2)
        #expect(UIFontDescriptor.SymbolicTraits.traitCondensed.rawValue == 1 << 6)
        #expect(UIFontDescriptor.SymbolicTraits.traitMonoSpace.rawValue == 1 << 10)
        #expect(UIFontDescriptor.AttributeName.family.rawValue == "NSFontFamilyAttribute")
        #expect(UIFontDescriptor.AttributeName.size.rawValue == "NSFontSizeAttribute")
        #expect(UIFontDescriptor.AttributeName.textStyle.rawValue == "NSCTFontUIUsageAttribute")
        #expect(UIFontDescriptor.TraitKey.weight.rawValue == "NSCTFontWeightTrait")
        #expect(UIFontDescriptor.AttributeName.traits.rawValue == "NSCTFontTraitsAttribute")
        #expect(UIFontDescriptor.AttributeName.featureSettings.rawValue == "NSCTFontFeatureSettingsAttribute")
    }

    @Test func aBoldBodyFontFromTheDescriptorKeepsTheStylesSize() throws {
        let body = UIFont.preferredFont(forTextStyle: .body)
        let descriptor = try #require(body.fontDescriptor.withSymbolicTraits(.traitBold))
        let bold = UIFont(descriptor: descriptor, size: 0)
        #expect(bold.pointSize == 17)
        #expect(bold.fontName == ".SFUI-Bold")
        #expect(bold.fontDescriptor.symbolicTraits.contains(.traitBold))
        #expect(!body.fontDescriptor.symbolicTraits.contains(.traitBold))
        let plainWidth = ("Hello" as NSString).size(withAttributes: [.font: body]).width
        let boldWidth = ("Hello" as NSString).size(withAttributes: [.font: bold]).width
        #expect(boldWidth > plainWidth)
    }

    @Test func symbolicTraitsReplaceTheOnesBefore() throws {
        let bold = UIFont.boldSystemFont(ofSize: 15)
        let italic = try #require(bold.fontDescriptor.withSymbolicTraits(.traitItalic))
        let font = UIFont(descriptor: italic, size: 0)
        #expect(font.fontName == ".SFUI-RegularItalic")
        let both = try #require(bold.fontDescriptor.withSymbolicTraits(bold.fontDescriptor.symbolicTraits.union(.traitItalic)))
        #expect(UIFont(descriptor: both, size: 0).fontName == ".SFUI-BoldItalic")
    }

    @Test func aNamedFamilyHasOnlyTheFacesItHas() throws {
        let helvetica = try #require(UIFont(name: "Helvetica", size: 14))
        let boldItalic = try #require(helvetica.fontDescriptor.withSymbolicTraits([.traitBold, .traitItalic]))
        #expect(UIFont(descriptor: boldItalic, size: 0).fontName == "Helvetica-BoldOblique")
        #expect(helvetica.fontDescriptor.withSymbolicTraits(.traitCondensed) == nil)
        #expect(helvetica.fontDescriptor.withDesign(.rounded) == nil)
        #expect(helvetica.fontDescriptor.withSymbolicTraits(.traitMonoSpace) == nil)
    }

    @Test func theSystemFontHasRoundedSerifAndMonospacedDesigns() throws {
        let system = UIFont.systemFont(ofSize: 20, weight: .bold)
        let rounded = try #require(system.fontDescriptor.withDesign(.rounded))
        let font = UIFont(descriptor: rounded, size: 20)
        #expect(font.fontName == ".SFUIRounded-Bold")
        #expect(font.pointSize == 20)
        #expect(font.fontDescriptor.symbolicTraits.contains(.traitBold))
        let serif = try #require(system.fontDescriptor.withDesign(.serif))
        #expect(UIFont(descriptor: serif, size: 0).fontName == ".NewYork-Bold")
        let mono = try #require(UIFont.systemFont(ofSize: 12).fontDescriptor.withSymbolicTraits(.traitMonoSpace))
        #expect(UIFont(descriptor: mono, size: 0) == UIFont.monospacedSystemFont(ofSize: 12, weight: .regular))
    }

    @Test func theSizeComesFromTheCallElseFromTheDescriptor() {
        let descriptor = UIFontDescriptor(name: "Helvetica-Bold", size: 14)
        #expect(UIFont(descriptor: descriptor, size: 0) == UIFont(name: "Helvetica-Bold", size: 14))
        #expect(UIFont(descriptor: descriptor, size: 30).pointSize == 30)
        #expect(descriptor.withSize(9).pointSize == 9)
        #expect(descriptor.addingAttributes([.size: 22]).pointSize == 22)
        #expect(descriptor.postscriptName == "Helvetica-Bold")
        #expect(UIFont(descriptor: UIFontDescriptor(fontAttributes: [:]), size: 0).pointSize == 12)
    }

    @Test func aFamilyAndAFaceNameAFont() {
        let courier = UIFontDescriptor(fontAttributes: [.family: "Courier", .size: 10])
        #expect(UIFont(descriptor: courier, size: 0).fontName == "Courier")
        #expect(UIFont(descriptor: courier.withFace("Bold"), size: 0).fontName == "Courier-Bold")
        let arial = UIFont.systemFont(ofSize: 11).fontDescriptor.withFamily("Arial")
        #expect(UIFont(descriptor: arial, size: 0).fontName == "ArialMT")
        #expect(UIFont(descriptor: arial, size: 0).pointSize == 11)
    }

    @Test func aWeightTraitChoosesTheWeight() {
        let descriptor = UIFont.systemFont(ofSize: 16).fontDescriptor
            .addingAttributes([.traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.heavy.rawValue]])
        #expect(UIFont(descriptor: descriptor, size: 0).fontName == ".SFUI-Heavy")
    }

    @Test func thePreferredDescriptorIsTheTextStylesFont() {
        let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .headline)
        #expect(descriptor.pointSize == 17)
        #expect(UIFont(descriptor: descriptor, size: 0) == UIFont.preferredFont(forTextStyle: .headline))
        let large = UIFontDescriptor.preferredFontDescriptor(
            withTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge))
        #expect(large.pointSize == 53)
    }

    @Test func aBoldTextStyleFontGrowsWithDynamicTypeAndStaysBold() throws {
        let descriptor = try #require(UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body).withSymbolicTraits(.traitBold))
        let bold = UIFont(descriptor: descriptor, size: 0)
        let grown = try #require(bold.adjusted(to: .accessibilityExtraExtraExtraLarge))
        #expect(grown.pointSize == 53)
        #expect(grown.fontName == ".SFUI-Bold")
        // An explicit size is not the style's: the font keeps it.
        #expect(UIFont(descriptor: descriptor, size: 30).adjusted(to: .accessibilityExtraExtraExtraLarge) == nil)
    }

    @Test func theIOS16WidthsAreOtherFacesOfTheSystemFont() {
        let condensed = UIFont.systemFont(ofSize: 17, weight: .bold, width: .condensed)
        #expect(condensed.fontName == ".SFUICondensed-Bold")
        #expect(condensed != UIFont.systemFont(ofSize: 17, weight: .bold))
        #expect(condensed.fontDescriptor.symbolicTraits.contains(.traitCondensed))
        #expect(UIFont.systemFont(ofSize: 17, weight: .regular, width: .standard) == UIFont.systemFont(ofSize: 17))
        #expect(UIFont.Width.compressed.rawValue < UIFont.Width.condensed.rawValue)
    }

    @Test func aWeightGivenAsAWeightValueChoosesTheWeight() {
        let descriptor = UIFont.systemFont(ofSize: 16).fontDescriptor
            .addingAttributes([.traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.bold]])
        #expect(UIFont(descriptor: descriptor, size: 0).fontName == ".SFUI-Bold")
        let sized = UIFontDescriptor(fontAttributes: [.name: "Courier", .size: NSNumber(value: 13)])
        #expect(UIFont(descriptor: sized, size: 0).pointSize == 13)
    }

    @Test func faceNamesAsUIKitSpellsThem() throws {
        let arial = try #require(UIFont(name: "Arial", size: 12)).fontDescriptor
        #expect(UIFont(descriptor: arial.withFace("Bold"), size: 0).fontName == "Arial-BoldMT")
        let helvetica = try #require(UIFont(name: "Helvetica", size: 12)).fontDescriptor
        #expect(UIFont(descriptor: helvetica.withFace("Bold Oblique"), size: 0).fontName == "Helvetica-BoldOblique")
        let body = UIFont.preferredFont(forTextStyle: .body).fontDescriptor
        #expect(UIFont(descriptor: body.withFace("Bold"), size: 0).fontName == ".SFUI-Bold")
    }

    @Test func designsWithoutItalicRefuseIt() throws {
        let mono = UIFont.monospacedSystemFont(ofSize: 12, weight: .regular).fontDescriptor
        #expect(mono.withSymbolicTraits([.traitMonoSpace, .traitItalic]) == nil)
        let rounded = try #require(UIFont.systemFont(ofSize: 12).fontDescriptor.withDesign(.rounded))
        #expect(rounded.withSymbolicTraits(.traitItalic) == nil)
    }

    @Test func aTextStyleFontFromAnotherCategoryStillFollowsDynamicType() throws {
        let huge = UIFontDescriptor.preferredFontDescriptor(
            withTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge))
        let font = UIFont(descriptor: huge, size: 0)
        #expect(font.pointSize == 53)
        let back = try #require(font.adjusted(to: .large))
        #expect(back.pointSize == 17)
    }

    @Test func descriptorsOfTheSameFontAreEqual() {
        let one = UIFont.systemFont(ofSize: 13).fontDescriptor
        let other = UIFontDescriptor(name: ".SFUI-Regular", size: 13)
        #expect(one == other)
        #expect(one.hash == other.hash)
        #expect(one.matchingFontDescriptors(withMandatoryKeys: nil).count == 1)
    }
}
