// ButtonConfigurationsConceptSnippetTests.swift: the code of Docs/Concepts/ButtonConfigurations.md,
// run as a test.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite(.headless)
struct ButtonConfigurationsConceptSnippetTests {
    @Test func aToggleButtonRestylesItselfInItsUpdateHandler() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        // snippet: button-configuration
        var configuration = UIButton.Configuration.tinted()
        configuration.title = "Follow"
        configuration.image = UIImage(systemName: "person")
        configuration.imagePadding = 6
        let follow = UIButton(configuration: configuration)
        follow.changesSelectionAsPrimaryAction = true          // a tap toggles isSelected
        follow.configurationUpdateHandler = { button in        // runs before layout, once per change
            var updated = button.configuration                 // already updated(for: button)
            updated?.title = button.isSelected ? "Following" : "Follow"
            button.configuration = updated
        }
        window.addSubview(follow)
        follow.frame = CGRect(origin: CGPoint(x: 20, y: 100), size: follow.intrinsicContentSize)
        // medium: body text with 7 points above and below, 12 at the sides
        let line = follow.titleLabel?.sizeThatFits(.zero).height ?? 0
        #expect(follow.bounds.height == line + 14)

        _ = follow.tap()
        window.layoutIfNeeded()
        #expect(follow.isSelected)
        #expect(follow.titleLabel?.text == "Following")
        #expect(follow.titleLabel?.textColor == .white)                 // selected: white on the tint
        // end snippet
    }
}
