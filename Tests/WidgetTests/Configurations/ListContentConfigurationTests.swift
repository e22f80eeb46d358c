// ListContentConfigurationTests.swift: UIListContentConfiguration's styles, as UIKit documents
// them (a cell's one label, a subtitle cell's label below, a value cell's side by side), and the
// UIListContentView that shows one: its labels, image and the place of each in a row.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite(.headless)
struct ListContentConfigurationTests {
    @Test func theStylesUseTheSystemFontsAndColours() {
        let cell = UIListContentConfiguration.cell()
        #expect(cell.textProperties.font == UIFont.preferredFont(forTextStyle: .body))
        #expect(cell.textProperties.color == UIColor.label)
        #expect(cell.textProperties.numberOfLines == 0)
        #expect(cell.textProperties.adjustsFontForContentSizeCategory)
        #expect(!cell.prefersSideBySideTextAndSecondaryText)
        #expect(cell.axesPreservingSuperviewLayoutMargins == .horizontal)

        let subtitle = UIListContentConfiguration.subtitleCell()
        #expect(subtitle.secondaryTextProperties.font == UIFont.preferredFont(forTextStyle: .subheadline))
        #expect(subtitle.secondaryTextProperties.color == UIColor.secondaryLabel)

        let value = UIListContentConfiguration.valueCell()
        #expect(value.prefersSideBySideTextAndSecondaryText)
        #expect(value.secondaryTextProperties.font == UIFont.preferredFont(forTextStyle: .body))
        #expect(value.secondaryTextProperties.color == UIColor.secondaryLabel)

        let header = UIListContentConfiguration.groupedHeader()
        #expect(header.textProperties.transform == .uppercase)
        #expect(header.textProperties.font == UIFont.preferredFont(forTextStyle: .footnote))
        #expect(UIListContentConfiguration.plainHeader().textProperties.font == UIFont.preferredFont(forTextStyle: .headline))
        #expect(UIListContentConfiguration.prominentInsetGroupedHeader().textProperties.font.pointSize == 20)
    }

    @Test func textAndAttributedTextReplaceEachOther() {
        var content = UIListContentConfiguration.cell()
        content.text = "Plain"
        content.attributedText = NSAttributedString(string: "Rich")
        #expect(content.text == nil)
        #expect(content.attributedText?.string == "Rich")
        content.secondaryText = "Detail"
        #expect(content.secondaryAttributedText == nil)
        content.text = "Again"
        #expect(content.attributedText == nil)
    }

    @Test func configurationsAreValuesThatCompareByContent() {
        var first = UIListContentConfiguration.cell()
        first.text = "Wi-Fi"
        var second = UIListContentConfiguration.cell()
        second.text = "Wi-Fi"
        #expect(first == second)
        second.secondaryText = "Home"
        #expect(first != second)
        #expect(Set([first, second, first]).count == 2)
    }

    @Test func aCellLaysOutItsTextInsideTheListMarginsAtLeast44PointsTall() throws {
        var content = UIListContentConfiguration.cell()
        content.text = "General"
        let view = UIListContentView(configuration: content)
        let host = UITableViewCell(style: .default, reuseIdentifier: nil)
        host.contentConfiguration = content
        let hosted = try #require(host.contentView as? UIListContentView)
        host.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
        host.layoutIfNeeded()
        let label = try #require(hosted.subviews.compactMap { $0 as? UILabel }.first)
        #expect(label.text == "General")
        #expect(label.frame.minX == 16)
        #expect(abs(label.frame.midY - 22) < 0.5)
        #expect(hosted.sizeThatFits(CGSize(width: 390, height: 0)).height == 44)
        // On its own, with no superview, it keeps its own 16-point margins too.
        #expect(view.sizeThatFits(CGSize(width: 390, height: 0)).height == 44)
    }

    @Test func aValueCellPutsTheValueAtTheTrailingMarginAndStacksWhenTheyDoNotFit() throws {
        var content = UIListContentConfiguration.valueCell()
        content.text = "Version"
        content.secondaryText = "17.2"
        let view = UIListContentView(configuration: content)
        view.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
        view.layoutIfNeeded()
        let labels = view.subviews.compactMap { $0 as? UILabel }
        let value = try #require(labels.first { $0.text == "17.2" })
        let title = try #require(labels.first { $0.text == "Version" })
        #expect(value.frame.maxX == CGFloat(390 - 16))
        #expect(title.frame.minX == 16)
        #expect(abs(value.frame.midY - title.frame.midY) < 0.5)

        content.secondaryText = String(repeating: "A long value that cannot fit beside its title ", count: 3)
        view.configuration = content
        view.frame.size.height = view.sizeThatFits(CGSize(width: 390, height: 0)).height
        view.layoutIfNeeded()
        let stacked = try #require(view.subviews.compactMap { $0 as? UILabel }.first { $0.text != "Version" })
        #expect(stacked.frame.minY > title.frame.maxY)
        #expect(stacked.frame.minX == 16)
    }

