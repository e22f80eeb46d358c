// UIDevice+Types.swift: the device's orientations and battery states with UIKit's raw values,
// the names of the notifications it posts, the input-click protocol, and the test's hand on
// the simulated battery.

/// The physical orientation of the device, as UIKit's `UIDeviceOrientation`, with UIKit's raw
/// values. A device on its left side (`.landscapeLeft`) shows the interface in
/// `UIInterfaceOrientation.landscapeRight`, and the other way round.
public enum UIDeviceOrientation: Int, Sendable {
    /// The orientation is not known (orientation notifications are off).
    case unknown = 0
    /// Upright, the home button (or indicator) at the bottom.
    case portrait = 1
    /// Upside down, the home button at the top.
    case portraitUpsideDown = 2
    /// On its side, the home button on the right.
    case landscapeLeft = 3
    /// On its side, the home button on the left.
    case landscapeRight = 4
    /// Flat, face up.
    case faceUp = 5
    /// Flat, face down.
    case faceDown = 6

    /// Whether the device is upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }

    /// Whether the device is on either side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    /// Whether the device lies flat, face up or down.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }

    /// Whether the interface can take this orientation: portrait, upside down or either side.
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }

    /// The device held so that the interface shows in `interfaceOrientation` (landscape sides
    /// swap); `.unknown` for `.unknown`.
    init(interfaceOrientation: UIInterfaceOrientation) {
        switch interfaceOrientation {
        case .unknown: self = .unknown
        case .portrait: self = .portrait
        case .portraitUpsideDown: self = .portraitUpsideDown
        case .landscapeLeft: self = .landscapeRight
        case .landscapeRight: self = .landscapeLeft
        }
    }
}

extension UIDevice {
    /// The state of the device's battery, as UIKit's `UIDevice.BatteryState`, with UIKit's raw values.
    public enum BatteryState: Int, Sendable {
        /// Not known (battery monitoring is off).
        case unknown = 0
        /// On battery, discharging.
        case unplugged = 1
        /// On a charger, below 100%.
        case charging = 2
        /// On a charger, at 100%.
        case full = 3
    }

    /// Posted when the device's orientation changes while notifications are generated; the
    /// object is the device. Here `Headless.rotate(to:animated:)` posts it, before the interface turns.
    nonisolated public static let orientationDidChangeNotification
        = Notification.Name("UIDeviceOrientationDidChangeNotification")

    /// Posted when the battery's state changes while battery monitoring is on; here when
    /// `Headless.setBattery(level:state:)` changes it.
    nonisolated public static let batteryStateDidChangeNotification
        = Notification.Name("UIDeviceBatteryStateDidChangeNotification")

    /// Posted when the battery's level changes while battery monitoring is on; here when
    /// `Headless.setBattery(level:state:)` changes it.
    nonisolated public static let batteryLevelDidChangeNotification
        = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")

    /// Posted when the proximity sensor's state changes; never posted here.
    nonisolated public static let proximityStateDidChangeNotification
        = Notification.Name("UIDeviceProximityStateDidChangeNotification")
}

/// What a custom input or keyboard accessory view adopts to play keyboard clicks with
/// `UIDevice.current.playInputClick()`, as UIKit's `UIInputViewAudioFeedback`.
@MainActor
public protocol UIInputViewAudioFeedback: NSObjectProtocol {
    /// Whether the view plays input clicks while visible; false unless the view says otherwise
    /// (the requirement is optional in UIKit).
    var enableInputClicksWhenVisible: Bool { get }
}

extension UIInputViewAudioFeedback {
    /// False: input clicks are off unless the view enables them.
    public var enableInputClicksWhenVisible: Bool { false }
}

extension Headless {
    /// Sets the simulated battery's charge (clamped to 0...1) and state; `UIDevice.current`
    /// reports them while battery monitoring is on, and then posts
    /// `UIDevice.batteryLevelDidChangeNotification` and `batteryStateDidChangeNotification` for
    /// what changed (a NaN level or an `.unknown` state leaves that value as it was). The battery
    /// starts full, on a charger; ``reset()`` restores that.
    public static func setBattery(level: Float, state: UIDevice.BatteryState) {
        let device = current.app.device
        let newLevel = level.isNaN ? device.batteryLevel : min(max(level, 0), 1)
        let levelChanged = newLevel != device.batteryLevel
        let stateChanged = state != device.batteryState && state != .unknown
        device.batteryLevel = newLevel
        if stateChanged { device.batteryState = state }
        guard device.isBatteryMonitoringEnabled else { return }
        let center = NotificationCenter.default
        if stateChanged { center.post(name: UIDevice.batteryStateDidChangeNotification, object: UIDevice.current) }
        if levelChanged { center.post(name: UIDevice.batteryLevelDidChangeNotification, object: UIDevice.current) }
    }
}
