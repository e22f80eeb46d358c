// StatusBarAppearanceTests.swift: the window scene and its status bar manager, read as code written
// since iOS 13 reads them, and the controllers' status bar preferences as UIKit gathers them.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// A controller whose status bar preferences a test chooses, as an app overrides them.
@MainActor
private final class StyledController: UIViewController {
    var style = UIStatusBarStyle.lightContent
    var hidden = false
    override var preferredStatusBarStyle: UIStatusBarStyle { style }
    override var prefersStatusBarHidden: Bool { hidden }
}

/// A container that hands the status bar to its child, as apps write one.
@MainActor
private final class ForwardingContainer: UIViewController {
    let child: UIViewController
    init(child: UIViewController) {
        self.child = child
        super.init(nibName: nil, bundle: nil)
        addChild(child)
        child.didMove(toParent: self)
    }
    required init?(coder: NSCoder) { nil }
    override var childForStatusBarStyle: UIViewController? { child }
    override var childForStatusBarHidden: UIViewController? { child }
}

@MainActor
@Suite("Status bar and window scene", .headless(screen: .iPhone15))
struct StatusBarAppearanceTests {
    private func show(_ root: UIViewController) -> UIWindow {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = root
        window.makeKeyAndVisible()
        return window
    }

    @Test func theStylesAndAnimationsHaveUIKitsRawValues() {
        #expect([UIStatusBarStyle.default, .lightContent, .darkContent].map(\.rawValue) == [0, 1, 3])
        #expect([UIStatusBarAnimation.none, .fade, .slide].map(\.rawValue) == [0, 1, 2])
        #expect([UIBarStyle.default, .black, .blackTranslucent].map(\.rawValue) == [0, 1, 2])
        #expect(UIBarStyle.blackOpaque == .black)
    }

    @Test func aControllersDefaultsAreUIKits() {
        let controller = UIViewController()
        #expect(controller.preferredStatusBarStyle == .default)
        #expect(controller.prefersStatusBarHidden == false)
        #expect(controller.preferredStatusBarUpdateAnimation == .fade)
        #expect(controller.childForStatusBarStyle == nil && controller.childForStatusBarHidden == nil)
        #expect(controller.modalPresentationCapturesStatusBarAppearance == false)
        #expect(controller.prefersHomeIndicatorAutoHidden == false)
        #expect(controller.childForHomeIndicatorAutoHidden == nil)
        #expect(controller.preferredScreenEdgesDeferringSystemGestures == [])
        #expect(controller.childForScreenEdgesDeferringSystemGestures == nil)
        #expect(UINavigationBar().barStyle == .default)
    }

    @Test func theKeyWindowIsFoundThroughTheConnectedScenes() throws {
        let window = show(UIViewController())
        // The way code written since iOS 13 finds the key window without `keyWindow`.
        let key = UIApplication.shared.connectedScenes
            .compactMap { $0 as? UIWindowScene }
            .flatMap { $0.windows }
            .first { $0.isKeyWindow }
        #expect(key === window)
        let scene = try #require(window.windowScene)
        #expect(scene.keyWindow === window)
        #expect(scene.activationState == .foregroundActive)
        #expect(scene.screen === UIScreen.main)
        #expect(scene.interfaceOrientation == .portrait)
        #expect(scene.traitCollection.userInterfaceIdiom == .phone)
        #expect(UIApplication.shared.connectedScenes.count == 1)
    }

    @Test func aWindowMadeForASceneFillsItsScreen() throws {
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        let window = UIWindow(windowScene: scene)
        #expect(window.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(window.windowScene === scene)
        #expect(window.isHidden)
    }

    @Test func aWindowTakenOutOfItsSceneLeavesItsWindows() throws {
        let window = show(UIViewController())
        let scene = try #require(window.windowScene)
        window.windowScene = nil
        #expect(window.windowScene == nil)
        #expect(!scene.windows.contains { $0 === window })
        #expect(scene.keyWindow == nil)
        window.windowScene = scene
        #expect(scene.windows.contains { $0 === window })
    }

