// TraitCollectionTests.swift: UITraitCollection as Apple documents it: every trait unspecified
// until set, one-trait initialisers, combining with init(traitsFrom:) (the last collection that
// sets a trait wins), iOS 17's init(mutations:) and modifyingTraits(_:), containsTraits(in:),
// hasDifferentColorAppearance(comparedTo:), current and performAsCurrent(_:).
import Foundation
import Testing
import HeadlessTesting
import ViewKernel

@MainActor
@Suite("UITraitCollection", .headless)
struct TraitCollectionTests {
    @Test func anEmptyCollectionLeavesEveryTraitUnspecified() {
        let traits = UITraitCollection()
        #expect(traits.userInterfaceStyle == .unspecified)
        #expect(traits.horizontalSizeClass == .unspecified && traits.verticalSizeClass == .unspecified)
        #expect(traits.preferredContentSizeCategory == .unspecified)
        #expect(traits.layoutDirection == .unspecified)
        #expect(traits.displayScale == 0)
        #expect(traits.userInterfaceIdiom == .unspecified)
        #expect(traits.accessibilityContrast == .unspecified)
        #expect(traits.legibilityWeight == .unspecified)
        #expect(traits.userInterfaceLevel == .unspecified)
        #expect(traits.activeAppearance == .unspecified)
        #expect(traits.displayGamut == .unspecified)
    }

    @Test func theTraitTypesHaveUIKitsRawValues() {
        #expect(UIUserInterfaceStyle.allCases.map(\.rawValue) == [0, 1, 2])
        #expect(UIUserInterfaceSizeClass.allCases.map(\.rawValue) == [0, 1, 2])
        #expect(UITraitEnvironmentLayoutDirection.allCases.map(\.rawValue) == [-1, 0, 1])
        #expect(UIUserInterfaceIdiom.allCases.map(\.rawValue) == [-1, 0, 1, 2, 3, 5, 6])
        #expect(UIAccessibilityContrast.allCases.map(\.rawValue) == [-1, 0, 1])
        #expect(UILegibilityWeight.allCases.map(\.rawValue) == [-1, 0, 1])
        #expect(UIUserInterfaceLevel.allCases.map(\.rawValue) == [-1, 0, 1])
        #expect(UIUserInterfaceActiveAppearance.allCases.map(\.rawValue) == [-1, 0, 1])
        #expect(UIDisplayGamut.allCases.map(\.rawValue) == [-1, 0, 1])
    }

    @Test func eachOneTraitInitialiserSetsOnlyItsTrait() {
        #expect(UITraitCollection(userInterfaceStyle: .dark).userInterfaceStyle == .dark)
        #expect(UITraitCollection(userInterfaceStyle: .dark).horizontalSizeClass == .unspecified)
        #expect(UITraitCollection(horizontalSizeClass: .regular).horizontalSizeClass == .regular)
        #expect(UITraitCollection(verticalSizeClass: .compact).verticalSizeClass == .compact)
        #expect(UITraitCollection(preferredContentSizeCategory: .accessibilityLarge).preferredContentSizeCategory == .accessibilityLarge)
        #expect(UITraitCollection(layoutDirection: .rightToLeft).layoutDirection == .rightToLeft)
        #expect(UITraitCollection(displayScale: 3).displayScale == 3)
        #expect(UITraitCollection(userInterfaceIdiom: .pad).userInterfaceIdiom == .pad)
        #expect(UITraitCollection(accessibilityContrast: .high).accessibilityContrast == .high)
        #expect(UITraitCollection(legibilityWeight: .bold).legibilityWeight == .bold)
        #expect(UITraitCollection(userInterfaceLevel: .elevated).userInterfaceLevel == .elevated)
        #expect(UITraitCollection(activeAppearance: .inactive).activeAppearance == .inactive)
        #expect(UITraitCollection(displayGamut: .SRGB).displayGamut == .SRGB)
    }

    @Test func aScaleThatIsNotAPositiveNumberStaysUnspecified() {
        #expect(UITraitCollection(displayScale: -2).displayScale == 0)
        #expect(UITraitCollection(displayScale: .nan).displayScale == 0)
        #expect(UITraitCollection(displayScale: .infinity).displayScale == 0)
    }

