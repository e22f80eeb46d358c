// BarAppearanceTypeTests.swift: the appearance objects of iOS 13 as Apple documents them: their
// defaults, the configure methods (which replace the background and shadow values), and copies
// (Appearance/*.swift).
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("Bar appearances: the objects", .headless)
struct BarAppearanceTypeTests {
    @Test func aNewAppearanceHasTheDefaultBlurredBackgroundAndAHairline() {
        let appearance = UINavigationBarAppearance()
        #expect(appearance.idiom == .phone)
        #expect(appearance.backgroundEffect == UIBlurEffect(style: .systemChromeMaterial))
        #expect(appearance.backgroundColor == nil)
        #expect(appearance.backgroundImage == nil)
        #expect(appearance.backgroundImageContentMode == .scaleToFill)
        #expect(appearance.shadowColor != nil)
        #expect(appearance.shadowImage == nil)
        #expect(appearance.titleTextAttributes.isEmpty)
        #expect(appearance.largeTitleTextAttributes.isEmpty)
        #expect(appearance.titlePositionAdjustment == .zero)
        #expect(UIBarAppearance(idiom: .pad).idiom == .pad)
    }

    @Test func configureMethodsReplaceTheBackgroundAndShadowOnly() {
        let appearance = UINavigationBarAppearance()
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        appearance.backgroundImage = UIImage(systemName: "star")

        appearance.configureWithOpaqueBackground()
        #expect(appearance.backgroundEffect == nil)
        #expect(appearance.backgroundColor == .systemBackground)
        #expect(appearance.backgroundImage == nil)
        #expect(appearance.shadowColor != nil)
        #expect(appearance.titleTextAttributes[.foregroundColor] as? UIColor == .white)

        appearance.configureWithTransparentBackground()
        #expect(appearance.backgroundEffect == nil)
        #expect(appearance.backgroundColor == nil)
        #expect(appearance.shadowColor == nil)
        #expect(appearance.shadowImage == nil)

        appearance.configureWithDefaultBackground()
        #expect(appearance.backgroundEffect == UIBlurEffect(style: .systemChromeMaterial))
        #expect(appearance.backgroundColor == nil)
        #expect(appearance.shadowColor != nil)
        #expect(appearance.titleTextAttributes[.foregroundColor] as? UIColor == .white)
    }

