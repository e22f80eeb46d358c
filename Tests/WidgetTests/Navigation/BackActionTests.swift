// BackActionTests.swift: `UINavigationItem.backAction` (iOS 16): the back button runs the action
// instead of popping, and a first item with one gets a back button, as Apple documents
// (Navigation/UINavigationItem.swift, UINavigationBar+Content.swift).
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("Navigation bar: the back action", .headless)
struct BackActionTests {
    private func titled(_ title: String) -> UIViewController {
        let controller = UIViewController()
        controller.title = title
        return controller
    }

    private func backLabel(of bar: UINavigationBar) -> String? {
        backButtonView(in: bar).flatMap { navigationLabels(in: $0).first?.text }
    }

    @Test func theBackButtonRunsTheActionInsteadOfPoppingAndKeepsItsTitle() {
        let root = titled("Friends")
        let (navigation, window) = makeShownNavigationController(root: root)
        defer { withExtendedLifetime(window) {} }
        let profile = titled("Profile")
        navigation.pushViewController(profile, animated: false)
        var runs = 0
        profile.navigationItem.backAction = UIAction(title: "Discard") { _ in runs += 1 }
        navigation.view.layoutIfNeeded()
        #expect(backLabel(of: navigation.navigationBar) == "Friends")

        backButtonView(in: navigation.navigationBar)?.tap()
        Headless.runUntilIdle()

        #expect(runs == 1)
        #expect(navigation.viewControllers == [root, profile])
    }

    @Test func theActionCanPopItselfAndSeesTheBackButtonAsSender() {
        let root = titled("Friends")
        let (navigation, window) = makeShownNavigationController(root: root)
        defer { withExtendedLifetime(window) {} }
        let profile = titled("Profile")
        navigation.pushViewController(profile, animated: false)
        var sender: Any?
        profile.navigationItem.backAction = UIAction { [weak navigation] action in
            sender = action.sender
            navigation?.popViewController(animated: false)
        }
        navigation.view.layoutIfNeeded()

        let back = backButtonView(in: navigation.navigationBar)
        back?.tap()
        Headless.runUntilIdle()

        #expect(navigation.viewControllers == [root])
        #expect((sender as? UIView) === back)
    }

    @Test func aFirstItemWithABackActionGetsABackButtonTitledByTheAction() {
        let root = titled("Friends")
        let (navigation, window) = makeShownNavigationController(root: root)
        defer { withExtendedLifetime(window) {} }
        #expect(backButtonView(in: navigation.navigationBar) == nil)
        var runs = 0

        root.navigationItem.backAction = UIAction(title: "Close") { _ in runs += 1 }
        navigation.view.layoutIfNeeded()
        #expect(backLabel(of: navigation.navigationBar) == "Close")
        backButtonView(in: navigation.navigationBar)?.tap()
        #expect(runs == 1)

        root.navigationItem.backAction = UIAction { _ in }
        navigation.view.layoutIfNeeded()
        #expect(backLabel(of: navigation.navigationBar) == "Back")

        root.navigationItem.backAction = nil
        #expect(backButtonView(in: navigation.navigationBar) == nil)
    }

    @Test func hidesBackButtonHidesTheActionsButtonToo() {
        let root = titled("Friends")
        root.navigationItem.hidesBackButton = true
        root.navigationItem.backAction = UIAction(title: "Close") { _ in }
        let (navigation, window) = makeShownNavigationController(root: root)
        defer { withExtendedLifetime(window) {} }
        #expect(backButtonView(in: navigation.navigationBar) == nil)
    }
}
