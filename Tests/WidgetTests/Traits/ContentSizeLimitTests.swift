// ContentSizeLimitTests.swift: iOS 15's limits on Dynamic Type for a view and its subviews, as Apple
// documents minimumContentSizeCategory and maximumContentSizeCategory ("the minimum [maximum]
// content size category for the view and its subviews"; "the limit applies immediately after you
// set this value and when future content size category updates occur"; nil removes it) and
// appliedContentSizeCategoryLimitsDescription ("lists each of the view's superviews, its content
// size category, and whether that view has content size category limits"); and a button whose
// title label adjusts its font for the text size growing with it.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("Limits on the text size", .headless)
struct ContentSizeLimitTests {
    @Test func aMaximumCapsTheCategoryTheViewAndItsSubviewsSee() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let card = UIView(), caption = UILabel(), outside = UIView()
        caption.text = "Total"
        caption.font = .preferredFont(forTextStyle: .body)
        caption.adjustsFontForContentSizeCategory = true
        card.addSubview(caption)
        window.addSubview(card)
        window.addSubview(outside)
        window.makeKeyAndVisible()
        card.maximumContentSizeCategory = .extraExtraLarge
        #expect(card.traitCollection.preferredContentSizeCategory == .large)

        Headless.setTraits(UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge))
        Headless.advance(by: 0.1)
        #expect(card.traitCollection.preferredContentSizeCategory == .extraExtraLarge)
        #expect(caption.traitCollection.preferredContentSizeCategory == .extraExtraLarge)
        #expect(outside.traitCollection.preferredContentSizeCategory == .accessibilityExtraLarge)
        #expect(caption.font.pointSize == 21)                 // body at XXL in Apple's table, not AX3's 40

        card.maximumContentSizeCategory = nil                 // the limit goes: the user's size again
        Headless.advance(by: 0.1)
        #expect(caption.traitCollection.preferredContentSizeCategory == .accessibilityExtraLarge)
        #expect(caption.font.pointSize == 40)
        withExtendedLifetime(window) {}
    }

    @Test func aMinimumRaisesASmallerCategoryAtOnce() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let label = UILabel()
        window.addSubview(label)
        window.makeKeyAndVisible()
        Headless.setTraits(UITraitCollection(preferredContentSizeCategory: .extraSmall))
        #expect(label.traitCollection.preferredContentSizeCategory == .extraSmall)
        label.minimumContentSizeCategory = .medium
        #expect(label.traitCollection.preferredContentSizeCategory == .medium)
        #expect(label.minimumContentSizeCategory == .medium)
        Headless.setTraits(UITraitCollection(preferredContentSizeCategory: .extraLarge))
        #expect(label.traitCollection.preferredContentSizeCategory == .extraLarge)
        withExtendedLifetime(window) {}
    }

    @Test func whenTheLimitsCrossOnlyTheMaximumApplies() {
        let view = UIView()
        view.minimumContentSizeCategory = .accessibilityLarge
        view.maximumContentSizeCategory = .small
        Headless.setTraits(UITraitCollection(preferredContentSizeCategory: .extraSmall))
        #expect(view.traitCollection.preferredContentSizeCategory == .extraSmall)
        Headless.setTraits(UITraitCollection(preferredContentSizeCategory: .extraLarge))
        #expect(view.traitCollection.preferredContentSizeCategory == .small)
    }

    @Test func theDescriptionListsTheViewAndItsSuperviewsWithTheirLimits() {
        let outer = UIView(), inner = UILabel()
        outer.addSubview(inner)
        outer.maximumContentSizeCategory = .extraLarge
        Headless.setTraits(UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge))
        let lines = inner.appliedContentSizeCategoryLimitsDescription.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix("UILabel: \(UIContentSizeCategory.extraLarge.rawValue)") == true)
        #expect(lines.first?.contains("maximum") == false)
        #expect(lines.last == "UIView: \(UIContentSizeCategory.extraLarge.rawValue) (maximum: \(UIContentSizeCategory.extraLarge.rawValue))")
    }

    @Test func aButtonWhoseTitleFollowsTheTextSizeGrowsWithIt() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let button = UIButton(type: .system)
        button.setTitle("Continue", for: .normal)
        button.titleLabel?.font = .preferredFont(forTextStyle: .body)
        button.titleLabel?.adjustsFontForContentSizeCategory = true
        button.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(button)
        NSLayoutConstraint.activate([
            button.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            button.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
        ])
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let before = button.frame.size
        #expect(before == button.intrinsicContentSize)

        Headless.setTraits(UITraitCollection(preferredContentSizeCategory: .accessibilityMedium))
        Headless.advance(by: 0.1)
        #expect(button.titleLabel?.font.pointSize == 28)      // body at AX1
        #expect(button.intrinsicContentSize.width > before.width)
        #expect(button.intrinsicContentSize.height > before.height)
        #expect(button.frame.size == button.intrinsicContentSize)
        #expect(button.titleLabel?.frame.height ?? 0 >= 28)
        withExtendedLifetime(window) {}
    }
}
