// StatusBarPresentationTests.swift: which controller decides the status bar when controllers are
// presented in chains, adapted, dismissed, or shown in windows above the key window; and the
// scene API's shapes that subclasses and async code rely on.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// A controller whose status bar style a test chooses.
@MainActor
private final class Styled: UIViewController {
    var style: UIStatusBarStyle
    init(_ style: UIStatusBarStyle) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override var preferredStatusBarStyle: UIStatusBarStyle { style }
}

/// A controller whose preference reads the status bar itself, as some SDKs write it.
@MainActor
private final class Echoing: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { UIApplication.shared.statusBarStyle }
}

/// A window subclass as a scene delegate writes it.
@MainActor
private final class AppWindow: UIWindow {
    override init(windowScene: UIWindowScene) {
        super.init(windowScene: windowScene)
        backgroundColor = .systemBackground
    }
    required init?(coder: NSCoder) { nil }
}

/// Shows every popover full screen, as an app adapting it on a phone does.
@MainActor
private final class FullScreenAdapter: NSObject, UIAdaptivePresentationControllerDelegate {
    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle { .fullScreen }
}

@MainActor
@Suite("Status bar: presentations, windows and shapes", .headless(screen: .iPhone15))
struct StatusBarPresentationTests {
    private func show(_ root: UIViewController) -> UIWindow {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = root
        window.makeKeyAndVisible()
        return window
    }

    private func style(of window: UIWindow) -> UIStatusBarStyle? {
        window.windowScene?.statusBarManager?.statusBarStyle
    }

    @Test func aFullScreenControllerPresentedByASheetDecides() {
        let root = Styled(.darkContent)
        let window = show(root)
        let sheet = Styled(.darkContent)
        root.present(sheet, animated: false)
        let cover = Styled(.lightContent)
        cover.modalPresentationStyle = .fullScreen
        sheet.present(cover, animated: false)
        #expect(style(of: window) == .lightContent)
    }

    @Test func aPopoverAdaptedToFullScreenDecides() {
        let root = Styled(.darkContent)
        let window = show(root)
        let adapter = FullScreenAdapter()
        let popover = Styled(.lightContent)
        popover.modalPresentationStyle = .popover
        popover.popoverPresentationController?.sourceView = root.view
        popover.popoverPresentationController?.delegate = adapter
        root.present(popover, animated: false)
        #expect(style(of: window) == .lightContent)
        withExtendedLifetime(adapter) {}
    }

    @Test func aControllerBeingDismissedHandsTheStatusBarBackAtOnce() {
        let root = Styled(.darkContent)
        let window = show(root)
        let cover = Styled(.lightContent)
        cover.modalPresentationStyle = .fullScreen
        root.present(cover, animated: false)
        #expect(style(of: window) == .lightContent)
        cover.dismiss(animated: true)
        #expect(style(of: window) == .darkContent)
        Headless.runUntilIdle()
        #expect(style(of: window) == .darkContent)
    }

    @Test func aWindowShownAboveTheKeyWindowDecides() {
        let main = show(Styled(.darkContent))
        let overlay = UIWindow(frame: UIScreen.main.bounds)
        overlay.windowLevel = .alert
        overlay.rootViewController = Styled(.lightContent)
        overlay.isHidden = false
        #expect(main.isKeyWindow && !overlay.isKeyWindow)
        #expect(style(of: main) == .lightContent)
        overlay.isHidden = true
        #expect(style(of: main) == .darkContent)
    }

    @Test func aWindowTakenOutOfTheSceneNoLongerDecides() {
        let main = show(Styled(.darkContent))
        let overlay = UIWindow(frame: UIScreen.main.bounds)
        overlay.rootViewController = Styled(.lightContent)
        overlay.isHidden = false
        #expect(style(of: main) == .lightContent)
        overlay.windowScene = nil
        #expect(style(of: main) == .darkContent)
    }

    @Test func aPreferenceThatReadsTheStatusBarGetsTheLastAnswer() {
        let window = show(Echoing())
        #expect(style(of: window) == .default)
        #expect(UIApplication.shared.statusBarStyle == .default)
    }

    @Test func aManagerKeptPastAResetAnswersTheDefaults() throws {
        let window = show(Styled(.lightContent))
        let manager = try #require(window.windowScene?.statusBarManager)
        #expect(manager.statusBarStyle == .lightContent)
        Headless.reset()
        #expect(manager.statusBarStyle == .default)
        #expect(!manager.isStatusBarHidden)
    }

    @Test func aSceneDelegatesWindowSubclassOverridesTheSceneInitialiser() throws {
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        let window = AppWindow(windowScene: scene)
        #expect(window.windowScene === scene)
        #expect(window.frame == UIScreen.main.bounds)
        #expect(window.backgroundColor == .systemBackground)
    }

    @Test func theSceneTitleIsNullResettable() throws {
        let scene = try #require(UIApplication.shared.connectedScenes.first)
        #expect(scene.title == "")
        scene.title = "Inbox"
        #expect(scene.title == "Inbox")
        scene.title = nil
        #expect(scene.title == "")
    }

    @Test func theAsyncOpenAnswersWhetherTheURLOpened() async {
        let help = URL(string: "https://example.com/help") ?? URL(fileURLWithPath: "/typo")
        let other = URL(string: "myapp://inbox") ?? URL(fileURLWithPath: "/typo")
        let opened = await UIApplication.shared.open(help)
        let refused = await UIApplication.shared.open(other, options: [:])
        #expect(opened && !refused)
        #expect(Headless.openedURLs == [help])
    }
}
