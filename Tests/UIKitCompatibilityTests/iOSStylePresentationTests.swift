// iOSStylePresentationTests.swift: tests of iOSStylePresentationCode.swift, written as an iOS
// project writes them with Swift Testing.

import UIKit
import Testing
import HeadlessTesting

/// The labels in `view`'s subtree showing `text`.
@MainActor
private func labels(_ text: String, in view: UIView) -> [UILabel] {
    view.subviews.flatMap { subview -> [UILabel] in
        let own = (subview as? UILabel).map { $0.text == text ? [$0] : [] } ?? []
        return own + labels(text, in: subview)
    }
}

/// Taps the button whose label shows `text`, as a finger would.
@MainActor
private func tap(_ text: String, in window: UIWindow) {
    guard let button = labels(text, in: window).last?.superview else {
        Issue.record("nothing shows \(text)")
        return
    }
    let frame = button.convert(button.bounds, to: window)
    window.tap(at: CGPoint(x: frame.midX, y: frame.midY))
}

@MainActor
@Suite("iOS-style presentation, alerts and tabs", .headless)
struct iOSStylePresentationTests {
    private func launch() -> (UIWindow, RootTabBarController) {
        let root = RootTabBarController()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = root
        window.makeKeyAndVisible()
        return (window, root)
    }

    private func notes(in root: RootTabBarController) throws -> NotesViewController {
        let navigation = try #require(root.viewControllers?.first as? UINavigationController)
        return try #require(navigation.viewControllers.first as? NotesViewController)
    }

    @Test func composingPresentsAndSavingDismisses() throws {
        let (window, root) = launch()
        let notes = try notes(in: root)

        notes.compose()
        Headless.advance(by: 0.5)
        #expect(root.presentedViewController is UINavigationController)
        tap("Save", in: window)
        Headless.advance(by: 0.5)

        #expect(notes.notes.last == "Call the bank")
        #expect(root.presentedViewController == nil)
    }

    @Test func deletingAsksFirst() throws {
        let (window, root) = launch()
        let notes = try notes(in: root)

        notes.confirmDelete(at: 0)
        Headless.advance(by: 0.25)
        tap("Delete", in: window)
        Headless.advance(by: 0.25)

        #expect(notes.notes == ["Ideas"])
    }

    @Test func renamingTypesIntoTheAlertsTextField() throws {
        let (window, root) = launch()
        let notes = try notes(in: root)

        notes.rename(at: 1)
        Headless.advance(by: 0.5)
        let alert = try #require(root.presentedViewController as? UIAlertController)
        let field = try #require(alert.textFields?.first)
        #expect(field.isFirstResponder)
        field.typeText(String(repeating: "\u{8}", count: 5) + "Plans")
        tap("Save", in: window)
        Headless.advance(by: 0.5)

        #expect(notes.notes == ["Groceries", "Plans"])
        #expect(root.presentedViewController == nil)
    }

    @Test func theShareSheetReportsTheChoice() throws {
        let (window, root) = launch()
        let notes = try notes(in: root)

        notes.share()
        Headless.advance(by: 0.25)
        tap("Messages", in: window)
        Headless.runUntilIdle()

        #expect(notes.lastShareChoice == "Messages")
    }

    @Test func detailIsPushedByShow() throws {
        let (_, root) = launch()
        let notes = try notes(in: root)

        notes.showDetail(of: 1)

        #expect(notes.navigationController?.topViewController?.title == "Ideas")
    }

    @Test func theLockedTabRefusesUntilUnlocked() {
        let (window, root) = launch()

        tap("Preferences", in: window)
        #expect(root.selectedIndex == 0)
        root.preferencesUnlocked = true
        tap("Preferences", in: window)

        #expect(root.selectedIndex == 1)
        #expect(root.selections == ["Preferences"])
    }

    @Test func theControlsAnswerTouches() throws {
        let (window, root) = launch()
        root.selectedIndex = 1
        let preferences = try #require(root.selectedViewController as? PreferencesViewController)

        window.tap(at: CGPoint(x: 170, y: 116))
        window.tap(at: CGPoint(x: 90, y: 166))
        window.drag(from: CGPoint(x: 250, y: 400), to: CGPoint(x: 100, y: 400))

        #expect(preferences.unit == "mi")
        #expect(preferences.countStepper.value == 1)
        #expect(preferences.pages.currentPage == 1)
        #expect(preferences.spinner.isAnimating && preferences.progress.progress == 0.5)
    }
}
