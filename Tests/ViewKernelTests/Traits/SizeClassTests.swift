// SizeClassTests.swift: each device preset's size, safe area, idiom and size classes, held upright
// and on its side, as Apple's Human Interface Guidelines ("Layout", device size classes) list
// them: an iPhone is compact wide and regular high upright, compact high on its side, where the
// large phones (a Pro Max) are regular wide; an iPad is regular both ways, and a window narrower
// than a full screen (split view) is compact wide. Safe areas: a Dynamic Island phone keeps 59
// points on the island's side and 21 for the home indicator on its side; a phone with a home
// button has none on its side, its status bar hidden; an iPad keeps its 24 and 20 points.
import Foundation
import Testing
import HeadlessTesting
import ViewKernel

/// A device in one orientation, and what it shows there.
struct DeviceCase: Sendable, CustomTestStringConvertible {
    let name: String
    let screen: HeadlessTrait.Screen
    let orientation: UIInterfaceOrientation
    let size: CGSize
    let insets: UIEdgeInsets
    let horizontal: UIUserInterfaceSizeClass
    let vertical: UIUserInterfaceSizeClass
    let idiom: UIUserInterfaceIdiom

    var testDescription: String { name }

    static let all: [DeviceCase] = [
        DeviceCase(name: "iPhone SE upright", screen: .iPhoneSE, orientation: .portrait,
                   size: CGSize(width: 375, height: 667), insets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
                   horizontal: .compact, vertical: .regular, idiom: .phone),
        DeviceCase(name: "iPhone SE on its side", screen: .iPhoneSE, orientation: .landscapeLeft,
                   size: CGSize(width: 667, height: 375), insets: .zero,
                   horizontal: .compact, vertical: .compact, idiom: .phone),
        DeviceCase(name: "iPhone 15 upright", screen: .iPhone15, orientation: .portrait,
                   size: CGSize(width: 393, height: 852), insets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
                   horizontal: .compact, vertical: .regular, idiom: .phone),
        DeviceCase(name: "iPhone 15 on its side", screen: .iPhone15, orientation: .landscapeRight,
                   size: CGSize(width: 852, height: 393), insets: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
                   horizontal: .compact, vertical: .compact, idiom: .phone),
        DeviceCase(name: "iPhone 15 Pro Max upright", screen: .iPhone15ProMax, orientation: .portrait,
                   size: CGSize(width: 430, height: 932), insets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
                   horizontal: .compact, vertical: .regular, idiom: .phone),
        DeviceCase(name: "iPhone 15 Pro Max on its side", screen: .iPhone15ProMax, orientation: .landscapeLeft,
                   size: CGSize(width: 932, height: 430), insets: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
                   horizontal: .regular, vertical: .compact, idiom: .phone),
        DeviceCase(name: "iPad upright", screen: .iPadPortrait, orientation: .portrait,
                   size: CGSize(width: 820, height: 1180), insets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
                   horizontal: .regular, vertical: .regular, idiom: .pad),
        DeviceCase(name: "iPad on its side", screen: .iPadLandscape, orientation: .landscapeLeft,
                   size: CGSize(width: 1180, height: 820), insets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
                   horizontal: .regular, vertical: .regular, idiom: .pad),
    ]
}

@MainActor
@Suite("Size classes of the devices", .headless)
struct SizeClassTests {
    @Test(arguments: DeviceCase.all)
    func aFullScreenWindowHasTheDevicesSizeSafeAreaAndTraits(_ device: DeviceCase) {
        device.screen.install()
        if device.orientation != Headless.interfaceOrientation { Headless.rotate(to: device.orientation, animated: false) }
        let window = UIWindow()
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        withExtendedLifetime(window) {}
        #expect(Headless.interfaceOrientation == device.orientation)
        #expect(UIScreen.main.bounds.size == device.size)
        #expect(window.frame.size == device.size)
        #expect(window.safeAreaInsets == device.insets)
        #expect(window.rootViewController?.view.safeAreaInsets == device.insets)
        let traits = window.rootViewController?.traitCollection
        #expect(traits?.horizontalSizeClass == device.horizontal)
        #expect(traits?.verticalSizeClass == device.vertical)
        #expect(traits?.userInterfaceIdiom == device.idiom)
        #expect(UIScreen.main.traitCollection.horizontalSizeClass == device.horizontal)
        #expect(UIScreen.main.traitCollection.verticalSizeClass == device.vertical)
        #expect(UIScreen.main.traitCollection.displayScale == device.screen.scale)
    }

    @Test func theIdiomNamedForAScreenBeatsTheGuessFromItsSize() {
        Headless.setScreen(size: CGSize(width: 768, height: 1024), scale: 2, safeAreaInsets: .zero, statusBarHeight: nil, idiom: nil)
        #expect(UIScreen.main.traitCollection.userInterfaceIdiom == .pad)
        Headless.setScreen(size: CGSize(width: 768, height: 1024), scale: 2, safeAreaInsets: .zero, statusBarHeight: nil, idiom: .phone)
        #expect(UIScreen.main.traitCollection.userInterfaceIdiom == .phone)
        // A small screen named an iPad: guessed, it would be a phone, compact high on its side.
        HeadlessTrait.Screen(size: CGSize(width: 400, height: 600), idiom: .pad, orientation: .landscapeLeft).install()
        #expect(UIScreen.main.traitCollection.userInterfaceIdiom == .pad)
        #expect(UIScreen.main.traitCollection.verticalSizeClass == .regular)
    }

    @Test func anIPadWindowMadeNarrowerTurnsCompactAndItsControllerHearsOfIt() {
        HeadlessTrait.Screen.iPadPortrait.install()
        let window = UIWindow()
        let controller = TraitRecordingController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(controller.traitCollection.horizontalSizeClass == .regular)
        #expect(controller.changes == 0)

        window.frame = CGRect(x: 0, y: 0, width: 320, height: 1180)
        window.layoutIfNeeded()
        #expect(controller.traitCollection.horizontalSizeClass == .compact)
        #expect(controller.traitCollection.verticalSizeClass == .regular)
        #expect(controller.view.traitCollection.horizontalSizeClass == .compact)
        #expect(controller.changes == 1)
        #expect(controller.view.frame.size == CGSize(width: 320, height: 1180))

        window.frame = CGRect(x: 0, y: 0, width: 700, height: 1180)
        window.layoutIfNeeded()
        #expect(controller.traitCollection.horizontalSizeClass == .regular)
        #expect(controller.changes == 2)
        withExtendedLifetime(window) {}
    }

    @Test func aWindowResizedWithinTheSameSizeClassHearsNothing() {
        HeadlessTrait.Screen.iPadPortrait.install()
        let window = UIWindow()
        let controller = TraitRecordingController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        window.frame = CGRect(x: 0, y: 0, width: 700, height: 1000)
        window.layoutIfNeeded()
        #expect(controller.traitCollection.horizontalSizeClass == .regular)
        #expect(controller.changes == 0)
        withExtendedLifetime(window) {}
    }
}
