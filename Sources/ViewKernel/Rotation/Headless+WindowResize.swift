// Headless+WindowResize.swift: the system resizing an app's window, as iPadOS does when the user
// puts the app in Split View or Slide Over or drags the divider. The window's controllers hear it
// as they hear a turn: willTransition(to:with:) when their size classes will change, then
// viewWillTransition(to:with:) with a coordinator, then, inside the resize's animation,
// traitCollectionDidChange(_:) and layout.

import Foundation

/// How much of an iPad's screen an app's window takes in Split View (or Slide Over, for a third).
public enum SplitViewWidth: Sendable, CaseIterable {
    /// A third of the screen: the narrow side of Split View, and Slide Over.
    case oneThird
    /// Half of the screen (offered on the screen's long side, in landscape).
    case half
    /// Two thirds of the screen: the wide side of Split View.
    case twoThirds

    /// The room between the two apps of Split View (a decision: the divider's width is not published).
    public static let dividerWidth: CGFloat = 10

    /// The width of a window taking this part of a screen `screenWidth` points wide: 320 points
    /// for a third (Slide Over's width), the rest less the divider for two thirds, and half of
    /// what the divider leaves for a half (a decision: Apple lists the size classes of each split,
    /// not the widths, which vary with the model).
    public func width(onScreenWidth screenWidth: CGFloat) -> CGFloat {
        switch self {
        case .oneThird: return 320
        case .half: return ((screenWidth - SplitViewWidth.dividerWidth) / 2).rounded(.down)
        case .twoThirds: return screenWidth - 320 - SplitViewWidth.dividerWidth
        }
    }
}

extension Headless {
    /// How long the system takes to resize a window (a decision: the same as a quarter turn).
    public static let windowResizeDuration: TimeInterval = rotationDuration

    /// Resizes `window` to `size` (its origin stays) as the system does for Split View or Slide
    /// Over: its root controller and the controllers presented above it hear
    /// `willTransition(to:with:)` when their size classes will change (an iPad window narrower
    /// than 678 points is compact wide), then `viewWillTransition(to:with:)` with a coordinator;
    /// then, inside a `UIView.animate` block of ``windowResizeDuration`` (none when `animated` is
    /// false), the window takes its new frame, `traitCollectionDidChange(_:)` is sent, the
    /// coordinator's alongside animations run and the window is laid out. Returns false, doing
    /// nothing, when the window already has that size or `size` is negative, NaN or infinite.
    @discardableResult
    public static func resizeWindow(_ window: UIWindow, to size: CGSize, animated: Bool = true) -> Bool {
        guard window.bounds.size != size, size.width >= 0, size.height >= 0, size.width.isFinite, size.height.isFinite else {
            return false
        }
        let runtime = current
        let coordinator = TransitionCoordinator(isAnimated: animated, transitionDuration: windowResizeDuration,
                                                containerView: window)
        runtime.traits.sizeTransition = coordinator
        let controllers = window.rootViewController?.presentationChain ?? []
        runtime.announceSizeTransition(to: size, screenSize: runtime.screen.bounds.size, of: controllers, with: coordinator)
        let change = {
            window.frame = CGRect(origin: window.frame.origin, size: size)
            window.updateTraitsIfNeeded()
            coordinator.runAnimations()
            window.layoutIfNeeded()
        }
        runtime.performSizeTransition(coordinator, animated: animated, change: change)
        return true
    }

    /// Resizes `window` to take `split` of the screen across and its whole height, as
    /// ``resizeWindow(_:to:animated:)``; the window moves to the screen's left edge.
    @discardableResult
    public static func resizeWindow(_ window: UIWindow, toSplitView split: SplitViewWidth, animated: Bool = true) -> Bool {
        let screen = UIScreen.main.bounds
        if window.frame.origin != .zero { window.frame.origin = .zero }
        return resizeWindow(window, to: CGSize(width: split.width(onScreenWidth: screen.width), height: screen.height),
                            animated: animated)
    }

    /// Gives `window` the whole screen again after Split View, as ``resizeWindow(_:to:animated:)``.
    @discardableResult
    public static func restoreFullScreenWindow(_ window: UIWindow, animated: Bool = true) -> Bool {
        if window.frame.origin != .zero { window.frame.origin = .zero }
        return resizeWindow(window, to: UIScreen.main.bounds.size, animated: animated)
    }
}
