// ButtonConfigurationPictureTests.swift: what pictures show of a configured button — the
// background with its rounded corners, the title in the foreground colour, a symbol image in the
// image colour — and UIImage's rendering modes and tint colours, which the image is drawn with.
import Foundation
import Testing
import HeadlessTesting
import TestSupport
import ViewWidgets

@MainActor
@Suite("UIButton.Configuration pictures and image tints", .headless)
struct ButtonConfigurationPictureTests {
    private func picture(of button: UIButton) throws -> ParsedElement {
        let window = makeControlWindow()
        window.addSubview(button)
        button.frame = CGRect(origin: CGPoint(x: 10, y: 10), size: button.intrinsicContentSize)
        window.layoutIfNeeded()
        return try XMLTree.parse(button.renderSVG())
    }

    @Test func aFilledButtonDrawsARoundedTintFillUnderWhiteText() throws {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Buy"
        configuration.cornerStyle = .capsule
        let button = UIButton(configuration: configuration)
        let svg = try picture(of: button)
        let blue = "#007aff"
        let fill = try #require(svg.descendants(named: "rect").first { $0["fill"] == blue })
        #expect(fill["rx"].flatMap(Double.init).map { CGFloat($0) } == button.bounds.height / 2)
        let text = try #require(svg.descendants(named: "text").first)
        #expect(text["fill"] == "#ffffff")
    }

    @Test func aPlainButtonDrawsNoFillAndTintedText() throws {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Edit"
        let svg = try picture(of: UIButton(configuration: configuration))
        #expect(!svg.descendants(named: "rect").contains { $0["fill"] == "#007aff" })
        #expect(svg.descendants(named: "text").first?["fill"] == "#007aff")
    }

    @Test func theImageIsDrawnInTheForegroundColourOrItsOwnTint() throws {
        var configuration = UIButton.Configuration.filled()
        configuration.image = UIImage(systemName: "star")
        configuration.title = "Star"
        var svg = try picture(of: UIButton(configuration: configuration))
        #expect(svg.descendants(named: "g").contains { $0["class"] == "symbol" && $0.descendants(named: "rect").first?["stroke"] == "#ffffff" })
        configuration.image = UIImage(systemName: "star")?.withTintColor(.systemRed)
        svg = try picture(of: UIButton(configuration: configuration))
        #expect(svg.descendants(named: "g").contains { $0["class"] == "symbol" && $0.descendants(named: "rect").first?["stroke"] == "#ff3b30" })
    }

    @Test func renderingModesAndTintColoursAreKeptOnCopies() throws {
        let star = try #require(UIImage(systemName: "star"))
        #expect(star.renderingMode == .automatic)
        #expect(UIImage.RenderingMode.alwaysOriginal.rawValue == 1 && UIImage.RenderingMode.alwaysTemplate.rawValue == 2)
        let template = star.withRenderingMode(.alwaysTemplate)
        #expect(template.renderingMode == .alwaysTemplate)
        #expect(template.withTintColor(.red).renderingMode == .alwaysTemplate)
        let original = star.withTintColor(.green, renderingMode: .alwaysOriginal)
        #expect(original.renderingMode == .alwaysOriginal)
        #expect(original.withConfiguration(UIImage.SymbolConfiguration(pointSize: 30)).renderingMode == .alwaysOriginal)
        #expect(original.size == star.size)
    }

    @Test func anImageViewAppliesItsPreferredSymbolConfiguration() throws {
        let view = UIImageView(image: UIImage(systemName: "star"))
        let small = view.intrinsicContentSize
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 34)
        #expect(view.intrinsicContentSize.height > small.height)
        #expect(view.image?.size == small)
    }

    @Test func aButtonAppliesThePreferredSymbolConfigurationForTheState() throws {
        var configuration = UIButton.Configuration.plain()
        configuration.image = UIImage(systemName: "star")
        let button = UIButton(configuration: configuration)
        let before = button.intrinsicContentSize
        let large = UIImage.SymbolConfiguration(pointSize: 34)
        button.setPreferredSymbolConfiguration(large, forImageIn: .normal)
        #expect(button.preferredSymbolConfigurationForImage(in: .highlighted) == large)
        #expect(button.intrinsicContentSize.height > before.height)
    }
}
