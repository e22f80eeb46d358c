// PresentationResetTests.swift: a presentation that is over (no transition running) keeps nothing
// alive after `Headless.reset()`: the presented controller and its presentation controller go with
// the window that showed them; one the app keeps across the reset stays linked until dismissed
// (Controllers/PresentationControllers/UIPresentationController.swift).

import Foundation
import Testing
import HeadlessTesting
import ViewKernel

@MainActor
@Suite("Presentations: reset", .headless)
struct PresentationResetTests {
    @Test(arguments: [UIModalPresentationStyle.fullScreen, .pageSheet, .formSheet, .overFullScreen, .automatic])
    func aPresentedControllerIsFreedAfterAResetWithNoTransitionRunning(style: UIModalPresentationStyle) {
        weak var weakRoot: UIViewController?
        weak var weakPresented: UIViewController?
        weak var weakPresentationController: UIPresentationController?
        do {
            let root = UIViewController()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            window.rootViewController = root
            window.makeKeyAndVisible()
            let presented = UIViewController()
            presented.modalPresentationStyle = style
            root.present(presented, animated: true)
            Headless.runUntilIdle()
            #expect(root.presentedViewController === presented && !presented.isBeingPresented)
            weakRoot = root
            weakPresented = presented
            weakPresentationController = presented.presentationController
            #expect(weakPresentationController != nil)
            Headless.reset()
            withExtendedLifetime(window) {}
        }
        #expect(weakRoot == nil)
        #expect(weakPresented == nil)
        #expect(weakPresentationController == nil)
    }

    @Test func aPresentationKeptByTheAppAcrossAResetStaysLinkedDismissesAndIsFreedAfter() {
        weak var weakRoot: UIViewController?
        weak var weakPresented: UIViewController?
        weak var weakPresentationController: UIPresentationController?
        weak var weakWindow: UIWindow?
        do {
            let root = UIViewController()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            window.rootViewController = root
            window.makeKeyAndVisible()
            let presented = UIViewController()
            root.present(presented, animated: false)
            Headless.runUntilIdle()
            let controller = presented.presentationController
            weakRoot = root
            weakPresented = presented
            weakPresentationController = controller
            weakWindow = window

            Headless.reset()
            #expect(root.presentedViewController === presented)
            #expect(presented.presentingViewController === root)
            #expect(controller?.presentedViewController === presented)
            #expect(controller?.presentingViewController === root)
            #expect(presented.presentationController === controller)

            var dismissed = false
            root.dismiss(animated: false) { dismissed = true }
            Headless.runUntilIdle()
            #expect(dismissed)
            #expect(root.presentedViewController == nil)
            #expect(presented.presentingViewController == nil)
            #expect(presented.viewIfLoaded?.window == nil)
            withExtendedLifetime(window) {}
        }
        #expect(weakWindow == nil)
        #expect(weakRoot == nil)
        #expect(weakPresented == nil)
        #expect(weakPresentationController == nil)
    }
}
