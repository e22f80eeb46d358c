// DynamicColorTests.swift: UIColor(dynamicProvider:) and resolvedColor(with:), as Apple documents
// them: the provider gives the colour for each trait collection; a plain colour resolves to itself.
import Foundation
import Testing
import HeadlessTesting
import ViewKernel

@MainActor
@Suite("Dynamic colours", .headless)
struct DynamicColorTests {
    /// White in light mode, black in dark mode, as an app's background colour often is.
    private let background = UIColor { traits in
        traits.userInterfaceStyle == .dark ? .black : .white
    }

    @Test func aDynamicColourResolvesPerAppearance() {
        #expect(background.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .black)
        #expect(background.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == .white)
        #expect(background.resolvedColor(with: UITraitCollection()) == .white)
    }

    @Test func aPlainColourResolvesToItself() {
        let red = UIColor.red
        #expect(red.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) === red)
    }

    @Test func itsComponentsAreItsValueInTheTraitsCurrentWhenRead() {
        #expect(background.rgba == UIColor.white.rgba)
        #expect(background.cgColor == UIColor.white.cgColor)
        var darkComponents: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)?
        var darkLayerColor: CGColor?
        UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
            darkComponents = background.rgba
            darkLayerColor = background.cgColor
        }
        #expect(darkComponents.map { [$0.red, $0.green, $0.blue, $0.alpha] } == [0, 0, 0, 1])
        #expect(darkLayerColor == UIColor.black.cgColor)
        // Made in dark mode, read in light mode: the traits at the reading count, as in UIKit.
        var madeInDark: UIColor?
        UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
            madeInDark = UIColor { $0.userInterfaceStyle == .dark ? .black : .white }
        }
        #expect(madeInDark?.rgba.red == 1)
    }

    @Test func aProviderMayReturnAnotherDynamicColour() {
        let nested = UIColor { _ in background }
        #expect(nested.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .black)
    }

    @Test func withAlphaComponentKeepsItDynamic() {
        let faded = background.withAlphaComponent(0.5)
        #expect(faded.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == UIColor.black.withAlphaComponent(0.5))
        #expect(faded.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == UIColor.white.withAlphaComponent(0.5))
    }

    @Test func aDynamicColourEqualsOnlyItself() {
        #expect(background == background)
        #expect(background != UIColor.white)
        #expect(UIColor.white != background)
        #expect(background != UIColor { $0.userInterfaceStyle == .dark ? .black : .white })
    }
}
