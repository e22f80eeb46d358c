// UIFeedbackGenerator.swift: the haptic feedback generators (impact, selection, notification).
// There is no Taptic Engine here: every feedback a generator plays is recorded instead, in
// `Headless.playedFeedback`, for a test to check (App/Headless+Feedback.swift).

/// The abstract superclass of the feedback generators, as UIKit's
/// (https://developer.apple.com/documentation/uikit/uifeedbackgenerator): make one of
/// ``UIImpactFeedbackGenerator``, ``UISelectionFeedbackGenerator`` or
/// ``UINotificationFeedbackGenerator``. A generator is an interaction: `init(view:)` (iOS 17.5)
/// adds it to the view, which holds it.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject, UIInteraction {
    /// The view the generator is attached to (`init(view:)`, or `addInteraction(_:)`), held
    /// weakly; nil when it is attached to none.
    open private(set) weak var view: UIView?

    /// Makes a generator attached to no view.
    public override init() {
        super.init()
    }

    /// Makes a generator and attaches it to `view` as an interaction (iOS 17.5): the view holds
    /// it (it is in `view.interactions`), and the feedback it plays names the view.
    public convenience init(view: UIView) {
        self.init()
        view.addInteraction(self)
    }

    /// Called before the generator is added to `view`, or removed from its view (nil).
    open func willMove(to view: UIView?) {}

    /// Called after the generator was added to `view`, or removed from its view (nil).
    open func didMove(to view: UIView?) {
        self.view = view
    }

    /// Prepares the generator to play feedback with less latency. On a device the Taptic
    /// Engine wakes for a few seconds; here there is nothing to wake, so it does nothing and
    /// records nothing.
    open func prepare() {}

    /// Records one feedback played by this generator, at the current virtual time.
    func record(_ kind: Headless.Feedback.Kind, intensity: CGFloat = 1, at location: CGPoint? = nil) {
        Headless.current.app.playedFeedback.append(
            Headless.Feedback(kind: kind, intensity: intensity, location: location,
                              time: Headless.current.now, view: view))
    }
}

/// A generator of haptics that simulate physical impacts, as UIKit's
/// (https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator).
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The mass of the objects colliding, as UIKit's `UIImpactFeedbackStyle`.
    public enum FeedbackStyle: Int, Sendable {
        /// A collision between small, light objects (raw value 0).
        case light = 0
        /// A collision between moderately sized objects (1); the style of `init()`.
        case medium = 1
        /// A collision between large, heavy objects (2).
        case heavy = 2
        /// A collision between objects that are flexible (3; iOS 13).
        case soft = 3
        /// A collision between objects that are rigid (4; iOS 13).
        case rigid = 4
    }

    /// The style given to the initialiser.
    let style: FeedbackStyle

    /// Makes a generator of impacts of `style`.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// Makes a generator of `.medium` impacts, as UIKit's `init()`.
    public override convenience init() {
        self.init(style: .medium)
    }

    /// Makes a generator of impacts of `style` attached to `view` as an interaction (iOS 17.5).
    public convenience init(style: FeedbackStyle, view: UIView) {
        self.init(style: style)
        view.addInteraction(self)
    }

    /// Plays an impact of the generator's style at full intensity (recorded with intensity 1).
    open func impactOccurred() {
        record(.impact(style))
    }

    /// Plays an impact of the generator's style with `intensity`, a value from 0 to 1; a value
    /// outside that range is clamped into it (NaN counts as 0).
    open func impactOccurred(intensity: CGFloat) {
        record(.impact(style), intensity: Self.clamped(intensity))
    }

    /// Plays an impact at `location`, in the coordinates of the generator's view (iOS 17.5).
    open func impactOccurred(at location: CGPoint) {
        record(.impact(style), at: location)
    }

    /// Plays an impact with `intensity` (clamped to 0...1) at `location`, in the coordinates of
    /// the generator's view (iOS 17.5).
    open func impactOccurred(intensity: CGFloat, at location: CGPoint) {
        record(.impact(style), intensity: Self.clamped(intensity), at: location)
    }

    /// `intensity` brought into 0...1; NaN gives 0.
    private static func clamped(_ intensity: CGFloat) -> CGFloat {
        intensity.isNaN ? 0 : min(max(intensity, 0), 1)
    }
}

/// A generator of haptics that mark a change of selection, as UIKit's
/// (https://developer.apple.com/documentation/uikit/uiselectionfeedbackgenerator).
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays the feedback of a selection that changed (not of one made or confirmed).
    open func selectionChanged() {
        record(.selection)
    }

    /// Plays the feedback of a selection that changed at `location`, in the coordinates of the
    /// generator's view (iOS 17.5).
    open func selectionChanged(at location: CGPoint) {
        record(.selection, at: location)
    }
}

/// A generator of haptics that tell of a success, a warning or a failure, as UIKit's
/// (https://developer.apple.com/documentation/uikit/uinotificationfeedbackgenerator).
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// What the notification tells, as UIKit's `UINotificationFeedbackType`.
    public enum FeedbackType: Int, Sendable {
        /// A task completed successfully (raw value 0).
        case success = 0
        /// A task produced a warning (1).
        case warning = 1
        /// A task failed (2).
        case error = 2
    }

    /// Plays the feedback of `notificationType`.
    open func notificationOccurred(_ notificationType: FeedbackType) {
        record(.notification(notificationType))
    }

    /// Plays the feedback of `notificationType` at `location`, in the coordinates of the
    /// generator's view (iOS 17.5).
    open func notificationOccurred(_ notificationType: FeedbackType, at location: CGPoint) {
        record(.notification(notificationType), at: location)
    }
}
