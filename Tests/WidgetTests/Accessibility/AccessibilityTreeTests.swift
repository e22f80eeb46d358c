// AccessibilityTreeTests.swift: which views an assistive app reaches (hidden views, elements'
// subviews, accessibilityElementsHidden, accessibilityViewIsModal) and the tree as a dump.
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("The accessibility tree", .headless)
struct AccessibilityTreeTests {
    /// A 320 x 480 window with a title label, a button and a plain container holding a switch.
    private func makeScreen() -> (UIWindow, UILabel, UIButton, UIView, UISwitch) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let title = UILabel(frame: CGRect(x: 16, y: 20, width: 288, height: 21))
        title.text = "Settings"
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 16, y: 60, width: 288, height: 44)
        button.setTitle("Save", for: .normal)
        button.accessibilityIdentifier = "save"
        let container = UIView(frame: CGRect(x: 0, y: 120, width: 320, height: 60))
        let toggle = UISwitch(frame: CGRect(x: 16, y: 10, width: 51, height: 31))
        container.addSubview(toggle)
        for view in [title, button, container] { window.addSubview(view) }
        window.makeKeyAndVisible()                   // a hidden window shows nothing to VoiceOver
        return (window, title, button, container, toggle)
    }

    @Test func theElementsAreTheVisibleElementsInTreeOrderWithoutTheirSubviews() {
        let (window, title, button, _, toggle) = makeScreen()
        #expect(window.accessibilityElementViews == [title, button, toggle])
    }

    /// VoiceOver reads a navigation controller's bar (its back button and title) before the
    /// content, and XCUITest lists the bar first, though the content view starts at the top of
    /// the screen under a translucent bar.
    @Test func aNavigationBarIsReadBeforeTheContentUnderIt() throws {
        let root = UIViewController()
        root.title = "Inbox"
        let first = UILabel(frame: CGRect(x: 16, y: 0, width: 288, height: 21))
        first.text = "Under the bar"
        root.view.addSubview(first)
        let detail = UIViewController()
        detail.title = "Message"
        let body = UILabel(frame: CGRect(x: 16, y: 120, width: 288, height: 21))
        body.text = "Hello"
        detail.view.addSubview(body)
        let navigation = UINavigationController(rootViewController: root)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(root.view.frame.minY == 0)
        #expect(window.accessibilityElementViews.map(\.accessibilityLabel) == ["Inbox", "Under the bar"])
        navigation.pushViewController(detail, animated: false)
        window.layoutIfNeeded()
        let labels = window.accessibilityElementViews.map(\.accessibilityLabel)
        #expect(labels.last == "Hello")
        #expect(labels.firstIndex(of: "Message") ?? 9 < labels.firstIndex(of: "Hello") ?? 0)
    }

    @Test func hiddenTransparentAndHiddenForAccessibilityViewsAreLeftOut() {
        let (window, title, button, container, toggle) = makeScreen()
        title.isHidden = true
        #expect(window.accessibilityElementViews == [button, toggle])
        button.alpha = 0
        #expect(window.accessibilityElementViews == [toggle])
        container.accessibilityElementsHidden = true
        #expect(window.accessibilityElementViews.isEmpty)
    }

    @Test func aHiddenWindowShowsNothing() {
        let (window, _, _, _, _) = makeScreen()
        window.isHidden = true
        #expect(window.accessibilityElementViews.isEmpty)
    }

    @Test func aModalViewHidesItsSiblings() {
        let (window, _, _, container, toggle) = makeScreen()
        container.accessibilityViewIsModal = true
        #expect(window.accessibilityElementViews == [toggle])
    }

    @Test func aPresentedAlertIsModal() {
        let (window, _, _, _, _) = makeScreen()
        let controller = UIViewController()
        window.rootViewController = controller
        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        controller.present(alert, animated: false)
        Headless.runUntilIdle()
        let labels = window.accessibilityElementViews.compactMap(\.accessibilityLabel)
        #expect(labels == ["Delete?", "Cancel"])
    }

    @Test func theDumpListsEachElementWithWhatItSays() {
        let (window, _, _, _, toggle) = makeScreen()
        toggle.accessibilityHint = "Turns it on"
        #expect(window.accessibilityTreeDescription() == """
            <UILabel; frame = (16 20; 288 21); label = "Settings"; traits = staticText>
            <UIButton; frame = (16 60; 288 44); label = "Save"; identifier = "save"; traits = button>
            <UISwitch; frame = (16 130; 51 31); value = "0"; hint = "Turns it on"; traits = button, toggleButton>
            """)
    }
}
