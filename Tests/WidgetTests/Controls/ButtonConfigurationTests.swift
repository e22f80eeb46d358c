// ButtonConfigurationTests.swift: UIButton.Configuration (iOS 15) — the eight styles' colours,
// the sizes' fonts and insets, the fitting size, the placement of image, title and subtitle, and
// what the dump, accessibility and pictures show.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// The components of `color` in `view`'s traits.
@MainActor
func components(_ color: UIColor?, in view: UIView) -> (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)? {
    color?.resolvedColor(with: view.traitCollection).rgba
}

/// Whether `color` resolves to the same components as `expected` in `view`'s traits.
@MainActor
func sameColor(_ color: UIColor?, _ expected: UIColor, in view: UIView) -> Bool {
    guard let got = components(color, in: view), let want = components(expected, in: view) else { return false }
    return abs(got.red - want.red) < 0.002 && abs(got.green - want.green) < 0.002
        && abs(got.blue - want.blue) < 0.002 && abs(got.alpha - want.alpha) < 0.002
}

/// The view drawing a configured button's background: its first subview.
@MainActor
func configuredBackground(of button: UIButton) -> UIView? {
    button.subviews.first
}

@MainActor
@Suite("UIButton.Configuration styles and layout", .headless)
struct ButtonConfigurationTests {
    private func button(_ configuration: UIButton.Configuration, in window: UIWindow) -> UIButton {
        let button = UIButton(configuration: configuration)
        window.addSubview(button)
        button.frame.origin = CGPoint(x: 20, y: 40)
        button.frame.size = button.intrinsicContentSize
        window.layoutIfNeeded()
        return button
    }

    @Test func stylesHaveUIKitsDefaults() {
        let configuration = UIButton.Configuration.filled()
        #expect(configuration.title == nil && configuration.subtitle == nil && configuration.image == nil)
        #expect(configuration.imagePlacement == .leading)
        #expect(configuration.imagePadding == 0 && configuration.titlePadding == 0)
        #expect(configuration.buttonSize == .medium)
        #expect(configuration.cornerStyle == .dynamic)
        #expect(configuration.titleAlignment == .automatic)
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
        #expect(configuration.automaticallyUpdateForSelection)
        #expect(!configuration.showsActivityIndicator)
        #expect(configuration.macIdiomStyle == .automatic)
        #expect(configuration.indicator == .automatic)
        #expect(UIButton.Configuration.plain() != UIButton.Configuration.filled())
        #expect(UIButton.Configuration.gray() == UIButton.Configuration.gray())
    }

    @Test func titleAndAttributedTitleAreOneValue() {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Send"
        #expect(configuration.attributedTitle == AttributedString("Send"))
        var bold = AttributedString("Bold")
        bold.font = UIFont.boldSystemFont(ofSize: 20)
        configuration.attributedTitle = bold
        #expect(configuration.title == "Bold")
        configuration.subtitle = "Now"
        #expect(configuration.attributedSubtitle == AttributedString("Now"))
    }

    @Test func aMediumFilledButtonIsBodyTextPlusSevenAndTwelvePointInsets() {
        let window = makeControlWindow()
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Button"
        let button = button(configuration, in: window)
        let body = UIFont.preferredFont(forTextStyle: .body)
        let title = button.titleLabel
        #expect(title?.font == body)
        let titleSize = title?.sizeThatFits(.zero) ?? .zero
        #expect(button.intrinsicContentSize.height == titleSize.height + 14)
        #expect(button.intrinsicContentSize.width == titleSize.width + 24)
        #expect(abs(button.intrinsicContentSize.height - 34.33) < 0.5)
        #expect(title?.frame.origin.x == 12)
        #expect(title?.frame.origin.y == 7)
        #expect(button.sizeThatFits(.zero) == button.intrinsicContentSize)
    }

