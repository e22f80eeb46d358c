// ButtonTests.swift: UIButton's types and initialisers, per-state content with its fallback to
// .normal, the title label that shows the state's title whatever is set on it, title colours,
// parts and dump fields.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// A button subclass that configures itself in `init(frame:)`, as the seeds' buttons do.
@MainActor
final class ConfiguredButton: UIButton {
    var madeByInitFrame = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        madeByInitFrame = true
        setTitleColor(.black, for: .normal)
        titleLabel?.font = UIFont.systemFont(ofSize: 15)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

@MainActor
@Suite("UIButton content and state", .headless)
struct ButtonTests {
    // MARK: - Types and initialisers

    @Test func buttonTypesHaveUIKitsRawValues() {
        #expect(UIButton.ButtonType.custom.rawValue == 0)
        #expect(UIButton.ButtonType.system.rawValue == 1)
        #expect(UIButton.ButtonType.detailDisclosure.rawValue == 2)
        #expect(UIButton.ButtonType.infoLight.rawValue == 3)
        #expect(UIButton.ButtonType.infoDark.rawValue == 4)
        #expect(UIButton.ButtonType.contactAdd.rawValue == 5)
        #expect(UIButton.ButtonType.close.rawValue == 7)
        #expect(UIButton.ButtonType.roundedRect == .system)
    }

    @Test func initWithFrameAndInitMakeCustomButtons() {
        #expect(UIButton(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).buttonType == .custom)
        #expect(UIButton().buttonType == .custom)
        #expect(UIButton(type: .system).buttonType == .system)
        #expect(UIButton(type: .custom).frame == .zero)
    }

    @Test func initWithTypeOnASubclassMakesTheSubclassThroughItsInitWithFrame() {
        let button = ConfiguredButton(type: .custom)
        #expect(type(of: button) == ConfiguredButton.self)
        #expect(button.madeByInitFrame)
        #expect(button.titleColor(for: .normal) == .black)
    }

    @Test func defaultsAreUIKits() {
        let button = UIButton()
        #expect(button.adjustsImageWhenHighlighted)
        #expect(button.adjustsImageWhenDisabled)
        #expect(!button.showsTouchWhenHighlighted)
        #expect(!button.isOpaque)
        #expect(button.contentEdgeInsets == .zero)
        #expect(button.titleLabel?.font == UIFont.systemFont(ofSize: 15))
        #expect(button.titleLabel?.lineBreakMode == .byTruncatingMiddle)
        #expect(button.imageView?.image == nil)
    }

    // MARK: - Per-state content

    @Test func aStateWithoutATitleFallsBackToNormal() {
        let button = UIButton()
        button.setTitle("Download", for: .normal)
        button.setTitle("Pressed", for: .highlighted)
        #expect(button.title(for: .highlighted) == "Pressed")
        #expect(button.title(for: .selected) == "Download")
        #expect(button.title(for: .disabled) == "Download")
        #expect(button.title(for: [.selected, .highlighted]) == "Download")
        button.setTitle(nil, for: .highlighted)
        #expect(button.title(for: .highlighted) == "Download")
    }

    @Test func everyKindOfContentFallsBackToNormal() throws {
        let button = UIButton()
        let image = try controlTestImage(width: 10, height: 10)
        let background = try controlTestImage(width: 40, height: 20)
        button.setTitleColor(.red, for: .normal)
        button.setTitleShadowColor(.gray, for: .normal)
        button.setImage(image, for: .normal)
        button.setBackgroundImage(background, for: .normal)
        button.setAttributedTitle(NSAttributedString(string: "Styled"), for: .normal)
        #expect(button.titleColor(for: .selected) == .red)
        #expect(button.titleShadowColor(for: .selected) == .gray)
        #expect(button.image(for: .selected) === image)
        #expect(button.backgroundImage(for: .disabled) === background)
        #expect(button.attributedTitle(for: .highlighted)?.string == "Styled")
    }

    @Test func currentContentFollowsTheState() throws {
        let button = UIButton()
        let normal = try controlTestImage(width: 10, height: 10)
        let selected = try controlTestImage(width: 12, height: 12)
        button.setTitle("Off", for: .normal)
        button.setTitle("On", for: .selected)
        button.setImage(normal, for: .normal)
        button.setImage(selected, for: .selected)
        button.setTitleColor(.blue, for: .selected)
        #expect(button.currentTitle == "Off")
        #expect(button.currentImage === normal)
        button.isSelected = true
        #expect(button.currentTitle == "On")
        #expect(button.currentImage === selected)
        #expect(button.currentTitleColor == .blue)
        #expect(button.imageView?.image === selected)
        #expect(button.titleLabel?.text == "On")
    }

    @Test func backgroundImagesFollowTheHighlightOfATouch() throws {
        let window = makeControlWindow()
        let button = UIButton(frame: CGRect(x: 15, y: 70, width: 50, height: 20))
        let green = try controlTestImage(width: 50, height: 20)
        let pressed = try controlTestImage(width: 50, height: 21)
        button.setBackgroundImage(green, for: .normal)
        button.setBackgroundImage(pressed, for: .highlighted)
        window.addSubview(button)
        let finger = window.beginTouch(at: CGPoint(x: 40, y: 80))
        #expect(button.currentBackgroundImage === pressed)
        #expect((button.subviews.first as? UIImageView)?.image === pressed)
        window.endTouch(finger)
        #expect(button.currentBackgroundImage === green)
    }

