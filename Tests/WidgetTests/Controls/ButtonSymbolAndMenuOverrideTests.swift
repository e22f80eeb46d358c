// ButtonSymbolAndMenuOverrideTests.swift: a button's preferred symbol configurations per state
// (iOS 13) on a button without a configuration, and `menu` overridden in a subclass as UIKit
// lets apps do (`open var menu`).
import Testing
import HeadlessTesting
import ViewWidgets

/// A button that counts the menus set on it.
private final class CountingMenuButton: UIButton {
    var menusSet = 0
    override var menu: UIMenu? {
        didSet { menusSet += 1 }
    }
}

/// A button whose `menu` override answers nil, whatever was stored.
private final class NoMenuButton: UIButton {
    override var menu: UIMenu? {
        get { nil }
        set { super.menu = newValue }
    }
}

/// A button that builds its menu afresh each time it is read.
private final class FreshMenuButton: UIButton {
    var builds = 0
    override var menu: UIMenu? {
        get {
            guard super.menu != nil else { return nil }
            builds += 1
            return UIMenu(children: [UIAction(title: "Fresh \(builds)") { _ in }])
        }
        set { super.menu = newValue }
    }
}

@MainActor
@Suite("UIButton symbol configurations and menu overrides", .headless)
struct ButtonSymbolAndMenuOverrideTests {
    @Test func aPlainButtonShowsItsSymbolWithThePreferredConfigurationOfTheState() {
        let button = UIButton(type: .system)
        button.setImage(UIImage(systemName: "star"), for: .normal)
        button.sizeToFit()
        let before = button.intrinsicContentSize
        let imageBefore = button.imageView?.intrinsicContentSize ?? .zero
        #expect(button.currentPreferredSymbolConfiguration == nil)

        let large = UIImage.SymbolConfiguration(pointSize: 34)
        button.setPreferredSymbolConfiguration(large, forImageIn: .normal)
        #expect(button.preferredSymbolConfigurationForImage(in: .normal) === large)
        // Other states fall back to .normal's, as the other per-state values do.
        #expect(button.preferredSymbolConfigurationForImage(in: .selected) === large)
        #expect(button.currentPreferredSymbolConfiguration === large)
        #expect(button.imageView?.preferredSymbolConfiguration === large)
        #expect((button.imageView?.intrinsicContentSize.height ?? 0) > imageBefore.height)
        #expect(button.intrinsicContentSize.height > before.height)
        // The image given stays the image (the configuration applies where it is shown).
        #expect(button.currentImage?.size == UIImage(systemName: "star")?.size)
    }

    @Test func theConfigurationFollowsTheStateAndCanBeRemoved() {
        let button = UIButton(type: .system)
        button.setImage(UIImage(systemName: "star"), for: .normal)
        let large = UIImage.SymbolConfiguration(pointSize: 34)
        let small = UIImage.SymbolConfiguration(pointSize: 10)
        button.setPreferredSymbolConfiguration(large, forImageIn: .normal)
        button.setPreferredSymbolConfiguration(small, forImageIn: .highlighted)
        button.isHighlighted = true
        #expect(button.currentPreferredSymbolConfiguration === small)
        #expect(button.imageView?.preferredSymbolConfiguration === small)
        button.isHighlighted = false
        #expect(button.imageView?.preferredSymbolConfiguration === large)
        button.setPreferredSymbolConfiguration(nil, forImageIn: .highlighted)
        button.setPreferredSymbolConfiguration(nil, forImageIn: .normal)
        #expect(button.currentPreferredSymbolConfiguration == nil)
        #expect(button.imageView?.preferredSymbolConfiguration == nil)
    }

    @Test func anImageViewConfigurationTheAppSetIsKeptWhileTheButtonHasNone() {
        let button = UIButton(type: .system)
        button.setImage(UIImage(systemName: "star"), for: .normal)
        let own = UIImage.SymbolConfiguration(pointSize: 20)
        button.imageView?.preferredSymbolConfiguration = own
        button.isHighlighted = true
        button.isHighlighted = false
        #expect(button.imageView?.preferredSymbolConfiguration === own)
    }

    @Test func aSubclassObservesTheMenuItIsGiven() {
        let button = CountingMenuButton(type: .system)
        button.menu = UIMenu(children: [UIAction(title: "One") { _ in }])
        button.menu = nil
        #expect(button.menusSet == 2)
        #expect(!button.isContextMenuInteractionEnabled)
    }

    @Test func aMenuBuiltByAnOverriddenGetterIsTheOneThatOpens() {
        let window = makeControlWindow()
        let button = FreshMenuButton(type: .system)
        button.setTitle("Sort", for: .normal)
        button.frame = CGRect(x: 20, y: 40, width: 120, height: 44)
        button.menu = UIMenu(children: [UIAction(title: "Stale") { _ in }])
        button.showsMenuAsPrimaryAction = true
        window.addSubview(button)
        let app = XCUIApplication(window: window)
        app.buttons["Sort"].tap()
        #expect(!app.buttons["Stale"].exists)
        #expect(app.buttons["Fresh \(button.builds)"].exists)
        #expect(button.builds >= 1)
    }

    @Test func aMenuOverrideAnsweringNilOpensNoMenu() {
        let window = makeControlWindow()
        let button = NoMenuButton(type: .system)
        button.setTitle("Sort", for: .normal)
        button.frame = CGRect(x: 20, y: 40, width: 120, height: 44)
        button.menu = UIMenu(children: [UIAction(title: "Stored") { _ in }])
        button.showsMenuAsPrimaryAction = true
        button.changesSelectionAsPrimaryAction = true
        window.addSubview(button)
        let app = XCUIApplication(window: window)
        app.buttons["Sort"].tap()
        Headless.advance(by: 1)
        #expect(!app.buttons["Stored"].exists)
        // Not a pop-up button either: its title stays its own.
        #expect(button.currentTitle == "Sort")
    }

    @Test func aConfiguredButtonDropsTheSymbolConfigurationOfItsLegacyLook() {
        let button = UIButton(type: .system)
        button.setImage(UIImage(systemName: "star"), for: .normal)
        button.setPreferredSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 34), forImageIn: .normal)
        button.layoutIfNeeded()
        #expect(button.imageView?.preferredSymbolConfiguration != nil)
        var configuration = UIButton.Configuration.plain()
        configuration.image = UIImage(systemName: "star")
        button.configuration = configuration
        button.layoutIfNeeded()
        #expect(button.imageView?.image != nil)
        #expect(button.imageView?.preferredSymbolConfiguration == nil)
    }
}
