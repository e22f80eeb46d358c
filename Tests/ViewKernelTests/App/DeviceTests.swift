// DeviceTests.swift: UIDevice.current as an app reads it on an iPhone and on an iPad, its
// orientation and notifications as the simulated device turns, battery and proximity monitoring,
// and a reset that starts the next test on a fresh device (App/UIDevice*.swift).

import Foundation
import Testing
import HeadlessTesting
import ViewKernel

/// What the notification observers saw.
@MainActor
final class DeviceNotificationLog {
    var orientations: [(device: UIDeviceOrientation, interface: UIInterfaceOrientation)] = []
    var names: [Notification.Name] = []
}

@MainActor
@Suite("UIDevice on an iPhone", .headless(screen: .iPhone15))
struct PhoneDeviceTests {
    @Test func thePhoneDescribesItselfAsAnIPhoneRunningIOS() {
        let device = UIDevice.current
        #expect(device === UIDevice.current)
        #expect(device.userInterfaceIdiom == .phone)
        #expect(device.model == "iPhone")
        #expect(device.localizedModel == "iPhone")
        #expect(device.name == "iPhone")
        #expect(device.systemName == "iOS")
        #expect(device.systemVersion == "17.0")
        #expect(device.isMultitaskingSupported)
    }

    @Test func theVendorIdentifierIsStable() throws {
        let first = try #require(UIDevice.current.identifierForVendor)
        #expect(UIDevice.current.identifierForVendor == first)
        Headless.reset()
        #expect(UIDevice.current.identifierForVendor == first)
    }

    @Test func theOrientationIsUnknownUntilNotificationsAreGenerated() {
        let device = UIDevice.current
        #expect(device.orientation == .unknown)
        #expect(!device.isGeneratingDeviceOrientationNotifications)
        device.beginGeneratingDeviceOrientationNotifications()
        #expect(device.isGeneratingDeviceOrientationNotifications)
        #expect(device.orientation == .portrait)
    }

    @Test func beginsNestAndEachEndUndoesOne() {
        let device = UIDevice.current
        device.beginGeneratingDeviceOrientationNotifications()
        device.beginGeneratingDeviceOrientationNotifications()
        device.endGeneratingDeviceOrientationNotifications()
        #expect(device.isGeneratingDeviceOrientationNotifications)
        device.endGeneratingDeviceOrientationNotifications()
        #expect(!device.isGeneratingDeviceOrientationNotifications)
        #expect(device.orientation == .unknown)
        device.endGeneratingDeviceOrientationNotifications()
        device.beginGeneratingDeviceOrientationNotifications()
        #expect(device.isGeneratingDeviceOrientationNotifications)
    }

    @Test func turningThePhonePostsTheNewOrientationBeforeTheInterfaceTurns() {
        let device = UIDevice.current
        device.beginGeneratingDeviceOrientationNotifications()
        let log = DeviceNotificationLog()
        let observer = NotificationCenter.default.addObserver(forName: UIDevice.orientationDidChangeNotification,
                                                              object: device, queue: nil) { _ in
            MainActor.assumeIsolated {
                log.orientations.append((UIDevice.current.orientation, Headless.interfaceOrientation))
            }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        #expect(Headless.rotate(to: .landscapeLeft, animated: false))
        #expect(log.orientations.count == 1)
        #expect(log.orientations.first?.device == .landscapeRight)
        #expect(log.orientations.first?.interface == .portrait)
        #expect(device.orientation == .landscapeRight)
        #expect(device.orientation.isLandscape)
        Headless.rotate(to: .portrait, animated: true)
        #expect(log.orientations.map(\.device) == [.landscapeRight, .portrait])
    }

    @Test func noNotificationIsPostedWhileNotificationsAreOff() {
        let log = DeviceNotificationLog()
        let observer = NotificationCenter.default.addObserver(forName: UIDevice.orientationDidChangeNotification,
                                                              object: nil, queue: nil) { note in
            let name = note.name
            MainActor.assumeIsolated { log.names.append(name) }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        #expect(Headless.rotate(to: .landscapeRight, animated: false))
        #expect(log.names.isEmpty)
        #expect(UIDevice.current.orientation == .unknown)
    }

    @Test func batteryReadingsNeedMonitoring() {
        let device = UIDevice.current
        #expect(!device.isBatteryMonitoringEnabled)
        #expect(device.batteryLevel == -1)
        #expect(device.batteryState == .unknown)
        device.isBatteryMonitoringEnabled = true
        #expect(device.batteryLevel == 1)
        #expect(device.batteryState == .full)
    }

    @Test func aChangedBatteryIsAnnouncedWhileMonitored() {
        let device = UIDevice.current
        let log = DeviceNotificationLog()
        let center = NotificationCenter.default
        let observers = [UIDevice.batteryLevelDidChangeNotification, UIDevice.batteryStateDidChangeNotification].map { name in
            center.addObserver(forName: name, object: device, queue: nil) { note in
                let name = note.name
                MainActor.assumeIsolated { log.names.append(name) }
            }
        }
        defer { for observer in observers { center.removeObserver(observer) } }
        Headless.setBattery(level: 0.5, state: .unplugged)
        #expect(log.names.isEmpty)
        device.isBatteryMonitoringEnabled = true
        #expect(device.batteryLevel == 0.5)
        #expect(device.batteryState == .unplugged)
        Headless.setBattery(level: 0.4, state: .unplugged)
        #expect(log.names == [UIDevice.batteryLevelDidChangeNotification])
        Headless.setBattery(level: 2, state: .charging)
        #expect(log.names == [UIDevice.batteryLevelDidChangeNotification, UIDevice.batteryStateDidChangeNotification,
                              UIDevice.batteryLevelDidChangeNotification])
        #expect(device.batteryLevel == 1)
    }