    @Test func aSubtitleCellStacksItsTextsWithThePaddingBetween() throws {
        var content = UIListContentConfiguration.subtitleCell()
        content.text = "Title"
        content.secondaryText = "Subtitle"
        let view = UIListContentView(configuration: content)
        let height = view.sizeThatFits(CGSize(width: 320, height: 0)).height
        view.frame = CGRect(x: 0, y: 0, width: 320, height: height)
        view.layoutIfNeeded()
        let labels = view.subviews.compactMap { $0 as? UILabel }
        let title = try #require(labels.first { $0.text == "Title" })
        let subtitle = try #require(labels.first { $0.text == "Subtitle" })
        #expect(subtitle.frame.minY == title.frame.maxY + content.textToSecondaryTextVerticalPadding)
        #expect(abs(height - (8 + title.frame.height + 3 + subtitle.frame.height + 8)) < 1)
    }

    @Test func anImageSitsAtTheLeadingMarginAndTheTextAfterItsPadding() throws {
        var content = UIListContentConfiguration.cell()
        content.text = "Photos"
        content.image = UIImage(systemName: "photo")
        let image = try #require(content.image)
        let view = UIListContentView(configuration: content)
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        view.layoutIfNeeded()
        let imageView = try #require(view.subviews.compactMap { $0 as? UIImageView }.first)
        let label = try #require(view.subviews.compactMap { $0 as? UILabel }.first)
        #expect(imageView.frame.minX == 16)
        #expect(imageView.frame.size == image.size)
        #expect(label.frame.minX == 16 + image.size.width + content.imageToTextPadding)

        content.imageProperties.maximumSize = CGSize(width: 10, height: 10)
        view.configuration = content
        view.layoutIfNeeded()
        #expect(imageView.frame.width <= 10 && imageView.frame.height <= 10)
    }

    @Test func rightToLeftTheImageIsAtTheRightAndTheTextToItsLeft() throws {
        var content = UIListContentConfiguration.cell()
        content.text = "Photos"
        content.image = UIImage(systemName: "photo")
        let view = UIListContentView(configuration: content)
        view.semanticContentAttribute = .forceRightToLeft
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        view.layoutIfNeeded()
        let imageView = try #require(view.subviews.compactMap { $0 as? UIImageView }.first)
        let label = try #require(view.subviews.compactMap { $0 as? UILabel }.first)
        #expect(imageView.frame.maxX == CGFloat(320 - 16))
        #expect(label.frame.maxX < imageView.frame.minX)
    }

    @Test func aGroupedHeaderShowsItsTextInCapitals() throws {
        var content = UIListContentConfiguration.groupedHeader()
        content.text = "Connections"
        let view = UIListContentView(configuration: content)
        let label = try #require(view.subviews.compactMap { $0 as? UILabel }.first)
        #expect(label.text == "CONNECTIONS")
        #expect(content.text == "Connections")
    }

    @Test func removingATextRemovesItsLabel() {
        var content = UIListContentConfiguration.subtitleCell()
        content.text = "Title"
        content.secondaryText = "Subtitle"
        let view = UIListContentView(configuration: content)
        #expect(view.subviews.count == 2)
        content.secondaryText = nil
        view.configuration = content
        #expect(view.subviews.compactMap { ($0 as? UILabel)?.text } == ["Title"])
    }

    @Test func aTextStyleFontFollowsTheViewsTextSize() throws {
        var content = UIListContentConfiguration.cell()
        content.text = "Bigger"
        let view = UIListContentView(configuration: content)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.addSubview(view)
        Headless.advance(by: 0.1)
        let regular = try #require(view.subviews.compactMap { $0 as? UILabel }.first).font.pointSize
        let smallHeight = view.sizeThatFits(CGSize(width: 390, height: 0)).height
        view.traitOverrides.preferredContentSizeCategory = .accessibilityExtraLarge
        Headless.advance(by: 0.1)
        let label = try #require(view.subviews.compactMap { $0 as? UILabel }.first)
        #expect(label.font.pointSize > regular)
        #expect(view.sizeThatFits(CGSize(width: 390, height: 0)).height > smallHeight)
        withExtendedLifetime(window) {}
    }

    @Test func aConfigurationOfAnotherKindIsRefusedWithUIKitsMessage() {
        struct Other: UIContentConfiguration {
            func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: .cell()) }
            func updated(for state: any UIConfigurationState) -> Other { self }
        }
        let view = UIListContentView(configuration: .cell())
        let messages = Headless.recordingViolations { view.configuration = Other() }
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("Invalid configuration for UIListContentView") == true)
        #expect(view.configuration is UIListContentConfiguration)
        #expect(!view.supports(Other()))
    }
}
