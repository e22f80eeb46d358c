// ListContentLayoutGuideTests.swift: UIListContentView's text, secondary text and image layout
// guides (nil without the part, else at the part's frame), an image's reserved height, an image
// tint transformer without a tint, and a background configuration's stroke outset and visual effect.
import Foundation
import Testing
import HeadlessTesting
@testable import ViewWidgets

@MainActor
@Suite(.headless)
struct ListContentLayoutGuideTests {
    private func shownContentView(_ configuration: UIListContentConfiguration) -> (UIWindow, UIListContentView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let view = UIListContentView(configuration: configuration)
        view.frame = CGRect(x: 0, y: 100, width: 390, height: 60)
        window.addSubview(view)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, view)
    }

    @Test func aGuideIsNilWithoutItsPartAndAtThePartsFrameWithIt() throws {
        var configuration = UIListContentConfiguration.subtitleCell()
        configuration.text = "Title"
        let (window, view) = shownContentView(configuration)
        #expect(view.secondaryTextLayoutGuide == nil)
        #expect(view.imageLayoutGuide == nil)
        let textGuide = try #require(view.textLayoutGuide)
        #expect(textGuide.owningView === view)
        window.layoutIfNeeded()
        let label = try #require(view.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Title" })
        #expect(textGuide.layoutFrame == label.frame)
        #expect(textGuide.layoutFrame.width > 0)

        configuration.secondaryText = "Subtitle"
        configuration.image = UIImage(systemName: "star")
        view.configuration = configuration
        window.layoutIfNeeded()
        let secondaryGuide = try #require(view.secondaryTextLayoutGuide)
        let imageGuide = try #require(view.imageLayoutGuide)
        window.layoutIfNeeded()
        let secondary = try #require(view.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Subtitle" })
        let image = try #require(view.subviews.compactMap { $0 as? UIImageView }.first)
        #expect(secondaryGuide.layoutFrame == secondary.frame)
        #expect(imageGuide.layoutFrame == image.frame)
        #expect(textGuide.layoutFrame == label.frame)
        #expect(textGuide.layoutFrame.minX > imageGuide.layoutFrame.maxX)

        configuration.image = nil
        view.configuration = configuration
        window.layoutIfNeeded()
        #expect(view.imageLayoutGuide == nil)
        #expect(!view.layoutGuides.contains(imageGuide))
    }

    @Test func aConstraintToTheTextGuideLinesAViewUpWithTheText() throws {
        var configuration = UIListContentConfiguration.cell()
        configuration.text = "Aligned"
        configuration.image = UIImage(systemName: "star")
        let (window, view) = shownContentView(configuration)
        let guide = try #require(view.textLayoutGuide)
        let underline = UIView()
        underline.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(underline)
        NSLayoutConstraint.activate([
            underline.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            underline.topAnchor.constraint(equalTo: guide.bottomAnchor),
            underline.widthAnchor.constraint(equalToConstant: 10),
            underline.heightAnchor.constraint(equalToConstant: 1),
        ])
        window.layoutIfNeeded()
        let label = try #require(view.subviews.compactMap { $0 as? UILabel }.first)
        // Frames from constraints are rounded to the screen's pixels; the guide is the label's frame.
        #expect(guide.layoutFrame == label.frame)
        #expect(abs(underline.frame.minX - label.frame.minX) <= 0.5)
        #expect(abs(underline.frame.minY - label.frame.maxY) <= 0.5)
    }

    @Test func aViewOnTheTextGuideFollowsANewTextInOneLayoutPass() throws {
        var configuration = UIListContentConfiguration.cell()
        configuration.text = "Short"
        let (window, view) = shownContentView(configuration)
        let guide = try #require(view.textLayoutGuide)
        let marker = UIView()
        marker.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(marker)
        NSLayoutConstraint.activate([
            marker.leadingAnchor.constraint(equalTo: guide.trailingAnchor),
            marker.centerYAnchor.constraint(equalTo: guide.centerYAnchor),
            marker.widthAnchor.constraint(equalToConstant: 4),
            marker.heightAnchor.constraint(equalToConstant: 4),
        ])
        window.layoutIfNeeded()
        configuration.text = "A much longer title than before"
        configuration.image = UIImage(systemName: "star")
        view.configuration = configuration
        window.layoutIfNeeded()
        let label = try #require(view.subviews.compactMap { $0 as? UILabel }.first)
        #expect(guide.layoutFrame == label.frame)
        #expect(abs(marker.frame.minX - label.frame.maxX) <= 0.5)
        #expect(abs(marker.frame.midY - label.frame.midY) <= 0.5)
    }

    @Test func theReservedImageHeightKeepsTheRowTallForASmallImage() {
        var configuration = UIListContentConfiguration.cell()
        configuration.text = "Tall"
        configuration.image = UIImage(systemName: "star")
        configuration.imageProperties.reservedLayoutSize = CGSize(width: 0, height: 80)
        let view = UIListContentView(configuration: configuration)
        let size = view.systemLayoutSizeFitting(CGSize(width: 390, height: 0))
        #expect(size.height >= 80 + configuration.directionalLayoutMargins.top + configuration.directionalLayoutMargins.bottom)
    }

    @Test func theTintTransformerAppliesToTheViewsTintWhenNoTintIsSet() throws {
        var configuration = UIListContentConfiguration.cell()
        configuration.image = UIImage(systemName: "star")
        configuration.imageProperties.tintColorTransformer = UIConfigurationColorTransformer { _ in .systemPink }
        let (_, view) = shownContentView(configuration)
        let image = try #require(view.subviews.compactMap { $0 as? UIImageView }.first)
        #expect(image.tintColor == .systemPink)
        #expect(configuration.imageProperties.resolvedTintColor(for: .systemBlue) == .systemPink)
    }

    @Test func aStrokeOutsetDrawsTheStrokeOutsideTheBackground() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        var background = UIBackgroundConfiguration.listPlainCell()
        background.backgroundInsets = NSDirectionalEdgeInsets(top: 4, leading: 10, bottom: 4, trailing: 10)
        background.cornerRadius = 8
        background.strokeWidth = 2
        background.strokeColor = .systemRed
        background.strokeOutset = 3
        // The visual effect is stored only (no blur is drawn; Docs/Differences.md): it is kept as given.
        let blur = UIBlurEffect(style: .systemMaterial)
        background.visualEffect = blur
        #expect(background.visualEffect === blur)
        #expect(UIBackgroundConfiguration.listPlainCell().visualEffect == nil)
        cell.backgroundConfiguration = background
        cell.layoutIfNeeded()
        let view = try #require(cell.subviews.first)
        #expect(view.frame == CGRect(x: 10, y: 4, width: 300, height: 36))
        let stroke = try #require(view.subviews.last)
        #expect(stroke.layer.borderWidth == 2)
        #expect(stroke.convert(stroke.bounds, to: cell) == CGRect(x: 7, y: 1, width: 306, height: 42))
        #expect(stroke.layer.cornerRadius == 11)
        #expect(view.layer.borderWidth == 0)
        background.strokeOutset = 0
        cell.backgroundConfiguration = background
        cell.layoutIfNeeded()
        #expect(view.layer.borderWidth == 2)
        #expect(view.subviews.allSatisfy { $0.layer.borderWidth == 0 })
    }
}
