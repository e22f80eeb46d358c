// ImageAssetTests.swift: images per trait, as Apple documents UIImageAsset: register(_:with:)
// ("each image in an image asset must have a unique set of traits"; registering under equivalent
// traits replaces the image), image(with:) ("if this method can't locate an image that matches the
// specified trait collection precisely, it returns the best match available"),
// unregister(imageWith:), and an image view showing the variant for its traits and switching when
// they change (a light and a dark image in one asset).
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// An image of `side` points square, told apart from the others by its size.
@MainActor
private func square(_ side: CGFloat) -> UIImage {
    UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { _ in }
}

@MainActor
@Suite("Images per trait", .headless)
struct ImageAssetTests {
    private let light = UITraitCollection(userInterfaceStyle: .light)
    private let dark = UITraitCollection(userInterfaceStyle: .dark)

    @Test func anAssetGivesTheVariantRegisteredForTheTraits() {
        let asset = UIImageAsset()
        let day = square(10), night = square(20)
        asset.register(day, with: light)
        asset.register(night, with: dark)
        #expect(day.imageAsset === asset)
        #expect(night.imageAsset === asset)
        #expect(asset.image(with: dark) === night)
        #expect(asset.image(with: light) === day)
        // More traits than registered: the variant whose traits all hold.
        let darkAndCompact = UITraitCollection(traitsFrom: [dark, UITraitCollection(horizontalSizeClass: .compact)])
        #expect(asset.image(with: darkAndCompact) === night)
    }

    @Test func theMostSpecificMatchWinsAndAnUnmatchedQueryGetsTheBestAvailable() {
        let asset = UIImageAsset()
        let any = square(5), darkOnly = square(10), darkCompact = square(15)
        asset.register(any, with: UITraitCollection())
        asset.register(darkOnly, with: dark)
        asset.register(darkCompact, with: UITraitCollection(traitsFrom: [dark, UITraitCollection(horizontalSizeClass: .compact)]))
        #expect(asset.image(with: UITraitCollection(traitsFrom: [dark, UITraitCollection(horizontalSizeClass: .compact)])) === darkCompact)
        #expect(asset.image(with: UITraitCollection(traitsFrom: [dark, UITraitCollection(horizontalSizeClass: .regular)])) === darkOnly)
        #expect(asset.image(with: light) === any)

        let onlyDark = UIImageAsset()
        onlyDark.register(darkOnly, with: dark)
        #expect(onlyDark.image(with: light) === darkOnly)
        #expect(UIImageAsset().image(with: light).size == .zero)
    }

    @Test func registeringUnderTheSameTraitsReplacesAndUnregisteringRemoves() {
        let asset = UIImageAsset()
        let first = square(10), second = square(30), other = square(20)
        asset.register(first, with: dark)
        asset.register(other, with: light)
        asset.register(second, with: dark)
        #expect(asset.image(with: dark) === second)
        asset.unregister(imageWith: dark)
        #expect(asset.image(with: dark) === other)          // the best left
    }

    @Test func theVariantOfTheNearestScaleIsChosen() {
        let asset = UIImageAsset()
        let twice = square(10), thrice = square(12)
        asset.register(twice, with: UITraitCollection(displayScale: 2))
        asset.register(thrice, with: UITraitCollection(displayScale: 3))
        #expect(asset.image(with: UITraitCollection(displayScale: 3)) === thrice)
        #expect(asset.image(with: UITraitCollection(displayScale: 2)) === twice)
        #expect(asset.image(with: UITraitCollection(displayScale: 1)) === twice)
    }

    @Test func anImageViewShowsTheVariantForItsTraitsAndSwitchesWhenTheyChange() {
        let asset = UIImageAsset()
        let day = square(10), night = square(20)
        asset.register(day, with: light)
        asset.register(night, with: dark)
        let window = UIWindow(frame: UIScreen.main.bounds)
        let icon = UIImageView(image: day)
        icon.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(icon)
        NSLayoutConstraint.activate([
            icon.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 8),
            icon.topAnchor.constraint(equalTo: window.topAnchor, constant: 40),
        ])
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(icon.displayedImage === day)
        #expect(icon.frame.size == CGSize(width: 10, height: 10))

        window.overrideUserInterfaceStyle = .dark
        Headless.advance(by: 0.1)
        #expect(icon.image === day)                           // what was set stays
        #expect(icon.displayedImage === night)
        #expect(icon.intrinsicContentSize == CGSize(width: 20, height: 20))
        #expect(icon.frame.size == CGSize(width: 20, height: 20))

        Headless.setTraits(dark)                              // already dark here: no change
        window.overrideUserInterfaceStyle = .light
        Headless.advance(by: 0.1)
        #expect(icon.displayedImage === day)
        #expect(icon.frame.size == CGSize(width: 10, height: 10))
        withExtendedLifetime(window) {}
    }

    @Test func anImageWithoutAnAssetIsShownAsItIs() {
        let image = square(8)
        #expect(image.imageAsset == nil)
        let view = UIImageView(image: image)
        view.overrideUserInterfaceStyle = .dark
        #expect(view.displayedImage === image)
    }
}
