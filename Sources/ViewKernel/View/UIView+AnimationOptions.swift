// UIView+AnimationOptions.swift: the option set and curve enum of UIView animations, with UIKit's raw values.

extension UIView {
    /// Options for block-based view animations, with UIKit's raw bits (`UIViewAnimationOptions`).
    ///
    /// Honoured here: the four curves, `allowUserInteraction`, `beginFromCurrentState`, `repeat`,
    /// `autoreverse`, `overrideInheritedDuration` and `overrideInheritedCurve`. The others exist so
    /// code written for iOS compiles, and change nothing (there are no transitions or frame rates).
    public struct AnimationOptions: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: UInt
        /// Makes options from their raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lay out subviews at commit time so they animate with their parent (1 << 0).
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Let the animating views receive touches (1 << 1); without it they refuse them.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start from the value currently shown by an in-flight animation (1 << 2).
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeat the animation indefinitely (1 << 3).
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Run each cycle forwards and then backwards (1 << 4).
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Use this block's duration even when nested in another block (1 << 5).
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Use this block's curve even when nested in another block (1 << 6).
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Animate by redrawing the content (1 << 7); transitions only.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Hide and show views instead of removing and adding them (1 << 8); transitions only.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Inherit no option from an enclosing block (1 << 9).
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        /// Ease in and out: the cubic Bézier (0.42, 0), (0.58, 1); the default (0 << 16).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Ease in: the cubic Bézier (0.42, 0), (1, 1) (1 << 16).
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Ease out: the cubic Bézier (0, 0), (0.58, 1) (2 << 16).
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Constant speed (3 << 16).
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// No transition (0 << 20).
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        /// Flip from the left (1 << 20).
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// Flip from the right (2 << 20).
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// Curl up (3 << 20).
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// Curl down (4 << 20).
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// Cross-dissolve (5 << 20).
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// Flip from the top (6 << 20).
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// Flip from the bottom (7 << 20).
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// The default frame rate (0 << 24).
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        /// 60 frames per second (3 << 24).
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        /// 30 frames per second (7 << 24).
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        /// The curve these options choose (bits 16–19); ease-in-out when none is given.
        var curve: AnimationCurve {
            AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut
        }
    }

    /// The pace of a `beginAnimations`/`commitAnimations` animation (`UIViewAnimationCurve`).
    public enum AnimationCurve: Int, Sendable, CaseIterable {
        /// Slow at the start and the end: the cubic Bézier (0.42, 0), (0.58, 1). The default.
        case easeInOut = 0
        /// Slow at the start: the cubic Bézier (0.42, 0), (1, 1).
        case easeIn = 1
        /// Slow at the end: the cubic Bézier (0, 0), (0.58, 1).
        case easeOut = 2
        /// Constant speed.
        case linear = 3

        /// The timing curve this constant names.
        var timingCurve: TimingCurve {
            switch self {
            case .easeInOut: return .easeInEaseOut
            case .easeIn: return .easeIn
            case .easeOut: return .easeOut
            case .linear: return .linear
            }
        }
    }
}