    @Test func combiningTakesEachTraitFromTheLastCollectionThatSetsIt() {
        let combined = UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: .light),
            UITraitCollection(horizontalSizeClass: .compact),
            UITraitCollection(userInterfaceStyle: .dark),
            UITraitCollection(),
        ])
        #expect(combined.userInterfaceStyle == .dark)
        #expect(combined.horizontalSizeClass == .compact)
        #expect(combined.verticalSizeClass == .unspecified)
        #expect(UITraitCollection(traitsFrom: []) == UITraitCollection())
    }

    @Test func mutationsSetSeveralTraitsAtOnce() {
        let traits = UITraitCollection { mutableTraits in
            mutableTraits.userInterfaceStyle = .dark
            mutableTraits.preferredContentSizeCategory = .extraExtraLarge
        }
        #expect(traits.userInterfaceStyle == .dark)
        #expect(traits.preferredContentSizeCategory == .extraExtraLarge)
        let modified = traits.modifyingTraits { $0.userInterfaceStyle = .light }
        #expect(modified.userInterfaceStyle == .light)
        #expect(modified.preferredContentSizeCategory == .extraExtraLarge)
        #expect(traits.userInterfaceStyle == .dark)
    }

    @Test func equalCollectionsHaveEqualHashes() {
        let one = UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(displayScale: 2)])
        let other = UITraitCollection { $0.displayScale = 2; $0.userInterfaceStyle = .dark }
        #expect(one == other)
        #expect(one.hash == other.hash)
        #expect(one != UITraitCollection(userInterfaceStyle: .dark))
    }

    @Test func containsTraitsComparesOnlyTheTraitsTheOtherSets() {
        let screen = UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(horizontalSizeClass: .compact),
        ])
        #expect(screen.containsTraits(in: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(!screen.containsTraits(in: UITraitCollection(userInterfaceStyle: .light)))
        #expect(!screen.containsTraits(in: UITraitCollection(verticalSizeClass: .regular)))
        #expect(screen.containsTraits(in: UITraitCollection()))
        #expect(screen.containsTraits(in: nil))
    }

    @Test func onlyColourTraitsMakeADifferentColourAppearance() {
        let light = UITraitCollection(userInterfaceStyle: .light)
        #expect(light.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .dark)))
        let larger = UITraitCollection(traitsFrom: [light, UITraitCollection(preferredContentSizeCategory: .extraLarge)])
        #expect(!light.hasDifferentColorAppearance(comparedTo: larger))
        let contrast = UITraitCollection(traitsFrom: [light, UITraitCollection(accessibilityContrast: .high)])
        #expect(light.hasDifferentColorAppearance(comparedTo: contrast))
        let elevated = UITraitCollection(traitsFrom: [light, UITraitCollection(userInterfaceLevel: .elevated)])
        #expect(light.hasDifferentColorAppearance(comparedTo: elevated))
    }

    @Test func theDescriptionNamesTheTraitsThatAreSet() {
        let traits = UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(displayScale: 3)])
        #expect(traits.description.contains("UserInterfaceStyle = dark"))
        #expect(traits.description.contains("DisplayScale = 3"))
        #expect(!traits.description.contains("HorizontalSizeClass"))
    }

    @Test func currentIsThePhonesScreenUntilACollectionIsPerformedAsCurrent() {
        #expect(UITraitCollection.current.userInterfaceStyle == .light)
        #expect(UITraitCollection.current.preferredContentSizeCategory == .large)
        #expect(UITraitCollection.current.layoutDirection == .leftToRight)
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        var inside: UIUserInterfaceStyle?
        dark.performAsCurrent { inside = UITraitCollection.current.userInterfaceStyle }
        #expect(inside == .dark)
        #expect(UITraitCollection.current.userInterfaceStyle == .light)
    }

    @Test func aResetForgetsTheCurrentCollection() {
        UITraitCollection.current = UITraitCollection(userInterfaceStyle: .dark)
        Headless.reset()
        #expect(UITraitCollection.current.userInterfaceStyle == .light)
    }

    @Test func aClosureMayHandBackItsOwnContainer() {
        let traits = UITraitCollection { mutableTraits in
            var own = OwnTraits()
            own.userInterfaceStyle = .dark
            own.displayScale = -1
            mutableTraits = own
        }
        #expect(traits.userInterfaceStyle == .dark)
        #expect(traits.displayScale == 0)
        #expect(traits.horizontalSizeClass == .unspecified)
    }
}

/// An app's own container of traits, every trait stored.
private struct OwnTraits: UIMutableTraits {
    var displayScale: CGFloat = 0
    var userInterfaceStyle = UIUserInterfaceStyle.unspecified
    var userInterfaceIdiom = UIUserInterfaceIdiom.unspecified
    var layoutDirection = UITraitEnvironmentLayoutDirection.unspecified
    var horizontalSizeClass = UIUserInterfaceSizeClass.unspecified
    var verticalSizeClass = UIUserInterfaceSizeClass.unspecified
    var preferredContentSizeCategory = UIContentSizeCategory.unspecified
    var accessibilityContrast = UIAccessibilityContrast.unspecified
    var legibilityWeight = UILegibilityWeight.unspecified
    var userInterfaceLevel = UIUserInterfaceLevel.unspecified
    var activeAppearance = UIUserInterfaceActiveAppearance.unspecified
    var displayGamut = UIDisplayGamut.unspecified
}
