// Headless+Traits.swift: the traits of the simulated device (what Settings would choose: dark
// mode, text size, language direction, contrast, bold text), which a test sets with
// `Headless.setTraits(_:)`, and the screen's and windows' traits built from them.

import Synchronization

/// The traits of the simulated device, kept by the runtime.
@MainActor
final class RuntimeTraits {
    /// Bumped whenever something traits depend on changes (an override, the device's traits, a
    /// view or controller moving); a cached collection from an older generation is worked out
    /// again. Starts past every earlier runtime's, so a view kept across `Headless.reset()` has
    /// no valid cache in the new runtime.
    var generation = RuntimeTraits.nextGenerationStart()

    /// The device's settings: light, Large text, left to right, normal contrast, regular weight.
    var device = TraitValues(userInterfaceIdiom: .unspecified, userInterfaceStyle: .light, layoutDirection: .leftToRight,
                             displayScale: 0, horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified,
                             preferredContentSizeCategory: .large, accessibilityContrast: .normal,
                             legibilityWeight: .regular, userInterfaceLevel: .base, activeAppearance: .active,
                             displayGamut: .P3)

    /// The screen's traits, made again when the device's traits or the screen change.
    var screenTraits: UITraitCollection?

    /// The coordinator of the turn of the device under way (`Headless.rotate(to:)`), else nil.
    var sizeTransition: TransitionCoordinator?

    /// Where the next runtime's generation starts.
    private static let generationCounter = Mutex(1)

    private static func nextGenerationStart() -> Int {
        generationCounter.withLock { value in
            value += 1 << 32
            return value
        }
    }
}

extension HeadlessRuntime {
    /// The current trait generation (see ``RuntimeTraits/generation``).
    var traitGeneration: Int { traits.generation }

    /// Invalidates every cached trait collection.
    func traitsDidChange() {
        traits.generation += 1
    }

    /// The screen's traits: the device's settings, the screen's idiom and scale, and the size
    /// classes of a full-screen window.
    var screenTraits: UITraitCollection {
        if let cached = traits.screenTraits { return cached }
        let made = UITraitCollection(values: traitValues(forWindowSize: screen.bounds.size))
        traits.screenTraits = made
        UITraitCollection.setScreenTraits(made)
        return made
    }

    /// The traits of a window of `size` on this screen: the screen's, with the size classes of
    /// that size (a zero size: the screen's).
    func windowTraits(forWindowSize size: CGSize) -> UITraitCollection {
        let screenTraits = screenTraits
        guard size.width > 0, size.height > 0, size != screen.bounds.size else { return screenTraits }
        return screenTraits.overridden(by: traitValues(forWindowSize: size))
    }

    /// The device's traits with the idiom, scale and size classes of a window of `size`.
    private func traitValues(forWindowSize size: CGSize) -> TraitValues {
        var values = traits.device
        let idiom = screen.userInterfaceIdiom
        if values.userInterfaceIdiom == .unspecified { values.userInterfaceIdiom = idiom }
        if values.displayScale == 0 { values.displayScale = screen.scale }
        let classes = UIScreen.sizeClasses(forWindowSize: size, idiom: idiom, screenSize: screen.bounds.size)
        if values.horizontalSizeClass == .unspecified { values.horizontalSizeClass = classes.horizontal }
        if values.verticalSizeClass == .unspecified { values.verticalSizeClass = classes.vertical }
        return values
    }
}

extension UIScreen {
    /// The kind of device the screen belongs to: the one `Headless.setScreen` named, else an iPad
    /// when its shorter side is at least 700 points (every iPad's is 744 or more, every iPhone's
    /// 440 or less), else an iPhone.
    package var userInterfaceIdiom: UIUserInterfaceIdiom {
        explicitIdiom ?? (min(bounds.width, bounds.height) >= 700 ? .pad : .phone)
    }

    /// The size classes of a window of `size` on a device of `idiom` whose screen is `screenSize`,
    /// as UIKit assigns them: on an iPhone, a compact width (regular in landscape on the large
    /// phones, whose portrait width is 414 points or more) and a regular height (compact in
    /// landscape); on an iPad, a regular height, and a regular width unless the window is
    /// narrower than 678 points (a split-screen or Slide Over window).
    package nonisolated static func sizeClasses(forWindowSize size: CGSize, idiom: UIUserInterfaceIdiom,
                                                screenSize: CGSize) -> (horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass) {
        let landscape = size.width > size.height
        if idiom == .pad {
            return (size.width >= 678 ? .regular : .compact, .regular)
        }
        let largePhone = min(screenSize.width, screenSize.height) >= 414
        return (landscape && largePhone ? .regular : .compact, landscape ? .compact : .regular)
    }
}

extension Headless {
    /// Sets the simulated device's traits, as a user would in Settings: every trait `traits`
    /// specifies replaces the device's (appearance, text size, layout direction, contrast, bold
    /// text...); the others stay. Windows, controllers and views get the new traits, and
    /// `traitCollectionDidChange(_:)` and trait-change registrations hear of it, at the next
    /// layout pass; a new text size also posts `UIContentSizeCategory.didChangeNotification`.
    ///
    ///     Headless.setTraits(UITraitCollection(userInterfaceStyle: .dark))
    ///
    /// ``Headless/reset()`` goes back to light, Large text, left to right.
    public static func setTraits(_ traits: UITraitCollection) {
        let runtime = current
        let previous = runtime.traits.device
        runtime.traits.device = previous.overridden(by: traits.values)
        guard runtime.traits.device != previous else { return }
        runtime.deviceTraitsDidChange()
        if runtime.traits.device.preferredContentSizeCategory != previous.preferredContentSizeCategory {
            NotificationCenter.default.post(name: UIContentSizeCategory.didChangeNotification, object: nil,
                                            userInfo: [UIContentSizeCategory.newValueUserInfoKey: runtime.traits.device.preferredContentSizeCategory])
        }
    }

    /// The simulated device's traits: the screen's (``setTraits(_:)`` changes them).
    public static var traits: UITraitCollection { current.screenTraits }
}

extension HeadlessRuntime {
    /// The device's traits or the screen changed: every cached collection is stale, and every
    /// window checks its tree at its next layout pass.
    func deviceTraitsDidChange() {
        traitsDidChange()
        traits.screenTraits = nil
        _ = screenTraits
        for window in windows { window.traitInputsDidChange() }
    }
}

extension UIScreen: UITraitEnvironment {
    /// The screen's traits: the device's settings (``Headless/setTraits(_:)``), its idiom and
    /// scale, and the size classes of a full-screen window.
    public var traitCollection: UITraitCollection { Headless.current.screenTraits }

    /// Does nothing: the screen's traits change through ``Headless/setTraits(_:)``.
    public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}

extension UIApplication {
    /// The user's preferred text size: the device's (``Headless/setTraits(_:)``).
    public var preferredContentSizeCategory: UIContentSizeCategory {
        Headless.current.screenTraits.preferredContentSizeCategory
    }
}
