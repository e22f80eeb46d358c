// UIDevice.swift: the simulated device as UIKit's `UIDevice` describes it: its kind, system,
// orientation, battery and proximity sensor. What an app sets on it lives in the runtime
// (RuntimeDeviceState), so `Headless.reset()` starts every test on a fresh device.

/// The device the app runs on, as UIKit's `UIDevice`
/// (https://developer.apple.com/documentation/uikit/uidevice).
///
/// Its kind follows `UIScreen.main`: an iPad screen (``Headless/setScreen(size:scale:safeAreaInsets:statusBarHeight:idiom:)``
/// with `.pad`, or a screen whose shorter side is at least 700 points) makes an iPad running
/// iPadOS, any other an iPhone running iOS, both at ``emulatedSystemVersion``. Its orientation is
/// `.unknown` until ``beginGeneratingDeviceOrientationNotifications()``, then the one the device is
/// held in (``Headless/rotate(to:animated:)`` turns it, and posts
/// ``orientationDidChangeNotification``). Battery monitoring shows a full battery on a charger.
@preconcurrency @MainActor
open class UIDevice: NSObject {
    /// The one device object, behind ``current``.
    private static let shared = UIDevice()

    /// Makes a device object; ``current`` is the one UIKit hands out. Any instance reads the
    /// same state, kept by the current runtime (a subclass may stand in for the device in tests,
    /// overriding what it reports).
    public override init() {
        super.init()
    }

    /// The device the app runs on.
    open class var current: UIDevice { shared }

    /// The version of iOS (and iPadOS) the package emulates: that of the SDK whose members it
    /// follows (Docs/Coverage.md, "Missing from the iOS 17 SDK"). A headless addition.
    nonisolated public static let emulatedSystemVersion = "17.0"

    /// What the app has set on the device, kept by the current runtime.
    private var state: RuntimeDeviceState { Headless.current.app.device }

    // MARK: - The device and its system

    /// The device's name: the generic name of its model ("iPhone", "iPad"), as iOS 16 and later
    /// give apps without the user-assigned-device-name entitlement.
    open var name: String { model }

