// Headless+Relaunch.swift: the simulated device as it is now, and a fresh runtime on that same
// device: what an app's relaunch keeps (the phone, its orientation, its settings) and what it
// loses (every window, controller, timer and animation).

extension Headless {
    /// The simulated device: its screen held upright, the orientation the interface is shown in,
    /// and its settings (dark mode, text size, direction...).
    package struct Device {
        package let size: CGSize
        package let scale: CGFloat
        package let safeAreaInsets: UIEdgeInsets
        package let statusBarHeight: CGFloat
        package let idiom: UIUserInterfaceIdiom?
        package let orientation: UIInterfaceOrientation
        let traits: TraitValues
        /// The device's settings as a trait collection.
        package var traitCollection: UITraitCollection { UITraitCollection(values: traits) }
        let safeAreaMatters: Bool
    }

    /// The device as it is now.
    package static var device: Device {
        let runtime = current
        let screen = runtime.screen
        return Device(size: screen.portrait.size, scale: screen.scale, safeAreaInsets: screen.portrait.safeAreaInsets,
                      statusBarHeight: screen.portrait.statusBarHeight, idiom: screen.explicitIdiom,
                      orientation: screen.interfaceOrientation, traits: runtime.traits.device,
                      safeAreaMatters: runtime.safeAreaMatters)
    }

    /// A fresh runtime (``reset()``) on `device`: the same screen, turned the same way, with the
    /// same settings, and nothing else.
    package static func relaunch(on device: Device) {
        reset()
        setScreen(size: device.size, scale: device.scale, safeAreaInsets: device.safeAreaInsets,
                  statusBarHeight: device.statusBarHeight, idiom: device.idiom)
        let runtime = current
        if device.safeAreaMatters { runtime.safeAreaMatters = true }
        if device.orientation != .portrait { rotate(to: device.orientation, animated: false) }
        if runtime.traits.device != device.traits {
            runtime.traits.device = device.traits
            runtime.deviceTraitsDidChange()
        }
    }
}
