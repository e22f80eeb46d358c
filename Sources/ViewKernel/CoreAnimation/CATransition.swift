// CATransition.swift: Core Animation's transition animation, which UIKit's view transitions
// (`UIView.transition(with:...)`, `transition(from:to:...)`) add to their container's layer.

/// The kind of a layer transition, as Core Animation's `CATransitionType`.
public struct CATransitionType: Hashable, Sendable, RawRepresentable {
    /// The type's name.
    public let rawValue: String
    /// Makes a type from its name (UIKit's flips and curls use names of their own).
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The new content fades in over the old.
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new content slides in over the old.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new content pushes the old out.
    public static let push = CATransitionType(rawValue: "push")
    /// The old content slides out, revealing the new.
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The direction of a layer transition, as Core Animation's `CATransitionSubtype`.
public struct CATransitionSubtype: Hashable, Sendable, RawRepresentable {
    /// The direction's name.
    public let rawValue: String
    /// Makes a direction from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// From the right edge.
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    /// From the left edge.
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    /// From the top edge.
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    /// From the bottom edge.
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// The key a transition animation is added under, as Core Animation's `kCATransition`.
public let kCATransition = "transition"

/// An animation that moves a layer from its old content to its new one, as Core Animation's
/// `CATransition`. Headless, a transition changes no property of the presentation: it is an
/// animation on the clock (its key, duration, delegate and completion behave as on a device);
/// the old content is not kept to be blended.
open class CATransition: CAAnimation {
    /// The kind of transition; `.fade` by default.
    open var type: CATransitionType = .fade
    /// The direction, for the kinds that move; nil by default.
    open var subtype: CATransitionSubtype?
    /// Where in its motion the transition starts, 0...1; 0 by default.
    open var startProgress: Float = 0
    /// Where in its motion the transition ends, 0...1; 1 by default.
    open var endProgress: Float = 1
    /// Whether the layer's view refuses touches while it runs (a UIKit view transition without
    /// `.allowUserInteraction`).
    var refusesTouches = false

    /// Makes a fade transition.
    public required init() {
        super.init()
    }

    override func copySettings(from other: CAAnimation) {
        super.copySettings(from: other)
        guard let other = other as? CATransition else { return }
        type = other.type
        subtype = other.subtype
        startProgress = other.startProgress
        endProgress = other.endProgress
        refusesTouches = other.refusesTouches
    }
}
