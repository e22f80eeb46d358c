// BackButtonDisplayModeTests.swift: `UINavigationItem.backButtonDisplayMode` (iOS 14): which title
// the back button shows, by mode and by the room the bar's title leaves it, as Apple documents
// (Navigation/UINavigationItem.swift, UINavigationBar+Content.swift).
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("Navigation bar: the back button's display mode", .headless)
struct BackButtonDisplayModeTests {
    /// A navigation controller in a window showing `previous` with a controller titled `title`
    /// pushed on it, laid out; the text of the back button's label (nil: no title shown).
    private func backTitle(previous: UIViewController, title: String = "Profile",
                           configure: (UINavigationItem) -> Void = { _ in }) -> (text: String?, navigation: UINavigationController, window: UIWindow) {
        configure(previous.navigationItem)
        let (navigation, window) = makeShownNavigationController(root: previous)
        let top = UIViewController()
        top.title = title
        navigation.pushViewController(top, animated: false)
        navigation.view.layoutIfNeeded()
        let back = backButtonView(in: navigation.navigationBar)
        return (back.flatMap { navigationLabels(in: $0).first?.text }, navigation, window)
    }

    private func titled(_ title: String) -> UIViewController {
        let controller = UIViewController()
        controller.title = title
        return controller
    }

    @Test func theModesHaveUIKitsRawValuesAndDefaultIsTheDefault() {
        #expect(UINavigationItem.BackButtonDisplayMode.default.rawValue == 0)
        #expect(UINavigationItem.BackButtonDisplayMode.generic.rawValue == 1)
        #expect(UINavigationItem.BackButtonDisplayMode.minimal.rawValue == 2)
        #expect(UINavigationItem().backButtonDisplayMode == .default)
    }

    @Test func theDefaultModeShowsThePreviousTitleWhenItFits() {
        let shown = backTitle(previous: titled("Friends"))
        defer { withExtendedLifetime(shown.window) {} }
        #expect(shown.text == "Friends")
    }

    @Test func theDefaultModeFallsBackToBackWhenThePreviousTitleDoesNotFit() {
        let shown = backTitle(previous: titled("Every friend I have ever met on holiday"))
        defer { withExtendedLifetime(shown.window) {} }
        #expect(shown.text == "Back")
        let back = backButtonView(in: shown.navigation.navigationBar)
        let title = navigationTitleLabel(of: shown.navigation.navigationBar)
        if let back, let title { #expect(back.frame.maxX <= title.frame.minX) }
    }

    @Test func theDefaultModeShowsNoTitleWhenEvenBackDoesNotFit() {
        let shown = backTitle(previous: titled("Friends"), title: "A title so long that it takes the whole bar's width")
        defer { withExtendedLifetime(shown.window) {} }
        #expect(shown.text == nil)
        #expect(backButtonView(in: shown.navigation.navigationBar)?.accessibilityLabel == "Back")
    }

    @Test func theBackButtonTitleComesBeforeTheTitleAndAnEmptyOneShowsNoText() {
        let custom = backTitle(previous: titled("Friends")) { $0.backButtonTitle = "People" }
        defer { withExtendedLifetime(custom.window) {} }
        #expect(custom.text == "People")

        let empty = backTitle(previous: titled("Friends")) { $0.backButtonTitle = "" }
        defer { withExtendedLifetime(empty.window) {} }
        #expect(empty.text?.isEmpty ?? true)
    }

    @Test func theGenericModeIgnoresTheTitleAndTheBackButtonTitle() {
        let shown = backTitle(previous: titled("Friends")) {
            $0.backButtonTitle = "People"
            $0.backButtonDisplayMode = .generic
        }
        defer { withExtendedLifetime(shown.window) {} }
        #expect(shown.text == "Back")
    }

    @Test func theMinimalModeShowsTheIndicatorAloneAndTheButtonStillPops() {
        let previous = titled("Friends")
        let shown = backTitle(previous: previous) { $0.backButtonDisplayMode = .minimal }
        defer { withExtendedLifetime(shown.window) {} }
        #expect(shown.text == nil)
        let back = backButtonView(in: shown.navigation.navigationBar)
        #expect(back?.accessibilityLabel == "Back")

        back?.tap()
        Headless.runUntilIdle()
        #expect(shown.navigation.viewControllers == [previous])
    }

    @Test func aBackBarButtonItemsTitleWinsOverTheMode() {
        let shown = backTitle(previous: titled("Friends")) {
            $0.backBarButtonItem = UIBarButtonItem(title: "All", style: .plain, target: nil, action: nil)
            $0.backButtonDisplayMode = .minimal
        }
        defer { withExtendedLifetime(shown.window) {} }
        #expect(shown.text == "All")
    }

    @Test func changingTheModeOfTheItemBelowUpdatesTheBar() {
        let previous = titled("Friends")
        let shown = backTitle(previous: previous)
        defer { withExtendedLifetime(shown.window) {} }
        #expect(shown.text == "Friends")

        previous.navigationItem.backButtonDisplayMode = .generic
        shown.navigation.view.layoutIfNeeded()
        let back = backButtonView(in: shown.navigation.navigationBar)
        #expect(back.flatMap { navigationLabels(in: $0).first?.text } == "Back")
    }
}