    @Test func sizesChooseFontsAndDefaultInsets() {
        var configuration = UIButton.Configuration.gray()
        configuration.title = "Go"
        configuration.buttonSize = .large
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20))
        configuration.buttonSize = .small
        let window = makeControlWindow()
        let small = button(configuration, in: window)
        #expect(small.titleLabel?.font == UIFont.preferredFont(forTextStyle: .subheadline))
        configuration.buttonSize = .mini
        let mini = button(configuration, in: window)
        #expect(mini.titleLabel?.font == UIFont.preferredFont(forTextStyle: .footnote))
        #expect(mini.intrinsicContentSize.height < small.intrinsicContentSize.height)
    }

    @Test func setInsetsStayUntilSetDefaultContentInsets() {
        var configuration = UIButton.Configuration.plain()
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        configuration.buttonSize = .large
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        configuration.setDefaultContentInsets()
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20))
    }

    @Test func eachStyleResolvesItsColours() {
        let window = makeControlWindow()
        let tint = UIColor.systemBlue
        let expectations: [(UIButton.Configuration, UIColor, UIColor?)] = [
            (.plain(), tint, nil), (.borderless(), tint, nil),
            (.gray(), tint, .tertiarySystemFill), (.bordered(), tint, .tertiarySystemFill),
            (.tinted(), tint, tint.withAlphaComponent(0.15)), (.borderedTinted(), tint, tint.withAlphaComponent(0.15)),
            (.filled(), .white, tint), (.borderedProminent(), .white, tint),
        ]
        for (var configuration, foreground, background) in expectations {
            configuration.title = "Title"
            let button = button(configuration, in: window)
            #expect(sameColor(button.titleLabel?.textColor, foreground, in: button))
            let fill = configuredBackground(of: button)?.backgroundColor
            if let background {
                #expect(sameColor(fill, background, in: button))
            } else {
                #expect(components(fill, in: button)?.alpha == 0)
            }
        }
    }

    @Test func baseColoursReplaceTheStylesColours() {
        let window = makeControlWindow()
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Delete"
        configuration.baseBackgroundColor = .systemRed
        configuration.baseForegroundColor = .black
        let button = button(configuration, in: window)
        #expect(sameColor(button.titleLabel?.textColor, .black, in: button))
        #expect(sameColor(configuredBackground(of: button)?.backgroundColor, .systemRed, in: button))
        button.tintColor = .systemGreen
        var plain = UIButton.Configuration.plain()
        plain.title = "Tinted"
        let tinted = self.button(plain, in: window)
        tinted.tintColor = .systemGreen
        #expect(sameColor(tinted.titleLabel?.textColor, .systemGreen, in: tinted))
    }

    @Test func aBackgroundColourSetOnTheBackgroundWins() {
        let window = makeControlWindow()
        var configuration = UIButton.Configuration.tinted()
        configuration.title = "Custom"
        configuration.background.backgroundColor = .systemYellow
        let button = button(configuration, in: window)
        #expect(sameColor(configuredBackground(of: button)?.backgroundColor, .systemYellow, in: button))
    }

    @Test func cornerStylesRoundTheBackground() {
        let window = makeControlWindow()
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Round"
        configuration.cornerStyle = .capsule
        let capsule = button(configuration, in: window)
        #expect(configuredBackground(of: capsule)?.layer.cornerRadius == capsule.bounds.height / 2)
        configuration.cornerStyle = .fixed
        configuration.background.cornerRadius = 3
        #expect(configuredBackground(of: button(configuration, in: window))?.layer.cornerRadius == 3)
        configuration.cornerStyle = .dynamic
        configuration.buttonSize = .large
        let large = configuredBackground(of: button(configuration, in: window))?.layer.cornerRadius ?? 0
        configuration.buttonSize = .small
        let small = configuredBackground(of: button(configuration, in: window))?.layer.cornerRadius ?? 0
        #expect(large > small && small > 0)
    }

    @Test func theSubtitleStacksUnderTheTitleWithTitlePadding() throws {
        let window = makeControlWindow()
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Title"
        configuration.subtitle = "Subtitle"
        configuration.titlePadding = 4
        let button = button(configuration, in: window)
        let title = try #require(button.titleLabel)
        let subtitle = try #require(button.subtitleLabel)
        #expect(subtitle.superview === button)
        #expect(subtitle.font == UIFont.preferredFont(forTextStyle: .subheadline))
        #expect(subtitle.frame.minY == title.frame.maxY + 4)
        let height = title.sizeThatFits(.zero).height + 4 + subtitle.sizeThatFits(.zero).height + 14
        #expect(abs(button.intrinsicContentSize.height - height) < 0.01)
        #expect(button.accessibilityLabel == "Title, Subtitle")
    }

    @Test func theImageGoesWhereImagePlacementSaysWithImagePadding() throws {
        let window = makeControlWindow()
        let image = try controlTestImage(width: 20, height: 20)
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Photo"
        configuration.image = image
        configuration.imagePadding = 8
        let leading = button(configuration, in: window)
        let title = try #require(leading.titleLabel)
        let imageView = try #require(leading.imageView)
        #expect(imageView.frame.minX == 12)
        #expect(abs(title.frame.minX - (12 + 20 + 8)) < 0.001)
        #expect(leading.intrinsicContentSize.width == 12 + 20 + 8 + title.frame.width + 12)

        configuration.imagePlacement = .trailing
        let trailing = button(configuration, in: window)
        let trailingImage = try #require(trailing.imageView).frame
        #expect(try trailingImage.minX == #require(trailing.titleLabel).frame.maxX + 8)

        configuration.imagePlacement = .top
        let top = button(configuration, in: window)
        let topImage = try #require(top.imageView).frame
        let topTitle = try #require(top.titleLabel).frame
        #expect(topImage.minY == 7)
        #expect(topTitle.minY == topImage.maxY + 8)
        #expect(abs(topImage.midX - topTitle.midX) <= 0.5)
        #expect(top.intrinsicContentSize.height == 7 + 20 + 8 + topTitle.height + 7)

        configuration.imagePlacement = .bottom
        let bottom = button(configuration, in: window)
        let bottomImage = try #require(bottom.imageView).frame
        #expect(try bottomImage.minY == #require(bottom.titleLabel).frame.maxY + 8)
    }

    @Test func rightToLeftPutsTheLeadingImageAtTheRight() throws {
        let window = makeControlWindow()
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Photo"
        configuration.image = try controlTestImage(width: 20, height: 20)
        let button = UIButton(configuration: configuration)
        button.semanticContentAttribute = .forceRightToLeft
        window.addSubview(button)
        button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
        window.layoutIfNeeded()
        #expect(try #require(button.imageView).frame.maxX == button.bounds.width - 12)
        #expect(try #require(button.titleLabel).frame.minX == 12)
    }

    @Test func theActivityIndicatorTakesTheImagesPlace() throws {
        let window = makeControlWindow()
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Saving"
        configuration.image = try controlTestImage(width: 30, height: 30)
        configuration.showsActivityIndicator = true
        let button = button(configuration, in: window)
        let spinner = try #require(button.subviews.compactMap { $0 as? UIActivityIndicatorView }.first)
        #expect(spinner.isAnimating)
        #expect(button.imageView?.superview == nil)
        #expect(sameColor(spinner.color, .white, in: button))
        #expect(spinner.frame.minX == 12)
        var done = configuration
        done.showsActivityIndicator = false
        button.configuration = done
        window.layoutIfNeeded()
        #expect(spinner.superview == nil && !spinner.isAnimating)
        #expect(button.imageView?.superview === button)
    }

    @Test func aPopupIndicatorDrawsAChevronAtTheTrailingEnd() throws {
        let window = makeControlWindow()
        var configuration = UIButton.Configuration.gray()
        configuration.title = "Sort"
        configuration.indicator = .popup
        let button = button(configuration, in: window)
        let chevron = try #require(button.subviews.last as? UIImageView)
        #expect(chevron.image?.isSymbolImage == true)
        #expect(chevron.frame.maxX == button.bounds.width - 12)
        #expect(try #require(button.titleLabel).frame.maxX + 8 == chevron.frame.minX)
    }

    @Test func theDumpNamesTheStyleAndTitle() {
        var configuration = UIButton.Configuration.borderedProminent()
        configuration.title = "Buy"
        let button = UIButton(configuration: configuration)
        #expect(button.description.contains("configuration = borderedProminent; title = 'Buy'"))
    }

    @Test func settingNilBringsBackTheLegacyContent() {
        let window = makeControlWindow()
        var configuration = UIButton.Configuration.filled()
        configuration.title = "New"
        let button = button(configuration, in: window)
        button.setTitle("Old", for: .normal)
        button.configuration = nil
        window.layoutIfNeeded()
        #expect(button.titleLabel?.text == "Old")
        #expect(button.titleLabel?.font == UIFont.systemFont(ofSize: 15))
        #expect(button.subviews.count == 1)
    }

    @Test func attributesAndTransformersStyleTheTitle() {
        let window = makeControlWindow()
        var configuration = UIButton.Configuration.plain()
        var title = AttributedString("Big")
        title.font = UIFont.systemFont(ofSize: 30)
        configuration.attributedTitle = title
        configuration.subtitle = "Red"
        configuration.subtitleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            outgoing.foregroundColor = .systemRed
            return outgoing
        }
        let button = button(configuration, in: window)
        #expect(button.titleLabel?.font == UIFont.systemFont(ofSize: 30))
        #expect(sameColor(button.subtitleLabel?.textColor, .systemRed, in: button))
    }

    @Test func titleAlignmentAlignsTitleAndSubtitle() throws {
        let window = makeControlWindow()
        var configuration = UIButton.Configuration.gray()
        configuration.title = "Title"
        configuration.subtitle = "A longer subtitle"
        #expect(button(configuration, in: window).titleLabel?.textAlignment == .center)
        configuration.image = try controlTestImage(width: 20, height: 20)
        #expect(button(configuration, in: window).titleLabel?.textAlignment == .natural)
        configuration.titleAlignment = .trailing
        let trailing = button(configuration, in: window)
        #expect(trailing.titleLabel?.textAlignment == .right)
        #expect(trailing.subtitleLabel?.textAlignment == .right)
        #expect(trailing.titleLabel?.frame.width == trailing.subtitleLabel?.frame.width)
    }

    @Test func aNarrowWidthWrapsTheTitleOntoMoreLines() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "A title long enough to wrap onto a second line"
        let button = UIButton(configuration: configuration)
        let wide = button.sizeThatFits(.zero)
        let narrow = button.sizeThatFits(CGSize(width: 150, height: 0))
        #expect(narrow.width <= 150)
        #expect(narrow.height > wide.height)
    }

    @Test func colourTransformersChangeTheImageAndIndicatorColours() {
        let window = makeControlWindow()
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Star"
        configuration.image = UIImage(systemName: "star")
        configuration.imageColorTransformer = UIConfigurationColorTransformer { _ in .systemOrange }
        let button = button(configuration, in: window)
        #expect(sameColor(button.imageView?.tintColor, .systemOrange, in: button))
        #expect(sameColor(button.titleLabel?.textColor, .systemBlue, in: button))
        configuration.showsActivityIndicator = true
        configuration.activityIndicatorColorTransformer = .grayscale
        button.configuration = configuration
        let spinner = button.subviews.compactMap { $0 as? UIActivityIndicatorView }.first
        let rgba = components(spinner?.color, in: button)
        #expect(rgba != nil && rgba?.red == rgba?.green && rgba?.green == rgba?.blue)
    }
}
