// WindowTests.swift: windows, the key window, the root view controller and the screen
// (Controllers/UIWindow.swift, UIScreen.swift).

import Foundation
import Testing
import HeadlessTesting
import ViewKernel

@MainActor
@Suite("Windows and the screen", .headless)
struct WindowTests {
    // MARK: - Screen

    @Test func theMainScreenIs320By480PointsAtScaleTwo() {
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(UIScreen.main.scale == 2)
    }

    @Test func aTestMayChooseAnotherScreenUntilTheNextReset() {
        Headless.setScreen(size: CGSize(width: 375, height: 667), scale: 3)

        #expect(UIScreen.main.bounds.size == CGSize(width: 375, height: 667))
        #expect(UIScreen.main.scale == 3)
        #expect(UIWindow().frame == CGRect(x: 0, y: 0, width: 375, height: 667))

        Headless.reset()
        #expect(UIScreen.main.bounds.size == CGSize(width: 320, height: 480))
    }

    // MARK: - Visibility and key status

    @Test func aNewWindowFillsTheScreenAndIsHidden() {
        let window = UIWindow()

        #expect(window.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(window.isHidden)
        #expect(!window.isKeyWindow)
        #expect(window.window === window)
    }

    @Test func makeKeyAndVisibleShowsTheWindowAndMakesItKey() {
        let window = UIWindow()

        window.makeKeyAndVisible()

        #expect(!window.isHidden)
        #expect(window.isKeyWindow)
    }

    @Test func onlyOneWindowIsKey() {
        let first = UIWindow(), second = UIWindow()
        first.makeKeyAndVisible()

        second.makeKeyAndVisible()

        #expect(!first.isKeyWindow)
        #expect(second.isKeyWindow)
        #expect(!first.isHidden)
    }

    @Test func hidingTheKeyWindowEndsItsKeyStatus() {
        let window = UIWindow()
        window.makeKeyAndVisible()

        window.isHidden = true

        #expect(!window.isKeyWindow)
    }

    // MARK: - Root view controller

    @Test func theRootControllersViewFillsTheWindowAndResizesWithIt() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        let controller = UIViewController()

        window.rootViewController = controller

        #expect(controller.view.superview === window)
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 200, height: 300))
        #expect(controller.view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(controller.next === window)

        window.frame = CGRect(x: 0, y: 0, width: 250, height: 350)
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 250, height: 350))
    }

    @Test func aRootControllerDoesNotAppearBeforeTheWindowIsShown() {
        let window = UIWindow()
        let controller = LifecycleController()

        window.rootViewController = controller

        #expect(!controller.log.entries.contains("vc viewWillAppear"))
        #expect(controller.log.entries == ["vc loadView", "vc viewDidLoad"])
    }

    @Test func settingARootControllerOnAVisibleWindowShowsItAtOnce() {
        let window = makeVisibleWindow()
        let controller = LifecycleController()

        window.rootViewController = controller

        #expect(controller.log.entries == ["vc loadView", "vc viewDidLoad", "vc viewWillAppear",
                                           "vc viewWillLayoutSubviews", "vc viewDidLayoutSubviews",
                                           "vc viewDidAppear"])
    }

    @Test func replacingTheRootControllerRemovesTheOldViewAfterItsDisappearance() {
        let window = makeVisibleWindow()
        let old = LifecycleController(), new = LifecycleController()
        old.name = "old"
        new.name = "new"
        new.log = old.log
        window.rootViewController = old
        old.log.entries.removeAll()

        window.rootViewController = new

        #expect(old.log.entries.prefix(2) == ["old viewWillDisappear", "old viewDidDisappear"])
        #expect(old.log.entries.last == "new viewDidAppear")
        #expect(old.viewIfLoaded?.superview == nil)
        #expect(window.subviews == [new.view])
    }

    @Test func hidingTheWindowMakesTheRootControllerDisappear() {
        let window = makeVisibleWindow()
        let controller = LifecycleController()
        window.rootViewController = controller
        controller.log.entries.removeAll()

        window.isHidden = true

        #expect(controller.log.entries == ["vc viewWillDisappear", "vc viewDidDisappear"])
    }

    @Test func aTapOnTheRootControllersViewReachesIt() {
        let window = makeVisibleWindow()
        let controller = UIViewController()
        window.rootViewController = controller

        #expect(window.tap(at: CGPoint(x: 160, y: 240)) === controller.view)
    }
}