    @Test func theRootControllerDecidesTheStatusBar() throws {
        let root = StyledController()
        root.style = .darkContent
        let window = show(root)
        let manager = try #require(window.windowScene?.statusBarManager)
        #expect(manager.statusBarStyle == .darkContent)
        #expect(!manager.isStatusBarHidden)
        #expect(manager.statusBarFrame == CGRect(x: 0, y: 0, width: 393, height: 54))
        root.hidden = true
        root.setNeedsStatusBarAppearanceUpdate()
        #expect(manager.isStatusBarHidden)
        #expect(manager.statusBarFrame == .zero)
        #expect(UIApplication.shared.isStatusBarHidden)
        #expect(UIApplication.shared.statusBarStyle == .darkContent)
        // The deprecated setters change nothing: the controllers decide.
        UIApplication.shared.statusBarStyle = .lightContent
        UIApplication.shared.isStatusBarHidden = false
        #expect(manager.statusBarStyle == .darkContent && manager.isStatusBarHidden)
    }

    @Test func theDeprecatedStatusBarFrameIsAPhoneWithAHomeButtonsTwentyPoints() {
        HeadlessTrait.Screen.iPhoneSE.install()
        let window = show(StyledController())
        defer { withExtendedLifetime(window) {} }
        #expect(UIApplication.shared.statusBarFrame == CGRect(x: 0, y: 0, width: 375, height: 20))
        #expect(UIApplication.shared.statusBarStyle == .lightContent, "the window's root decides")
    }

    @Test func aPhoneOnItsSideHidesTheStatusBar() throws {
        let window = show(StyledController())
        let manager = try #require(window.windowScene?.statusBarManager)
        Headless.rotate(to: .landscapeLeft, animated: false)
        #expect(manager.isStatusBarHidden)
        #expect(manager.statusBarFrame == .zero)
    }

    @Test func aNavigationControllerDecidesTheStyleFromItsBar() throws {
        let top = StyledController()
        let navigation = UINavigationController(rootViewController: top)
        let window = show(navigation)
        let manager = try #require(window.windowScene?.statusBarManager)
        // The famous surprise: the pushed controller's preference is not asked.
        #expect(manager.statusBarStyle == .default)
        navigation.navigationBar.barStyle = .black
        #expect(manager.statusBarStyle == .lightContent)
        navigation.navigationBar.barStyle = .default
        navigation.setNavigationBarHidden(true, animated: false)
        #expect(manager.statusBarStyle == .lightContent)
    }

    @Test func aNavigationControllersTopControllerHidesTheStatusBar() throws {
        let root = StyledController(), pushed = StyledController()
        pushed.hidden = true
        let navigation = UINavigationController(rootViewController: root)
        let window = show(navigation)
        let manager = try #require(window.windowScene?.statusBarManager)
        #expect(!manager.isStatusBarHidden)
        navigation.pushViewController(pushed, animated: false)
        #expect(manager.isStatusBarHidden)
        navigation.popViewController(animated: false)
        #expect(!manager.isStatusBarHidden)
    }

    @Test func aTabBarControllerHandsTheStatusBarToTheSelectedTab() throws {
        let light = StyledController(), dark = StyledController()
        dark.style = .darkContent
        let tabs = UITabBarController()
        tabs.viewControllers = [light, dark]
        let window = show(tabs)
        let manager = try #require(window.windowScene?.statusBarManager)
        #expect(manager.statusBarStyle == .lightContent)
        tabs.selectedIndex = 1
        #expect(manager.statusBarStyle == .darkContent)
    }

    @Test func aCustomContainerHandsTheStatusBarToItsChild() throws {
        let child = StyledController()
        child.hidden = true
        let window = show(ForwardingContainer(child: child))
        let manager = try #require(window.windowScene?.statusBarManager)
        #expect(manager.statusBarStyle == .lightContent)
        #expect(manager.isStatusBarHidden)
    }

    @Test func onlyAFullScreenPresentationTakesTheStatusBarUnlessItCaptures() throws {
        let root = StyledController()
        root.style = .darkContent
        let window = show(root)
        let manager = try #require(window.windowScene?.statusBarManager)
        let sheet = StyledController()
        root.present(sheet, animated: false)
        #expect(manager.statusBarStyle == .darkContent, "a page sheet leaves the status bar to its presenter")
        sheet.modalPresentationCapturesStatusBarAppearance = true
        #expect(manager.statusBarStyle == .lightContent)
        sheet.dismiss(animated: false)
        let cover = StyledController()
        cover.modalPresentationStyle = .fullScreen
        root.present(cover, animated: false)
        #expect(manager.statusBarStyle == .lightContent)
        cover.dismiss(animated: false)
        #expect(manager.statusBarStyle == .darkContent)
    }

    @Test func withoutARootControllerTheStatusBarIsTheDefault() throws {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        let manager = try #require(window.windowScene?.statusBarManager)
        #expect(manager.statusBarStyle == .default)
        #expect(!manager.isStatusBarHidden)
    }
}
