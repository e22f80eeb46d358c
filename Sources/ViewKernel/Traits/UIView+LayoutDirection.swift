// UIView+LayoutDirection.swift: right-to-left layout as UIKit mirrors it: a view's semantic content
// attribute and the direction its immediate content is arranged in.

/// What a view's content means for mirroring, as UIKit's `UISemanticContentAttribute` (UIKit's raw
/// values): whether it flips when the interface runs right to left.
public enum UISemanticContentAttribute: Int, Sendable, CaseIterable {
    /// The default: the view flips with the interface's direction.
    case unspecified = 0
    /// Playback controls (play, rewind, a scrubber): always left to right.
    case playback = 1
    /// Controls for directions in space (a D-pad, text-alignment segments): always left to right.
    case spatial = 2
    /// Always left to right.
    case forceLeftToRight = 3
    /// Always right to left.
    case forceRightToLeft = 4
}

extension UIView {
    /// What the view's content means for mirroring; `.unspecified` (flips with the interface) by
    /// default. As in UIKit, it is the view's own: its subviews do not inherit it.
    public var semanticContentAttribute: UISemanticContentAttribute {
        get { traitState?.semanticContentAttribute ?? .unspecified }
        set {
            guard newValue != semanticContentAttribute else { return }
            traitEnvironmentState.semanticContentAttribute = newValue
            layoutDirectionDidChange()
            setNeedsLayout()
            if !CALayer.isKnownNotToDraw(layer) { setNeedsDisplay() }
        }
    }

    /// The direction the app's interface runs for a view with `attribute`: the application's
    /// direction for `.unspecified`, left to right for playback and spatial content and for
    /// `.forceLeftToRight`, right to left for `.forceRightToLeft`.
    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        userInterfaceLayoutDirection(for: attribute, relativeTo: UIApplication.shared.userInterfaceLayoutDirection)
    }

    /// The direction for a view with `semanticContentAttribute` inside an interface running in
    /// `layoutDirection`: that direction for `.unspecified`, else the direction the attribute fixes.
    public class func userInterfaceLayoutDirection(for semanticContentAttribute: UISemanticContentAttribute,
                                                   relativeTo layoutDirection: UIUserInterfaceLayoutDirection) -> UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .unspecified: layoutDirection
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        }
    }

    /// The direction the view's immediate content is arranged and drawn in: its traits'
    /// `layoutDirection` (left to right when unspecified) unless its `semanticContentAttribute`
    /// fixes one. Not passed down: a subview works out its own.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UIView.userInterfaceLayoutDirection(for: semanticContentAttribute,
                                            relativeTo: traitCollection.layoutDirection.userInterfaceLayoutDirection)
    }

    /// Whether the view's immediate content runs right to left.
    package var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }
}

extension UITraitEnvironmentLayoutDirection {
    /// The same direction as a `UIUserInterfaceLayoutDirection`; left to right when unspecified.
    var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        self == .rightToLeft ? .rightToLeft : .leftToRight
    }
}

extension NSDirectionalEdgeInsets {
    /// The insets by left and right edge in a view running right to left when `rightToLeft`
    /// (leading is the right edge), else left to right.
    package func edgeInsets(rightToLeft: Bool) -> UIEdgeInsets {
        rightToLeft ? UIEdgeInsets(top: top, left: trailing, bottom: bottom, right: leading) : edgeInsets
    }
}

extension UIEdgeInsets {
    /// The insets by leading and trailing edge in a view running right to left when
    /// `rightToLeft` (the right edge is leading), else left to right.
    func directional(rightToLeft: Bool) -> NSDirectionalEdgeInsets {
        rightToLeft ? NSDirectionalEdgeInsets(top: top, leading: right, bottom: bottom, trailing: left) : directional
    }
}