    @Test func aPhoneHasAProximitySensor() {
        let device = UIDevice.current
        #expect(!device.isProximityMonitoringEnabled)
        device.isProximityMonitoringEnabled = true
        #expect(device.isProximityMonitoringEnabled)
        #expect(!device.proximityState)
        device.playInputClick()   // compiles and does nothing: there is no sound here
    }

    /// Monitoring turned on on a phone reads false once the screen becomes an iPad's, which has
    /// no sensor.
    @Test func proximityMonitoringFollowsTheDeviceKind() {
        let device = UIDevice.current
        device.isProximityMonitoringEnabled = true
        Headless.setScreen(size: CGSize(width: 820, height: 1180), scale: 2, safeAreaInsets: .zero,
                           statusBarHeight: nil, idiom: .pad)
        #expect(!device.isProximityMonitoringEnabled)
    }

    /// Test code stands a subclass in for the device, as apps' tests mock it.
    @Test func aSubclassCanStandInForTheDevice() {
        final class FakeTablet: UIDevice {
            override var userInterfaceIdiom: UIUserInterfaceIdiom { .pad }
        }
        let fake: UIDevice = FakeTablet()
        #expect(fake.userInterfaceIdiom == .pad)
        #expect(fake.systemVersion == UIDevice.current.systemVersion)
    }

    @Test func aResetStartsOnAFreshDevice() {
        let device = UIDevice.current
        device.beginGeneratingDeviceOrientationNotifications()
        device.isBatteryMonitoringEnabled = true
        device.isProximityMonitoringEnabled = true
        Headless.setBattery(level: 0.2, state: .unplugged)
        Headless.reset()
        #expect(!device.isGeneratingDeviceOrientationNotifications)
        #expect(device.orientation == .unknown)
        #expect(!device.isBatteryMonitoringEnabled)
        #expect(!device.isProximityMonitoringEnabled)
        device.isBatteryMonitoringEnabled = true
        #expect(device.batteryLevel == 1)
        #expect(device.batteryState == .full)
    }

    @Test func notificationNamesAreUIKits() {
        #expect(UIDevice.orientationDidChangeNotification.rawValue == "UIDeviceOrientationDidChangeNotification")
        #expect(UIDevice.batteryStateDidChangeNotification.rawValue == "UIDeviceBatteryStateDidChangeNotification")
        #expect(UIDevice.batteryLevelDidChangeNotification.rawValue == "UIDeviceBatteryLevelDidChangeNotification")
        #expect(UIDevice.proximityStateDidChangeNotification.rawValue == "UIDeviceProximityStateDidChangeNotification")
    }

    @Test func orientationsHaveUIKitsRawValuesAndKinds() {
        #expect(UIDeviceOrientation.landscapeLeft.rawValue == 3)
        #expect(UIDeviceOrientation.faceDown.rawValue == 6)
        #expect(UIDeviceOrientation.faceUp.isFlat && !UIDeviceOrientation.faceUp.isValidInterfaceOrientation)
        #expect(UIDeviceOrientation.portraitUpsideDown.isPortrait)
        #expect(UIDeviceOrientation.landscapeRight.isValidInterfaceOrientation)
        #expect(!UIDeviceOrientation.unknown.isValidInterfaceOrientation)
        #expect(UIDevice.BatteryState.full.rawValue == 3)
    }

    @Test func inputViewsPlayNoClicksUnlessTheyEnableThem() {
        final class Keypad: UIView, UIInputViewAudioFeedback {
            var enableInputClicksWhenVisible: Bool { true }
        }
        final class Plain: UIView, UIInputViewAudioFeedback {}
        #expect(Keypad().enableInputClicksWhenVisible)
        #expect(!Plain().enableInputClicksWhenVisible)
    }
}

@MainActor
@Suite("UIDevice on an iPad", .headless(screen: .iPadPortrait))
struct PadDeviceTests {
    @Test func theTabletDescribesItselfAsAnIPadRunningIPadOS() {
        let device = UIDevice.current
        #expect(device.userInterfaceIdiom == .pad)
        #expect(device.model == "iPad")
        #expect(device.name == "iPad")
        #expect(device.systemName == "iPadOS")
        #expect(device.systemVersion == "17.0")
    }

    @Test func anIPadHasNoProximitySensor() {
        UIDevice.current.isProximityMonitoringEnabled = true
        #expect(!UIDevice.current.isProximityMonitoringEnabled)
    }
}

@MainActor
@Suite("UIDevice held on its side", .headless(screen: .iPadLandscape))
struct LandscapeDeviceTests {
    @Test func aDeviceOnItsSideReportsTheOppositeSideOfTheInterface() {
        UIDevice.current.beginGeneratingDeviceOrientationNotifications()
        #expect(Headless.interfaceOrientation == .landscapeLeft)
        #expect(UIDevice.current.orientation == .landscapeRight)
    }
}
