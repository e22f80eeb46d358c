// ButtonConfigurationUpdateTests.swift: how a configured button follows its state — coalesced
// updates before layout, updateConfiguration() and the update handler, highlight during a touch,
// disabled and selected looks, changesSelectionAsPrimaryAction, Dynamic Type, dark mode — and
// that it does not leak.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// A button that counts its configuration updates.
@MainActor
final class CountingConfigurationButton: UIButton {
    var updates = 0

    override func updateConfiguration() {
        super.updateConfiguration()
        updates += 1
    }
}

@MainActor
@Suite("UIButton.Configuration updates", .headless)
struct ButtonConfigurationUpdateTests {
    private func filledButton(in window: UIWindow, title: String = "Tap") -> UIButton {
        var configuration = UIButton.Configuration.filled()
        configuration.title = title
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 100, y: 100, width: 120, height: 44)
        window.addSubview(button)
        window.layoutIfNeeded()
        return button
    }

    @Test func stateChangesAreCoalescedIntoOneUpdateBeforeLayout() {
        let window = makeControlWindow()
        let button = filledButton(in: window)
        var calls = 0
        button.configurationUpdateHandler = { _ in calls += 1 }
        window.layoutIfNeeded()
        #expect(calls == 1)
        button.isSelected = true
        button.isEnabled = false
        button.setNeedsUpdateConfiguration()
        #expect(calls == 1)
        window.layoutIfNeeded()
        #expect(calls == 1 + 1)
        window.layoutIfNeeded()
        #expect(calls == 2)
    }

    @Test func updateConfigurationRunsBeforeTheHandlerAndUpdatesForTheState() {
        let window = makeControlWindow()
        var configuration = UIButton.Configuration.tinted()
        configuration.title = "Count"
        let button = CountingConfigurationButton(configuration: configuration)
        window.addSubview(button)
        var seenUpdates: [Int] = []
        button.configurationUpdateHandler = { button in
            seenUpdates.append((button as? CountingConfigurationButton)?.updates ?? -1)
        }
        window.layoutIfNeeded()
        #expect(seenUpdates == [1])
        button.isEnabled = false
        window.layoutIfNeeded()
        #expect(seenUpdates == [1, 2])
        #expect(sameColor(button.titleLabel?.textColor, .tertiaryLabel, in: button))
        #expect(sameColor(configuredBackground(of: button)?.backgroundColor, .tertiarySystemFill, in: button))
    }

    @Test func theHandlerCanChangeTheConfigurationWithoutAskingForAnotherUpdate() {
        let window = makeControlWindow()
        let button = filledButton(in: window, title: "Follow")
        var calls = 0
        button.changesSelectionAsPrimaryAction = true
        button.configurationUpdateHandler = { button in
            calls += 1
            var configuration = button.configuration
            configuration?.title = button.isSelected ? "Following" : "Follow"
            button.configuration = configuration
        }
        window.layoutIfNeeded()
        #expect(calls == 1)
        _ = button.tap()
        window.layoutIfNeeded()
        #expect(button.isSelected)
        #expect(button.titleLabel?.text == "Following")
        #expect(button.configuration?.title == "Following")
        let afterTap = calls
        window.layoutIfNeeded()
        #expect(calls == afterTap)
    }

    @Test func aTapTogglesSelectionBeforeThePrimaryAction() {
        let window = makeControlWindow()
        var configuration = UIButton.Configuration.gray()
        configuration.title = "Star"
        var selectionSeenByAction: [Bool] = []
        let button = UIButton(configuration: configuration, primaryAction: UIAction { action in
            selectionSeenByAction.append((action.sender as? UIButton)?.isSelected ?? false)
        })
        button.frame = CGRect(x: 10, y: 10, width: 100, height: 40)
        window.addSubview(button)
        button.changesSelectionAsPrimaryAction = true
        _ = button.tap()
        _ = button.tap()
        #expect(selectionSeenByAction == [true, false])
        #expect(!button.isSelected)
        #expect(button.accessibilityTraits.contains(.button))
        _ = button.tap()
        #expect(button.accessibilityTraits.contains(.selected))
    }

    @Test func withoutChangesSelectionATapLeavesSelectionAlone() {
        let window = makeControlWindow()
        let button = filledButton(in: window)
        _ = button.tap()
        #expect(!button.isSelected)
    }

    @Test func aTouchHighlightsTheButtonUntilItLifts() {
        let window = makeControlWindow()
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Press"
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 100, y: 100, width: 120, height: 44)
        window.addSubview(button)
        window.layoutIfNeeded()
        let rest = components(button.titleLabel?.textColor, in: button)?.alpha ?? 0
        let finger = window.beginTouch(at: CGPoint(x: 160, y: 120))
        window.layoutIfNeeded()
        let pressed = components(button.titleLabel?.textColor, in: button)?.alpha ?? 0
        #expect(pressed < rest)
        window.endTouch(finger)
        window.layoutIfNeeded()
        #expect(components(button.titleLabel?.textColor, in: button)?.alpha == rest)
    }

    @Test func aHighlightedFilledButtonDimsItsBackground() {
        let window = makeControlWindow()
        let button = filledButton(in: window)
        let finger = window.beginTouch(at: CGPoint(x: 160, y: 120))
        window.layoutIfNeeded()
        let alpha = components(configuredBackground(of: button)?.backgroundColor, in: button)?.alpha ?? 1
        #expect(alpha < 1 && alpha > 0)
        window.endTouch(finger)
    }

    @Test func theSelectedLookFillsWithTheTintUnlessTurnedOff() {
        let window = makeControlWindow()
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Bold"
        let button = UIButton(configuration: configuration)
        window.addSubview(button)
        button.isSelected = true
        window.layoutIfNeeded()
        #expect(sameColor(configuredBackground(of: button)?.backgroundColor, .systemBlue, in: button))
        #expect(sameColor(button.titleLabel?.textColor, .white, in: button))
        configuration.automaticallyUpdateForSelection = false
        button.configuration = configuration
        window.layoutIfNeeded()
        #expect(sameColor(button.titleLabel?.textColor, .systemBlue, in: button))
    }

    @Test func withoutAutomaticUpdatesTheConfigurationStaysAsSet() {
        let window = makeControlWindow()
        let button = filledButton(in: window)
        button.automaticallyUpdatesConfiguration = false
        button.isEnabled = false
        window.layoutIfNeeded()
        #expect(sameColor(button.titleLabel?.textColor, .white, in: button))
    }

    @Test func dynamicTypeScalesTheTitle() {
        let window = makeControlWindow()
        let button = filledButton(in: window)
        let before = button.intrinsicContentSize.height
        window.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
        window.layoutIfNeeded()
        #expect(button.titleLabel?.font.pointSize ?? 0 > 17)
        #expect(button.intrinsicContentSize.height > before)
    }

    @Test func darkModeResolvesTheColours() {
        let window = makeControlWindow()
        var configuration = UIButton.Configuration.gray()
        configuration.title = "Dark"
        let button = UIButton(configuration: configuration)
        window.addSubview(button)
        window.overrideUserInterfaceStyle = .dark
        window.layoutIfNeeded()
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let light = UITraitCollection(userInterfaceStyle: .light)
        let fill = configuredBackground(of: button)?.backgroundColor?.resolvedColor(with: button.traitCollection).rgba
        #expect(fill?.alpha == UIColor.tertiarySystemFill.resolvedColor(with: dark).rgba.alpha)
        #expect(fill?.alpha != UIColor.tertiarySystemFill.resolvedColor(with: light).rgba.alpha)
        let title = button.titleLabel?.textColor.resolvedColor(with: button.traitCollection).rgba
        #expect(title?.green == UIColor.systemBlue.resolvedColor(with: dark).rgba.green)
        #expect(title?.green != UIColor.systemBlue.resolvedColor(with: light).rgba.green)
    }

    @Test func theButtonAndItsHandlerAreReleased() {
        weak var weakButton: UIButton?
        do {
            let window = makeControlWindow()
            let button = filledButton(in: window)
            button.configurationUpdateHandler = { [weak button] _ in _ = button?.isSelected }
            button.changesSelectionAsPrimaryAction = true
            _ = button.tap()
            window.layoutIfNeeded()
            button.removeFromSuperview()
            weakButton = button
        }
        #expect(weakButton == nil)
    }

    @Test func xcuiQueriesFindTheConfiguredTitle() {
        let window = makeControlWindow()
        let button = filledButton(in: window, title: "Continue")
        var tapped = 0
        button.addAction(UIAction { _ in tapped += 1 }, for: .primaryActionTriggered)
        let app = XCUIApplication(window: window)
        #expect(app.buttons["Continue"].exists)
        app.buttons["Continue"].tap()
        #expect(tapped == 1)
    }

    @Test func aLegacyButtonWithAnUpdateHandlerIsCalledOnStateChanges() {
        let window = makeControlWindow()
        let button = UIButton(type: .system)
        button.setTitle("Legacy", for: .normal)
        button.frame = CGRect(x: 10, y: 10, width: 100, height: 40)
        window.addSubview(button)
        var states: [Bool] = []
        button.configurationUpdateHandler = { states.append($0.isSelected) }
        window.layoutIfNeeded()
        button.isSelected = true
        window.layoutIfNeeded()
        #expect(states == [false, true])
        #expect(button.configuration == nil)
        #expect(button.titleLabel?.text == "Legacy")
    }

    @Test func aSubclassOverridingUpdateConfigurationStylesItself() {
        final class DangerButton: UIButton {
            override func updateConfiguration() {
                var configuration = UIButton.Configuration.filled()
                configuration.title = "Delete"
                configuration.baseBackgroundColor = isHighlighted ? .systemPink : .systemRed
                self.configuration = configuration
            }
        }
        let window = makeControlWindow()
        let button = DangerButton(configuration: .plain())
        button.frame = CGRect(x: 100, y: 100, width: 120, height: 44)
        window.addSubview(button)
        window.layoutIfNeeded()
        #expect(sameColor(configuredBackground(of: button)?.backgroundColor, .systemRed, in: button))
        let finger = window.beginTouch(at: CGPoint(x: 150, y: 120))
        window.layoutIfNeeded()
        #expect(sameColor(configuredBackground(of: button)?.backgroundColor, .systemPink, in: button))
        window.endTouch(finger)
        #expect(button.titleLabel?.text == "Delete")
    }
}
