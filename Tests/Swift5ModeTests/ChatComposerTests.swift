// ChatComposerTests.swift: the chat screen of ChatComposer.swift, compiled in the Swift 5 language
// mode: the message field rides up with the keyboard, the status bar is light, Help opens its link
// and Clear shows once something is typed.
import Foundation
import Testing
import UIKit
import HeadlessTesting

@MainActor
@Suite("A chat composer on the keyboard layout guide, from Swift 5 language-mode code", .headless(screen: .iPhone15))
struct ChatComposerTests {
    private func show() -> (ChatComposerViewController, UIWindow) {
        let composer = ChatComposerViewController()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = composer
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (composer, window)
    }

    @Test func theMessageFieldRidesOnTheKeyboard() {
        let (composer, window) = show()
        defer { withExtendedLifetime(window) {} }
        let resting: CGFloat = 852 - 34 - 8
        #expect(composer.messageField.frame.maxY == resting)
        composer.messageField.tap()
        Headless.runUntilIdle()
        let keyboard = Headless.keyboardFrame ?? .zero
        #expect(keyboard.height > 0)
        #expect(composer.messageField.frame.maxY == keyboard.minY - 8)
    }

    @Test func theScreenAsksForALightStatusBarAndIsTheKeyWindowsRoot() {
        let (composer, window) = show()
        #expect(ChatComposerViewController.keyWindow === window)
        #expect(window.windowScene?.statusBarManager?.statusBarStyle == .lightContent)
        #expect(window.rootViewController === composer)
    }

    @Test func helpOpensItsLinkAndClearShowsOnceSomethingIsTyped() {
        let (composer, window) = show()
        defer { withExtendedLifetime(window) {} }
        tapToolbarItem(titled: "Help", in: composer.toolbar)
        #expect(Headless.openedURLs.map(\.absoluteString) == ["https://example.com/help"])
        #expect(toolbarLabel(titled: "Clear", in: composer.toolbar) == nil)
        composer.messageField.tap()
        composer.messageField.typeText("Hi")
        window.layoutIfNeeded()
        #expect(toolbarLabel(titled: "Clear", in: composer.toolbar) != nil)
    }

    private func toolbarLabel(titled title: String, in toolbar: UIToolbar) -> UILabel? {
        var pending: [UIView] = [toolbar]
        while let view = pending.popLast() {
            if let label = view as? UILabel, label.text == title { return label }
            pending.append(contentsOf: view.subviews)
        }
        return nil
    }

    private func tapToolbarItem(titled title: String, in toolbar: UIToolbar) {
        toolbarLabel(titled: title, in: toolbar)?.superview?.tap()
    }
}