    /// The model: "iPad" on an iPad screen, "iPhone" on any other.
    open var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }

    /// The model in the user's language: the same English name here.
    open var localizedModel: String { model }

    /// The name of the operating system: "iPadOS" on an iPad (as iPadOS 15 and later report it),
    /// "iOS" on an iPhone.
    open var systemName: String { userInterfaceIdiom == .pad ? "iPadOS" : "iOS" }

    /// The version of the operating system: ``emulatedSystemVersion``.
    open var systemVersion: String { UIDevice.emulatedSystemVersion }

    /// An identifier for the app's vendor on this device: the same value in every test and after
    /// a relaunch, as on a device where the app stays installed; never nil.
    open var identifierForVendor: UUID? { RuntimeDeviceState.identifierForVendor }

    /// The style of interface the device uses: `UIScreen.main`'s idiom (`.phone` or `.pad`).
    open var userInterfaceIdiom: UIUserInterfaceIdiom { Headless.current.screen.userInterfaceIdiom }

    /// Whether the device can run apps in the background: true.
    open var isMultitaskingSupported: Bool { true }

    // MARK: - Orientation

    /// The physical orientation of the device: `.unknown` unless orientation notifications are
    /// being generated, as Apple documents; then the orientation the simulated device is held in
    /// (the interface's, turned: an interface in `.landscapeLeft` is a device in `.landscapeRight`).
    /// The device is never flat here.
    open var orientation: UIDeviceOrientation {
        guard isGeneratingDeviceOrientationNotifications else { return .unknown }
        return state.turningTo ?? UIDeviceOrientation(interfaceOrientation: Headless.current.screen.interfaceOrientation)
    }

    /// Whether ``orientationDidChangeNotification`` is posted when the device turns: between
    /// ``beginGeneratingDeviceOrientationNotifications()`` and as many
    /// ``endGeneratingDeviceOrientationNotifications()`` calls.
    open var isGeneratingDeviceOrientationNotifications: Bool { state.orientationNotificationRequests > 0 }

    /// Starts generating orientation notifications and reporting ``orientation``; calls nest,
    /// each to be matched by ``endGeneratingDeviceOrientationNotifications()``.
    open func beginGeneratingDeviceOrientationNotifications() {
        state.orientationNotificationRequests += 1
    }

    /// Ends one ``beginGeneratingDeviceOrientationNotifications()``; an end without a begin does
    /// nothing.
    open func endGeneratingDeviceOrientationNotifications() {
        state.orientationNotificationRequests = max(0, state.orientationNotificationRequests - 1)
    }

    // MARK: - Battery

    /// Whether battery monitoring is on; false by default. While it is off, ``batteryLevel`` is
    /// -1 and ``batteryState`` is `.unknown`.
    open var isBatteryMonitoringEnabled: Bool {
        get { state.isBatteryMonitoringEnabled }
        set { state.isBatteryMonitoringEnabled = newValue }
    }

    /// The charge, from 0 (empty) to 1 (full); -1 while battery monitoring is off. The simulated
    /// battery is full (`Headless.setBattery(level:state:)` changes it).
    open var batteryLevel: Float { isBatteryMonitoringEnabled ? state.batteryLevel : -1 }

    /// The battery's state; `.unknown` while battery monitoring is off. The simulated device is on
    /// a charger, its battery `.full` (`Headless.setBattery(level:state:)` changes it).
    open var batteryState: BatteryState { isBatteryMonitoringEnabled ? state.batteryState : .unknown }

    // MARK: - Proximity sensor

    /// Whether the proximity sensor is watched; false by default. An iPhone has the sensor, so
    /// setting true sticks; an iPad has none, so the value stays false, as Apple documents for a
    /// device without one.
    open var isProximityMonitoringEnabled: Bool {
        get { state.isProximityMonitoringEnabled && userInterfaceIdiom == .phone }
        set { state.isProximityMonitoringEnabled = newValue && userInterfaceIdiom == .phone }
    }

    /// Whether the sensor is close to the user: false (nothing comes near a simulated phone).
    open var proximityState: Bool { false }

    // MARK: - Input clicks

    /// Plays the keyboard's click in an enabled input view: there is no sound here, so nothing.
    open func playInputClick() {}
}

/// What the app has set on ``UIDevice``, kept per runtime so that `Headless.reset()` clears it.
@MainActor
final class RuntimeDeviceState {
    /// Begins of orientation notifications not yet ended.
    var orientationNotificationRequests = 0
    /// The orientation the device is being turned to while ``UIDevice/orientationDidChangeNotification``
    /// is posted, before the interface turns; nil otherwise.
    var turningTo: UIDeviceOrientation?
    /// `UIDevice.isBatteryMonitoringEnabled`.
    var isBatteryMonitoringEnabled = false
    /// The simulated battery's charge.
    var batteryLevel: Float = 1
    /// The simulated battery's state.
    var batteryState = UIDevice.BatteryState.full
    /// `UIDevice.isProximityMonitoringEnabled`.
    var isProximityMonitoringEnabled = false

    /// The vendor identifier of the simulated device: one fixed value, so runs repeat.
    static let identifierForVendor = UUID(uuid: (0x5E, 0x1F, 0x3C, 0x7A, 0x92, 0x4B, 0x4D, 0x2E,
                                                 0x8A, 0x61, 0x0B, 0xD4, 0x73, 0xC9, 0x15, 0xA8))
}

extension RuntimeDeviceState {
    /// Tells the app that the device turns to `orientation` (`Headless.rotate(to:animated:)`,
    /// before the interface turns): posts `UIDevice.orientationDidChangeNotification` while
    /// orientation notifications are generated, `UIDevice.current.orientation` reading the new one.
    func deviceWillTurn(to orientation: UIDeviceOrientation) {
        guard orientationNotificationRequests > 0 else { return }
        turningTo = orientation
        defer { turningTo = nil }
        NotificationCenter.default.post(name: UIDevice.orientationDidChangeNotification, object: UIDevice.current)
    }
}
