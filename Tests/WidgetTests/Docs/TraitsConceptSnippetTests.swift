// TraitsConceptSnippetTests.swift: the code of Docs/Concepts/Traits.md, run as tests.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("Concept snippets: traits", .headless)
struct TraitsConceptSnippetTests {
    @Test func traitsFlowDown() {
        // snippet: traits-flow-down
        let window = UIWindow(frame: UIScreen.main.bounds)
        let screen = UIViewController()
        window.rootViewController = screen
        window.makeKeyAndVisible()
        let card = UIView(), caption = UILabel()
        screen.view.addSubview(card)
        card.addSubview(caption)

        #expect(caption.traitCollection.userInterfaceStyle == .light)    // the screen's, inherited
        screen.overrideUserInterfaceStyle = .dark                         // the controller and all below
        #expect(caption.traitCollection.userInterfaceStyle == .dark)
        card.traitOverrides.preferredContentSizeCategory = .accessibilityLarge   // iOS 17: any trait
        #expect(caption.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
        #expect(screen.traitCollection.preferredContentSizeCategory == .large)   // above the card: untouched
        // end snippet
    }

    @Test func hearingOfChanges() {
        // snippet: traits-changes
        let window = UIWindow(frame: UIScreen.main.bounds)
        let badge = UIView()
        window.addSubview(badge)
        window.makeKeyAndVisible()
        var heard: [UIUserInterfaceStyle] = []
        badge.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: UIView, previous: UITraitCollection) in
            heard.append(view.traitCollection.userInterfaceStyle)
        }

        Headless.setTraits(UITraitCollection(userInterfaceStyle: .dark))  // the user picks Dark in Settings
        #expect(heard.isEmpty)                                             // not yet: traits update before layout
        Headless.advance(by: 0.1)                                          // a run loop turn: the layout pass
        #expect(heard == [.dark])
        Headless.setTraits(UITraitCollection(preferredContentSizeCategory: .extraLarge))
        Headless.advance(by: 0.1)
        #expect(heard == [.dark])                                          // a trait it did not name
        // end snippet
    }

    @Test func coloursAndTextAdapt() {
        // snippet: traits-adapt
        let window = UIWindow(frame: UIScreen.main.bounds)
        let title = UILabel()
        title.text = "Inbox"
        title.textColor = .label                                  // black in light, white in dark
        title.font = .preferredFont(forTextStyle: .body)          // 17 points at Large
        title.adjustsFontForContentSizeCategory = true
        window.addSubview(title)
        window.makeKeyAndVisible()

        window.traitOverrides.preferredContentSizeCategory = .accessibilityMedium
        Headless.advance(by: 0.1)
        #expect(title.font.pointSize == 28)                       // body at AX1, Apple's table
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        #expect(UIColor.label.resolvedColor(with: dark) == UIColor(red: 1, green: 1, blue: 1, alpha: 1))
        // end snippet
    }
}