    // MARK: - The title label

    @Test func textSetOnTheTitleLabelDoesNotStick() {
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        button.setTitle("Download", for: .normal)
        button.titleLabel?.text = "下载"
        button.layoutIfNeeded()
        #expect(button.titleLabel?.text == "Download")
        button.titleLabel?.text = "下载"
        button.isHighlighted = true
        #expect(button.titleLabel?.text == "Download")
    }

    @Test func theTitleLabelShowsTheAttributedTitleWhenThereIsOne() {
        let button = UIButton()
        button.setTitle("Plain", for: .normal)
        button.setAttributedTitle(NSAttributedString(string: "Attributed"), for: .normal)
        #expect(button.titleLabel?.text == "Attributed")
        #expect(button.currentTitle == "Plain")
    }

    // MARK: - Title colours

    @Test func aCustomButtonsTitleIsWhiteByDefault() {
        let button = UIButton(type: .custom)
        button.setTitle("Go", for: .normal)
        #expect(button.titleColor(for: .normal) == .white)
        #expect(button.currentTitleColor == .white)
        #expect(button.titleLabel?.textColor == .white)
        button.isHighlighted = true
        #expect(button.currentTitleColor == .white)
    }

    @Test func aSystemButtonsTitleTakesTheTintAndFadesWhileHighlighted() {
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        // The default tint is system blue itself, a dynamic colour; a faded one is compared by value.
        let light = UITraitCollection(userInterfaceStyle: .light)
        let tint = UIColor(red: 0, green: 122.0 / 255.0, blue: 1, alpha: 1)
        #expect(button.currentTitleColor == .systemBlue)
        button.isHighlighted = true
        #expect(button.currentTitleColor.resolvedColor(with: light) == tint.withAlphaComponent(0.2))
        #expect(button.titleLabel?.textColor.resolvedColor(with: light) == tint.withAlphaComponent(0.2))
        button.isHighlighted = false
        button.tintColor = .red
        #expect(button.titleLabel?.textColor == .red)
    }

    @Test func aColourSetForTheHighlightedStateWinsOverTheSystemFade() {
        let button = UIButton(type: .system)
        button.setTitleColor(.orange, for: .highlighted)
        button.isHighlighted = true
        #expect(button.currentTitleColor == .orange)
    }

    // MARK: - Parts in the tree

    @Test func partsJoinTheTreeOnlyWithSomethingToShowBackgroundImageThenTitle() throws {
        let button = UIButton()
        _ = button.titleLabel
        _ = button.imageView
        #expect(button.subviews.isEmpty)
        button.setTitle("Title", for: .normal)
        button.setImage(try controlTestImage(width: 8, height: 8), for: .normal)
        button.setBackgroundImage(try controlTestImage(width: 8, height: 8), for: .normal)
        let parts = button.subviews
        #expect(parts.count == 3)
        #expect(parts[0] !== button.imageView && parts[0] is UIImageView)
        #expect(parts[1] === button.imageView)
        #expect(parts[2] === button.titleLabel)
        button.setImage(nil, for: .normal)
        #expect(button.subviews.count == 2)
        #expect(button.subviews.last === button.titleLabel)
    }

    // MARK: - Taps and the dump

    @Test func aTapSendsTouchUpInsideAndPrimaryActionTriggered() {
        let window = makeControlWindow()
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 80, height: 30))
        window.addSubview(button)
        let log = ControlLog()
        recordEvents(of: button, into: log)
        button.tap()
        #expect(log.entries == ["touchDown", "touchUpInside", "primaryActionTriggered"])
    }

    @Test func theDumpShowsTheCurrentTitleAndTheState() {
        let button = UIButton(frame: CGRect(x: 15, y: 70, width: 50, height: 20))
        button.setTitle("下载", for: .normal)
        #expect(button.description == "<UIButton; frame = (15 70; 50 20); title = '下载'; opaque = NO>")
        button.isSelected = true
        button.isHighlighted = true
        #expect(button.description
            == "<UIButton; frame = (15 70; 50 20); title = '下载'; state = highlighted+selected; opaque = NO>")
        button.isEnabled = false
        #expect(button.description.contains("state = highlighted+disabled+selected"))
    }

    @Test func theTreeDumpShowsTheTitleLabelUnderTheButton() {
        let button = UIButton(frame: CGRect(x: 15, y: 70, width: 50, height: 20))
        button.setTitle("下载", for: .normal)
        button.layoutIfNeeded()
        let lines = button.recursiveDescription().split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines[0] == "<UIButton; frame = (15 70; 50 20); title = '下载'; opaque = NO>")
        #expect(lines[1].hasPrefix("   | <UILabel; frame = ("))
        #expect(lines[1].hasSuffix("; text = '下载'; opaque = NO; userInteractionEnabled = NO>"))
    }
}