    @Test func theDefaultShadowIsABlackHairlineThatTurnsWhiteInTheDark() throws {
        let shadow = try #require(UIBarAppearance().shadowColor)
        let light = shadow.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).rgba
        let dark = shadow.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).rgba
        #expect((light.red, light.alpha) == (CGFloat(0), CGFloat(0.3)))
        #expect(dark.red == 1 && dark.alpha > 0 && dark.alpha < 0.3)
    }

    @Test func aCopyIsOfTheSameClassWithTheSameValuesAndIndependent() {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemBlue
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.yellow]

        let copy = appearance.copy()
        let typed: UINavigationBarAppearance = copy       // copy() returns Self, as UIKit's overlay
        #expect(type(of: typed) == UINavigationBarAppearance.self)
        #expect(copy !== appearance)
        #expect(copy.backgroundColor == .systemBlue)
        #expect(copy.titleTextAttributes[.foregroundColor] as? UIColor == .white)
        #expect(copy.buttonAppearance.normal.titleTextAttributes[.foregroundColor] as? UIColor == .yellow)

        appearance.backgroundColor = .red
        appearance.buttonAppearance.normal.titleTextAttributes = [:]
        #expect(copy.backgroundColor == .systemBlue)
        #expect(copy.buttonAppearance.normal.titleTextAttributes[.foregroundColor] as? UIColor == .yellow)
        #expect((appearance.copy(with: nil) as? UINavigationBarAppearance)?.backgroundColor == .red)
    }

    @Test func initWithBarAppearanceTakesTheSharedValuesAcrossBarKinds() {
        let toolbar = UIToolbarAppearance()
        toolbar.configureWithOpaqueBackground()
        toolbar.backgroundColor = .systemGreen
        toolbar.shadowColor = .clear

        let navigation = UINavigationBarAppearance(barAppearance: toolbar)
        #expect(navigation.backgroundColor == .systemGreen)
        #expect(navigation.backgroundEffect == nil)
        #expect(navigation.shadowColor == .clear)
        #expect(navigation.titleTextAttributes.isEmpty)

        let tabs = UITabBarAppearance(barAppearance: navigation)
        #expect(tabs.backgroundColor == .systemGreen)
        #expect(tabs.stackedLayoutAppearance.normal.iconColor == nil)
    }

    @Test func barButtonItemAppearancesStartEmptyAndConfigureBackToEmpty() {
        let done = UIBarButtonItemAppearance(style: .done)
        #expect(done.normal.titleTextAttributes.isEmpty)
        #expect(done.highlighted.titlePositionAdjustment == .zero)
        #expect(done.disabled.backgroundImage == nil)
        #expect(done.focused.backgroundImagePositionAdjustment == .zero)

        done.normal.titleTextAttributes = [.foregroundColor: UIColor.red]
        let copy = done.copy()
        done.configureWithDefault(for: .done)
        #expect(done.normal.titleTextAttributes.isEmpty)
        #expect(copy.normal.titleTextAttributes[.foregroundColor] as? UIColor == .red)
        #expect(UIBarButtonItemAppearance().normal.titleTextAttributes.isEmpty)
    }

    @Test func theNavigationBarAppearanceHasItsButtonsAndBackIndicator() {
        let appearance = UINavigationBarAppearance()
        #expect(appearance.buttonAppearance !== appearance.doneButtonAppearance)
        #expect(appearance.backIndicatorImage.size.width > 0)
        let chevron = UIImage(systemName: "chevron.right") ?? UIImage()
        appearance.setBackIndicatorImage(chevron, transitionMaskImage: chevron)
        #expect(appearance.backIndicatorImage === chevron)
        #expect(appearance.backIndicatorTransitionMaskImage === chevron)
        appearance.setBackIndicatorImage(nil, transitionMaskImage: chevron)
        #expect(appearance.backIndicatorImage !== chevron)
    }

    @Test func tabBarAppearanceDefaults() {
        let appearance = UITabBarAppearance()
        #expect(appearance.stackedItemPositioning == .automatic)
        #expect(appearance.stackedItemSpacing == 0 && appearance.stackedItemWidth == 0)
        #expect(appearance.selectionIndicatorTintColor == nil && appearance.selectionIndicatorImage == nil)
        let item = appearance.stackedLayoutAppearance
        for state in [item.normal, item.selected, item.disabled, item.focused] {
            #expect(state.titleTextAttributes.isEmpty && state.badgeTextAttributes.isEmpty)
            #expect(state.iconColor == nil && state.badgeBackgroundColor == nil)
            #expect(state.titlePositionAdjustment == .zero && state.badgePositionAdjustment == .zero)
            #expect(state.badgeTitlePositionAdjustment == .zero)
        }
        #expect(appearance.inlineLayoutAppearance !== appearance.compactInlineLayoutAppearance)
        #expect(UITabBarItemAppearance.Style.compactInline.rawValue == 2)
        #expect(UIBlurEffect.Style.systemChromeMaterial.rawValue == 10)
    }

    @Test func tabBarAppearanceCopiesItsItemAppearancesDeeply() {
        let appearance = UITabBarAppearance()
        appearance.stackedLayoutAppearance.selected.iconColor = .systemPink
        let copy = appearance.copy()
        appearance.stackedLayoutAppearance.selected.iconColor = .blue
        #expect(copy.stackedLayoutAppearance.selected.iconColor == .systemPink)
        #expect(copy.stackedLayoutAppearance !== appearance.stackedLayoutAppearance)
    }
}
