// Headless+Feedback.swift: the haptic feedback the app played, recorded for tests
// (`Headless.playedFeedback`), since no device plays it here (App/UIFeedbackGenerator.swift).

extension Headless {
    /// One haptic feedback a generator played.
    public struct Feedback {
        /// Which feedback: the generator's kind and its style or type.
        public enum Kind: Hashable, Sendable {
            /// `UIImpactFeedbackGenerator.impactOccurred`, with the generator's style.
            case impact(UIImpactFeedbackGenerator.FeedbackStyle)
            /// `UISelectionFeedbackGenerator.selectionChanged`.
            case selection
            /// `UINotificationFeedbackGenerator.notificationOccurred`, with its type.
            case notification(UINotificationFeedbackGenerator.FeedbackType)
        }

        /// Which feedback was played.
        public let kind: Kind
        /// The intensity, 0 to 1: the one given to `impactOccurred(intensity:)` (clamped), 1
        /// otherwise.
        public let intensity: CGFloat
        /// The location given to an `…(at:)` form (iOS 17.5), in the generator's view's
        /// coordinates; nil for the forms without one.
        public let location: CGPoint?
        /// The virtual time it was played (`Headless.now`).
        public let time: TimeInterval
        /// The view the generator was attached to (`init(view:)`), held weakly; nil for a
        /// generator attached to none.
        public private(set) weak var view: UIView?

        /// Makes a record (the generators make them).
        init(kind: Kind, intensity: CGFloat, location: CGPoint?, time: TimeInterval, view: UIView?) {
            self.kind = kind
            self.intensity = intensity
            self.location = location
            self.time = time
            self.view = view
        }
    }

    /// Every haptic feedback played since the last ``reset()``, oldest first: no device plays
    /// it here, so a test checks it was asked for.
    ///
    ///     app.buttons["Pay"].tap()
    ///     #expect(Headless.playedFeedback.map(\.kind) == [.notification(.success)])
    public static var playedFeedback: [Feedback] { current.app.playedFeedback }
}
